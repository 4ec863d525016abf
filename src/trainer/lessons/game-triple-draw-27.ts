// STUB
import type { LessonContent } from './types';

export const lesson: LessonContent = { id: 'game-triple-draw-27', sections: [], practice: [] };
