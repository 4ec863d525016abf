// Quiz "the pot-limit and half-pot maximum" (B-PL: call, then raise by the pot; B-HALFPL: the raise
// part capped at half). The engine's potLimitMaxRaiseTo / halfPotMaxRaiseTo answer.
import { GAMES, halfPotMaxRaiseTo, potLimitMaxRaiseTo } from '../../engine';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { BLIND_LEVELS, chooseGame, gamesWithStructure, question } from './common';

const KIND = 'pot-limit-max';
const GAMES_HERE = gamesWithStructure(['pot-limit', 'half-pot']);

export const potLimitMax: QuizKind = {
  id: KIND,
  code: 'pl',
  title: 'The pot-limit and half-pot maximum',
  ruleIds: ['B-PL', 'B-HALFPL'],
  games: GAMES_HERE,
  generate(seed, difficulty, gameAsked) {
    const rng = new Rng(seed);
    const game = chooseGame(rng, GAMES_HERE, gameAsked);
    const spec = GAMES[game];
    const kinds = spec.structures.filter((s) => s === 'pot-limit' || s === 'half-pot');
    const kind = difficulty === 1 ? kinds[0] : rng.pick(kinds);
    const [, big] = rng.pick(BLIND_LEVELS);
    const earlier = big * rng.int(2, 30);
    const facts = [`${kind === 'pot-limit' ? 'Pot limit' : 'Half-pot limit'}. The pot from earlier rounds is ${earlier}.`];
    let currentBet = 0;
    let onTable = 0;
    const bets = difficulty === 1 ? rng.int(0, 1) : rng.int(1, 2);
    for (let b = 0; b < bets; b++) {
      const to = currentBet === 0 ? big * rng.int(1, 8) : currentBet * 2 + big * rng.int(0, 4);
      facts.push(`Seat ${b + 1} ${currentBet === 0 ? 'bets' : 'raises to'} ${to}.`);
      onTable += to;
      currentBet = to;
    }
    // Difficulty 3: an earlier caller in between.
    const caller = difficulty === 3 && currentBet > 0 && rng.chance(0.6);
    if (caller) { facts.push(`Seat ${bets + 1} calls ${currentBet}.`); onTable += currentBet; }
    const actor = bets + (caller ? 2 : 1);
    const pot = earlier + onTable;
    const args = { pot, currentBet, playerBet: 0 };
    const expected = kind === 'pot-limit' ? potLimitMaxRaiseTo(args) : halfPotMaxRaiseTo(args);
    const afterCall = pot + currentBet;
    return question({ kind: KIND, seed, difficulty, game }, {
      prompt: `${spec.name}: what is the most Seat ${actor} may ${currentBet ? 'raise to' : 'bet'} (their total)?`,
      scene: { facts, pot },
      input: { type: 'amount', label: currentBet ? 'Raise to' : 'Bet' },
      expected,
      working: [
        currentBet ? `The pot with the bets on the table is ${pot}; first the call of ${currentBet} makes it ${afterCall}.` : `The pot is ${pot}.`,
        kind === 'pot-limit' ? `Then raise by that pot: ${currentBet} + ${afterCall} = ${expected}.`
          : `Then raise by half of it (rounded down), ${Math.floor(afterCall / 2)}: ${currentBet} + ${Math.floor(afterCall / 2)} = ${expected}.`,
      ],
      ruleIds: [kind === 'pot-limit' ? 'B-PL' : 'B-HALFPL'],
    });
  },
};
