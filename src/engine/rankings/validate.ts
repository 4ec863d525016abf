// Input checks shared by the reference and the Wasm evaluator's front door (card counts per rule, duplicates, C-DECK32).
import { formatCard, outsideDeck } from '../cards';
import { HAND_RULES, type HandRule } from './types';

/** Bad input to an evaluator: the message is a sentence a learner can act on. */
export class HandInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HandInputError';
  }
}

/** The card counts each rule accepts: hole cards, board cards and the total. */
interface CountRule {
  hole: [number, number];
  board: [number, number];
  total: [number, number];
  /** Uses only the 32-card deck (C-DECK32). */
  deck32: boolean;
}

/** RULES.md §2: how many cards each hand rule takes. */
export const CARD_COUNTS: Readonly<Record<HandRule, Readonly<CountRule>>> = {
  'high': { hole: [0, 7], board: [0, 5], total: [5, 7], deck32: false },        // H-HIGH, H-HOLDEM, stud
  'omaha-high': { hole: [4, 5], board: [3, 5], total: [7, 10], deck32: false }, // H-OMAHA
  'low8': { hole: [0, 7], board: [0, 5], total: [5, 7], deck32: false },        // H-LOW8 (stud hi/lo)
  'omaha-low8': { hole: [4, 5], board: [3, 5], total: [7, 10], deck32: false }, // H-LOW8 + H-OMAHA
  'deuce-seven': { hole: [0, 5], board: [0, 5], total: [5, 5], deck32: false }, // H-27
  'soko': { hole: [0, 5], board: [0, 5], total: [5, 5], deck32: false },        // H-SOKO
  'americana': { hole: [0, 5], board: [0, 5], total: [5, 5], deck32: true },    // H-AMERICANA
  'telesina': { hole: [5, 5], board: [0, 1], total: [5, 6], deck32: true },     // H-TELESINA: five + the Vela
  'draw32': { hole: [0, 5], board: [0, 5], total: [5, 5], deck32: true },       // H-DRAW32
};

const RULE_NAMES: Record<HandRule, string> = {
  'high': 'A high hand', 'omaha-high': 'Omaha', 'low8': 'An eight-or-better low', 'omaha-low8': 'Omaha',
  'deuce-seven': 'Deuce-to-seven', 'soko': 'Soko', 'americana': 'Americana', 'telesina': 'Telesina',
  'draw32': '32-card draw',
};

const range = ([min, max]: readonly [number, number]) => (min === max ? `${min}` : `${min} to ${max}`);
const describeValue = (value: unknown) =>
  typeof value === 'string' ? `"${value}"` : typeof value === 'object' && value !== null ? 'an object' : String(value);

function checkCards(cards: unknown, where: string): void {
  if (!Array.isArray(cards)) {
    throw new HandInputError(`The ${where} must be a list of cards; got ${describeValue(cards)}.`);
  }
  for (const card of cards) {
    if (typeof card !== 'number' || !Number.isInteger(card) || card < 0 || card > 51) {
      throw new HandInputError(`${describeValue(card)} in the ${where} is not a card: cards are numbers 0 to 51 (read text with parseCards("Ah Kd")).`);
    }
  }
}

/**
 * Throws a HandInputError unless `hole` and `board` are a legal input for `rule`: the right card
 * counts (RULES.md §2), card ids 0..51, no card twice, and only sevens and up for the 32-card
 * rules (C-DECK32). Both evaluators call it before evaluating.
 */
export function validateHand(rule: HandRule, hole: readonly number[], board: readonly number[] = []): void {
  if (!HAND_RULES.includes(rule)) {
    throw new HandInputError(`"${String(rule)}" is not a hand rule; use one of ${HAND_RULES.join(', ')}.`);
  }
  checkCards(hole, 'hole cards');
  checkCards(board, 'board');
  const counts = CARD_COUNTS[rule];
  const name = RULE_NAMES[rule];
  const total = hole.length + board.length;
  if (rule === 'omaha-high' || rule === 'omaha-low8') {
    if (hole.length < 4 || hole.length > 5) throw new HandInputError(`Omaha needs 4 or 5 hole cards; got ${hole.length}.`);
    if (board.length < 3 || board.length > 5) throw new HandInputError(`Omaha needs 3 to 5 board cards; got ${board.length}.`);
  } else if (rule === 'telesina') {
    if (hole.length !== 5) throw new HandInputError(`Telesina needs a player's 5 cards; got ${hole.length}.`);
    if (board.length > 1) throw new HandInputError(`Telesina's board is the one Vela card at most; got ${board.length} board cards.`);
  } else if (total < counts.total[0] || total > counts.total[1]) {
    const got = board.length > 0 ? `${total} (${hole.length} + ${board.length} on the board)` : `${total}`;
    throw new HandInputError(`${name} needs ${range(counts.total)} cards in all; got ${got}.`);
  }

  const all = [...hole, ...board];
  for (let i = 0; i < all.length; i++) {
    for (let j = 0; j < i; j++) {
      if (all[i] === all[j]) {
        const place = i < hole.length ? 'twice in the hole cards' : j < hole.length ? 'both in the hole cards and on the board' : 'twice on the board';
        throw new HandInputError(`${formatCard(all[i])} appears ${place}: each card exists once in the deck.`);
      }
    }
    const outside = counts.deck32 ? outsideDeck(all[i], 32) : null;
    if (outside) throw new HandInputError(`${outside}, which ${name} uses.`);
  }
}
