// Eight-or-better lows (H-LOW8): five distinct ranks of eight or lower, aces low, straights and flushes ignored.
import { rankOf, type Card } from '../cards';
import { nibbles, sortDescending } from './five';
import type { HandCategory } from './types';

/** The strength is this constant minus nibbles(k1..k5), so lower lows are stronger. */
export const LOW8_BASE = 0xfffff;

/** Ace-low rank: A = 1, 2 = 2, .., K = 13. */
export const aceLowRank = (card: Card): number => (rankOf(card) === 12 ? 1 : rankOf(card) + 2);

/** H-LOW8 strength of exactly five cards, or -1 when they do not make a qualifying low. */
export function low8Strength5(five: readonly Card[]): number {
  const lows = sortDescending(five.map(aceLowRank));
  if (lows[0] > 8) return -1;
  for (let i = 1; i < 5; i++) if (lows[i] === lows[i - 1]) return -1; // a pair is no low
  return LOW8_BASE - nibbles(lows);
}

/** A low's cards from the highest down (the ace last). */
export function arrangeLow(five: readonly Card[]): Card[] {
  return sortDescending(five.map((card) => (aceLowRank(card) << 6) | card)).map((key) => key & 63);
}

const LOW_CATEGORIES: Record<number, HandCategory> = { 5: 'five-low', 6: 'six-low', 7: 'seven-low', 8: 'eight-low' };

/** 'eight-low' .. 'five-low' by the highest card of the low. */
export const low8Category = (strength: number): HandCategory => LOW_CATEGORIES[(LOW8_BASE - strength) >> 16];
