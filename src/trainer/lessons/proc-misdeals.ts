// STUB
import type { LessonContent } from './types';

export const lesson: LessonContent = { id: 'proc-misdeals', sections: [], practice: [] };
