// Field checks shared by the store validators: every stored field has a type and a range, so a
// record that passes can never break a page (issue 13 item 7: 1e300 dates, FSRS state 99, NaN).
import { storageProblem, type StorageProblem } from '../types';
import { isRecord } from './types';

/** Stored times are epoch milliseconds from 1970 up to the year 2200 (Date and Intl accept all of them). */
export const MAX_TIME = Date.UTC(2200, 0, 1);

export const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= MAX_TIME;
export const isCount = (v: unknown, max = 1e9): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max;
export const inRange = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;
export const isId = (v: unknown, max = 100): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;

/** The names of fields a record has beyond `allowed` (a foreign or tampered record), or null. */
export function extraFields(record: Record<string, unknown>, allowed: readonly string[]): StorageProblem | null {
  const extra = Object.keys(record).filter((k) => !allowed.includes(k));
  return extra.length ? storageProblem('storage.problem.unknown-fields', { fields: extra.slice(0, 3).map((k) => `"${k.slice(0, 30)}"`).join(', ') }) : null;
}

/** Runs checks in order and returns the first problem. */
export function firstProblem(record: unknown, checks: Array<(r: Record<string, unknown>) => StorageProblem | null | false>): StorageProblem | null {
  if (!isRecord(record)) return storageProblem('storage.problem.not-object');
  for (const check of checks) {
    const problem = check(record);
    if (problem) return problem;
  }
  return null;
}
