// STUB
import type { LessonContent } from './types';

export const lesson: LessonContent = { id: 'game-americana', sections: [], practice: [] };
