// STUB
import type { LessonContent } from './types';

export const lesson: LessonContent = { id: 'rank-high', sections: [], practice: [] };
