// An independent hand evaluator for the quiz tests (issue 12 point 2), written from RULES.md §2 without the engine's
// code: five-card keys compared as lists, best-of by enumeration (hold'em any five, Omaha two + three, stud any
// five of seven, Telesina five of six with the Vela), eight-or-better lows. Cards are rank * 4 + suit, rank 0 = deuce.
export type Key = number[];
export type Variant = 'standard' | 'soko' | 'thirty-two';

const rank = (c: number) => c >> 2;
const suit = (c: number) => c & 3;

export function compareKeys(a: Key, b: Key): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? -1) - (b[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}

/** The top card of a straight among five distinct ranks, or -1 (52 cards: A-2-3-4-5 is five-high; 32: A-7-8-9-T is ten-high). */
function straightTop(ranks: number[], deck32: boolean): number {
  const r = [...new Set(ranks)].sort((a, b) => b - a);
  if (r.length !== 5) return -1;
  if (r[0] - r[4] === 4) return r[0];
  if (!deck32 && r.join() === '12,3,2,1,0') return 3;
  if (deck32 && r.join() === '12,8,7,6,5') return 8;
  return -1;
}

/** Category names in the order each variant ranks them (index = strength). */
export const CATEGORIES: Record<Variant, string[]> = {
  standard: ['high-card', 'pair', 'two-pair', 'trips', 'straight', 'flush', 'full-house', 'quads', 'straight-flush'],
  'thirty-two': ['high-card', 'pair', 'two-pair', 'trips', 'straight', 'full-house', 'flush', 'quads', 'straight-flush'],
  soko: ['high-card', 'pair', 'four-straight', 'four-flush', 'two-pair', 'trips', 'straight', 'flush', 'full-house', 'quads', 'straight-flush'],
};

/** The key of exactly five cards: [category index, tie-break ranks...] (suits never break ties here). */
export function fiveKey(cards: readonly number[], variant: Variant): Key {
  const ranks = cards.map(rank);
  const counts = new Map<number, number>();
  for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1);
  const groups = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const byGroup = groups.flatMap(([r, n]) => Array<number>(n).fill(r));
  const flush = new Set(cards.map(suit)).size === 1;
  const top = straightTop(ranks, variant === 'thirty-two');
  const cat = (name: string) => CATEGORIES[variant].indexOf(name);
  if (flush && top >= 0) return [cat('straight-flush'), top];
  if (groups[0][1] === 4) return [cat('quads'), ...byGroup];
  if (groups[0][1] === 3 && groups[1][1] === 2) return [cat('full-house'), ...byGroup];
  if (flush) return [cat('flush'), ...byGroup];
  if (top >= 0) return [cat('straight'), top];
  if (groups[0][1] === 3) return [cat('trips'), ...byGroup];
  if (groups[0][1] === 2 && groups[1][1] === 2) return [cat('two-pair'), ...byGroup];
  if (variant === 'soko') {
    const suits = new Map<number, number>();
    for (const c of cards) suits.set(suit(c), (suits.get(suit(c)) ?? 0) + 1);
    if ([...suits.values()].some((n) => n === 4)) return [cat('four-flush')];
    const distinct = [...new Set(ranks)];
    const runs = (rs: number[]) => rs.some((r) => [1, 2, 3].every((k) => rs.includes(r + k)));
    if (runs(distinct) || runs(distinct.map((r) => (r === 12 ? -1 : r)))) return [cat('four-straight')];
  }
  if (groups[0][1] === 2) return [cat('pair'), ...byGroup];
  return [cat('high-card'), ...byGroup];
}

function* choose<T>(items: readonly T[], k: number, start = 0, acc: T[] = []): Generator<T[]> {
  if (acc.length === k) { yield acc.slice(); return; }
  for (let i = start; i <= items.length - (k - acc.length); i++) {
    acc.push(items[i]);
    yield* choose(items, k, i + 1, acc);
    acc.pop();
  }
}

/** Every five-card hand a player may make: Omaha two hole + three board, else any five of hole + board. */
export function fives(hole: readonly number[], board: readonly number[], omaha: boolean): number[][] {
  if (!omaha) return [...choose([...hole, ...board], 5)];
  const out: number[][] = [];
  for (const h of choose(hole, 2)) for (const b of choose(board, 3)) out.push([...h, ...b]);
  return out;
}

export function bestHigh(hole: readonly number[], board: readonly number[], omaha: boolean, variant: Variant): Key {
  let best: Key = [-1];
  for (const five of fives(hole, board, omaha)) {
    const k = fiveKey(five, variant);
    if (compareKeys(k, best) > 0) best = k;
  }
  return best;
}

/** The best eight-or-better low as its ranks from the top (ace = 1), or null; lower lists are better. */
export function bestLow8(hole: readonly number[], board: readonly number[], omaha: boolean): number[] | null {
  let best: number[] | null = null;
  for (const five of fives(hole, board, omaha)) {
    const values = five.map((c) => (rank(c) === 12 ? 1 : rank(c) + 2));
    if (values.some((v) => v > 8) || new Set(values).size !== 5) continue;
    const desc = values.sort((a, b) => b - a);
    if (!best || compareKeys(desc, best) < 0) best = desc;
  }
  return best;
}

/** An Omaha low is counterfeited when a small hole card's rank is also on the board. */
export const counterfeited = (hole: readonly number[], board: readonly number[]): boolean =>
  hole.some((c) => (rank(c) <= 6 || rank(c) === 12) && board.some((b) => rank(b) === rank(c)));
