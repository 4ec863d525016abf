// Street-by-street "unroll" for board games: each player's equity once each street still to come is dealt, over
// every possible street (when few) or seeded samples of it; the caller computes each board's equity (pool or kernel).
import type { Card } from '../cards';
import { deckCards } from '../cards';
import { mulberry32 } from '../random';
import { EQUITY_GAMES } from './games';
import type { EquityRequest, EquityResult } from './types';

export type UnrollStreetName = 'now' | 'flop' | 'turn' | 'river';

/** One street: each player's average equity, its 10th and 90th percentiles, and how often each is the favourite. */
export interface UnrollStreet { street: UnrollStreetName; mean: number[]; low: number[]; high: number[]; favourite: number[] }
export interface Unroll { runs: number; streets: UnrollStreet[] }

/** The boards to evaluate for one street still to come (each the known board plus that street's cards). */
export interface UnrollStep { street: 'flop' | 'turn'; boards: Card[][]; exhaustive: boolean }

/**
 * The run-outs of each street still to come before the river, for a hold'em or Omaha request: every card when the
 * street is one card (the turn after a known flop), else `maxRuns` distinct seeded samples. Empty for other games.
 */
export function unrollSteps(request: EquityRequest, maxRuns = 40, seed = 1): UnrollStep[] {
  const spec = EQUITY_GAMES[request.game];
  if (!spec || spec.kind !== 'board' || spec.boardCards !== 5) return [];
  const board = [...(request.board ?? [])];
  const known = new Set<Card>([...board, ...(request.dead ?? []), ...request.players.flatMap((p) => [...(p.cards ?? []), ...(p.down ?? []), ...(p.up ?? [])])]);
  const live = deckCards(spec.deck).filter((c) => !known.has(c));
  const random = mulberry32(seed);
  const steps: UnrollStep[] = [];
  for (const [street, size] of [['flop', 3], ['turn', 4]] as const) {
    if (board.length >= size) continue;
    const add = size - board.length;
    if (add === 1) { // one card: every one of them (at most 48)
      steps.push({ street, boards: live.map((c) => [...board, c]), exhaustive: true });
      continue;
    }
    const seen = new Set<string>();
    const boards: Card[][] = [];
    for (let tries = 0; boards.length < maxRuns && tries < maxRuns * 20; tries++) {
      const pool = [...live];
      const extra: Card[] = [];
      for (let k = 0; k < add; k++) extra.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
      const key = [...extra].sort((a, b) => a - b).join(',');
      if (seen.has(key)) continue;
      seen.add(key);
      boards.push([...board, ...extra]);
    }
    steps.push({ street, boards, exhaustive: false });
  }
  return steps;
}

const quantile = (sorted: number[], q: number): number => {
  if (sorted.length === 0) return 0;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
};

/** Sums up the street results (null where a run-out could not be computed, e.g. a range emptied by the board). */
export function summariseUnroll(now: EquityResult, steps: readonly { street: 'flop' | 'turn'; results: readonly (EquityResult | null)[] }[]): Unroll {
  const n = now.players.length;
  const flat = (r: EquityResult): number[] => r.players.map((p) => p.equity);
  const streets: UnrollStreet[] = [{ street: 'now', mean: flat(now), low: flat(now), high: flat(now), favourite: favourites([flat(now)], n) }];
  let runs = 0;
  for (const s of steps) {
    const rows = s.results.filter((r): r is EquityResult => r !== null).map(flat);
    if (rows.length === 0) continue;
    runs = Math.max(runs, rows.length);
    const col = (p: number): number[] => rows.map((r) => r[p]).sort((a, b) => a - b);
    streets.push({
      street: s.street,
      mean: Array.from({ length: n }, (_, p) => col(p).reduce((a, b) => a + b, 0) / rows.length),
      low: Array.from({ length: n }, (_, p) => quantile(col(p), 0.1)),
      high: Array.from({ length: n }, (_, p) => quantile(col(p), 0.9)),
      favourite: favourites(rows, n),
    });
  }
  // At the river the hand is decided: the average is the equity itself.
  streets.push({ street: 'river', mean: flat(now), low: flat(now), high: flat(now), favourite: now.players.map((p) => p.win) });
  return { runs, streets };
}

/** Share of rows in which each player has the highest equity alone. */
function favourites(rows: number[][], n: number): number[] {
  const out = new Array<number>(n).fill(0);
  for (const r of rows) {
    const best = Math.max(...r);
    const at = r.filter((v) => v === best).length === 1 ? r.indexOf(best) : -1;
    if (at >= 0) out[at] += 1 / rows.length;
  }
  return out;
}
