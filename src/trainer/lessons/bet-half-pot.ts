// STUB
import type { LessonContent } from './types';

export const lesson: LessonContent = { id: 'bet-half-pot', sections: [], practice: [] };
