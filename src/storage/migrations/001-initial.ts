// Schema version 1 (the first release): lessons opened/done and the settings record.
import { storageProblem } from '../types';
import { isRecord, type Migration } from './types';

/** Version-1 lesson record, kept here so migration 2 and its test know the old shape. */
export interface LessonRecordV1 {
  lessonId: string;
  done: boolean;
  openedAt: number;
}

export const migration001: Migration = {
  version: 1,
  description: 'lessons (opened or done) and settings',
  creates: [
    {
      name: 'lessons', keyPath: 'lessonId', exported: true,
      validate: (r) => isRecord(r) && typeof r.lessonId === 'string' && typeof r.done === 'boolean'
        ? null : storageProblem('storage.problem.old-lesson'),
    },
    {
      name: 'settings', keyPath: 'key', exported: true,
      validate: (r) => isRecord(r) && typeof r.key === 'string' && 'value' in r ? null : storageProblem('storage.problem.settings-entry'),
    },
  ],
  upgrade(db) {
    db.createObjectStore('lessons', { keyPath: 'lessonId' });
    db.createObjectStore('settings', { keyPath: 'key' });
  },
};
