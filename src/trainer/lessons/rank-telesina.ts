// STUB
import type { LessonContent } from './types';

export const lesson: LessonContent = { id: 'rank-telesina', sections: [], practice: [] };
