// STUB
import type { LessonContent } from './types';

export const lesson: LessonContent = { id: 'game-draw32', sections: [], practice: [] };
