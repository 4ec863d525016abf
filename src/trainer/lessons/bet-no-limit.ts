// STUB
import type { LessonContent } from './types';

export const lesson: LessonContent = { id: 'bet-no-limit', sections: [], practice: [] };
