// Shared analysis of exactly five cards (rank groups, flush, straight) that every rule family builds on.
import { rankOf, suitOf, type Card, type Rank } from '../cards';

/** Which ace-low straight a deck has: A-2-3-4-5 (52 cards), A-7-8-9-T (32 cards) or none (H-27). */
export type LowStraight = 'wheel' | 'a789t' | 'none';

/**
 * What five cards look like, before any rule gives them a value. `analyzeFive` refills one shared
 * object on every call (the evaluators call it millions of times), so read it before the next call.
 */
export interface FiveAnalysis {
  /** How many distinct ranks there are (1..5 entries of the two arrays below are used). */
  groupCount: number;
  /** Distinct ranks ordered by group size, then rank, both descending: Q Q Q 6 6 gives [Q, 6]. */
  groupRanks: Int8Array;
  /** The size of each group in `groupRanks`: Q Q Q 6 6 gives [3, 2]. */
  groupSizes: Int8Array;
  /** All five cards share a suit. */
  flush: boolean;
  /** Top rank of a straight (the wheel's top is the five, A-7-8-9-T's the ten), or -1. */
  straightTop: Rank;
}

const ACE = 12;
const ranks = new Int8Array(5);
const shared: FiveAnalysis = { groupCount: 0, groupRanks: new Int8Array(5), groupSizes: new Int8Array(5), flush: false, straightTop: -1 };

/** Groups, flush and straight of exactly five cards (the result is shared: see FiveAnalysis). */
export function analyzeFive(cards: readonly Card[], lowStraight: LowStraight): FiveAnalysis {
  // The five ranks in descending order (insertion sort), the rank bit mask and the flush test.
  let rankMask = 0;
  let sameSuit = true;
  const firstSuit = suitOf(cards[0]);
  for (let i = 0; i < 5; i++) {
    const rank = rankOf(cards[i]);
    rankMask |= 1 << rank;
    if (suitOf(cards[i]) !== firstSuit) sameSuit = false;
    let j = i;
    for (; j > 0 && ranks[j - 1] < rank; j--) ranks[j] = ranks[j - 1];
    ranks[j] = rank;
  }
  // Runs of equal ranks, then a stable sort by run length keeps higher ranks first within a size.
  const { groupRanks, groupSizes } = shared;
  let count = 0;
  for (let i = 0; i < 5; i++) {
    if (count > 0 && groupRanks[count - 1] === ranks[i]) groupSizes[count - 1]++;
    else { groupRanks[count] = ranks[i]; groupSizes[count] = 1; count++; }
  }
  for (let i = 1; i < count; i++) {
    const rank = groupRanks[i];
    const size = groupSizes[i];
    let j = i;
    for (; j > 0 && groupSizes[j - 1] < size; j--) { groupRanks[j] = groupRanks[j - 1]; groupSizes[j] = groupSizes[j - 1]; }
    groupRanks[j] = rank;
    groupSizes[j] = size;
  }
  for (let i = count; i < 5; i++) { groupRanks[i] = 0; groupSizes[i] = 0; }

  let straightTop = -1;
  if (count === 5) {
    if (ranks[0] - ranks[4] === 4) straightTop = ranks[0];
    else if (lowStraight === 'wheel' && rankMask === 0b1_0000_0000_1111) straightTop = 3; // A-2-3-4-5: top five
    else if (lowStraight === 'a789t' && rankMask === 0b1_0001_1110_0000) straightTop = 8; // A-7-8-9-T: top ten
  }
  shared.groupCount = count;
  shared.flush = sameSuit;
  shared.straightTop = straightTop;
  return shared;
}

/**
 * The standard high categories (H-HIGH numbering): 0 high card, 1 pair, 2 two pair, 3 trips,
 * 4 straight, 5 flush, 6 full house, 7 quads, 8 straight flush.
 */
export function highCategoryIndex(a: FiveAnalysis): number {
  const straight = a.straightTop >= 0;
  if (straight && a.flush) return 8;
  if (a.groupSizes[0] === 4) return 7;
  if (a.groupSizes[0] === 3 && a.groupSizes[1] === 2) return 6;
  if (a.flush) return 5;
  if (straight) return 4;
  if (a.groupSizes[0] === 3) return 3;
  if (a.groupSizes[0] === 2 && a.groupSizes[1] === 2) return 2;
  if (a.groupSizes[0] === 2) return 1;
  return 0;
}

/** nibbles(a, b, c, d, e) = a<<16 | b<<12 | c<<8 | d<<4 | e; missing trailing values are 0. */
export function nibbles(values: ArrayLike<number>): number {
  let packed = 0;
  for (let i = 0; i < 5; i++) packed = (packed << 4) | (i < values.length ? values[i] : 0);
  return packed;
}

/** How many of the five cards have `rank` (0 when none). */
export function groupSizeOf(a: FiveAnalysis, rank: Rank): number {
  for (let i = 0; i < a.groupCount; i++) if (a.groupRanks[i] === rank) return a.groupSizes[i];
  return 0;
}

/**
 * The five cards in significance order: straights from the top down (the ace last in an ace-low
 * straight), otherwise bigger groups first, then higher ranks; equal ranks by `suitValue` descending.
 */
export function significanceOrder(cards: readonly Card[], a: FiveAnalysis, suitValue: readonly number[]): Card[] {
  // Sort keys: group size, then place (rank + 1, or 0 for an ace playing low), then suit value, then the card.
  const keys: number[] = [];
  for (const card of cards) {
    const rank = rankOf(card);
    const place = a.straightTop >= 0 && rank === ACE && a.straightTop !== ACE ? 0 : rank + 1;
    keys.push((((groupSizeOf(a, rank) * 16 + place) * 4 + suitValue[suitOf(card)]) << 6) | card);
  }
  sortDescending(keys);
  return keys.map((key) => key & 63);
}

/** Sorts a short list of numbers in place, largest first (insertion sort: quicker than Array#sort at this size). */
export function sortDescending(values: number[]): number[] {
  for (let i = 1; i < values.length; i++) {
    const value = values[i];
    let j = i;
    for (; j > 0 && values[j - 1] < value; j--) values[j] = values[j - 1];
    values[j] = value;
  }
  return values;
}
