// The worker's decide (issue 10): a bot decision off the page's thread, deterministic for a trial budget, cancellable.
import { describe, expect, it } from 'vitest';
import { GAMES, startHand } from '../src/engine/index';
import { DECIDE_CANCELLED_MESSAGE, createEngineApi } from '../src/worker/api';
import { botKernel, structureFor } from './bots-helpers';

const api = () => createEngineApi({ loadKernel: botKernel, yieldToEvents: () => new Promise((r) => setTimeout(r, 0)) });

function flopView() {
  const hand = startHand({ game: 'holdem', structure: structureFor(GAMES.holdem, 'no-limit'), seats: [{ stack: 200 }, { stack: 200 }], button: 0, seed: 9 });
  hand.act({ type: 'call' }).act({ type: 'check' });
  return hand.view((hand.next as { seat: number }).seat);
}

describe('worker decide', () => {
  it('gives every level\'s action, the same one for the same seed and trials (Hard)', async () => {
    const a = api();
    const view = flopView();
    for (const level of ['easy', 'normal', 'hard'] as const) {
      const first = await a.decide({ level, seed: 4, view, trials: 200 });
      expect(await a.decide({ level, seed: 4, view: structuredClone(view), trials: 200 })).toEqual(first);
    }
  });
  it('a time budget stops Hard\'s sampling early and still gives a legal action', async () => {
    let now = 0;
    const a = createEngineApi({ loadKernel: botKernel, clock: () => (now += 10) });
    const action = await a.decide({ level: 'hard', seed: 4, view: flopView(), trials: 100_000, timeMs: 15 });
    expect(['check', 'bet', 'raise']).toContain(action.type);
  });
  it('a decision in flight is cancelled with a clear message', async () => {
    const a = api();
    const pending = a.decide({ level: 'hard', seed: 4, view: flopView(), trials: 1_000_000 }, 'd1');
    await new Promise((r) => setTimeout(r, 5));
    await a.cancel('d1');
    await expect(pending).rejects.toThrow(DECIDE_CANCELLED_MESSAGE);
  });
});
