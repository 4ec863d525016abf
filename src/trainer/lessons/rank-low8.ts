// STUB
import type { LessonContent } from './types';

export const lesson: LessonContent = { id: 'rank-low8', sections: [], practice: [] };
