// Schema version 2: lesson progress becomes a status (new / started / done) with a time, indexed by status.
import { LESSON_STATUSES, storageProblem as problem, type LessonProgress, type Settings, type StorageProblem } from '../types';
import type { LessonRecordV1 } from './001-initial';
import { extraFields, isCount, isTime } from './checks';
import { isRecord, type Migration } from './types';

const toProgress = (old: LessonRecordV1): LessonProgress => ({
  id: old.lessonId,
  status: old.done ? 'done' : 'started',
  updatedAt: Number.isFinite(old.openedAt) ? old.openedAt : 0,
});

const MAX_DAILY_GOAL = 500;
const MAX_NAME = 40;

function validateSettings(value: unknown): StorageProblem | null {
  if (!isRecord(value)) return problem('storage.problem.settings-object');
  const extra = extraFields(value, ['theme', 'fourColour', 'dailyGoal', 'learnerName', 'language']);
  if (extra) return extra;
  const s = value as Partial<Settings>;
  if (s.theme !== undefined && !['system', 'light', 'dark'].includes(s.theme)) return problem('storage.problem.theme', { value: String(s.theme).slice(0, 20) });
  if (s.fourColour !== undefined && typeof s.fourColour !== 'boolean') return problem('storage.problem.four-colour');
  if (s.dailyGoal !== undefined && !(isCount(s.dailyGoal, MAX_DAILY_GOAL) && s.dailyGoal >= 1)) return problem('storage.problem.daily-goal', { min: 1, max: MAX_DAILY_GOAL });
  if (s.learnerName !== undefined && !(typeof s.learnerName === 'string' && s.learnerName.length <= MAX_NAME)) return problem('storage.problem.name-length', { max: MAX_NAME });
  // The code's shape only: which languages exist is the i18n registry's business (an unknown one falls back to the browser's).
  if (s.language !== undefined && !(typeof s.language === 'string' && /^[a-z]{2,3}$/.test(s.language))) return problem('storage.problem.language');
  return null;
}

export const migration002: Migration = {
  version: 2,
  description: 'lesson status with time and a by-status index',
  creates: [
    {
      name: 'lessonProgress', keyPath: 'id', exported: true,
      validate(r) {
        if (!isRecord(r) || typeof r.id !== 'string' || r.id.length === 0 || r.id.length > 100) return problem('storage.problem.lesson-id');
        const extra = extraFields(r, ['id', 'status', 'updatedAt']);
        if (extra) return extra;
        if (!LESSON_STATUSES.includes(r.status as LessonProgress['status'])) return problem('storage.problem.lesson-status', { value: String(r.status).slice(0, 20) });
        // A date Intl can format (issue 13: updatedAt 1e300 blanked Progress for good).
        if (!isTime(r.updatedAt)) return problem('storage.problem.lesson-time');
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
