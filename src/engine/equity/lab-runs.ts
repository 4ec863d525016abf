// The equity lab's runs (issue 14), loaded when a calculation starts: heads-up preflop from the table, Omaha ranges run
// as their hands, a hold'em hand against each class of a range, the street-by-street chart. The equity itself is a
// parameter (the page passes its worker pool).
import type { Card } from '../cards';
import type { OmahaRangeInput } from './lab-request';
import { mergeStrata, omahaStrata } from './omaha-ranges';
import type { PreflopTable } from './preflop';
import { preflopRangeEquity } from './preflop';
import { type RangeCombo, classIndexOf, formatRange, parseRange } from './ranges';
import type { EquityRequest, EquityResult } from './types';
import { finalStreet, summariseUnroll, unrollSteps, type Unroll, type UnrollStreetName } from './unroll';

/** What the runs need from the worker pool; the cancel signal `S` (an AbortSignal in the page) is only passed along. */
export type LabEquity<S> = (request: EquityRequest, options: { signal: S }) => Promise<EquityResult>;

/**
 * Omaha with ranges: the engine deals known hands, so each range is run as hands drawn from it (every assignment
 * when there are at most 48, else 48 seeded draws), each on the pool, and the figures averaged (omaha-ranges.ts).
 * `onStep` hears the share done and the average so far; null when the ranges never fit together. A cancel rejects, with
 * the runs finished so far in `partial` of the error.
 */
export async function runOmahaRanges<S>(request: EquityRequest, omaha: readonly OmahaRangeInput[], totalTrials: number, equity: LabEquity<S>,
  signal: S, onStep: (done: number, partial: EquityResult) => void): Promise<EquityResult | null> {
  const strata = omahaStrata(omaha.map((o) => o.hands), 48, 1);
  if (!strata) return null;
  const k = strata.hands.length;
  const trials = Math.max(2000, Math.ceil(totalTrials / k));
  const done: EquityResult[] = [];
  try {
    for (const hands of strata.hands) {
      const players = request.players.map((p, i) => {
        const at = omaha.findIndex((o) => o.player === i);
        return at >= 0 ? { cards: hands[at] } : p;
      });
      const mode = strata.exhaustive ? request.mode : 'monte-carlo';
      done.push(await equity({ ...request, players, mode, trials, seed: done.length + 1 }, { signal }));
      onStep(done.length / k, mergeStrata(done, false));
    }
  } catch (e) {
    throw Object.assign(e as Error, { partial: done.length > 0 ? { ...mergeStrata(done, false), cancelled: true } : null });
  }
  return mergeStrata(done, strata.exhaustive);
}

/**
 * Heads-up hold'em, a known hand against a range: player 1's equity against each of the 169 classes of player 2's
 * range (NaN where the range has none), from the preflop table before the flop, from the pool on a flop or later;
 * null when the setup is not of that kind (or no board and no table).
 */
export async function equityAgainstClasses<S>(request: EquityRequest, table: PreflopTable | null, equity: LabEquity<S>,
  signal: S): Promise<number[] | null> {
  const [hero, villain] = request.players;
  if (request.game !== 'holdem' || request.players.length !== 2 || hero.cards?.length !== 2 || villain.range === undefined) return null;
  const removed = [...hero.cards, ...(request.board ?? []), ...(request.dead ?? [])];
  const byClass = new Map<number, RangeCombo[]>();
  for (const c of parseRange(villain.range, removed)) {
    const k = classIndexOf(c.cards[0], c.cards[1]);
    if (!byClass.has(k)) byClass.set(k, []);
    byClass.get(k)!.push(c);
  }
  const out = new Array<number>(169).fill(NaN);
  const mine: RangeCombo[] = [{ cards: [hero.cards[0], hero.cards[1]], weight: 1 }];
  if (table && (request.board?.length ?? 0) === 0 && (request.dead?.length ?? 0) === 0) {
    for (const [k, list] of byClass) out[k] = preflopRangeEquity(table, mine, list).players[0].equity;
  } else if ((request.board?.length ?? 0) >= 3) {
    await Promise.all([...byClass.entries()].map(async ([k, list]) => {
      const r = await equity({ ...request, players: [hero, { range: formatRange(list) }], mode: 'auto' }, { signal }).catch(() => null);
      if (r) out[k] = r.players[0].equity;
    }));
  } else return null;
  return out;
}

/**
 * Heads-up hold'em before the flop (no dead cards, not forced to sample), hands or ranges: exact from the preflop
 * table, with the number of matchups summed; null when the table cannot answer.
 */
export function fromPreflopTable(request: EquityRequest, table: PreflopTable | null): { result: EquityResult; pairs: number } | null {
  if (!table || request.game !== 'holdem' || request.players.length !== 2) return null;
  if ((request.board?.length ?? 0) > 0 || (request.dead?.length ?? 0) > 0 || request.mode === 'monte-carlo') return null;
  const [a, b] = request.players.map((p, i) => {
    const other = request.players[1 - i].cards ?? [];
    if (p.range !== undefined) return parseRange(p.range, other);
    if ((p.cards?.length ?? 0) === 2) return [{ cards: [p.cards![0], p.cards![1]] as [Card, Card], weight: 1 }];
    if ((p.cards?.length ?? 0) === 0) return parseRange('random', other);
    return null;
  });
  if (!a || !b) return null;
  return { result: preflopRangeEquity(table, a, b), pairs: a.length * b.length };
}

/** The street-by-street chart (unroll.ts): 40 seeded run-outs per street on the pool; null when there is no street to come. */
export async function unrollOnPool<S>(request: EquityRequest, result: EquityResult, equity: LabEquity<S>, signal: S,
  aborted: () => boolean): Promise<Unroll | null> {
  const steps = unrollSteps(request, 40, 7);
  if (steps.length === 0) return null;
  const done: { street: UnrollStreetName; results: (EquityResult | null)[] }[] = [];
  for (const step of steps) {
    const results = await Promise.all(step.requests.map((r) => equity({ ...r, mode: 'auto', trials: 20_000, exactLimit: 400_000 }, { signal })
      .catch(() => null)));
    if (aborted()) return null;
    done.push({ street: step.street, results });
  }
  return summariseUnroll(result, done, finalStreet(request));
}
