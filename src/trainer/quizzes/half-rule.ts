// Quiz "complete the short raise" (B-HALFRULE, live): a raise of at least half the required raise is
// completed to the minimum, less than half is a call. The engine's completeShortRaise answers.
import { completeShortRaise, GAMES, type MinRaiseRule, minRaiseTo } from '../../engine';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { BLIND_LEVELS, chooseGame, gamesWithStructure, minBetWords, question } from './common';

const KIND = 'half-rule';
const GAMES_HERE = gamesWithStructure(['no-limit']);

export const halfRule: QuizKind = {
  id: KIND,
  code: 'hr',
  title: 'Complete the short raise (half rule)',
  ruleIds: ['B-HALFRULE', 'B-MINRAISE', 'B-MINRAISE-DOUBLE'],
  games: GAMES_HERE,
  generate(seed, difficulty, gameAsked) {
    const rng = new Rng(seed);
    const game = chooseGame(rng, GAMES_HERE, gameAsked);
    const [, big] = rng.pick(BLIND_LEVELS);
    const rule: MinRaiseRule = difficulty === 1 ? 'standard' : rng.pick(['standard', 'double']);
    const bet = big * rng.int(2, 15);
    const raises = difficulty === 3 ? 1 : 0;
    let currentBet = bet;
    let lastFullRaise = bet;
    const facts = [`Live no-limit game, ${minBetWords(game, big)}${rule === 'double' ? ', double minimum-raise rule' : ''}. Seat 1 bets ${bet}.`];
    if (raises) {
      const to = minRaiseTo({ currentBet, lastFullRaise, minBet: big, rule }) + big * rng.int(0, 3);
      facts.push(`Seat 2 raises to ${to}.`);
      lastFullRaise = to - currentBet;
      currentBet = to;
    }
    const needed = minRaiseTo({ currentBet, lastFullRaise, minBet: big, rule });
    const pushedTo = currentBet + Math.max(1, Math.round(((needed - currentBet) * rng.int(1, 9)) / 10));
    facts.push(`Seat ${raises + 2} says "raise" and puts in ${pushedTo} in total, with plenty more chips behind.`);
    const read = completeShortRaise({ currentBet, pushedTo, lastFullRaise, minBet: big, rule });
    return question({ kind: KIND, seed, difficulty, game }, {
      prompt: `${GAMES[game].name}: what does Seat ${raises + 2}'s bet become (their total for the round)?`,
      scene: { facts },
      input: { type: 'amount', label: 'Total' },
      expected: read.to,
      working: [`The minimum raise is to ${needed}.`, read.reason],
      ruleIds: ['B-HALFRULE', rule === 'double' ? 'B-MINRAISE-DOUBLE' : 'B-MINRAISE'],
    });
  },
};
