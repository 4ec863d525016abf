// STUB
import type { LessonContent } from './types';

export const lesson: LessonContent = { id: 'proc-play-table', sections: [], practice: [] };
