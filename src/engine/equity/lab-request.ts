// labRequest: the equity lab's setup read into an engine request, or its problems by field (issue 14 point 6). Its own
// module so that the lab page loads it when a calculation starts, not before its first paint.
import { type Card, CardError, type Place, cardError, formatCard, parseCards } from '../cards';
import { EQUITY_GAMES } from './games';
import { type LabField, type LabProblem, type LabSetup, MAX_LAB_TRIALS, isTwoCards, playerFields } from './lab-setup';
import type { isOmahaRange, parseOmahaRange } from './omaha-ranges';
import { HandRangeError, parseRange } from './ranges';
import type { EquityPlayerInput, EquityRequest } from './types';

type TextParams = Record<string, string | number>;

/** English sentences of the lab's own field problems by message id; the catalogues have `engine.<id>`. */
export const LAB_TEXT = {
  'lab.players': (p: TextParams) => `${p.game} equity takes ${p.min} to ${p.max} players.`,
  'lab.badDraw': (p: TextParams) => `In ${p.game} a player draws 0 to ${p.max} cards.`,
  'lab.drawMismatch': (p: TextParams) => `Player ${p.player} keeps ${p.kept} and draws ${p.draw}: kept and drawn cards must make ${p.cards}.`,
  'lab.tooManyCards': (p: TextParams) => `In ${p.game} a player holds ${p.cards} cards; player ${p.player} was given ${p.given}.`,
  'lab.boardTooLong': (p: TextParams) => (p.max === 0 ? `${p.game} has no community cards.`
    : `${p.game} has at most ${p.max} community card${Number(p.max) > 1 ? 's' : ''}.`),
  'lab.trials': (p: TextParams) => `Trials must be a whole number from 1,000 to ${Number(p.max).toLocaleString('en')}.`,
} satisfies Record<string, (p: TextParams) => string>;
type LabReasonId = keyof typeof LAB_TEXT;

/** A field problem with its message id (the English sentence from LAB_TEXT). */
const labProblem = (field: LabField, id: LabReasonId, params: TextParams): LabProblem =>
  ({ field, message: LAB_TEXT[id](params), reason: { id, params } });

/** A problem from an engine error: its English message, token and message id (when it has one). */
const fromError = (field: LabField, e: unknown): LabProblem => {
  const err = e as CardError;
  return { field, message: err.message, token: err.token, ...(err.reason ? { reason: err.reason } : {}) };
};

/** An Omaha player given a range (omaha-ranges.ts): the hands it holds after card removal. */
export interface OmahaRangeInput { player: number; hands: Card[][] }

/** Monte Carlo trials the lab offers at most (beyond this a run takes minutes). */
/** The Omaha range syntax (omaha-ranges.ts, its module as it is), passed in so that the page loads it only for Omaha. */
export interface OmahaRangeReader { isOmahaRange: typeof isOmahaRange; parseOmahaRange: typeof parseOmahaRange }

/**
 * Turns a setup into an engine request, or lists the problems by field (every field is checked, so all show at once).
 * Omaha hands written as ranges need `omaha` (without it they are read as cards, and refused as such).
 * Cards repeated across fields are reported at the later field. The engine's own checks (player counts, deck size,
 * ranges that can never be dealt together) still run in planEquity when the request is computed.
 */
export function labRequest(setup: LabSetup, omaha?: OmahaRangeReader): { request: EquityRequest; omaha: OmahaRangeInput[] } | { problems: LabProblem[] } {
  const spec = EQUITY_GAMES[setup.game];
  const problems: LabProblem[] = [];
  const owner = new Map<Card, Place>();
  const game = { game: spec.name, gameId: spec.id };
  const cardsOf = (field: LabField, text: string, place: Place): Card[] => {
    try {
      const cards = parseCards(text, { deck: spec.deck });
      for (const c of cards) {
        const first = owner.get(c);
        if (first !== undefined) {
          throw cardError('card.already-in', { card: formatCard(c), where: first.where, ...(first.player ? { where_player: first.player } : {}) }, formatCard(c));
        }
        owner.set(c, place);
      }
      return cards;
    } catch (e) {
      problems.push(fromError(field, e));
      return [];
    }
  };
  if (setup.players.length < spec.minPlayers || setup.players.length > spec.maxPlayers) {
    problems.push(labProblem('players', 'lab.players', { ...game, min: spec.minPlayers, max: spec.maxPlayers }));
  }
  const fields = playerFields(spec);
  const players: EquityPlayerInput[] = [];
  const ranges: { i: number; text: string }[] = [];
  const omahaTexts: { i: number; text: string }[] = [];
  setup.players.forEach((p, i) => {
    const who: Place = { where: 'where.hand', player: i + 1 };
    if (fields === 'stud') {
      const down = cardsOf(`p${i}.down`, p.down, who);
      const up = cardsOf(`p${i}.up`, p.up, who);
      if (down.length + up.length > spec.playerCards) {
        problems.push(labProblem(`p${i}.up`, 'lab.tooManyCards', { ...game, cards: spec.playerCards, player: i + 1, given: down.length + up.length }));
      }
      players.push({ down, up });
    } else if (fields === 'draw') {
      const kept = cardsOf(`p${i}.hand`, p.hand, who);
      const max = Math.min(spec.maxDraw ?? 5, spec.playerCards);
      if (!Number.isInteger(p.draw) || p.draw < 0 || p.draw > max) {
        problems.push(labProblem(`p${i}.draw`, 'lab.badDraw', { ...game, max }));
      } else if (kept.length + p.draw !== spec.playerCards) {
        problems.push(labProblem(`p${i}.draw`, 'lab.drawMismatch', { player: i + 1, kept: kept.length, draw: p.draw, cards: spec.playerCards }));
      }
      players.push({ cards: kept, draw: p.draw });
    } else if (spec.ranges && p.hand.trim() !== '' && !isTwoCards(p.hand)) {
      ranges.push({ i, text: p.hand });
      players.push({ range: p.hand });
    } else if (omaha && spec.kind === 'board' && spec.playerCards >= 4 && omaha.isOmahaRange(p.hand)) {
      omahaTexts.push({ i, text: p.hand });
      players.push({ cards: [] });
    } else if (/^\s*(random|any)?\s*$/i.test(p.hand)) {
      players.push({ cards: [] });
    } else {
      const cards = cardsOf(`p${i}.hand`, p.hand, who);
      if (cards.length > spec.playerCards) {
        problems.push(labProblem(`p${i}.hand`, 'lab.tooManyCards', { ...game, cards: spec.playerCards, player: i + 1, given: cards.length }));
      }
      players.push({ cards });
    }
  });
  const board = cardsOf('board', setup.board, { where: spec.id === 'telesina' ? 'where.vela' : 'where.board' });
  if (board.length > spec.boardCards) problems.push(labProblem('board', 'lab.boardTooLong', { ...game, max: spec.boardCards }));
  const dead = cardsOf('dead', setup.dead, { where: 'where.dead' });
  // Ranges are read once every known card is in, so card removal applies (and an emptied range is said at its field).
  const removed = [...owner.keys()];
  for (const { i, text } of ranges) {
    try { parseRange(text, removed); } catch (e) {
      problems.push(fromError(`p${i}.hand`, e as HandRangeError));
    }
  }
  const omahaHands: OmahaRangeInput[] = [];
  for (const { i, text } of omahaTexts) {
    try { omahaHands.push({ player: i, hands: omaha!.parseOmahaRange(text, spec.playerCards as 4 | 5, removed) }); } catch (e) {
      problems.push(fromError(`p${i}.hand`, e));
    }
  }
  if (setup.mode === 'monte-carlo' || setup.mode === 'auto') {
    if (!Number.isInteger(setup.trials) || setup.trials < 1000 || setup.trials > MAX_LAB_TRIALS) {
      problems.push(labProblem('trials', 'lab.trials', { max: MAX_LAB_TRIALS }));
    }
  }
  if (problems.length > 0) return { problems };
  return { request: { game: setup.game, players, board, dead, mode: setup.mode, trials: setup.trials }, omaha: omahaHands };
}

