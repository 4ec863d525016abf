// STUB
import type { LessonContent } from './types';

export const lesson: LessonContent = { id: 'rank-27', sections: [], practice: [] };
