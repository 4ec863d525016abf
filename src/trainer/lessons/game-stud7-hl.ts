// STUB
import type { LessonContent } from './types';

export const lesson: LessonContent = { id: 'game-stud7-hl', sections: [], practice: [] };
