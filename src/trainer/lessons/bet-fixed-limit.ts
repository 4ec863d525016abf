// STUB
import type { LessonContent } from './types';

export const lesson: LessonContent = { id: 'bet-fixed-limit', sections: [], practice: [] };
