// High hands (H-HIGH; used by H-HOLDEM, H-OMAHA and stud) and deuce-to-seven lows (H-27) on five cards.
import type { Card } from '../cards';
import { SUIT_ORDER } from '../cards';
import { analyzeFive, highCategoryIndex, nibbles, significanceOrder, type FiveAnalysis } from './five';
import type { HandCategory } from './types';

/** High categories by index (the `cat` of the STRENGTH layout), weakest first. */
export const HIGH_CATEGORIES: readonly HandCategory[] = [
  'high-card', 'pair', 'two-pair', 'trips', 'straight', 'flush', 'full-house', 'quads', 'straight-flush',
];

/** H-27: the strength is this constant minus the ace-high-only high strength. */
export const DEUCE_SEVEN_BASE = 0x8fffff;

/** cat << 20 | nibbles(...): straights by their top rank, everything else by its rank groups. */
export function highStrengthOf(a: FiveAnalysis): number {
  const cat = highCategoryIndex(a);
  if (cat === 4 || cat === 8) return (cat << 20) | (a.straightTop << 16);
  return (cat << 20) | nibbles(a.groupRanks);
}

/** H-HIGH strength of exactly five cards (A-2-3-4-5 is a straight, five high). */
export function highStrength5(five: readonly Card[]): number {
  return highStrengthOf(analyzeFive(five, 'wheel'));
}

/** H-27 strength of exactly five cards: lower hands are stronger, aces only high, no wheel. */
export function deuceSevenStrength5(five: readonly Card[]): number {
  return DEUCE_SEVEN_BASE - highStrengthOf(analyzeFive(five, 'none'));
}

/** Five cards in significance order under H-HIGH (equal ranks: spades, hearts, diamonds, clubs). */
export function arrangeHigh(five: readonly Card[]): Card[] {
  return significanceOrder(five, analyzeFive(five, 'wheel'), SUIT_ORDER.spades);
}

/** Five cards in significance order under H-27 (an ace is always the top card). */
export function arrangeDeuceSeven(five: readonly Card[]): Card[] {
  return significanceOrder(five, analyzeFive(five, 'none'), SUIT_ORDER.spades);
}

export const highCategory = (strength: number): HandCategory => HIGH_CATEGORIES[strength >> 20];
export const deuceSevenCategory = (strength: number): HandCategory => HIGH_CATEGORIES[(DEUCE_SEVEN_BASE - strength) >> 20];
