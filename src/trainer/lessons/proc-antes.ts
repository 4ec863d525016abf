// STUB
import type { LessonContent } from './types';

export const lesson: LessonContent = { id: 'proc-antes', sections: [], practice: [] };
