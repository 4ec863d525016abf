// STUB
import type { LessonContent } from './types';

export const lesson: LessonContent = { id: 'game-draw5', sections: [], practice: [] };
