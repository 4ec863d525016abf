// The evaluator contract shared by the reference (TypeScript) and the fast (Wasm) evaluators.
// `strength` is higher-is-stronger everywhere (lows included) and equal strengths tie. Both
// evaluators return the *same numbers*, laid out as described in STRENGTH below, so the
// reference is an exact oracle for the Wasm code.
import type { Card } from '../cards';

/** The nine hand rules of RULES.md §2. */
export type HandRule =
  | 'high'        // H-HIGH, H-HOLDEM: best five of 5..7 cards (also stud)
  | 'omaha-high'  // H-OMAHA: exactly two of 4..5 hole cards + exactly three of 3..5 board cards
  | 'low8'        // H-LOW8: best qualifying eight-or-better low of up to 7 cards
  | 'omaha-low8'  // H-LOW8 + H-OMAHA: the low with exactly two hole + three board
  | 'deuce-seven' // H-27: five cards, lowest wins, aces high, straights and flushes count
  | 'soko'        // H-SOKO: five cards, four-flush and four-straight between two pair and pair
  | 'americana'   // H-AMERICANA: five cards of 32, flush beats full house, A-7-8-9-T lowest straight
  | 'telesina'    // H-TELESINA: five cards + the Vela, suit tie-breaks
  | 'draw32';     // H-DRAW32: five cards of 32, a total order (no two different hands tie)

export const HAND_RULES: readonly HandRule[] = ['high', 'omaha-high', 'low8', 'omaha-low8', 'deuce-seven', 'soko', 'americana', 'telesina', 'draw32'];

/** The RULES.md IDs each hand rule implements (and the deck and suit-order rules it leans on). */
export const HAND_RULE_IDS: Readonly<Record<HandRule, readonly string[]>> = {
  'high': ['H-HIGH'],
  'omaha-high': ['H-HIGH', 'H-OMAHA'],
  'low8': ['H-LOW8'],
  'omaha-low8': ['H-OMAHA', 'H-LOW8'],
  'deuce-seven': ['H-27'],
  'soko': ['H-SOKO'],
  'americana': ['H-AMERICANA', 'C-DECK32'],
  'telesina': ['H-TELESINA', 'C-SUITORDER', 'C-DECK32'],
  'draw32': ['H-DRAW32', 'C-SUITORDER', 'C-DECK32'],
};

/** Stable English category keys. */
export type HandCategory =
  | 'high-card' | 'pair' | 'two-pair' | 'trips' | 'straight' | 'flush' | 'full-house' | 'quads' | 'straight-flush'
  | 'four-straight' | 'four-flush'
  | 'eight-low' | 'seven-low' | 'six-low' | 'five-low';

/** The best hand a player can make under a rule. */
export interface HandValue {
  /** Higher is stronger; equal is a tie. Layout: STRENGTH below. */
  strength: number;
  category: HandCategory;
  /** The five cards used, most significant first. */
  cards: Card[];
}

export interface Evaluator {
  /**
   * The best hand under `rule` from `hole` (and `board` for community-card rules).
   * Returns null only for a low rule when no qualifying low exists. Throws an Error with a
   * readable message on bad input (wrong card counts, duplicates, cards outside a 32-card deck).
   */
  best(rule: HandRule, hole: readonly Card[], board?: readonly Card[]): HandValue | null;
}

/*
 * STRENGTH: how the number is laid out (both evaluators must produce exactly these values).
 * Ranks r: 0..12 for 2..A. "nibbles(a,b,c,d,e)" = a<<16 | b<<12 | c<<8 | d<<4 | e, unused = 0.
 *
 * high, omaha-high:  cat << 20 | nibbles(...)
 *   cat 0 high card (5 ranks desc) · 1 pair (pair, 3 kickers desc) · 2 two pair (high pair, low
 *   pair, kicker) · 3 trips (trips, 2 kickers desc) · 4 straight (top rank; the wheel A-2-3-4-5
 *   has top 3) · 5 flush (5 ranks desc) · 6 full house (trips, pair) · 7 quads (quad, kicker) ·
 *   8 straight flush (top rank).
 * deuce-seven:       0x8FFFFF - h, where h is the high layout above computed with the ace high
 *   only (A-2-3-4-5 is a high card, not a straight). Category keys as for high.
 * low8, omaha-low8:  0xFFFFF - nibbles(k1..k5), k = ace-low ranks (A=1, 2=2 .. 8=8) of the five
 *   lowest distinct ranks <= 8, descending. Category: 'eight-low' .. 'five-low' by k1.
 * soko (five cards): cat << 20 | nibbles(...)
 *   cat 0 high card · 1 pair · 2 four-straight (top rank of the four, with A-2-3-4 topped by the
 *   4 (r=2); then the fifth card's rank) · 3 four-flush (the four suited ranks desc, then the fifth
 *   card's rank) · 4 two pair · 5 trips · 6 straight · 7 flush · 8 full house · 9 quads ·
 *   10 straight flush; others laid out as for high. A hand that is both four-flush and
 *   four-straight is a four-flush. With two four-straights, the higher top counts.
 * americana (five cards, 32-card deck): cat << 20 | nibbles(...), ranks r as above (7 = 5 .. A = 12)
 *   cat 0 high card · 1 pair · 2 two pair · 3 trips · 4 straight · 5 full house · 6 flush ·
 *   7 quads · 8 straight flush. The lowest straight A-7-8-9-T has top T (r=8).
 * telesina (5 cards, or 6 with the Vela; 32-card deck): cat << 25 | fields, cat as americana.
 *   Here ranks are q = r - 5 (7 = 0 .. A = 7, 3 bits) and suits are t = hearts 3, diamonds 2,
 *   clubs 1, spades 0 (2 bits). Fields are packed from bit 24 down, first field most significant:
 *   straight / straight flush: q(top), t(top card)        (A-7-8-9-T: top T)
 *   flush: t(suit), q1..q5 desc
 *   quads: q(quad), q(kicker) · full house: q(trips), q(pair) · trips: q(trips), q(k1), q(k2)
 *   two pair: q(high pair), q(low pair), q(kicker), max t of the high pair's two cards
 *   pair: q(pair), q(k1), q(k2), q(k3), t(k1)
 *   high card: q1, t1, q2, t2, .. q5, t5 (cards from the highest)
 *   H-TELESINA-HU (heads-up: T-9-8-7-A straight flush beats A-K-Q-J-T) is applied by the
 *   showdown, not by the strength.
 * draw32 (five cards, 32-card deck; a total order): cat << 25 | R << 10 | S, cat as americana.
 *   The five cards are put in significance order: high card, flush: by rank desc; straight and
 *   straight flush: from the top down (A-7-8-9-T: T 9 8 7 A); pair: the pair then kickers desc;
 *   two pair: high pair, low pair, kicker; trips, full house, quads: the group(s) then kickers.
 *   Within equal ranks, cards go by suit t desc.
 *   R = the five q values in that order, 3 bits each (first at bits 14..12 of R).
 *   S = the five t values, 2 bits each, in *tie-break order*: for high card, flush, straight,
 *   straight flush the same significance order; for pair, two pair, trips, full house, quads the
 *   kickers first (desc), then the grouped cards in significance order. Different hands differ
 *   in R or S, so no two different hands tie (H-DRAW32).
 *
 * Decisions where the layout above left room (taken with the reference, rankings/reference.ts):
 * - Card counts (validateHand): high and low8 take 5..7 cards in all (hole + board, any split);
 *   Omaha 4..5 hole + 3..5 board; deuce-seven, soko, americana, draw32 exactly 5 in all; telesina
 *   exactly 5 hole cards + at most one board card (the Vela).
 * - low8 with 5..7 cards is the best of every five-card choice, i.e. the five lowest distinct ranks.
 * - soko: the "fifth card" of a four-flush or four-straight is the card outside the four, its rank
 *   r with the ace as 12 (even next to A-2-3-4). Two four-straights cannot occur in five cards
 *   without a straight, so "the higher top counts" never arises; the code still takes the higher.
 * - telesina / draw32: "t(top card)" of A-7-8-9-T is the suit of the ten. Two pair's t = the
 *   better suit of the high pair. With the Vela the strength is the best of the six five-card
 *   choices; the showdown (src/engine/showdown) applies H-TELESINA-HU through compareTelesina
 *   (rankings/thirty-two.ts): heads-up, the lowest straight flush T-9-8-7-A beats A-K-Q-J-T, and
 *   only that pair of hands changes order (the exception is circular, so no number can hold it).
 * - HandValue.cards: the five cards in significance order: straights from the top down (an ace
 *   playing low last), otherwise bigger groups first, then higher ranks; lows from the highest
 *   card down; soko four-flush / four-straight: the four, then the fifth card. Equal ranks go by
 *   suit: telesina and draw32 hearts > diamonds > clubs > spades, the others by card id (spades
 *   > hearts > diamonds > clubs). When several five-card choices share the best strength, the
 *   one reported is the first best in this enumeration: all cards (Omaha: hole and board
 *   separately) sorted by card id descending, five-card (Omaha: two-card x three-card) index sets
 *   in lexicographic order. Only `strength` decides who wins.
 */
