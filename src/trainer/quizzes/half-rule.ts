// Quiz "complete the short raise" (live): chips pushed short of a minimum raise. Pushed without a word, at least half
// the required raise is completed to the minimum and less is a call (B-HALFRULE); after saying "raise" the player
// must make at least a full minimum raise (B-DECLARE). The engine's hand.readLive reads the push at the spot the
// engine reached.
//
// Difficulty: 1 is heads-up, the standard minimum-raise rule, chips pushed silently; 2 adds three to six players,
// the double rule of some card rooms (B-MINRAISE-DOUBLE) and a declared "raise"; 3 puts the player where they
// already have chips in front of them (a blind, or a bet that was raised), so the push and the total differ.
import { GAMES, type MinRaiseRule } from '../../engine';
import { msg } from '../../i18n/index';
import { gameName } from '../games';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { chips, chooseGame, gamesWithStructure, question, retry, seatLabel } from './common';
import { liveReadingText, liveSpot } from './live-spot';
import { tableScene } from './table';

const KIND = 'half-rule';
const GAMES_HERE = gamesWithStructure(['no-limit']).filter((g) => GAMES[g].forcedBets === 'blinds');

export const halfRule: QuizKind = {
  id: KIND,
  code: 'hr',
  get title() { return msg('quiz.half-rule.title'); },
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
    const push = { chipsPushed: pushed, chipCount: 3, said: declared ? 'raise' as const : undefined };
    const reading = spot.p.hand.readLive(push);
    const name = seatLabel(spot.seat);
    const storyId = `quiz.half-rule.story.${declared ? 'declared' : 'silent'}${spot.playerBet ? 'OnTop' : ''}` as const;
    const story = msg(storyId, { seat: name, pushed: chips(pushed), bet: chips(spot.playerBet), total: chips(pushedTo) });
    const { scene, table } = tableScene(spot.p, { actor: spot.seat, live: true, extraFacts: [story] });
    const required = spot.minRaiseTo - spot.currentBet;
    const ruleIds = ['B-HALFRULE', rule === 'double' ? 'B-MINRAISE-DOUBLE' : 'B-MINRAISE'];
    if (declared) ruleIds.push('B-DECLARE');
    return question({ kind: KIND, seed, difficulty, game }, {
      prompt: msg('quiz.half-rule.prompt', { game: gameName(game), seat: name }),
      scene,
      input: { type: 'amount', label: msg('quiz.half-rule.label') },
      expected: reading.action.to,
      working: [
        msg(rule === 'double' ? 'quiz.half-rule.minimumDouble' : 'quiz.half-rule.minimum', { bet: chips(spot.currentBet), min: chips(spot.minRaiseTo), required: chips(required) }),
        msg('quiz.half-rule.went', { seat: name, to: chips(pushedTo), raise: chips(pushedTo - spot.currentBet) }),
        liveReadingText(spot, push, reading),
      ],
      ruleIds,
      table: { ...table, answerAction: reading.action.type === 'call' ? { type: 'call' } : { type: 'raise', to: reading.action.to } },
    });
  },
};
