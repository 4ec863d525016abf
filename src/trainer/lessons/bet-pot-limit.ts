// STUB
import type { LessonContent } from './types';

export const lesson: LessonContent = { id: 'bet-pot-limit', sections: [], practice: [] };
