// Quiz "what does this live action count as?" (B-LIVEACTS: one oversized chip is a call, a bet without
// a stated amount is the chips pushed; B-HALFRULE). The engine's readLiveAction answers.
import { type LiveChipAction, readLiveAction } from '../../engine';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { question } from './common';

const KIND = 'live-chips';

export const liveChips: QuizKind = {
  id: KIND,
  code: 'lc',
  title: 'Live chips: what does it count as?',
  ruleIds: ['B-LIVEACTS', 'B-HALFRULE', 'B-FULLBET'],
  games: [],
  generate(seed, difficulty) {
    const rng = new Rng(seed);
    const big = rng.pick([100, 200, 500]);
    const kind = rng.int(0, difficulty === 1 ? 1 : 3);
    const currentBet = kind === 1 ? 0 : big * rng.int(2, 6);
    const a: LiveChipAction = { currentBet, playerBet: 0, lastFullRaise: Math.max(currentBet, big), minBet: big, chipsPushed: 0 };
    let story = '';
    if (kind === 0) {
      const chip = [1000, 5000, 25000].find((c) => c > currentBet)!;
      Object.assign(a, { chipsPushed: chip, chipCount: 1 });
      story = `Facing a bet of ${currentBet}, a player silently pushes one ${chip} chip forward.`;
    } else if (kind === 1) {
      const pushed = big * rng.int(1, 8) + (rng.chance(0.3) ? big / 2 : 0);
      Object.assign(a, { chipsPushed: pushed, chipCount: rng.int(2, 6) });
      story = `Nobody has bet. A player pushes ${pushed} in chips forward without saying anything.`;
    } else if (kind === 2) {
      const pushed = currentBet * 3;
      Object.assign(a, { chipsPushed: pushed, chipCount: rng.int(2, 5), said: 'call' });
      story = `Facing a bet of ${currentBet}, a player says "call" and pushes ${pushed} in chips forward.`;
    } else {
      const pushed = currentBet + Math.max(1, Math.round((currentBet * rng.int(2, 9)) / 10));
      Object.assign(a, { chipsPushed: pushed, chipCount: rng.int(2, 5), said: 'raise' });
      story = `Facing a bet of ${currentBet}, a player says "raise" and puts in ${pushed} in total (plenty more behind).`;
    }
    const reading = readLiveAction(a);
    const say = (t: { type: string; to: number }) => (t.type === 'check' ? 'A check' : t.type === 'call' ? `A call of ${t.to}` : t.type === 'bet' ? `A bet of ${t.to}` : `A raise to ${t.to}`);
    const right = say(reading.action);
    const distractors = currentBet === 0
      ? ['A check', `A bet of ${big}`, `A bet of ${a.chipsPushed}`, `A bet of ${a.chipsPushed + big}`]
      : [`A call of ${currentBet}`, `A raise to ${a.playerBet + a.chipsPushed}`, `A raise to ${currentBet * 2}`, `A raise to ${currentBet * 3}`];
    const pool = [right, ...distractors.filter((t) => t !== right)].filter((t, i, all) => all.indexOf(t) === i).slice(0, 4);
    const options = rng.shuffle(pool);
    const ruleIds = ['B-LIVEACTS'];
    if (/B-HALFRULE/.test(reading.reason) || kind === 3) ruleIds.push('B-HALFRULE');
    return question({ kind: KIND, seed, difficulty, game: null }, {
      prompt: 'A live game, no limit. What does this count as?',
      scene: { facts: [`Big blind ${big}.`, story] },
      input: { type: 'choice', options },
      expected: options.indexOf(right),
      working: [reading.reason],
      ruleIds,
    });
  },
};
