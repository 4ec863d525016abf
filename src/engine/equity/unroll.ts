// Street-by-street "unroll": each player's equity once each street still to come is dealt, over every possible street
// (when few) or seeded samples of it; the caller computes each run-out's equity (pool or kernel). Board games deal the
// board (hold'em and Omaha: flop and turn); stud games deal each player's next card, street by street, from the game's
// own list of streets (Telesina's last street is the Vela). Draw games have one draw to come: nothing to unroll.
import type { Card } from '../cards';
import { deckCards } from '../cards';
import { GAMES } from '../games';
import { mulberry32 } from '../random';
import { EQUITY_GAMES } from './games';
import type { EquityRequest, EquityResult } from './types';

/** 'now', or the name of a street of the game (RULES.md §5's streets: 'flop', 'fourth-street', 'third-card', 'vela', ...). */
export type UnrollStreetName = string;

/** One street: each player's average equity, its 10th and 90th percentiles, and how often each is the favourite. */
export interface UnrollStreet { street: UnrollStreetName; mean: number[]; low: number[]; high: number[]; favourite: number[] }
export interface Unroll { runs: number; streets: UnrollStreet[] }

/** One street still to come before the last: the requests to evaluate, each the request with that street dealt. */
export interface UnrollStep { street: UnrollStreetName; requests: EquityRequest[]; exhaustive: boolean }

/** Where each street leaves the cards: every player's own cards and the board, counted from the start of the hand. */
function streetCounts(request: EquityRequest): { name: string; own: number; board: number }[] {
  let own = 0;
  let board = 0;
  return GAMES[request.game].streets.map((st) => {
    own += (st.down ?? 0) + (st.up ?? 0);
    board += st.board ?? 0;
    return { name: st.name, own, board };
  });
}

const ownCards = (p: EquityRequest['players'][number]): Card[] => [...(p.cards ?? []), ...(p.down ?? []), ...(p.up ?? [])];

/** The last street of the request's game (the unroll's final point, where the hand is decided). */
export function finalStreet(request: EquityRequest): UnrollStreetName {
  const streets = GAMES[request.game].streets;
  return streets[streets.length - 1].name;
}

/**
 * The run-outs of each street still to come before the last, for a board game with a five-card board (hold'em,
 * Omaha) or a stud game: every card when the street is one board card (the turn after a known flop), else `maxRuns`
 * distinct seeded samples. In stud games a player with fewer cards than the street has is dealt up to it (the
 * street "now" is the furthest any player has reached). Empty for draw games.
 */
export function unrollSteps(request: EquityRequest, maxRuns = 40, seed = 1): UnrollStep[] {
  const spec = EQUITY_GAMES[request.game];
  if (!spec || spec.kind === 'draw') return [];
  const stud = spec.kind === 'stud' || spec.boardCards < 5; // Telesina: own cards street by street, then the Vela
  if (!stud && spec.boardCards !== 5) return [];
  const board = [...(request.board ?? [])];
  const own = request.players.map(ownCards);
  const known = new Set<Card>([...board, ...(request.dead ?? []), ...own.flat()]);
  const live = deckCards(spec.deck).filter((c) => !known.has(c));
  const counts = streetCounts(request);
  const reached = Math.max(...own.map((c) => c.length));
  // The street now: the last one whose cards are all known (the first street when fewer are).
  let now = 0;
  counts.forEach((c, i) => { if (c.board <= board.length && (!stud || c.own <= reached)) now = i; });
  const random = mulberry32(seed);
  const steps: UnrollStep[] = [];
  for (let i = now + 1; i < counts.length - 1; i++) {
    const target = counts[i];
    const addBoard = Math.max(0, target.board - board.length);
    const addOwn = stud ? own.map((c) => Math.max(0, target.own - c.length)) : own.map(() => 0);
    const total = addBoard + addOwn.reduce((a, b) => a + b, 0);
    if (total === 0) continue;
    const dealt = (extra: Card[]): EquityRequest => {
      let k = 0;
      const take = (n: number) => { const out = extra.slice(k, k + n); k += n; return out; };
      const nextBoard = [...board, ...take(addBoard)];
      const players = request.players.map((p, j) => (addOwn[j] > 0 ? { ...p, cards: [...(p.cards ?? []), ...take(addOwn[j])] } : p));
      return { ...request, board: nextBoard, players };
    };
    if (total === 1 && addBoard === 1) { // one board card: every one of them (at most 48)
      steps.push({ street: target.name, requests: live.map((c) => dealt([c])), exhaustive: true });
      continue;
    }
    const seen = new Set<string>();
    const requests: EquityRequest[] = [];
    for (let tries = 0; requests.length < maxRuns && tries < maxRuns * 20; tries++) {
      const pool = [...live];
      const extra: Card[] = [];
      for (let k = 0; k < total; k++) extra.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
      // The board's cards are a set; each player's new cards are their own set.
      const parts: string[] = [];
      let k = 0;
      for (const n of [addBoard, ...addOwn]) { parts.push(extra.slice(k, k + n).sort((a, b) => a - b).join(',')); k += n; }
      const key = parts.join('|');
      if (seen.has(key)) continue;
      seen.add(key);
      requests.push(dealt(extra));
    }
    steps.push({ street: target.name, requests, exhaustive: false });
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
export function summariseUnroll(now: EquityResult, steps: readonly { street: UnrollStreetName; results: readonly (EquityResult | null)[] }[],
  final: UnrollStreetName = 'river'): Unroll {
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
  // At the last street the hand is decided: the average is the equity itself.
  streets.push({ street: final, mean: flat(now), low: flat(now), high: flat(now), favourite: now.players.map((p) => p.win) });
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
