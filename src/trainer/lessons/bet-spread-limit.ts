// STUB
import type { LessonContent } from './types';

export const lesson: LessonContent = { id: 'bet-spread-limit', sections: [], practice: [] };
