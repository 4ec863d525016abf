// The play table's advice (issue 11): the worker says what Hard would do with the learner's own view, and the learner's equity against the ranges Hard assumes.
import { describe, expect, it } from 'vitest';
import { GAMES, createRng, startHand } from '../src/engine/index';
import { createBot, estimateEquity } from '../src/bots/index';
import { createEngineApi } from '../src/worker/api';
import { botKernel, structureFor } from './bots-helpers';

function learnerView() {
  const hand = startHand({ game: 'holdem', structure: structureFor(GAMES.holdem, 'no-limit'), seats: [{ stack: 200 }, { stack: 200 }, { stack: 200 }], button: 0, seed: 21 });
  hand.act({ type: 'raise', to: 6 });
  const seat = (hand.next as { seat: number }).seat;
  return { hand, view: hand.view(seat) };
}

describe('advice', () => {
  it('is Hard\'s own decision for the view, a legal one, with the equity Hard estimates (same seed, same trials)', async () => {
    const api = createEngineApi({ loadKernel: botKernel, yieldToEvents: () => Promise.resolve() });
    const { hand, view } = learnerView();
    const advice = await api.advise({ seed: 5, view, trials: 300 });
    expect(hand.can(advice.action)).toBe(true);
    const kernel = await botKernel();
    expect(advice.action).toEqual(createBot('hard', { seed: 5, equity: kernel }).decide(view, { trials: 300 }));
    const run = estimateEquity(view, kernel, createRng(5), { trials: 300 });
    let step = run.next();
    while (!step.done) step = run.next();
    expect(advice.equity).toBeCloseTo(step.value.equity, 10);
    expect(advice.equity!).toBeGreaterThan(0);
    expect(advice.equity!).toBeLessThan(1);
  });
});
