// Quiz "call or fold by pot odds": the call is right when the equity (from the equity engine) beats
// the price, call / (pot + bet + call) (H-HOLDEM, H-OMAHA; T-AI: the Normal bot plays by pot odds).
//
// Difficulty: the equity is at least 12 points from the price at level 1, 6 to 15 at level 2 and 2 to 6 at level 3
// (closer decisions).
import { type Card } from '../../engine';
import { formatPercent, msg } from '../../i18n/index';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { gameName, TRAINER_GAMES, type GameId } from '../games';
import { chips, chooseGame, Dealer, question, retry } from './common';
import { exactEquity } from './equity';

const KIND = 'pot-odds';
const GAMES_HERE: GameId[] = ['holdem', 'omaha', 'omaha5'];

export const potOdds: QuizKind = {
  id: KIND,
  code: 'po',
  get title() { return msg('quiz.pot-odds.title'); },
  ruleIds: ['H-HOLDEM', 'H-OMAHA', 'T-AI'],
  games: GAMES_HERE,
  generate(seed, difficulty, gameAsked, context) {
    const rng = new Rng(seed);
    const game = chooseGame(rng, GAMES_HERE, gameAsked);
    // Each level deals its own hands (the levels differ in what they accept, not only in the label).
    for (let skip = 1; skip < difficulty; skip++) rng.next();
    const g = TRAINER_GAMES[game];
    const built = retry(rng, (r) => {
      const dealer = new Dealer(r);
      const hands: Card[][] = [dealer.take(g.cards), dealer.take(g.cards)];
      const board = dealer.take(4);
      const equity = exactEquity(game, hands, board, context)[0];
      const pot = 10 * r.int(5, 40);
      const bet = 10 * r.int(1, Math.max(1, pot / 10));
      const price = bet / (pot + 2 * bet);
      // Keep clear decisions: the margin shrinks with difficulty.
      const margin = { 1: 0.12, 2: 0.06, 3: 0.02 }[difficulty];
      const upper = { 1: 1, 2: 0.15, 3: 0.06 }[difficulty];
      return Math.abs(equity - price) >= margin && Math.abs(equity - price) < upper ? { hands, board, equity, pot, bet, price } : null;
    }, 400);
    const { hands, board, equity, pot, bet, price } = built;
    const call = equity > price;
    return question({ kind: KIND, seed, difficulty, game }, {
      prompt: msg('quiz.pot-odds.prompt', { game: gameName(game), pot: chips(pot), bet: chips(bet) }),
      scene: {
        seats: [{ seat: 1, label: msg('quiz.common.you'), cards: hands[0] }, { seat: 2, label: msg('quiz.common.opponent'), cards: hands[1], note: msg('quiz.pot-odds.bets', { bet: chips(bet) }) }],
        board, boardLabel: msg('quiz.common.board'), pot: pot + bet,
      },
      input: { type: 'choice', options: [msg('quiz.pot-odds.call'), msg('quiz.pot-odds.fold')] },
      expected: call ? 0 : 1,
      working: [
        msg('quiz.pot-odds.price', { bet: chips(bet), win: chips(pot + bet), total: chips(pot + 2 * bet), price: formatPercent(Math.round(price * 1000) / 1000, 1) }),
        msg('quiz.pot-odds.equity', { equity: formatPercent(Math.round(equity * 1000) / 1000, 1) }),
        msg(call ? 'quiz.pot-odds.yes' : 'quiz.pot-odds.no'),
      ],
      ruleIds: [g.high === 'omaha-high' ? 'H-OMAHA' : 'H-HOLDEM', 'T-AI'],
    });
  },
};
