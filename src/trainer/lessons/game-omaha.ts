// STUB
import type { LessonContent } from './types';

export const lesson: LessonContent = { id: 'game-omaha', sections: [], practice: [] };
