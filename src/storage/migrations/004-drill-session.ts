// Schema version 4 (issue 13 item 3): the drill in progress, saved after every answer so a reload,
// a closed tab or an update resumes it with the very questions already shown.
import { answerFits, type Question } from '../../trainer/quiz';
import { extraFields, firstProblem, isCount, isId, isTime } from './checks';
import { storageProblem as problem, type StorageProblem } from '../types';
import { isRecord, type Migration } from './types';

const SESSION_FIELDS = ['id', 'route', 'spec', 'plan', 'questions', 'answers', 'times', 'startedAt', 'updatedAt', 'started'];

const questionProblem = (q: unknown): StorageProblem | null => {
  if (!isRecord(q) || typeof q.kind !== 'string' || typeof q.prompt !== 'string' || !isRecord(q.input) || !isRecord(q.scene)) return problem('storage.problem.question');
  if (!Array.isArray(q.working) || !Array.isArray(q.ruleIds) || !isCount(q.seed, 0xffffffff)) return problem('storage.problem.question');
  if (!answerFits((q as unknown as Question).input, q.expected)) return problem('storage.problem.question-answer');
  return null;
};

/** The drill in progress (one record, id "current"). */
export function validateSession(record: unknown): StorageProblem | null {
  return firstProblem(record, [
    (r) => r.id !== 'current' && problem('storage.problem.session-id'),
    (r) => extraFields(r, SESSION_FIELDS),
    (r) => !(isId(r.route, 1000) && r.route.startsWith('#/practice')) && problem('storage.problem.session-route'),
    (r) => !isRecord(r.spec) && problem('storage.problem.session-spec'),
    (r) => !(Array.isArray(r.plan) && r.plan.length >= 1 && r.plan.length <= 100 && r.plan.every((p) => isRecord(p) && isRecord(p.skill) && isCount(p.seed, 0xffffffff))) && problem('storage.problem.plan'),
    (r) => !(Array.isArray(r.questions) && r.questions.length <= (r.plan as unknown[]).length) && problem('storage.problem.questions'),
    (r) => (r.questions as unknown[]).map(questionProblem).find(Boolean) ?? null,
    (r) => !(Array.isArray(r.answers) && r.answers.length <= (r.questions as unknown[]).length
      && r.answers.every((a, i) => a === null || answerFits(((r.questions as Question[])[i]).input, a))) && problem('storage.problem.answers'),
    (r) => !(Array.isArray(r.times) && r.times.length === (r.answers as unknown[]).length && r.times.every((t) => isCount(t, 1e8))) && problem('storage.problem.times'),
    (r) => !(isTime(r.startedAt) && isTime(r.updatedAt)) && problem('storage.problem.dates'),
    (r) => typeof r.started !== 'boolean' && problem('storage.problem.started'),
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
