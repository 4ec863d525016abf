// The 32-card rankings (C-DECK32): Americana (H-AMERICANA), Telesina (H-TELESINA) and 32-card draw (H-DRAW32).
import { ACE, makeCard, rankOf, suitOf, SUIT_ORDER, type Card } from '../cards';
import { analyzeFive, groupSizeOf, highCategoryIndex, nibbles, significanceOrder, type FiveAnalysis } from './five';
import type { HandCategory, HandValue } from './types';

/** 32-card categories by index (the `cat` of the STRENGTH layout), weakest first: flush beats full house. */
export const DECK32_CATEGORIES: readonly HandCategory[] = [
  'high-card', 'pair', 'two-pair', 'trips', 'straight', 'full-house', 'flush', 'quads', 'straight-flush',
];

/** Where each high category (H-HIGH index) lands on the 32-card ladder: flush and full house swap. */
const FROM_HIGH = [0, 1, 2, 3, 4, 6, 5, 7, 8];

/** Rank within the 32-card deck: 7 = 0 .. A = 7 (3 bits). */
const q = (card: Card): number => rankOf(card) - 5;
/** Telesina / draw32 suit value (C-SUITORDER): hearts 3, diamonds 2, clubs 1, spades 0 (2 bits). */
const t = (card: Card): number => SUIT_ORDER.hearts[suitOf(card)];

/** Packs [value, bits] fields from bit 24 down, the first field most significant (Telesina layout). */
function packFrom24(fields: ReadonlyArray<readonly [number, number]>): number {
  let packed = 0;
  let position = 25;
  for (const [value, bits] of fields) {
    position -= bits;
    packed |= value << position;
  }
  return packed;
}

function deck32Category(a: FiveAnalysis): number {
  return FROM_HIGH[highCategoryIndex(a)];
}

// H-AMERICANA ---------------------------------------------------------------------------------

/** H-AMERICANA strength of five cards: cat << 20 | nibbles, A-7-8-9-T the lowest straight; suits never count. */
export function americanaStrength5(five: readonly Card[]): number {
  const a = analyzeFive(five, 'a789t');
  const cat = deck32Category(a);
  if (cat === 4 || cat === 8) return (cat << 20) | (a.straightTop << 16);
  return (cat << 20) | nibbles(a.groupRanks);
}

export function arrangeAmericana(five: readonly Card[]): Card[] {
  return significanceOrder(five, analyzeFive(five, 'a789t'), SUIT_ORDER.spades);
}

export const americanaCategory = (strength: number): HandCategory => DECK32_CATEGORIES[strength >> 20];

// H-TELESINA and H-DRAW32: suits (hearts > diamonds > clubs > spades) settle ties --------------

/** Category index and the cards in significance order (equal ranks by suit, hearts first). */
function orderDeck32(five: readonly Card[]): { cat: number; ordered: Card[]; singles: Card[]; grouped: Card[] } {
  const a = analyzeFive(five, 'a789t');
  const cat = deck32Category(a);
  const ordered = significanceOrder(five, a, SUIT_ORDER.hearts);
  const single = (card: Card) => groupSizeOf(a, rankOf(card)) === 1;
  return { cat, ordered, singles: ordered.filter(single), grouped: ordered.filter((c) => !single(c)) };
}

/** H-TELESINA strength of five cards: cat << 25 | suit-aware fields (types.ts STRENGTH). */
export function telesinaStrength5(five: readonly Card[]): number {
  const a = analyzeFive(five, 'a789t');
  const cat = deck32Category(a);
  const o = significanceOrder(five, a, SUIT_ORDER.hearts);
  let fields: Array<[number, number]>;
  switch (cat) {
    case 8: case 4: fields = [[q(o[0]), 3], [t(o[0]), 2]]; break;                       // top card, its suit
    case 6: fields = [[t(o[0]), 2], ...o.map((c): [number, number] => [q(c), 3])]; break; // flush: suit first
    case 7: fields = [[q(o[0]), 3], [q(o[4]), 3]]; break;                                 // quads, kicker
    case 5: fields = [[q(o[0]), 3], [q(o[3]), 3]]; break;                                 // trips over pair
    case 3: fields = [[q(o[0]), 3], [q(o[3]), 3], [q(o[4]), 3]]; break;                   // trips, kickers
    case 2: fields = [[q(o[0]), 3], [q(o[2]), 3], [q(o[4]), 3], [t(o[0]), 2]]; break;     // best suit of the high pair
    case 1: fields = [[q(o[0]), 3], [q(o[2]), 3], [q(o[3]), 3], [q(o[4]), 3], [t(o[2]), 2]]; break; // suit of top kicker
    default: fields = o.flatMap((c): Array<[number, number]> => [[q(c), 3], [t(c), 2]]);  // every card with its suit
  }
  return (cat << 25) | packFrom24(fields);
}

/**
 * H-DRAW32 strength of five cards: cat << 25 | R << 10 | S, a total order (no two different
 * hands tie): R the ranks in significance order, S the suits in tie-break order (kickers first).
 */
export function draw32Strength5(five: readonly Card[]): number {
  const { cat, ordered, singles, grouped } = orderDeck32(five);
  let ranks = 0;
  for (const card of ordered) ranks = (ranks << 3) | q(card);
  let suits = 0;
  for (const card of [...singles, ...grouped]) suits = (suits << 2) | t(card);
  return (cat << 25) | (ranks << 10) | suits;
}

/** Telesina and draw32 cards in significance order (equal ranks: hearts, diamonds, clubs, spades). */
export const arrangeDeck32BySuit = (five: readonly Card[]): Card[] => orderDeck32(five).ordered;

export const telesinaCategory = (strength: number): HandCategory => DECK32_CATEGORIES[strength >> 25];
export const draw32Category = telesinaCategory;

// H-TELESINA-HU ---------------------------------------------------------------------------------

/** The lowest straight flush, T-9-8-7-A (top ten). */
export const isLowestStraightFlush = (value: HandValue): boolean =>
  value.category === 'straight-flush' && (value.strength >> 22 & 7) === 3;
/** The highest straight flush, A-K-Q-J-T. */
export const isHighestStraightFlush = (value: HandValue): boolean =>
  value.category === 'straight-flush' && (value.strength >> 22 & 7) === 7;

/**
 * The lowest straight flush T-9-8-7-A held among `cards` (a Telesina player's five cards and the
 * Vela), as a hand value, or null. H-TELESINA-HU: heads-up it beats A-K-Q-J-T even when the same
 * cards also make a higher straight flush (A-7-8-9-T-J suited).
 */
export function lowestStraightFlushIn(cards: readonly Card[]): HandValue | null {
  for (let suit = 0; suit < 4; suit++) {
    const five = [ACE, 8, 7, 6, 5].map((rank) => makeCard(rank, suit)); // A T 9 8 7
    if (five.every((card) => cards.includes(card))) {
      const strength = telesinaStrength5(five);
      return { strength, category: telesinaCategory(strength), cards: arrangeDeck32BySuit(five) };
    }
  }
  return null;
}

/**
 * Compares two Telesina hands at a showdown between `playersInPot` players: positive when `a`
 * wins. H-TELESINA-HU: when only two players are left in the pot, the lowest straight flush
 * (T-9-8-7-A) beats the highest (A-K-Q-J-T); every other pair of hands compares by strength.
 * The exception makes the order circular, so it cannot live in the strength number: a showdown
 * with two players must call this instead of comparing strengths.
 * A player whose six cards (five + the Vela) are A-7-8-9-T-J of one suit holds both J-T-9-8-7
 * and T-9-8-7-A; `best` reports the jack-high one. Heads-up against A-K-Q-J-T the ten-high one
 * wins: the one showdown (src/engine/showdown, showdownHand) offers it through `lowestStraightFlushIn`.
 */
export function compareTelesina(a: HandValue, b: HandValue, playersInPot: number): number {
  if (playersInPot === 2) {
    if (isLowestStraightFlush(a) && isHighestStraightFlush(b)) return 1;
    if (isHighestStraightFlush(a) && isLowestStraightFlush(b)) return -1;
  }
  return Math.sign(a.strength - b.strength);
}

/** True when Telesina hand `a` beats `b` with `playersInPot` players left (H-TELESINA-HU applied heads-up). */
export const telesinaBeats = (a: HandValue, b: HandValue, playersInPot: number): boolean =>
  compareTelesina(a, b, playersInPot) > 0;
