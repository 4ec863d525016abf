// Soko hands (H-SOKO): standard high with the four-flush and four-straight between two pair and one pair.
import { rankOf, suitOf, SUIT_ORDER, type Card, type Rank } from '../cards';
import { analyzeFive, highCategoryIndex, nibbles, significanceOrder, sortDescending } from './five';
import type { HandCategory } from './types';

/** Soko categories by index (the `cat` of the STRENGTH layout), weakest first. */
export const SOKO_CATEGORIES: readonly HandCategory[] = [
  'high-card', 'pair', 'four-straight', 'four-flush', 'two-pair', 'trips', 'straight', 'flush', 'full-house', 'quads', 'straight-flush',
];

/** Where each high category (H-HIGH index) lands on the Soko ladder. */
const FROM_HIGH = [0, 1, 4, 5, 6, 7, 8, 9, 10];

/** The four cards of one suit, or null when no suit has exactly four of the five. */
function fourFlush(five: readonly Card[]): Card[] | null {
  for (let suit = 0; suit < 4; suit++) {
    const suited = five.filter((card) => suitOf(card) === suit);
    if (suited.length === 4) return sortDescending(suited);
  }
  return null;
}

/**
 * The highest four consecutive ranks among the cards (the ace counts high or low, so A-2-3-4 and
 * J-Q-K-A both count), as the top rank of the four, or -1. A-2-3-4 is topped by the four.
 */
function fourStraightTop(five: readonly Card[]): Rank {
  let mask = 0;
  for (const card of five) mask |= 1 << rankOf(card);
  for (let top = 12; top >= 3; top--) { // J-Q-K-A down to 2-3-4-5
    const four = 0b1111 << (top - 3);
    if ((mask & four) === four) return top;
  }
  const aceToFour = (1 << 12) | 0b111;
  return (mask & aceToFour) === aceToFour ? 2 : -1;
}

/** The four cards of the four-straight topped by `top` (ace low when top is the four), highest first. */
function fourStraightCards(five: readonly Card[], top: Rank): Card[] {
  const wanted = top === 2 ? [2, 1, 0, 12] : [top, top - 1, top - 2, top - 3];
  const chosen: Card[] = [];
  for (const rank of wanted) {
    const card = sortDescending(five.filter((c) => rankOf(c) === rank && !chosen.includes(c)))[0];
    chosen.push(card);
  }
  return chosen;
}

/** H-SOKO strength of exactly five cards. */
export function sokoStrength5(five: readonly Card[]): number {
  const a = analyzeFive(five, 'wheel');
  const high = highCategoryIndex(a);
  if (high >= 2) { // two pair or better: standard, shifted up past the two new categories
    const cat = FROM_HIGH[high];
    if (high === 4 || high === 8) return (cat << 20) | (a.straightTop << 16);
    return (cat << 20) | nibbles(a.groupRanks);
  }
  const pairOrHighCard = (high << 20) | nibbles(a.groupRanks);
  const flushFour = fourFlush(five);
  if (flushFour) { // a hand that is both a four-flush and a four-straight is a four-flush
    const fifth = five.find((card) => !flushFour.includes(card)) as Card;
    return (3 << 20) | nibbles([...flushFour.map(rankOf), rankOf(fifth)]);
  }
  const top = fourStraightTop(five);
  if (top >= 0) {
    const four = fourStraightCards(five, top);
    const fifth = five.find((card) => !four.includes(card)) as Card;
    return (2 << 20) | nibbles([top, rankOf(fifth)]);
  }
  return pairOrHighCard;
}

/** The five cards in significance order (four-flush and four-straight: the four, then the fifth card). */
export function arrangeSoko(five: readonly Card[]): Card[] {
  const strength = sokoStrength5(five);
  const cat = strength >> 20;
  if (cat === 3 || cat === 2) {
    const four = cat === 3 ? fourFlush(five) as Card[] : fourStraightCards(five, strength >> 16 & 15);
    return [...four, ...five.filter((card) => !four.includes(card))];
  }
  return significanceOrder(five, analyzeFive(five, 'wheel'), SUIT_ORDER.spades);
}

export const sokoCategory = (strength: number): HandCategory => SOKO_CATEGORIES[strength >> 20];
