// Input checks shared by the reference and the Wasm evaluator's front door (card counts per rule, duplicates, C-DECK32).
import { formatCard, outsideDeck } from '../cards';
import { HAND_RULES, type HandRule } from './types';

type TextParams = Record<string, string | number>;

/** English sentences of evaluator input errors by message id; the UI shows `engine.<id>` in the learner's language. */
export const HAND_INPUT_TEXT = {
  'hand.not-list': (p: TextParams) => `The ${p.where} must be a list of cards; got ${p.value}.`,
  'hand.not-card': (p: TextParams) => `${p.value} in the ${p.where} is not a card: cards are numbers 0 to 51 (read text with parseCards("Ah Kd")).`,
  'hand.rule': (p: TextParams) => `"${p.rule}" is not a hand rule; use one of ${p.rules}.`,
  'hand.omaha-hole': (p: TextParams) => `Omaha needs 4 or 5 hole cards; got ${p.count}.`,
  'hand.omaha-board': (p: TextParams) => `Omaha needs 3 to 5 board cards; got ${p.count}.`,
  'hand.telesina-hole': (p: TextParams) => `Telesina needs a player's 5 cards; got ${p.count}.`,
  'hand.telesina-board': (p: TextParams) => `Telesina's board is the one Vela card at most; got ${p.count} board cards.`,
  'hand.count': (p: TextParams) => `${p.name} needs ${p.need} cards in all; got ${p.got}.`,
  'hand.twice-hole': (p: TextParams) => `${p.card} appears twice in the hole cards: each card exists once in the deck.`,
  'hand.twice-both': (p: TextParams) => `${p.card} appears both in the hole cards and on the board: each card exists once in the deck.`,
  'hand.twice-board': (p: TextParams) => `${p.card} appears twice on the board: each card exists once in the deck.`,
  'hand.not-in-32': (p: TextParams) => `${p.card} is not in the 32-card deck (sevens up to aces only), which ${p.name} uses.`,
} satisfies Record<string, (p: TextParams) => string>;
export type HandInputReasonId = keyof typeof HAND_INPUT_TEXT;

/** Bad input to an evaluator: the message is a sentence a learner can act on; `reason` has its message id. */
export class HandInputError extends Error {
  readonly reason?: { id: HandInputReasonId; params: TextParams };
  constructor(message: string | HandInputReasonId, params: TextParams = {}) {
    const id = (message in HAND_INPUT_TEXT ? message : null) as HandInputReasonId | null;
    super(id ? HAND_INPUT_TEXT[id](params) : message);
    this.name = 'HandInputError';
    if (id) this.reason = { id, params };
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
    throw new HandInputError('hand.not-list', { where, value: describeValue(cards) });
  }
  for (const card of cards) {
    if (typeof card !== 'number' || !Number.isInteger(card) || card < 0 || card > 51) {
      throw new HandInputError('hand.not-card', { where, value: describeValue(card) });
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
    throw new HandInputError('hand.rule', { rule: String(rule), rules: HAND_RULES.join(', ') });
  }
  checkCards(hole, 'hole cards');
  checkCards(board, 'board');
  const counts = CARD_COUNTS[rule];
  const name = RULE_NAMES[rule];
  const total = hole.length + board.length;
  if (rule === 'omaha-high' || rule === 'omaha-low8') {
    if (hole.length < 4 || hole.length > 5) throw new HandInputError('hand.omaha-hole', { count: hole.length });
    if (board.length < 3 || board.length > 5) throw new HandInputError('hand.omaha-board', { count: board.length });
  } else if (rule === 'telesina') {
    if (hole.length !== 5) throw new HandInputError('hand.telesina-hole', { count: hole.length });
    if (board.length > 1) throw new HandInputError('hand.telesina-board', { count: board.length });
  } else if (total < counts.total[0] || total > counts.total[1]) {
    const got = board.length > 0 ? `${total} (${hole.length} + ${board.length} on the board)` : `${total}`;
    throw new HandInputError('hand.count', { name, need: range(counts.total), got });
  }

  const all = [...hole, ...board];
  for (let i = 0; i < all.length; i++) {
    for (let j = 0; j < i; j++) {
      if (all[i] === all[j]) {
        const id = i < hole.length ? 'hand.twice-hole' : j < hole.length ? 'hand.twice-both' : 'hand.twice-board';
        throw new HandInputError(id, { card: formatCard(all[i]) });
      }
    }
    // Ids 0..51 were checked above, so only the 32-card deck can leave a card out (C-DECK32).
    if (counts.deck32 && outsideDeck(all[i], 32)) throw new HandInputError('hand.not-in-32', { card: formatCard(all[i]), name });
  }
}
