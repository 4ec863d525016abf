// STUB
import type { LessonContent } from './types';

export const lesson: LessonContent = { id: 'bet-raising', sections: [], practice: [] };
