// Schema version 3 (the trainer, issue 6): one FSRS card per skill, and finished drill results.
import { isRecord, type Migration } from './types';

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export const migration003: Migration = {
  version: 3,
  description: 'trainer skills (spaced repetition) and drill results',
  creates: [
    {
      name: 'skills', keyPath: 'skill', exported: true,
      validate(r) {
        if (!isRecord(r) || typeof r.skill !== 'string' || r.skill.length === 0 || r.skill.length > 100) return 'a skill entry needs a skill id';
        for (const k of ['due', 'stability', 'difficulty', 'reps', 'lapses', 'state', 'correct', 'wrong']) if (!finite(r[k])) return `a skill entry needs a number "${k}"`;
        return null;
      },
    },
    {
      name: 'drillResults', keyPath: 'id', exported: true,
      validate(r) {
        if (!isRecord(r) || typeof r.id !== 'string' || r.id.length === 0 || r.id.length > 100) return 'a drill result needs an id';
        if (typeof r.code !== 'string' || r.code.length > 8000) return 'a drill result needs its result code';
        if (!finite(r.finishedAt) || !finite(r.score) || !finite(r.total)) return 'a drill result needs its time and score';
        return null;
      },
    },
  ],
  upgrade(db) {
    const skills = db.createObjectStore('skills', { keyPath: 'skill' });
    skills.createIndex('byDue', 'due');
    const results = db.createObjectStore('drillResults', { keyPath: 'id' });
    results.createIndex('byFinishedAt', 'finishedAt');
  },
};
