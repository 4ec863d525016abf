// Quiz "the minimum raise": standard (B-MINRAISE: at least the largest bet or raise so far) and the
// card-room double rule (B-MINRAISE-DOUBLE: at least double the current bet); the engine's minRaiseTo answers.
import { GAMES, type MinRaiseRule, minRaiseTo } from '../../engine';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { BLIND_LEVELS, chooseGame, gamesWithStructure, question, roundWords, seatLabel } from './common';

const KIND = 'min-raise';
const GAMES_HERE = gamesWithStructure(['no-limit', 'pot-limit']);

export const minRaise: QuizKind = {
  id: KIND,
  code: 'mr',
  title: 'The minimum raise',
  ruleIds: ['B-MINRAISE', 'B-MINRAISE-DOUBLE', 'B-NL', 'B-FULLBET'],
  games: GAMES_HERE,
  generate(seed, difficulty, gameAsked) {
    const rng = new Rng(seed);
    const game = chooseGame(rng, GAMES_HERE, gameAsked);
    const [small, big] = rng.pick(BLIND_LEVELS);
    const rule: MinRaiseRule = difficulty === 1 ? 'standard' : rng.pick(['standard', 'double']);
    // Stud-type games: a later betting round (the first one starts with the bring-in).
    const blinds = GAMES[game].forcedBets === 'blinds';
    const preflop = blinds && rng.chance(0.5);
    const lines: string[] = [`${blinds ? `Blinds ${small}/${big}` : `Minimum bet ${big}`}, no limit. ${rule === 'double' ? 'This card room uses the double rule: a raise must at least double the bet.' : 'Standard minimum-raise rule.'}`];
    let currentBet = preflop ? big : 0;
    let lastFullRaise = big;
    let seat = preflop ? 3 : 1;
    const raises = difficulty === 1 ? rng.int(0, 1) : rng.int(1, 3);
    const ruleIds = [rule === 'double' ? 'B-MINRAISE-DOUBLE' : 'B-MINRAISE', 'B-NL'];
    for (let r = 0; r < raises; r++) {
      const min = minRaiseTo({ currentBet, lastFullRaise, minBet: big, rule });
      // Difficulty 3: the last raise may be an all-in short of a full raise (it does not change the increment).
      const short = difficulty === 3 && r === raises - 1 && currentBet > 0 && rng.chance(0.5);
      const to = short ? currentBet + Math.max(1, Math.floor((min - currentBet) * rng.int(3, 9) / 10)) : min + big * rng.int(0, 4);
      lines.push(`${seatLabel(seat)} ${currentBet === 0 ? 'bets' : 'raises to'} ${to}${short ? ' (all-in)' : ''}.`);
      if (!short) lastFullRaise = to - currentBet;
      else ruleIds.push('B-FULLBET');
      currentBet = to;
      seat++;
    }
    const expected = minRaiseTo({ currentBet, lastFullRaise, minBet: big, rule });
    const working = currentBet === 0 ? [`Nobody has bet: the smallest bet is the big blind, ${big}.`]
      : rule === 'double' ? [`Double rule: the raise must be at least the current bet of ${currentBet}, so at least ${currentBet} + ${currentBet} = ${expected}.`]
        : [`The largest full bet or raise this round is ${lastFullRaise}, so the smallest raise is to ${currentBet} + ${lastFullRaise} = ${expected}.`];
    return question({ kind: KIND, seed, difficulty, game }, {
      prompt: `${GAMES[game].name}, ${roundWords(game, preflop)}: ${seatLabel(seat)} has plenty of chips. What is the smallest ${currentBet === 0 ? 'bet' : 'raise'} they can make (the total to put in this round)?`,
      scene: { facts: lines },
      input: { type: 'amount', label: currentBet === 0 ? 'Bet' : 'Raise to' },
      expected,
      working,
      ruleIds,
    });
  },
};
