// The play table's advice (issue 11): the worker says what Hard would do with the learner's own view, and the learner's equity against the ranges Hard assumes.
import { describe, expect, it } from 'vitest';
import { GAMES, createRng, startHand } from '../src/engine/index';
import { createBot, estimateEquity } from '../src/bots/index';
import { createEngineApi } from '../src/worker/api';
import { botKernel, structureFor } from './bots-helpers';
import { passiveAction } from './drive-helpers';

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

describe('advice beyond betting', () => {
  it('gives the learner an equity for a draw and for a run-out choice too (Hard\'s estimate, between 0 and 1)', async () => {
    const api = createEngineApi({ loadKernel: botKernel, yieldToEvents: () => Promise.resolve() });
    // Five-card draw: everyone calls or checks to the draw.
    const draw = startHand({ game: 'draw5', structure: structureFor(GAMES.draw5, 'pot-limit'), seats: [{ stack: 200 }, { stack: 200 }, { stack: 200 }], button: 0, seed: 33 });
    while (draw.next.kind === 'act') draw.act(passiveAction(draw));
    expect(draw.next.kind).toBe('draw');
    const drawAdvice = await api.advise({ seed: 7, view: draw.view((draw.next as { seat: number }).seat), trials: 200 });
    expect(draw.can(drawAdvice.action)).toBe(true);
    expect(drawAdvice.equity).not.toBeNull();
    expect(drawAdvice.equity!).toBeGreaterThan(0);
    expect(drawAdvice.equity!).toBeLessThan(1);
    // Hold'em heads-up all-in before the flop, both asking to run it more than once (P-RIT-INTERACTIVE).
    const rit = startHand({ game: 'holdem', structure: structureFor(GAMES.holdem, 'no-limit'), seats: [{ stack: 100, runItTwice: 'ask' }, { stack: 100, runItTwice: 'ask' }], button: 0, seed: 34 });
    rit.act({ type: 'raise', to: 100 });
    rit.act({ type: 'call' });
    expect(rit.next.kind).toBe('runout-choice');
    const ritAdvice = await api.advise({ seed: 8, view: rit.view((rit.next as { seat: number }).seat), trials: 200 });
    expect(rit.can(ritAdvice.action)).toBe(true);
    expect(ritAdvice.equity!).toBeGreaterThan(0);
    expect(ritAdvice.equity!).toBeLessThan(1);
  });
});
