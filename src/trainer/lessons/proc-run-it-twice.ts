// STUB
import type { LessonContent } from './types';

export const lesson: LessonContent = { id: 'proc-run-it-twice', sections: [], practice: [] };
