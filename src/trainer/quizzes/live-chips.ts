// Quiz "what does this live action count as?": one oversized chip without a word is a call, a bet without a stated
// amount is the chips pushed, "call" with extra chips is a call (B-LIVEACTS); a declared "raise" is at least a full
// minimum raise (B-DECLARE); a silent short raise is completed or called by the half rule (B-HALFRULE). The engine's
// hand.readLive reads the push at a spot the engine reached.
//
// Difficulty: 1 is heads-up with the single-word cases (one oversized chip, a silent bet, "call" with extra chips);
// 2 adds three to six players, a declared "raise" short of the minimum and the silent half rule; 3 adds the double
// minimum-raise rule and players who already have chips in front of them (a blind, or a bet that was raised).
import { GAMES, type MinRaiseRule } from '../../engine';
import { msg } from '../../i18n/index';
import { gameName } from '../games';
import type { Difficulty, QuizKind } from '../quiz';
import { Rng } from '../rng';
import { shuffleChoices } from './choices';
import { chips, chooseGame, gamesWithStructure, question, retry, seatLabel } from './common';
import { type LivePush, liveReadingText, liveSpot } from './live-spot';
import { tableScene } from './table';

const KIND = 'live-chips';
const GAMES_HERE = gamesWithStructure(['no-limit']).filter((g) => GAMES[g].forcedBets === 'blinds');
type Case = 'one-chip' | 'silent-bet' | 'call-extra' | 'declared-raise' | 'silent-short';
const CASES: Record<Difficulty, Case[]> = {
  1: ['one-chip', 'silent-bet', 'call-extra'],
  2: ['one-chip', 'silent-bet', 'call-extra', 'declared-raise', 'declared-raise', 'silent-short'],
  3: ['one-chip', 'call-extra', 'declared-raise', 'declared-raise', 'silent-short', 'silent-short'],
};
const CHIPS = [100, 500, 1000, 5000, 25000, 100000];

export const liveChips: QuizKind = {
  id: KIND,
  code: 'lc',
  get title() { return msg('quiz.live-chips.title'); },
  ruleIds: ['B-LIVEACTS', 'B-DECLARE', 'B-HALFRULE', 'B-MINRAISE-DOUBLE'],
  games: GAMES_HERE,
  generate(seed, difficulty, gameAsked) {
    const rng = new Rng(seed);
    const game = chooseGame(rng, GAMES_HERE, gameAsked);
    const which = rng.pick(CASES[difficulty]);
    const rule: MinRaiseRule = difficulty === 3 && rng.chance(0.4) ? 'double' : 'standard';
    const built = retry(rng, (r) => {
      const spot = liveSpot(r, game, difficulty, rule, which !== 'silent-bet');
      if (!spot) return null;
      const owed = spot.currentBet - spot.playerBet;
      const step = spot.unit / 10;
      let push: LivePush;
      let story: string;
      const name = seatLabel(spot.seat);
      switch (which) {
        case 'one-chip': {
          const chip = CHIPS.find((c) => c > owed && c < spot.stack && c < spot.minRaiseTo - spot.playerBet + spot.unit * 4);
          if (!chip) return null;
          push = { chipsPushed: chip, chipCount: 1 };
          story = msg('quiz.live-chips.story.one-chip', { seat: name, chip: chips(chip) });
          break;
        }
        case 'silent-bet': {
          const amount = spot.unit * r.int(1, 6) + (r.chance(0.3) ? spot.unit / 2 : 0);
          if (amount >= spot.stack) return null;
          push = { chipsPushed: amount, chipCount: r.int(2, 6) };
          story = msg('quiz.live-chips.story.silent-bet', { seat: name, amount: chips(amount) });
          break;
        }
        case 'call-extra': {
          const amount = owed + spot.unit * r.int(1, 4);
          if (amount >= spot.stack) return null;
          push = { chipsPushed: amount, chipCount: r.int(2, 5), said: 'call' };
          story = msg('quiz.live-chips.story.call-extra', { seat: name, amount: chips(amount) });
          break;
        }
        default: {
          const room = Math.floor((spot.minRaiseTo - spot.currentBet) / step);
          if (room < 2) return null;
          const to = spot.currentBet + step * r.int(1, room - 1);
          const amount = to - spot.playerBet;
          const said = which === 'declared-raise' ? 'raise' as const : undefined;
          push = { chipsPushed: amount, chipCount: r.int(2, 5), said };
          const storyId = `quiz.live-chips.story.${said ? 'declared' : 'silent'}${spot.playerBet ? 'OnTop' : ''}` as const;
          story = msg(storyId, { seat: name, amount: chips(amount), bet: chips(spot.playerBet), total: chips(to) });
        }
      }
      return { spot, push, story };
    });
    const { spot, push, story } = built;
    const reading = spot.p.hand.readLive(push);
    type Read = { type: 'check' | 'call' | 'bet' | 'raise'; to: number };
    const say = (t: Read) => (t.type === 'check' ? msg('quiz.live-chips.check') : msg(`quiz.live-chips.${t.type}`, { to: chips(t.to) }));
    const right = say(reading.action);
    const total = spot.playerBet + push.chipsPushed;
    const wrongReads: Read[] = spot.currentBet === 0
      ? [{ type: 'check', to: 0 }, { type: 'bet', to: spot.unit }, { type: 'bet', to: total }, { type: 'bet', to: total + spot.unit }]
      : [{ type: 'call' as const, to: spot.currentBet }, ...[total, spot.minRaiseTo, spot.currentBet * 2 + spot.unit].map((to): Read => ({ type: 'raise', to }))]
        .filter((t) => t.type !== 'raise' || t.to > spot.currentBet);
    const wrong = wrongReads.map(say);
    const { options, expected } = shuffleChoices(rng, right, wrong, 4);
    const { scene, table } = tableScene(spot.p, { actor: spot.seat, live: true, extraFacts: [story] });
    const ruleIds = ['B-LIVEACTS'];
    if (push.said === 'raise') ruleIds.push('B-DECLARE');
    if (which === 'silent-short') ruleIds.push('B-HALFRULE');
    if (rule === 'double') ruleIds.push('B-MINRAISE-DOUBLE');
    return question({ kind: KIND, seed, difficulty, game }, {
      prompt: msg('quiz.live-chips.prompt', { game: gameName(game), seat: seatLabel(spot.seat) }),
      scene,
      input: { type: 'choice', options },
      expected,
      working: [liveReadingText(spot, push, reading)],
      ruleIds,
      table: { ...table, answerAction: reading.action.type === 'check' || reading.action.type === 'call' ? { type: reading.action.type } : { type: reading.action.type, to: reading.action.to } },
    });
  },
};
