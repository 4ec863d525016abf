// Hold'em ranges in PokerStove/Equilab syntax: "QQ+, AKs, A5s-A2s, KTo+, 76s, 22-55, AhKh, random", weights "AKs:0.5".
import { CARD_TEXT, type Card, CardError, type CardReasonId, RANK_CHARS, SUIT_CHARS, formatCard, makeCard } from '../cards';

/** One two-card hand of a range with its weight (0 < weight <= 1). Cards are ordered high card id first. */
export interface RangeCombo {
  cards: [Card, Card];
  weight: number;
}

/** A range error: names the token that could not be read. */
export class HandRangeError extends CardError {
  constructor(message: string, token?: string, reason?: CardError['reason']) {
    super(message, token, reason);
    this.name = 'HandRangeError';
  }
}

/** A HandRangeError from its message id (English from CARD_TEXT). */
const rangeError = (id: CardReasonId, params: Record<string, string | number> = {}, token?: string): HandRangeError =>
  new HandRangeError(CARD_TEXT[id](params), token, { id, params });

const rankIndex = (ch: string): number => RANK_CHARS.indexOf(ch.toUpperCase());

function pairCombos(rank: number): [Card, Card][] {
  const out: [Card, Card][] = [];
  for (let s1 = 3; s1 >= 0; s1--) for (let s2 = s1 - 1; s2 >= 0; s2--) out.push([makeCard(rank, s1), makeCard(rank, s2)]);
  return out;
}

function nonPairCombos(high: number, low: number, kind: 's' | 'o' | ''): [Card, Card][] {
  const out: [Card, Card][] = [];
  for (let s1 = 3; s1 >= 0; s1--) {
    for (let s2 = 3; s2 >= 0; s2--) {
      if (kind === 's' && s1 !== s2) continue;
      if (kind === 'o' && s1 === s2) continue;
      out.push([makeCard(high, s1), makeCard(low, s2)]);
    }
  }
  return out;
}


/** Reads one hand class like "AKs", "QQ", "T9o", "AK": [high rank, low rank, kind]. */
function readClass(text: string, token: string): [number, number, 's' | 'o' | ''] {
  const m = /^([2-9TJQKA])([2-9TJQKA])([so]?)$/i.exec(text);
  if (!m) throw rangeError('range.class', { token }, token);
  let a = rankIndex(m[1]);
  let b = rankIndex(m[2]);
  if (a < b) [a, b] = [b, a];
  const kind = m[3].toLowerCase() as 's' | 'o' | '';
  if (a === b && kind !== '') throw rangeError('range.pair-kind', { token }, token);
  return [a, b, kind];
}

function expandToken(token: string): [Card, Card][] {
  const t = token.trim();
  if (/^(random|any|100%)$/i.test(t)) {
    const out: [Card, Card][] = [];
    for (let a = 51; a >= 0; a--) for (let b = a - 1; b >= 0; b--) out.push([a, b]);
    return out;
  }
  // A specific hand: "AhKh".
  const specific = /^([2-9TJQKA])([cdhs])([2-9TJQKA])([cdhs])$/i.exec(t);
  if (specific) {
    const c1 = makeCard(rankIndex(specific[1]), SUIT_CHARS.indexOf(specific[2].toLowerCase()));
    const c2 = makeCard(rankIndex(specific[3]), SUIT_CHARS.indexOf(specific[4].toLowerCase()));
    if (c1 === c2) throw rangeError('range.card-twice', { token, card: formatCard(c1) }, token);
    return [c1 > c2 ? [c1, c2] : [c2, c1]];
  }
  // "X+": pairs up to aces; non-pairs raise the low card up to one below the high card.
  if (t.endsWith('+')) {
    const [a, b, kind] = readClass(t.slice(0, -1), token);
    const out: [Card, Card][] = [];
    if (a === b) for (let r = a; r <= 12; r++) out.push(...pairCombos(r));
    else for (let r = b; r < a; r++) out.push(...nonPairCombos(a, r, kind));
    return out;
  }
  // "X-Y": pairs "22-55", or the same high card with a span of low cards "A5s-A2s".
  const dash = t.split('-');
  if (dash.length === 2) {
    const [a1, b1, k1] = readClass(dash[0].trim(), token);
    const [a2, b2, k2] = readClass(dash[1].trim(), token);
    const out: [Card, Card][] = [];
    if (a1 === b1 && a2 === b2) {
      for (let r = Math.min(a1, a2); r <= Math.max(a1, a2); r++) out.push(...pairCombos(r));
      return out;
    }
    if (a1 !== b1 && a2 !== b2 && a1 === a2 && k1 === k2) {
      for (let r = Math.min(b1, b2); r <= Math.max(b1, b2); r++) out.push(...nonPairCombos(a1, r, k1));
      return out;
    }
    throw rangeError('range.span', { token }, token);
  }
  if (dash.length > 2) throw rangeError('range.span-dash', { token }, token);
  const [a, b, kind] = readClass(t, token);
  return a === b ? pairCombos(a) : nonPairCombos(a, b, kind);
}

/**
 * Parses a hold'em range into weighted two-card combos. Tokens are separated by commas (or spaces);
 * a token may end with ":weight" (0..1). A hand listed twice keeps its last weight. Cards in
 * `removed` (known hands, board, dead cards) are taken out: card removal.
 * Throws a HandRangeError naming the bad token, or saying that nothing is left after removal.
 */
export function parseRange(text: string, removed: Iterable<Card> = []): RangeCombo[] {
  if (typeof text !== 'string' || text.trim() === '') throw rangeError('range.empty');
  const gone = new Set(removed);
  const weights = new Map<number, RangeCombo>();
  for (const raw of text.replace(/\s*([-:])\s*/g, '$1').split(/[,\s]+/).filter((s) => s !== '')) {
    let token = raw.trim();
    let weight = 1;
    const colon = token.lastIndexOf(':');
    if (colon >= 0) {
      const w = Number(token.slice(colon + 1));
      if (token.slice(colon + 1).trim() === '' || !Number.isFinite(w) || w < 0 || w > 1) {
        throw rangeError('range.weight', { token: raw }, raw);
      }
      weight = w;
      token = token.slice(0, colon);
    }
    for (const [c1, c2] of expandToken(token)) {
      const key = c1 * 64 + c2;
      if (weight === 0) weights.delete(key);
      else weights.set(key, { cards: [c1, c2], weight });
    }
  }
  const out = [...weights.values()].filter((c) => !gone.has(c.cards[0]) && !gone.has(c.cards[1]));
  if (out.length === 0) {
    throw rangeError(weights.size === 0 ? 'range.no-hands' : 'range.none-left', { range: text });
  }
  return out;
}

/** Number of two-card combos in a range before card removal (e.g. "AKs" 4, "QQ+" 18, "random" 1326). */
export const rangeSize = (text: string): number => parseRange(text).length;

// ---- The 13×13 grid and range text out (issue 14): the equity lab keeps its grid and the text in step with these.

/** A starting-hand class of the grid: "AA", "AKs", "AKo". Row and column count from the ace (0) down to the deuce (12). */
export interface HandClass {
  name: string;
  /** Higher rank (0..12 for 2..A) and lower rank. */
  high: number;
  low: number;
  kind: 's' | 'o' | '';
  row: number;
  col: number;
}

/**
 * The 169 classes in grid order, row by row: the diagonal holds the pairs, above it (row < col) the suited
 * hands, below it the offsuit hands, as in PokerStove and Equilab.
 */
export const HAND_CLASSES: readonly HandClass[] = (() => {
  const out: HandClass[] = [];
  for (let row = 0; row < 13; row++) {
    for (let col = 0; col < 13; col++) {
      const r1 = 12 - row;
      const r2 = 12 - col;
      const high = Math.max(r1, r2);
      const low = Math.min(r1, r2);
      const kind = row === col ? '' : row < col ? 's' : 'o';
      out.push({ name: RANK_CHARS[high] + RANK_CHARS[low] + kind, high, low, kind, row, col });
    }
  }
  return out;
})();

/** The grid index (row * 13 + col) of the class a two-card hand belongs to. */
export function classIndexOf(c1: Card, c2: Card): number {
  const r1 = c1 >> 2;
  const r2 = c2 >> 2;
  const high = Math.max(r1, r2);
  const low = Math.min(r1, r2);
  if (high === low) return (12 - high) * 14;
  return (c1 & 3) === (c2 & 3) ? (12 - high) * 13 + (12 - low) : (12 - low) * 13 + (12 - high);
}

/** The two-card hands of a class (6 for a pair, 4 suited, 12 offsuit), high card id first. */
export function classCombos(cls: HandClass): [Card, Card][] {
  return cls.kind === '' ? pairCombos(cls.high) : nonPairCombos(cls.high, cls.low, cls.kind);
}

const weightSuffix = (w: number): string => (w === 1 ? '' : `:${String(w)}`);

/** Consecutive runs (each ascending) of a sorted ascending list of ranks. */
function runs(ranks: number[]): number[][] {
  const out: number[][] = [];
  for (const r of ranks) {
    const last = out.at(-1);
    if (last && last.at(-1)! + 1 === r) last.push(r);
    else out.push([r]);
  }
  return out;
}

/**
 * Writes weighted combos as range text in the same syntax parseRange reads, as short as its tokens allow:
 * whole classes as QQ+, TT-77, AKs, A5s-A2s, KTo+ (one group per weight, with ":weight" when not 1), and hands of
 * a class that is only partly in the range one by one (AhKh). parseRange(formatRange(x)) gives x back.
 * An empty list gives "".
 */
export function formatRange(combos: readonly RangeCombo[]): string {
  const weights = new Map<number, number>();
  for (const c of combos) weights.set(c.cards[0] * 64 + c.cards[1], c.weight);
  if (weights.size === 1326 && [...weights.values()].every((w) => w === 1)) return 'random';
  const byWeight = new Map<number, HandClass[]>();
  const singles: string[] = [];
  for (const cls of HAND_CLASSES) {
    const all = classCombos(cls).map(([a, b]) => weights.get(a * 64 + b));
    const first = all[0];
    if (first !== undefined && all.every((w) => w === first)) {
      if (!byWeight.has(first)) byWeight.set(first, []);
      byWeight.get(first)!.push(cls);
    } else {
      classCombos(cls).forEach(([a, b], i) => {
        if (all[i] !== undefined) singles.push(formatCard(a) + formatCard(b) + weightSuffix(all[i]!));
      });
    }
  }
  const tokens: string[] = [];
  for (const [w, classes] of [...byWeight.entries()].sort((x, y) => y[0] - x[0])) {
    const suffix = weightSuffix(w);
    const pairs = classes.filter((c) => c.kind === '').map((c) => c.high).sort((a, b) => a - b);
    for (const run of runs(pairs).reverse()) {
      const top = RANK_CHARS[run.at(-1)!];
      const bottom = RANK_CHARS[run[0]];
      tokens.push((run.at(-1) === 12 && run.length > 1 ? `${bottom}${bottom}+` : run.length === 1 ? `${top}${top}` : `${top}${top}-${bottom}${bottom}`) + suffix);
    }
    for (const kind of ['s', 'o'] as const) {
      for (let high = 12; high >= 1; high--) {
        const lows = classes.filter((c) => c.kind === kind && c.high === high).map((c) => c.low).sort((a, b) => a - b);
        const h = RANK_CHARS[high];
        for (const run of runs(lows).reverse()) {
          const top = RANK_CHARS[run.at(-1)!];
          const bottom = RANK_CHARS[run[0]];
          tokens.push((run.at(-1) === high - 1 && run.length > 1 ? `${h}${bottom}${kind}+`
            : run.length === 1 ? `${h}${top}${kind}` : `${h}${top}${kind}-${h}${bottom}${kind}`) + suffix);
        }
      }
    }
  }
  return [...tokens, ...singles].join(', ');
}
