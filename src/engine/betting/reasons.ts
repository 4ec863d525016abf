// Why an action is illegal, as a message id with parameters (DESIGN.md "Words on screen") and its English sentence.

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
