// STUB
import type { LessonContent } from './types';

export const lesson: LessonContent = { id: 'rank-americana', sections: [], practice: [] };
