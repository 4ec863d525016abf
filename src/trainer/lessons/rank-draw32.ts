// STUB
import type { LessonContent } from './types';

export const lesson: LessonContent = { id: 'rank-draw32', sections: [], practice: [] };
