// Quiz "complete the short raise" (live): chips pushed short of a minimum raise. Pushed without a word, at least half
// the required raise is completed to the minimum and less is a call (B-HALFRULE); after saying "raise" the player
// must make at least a full minimum raise (B-DECLARE). The engine's hand.readLive reads the push at the spot the
// engine reached.
//
// Difficulty: 1 is heads-up, the standard minimum-raise rule, chips pushed silently; 2 adds three to six players,
// the double rule of some card rooms (B-MINRAISE-DOUBLE) and a declared "raise"; 3 puts the player where they
// already have chips in front of them (a blind, or a bet that was raised), so the push and the total differ.
import { GAMES, type MinRaiseRule } from '../../engine';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { chooseGame, gamesWithStructure, question, retry, seatLabel } from './common';
import { liveSpot } from './live-spot';
import { tableScene } from './table';

const KIND = 'half-rule';
const GAMES_HERE = gamesWithStructure(['no-limit']).filter((g) => GAMES[g].forcedBets === 'blinds');

export const halfRule: QuizKind = {
  id: KIND,
  code: 'hr',
  title: 'Complete the short raise (half rule)',
  ruleIds: ['B-HALFRULE', 'B-DECLARE', 'B-MINRAISE', 'B-MINRAISE-DOUBLE', 'B-LIVEACTS'],
  games: GAMES_HERE,
  generate(seed, difficulty, gameAsked) {
    const rng = new Rng(seed);
    const game = chooseGame(rng, GAMES_HERE, gameAsked);
    const rule: MinRaiseRule = difficulty === 1 ? 'standard' : rng.pick(['standard', 'double']);
    const declared = difficulty >= 2 && rng.chance(0.4);
    const built = retry(rng, (r) => {
      const spot = liveSpot(r, game, difficulty, rule, true);
      if (!spot) return null;
      if (difficulty === 3 && spot.playerBet === 0 && r.chance(0.7)) return null;
      const step = spot.unit / 10;
      const room = Math.floor((spot.minRaiseTo - spot.currentBet) / step);
      if (room < 2) return null;
      // A total strictly between the bet and the minimum raise, in chips of a tenth of the big blind.
      const pushedTo = spot.currentBet + step * r.int(1, room - 1);
      if (pushedTo - spot.playerBet > spot.stack - spot.unit) return null;
      return { spot, pushedTo };
    });
    const { spot, pushedTo } = built;
    const pushed = pushedTo - spot.playerBet;
    const reading = spot.p.hand.readLive({ chipsPushed: pushed, chipCount: 3, said: declared ? 'raise' : undefined });
    const name = seatLabel(spot.seat);
    const story = `${name} ${declared ? 'says "raise" and' : 'says nothing and'} pushes ${pushed} in chips forward${spot.playerBet ? `, on top of the ${spot.playerBet} already in front of them (${pushedTo} in all)` : ''}; plenty more chips behind.`;
    const { scene, table } = tableScene(spot.p, { actor: spot.seat, live: true, extraFacts: [story] });
    const required = spot.minRaiseTo - spot.currentBet;
    const ruleIds = ['B-HALFRULE', rule === 'double' ? 'B-MINRAISE-DOUBLE' : 'B-MINRAISE'];
    if (declared) ruleIds.push('B-DECLARE');
    return question({ kind: KIND, seed, difficulty, game }, {
      prompt: `${GAMES[game].name}: what does ${name}'s action become? Give their total for this betting round.`,
      scene,
      input: { type: 'amount', label: 'Total this round' },
      expected: reading.action.to,
      working: [
        `The bet is ${spot.currentBet}; the smallest raise is to ${spot.minRaiseTo} (a raise of ${required}${rule === 'double' ? ', the double rule' : ''}).`,
        `${name} went to ${pushedTo}, a raise of ${pushedTo - spot.currentBet}.`,
        reading.reason,
      ],
      ruleIds,
      table: { ...table, answerAction: reading.action.type === 'call' ? { type: 'call' } : { type: 'raise', to: reading.action.to } },
    });
  },
};
