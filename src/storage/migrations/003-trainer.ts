// Schema version 3 (the trainer, issue 6): one FSRS card per skill, and finished drill results.
import { extraFields, firstProblem, inRange, isCount, isId, isTime } from './checks';
import type { Migration } from './types';

const SKILL_FIELDS = ['skill', 'due', 'stability', 'difficulty', 'elapsedDays', 'scheduledDays', 'learningSteps', 'reps', 'lapses', 'state',
  'lastReview', 'correct', 'wrong', 'lastWrong', 'missed'];
const RESULT_FIELDS = ['id', 'code', 'finishedAt', 'score', 'total', 'mode', 'learner'];
const MODES = ['practice', 'timed', 'review', 'mistakes'];
const optional = (v: unknown, check: (v: unknown) => boolean) => v === undefined || check(v);

/** A skill record: every FSRS field in its range (issue 13 item 7: state 99 or a missing lastReview broke pages). */
export function validateSkill(record: unknown): string | null {
  return firstProblem(record, [
    (r) => !(isId(r.skill) && /^[a-z0-9-]+\|[a-z0-9-]+\|[123]$/.test(r.skill)) && 'a skill entry needs a skill id (kind|game|difficulty)',
    (r) => extraFields(r, SKILL_FIELDS),
    (r) => !isTime(r.due) && 'its due date is not a date',
    (r) => !inRange(r.stability, 0, 1e6) && 'its stability is out of range',
    (r) => !inRange(r.difficulty, 0, 10) && 'its difficulty must be 0 to 10',
    (r) => !(optional(r.elapsedDays, (v) => inRange(v, 0, 1e6)) && optional(r.scheduledDays, (v) => inRange(v, 0, 1e6))) && 'its day counts are out of range',
    (r) => !optional(r.learningSteps, (v) => isCount(v, 1000)) && 'its learning step is out of range',
    (r) => !(isCount(r.reps) && isCount(r.lapses) && isCount(r.correct) && isCount(r.wrong)) && 'its counts must be whole numbers of zero or more',
    (r) => !(isCount(r.state, 3)) && 'its state must be 0 (new), 1 (learning), 2 (review) or 3 (relearning)',
    (r) => !(r.lastReview === null || isTime(r.lastReview)) && 'its last review is not a date',
    (r) => (r.reps as number) > 0 && r.lastReview === null && 'a skill that was reviewed needs the date of its last review',
    (r) => !(r.lastWrong === null || r.lastWrong === undefined || isTime(r.lastWrong)) && 'its last mistake is not a date',
    (r) => !optional(r.missed, (v) => Array.isArray(v) && v.length <= 20 && v.every((x) => isCount(x, 0xffffffff))) && 'its missed questions are garbled',
  ]);
}

/** A finished drill: its result code, a time that is a date, a score within the total. */
export function validateDrillResult(record: unknown): string | null {
  return firstProblem(record, [
    (r) => !isId(r.id) && 'a drill result needs an id',
    (r) => extraFields(r, RESULT_FIELDS),
    (r) => !(typeof r.code === 'string' && r.code.startsWith('R.') && r.code.length <= 8000) && 'a drill result needs its result code',
    (r) => !isTime(r.finishedAt) && 'its finishing time is not a date',
    (r) => !(isCount(r.total, 100) && (r.total as number) >= 1 && isCount(r.score, r.total as number)) && 'its score must be between 0 and its number of questions',
    (r) => !MODES.includes(r.mode as string) && 'its mode is unknown',
    (r) => !optional(r.learner, (v) => typeof v === 'string' && v.length <= 40) && 'its learner name is too long',
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
