// STUB
import type { LessonContent } from './types';

export const lesson: LessonContent = { id: 'game-soko', sections: [], practice: [] };
