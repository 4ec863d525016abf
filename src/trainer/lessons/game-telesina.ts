// STUB
import type { LessonContent } from './types';

export const lesson: LessonContent = { id: 'game-telesina', sections: [], practice: [] };
