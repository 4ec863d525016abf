// Quiz "does this all-in reopen the betting?" (B-FULLBET): only a full raise lets players who already
// acted raise again; players who have not yet acted may always raise. The engine's reopensAction answers.
import { GAMES, type MinRaiseRule, minRaiseTo, reopensAction } from '../../engine';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { BLIND_LEVELS, chooseGame, gamesWithStructure, minBetWords, question, roundWords } from './common';

const KIND = 'all-in-reopens';
const GAMES_HERE = gamesWithStructure(['no-limit']);

export const allInReopens: QuizKind = {
  id: KIND,
  code: 'ar',
  title: 'Does this all-in reopen the betting?',
  ruleIds: ['B-FULLBET', 'B-MINRAISE', 'B-MINRAISE-DOUBLE'],
  games: GAMES_HERE,
  generate(seed, difficulty, gameAsked) {
    const rng = new Rng(seed);
    const game = chooseGame(rng, GAMES_HERE, gameAsked);
    const [, big] = rng.pick(BLIND_LEVELS);
    const rule: MinRaiseRule = difficulty === 3 && rng.chance(0.5) ? 'double' : 'standard';
    const bet = big * rng.int(2, 20);
    const needed = minRaiseTo({ currentBet: bet, lastFullRaise: bet, minBet: big, rule });
    const allInTo = bet + Math.max(1, Math.round(((needed - bet) * rng.int(3, 14)) / 10));
    const askNotYetActed = difficulty >= 2 && rng.chance(0.3);
    const read = reopensAction({ currentBet: bet, raiseTo: allInTo, lastFullRaise: bet, minBet: big, rule });
    const mayRaise = askNotYetActed || read.reopens;
    const facts = [
      `No limit, ${minBetWords(game, big)}, ${roundWords(game, false)}${rule === 'double' ? ', double minimum-raise rule' : ''}.`,
      `Seat 1 bets ${bet}. Seat 2 goes all-in for ${allInTo}.`,
      askNotYetActed ? 'Seat 3 has not acted yet on this round.' : `Seat 3 calls ${allInTo}. The action is back on Seat 1.`,
    ];
    const who = askNotYetActed ? 'Seat 3' : 'Seat 1';
    return question({ kind: KIND, seed, difficulty, game }, {
      prompt: `${GAMES[game].name}: may ${who} re-raise?`,
      scene: { facts },
      input: { type: 'choice', options: ['Yes, they may raise', 'No: only call or fold'] },
      expected: mayRaise ? 0 : 1,
      working: askNotYetActed ? ['Seat 3 has not acted yet on this round, so Seat 3 may raise whatever the size of the all-in.', read.reason] : [read.reason],
      ruleIds: ['B-FULLBET', rule === 'double' ? 'B-MINRAISE-DOUBLE' : 'B-MINRAISE'],
    });
  },
};
