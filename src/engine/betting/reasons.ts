// Why an action is illegal, as a message id with parameters (DESIGN.md "Words on screen") and its English sentence.
import { placeText } from '../cards';
import { unknownGameText } from '../games/index';

/** Parameters of a reason: chip amounts, seats, card text, and nested reason ids. */
export type ReasonParams = Record<string, string | number>;

const verbOf = (p: ReasonParams) => String(p.verb ?? 'raise');

/** English sentences for each reason id; a translation supplies the same ids. */
export const REASON_TEXT = {
  // Why raising is closed (used inside 'may-not-raise').
  'raise-closed.timed-out': () => 'you timed out in the draw, so you may not bet or raise this round (G-DRAW-TIMER)',
  'raise-closed.full-bet': () => 'the last raise was an all-in smaller than a full raise, which does not reopen the betting for players who already acted (B-FULLBET): call or fold',
  'raise-closed.others-all-in': () => 'everyone else is all-in',
  'raise-closed.capped': (p: ReasonParams) => `the betting is capped at ${p.cap} bets this round (B-FL)`,
  'raise-closed.spread-total': (p: ReasonParams) => `a player's total this round may not exceed three times the round's maximum (${p.max}) (B-SPREAD)`,
  'raise-closed.no-chips': () => 'you have no chips left',
  'raise-closed.only-call': () => 'your chips only cover a call',
  // Betting actions.
  'no-bring-in': () => 'There is no bring-in to post now.',
  'bring-in-due': (p: ReasonParams) => `You must post the bring-in of ${p.amount} or complete the bet (F-BRINGIN).`,
  'nothing-to-fold': () => 'Nobody has bet, so there is nothing to fold to: you can check for free.',
  'cannot-check': (p: ReasonParams) => `You cannot check: there is a bet of ${p.bet} and you must call ${p.call}, raise or fold.`,
  'nothing-to-call': () => 'There is no bet to call: check instead.',
  'may-not-raise': (p: ReasonParams) => `You may not ${verbOf(p)}: ${reasonText(String(p.why), p)}.`,
  'whole-chips': (p: ReasonParams) => `The amount must be a whole number of chips, not ${p.amount}.`,
  'over-stack': (p: ReasonParams) => `You only have ${p.stack} chips behind, so you can ${verbOf(p)} to at most ${p.allInTo} (B-STACK).`,
  'below-minimum': (p: ReasonParams) => `The smallest ${verbOf(p)} is to ${p.min} (${reasonText(String(p.rule), p)}).`,
  'above-maximum': (p: ReasonParams) => `The largest ${verbOf(p)} allowed here is to ${p.max} (${reasonText(String(p.limit), p)}).`,
  'fixed-sizes': (p: ReasonParams) => `In fixed limit a ${verbOf(p)} goes to exactly ${p.sizes} (B-FL).`,
  'unknown-action': (p: ReasonParams) => `Unknown action "${p.type}".`,
  // Names of the rules behind a minimum or maximum.
  'rule.minimum-bet': () => 'the minimum bet (B-NL)',
  'rule.fixed-limit': () => 'a raise is one fixed bet more (B-FL)',
  'rule.double': () => 'a raise must be at least double the current bet (B-MINRAISE-DOUBLE)',
  'rule.standard': () => 'a raise must be at least the size of the largest bet or raise so far this round (B-MINRAISE)',
  'limit.pot-limit': () => 'pot limit: call, then raise by the pot (B-PL)',
  'limit.half-pot': () => 'half-pot limit: call, then raise by half the pot (B-HALFPL)',
  'limit.spread-limit': () => 'the spread limit for this round (B-SPREAD)',
  'limit.fixed-limit': () => 'fixed limit (B-FL)',
  'limit.no-limit': () => 'your stack (B-STACK)',
  // The hand's steps.
  'not-an-action': () => 'An action is an object like { type: "call" }.',
  'hand-over': () => 'The hand is over: no more actions.',
  'wrong-seat': (p: ReasonParams) => `It is seat ${p.turn}'s turn, not seat ${p.seat}'s.`,
  'expected-betting': (p: ReasonParams) => `Seat ${p.seat} must bet, call, check, raise or fold now, not "${p.type}".`,
  'expected-draw': (p: ReasonParams) => `Seat ${p.seat} must draw (discard 0 to ${p.max} cards) now, not "${p.type}".`,
  'discard-list': () => 'Say which cards to discard, as a list of cards.',
  'draw-too-many': (p: ReasonParams) => `You may draw at most ${p.max} cards in ${p.game}; you chose ${p.count}.`,
  'discard-not-held': (p: ReasonParams) => `${p.card} is not in your hand, so you cannot discard it.`,
  'discard-twice': (p: ReasonParams) => `${p.card} is listed twice.`,
  'expected-split': (p: ReasonParams) => `Seat ${p.seat} must say "split" or "no-split" to the split offer now (G-DRAW32-SPLIT).`,
  'expected-run-choice': (p: ReasonParams) => `Seat ${p.seat} must choose to run the board once, twice or twice+1 (P-RIT-INTERACTIVE).`,
  'run-times': () => 'Choose 1 (once), 2 (twice) or 3 (twice+1).',
  'disconnect-fixed-limit-only': () => 'Disconnection protection applies only in fixed-limit games (I-DISCONNECT).',
  'expected-run-answer': (p: ReasonParams) => `Seat ${p.seat} must accept or decline running it ${p.times === 2 ? 'twice' : 'twice+1'}.`,
  'deck-empty': () => 'The deck ran out of cards.',
  'no-such-seat': (p: ReasonParams) => `There is no seat ${p.seat}: seats are 0 to ${p.last}.`,
  'live-not-betting': () => 'Live chips are read only when a player is to bet, call, check, raise or fold.',
  'already-over': () => 'The hand is already over.',
  'unexplained': (p: ReasonParams) => String(p.text),
  // Bad setups (startHand, Table): what is wrong, and what a good value looks like.
  'setup.not-object': () => 'A hand setup is an object like { game: "holdem", structure: { kind: "no-limit", smallBlind: 1, bigBlind: 2 }, seats: [{ stack: 200 }, { stack: 200 }], button: 0 }.',
  'setup.unknown-game': (p: ReasonParams) => unknownGameText({ game: p.game, games: p.games }),
  'setup.no-structure': () => 'The setup needs a betting structure, like { kind: "no-limit", smallBlind: 1, bigBlind: 2 }.',
  'setup.structure-kind': (p: ReasonParams) => `"${p.kind}" is not a betting structure: choose one of ${p.kinds}.`,
  'setup.structure-not-played': (p: ReasonParams) => `${p.game} is not played ${p.kind}; it may be played ${p.kinds}.`,
  'setup.amount': (p: ReasonParams) => `The ${p.name} must be a whole number of chips from ${p.min} to ${p.max}, not ${p.value}.`,
  'setup.no-minimum-bet': (p: ReasonParams) => `The structure gives no minimum bet: set a bigBlind, a smallBet or a minBet from 1 to ${p.max} (it comes to ${p.value}).`,
  'setup.min-raise': (p: ReasonParams) => `The minRaise rule is "standard" or "double", not ${p.value}.`,
  'setup.spread-max': (p: ReasonParams) => `spreadMax is three whole numbers (the most a bet or raise may be in the first two rounds, the third, and the fourth on), each at least the minimum bet ${p.min}, like [${p.min}, ${2 * Number(p.min)}, ${3 * Number(p.min)}]; not ${p.value}.`,
  'setup.needs-blinds': (p: ReasonParams) => `${p.game} is played with blinds: give the structure a bigBlind (and a smallBlind).`,
  'setup.needs-bets': () => 'Fixed limit needs a smallBet (and a bigBet at least as large).',
  'setup.no-seats': () => 'The setup needs a list of seats, like [{ stack: 200 }, { stack: 200 }].',
  'setup.seat-not-object': (p: ReasonParams) => `Seat ${p.seat} must be an object like { stack: 200 }, not ${p.value}.`,
  'setup.stack': (p: ReasonParams) => `Seat ${p.seat}'s stack must be a whole number of chips from 0 to ${p.max}, not ${p.value}.`,
  'setup.too-many-chips': (p: ReasonParams) => `The stacks add up to ${p.total} chips; a table holds at most ${p.max}.`,
  'setup.seat-field': (p: ReasonParams) => `Seat ${p.seat}'s ${p.field} must be ${p.expected}, not ${p.value}.`,
  'setup.too-few-players': (p: ReasonParams) => `${p.game} needs at least ${p.min} players with chips; this setup has ${p.count}.`,
  'setup.too-many-players': (p: ReasonParams) => `${p.game} is played by at most ${p.max} players; this setup has ${p.count}.`,
  'setup.button': (p: ReasonParams) => `The button must be a seat number from 0 to ${p.last}, not ${p.value}.`,
  'setup.seat-cards': (p: ReasonParams) => `Seat ${p.seat} was given ${p.count} cards; a player gets at most ${p.max} in ${p.game}.`,
  'setup.card-list': (p: ReasonParams) => `${p.name} must be a list of cards (ids 0 to 51, or from parseCards("As Kd")).`,
  'setup.cards': (p: ReasonParams) => String(p.cause),
  'setup.not-in-deck': (p: ReasonParams) => `${p.card} in ${placeText(p.where, p, 'where')} is not in the 32-card deck (sevens up to aces only).`,
  'setup.board-size': (p: ReasonParams) => `${p.game} has at most ${p.max} board cards; ${p.count} were given.`,
  'setup.extra-boards': (p: ReasonParams) => `extraBoards is at most two lists of cards (for the second and third boards), not ${p.value}.`,
  'setup.seed': (p: ReasonParams) => `The seed must be a finite number, not ${p.value}.`,
  'setup.blinds': (p: ReasonParams) => `blinds must name seats dealt in: { smallBlind: seat or null, bigBlind: seat } (${p.which} is ${p.value}).`,
  'setup.blinds-not-used': (p: ReasonParams) => `${p.game} has no blinds (everyone antes): leave out blinds and posts.`,
  'setup.post': (p: ReasonParams) => `Post ${p.index} must be { seat, live, dead? } for a seat dealt in, with whole numbers of chips (${p.field} is ${p.value}).`,
  'setup.threshold': (p: ReasonParams) => `runItTwiceThreshold must be a whole number of chips, not ${p.value}.`,
  'setup.chooser': (p: ReasonParams) => `runItTwiceChooser must be a seat number from 0 to ${p.last}, not ${p.value}.`,
  'setup.evaluator': () => 'The evaluator must be an object with a best(rule, hole, board) function, passed beside the setup: startHand(setup, { evaluator }).',
  'setup.not-plain': (p: ReasonParams) => `The setup must be plain data (numbers, text, lists, objects) so it can be saved: ${p.field} is not.`,
  // The Table.
  'table.seat-count': () => 'A table needs at least two seats.',
  'table.taken': (p: ReasonParams) => `Seat ${p.seat} is taken.`,
  'table.empty': (p: ReasonParams) => `Seat ${p.seat} is empty.`,
  'table.sit-stack': (p: ReasonParams) => `A player sits down with a positive whole number of chips up to ${p.max}, not ${p.value}.`,
  'table.hand-in-progress': () => 'Finish the hand in progress before dealing the next one.',
  'table.hand-not-over': () => 'The hand is not over yet.',
  'table.wait': () => 'Wait until the hand in progress is over.',
  'table.button': (p: ReasonParams) => `The button must be a seat number from 0 to ${p.last}, not ${p.value}.`,
  'table.restore': (p: ReasonParams) => `This saved table cannot be rebuilt: its ${p.field} is not what a table could have left.`,
} satisfies Record<string, (p: ReasonParams) => string>;

/** A reason id. */
export type ReasonId = keyof typeof REASON_TEXT;

/** Why an action is illegal: the message id, its parameters, and the English sentence. */
export interface Reason {
  id: ReasonId;
  params: ReasonParams;
  text: string;
}

function reasonText(id: string, params: ReasonParams): string {
  const template = (REASON_TEXT as Record<string, (p: ReasonParams) => string>)[id];
  return template ? template(params) : id;
}

/** Builds a reason from its id and parameters. */
export function reason(id: ReasonId, params: ReasonParams = {}): Reason {
  return { id, params, text: reasonText(id, params) };
}
