// STUB
import type { LessonContent } from './types';

export const lesson: LessonContent = { id: 'game-omaha-hl', sections: [], practice: [] };
