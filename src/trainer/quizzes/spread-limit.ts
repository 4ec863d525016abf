// Quiz "the spread-limit range" (B-SPREAD, written 1-2-3): the smallest and largest raise-to in a
// round. The engine's spreadLimitRange answers.
import { GAMES, spreadLimitRange, spreadLimitRoundMax } from '../../engine';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { chooseGame, gamesWithStructure, question, retry } from './common';

const KIND = 'spread-limit';
const GAMES_HERE = gamesWithStructure(['spread-limit']);

export const spreadLimit: QuizKind = {
  id: KIND,
  code: 'sl',
  title: 'Spread limit: the range',
  ruleIds: ['B-SPREAD'],
  games: GAMES_HERE,
  generate(seed, difficulty, gameAsked) {
    const rng = new Rng(seed);
    const game = chooseGame(rng, GAMES_HERE, gameAsked);
    const spec = GAMES[game];
    const unit = rng.pick([1, 10, 100]);
    const spreadMax: [number, number, number] = [unit, 2 * unit, 3 * unit];
    const rounds = spec.streets.filter((s) => s.betting).length;
    const { roundIndex, currentBet, lastFullRaise, range } = retry(rng, (r) => {
      const roundIndex = r.int(0, rounds - 1);
      const max = spreadLimitRoundMax(roundIndex, spreadMax);
      const currentBet = difficulty === 1 ? 0 : r.int(0, 2) * max;
      const lastFullRaise = currentBet;
      const range = spreadLimitRange({ roundIndex, currentBet, lastFullRaise, minBet: unit, spreadMax });
      return range ? { roundIndex, currentBet, lastFullRaise, range } : null;
    });
    const max = spreadLimitRoundMax(roundIndex, spreadMax);
    const facts = [`Spread limit ${unit}-${2 * unit}-${3 * unit} (minimum bet ${unit}).`, `Betting round ${roundIndex + 1} of ${rounds}: the most one bet or raise may add is ${max}.`,
      currentBet ? `The current bet is ${currentBet} (the last raise added ${lastFullRaise}).` : 'Nobody has bet yet.'];
    return question({ kind: KIND, seed, difficulty, game }, {
      prompt: `${spec.name}: what are the smallest and the largest ${currentBet ? 'raise-to' : 'bet'} totals allowed now?`,
      scene: { facts },
      input: { type: 'amounts', labels: ['Smallest', 'Largest'] },
      expected: [range.minRaiseTo, range.maxRaiseTo],
      working: [
        `At least the minimum bet${currentBet ? ' and at least the previous raise' : ''}: ${range.minRaiseTo}.`,
        `At most ${max} more than the current bet, and a player's total this round at most 3 x ${max} = ${3 * max}: ${range.maxRaiseTo}.`,
      ],
      ruleIds: ['B-SPREAD'],
    });
  },
};
