// Schema version 2: lesson progress becomes a status (new / started / done) with a time, indexed by status.
import { LESSON_STATUSES, type LessonProgress, type Settings } from '../types';
import type { LessonRecordV1 } from './001-initial';
import { extraFields, isCount, isTime } from './checks';
import { isRecord, type Migration } from './types';

const toProgress = (old: LessonRecordV1): LessonProgress => ({
  id: old.lessonId,
  status: old.done ? 'done' : 'started',
  updatedAt: Number.isFinite(old.openedAt) ? old.openedAt : 0,
});

function validateSettings(value: unknown): string | null {
  if (!isRecord(value)) return 'the settings must be an object';
  const extra = extraFields(value, ['theme', 'fourColour', 'dailyGoal', 'learnerName', 'language']);
  if (extra) return extra;
  const s = value as Partial<Settings>;
  if (s.theme !== undefined && !['system', 'light', 'dark'].includes(s.theme)) return `"${String(s.theme).slice(0, 20)}" is not a theme (system, light or dark)`;
  if (s.fourColour !== undefined && typeof s.fourColour !== 'boolean') return 'the four-colour setting must be true or false';
  if (s.dailyGoal !== undefined && !(isCount(s.dailyGoal, 500) && s.dailyGoal >= 1)) return 'the daily goal must be 1 to 500 answers';
  if (s.learnerName !== undefined && !(typeof s.learnerName === 'string' && s.learnerName.length <= 40)) return 'the name must be at most 40 characters';
  // The code's shape only: which languages exist is the i18n registry's business (an unknown one falls back to the browser's).
  if (s.language !== undefined && !(typeof s.language === 'string' && /^[a-z]{2,3}$/.test(s.language))) return 'the language must be a language code like "tr"';
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
        const extra = extraFields(r, ['id', 'status', 'updatedAt']);
        if (extra) return extra;
        if (!LESSON_STATUSES.includes(r.status as LessonProgress['status'])) return `"${String(r.status).slice(0, 20)}" is not a lesson status`;
        // A date Intl can format (issue 13: updatedAt 1e300 blanked Progress for good).
        if (!isTime(r.updatedAt)) return 'a lesson entry needs a time (updatedAt) that is a date';
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
