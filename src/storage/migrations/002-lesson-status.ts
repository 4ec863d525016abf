// Schema version 2: lesson progress becomes a status (new / started / done) with a time, indexed by status.
import { LESSON_STATUSES, type LessonProgress, type Settings } from '../types';
import type { LessonRecordV1 } from './001-initial';
import { isRecord, type Migration } from './types';

const toProgress = (old: LessonRecordV1): LessonProgress => ({
  id: old.lessonId,
  status: old.done ? 'done' : 'started',
  updatedAt: Number.isFinite(old.openedAt) ? old.openedAt : 0,
});

function validateSettings(value: unknown): string | null {
  if (!isRecord(value)) return 'the settings must be an object';
  const s = value as Partial<Settings>;
  if (s.theme !== undefined && !['system', 'light', 'dark'].includes(s.theme)) return `"${String(s.theme)}" is not a theme (system, light or dark)`;
  if (s.fourColour !== undefined && typeof s.fourColour !== 'boolean') return 'the four-colour setting must be true or false';
  return null;
}

export const migration002: Migration = {
  version: 2,
  description: 'lesson status with time and a by-status index',
  creates: [
    {
      name: 'lessonProgress', keyPath: 'id', exported: true,
      validate(r) {
        if (!isRecord(r) || typeof r.id !== 'string' || r.id.length === 0 || r.id.length > 100) return 'a lesson entry needs an id';
        if (!LESSON_STATUSES.includes(r.status as LessonProgress['status'])) return `"${String(r.status)}" is not a lesson status`;
        if (typeof r.updatedAt !== 'number' || !Number.isFinite(r.updatedAt)) return 'a lesson entry needs a time (updatedAt)';
        return null;
      },
    },
  ],
  removes: ['lessons'],
  async upgrade(db, tx) {
    const progress = db.createObjectStore('lessonProgress', { keyPath: 'id' });
    progress.createIndex('byStatus', 'status');
    const old = tx.objectStore('lessons');
    for (const record of (await old.getAll()) as LessonRecordV1[]) {
      await tx.objectStore('lessonProgress').put(toProgress(record));
    }
    db.deleteObjectStore('lessons');
  },
  upgradeExport(stores) {
    const { lessons = [], ...rest } = stores;
    return { ...rest, lessonProgress: (lessons as LessonRecordV1[]).map(toProgress) };
  },
};

/** Checks the value of the settings record (key `app`). */
export const validateSettingsValue = validateSettings;
