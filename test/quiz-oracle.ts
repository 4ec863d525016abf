// An independent hand evaluator for the quiz tests (issue 12 point 2), written from RULES.md §2 without the engine's
// code: five-card keys compared as lists, best-of by enumeration (hold'em any five, Omaha two + three, stud any
// five of seven, Telesina five of six with the Vela), eight-or-better lows, deuce-to-seven, Soko's four-flush and
// four-straight with their tie-breaks (H-SOKO), and the suit tie-breaks of Telesina and 32-card draw (C-SUITORDER,
// H-TELESINA, H-DRAW32, H-TELESINA-HU). Cards are rank * 4 + suit, rank 0 = deuce, suit 0..3 = c d h s.
export type Key = number[];
/**
 * 'thirty-two' is Americana (and the 32-card ladder with suits left out, which tests use to see when only the suits
 * decide); 'telesina' and 'draw32' add the suit tie-breaks; 'deuce-seven' keys are negated (higher key = lower hand).
 */
export type Variant = 'standard' | 'soko' | 'thirty-two' | 'telesina' | 'draw32' | 'deuce-seven';

const rank = (c: number) => c >> 2;
const suit = (c: number) => c & 3;
/** C-SUITORDER for Telesina and 32-card draw: hearts > diamonds > clubs > spades (suit ids c d h s). */
export const suitValue = (c: number): number => [1, 2, 3, 0][suit(c)];

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
export const CATEGORIES: Record<'standard' | 'soko' | 'thirty-two', string[]> = {
  standard: ['high-card', 'pair', 'two-pair', 'trips', 'straight', 'flush', 'full-house', 'quads', 'straight-flush'],
  'thirty-two': ['high-card', 'pair', 'two-pair', 'trips', 'straight', 'full-house', 'flush', 'quads', 'straight-flush'],
  soko: ['high-card', 'pair', 'four-straight', 'four-flush', 'two-pair', 'trips', 'straight', 'flush', 'full-house', 'quads', 'straight-flush'],
};

/**
 * The key of exactly five cards: [category index, tie-break ranks..., and for Telesina and 32-card draw the suits
 * RULES.md names]. Where RULES.md leaves a choice, the reading is written beside the line.
 */
export function fiveKey(cards: readonly number[], variant: Variant): Key {
  if (variant === 'deuce-seven') return fiveKey27(cards);
  if (variant === 'telesina' || variant === 'draw32') return suitedKey(cards, variant);
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
    // H-SOKO: a four-flush (the four suited ranks from the highest, then the fifth card) beats a four-straight (the
    // top of the four, then the fifth card); a hand that is both is a four-flush; the ace plays high or low.
    for (let s = 0; s < 4; s++) {
      const four = cards.filter((c) => suit(c) === s);
      if (four.length === 4) return [cat('four-flush'), ...four.map(rank).sort((a, b) => b - a), rank(cards.find((c) => suit(c) !== s)!)];
    }
    let bestRun: Key | null = null;
    for (let low = -1; low <= 9; low++) {
      const need = [low, low + 1, low + 2, low + 3].map((r) => (r === -1 ? 12 : r));
      if (!need.every((r) => ranks.includes(r))) continue;
      const rest = [...ranks];
      for (const r of need) rest.splice(rest.indexOf(r), 1); // the fifth card may pair one of the four
      const k = [cat('four-straight'), low + 3, rest[0]];
      if (!bestRun || compareKeys(k, bestRun) > 0) bestRun = k;
    }
    if (bestRun) return bestRun;
  }
  if (groups[0][1] === 2) return [cat('pair'), ...byGroup];
  return [cat('high-card'), ...byGroup];
}

/** H-27: aces high only, A-2-3-4-5 a high card, straights and flushes count; negated so that the lowest hand is the top key. */
function fiveKey27(cards: readonly number[]): Key {
  const ranks = cards.map(rank);
  const counts = new Map<number, number>();
  for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1);
  const groups = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const byGroup = groups.flatMap(([r, n]) => Array<number>(n).fill(r));
  const flush = new Set(cards.map(suit)).size === 1;
  const r = [...new Set(ranks)].sort((a, b) => b - a);
  const straight = r.length === 5 && r[0] - r[4] === 4;
  const names = CATEGORIES.standard;
  let key: Key;
  if (flush && straight) key = [names.indexOf('straight-flush'), r[0]];
  else if (groups[0][1] === 4) key = [names.indexOf('quads'), ...byGroup];
  else if (groups[0][1] === 3 && groups[1][1] === 2) key = [names.indexOf('full-house'), ...byGroup];
  else if (flush) key = [names.indexOf('flush'), ...byGroup];
  else if (straight) key = [names.indexOf('straight'), r[0]];
  else if (groups[0][1] === 3) key = [names.indexOf('trips'), ...byGroup];
  else if (groups[0][1] === 2 && groups[1][1] === 2) key = [names.indexOf('two-pair'), ...byGroup];
  else if (groups[0][1] === 2) key = [names.indexOf('pair'), ...byGroup];
  else key = [names.indexOf('high-card'), ...byGroup];
  return key.map((x) => -x);
}

/**
 * H-TELESINA and H-DRAW32 on the 32-card ladder (flush over full house, A-7-8-9-T the lowest straight), with the suit
 * order hearts > diamonds > clubs > spades where RULES.md says it decides.
 */
function suitedKey(cards: readonly number[], variant: 'telesina' | 'draw32'): Key {
  const base = fiveKey(cards, 'thirty-two');
  const name = CATEGORIES['thirty-two'][base[0]];
  // The cards from the highest rank down, equal ranks by suit (the best suit first).
  const byRank = [...cards].sort((a, b) => rank(b) - rank(a) || suitValue(b) - suitValue(a));
  const count = (r: number) => cards.filter((c) => rank(c) === r).length;
  const kickers = byRank.filter((c) => count(rank(c)) === 1);
  if (name === 'straight' || name === 'straight-flush') {
    // The top card's suit (A-7-8-9-T: the ten is the top card).
    const top = cards.find((c) => rank(c) === base[1])!;
    return [...base, suitValue(top)];
  }
  if (variant === 'telesina') {
    switch (name) {
      case 'flush': return [base[0], suitValue(cards[0]), ...base.slice(1)]; // flush against flush: suit first
      case 'two-pair': {
        // "then the suit of the high pair": read as the better of its two suits.
        const high = cards.filter((c) => rank(c) === base[1]);
        return [...base, Math.max(...high.map(suitValue))];
      }
      case 'pair': return [...base, suitValue(kickers[0])]; // then the suit of the highest kicker
      // "the highest card including its suit": read as each card's rank then its suit, from the highest.
      case 'high-card': return [base[0], ...byRank.flatMap((c) => [rank(c), suitValue(c)])];
      default: return base; // quads, full house, trips: no two Telesina hands share them
    }
  }
  switch (name) {
    case 'flush': case 'high-card': return [...base, suitValue(byRank[0])]; // the ranks, then the highest card's suit
    case 'pair': case 'two-pair': case 'trips': return [...base, suitValue(kickers[0])]; // the kickers, then the highest kicker's suit
    default: return base; // full house, quads: the groups cannot be shared
  }
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
  let best: Key | null = null;
  for (const five of fives(hole, board, omaha)) {
    const k = fiveKey(five, variant);
    if (!best || compareKeys(k, best) > 0) best = k;
  }
  return best!;
}

/**
 * The winners of the high hand at a showdown among `hands` (indices), by the keys; Telesina heads-up applies
 * H-TELESINA-HU: the lowest straight flush T-9-8-7-A, if a player holds it among their six cards, beats A-K-Q-J-T.
 */
export function highWinners(hands: readonly (readonly number[])[], board: readonly number[], omaha: boolean, variant: Variant): number[] {
  const keys = hands.map((h) => bestHigh(h, board, omaha, variant));
  if (variant === 'telesina' && hands.length === 2) {
    const sfTop = (k: Key) => (CATEGORIES['thirty-two'][k[0]] === 'straight-flush' ? k[1] : -1);
    const holdsLowest = (h: readonly number[]) => [0, 1, 2, 3].some((s) => [12, 8, 7, 6, 5].every((r) => [...h, ...board].includes(r * 4 + s)));
    for (const [a, b] of [[0, 1], [1, 0]]) if (sfTop(keys[b]) === 12 && holdsLowest(hands[a])) return [a];
  }
  let top: Key = keys[0];
  for (const k of keys) if (compareKeys(k, top) > 0) top = k;
  return keys.flatMap((k, i) => (compareKeys(k, top) === 0 ? [i] : []));
}

/** The oracle's variant for a game (by its RULES.md hand rule). */
export function variantOf(game: string): Variant {
  if (game === 'soko') return 'soko';
  if (game === 'americana') return 'thirty-two';
  if (game === 'telesina' || game === 'draw32') return game;
  if (game === 'triple-draw-27') return 'deuce-seven';
  return 'standard';
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

/** A stud low is counterfeited when two of the player's small cards (eight or lower, or aces) share a rank. */
export const pairedLow = (cards: readonly number[]): boolean => {
  const small = cards.map(rank).filter((r) => r <= 6 || r === 12);
  return new Set(small).size < small.length;
};
