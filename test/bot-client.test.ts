// The page's bot worker never leaves the table waiting (src/ui/bot-client.ts): a call fails when the worker dies or does
// not answer in time, the worker is replaced, and the next call goes to a new one. The worker is a stand-in here.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HandAction } from '../src/engine/index';

interface FakeWorker { die(reason: string): void; terminated: boolean; calls: number; answer: (a: HandAction) => void }
const spawned: FakeWorker[] = [];

vi.mock('../src/worker/pool', () => ({
  spawnEngineWorker: () => {
    const deaths: ((reason: string) => void)[] = [];
    let answer: (a: HandAction) => void = () => undefined;
    const fake: FakeWorker = { die: (r) => deaths.forEach((l) => l(r)), terminated: false, calls: 0, answer: (a) => answer(a) };
    spawned.push(fake);
    return {
      api: {
        decide: () => new Promise<HandAction>((resolve) => { fake.calls++; answer = resolve; }),
        advise: () => new Promise(() => undefined),
        cancel: async () => undefined,
      },
      terminate: () => { fake.terminated = true; },
      onDeath: (l: (reason: string) => void) => { deaths.push(l); },
    };
  },
}));

const { decideInWorker } = await import('../src/ui/bot-client');
const request = { level: 'easy', seed: 1, view: {} } as unknown as Parameters<typeof decideInWorker>[0];

/** The worker that took the latest call, once it has it. */
async function called(before: { worker?: FakeWorker; calls: number }): Promise<FakeWorker> {
  await vi.waitFor(() => {
    const w = spawned.at(-1);
    expect(w && (w !== before.worker || w.calls > before.calls)).toBeTruthy();
  });
  return spawned.at(-1)!;
}
const now = () => ({ worker: spawned.at(-1), calls: spawned.at(-1)?.calls ?? 0 });

describe('the bot worker client', () => {
  afterEach(() => { vi.useRealTimers(); });

  it('answers with the worker\'s action', async () => {
    const before = now();
    const pending = decideInWorker(request);
    (await called(before)).answer({ type: 'check' });
    await expect(pending).resolves.toEqual({ type: 'check' });
  });

  it('fails a waiting decision when the worker dies, and starts a new worker for the next one', async () => {
    let before = now();
    const pending = decideInWorker(request);
    const first = await called(before);
    first.die('out of memory');
    await expect(pending).rejects.toThrow(/stopped: out of memory/);
    expect(first.terminated).toBe(true);
    before = now();
    const again = decideInWorker(request);
    const second = await called(before);
    expect(second).not.toBe(first);
    second.answer({ type: 'fold' });
    await expect(again).resolves.toEqual({ type: 'fold' });
  });

  it('fails a decision the worker never answers, after its time, and replaces the worker', async () => {
    const before = now();
    const pending = decideInWorker(request);
    const settled = pending.then(() => 'answered', (e: Error) => e.name);
    const stuck = await called(before);
    vi.useFakeTimers();
    const late = decideInWorker(request); // a second call on the same worker, with its own clock
    const lateSettled = late.then(() => 'answered', (e: Error) => e.name);
    await vi.advanceTimersByTimeAsync(19_000);
    expect(stuck.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(lateSettled).resolves.toBe('TimeoutError');
    await expect(settled).resolves.toBe('TimeoutError');
    expect(stuck.terminated).toBe(true);
  });
});
