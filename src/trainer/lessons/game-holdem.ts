// STUB
import type { LessonContent } from './types';

export const lesson: LessonContent = { id: 'game-holdem', sections: [], practice: [] };
