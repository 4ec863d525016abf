// What to throw away in the draw games (G-DRAW5, G-27TD, G-DRAW32): keep the made part of the hand, draw to the rest.
import { bestHandUnchecked, rankOf, suitOf, type Card, type GameSpec } from '../engine/index';
import { lowStrength27 } from './strength';

/**
 * 2-7 (H-27) stand-pat thresholds on the low read (lowStrength27), by draws left after this one: with more draws to
 * come only a strong low stands pat (a nine is worth breaking for a better one early), on the last draw a ten-low
 * already wins often heads-up. Why: the usual triple-draw practice of breaking weak pat hands early.
 */
export const LOWBALL_PAT = { drawsLeftTwo: 0.7, drawsLeftOne: 0.6, lastDraw: 0.45 } as const;

/** 2-7: the highest rank kept when drawing (0 = deuce .. 5 = seven, 6 = eight): keep eights and better, the usual drawing hands. */
export const LOWBALL_KEEP_UP_TO = { early: 6, last: 6 } as const;

/** The cards to throw for `game` with `drawsLeft` more draws after this one (0 = the last), at most `max`. */
export function chooseDiscard(spec: GameSpec, cards: readonly Card[], max: number, drawsLeft: number): Card[] {
  const discard = spec.high === 'deuce-seven' ? lowballDiscard(cards, drawsLeft) : highDiscard(spec, cards);
  return discard.slice(0, max);
}

function lowballDiscard(cards: readonly Card[], drawsLeft: number): Card[] {
  const pat = drawsLeft >= 2 ? LOWBALL_PAT.drawsLeftTwo : drawsLeft === 1 ? LOWBALL_PAT.drawsLeftOne : LOWBALL_PAT.lastDraw;
  if (cards.length === 5 && lowStrength27(cards) >= pat) return [];
  const limit = drawsLeft === 0 ? LOWBALL_KEEP_UP_TO.last : LOWBALL_KEEP_UP_TO.early;
  // Keep one card per rank, the lowest ranks, up to `limit` (aces are high in 2-7); at most four kept.
  const keep: Card[] = [];
  const ranks = new Set<number>();
  for (const c of [...cards].sort((a, b) => rankOf(a) - rankOf(b))) {
    const r = rankOf(c);
    if (r <= limit && !ranks.has(r) && keep.length < 4) { keep.push(c); ranks.add(r); }
  }
  // Four kept cards of one suit or in a row risk the flush or straight: throw the highest of them instead of a card below it.
  if (keep.length === 4) {
    const sameSuit = new Set(keep.map(suitOf)).size === 1;
    const rs = keep.map(rankOf).sort((a, b) => a - b);
    const inRow = rs[3] - rs[0] === 3;
    if (sameSuit || inRow) keep.pop();
  }
  return cards.filter((c) => !keep.includes(c));
}

function highDiscard(spec: GameSpec, cards: readonly Card[]): Card[] {
  if (cards.length < 5) return [];
  const v = bestHandUnchecked(spec.high, cards, []);
  const cat = v?.category;
  if (cat === 'straight' || cat === 'flush' || cat === 'full-house' || cat === 'quads' || cat === 'straight-flush') return [];
  const counts = new Map<number, Card[]>();
  for (const c of cards) { const r = rankOf(c); counts.set(r, [...(counts.get(r) ?? []), c]); }
  const groups = [...counts.values()].sort((a, b) => b.length - a.length || rankOf(b[0]) - rankOf(a[0]));
  const keepOf = (keep: Card[]) => cards.filter((c) => !keep.includes(c));
  if (groups[0].length >= 3) return keepOf(groups[0]);
  if (groups[0].length === 2 && groups[1]?.length === 2) return keepOf([...groups[0], ...groups[1]]);
  // Four to a flush, then four in a row: draw one.
  for (let suit = 0; suit < 4; suit++) {
    const inSuit = cards.filter((c) => suitOf(c) === suit);
    if (inSuit.length === 4) return keepOf(inSuit);
  }
  const sorted = [...cards].sort((a, b) => rankOf(a) - rankOf(b));
  for (let i = 0; i + 3 < sorted.length; i++) {
    const four = sorted.slice(i, i + 4);
    const rs = four.map(rankOf);
    if (new Set(rs).size === 4 && rs[3] - rs[0] === 3) return keepOf(four);
  }
  if (groups[0].length === 2) return keepOf(groups[0]);
  // Nothing: keep the two highest cards (an ace and a king draw three), else the highest.
  const high = [...cards].sort((a, b) => rankOf(b) - rankOf(a));
  return keepOf(rankOf(high[1]) >= 11 ? high.slice(0, 2) : high.slice(0, 1));
}

/** Draws still to come after the current one in a draw game (from the game's streets). */
export function drawsAfter(spec: GameSpec, street: string): number {
  const draws = spec.streets.filter((s) => s.draw).map((s) => s.name);
  const i = draws.indexOf(street);
  return i < 0 ? 0 : draws.length - 1 - i;
}

/** Draws left in the hand from this betting street (before the first draw: all of them). */
export function drawsLeft(spec: GameSpec, street: string): number {
  const idx = spec.streets.findIndex((s) => s.name === street);
  return spec.streets.slice(idx + 1).filter((s) => s.draw).length;
}
