// Schema version 4 (issue 13 item 3): the drill in progress, saved after every answer so a reload,
// a closed tab or an update resumes it with the very questions already shown.
import { answerFits, type Question } from '../../trainer/quiz';
import { extraFields, firstProblem, isCount, isId, isTime } from './checks';
import { isRecord, type Migration } from './types';

const SESSION_FIELDS = ['id', 'route', 'spec', 'plan', 'questions', 'answers', 'times', 'startedAt', 'updatedAt', 'started'];

const questionProblem = (q: unknown): string | null => {
  if (!isRecord(q) || typeof q.kind !== 'string' || typeof q.prompt !== 'string' || !isRecord(q.input) || !isRecord(q.scene)) return 'a question is garbled';
  if (!Array.isArray(q.working) || !Array.isArray(q.ruleIds) || !isCount(q.seed, 0xffffffff)) return 'a question is garbled';
  if (!answerFits((q as unknown as Question).input, q.expected)) return 'a question\'s answer does not fit it';
  return null;
};

/** The drill in progress (one record, id "current"). */
export function validateSession(record: unknown): string | null {
  return firstProblem(record, [
    (r) => r.id !== 'current' && 'a drill in progress has the id "current"',
    (r) => extraFields(r, SESSION_FIELDS),
    (r) => !(isId(r.route, 1000) && r.route.startsWith('#/practice')) && 'its address is not a drill',
    (r) => !isRecord(r.spec) && 'it has no drill',
    (r) => !(Array.isArray(r.plan) && r.plan.length >= 1 && r.plan.length <= 100 && r.plan.every((p) => isRecord(p) && isRecord(p.skill) && isCount(p.seed, 0xffffffff))) && 'its plan is garbled',
    (r) => !(Array.isArray(r.questions) && r.questions.length <= (r.plan as unknown[]).length) && 'its questions are garbled',
    (r) => (r.questions as unknown[]).map(questionProblem).find(Boolean) ?? null,
    (r) => !(Array.isArray(r.answers) && r.answers.length <= (r.questions as unknown[]).length
      && r.answers.every((a, i) => a === null || answerFits(((r.questions as Question[])[i]).input, a))) && 'its answers do not fit its questions',
    (r) => !(Array.isArray(r.times) && r.times.length === (r.answers as unknown[]).length && r.times.every((t) => isCount(t, 1e8))) && 'its times are garbled',
    (r) => !(isTime(r.startedAt) && isTime(r.updatedAt)) && 'its times are not dates',
    (r) => typeof r.started !== 'boolean' && 'it does not say whether it started',
  ]);
}

export const migration004: Migration = {
  version: 4,
  description: 'the drill in progress',
  creates: [{ name: 'drillSession', keyPath: 'id', exported: false, validate: validateSession }],
  upgrade(db) {
    db.createObjectStore('drillSession', { keyPath: 'id' });
  },
};
