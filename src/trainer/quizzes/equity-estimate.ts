// Quiz "estimate the equity": heads-up with both hands known, the equity engine's exact share is the
// answer, graded within a tolerance (H-HOLDEM, H-OMAHA, H-LOW8, the stud-type rankings, P-RUNOUT; T-AI:
// what Hard bots estimate).
//
// Difficulty: 1 accepts answers within 10 points, from the turn in hold'em; 2 within 7; 3 within 5, and hold'em
// from the flop (two cards to come).
import { type Card, rankOf, referenceEquityMonteCarlo as referenceMonteCarlo, referenceEvaluator } from '../../engine';
import { formatPercent, msg } from '../../i18n/index';
import { gameName, TRAINER_GAMES, type GameId } from '../games';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { best, chips, chooseGame, Dealer, handWords, playerLabel, question } from './common';
import { exactEquity } from './equity';

const KIND = 'equity-estimate';
const GAMES_HERE: GameId[] = ['holdem', 'omaha', 'omaha-hl', 'stud7', 'stud7-hl', 'soko', 'americana', 'telesina', 'draw5', 'triple-draw-27', 'draw32'];
/** Monte Carlo deals for the draw games (seeded: the same question gives the same answer). */
const DRAW_TRIALS = 1500;

/** The cards a sensible player keeps: pairs and high cards (high games), low distinct cards (2-7). */
export function keepFor(lowball: boolean, cards: readonly Card[], keep: number): Card[] {
  const count = (c: Card) => cards.filter((x) => rankOf(x) === rankOf(c)).length;
  const order = [...cards].sort((a, b) => (lowball
    ? count(a) - count(b) || rankOf(a) - rankOf(b)
    : count(b) - count(a) || rankOf(b) - rankOf(a)));
  const kept: Card[] = [];
  for (const c of order) if (kept.length < keep && !(lowball && kept.some((k) => rankOf(k) === rankOf(c)))) kept.push(c);
  for (const c of order) if (kept.length < keep && !kept.includes(c)) kept.push(c);
  return kept;
}
const TOLERANCE = { 1: 10, 2: 7, 3: 5 } as const;

export const equityEstimate: QuizKind = {
  id: KIND,
  code: 'eq',
  get title() { return msg('quiz.equity-estimate.title'); },
  ruleIds: ['H-HOLDEM', 'H-OMAHA', 'H-LOW8', 'H-HIGH', 'H-SOKO', 'H-AMERICANA', 'H-TELESINA', 'H-27', 'H-DRAW32', 'P-RUNOUT', 'T-AI'],
  games: GAMES_HERE,
  generate(seed, difficulty, gameAsked, context) {
    const rng = new Rng(seed);
    const game = chooseGame(rng, GAMES_HERE, gameAsked);
    // Each level deals its own hands (the levels differ in what they accept, not only in the label).
    for (let skip = 1; skip < difficulty; skip++) rng.next();
    const g = TRAINER_GAMES[game];
    const dealer = new Dealer(rng, g.deck);
    if (g.family === 'draw') {
      // One draw to come: each player keeps some cards and draws the rest; the discards are out of play.
      const lowball = g.high === 'deuce-seven';
      const dealt = [dealer.take(5), dealer.take(5)];
      const draws = [rng.int(0, 3), rng.int(1, 3)];
      const kept = dealt.map((h, i) => keepFor(lowball, h, 5 - draws[i]));
      const dead = dealt.flatMap((h, i) => h.filter((c) => !kept[i].includes(c)));
      const result = referenceMonteCarlo({ game, players: kept.map((cards, i) => ({ cards, draw: draws[i] })), dead }, referenceEvaluator, DRAW_TRIALS, seed);
      const percent = Math.round(result.players[0].equity * 100);
      const p1 = playerLabel(0);
      const move = (i: number) => (draws[i] ? msg('quiz.equity-estimate.draws', { player: playerLabel(i), count: chips(draws[i]) }) : msg('quiz.equity-estimate.standsPat', { player: playerLabel(i) }));
      return question({ kind: KIND, seed, difficulty, game }, {
        prompt: msg(game === 'triple-draw-27' ? 'quiz.equity-estimate.prompt.lastDraw' : 'quiz.equity-estimate.prompt.draw', {
          game: gameName(game), first: move(0), second: move(1), question: msg('quiz.equity-estimate.question', { player: p1 }),
        }),
        scene: { seats: kept.map((cards, i) => ({ seat: i + 1, label: playerLabel(i), cards, note: draws[i] ? msg('quiz.equity-estimate.note.draws', { count: chips(draws[i]) }) : msg('quiz.equity-estimate.note.standsPat') })) },
        input: { type: 'amount', label: msg('quiz.equity-estimate.label', { player: p1 }), unit: '%' },
        expected: percent,
        tolerance: TOLERANCE[difficulty],
        working: [msg('quiz.equity-estimate.working.draw', { trials: chips(DRAW_TRIALS), player: p1, percent: formatPercent(percent / 100), tolerance: TOLERANCE[difficulty] })],
        ruleIds: [...g.rankingRules.filter((r) => r.startsWith('H-')), 'P-RUNOUT'],
      });
    }
    if (g.family !== 'flop') {
      // Stud-type games: the last card is still to come (Telesina: every card is out, the Vela is to come).
      const known = g.board ? g.cards : g.cards - 1;
      const hands: Card[][] = [dealer.take(known), dealer.take(known)];
      const equity = exactEquity(game, hands, [], context);
      const percent = Math.round(equity[0] * 100);
      const p1 = playerLabel(0);
      return question({ kind: KIND, seed, difficulty, game }, {
        prompt: msg(g.board ? 'quiz.equity-estimate.prompt.vela' : 'quiz.equity-estimate.prompt.lastCard', { game: gameName(game), question: msg('quiz.equity-estimate.question', { player: p1 }) }),
        scene: { seats: hands.map((cards, i) => ({ seat: i + 1, label: playerLabel(i), cards })) },
        input: { type: 'amount', label: msg('quiz.equity-estimate.label', { player: p1 }), unit: '%' },
        expected: percent,
        tolerance: TOLERANCE[difficulty],
        working: [msg(g.board ? 'quiz.equity-estimate.working.vela' : 'quiz.equity-estimate.working.lastCard', { player: p1, percent: formatPercent(percent / 100), tolerance: TOLERANCE[difficulty] })],
        ruleIds: [...g.rankingRules.filter((r) => r.startsWith('H-')), 'P-RUNOUT'],
      });
    }
    const hands: Card[][] = [dealer.take(g.cards), dealer.take(g.cards)];
    // Hold'em from the flop or the turn; Omaha from the turn (keeps exact enumeration quick).
    const boardCount = game === 'holdem' && difficulty === 3 ? 3 : 4;
    const board = dealer.take(boardCount);
    const equity = exactEquity(game, hands, board, context);
    const percent = Math.round(equity[0] * 100);
    const now = hands.map((h) => best(g.high, h, board));
    const p1 = playerLabel(0);
    return question({ kind: KIND, seed, difficulty, game }, {
      prompt: msg(boardCount === 3 ? 'quiz.equity-estimate.prompt.flop' : 'quiz.equity-estimate.prompt.turn', { game: gameName(game), question: msg('quiz.equity-estimate.question', { player: p1 }) }),
      scene: { seats: hands.map((cards, i) => ({ seat: i + 1, label: playerLabel(i), cards })), board, boardLabel: msg('quiz.common.board') },
      input: { type: 'amount', label: msg('quiz.equity-estimate.label', { player: p1 }), unit: '%' },
      expected: percent,
      tolerance: TOLERANCE[difficulty],
      working: [
        ...now.map((v, i) => msg('quiz.equity-estimate.now', { player: playerLabel(i), hand: handWords(v) })),
        msg(boardCount === 3 ? 'quiz.equity-estimate.working.flop' : 'quiz.equity-estimate.working.turn', { player: p1, percent: formatPercent(percent / 100), tolerance: TOLERANCE[difficulty] }),
      ],
      ruleIds: [g.high === 'omaha-high' ? 'H-OMAHA' : 'H-HOLDEM', ...(g.low ? ['H-LOW8'] : []), 'P-RUNOUT'],
    });
  },
};
