// Quiz "call or fold by pot odds": the call is right when the equity (from the equity engine) beats
// the price, call / (pot + bet + call) (H-HOLDEM, H-OMAHA; T-AI: the Normal bot plays by pot odds).
//
// Difficulty: the equity is at least 12 points from the price at level 1, 6 to 15 at level 2 and 2 to 6 at level 3
// (closer decisions).
import { type Card } from '../../engine';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { TRAINER_GAMES, type GameId } from '../games';
import { chooseGame, Dealer, question, retry } from './common';
import { exactEquity } from './equity';

const KIND = 'pot-odds';
const GAMES_HERE: GameId[] = ['holdem', 'omaha', 'omaha5'];

export const potOdds: QuizKind = {
  id: KIND,
  code: 'po',
  title: 'Call or fold by pot odds',
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
      prompt: `${g.name}, on the turn. The pot is ${pot}; your opponent bets ${bet} and shows their cards. Call or fold?`,
      scene: { seats: [{ seat: 1, label: 'You', cards: hands[0] }, { seat: 2, label: 'Opponent', cards: hands[1], note: `bets ${bet}` }], board, boardLabel: 'Board', pot: pot + bet },
      input: { type: 'choice', options: ['Call', 'Fold'] },
      expected: call ? 0 : 1,
      working: [
        `The price: call ${bet} to win ${pot + bet}, so you need ${bet} / ${pot + 2 * bet} = ${Math.round(price * 1000) / 10}% equity.`,
        `Your equity with one card to come: ${Math.round(equity * 1000) / 10}%.`,
        call ? 'More than the price: call.' : 'Less than the price: fold.',
      ],
      ruleIds: [g.high === 'omaha-high' ? 'H-OMAHA' : 'H-HOLDEM', 'T-AI'],
    });
  },
};
