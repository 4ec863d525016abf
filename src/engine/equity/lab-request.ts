// labRequest: the equity lab's setup read into an engine request, or its problems by field (issue 14 point 6). Its own
// module so that the lab page loads it when a calculation starts, not before its first paint.
import { type Card, CardError, parseCards } from '../cards';
import { EQUITY_GAMES } from './games';
import { type LabField, type LabProblem, type LabSetup, MAX_LAB_TRIALS, isTwoCards, playerFields } from './lab-setup';
import type { isOmahaRange, parseOmahaRange } from './omaha-ranges';
import { HandRangeError, parseRange } from './ranges';
import type { EquityPlayerInput, EquityRequest } from './types';

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
  const owner = new Map<Card, string>();
  const names: Record<string, string> = { board: spec.id === 'telesina' ? 'the Vela' : 'the board', dead: 'the dead cards' };
  const cardsOf = (field: LabField, text: string, name: string): Card[] => {
    try {
      const cards = parseCards(text, { deck: spec.deck });
      for (const c of cards) {
        const first = owner.get(c);
        if (first !== undefined) throw new CardError(`${cardText(c)} is already in ${first}.`, cardText(c));
        owner.set(c, name);
      }
      return cards;
    } catch (e) {
      problems.push({ field, message: (e as Error).message, token: (e as CardError).token });
      return [];
    }
  };
  if (setup.players.length < spec.minPlayers || setup.players.length > spec.maxPlayers) {
    problems.push({ field: 'players', message: `${spec.name} equity takes ${spec.minPlayers} to ${spec.maxPlayers} players.` });
  }
  const fields = playerFields(spec);
  const players: EquityPlayerInput[] = [];
  const ranges: { i: number; text: string }[] = [];
  const omahaTexts: { i: number; text: string }[] = [];
  setup.players.forEach((p, i) => {
    const who = `player ${i + 1}'s hand`;
    if (fields === 'stud') {
      const down = cardsOf(`p${i}.down`, p.down, who);
      const up = cardsOf(`p${i}.up`, p.up, who);
      if (down.length + up.length > spec.playerCards) {
        problems.push({ field: `p${i}.up`, message: `In ${spec.name} a player holds ${spec.playerCards} cards; player ${i + 1} was given ${down.length + up.length}.` });
      }
      players.push({ down, up });
    } else if (fields === 'draw') {
      const kept = cardsOf(`p${i}.hand`, p.hand, who);
      const max = Math.min(spec.maxDraw ?? 5, spec.playerCards);
      if (!Number.isInteger(p.draw) || p.draw < 0 || p.draw > max) {
        problems.push({ field: `p${i}.draw`, message: `In ${spec.name} a player draws 0 to ${max} cards.` });
      } else if (kept.length + p.draw !== spec.playerCards) {
        problems.push({ field: `p${i}.draw`, message: `Player ${i + 1} keeps ${kept.length} and draws ${p.draw}: kept and drawn cards must make ${spec.playerCards}.` });
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
        problems.push({ field: `p${i}.hand`, message: `In ${spec.name} a player holds ${spec.playerCards} cards; player ${i + 1} was given ${cards.length}.` });
      }
      players.push({ cards });
    }
  });
  const board = cardsOf('board', setup.board, names.board);
  if (board.length > spec.boardCards) {
    problems.push({ field: 'board', message: spec.boardCards === 0 ? `${spec.name} has no community cards.`
      : `${spec.name} has at most ${spec.boardCards} community card${spec.boardCards > 1 ? 's' : ''}.` });
  }
  const dead = cardsOf('dead', setup.dead, names.dead);
  // Ranges are read once every known card is in, so card removal applies (and an emptied range is said at its field).
  const removed = [...owner.keys()];
  for (const { i, text } of ranges) {
    try { parseRange(text, removed); } catch (e) {
      problems.push({ field: `p${i}.hand`, message: (e as Error).message, token: (e as HandRangeError).token });
    }
  }
  const omahaHands: OmahaRangeInput[] = [];
  for (const { i, text } of omahaTexts) {
    try { omahaHands.push({ player: i, hands: omaha!.parseOmahaRange(text, spec.playerCards as 4 | 5, removed) }); } catch (e) {
      problems.push({ field: `p${i}.hand`, message: (e as Error).message, token: (e as CardError).token });
    }
  }
  if (setup.mode === 'monte-carlo' || setup.mode === 'auto') {
    if (!Number.isInteger(setup.trials) || setup.trials < 1000 || setup.trials > MAX_LAB_TRIALS) {
      problems.push({ field: 'trials', message: `Trials must be a whole number from 1,000 to ${MAX_LAB_TRIALS.toLocaleString('en')}.` });
    }
  }
  if (problems.length > 0) return { problems };
  return { request: { game: setup.game, players, board, dead, mode: setup.mode, trials: setup.trials }, omaha: omahaHands };
}

const cardText = (c: Card): string => '23456789TJQKA'[c >> 2] + 'cdhs'[c & 3];

