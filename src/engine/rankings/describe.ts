// Reading strengths back: decodeStrength, the learner's name of a hand (describeHand) and the ranking ladders (CATEGORY_ORDER).
import { RANK_NAMES, RANK_PLURALS, SUIT_NAMES, type Rank, type Suit } from '../cards';
import { DEUCE_SEVEN_BASE, HIGH_CATEGORIES } from './high';
import { LOW8_BASE } from './low8';
import { SOKO_CATEGORIES } from './soko';
import { DECK32_CATEGORIES } from './thirty-two';
import type { HandCategory, HandRule, HandValue } from './types';

/** Each rule's categories from the weakest to the strongest (lessons draw ranking ladders from it). */
export const CATEGORY_ORDER: Readonly<Record<HandRule, readonly HandCategory[]>> = {
  'high': HIGH_CATEGORIES,                                   // H-HIGH
  'omaha-high': HIGH_CATEGORIES,                             // H-OMAHA
  'low8': ['eight-low', 'seven-low', 'six-low', 'five-low'], // H-LOW8
  'omaha-low8': ['eight-low', 'seven-low', 'six-low', 'five-low'],
  'deuce-seven': HIGH_CATEGORIES.slice().reverse(),          // H-27: the lowest hand wins
  'soko': SOKO_CATEGORIES,                                   // H-SOKO
  'americana': DECK32_CATEGORIES,                            // H-AMERICANA: flush beats full house
  'telesina': DECK32_CATEGORIES,                             // H-TELESINA
  'draw32': DECK32_CATEGORIES,                               // H-DRAW32
};

/** A category's name for a learner. */
export const CATEGORY_NAMES: Readonly<Record<HandCategory, string>> = {
  'high-card': 'High card', 'pair': 'One pair', 'two-pair': 'Two pair', 'trips': 'Three of a kind',
  'straight': 'Straight', 'flush': 'Flush', 'full-house': 'Full house', 'quads': 'Four of a kind',
  'straight-flush': 'Straight flush', 'four-straight': 'Four-straight', 'four-flush': 'Four-flush',
  'eight-low': 'Eight low', 'seven-low': 'Seven low', 'six-low': 'Six low', 'five-low': 'Five low',
};

/**
 * A category as it reads inside a sentence, from CATEGORY_NAMES: "a flush", "an eight low", but "one pair",
 * "two pair", "three of a kind", "four of a kind" and "high card" as they are.
 */
export function categoryPhrase(category: HandCategory): string {
  const name = CATEGORY_NAMES[category].toLowerCase();
  if (/^(one |two |three |four of |high card)/.test(name)) return name;
  return `${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name}`;
}

/** What a strength says, in ranks (0 = deuce .. 12 = ace). */
export interface DecodedStrength {
  category: HandCategory;
  /**
   * The ranks that name the hand, most significant first: a straight's top; the distinct ranks of
   * a grouped hand (Q-Q-Q-6-6: [Q, 6]); a flush's or high card's five ranks; a low's five ranks
   * from the highest (ace = 12); a four-flush's four ranks then the fifth card's; a four-straight's
   * top then the fifth card's.
   */
  ranks: Rank[];
  /** Telesina and draw32: the suit of a flush, or of the top card of a straight or high card. */
  suit?: Suit;
}

const nibblesOf = (packed: number, count: number): number[] =>
  Array.from({ length: count }, (_, i) => (packed >> (16 - 4 * i)) & 15);

/** Reads fields packed from bit 24 down (the Telesina layout). */
function unpackFrom24(packed: number, widths: readonly number[]): number[] {
  let position = 25;
  return widths.map((bits) => { position -= bits; return (packed >> position) & ((1 << bits) - 1); });
}

/** How many named ranks each high-style category has (straights name their top only). */
const HIGH_RANK_COUNT: Partial<Record<HandCategory, number>> = {
  'high-card': 5, 'pair': 4, 'two-pair': 3, 'trips': 3, 'straight': 1, 'flush': 5, 'full-house': 2, 'quads': 2, 'straight-flush': 1,
};

const suitFromT = (t: number): Suit => [3, 0, 1, 2][t]; // t: hearts 3, diamonds 2, clubs 1, spades 0

const TELESINA_FIELDS: Partial<Record<HandCategory, number[]>> = {
  'straight-flush': [3, 2], 'straight': [3, 2], 'flush': [2, 3, 3, 3, 3, 3], 'quads': [3, 3], 'full-house': [3, 3],
  'trips': [3, 3, 3], 'two-pair': [3, 3, 3, 2], 'pair': [3, 3, 3, 3, 2], 'high-card': [3, 2, 3, 2, 3, 2, 3, 2, 3, 2],
};

/** Reads a strength of `rule` back into its category and naming ranks (the STRENGTH layout of types.ts). */
export function decodeStrength(rule: HandRule, strength: number): DecodedStrength {
  switch (rule) {
    case 'low8': case 'omaha-low8': {
      const lows = nibblesOf(LOW8_BASE - strength, 5);
      const category = (['five-low', 'six-low', 'seven-low', 'eight-low'] as const)[lows[0] - 5];
      return { category, ranks: lows.map((k) => (k === 1 ? 12 : k - 2)) };
    }
    case 'deuce-seven': return decodeStrength('high', DEUCE_SEVEN_BASE - strength);
    case 'telesina': {
      const category = DECK32_CATEGORIES[strength >> 25];
      const fields = unpackFrom24(strength, TELESINA_FIELDS[category] as number[]);
      if (category === 'flush') return { category, ranks: fields.slice(1).map((q) => q + 5), suit: suitFromT(fields[0]) };
      if (category === 'high-card') return { category, ranks: [0, 2, 4, 6, 8].map((i) => fields[i] + 5), suit: suitFromT(fields[1]) };
      if (category === 'straight' || category === 'straight-flush') return { category, ranks: [fields[0] + 5], suit: suitFromT(fields[1]) };
      const rankFields = category === 'two-pair' || category === 'pair' ? fields.slice(0, -1) : fields;
      return { category, ranks: rankFields.map((q) => q + 5) };
    }
    case 'draw32': {
      const category = DECK32_CATEGORIES[strength >> 25];
      const cardRanks = unpackFrom24(strength >> 10 << 10, [3, 3, 3, 3, 3]).map((q) => q + 5);
      const topSuit = suitFromT((strength >> 8) & 3);
      if (category === 'straight' || category === 'straight-flush') return { category, ranks: [cardRanks[0]], suit: topSuit };
      if (category === 'flush' || category === 'high-card') return { category, ranks: cardRanks, suit: topSuit };
      return { category, ranks: cardRanks.filter((rank, i) => cardRanks.indexOf(rank) === i) };
    }
    case 'soko': {
      const category = SOKO_CATEGORIES[strength >> 20];
      const count = category === 'four-flush' ? 5 : category === 'four-straight' ? 2 : HIGH_RANK_COUNT[category] as number;
      return { category, ranks: nibblesOf(strength, count) };
    }
    default: { // high, omaha-high, americana
      const category = (rule === 'americana' ? DECK32_CATEGORIES : HIGH_CATEGORIES)[strength >> 20];
      return { category, ranks: nibblesOf(strength, HIGH_RANK_COUNT[category] as number) };
    }
  }
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const one = (rank: Rank) => RANK_NAMES[rank];
const many = (rank: Rank) => RANK_PLURALS[rank];

/** A straight's top, with the ace-low straights spelled out. */
function straightName(top: Rank, deck32: boolean): string {
  if (top === 3) return 'five high (A-2-3-4-5)';
  if (top === 8 && deck32) return 'ten high (A-7-8-9-T)';
  return `${one(top)} high`;
}

/**
 * A short English name of a hand a learner reads: "Full house, queens over sixes", "Eight-six low",
 * "Four-flush, king high", "Straight, ten high (A-7-8-9-T)". `value` is a result of `best` under
 * the same rule (or its strength); null reads "No qualifying low".
 */
export function describeHand(rule: HandRule, value: HandValue | number | null): string {
  if (value === null) return 'No qualifying low';
  const strength = typeof value === 'number' ? value : value.strength;
  const { category, ranks, suit } = decodeStrength(rule, strength);
  const deck32 = rule === 'americana' || rule === 'telesina' || rule === 'draw32';
  switch (category) {
    case 'five-low': case 'six-low': case 'seven-low': case 'eight-low':
      return ranks[0] === 3 && ranks[1] === 2 ? 'Five-four low (the wheel)' : `${capitalize(one(ranks[0]))}-${one(ranks[1])} low`;
    case 'high-card':
      if (rule === 'deuce-seven') return `${capitalize(one(ranks[0]))}-${one(ranks[1])} low`;
      return `${capitalize(one(ranks[0]))} high` + (suit !== undefined ? ` (${one(ranks[0])} of ${SUIT_NAMES[suit]})` : '');
    case 'pair': return `Pair of ${many(ranks[0])}`;
    case 'two-pair': return `Two pair, ${many(ranks[0])} and ${many(ranks[1])}`;
    case 'trips': return `Three of a kind, ${many(ranks[0])}`;
    case 'straight': return `Straight, ${straightName(ranks[0], deck32)}`;
    case 'flush': return `Flush, ${one(ranks[0])} high` + (suit !== undefined ? `, in ${SUIT_NAMES[suit]}` : '');
    case 'full-house': return `Full house, ${many(ranks[0])} over ${many(ranks[1])}`;
    case 'quads': return `Four of a kind, ${many(ranks[0])}`;
    case 'straight-flush': return ranks[0] === 12 ? 'Royal flush' : `Straight flush, ${straightName(ranks[0], deck32)}`;
    case 'four-flush': return `Four-flush, ${one(ranks[0])} high`;
    case 'four-straight': return `Four-straight, ${ranks[0] === 2 ? 'four high (A-2-3-4)' : `${one(ranks[0])} high`}`;
  }
}
