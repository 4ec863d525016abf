// Quiz "estimate the equity": heads-up with both hands known, the equity engine's exact share is the
// answer, graded within a tolerance (H-HOLDEM, H-OMAHA, H-LOW8, the stud-type rankings, P-RUNOUT; T-AI:
// what Hard bots estimate).
import { type Card } from '../../engine';
import { TRAINER_GAMES, type GameId } from '../games';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { best, chooseGame, Dealer, handWords, playerLabel, question } from './common';
import { exactEquity } from './equity';

const KIND = 'equity-estimate';
const GAMES_HERE: GameId[] = ['holdem', 'omaha', 'omaha-hl', 'stud7', 'stud7-hl', 'soko', 'americana', 'telesina'];
const TOLERANCE = { 1: 10, 2: 7, 3: 5 } as const;

export const equityEstimate: QuizKind = {
  id: KIND,
  code: 'eq',
  title: 'Estimate the equity',
  ruleIds: ['H-HOLDEM', 'H-OMAHA', 'H-LOW8', 'H-HIGH', 'H-SOKO', 'H-AMERICANA', 'H-TELESINA', 'P-RUNOUT', 'T-AI'],
  games: GAMES_HERE,
  generate(seed, difficulty, gameAsked) {
    const rng = new Rng(seed);
    const game = chooseGame(rng, GAMES_HERE, gameAsked);
    const g = TRAINER_GAMES[game];
    const dealer = new Dealer(rng, g.deck);
    if (g.family !== 'flop') {
      // Stud-type games: the last card is still to come (Telesina: every card is out, the Vela is to come).
      const known = g.board ? g.cards : g.cards - 1;
      const hands: Card[][] = [dealer.take(known), dealer.take(known)];
      const equity = exactEquity(game, hands, []);
      const percent = Math.round(equity[0] * 100);
      const toCome = g.board ? 'the Vela is still to come' : 'each player has one card to come';
      return question({ kind: KIND, seed, difficulty, game }, {
        prompt: `${g.name}: both players are all-in and ${toCome}. Roughly what share of the pot does Player 1 win on average (in %)?`,
        scene: { seats: hands.map((cards, i) => ({ seat: i + 1, label: playerLabel(i), cards })) },
        input: { type: 'amount', label: 'Player 1 equity', unit: '%' },
        expected: percent,
        tolerance: TOLERANCE[difficulty],
        working: [`Dealing every possible remaining card${g.board ? '' : 's'}: Player 1 wins ${percent}% of the pot on average (within ${TOLERANCE[difficulty]} points counts as right).`],
        ruleIds: [...g.rankingRules.filter((r) => r.startsWith('H-')), 'P-RUNOUT'],
      });
    }
    const hands: Card[][] = [dealer.take(g.cards), dealer.take(g.cards)];
    // Hold'em from the flop or the turn; Omaha from the turn (keeps exact enumeration quick).
    const boardCount = game === 'holdem' && difficulty === 3 ? 3 : 4;
    const board = dealer.take(boardCount);
    const equity = exactEquity(game, hands, board);
    const percent = Math.round(equity[0] * 100);
    const now = hands.map((h) => best(g.high, h, board));
    return question({ kind: KIND, seed, difficulty, game }, {
      prompt: `${g.name}: both players are all-in ${boardCount === 3 ? 'on the flop' : 'on the turn'}. Roughly what share of the pot does Player 1 win on average (in %)?`,
      scene: { seats: hands.map((cards, i) => ({ seat: i + 1, label: playerLabel(i), cards })), board, boardLabel: 'Board' },
      input: { type: 'amount', label: 'Player 1 equity', unit: '%' },
      expected: percent,
      tolerance: TOLERANCE[difficulty],
      working: [
        ...now.map((v, i) => `${playerLabel(i)} now: ${handWords(v)}.`),
        `Dealing every remaining ${boardCount === 3 ? 'turn and river' : 'river'} card: Player 1 wins ${percent}% of the pot on average (within ${TOLERANCE[difficulty]} points counts as right).`,
      ],
      ruleIds: [g.high === 'omaha-high' ? 'H-OMAHA' : 'H-HOLDEM', ...(g.low ? ['H-LOW8'] : []), 'P-RUNOUT'],
    });
  },
};
