// Quiz "pick the best five": tap the five cards that make the best high hand. Hold'em may use
// two, one or none of the hole cards (H-HOLDEM); Omaha exactly two hole + three board (H-OMAHA).
import { type Card } from '../../engine';
import { msg } from '../../i18n/index';
import { handNameInSentence } from '../hand-name';
import { gameName, TRAINER_GAMES, type GameId } from '../games';
import { answerFits, type QuizKind } from '../quiz';
import { Rng } from '../rng';
import { best, chooseGame, Dealer, formatCards, handWords, question } from './common';

const KIND = 'best-five';
const GAMES: GameId[] = ['holdem', 'omaha', 'omaha5', 'omaha-hl', 'omaha5-hl'];

/** Why five chosen cards are not a legal hand here, or null. */
export function illegalFive(game: GameId, hole: readonly Card[], board: readonly Card[], five: readonly Card[]): string | null {
  if (new Set(five).size !== 5) return msg('quiz.best-five.notFive');
  if (five.some((c) => !hole.includes(c) && !board.includes(c))) return msg('quiz.best-five.notOnTable');
  const fromHole = five.filter((c) => hole.includes(c)).length;
  if (TRAINER_GAMES[game].high === 'omaha-high' && fromHole !== 2) return msg('quiz.best-five.omahaTwo', { n: fromHole });
  return null;
}

export const bestFive: QuizKind = {
  id: KIND,
  code: 'b5',
  get title() { return msg('quiz.best-five.title'); },
  ruleIds: ['H-HOLDEM', 'H-OMAHA', 'H-HIGH'],
  games: GAMES,
  generate(seed, difficulty, gameAsked) {
    const rng = new Rng(seed);
    const game = chooseGame(rng, GAMES, gameAsked);
    // Each level deals its own question (the levels differ in what they look for, not only in the label).
    for (let skip = 1; skip < difficulty; skip++) rng.next();
    const g = TRAINER_GAMES[game];
    let hole: Card[] = [];
    let board: Card[] = [];
    // Difficulty: 1 is any deal; 2 looks for hands where the board does much of the work (hold'em: one hole card or
    // none plays; Omaha: a board with three of a suit or a pair, which the hand cannot simply use); 3 for the traps
    // (hold'em: the board plays or only one hole card counts; Omaha: four of a suit or a paired board).
    for (let attempt = 0; attempt < (difficulty === 1 ? 1 : 200); attempt++) {
      const dealer = new Dealer(rng);
      hole = dealer.take(g.cards);
      board = dealer.take(5);
      const value = best(g.high, hole, board)!;
      const fromHole = value.cards.filter((c) => hole.includes(c)).length;
      const boardAlone = best('high', board)!;
      const suited = Math.max(...[0, 1, 2, 3].map((s) => board.filter((c) => (c & 3) === s).length));
      const fourSuited = suited >= 4;
      if (difficulty === 2 && (g.high === 'omaha-high' ? suited === 3 || boardAlone.category === 'pair' : fromHole < 2)) break;
      if (difficulty === 3 && (g.high === 'omaha-high' ? (boardAlone.category !== 'high-card' && boardAlone.category !== 'pair') || fourSuited : fromHole === 0 || boardAlone.strength === value.strength || (fromHole === 1 && value.category !== 'high-card' && value.category !== 'pair'))) break;
    }
    const value = best(g.high, hole, board)!;
    const rule = g.high === 'omaha-high' ? 'H-OMAHA' : 'H-HOLDEM';
    // The deciding detail: how many hole cards the best hand uses, and which (read off the engine's five cards).
    const used = value.cards.filter((c) => hole.includes(c));
    const hand = handNameInSentence(g.high, value);
    const decisive = used.length === 0 ? msg('quiz.best-five.boardPlays', { hand })
      : msg(g.high === 'omaha-high' ? 'quiz.best-five.usesOmaha' : 'quiz.best-five.uses', { hand, used: used.length, cards: formatCards(used), rest: 5 - used.length });
    return question({ kind: KIND, seed, difficulty, game }, {
      prompt: msg(g.low ? 'quiz.best-five.promptHigh' : 'quiz.best-five.prompt', { game: gameName(game) }),
      scene: { seats: [{ seat: 1, label: msg('quiz.best-five.yourHand'), cards: hole }], board, boardLabel: msg('quiz.common.board') },
      input: { type: 'cards', from: [...hole, ...board], count: 5 },
      expected: value.cards,
      working: [
        msg(g.high === 'omaha-high' ? 'quiz.best-five.omahaRule' : 'quiz.best-five.holdemRule'),
        msg('quiz.best-five.best', { hand: handWords(value) }),
      ],
      decisive,
      ruleIds: [rule, 'H-HIGH'],
    });
  },
  grade(q, answer) {
    if (!answerFits(q.input, answer) || !Array.isArray(answer)) return false;
    const hole = q.scene.seats![0].cards!;
    const board = q.scene.board!;
    if (illegalFive(q.game!, hole, board, answer)) return false;
    // Any five that reach the best strength are right (equal hands exist, e.g. the kicker does not play).
    return best('high', answer)!.strength === best('high', q.expected as Card[])!.strength;
  },
  wrong(q) {
    const expected = q.expected as Card[];
    const from = (q.input as { from: Card[] }).from;
    const top = best('high', expected)!.strength;
    for (let i = 0; i < 5; i++) {
      for (const other of from) {
        if (expected.includes(other)) continue;
        const five = expected.map((c, j) => (j === i ? other : c));
        if (best('high', five)!.strength < top) return five;
      }
    }
    return [expected[0], expected[0], expected[0], expected[0], expected[0]];
  },
};
