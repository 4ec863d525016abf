// Schema version 3 (the trainer, issue 6): one FSRS card per skill, and finished drill results.
import { extraFields, firstProblem, inRange, isCount, isId, isTime } from './checks';
import { storageProblem as problem, type StorageProblem } from '../types';
import type { Migration } from './types';

const SKILL_FIELDS = ['skill', 'due', 'stability', 'difficulty', 'elapsedDays', 'scheduledDays', 'learningSteps', 'reps', 'lapses', 'state',
  'lastReview', 'correct', 'wrong', 'lastWrong', 'missed'];
const RESULT_FIELDS = ['id', 'code', 'finishedAt', 'score', 'total', 'mode', 'learner'];
const MODES = ['practice', 'timed', 'review', 'mistakes'];
const optional = (v: unknown, check: (v: unknown) => boolean) => v === undefined || check(v);

/** A skill record: every FSRS field in its range (issue 13 item 7: state 99 or a missing lastReview broke pages). */
export function validateSkill(record: unknown): StorageProblem | null {
  return firstProblem(record, [
    (r) => !(isId(r.skill) && /^[a-z0-9-]+\|[a-z0-9-]+\|[123]$/.test(r.skill)) && problem('storage.problem.skill-id'),
    (r) => extraFields(r, SKILL_FIELDS),
    (r) => !isTime(r.due) && problem('storage.problem.due'),
    (r) => !inRange(r.stability, 0, 1e6) && problem('storage.problem.stability'),
    (r) => !inRange(r.difficulty, 0, 10) && problem('storage.problem.difficulty'),
    (r) => !(optional(r.elapsedDays, (v) => inRange(v, 0, 1e6)) && optional(r.scheduledDays, (v) => inRange(v, 0, 1e6))) && problem('storage.problem.day-counts'),
    (r) => !optional(r.learningSteps, (v) => isCount(v, 1000)) && problem('storage.problem.learning-step'),
    (r) => !(isCount(r.reps) && isCount(r.lapses) && isCount(r.correct) && isCount(r.wrong)) && problem('storage.problem.counts'),
    (r) => !(isCount(r.state, 3)) && problem('storage.problem.state'),
    (r) => !(r.lastReview === null || isTime(r.lastReview)) && problem('storage.problem.last-review'),
    (r) => (r.reps as number) > 0 && r.lastReview === null && problem('storage.problem.review-date'),
    (r) => !(r.lastWrong === null || r.lastWrong === undefined || isTime(r.lastWrong)) && problem('storage.problem.last-wrong'),
    (r) => !optional(r.missed, (v) => Array.isArray(v) && v.length <= 20 && v.every((x) => isCount(x, 0xffffffff))) && problem('storage.problem.missed'),
  ]);
}

/** A finished drill: its result code, a time that is a date, a score within the total. */
export function validateDrillResult(record: unknown): StorageProblem | null {
  return firstProblem(record, [
    (r) => !isId(r.id) && problem('storage.problem.result-id'),
    (r) => extraFields(r, RESULT_FIELDS),
    (r) => !(typeof r.code === 'string' && r.code.startsWith('R.') && r.code.length <= 8000) && problem('storage.problem.result-code'),
    (r) => !isTime(r.finishedAt) && problem('storage.problem.finished-at'),
    (r) => !(isCount(r.total, 100) && (r.total as number) >= 1 && isCount(r.score, r.total as number)) && problem('storage.problem.score'),
    (r) => !MODES.includes(r.mode as string) && problem('storage.problem.mode'),
    (r) => !optional(r.learner, (v) => typeof v === 'string' && v.length <= 40) && problem('storage.problem.learner'),
  ]);
}

export const migration003: Migration = {
  version: 3,
  description: 'trainer skills (spaced repetition) and drill results',
  creates: [
    {
      name: 'skills', keyPath: 'skill', exported: true,
      validate: validateSkill,
    },
    {
      name: 'drillResults', keyPath: 'id', exported: true,
      validate: validateDrillResult,
    },
  ],
  upgrade(db) {
    const skills = db.createObjectStore('skills', { keyPath: 'skill' });
    skills.createIndex('byDue', 'due');
    const results = db.createObjectStore('drillResults', { keyPath: 'id' });
    results.createIndex('byFinishedAt', 'finishedAt');
  },
};
