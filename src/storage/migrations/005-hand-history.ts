// Schema version 5 (the play table, issue 11): every hand played (the last 2,000) and the table in play.
import { storageProblem as problem, type StorageProblem } from '../types';
import { isRecord, type Migration } from './types';

/** What the store needs of a hand record (the full shape is HandRecord in src/play/record.ts). */
export interface StoredHand { id: string; sessionId: string; number: number; playedAt: number; game: string; net: number }

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const shortText = (v: unknown, max = 100): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;

/** Checks a hand record's shape (the engine replays it when it is opened; a record that no longer replays says so there). */
export function validateHandRecord(r: unknown): StorageProblem | null {
  if (!isRecord(r) || !shortText(r.id) || !shortText(r.sessionId)) return problem('storage.problem.hand-id');
  if (!finite(r.number) || !finite(r.playedAt) || !finite(r.net) || !finite(r.pot) || !Number.isInteger(r.seat)) return problem('storage.problem.hand-numbers');
  if (!shortText(r.game, 40) || !shortText(r.structure, 40)) return problem('storage.problem.hand-game');
  if (!isRecord(r.setup) || !Array.isArray(r.actions) || r.actions.length > 2000) return problem('storage.problem.hand-actions');
  if (typeof r.showdown !== 'boolean' || !Array.isArray(r.rules) || !r.rules.every((x) => shortText(x, 40))) return problem('storage.problem.hand-showdown');
  return null;
}

export const migration005: Migration = {
  version: 5,
  description: 'play table: hand histories and the table in play',
  creates: [
    { name: 'hands', keyPath: 'id', exported: true, validate: validateHandRecord },
    {
      // The table in play (one record, id 'current'): resumed after a reload; not part of export files.
      name: 'playTable', keyPath: 'id', exported: false,
      validate(r) { return isRecord(r) && r.id === 'current' && (r.state === null || isRecord(r.state)) ? null : problem('storage.problem.play-table'); },
    },
  ],
  upgrade(db) {
    const hands = db.createObjectStore('hands', { keyPath: 'id' });
    hands.createIndex('byPlayedAt', 'playedAt');
    db.createObjectStore('playTable', { keyPath: 'id' });
  },
};
