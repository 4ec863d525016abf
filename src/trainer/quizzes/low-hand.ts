// Quiz "does this low qualify / which low is best" (H-LOW8): eight-or-better, aces low,
// straights and flushes do not count, compared from the top card down; Omaha two + three.
import { type Card } from '../../engine';
import { TRAINER_GAMES, type GameId } from '../games';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { best, chooseGame, Dealer, handWords, playerLabel, question } from './common';

const KIND = 'low-hand';
const GAMES: GameId[] = ['omaha-hl', 'omaha5-hl', 'stud7-hl'];

export const lowHand: QuizKind = {
  id: KIND,
  code: 'lo',
  title: 'Does this low qualify? Which low is best?',
  ruleIds: ['H-LOW8', 'H-OMAHA'],
  games: GAMES,
  generate(seed, difficulty, gameAsked) {
    const rng = new Rng(seed);
    const game = chooseGame(rng, GAMES, gameAsked);
    const g = TRAINER_GAMES[game];
    const low = g.low!;
    const ruleIds = g.family === 'flop' ? ['H-LOW8', 'H-OMAHA'] : ['H-LOW8'];
    const base = { kind: KIND, seed, difficulty, game };
    // Deal with a bias to small cards so that lows are common enough to be interesting.
    const dealBiased = (dealer: Dealer, n: number): Card[] => {
      const out: Card[] = [];
      while (out.length < n) {
        const c = dealer.take(1)[0];
        if (c >> 2 <= 6 || c >> 2 === 12 || rng.chance(0.35)) out.push(c);
      }
      return out;
    };
    const dealer = new Dealer(rng);
    const board = g.family === 'flop' ? dealBiased(dealer, 5) : [];
    if (difficulty === 1) {
      const hand = dealBiased(dealer, g.cards);
      const value = best(low, hand, board);
      return question(base, {
        prompt: `${g.name}: does this hand make a qualifying low?`,
        scene: { seats: [{ seat: 1, label: 'The hand', cards: hand }], board: board.length ? board : undefined, boardLabel: 'Board' },
        input: { type: 'choice', options: ['Yes', 'No'] },
        expected: value ? 0 : 1,
        working: [value ? `Yes: ${handWords(value)}.` : 'No: there are not five different ranks eight or lower' + (g.family === 'flop' ? ' using exactly two hole and three board cards.' : '.')],
        ruleIds,
      });
    }
    const hands = [dealBiased(dealer, g.cards), dealBiased(dealer, g.cards)];
    const values = hands.map((h) => best(low, h, board));
    const options = [playerLabel(0), playerLabel(1), 'Tie: they split the low', 'Neither has a low'];
    const expected = !values[0] && !values[1] ? 3 : !values[1] ? 0 : !values[0] ? 1
      : values[0]!.strength === values[1]!.strength ? 2 : values[0]!.strength > values[1]!.strength ? 0 : 1;
    return question(base, {
      prompt: `${g.name}: which player has the better low?`,
      scene: { seats: hands.map((cards, i) => ({ seat: i + 1, label: playerLabel(i), cards })), board: board.length ? board : undefined, boardLabel: 'Board' },
      input: { type: 'choice', options },
      expected,
      working: [...values.map((v, i) => `${playerLabel(i)}: ${handWords(v)}.`), `Compare from the highest card down: ${options[expected]}.`],
      ruleIds,
    });
  },
};
