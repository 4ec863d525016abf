// Quiz "the nuts": which holding makes the best possible hand on this board (H-NUTS, with H-HOLDEM: any five of
// seven; H-OMAHA: exactly two hole cards and three board cards). The engine's evaluator values every two-card holding
// of the unseen cards; the nut holding is among holdings that make lesser hands.
//
// Difficulty: 1 is a hold'em river on an unpaired board with at most three of a suit; 2 adds Omaha (two cards from
// the hand exactly) and turn boards; 3 only the traps: paired boards (full houses and quads) and four of a suit.
import { bestHandUnchecked, type Card, deckCards, formatCards, GAMES } from '../../engine';
import { msg } from '../../i18n/index';
import { gameName, type GameId } from '../games';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { shuffleItems } from './choices';
import { best, chooseGame, Dealer, handWords, question, retry } from './common';

const KIND = 'nut-hand';
const GAMES_HERE: GameId[] = ['holdem', 'omaha'];

/** The value of a two-card holding on the board: hold'em any five; Omaha exactly these two and three of the board. */
export function holdingValue(game: GameId, pair: readonly Card[], board: readonly Card[]): number {
  // The engine's reference evaluator without its input checks (the cards are distinct by construction): about a
  // thousand holdings are valued per question.
  if (GAMES[game].high !== 'omaha-high') return bestHandUnchecked('high', pair, board)!.strength;
  let top = -1;
  for (let a = 0; a < board.length; a++) for (let b = a + 1; b < board.length; b++) for (let c = b + 1; c < board.length; c++) {
    top = Math.max(top, bestHandUnchecked('high', [...pair, board[a], board[b], board[c]])!.strength);
  }
  return top;
}

/** A paired board, or four of a suit on it: the nuts is a full house, quads or a flush that needs the right cards. */
const trap = (board: readonly Card[]) => {
  const ranks = board.map((c) => c >> 2);
  const suits = [0, 1, 2, 3].map((s) => board.filter((c) => (c & 3) === s).length);
  return new Set(ranks).size < ranks.length || suits.some((n) => n >= 4);
};

export const nutHand: QuizKind = {
  id: KIND,
  code: 'nh',
  get title() { return msg('quiz.nut-hand.title'); },
  ruleIds: ['H-NUTS', 'H-HOLDEM', 'H-OMAHA', 'H-HIGH'],
  games: GAMES_HERE,
  generate(seed, difficulty, gameAsked) {
    const rng = new Rng(seed);
    const game = chooseGame(rng, difficulty === 1 && gameAsked === undefined ? ['holdem'] : GAMES_HERE, gameAsked);
    for (let skip = 1; skip < difficulty; skip++) rng.next();
    const built = retry(rng, (r) => {
      const boardSize = difficulty === 1 ? 5 : r.pick([4, 5]);
      const board = new Dealer(r).take(boardSize);
      if ((difficulty === 3) !== trap(board)) return null;
      const rest = deckCards(52).filter((c) => !board.includes(c));
      // Suits matter only for a suit with three or more cards on the board (a flush is possible in no other suit):
      // holdings alike in ranks and in which cards are of that suit have the same value, so one of each is valued.
      const flushSuit = [0, 1, 2, 3].find((x) => board.filter((c) => (c & 3) === x).length >= 3) ?? -1;
      const cls = (c: Card) => (c >> 2) * 2 + ((c & 3) === flushSuit ? 1 : 0);
      const classes = new Map<string, Card[][]>();
      for (let i = 0; i < rest.length; i++) for (let j = i + 1; j < rest.length; j++) {
        const k = [cls(rest[i]), cls(rest[j])].sort((a, b) => a - b).join();
        const list = classes.get(k);
        if (list) list.push([rest[i], rest[j]]); else classes.set(k, [[rest[i], rest[j]]]);
      }
      const holdings: { pair: Card[]; value: number }[] = [];
      for (const list of classes.values()) holdings.push({ pair: r.pick(list), value: holdingValue(game, list[0], board) });
      const values = [...new Set(holdings.map((h) => h.value))].sort((a, b) => b - a);
      if (values.length < 4) return null;
      const nuts = holdings.filter((h) => h.value === values[0]);
      // Distractors: the next best hands, each from a different strength.
      const lesser = values.slice(1, 6).map((v) => r.pick(holdings.filter((h) => h.value === v)));
      return { board, right: r.pick(nuts), lesser, count: nuts.length };
    }, 300);
    const { board, right, lesser, count } = built;
    const key = (h: { pair: Card[] }) => formatCards(h.pair);
    const { items, expected } = shuffleItems(rng, right, lesser, 4, key);
    const omaha = GAMES[game].high === 'omaha-high';
    const words = (h: { pair: Card[] }) => {
      if (!omaha) return handWords(best('high', h.pair, board));
      let top: ReturnType<typeof best> = null;
      for (let a = 0; a < board.length; a++) for (let b = a + 1; b < board.length; b++) for (let c = b + 1; c < board.length; c++) {
        const v = best('high', [...h.pair, board[a], board[b], board[c]]);
        if (!top || v!.strength > top.strength) top = v;
      }
      return handWords(top);
    };
    return question({ kind: KIND, seed, difficulty, game }, {
      prompt: msg(omaha ? 'quiz.nut-hand.prompt.omaha' : 'quiz.nut-hand.prompt.holdem', { game: gameName(game) }),
      scene: { board, boardLabel: msg(board.length === 4 ? 'quiz.nut-hand.boardTurn' : 'quiz.common.board') },
      input: { type: 'choice', options: items.map(key) },
      expected,
      working: [
        msg(omaha ? 'quiz.nut-hand.rule.omaha' : 'quiz.nut-hand.rule.holdem'),
        ...items.map((h) => msg('quiz.nut-hand.holding', { cards: key(h), hand: words(h) })),
        msg(count > 1 ? 'quiz.nut-hand.nutsShared' : 'quiz.nut-hand.nuts', { cards: key(right) }),
      ],
      ruleIds: ['H-NUTS', omaha ? 'H-OMAHA' : 'H-HOLDEM'],
    });
  },
};
