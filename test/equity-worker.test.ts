// The worker API in Node (no Worker): whole jobs with progress and cancel; the pool's split, merge, cancel and dead-worker handling.
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCards } from '../src/engine/cards';
import { type EquityKernel, type EquityProgress, type EquityRequest, computeEquity, createEquityKernel } from '../src/engine/equity/index';
import { CANCELLED_MESSAGE, createEngineApi } from '../src/worker/api';
import { type EngineWorkerHandle, createEnginePool } from '../src/worker/pool';
import { testKernel, wasmBytes } from './equity-setup';

let kernel: EquityKernel;
beforeAll(async () => { kernel = await testKernel(); });

const aaKk: EquityRequest = { game: 'holdem', players: [{ cards: parseCards('AhAs') }, { cards: parseCards('KdKc') }] };
const monteCarlo: EquityRequest = { game: 'omaha', players: [{ cards: parseCards('AsAhKsKh') }, { cards: parseCards('JdTd9c8c') }, {}],
  mode: 'monte-carlo', trials: 200_000, seed: 11 };

/** An in-process "worker": the real API object with its own kernel instance. */
const inProcess = (): EngineWorkerHandle => ({
  api: createEngineApi({ loadKernel: async () => createEquityKernel(await wasmBytes()) }),
  terminate: () => undefined,
  onDeath: () => undefined,
});

describe('engine API without a worker', () => {
  it('runs a whole job with progress and matches computeEquity', async () => {
    const api = createEngineApi({ loadKernel: testKernel });
    const seen: EquityProgress[] = [];
    const r = await api.equity(aaKk, (p) => { seen.push(p); });
    expect(r).toEqual(computeEquity(aaKk, kernel));
    expect(seen.length).toBeGreaterThan(10);
    expect(seen.map((p) => p.done)).toEqual([...seen.map((p) => p.done)].sort((a, b) => a - b));
    expect(seen.at(-1)!.done).toBe(1);
    expect(await api.describe(aaKk)).toEqual({ chunks: seen.length, exact: true, players: 2, hiLo: false });
  });

  it('cancel stops a running job at the next chunk', async () => {
    const api = createEngineApi({ loadKernel: testKernel });
    let calls = 0;
    const run = api.equity({ ...monteCarlo, trials: 5_000_000 }, () => { calls++; if (calls === 2) void api.cancel('job'); }, 'job');
    await expect(run).rejects.toThrow(CANCELLED_MESSAGE);
    expect(calls).toBe(2);
  });

  it('runs chunks of a job it was given once, and says so clearly when it was never given the job', async () => {
    const api = createEngineApi({ loadKernel: testKernel });
    const first = await api.runChunks('j', monteCarlo, [0, 1]);
    const again = await api.runChunks('j', null, [2]);
    expect(first.counters.length).toBe(2);
    expect(again.counters[0].samples).toBe(32_768);
    expect(first.ms).toBeGreaterThanOrEqual(0);
    await api.release('j');
    await expect(api.runChunks('j', null, [3])).rejects.toThrow(/has no job j: send its request/);
  });

  it('with a time budget runs a prefix of the chunks, stopping after the first that ends past the budget', async () => {
    let now = 0;
    const api = createEngineApi({ loadKernel: testKernel, clock: () => (now += 5) }); // each reading 5 ms later
    const whole = await api.runChunks('b', monteCarlo, [0, 1, 2, 3, 4]);
    expect(whole.counters.length).toBe(5); // no budget: all
    // Each chunk "takes" 5 ms on this clock: 5 after the first, 10 (the budget reached) after the second.
    const part = await api.runChunks('b', null, [0, 1, 2, 3, 4], 10);
    expect(part.counters.length).toBe(2);
    expect(part.counters).toEqual(whole.counters.slice(0, 2));
    expect((await api.runChunks('b', null, [3, 4], 0)).counters).toEqual([whole.counters[3]]); // always at least one
  });

  it('reports bad input with the engine\'s message', async () => {
    const api = createEngineApi({ loadKernel: testKernel });
    await expect(api.equity({ game: 'holdem', players: [{ cards: parseCards('AhAs') }, { range: 'QQ+, AXs' }] })).rejects.toThrow(/"AXs" is not a range token/);
  });
});

describe('worker pool (in-process workers)', () => {
  it('splits an exact job over workers and merges to the same counts', async () => {
    const pool = createEnginePool({ size: 3, spawn: inProcess });
    const r = await pool.equity(aaKk);
    expect(r).toEqual(computeEquity(aaKk, kernel));
    expect(Math.round(r.players[0].win * r.samples)).toBe(1_388_072);
    pool.terminate();
  });

  it('gives the same Monte Carlo numbers for one worker, three workers and computeEquity (same seed)', async () => {
    const one = createEnginePool({ size: 1, spawn: inProcess });
    const three = createEnginePool({ size: 3, spawn: inProcess });
    const a = await one.equity(monteCarlo);
    const b = await three.equity(monteCarlo);
    expect(b).toEqual(a);
    expect(a).toEqual(computeEquity(monteCarlo, kernel));
    const target = { ...monteCarlo, trials: 2_000_000, targetStdError: 0.004 };
    const c = await three.equity(target);
    expect(c).toEqual(computeEquity(target, kernel));
    expect(c.stdError).toBeLessThanOrEqual(0.004);
    one.terminate(); three.terminate();
  });

  it('hold\'em ranges dealt from per-pair decks: the same numbers for one worker, three workers and computeEquity', async () => {
    // Each chunk starts the pair decks in the same order, so which worker ran which chunks before does not matter.
    const one = createEnginePool({ size: 1, spawn: inProcess });
    const three = createEnginePool({ size: 3, spawn: inProcess });
    const job: EquityRequest = { game: 'holdem', players: [{ range: 'QQ+, AKs, AKo' }, { range: '55+, A5s+, K9s+, QJs, A9o+, KJo+' }, { range: 'random' }],
      mode: 'monte-carlo', trials: 300_000, seed: 12 };
    const a = await one.equity(job);
    expect(await three.equity(job)).toEqual(a);
    expect(a).toEqual(computeEquity(job, kernel));
    one.terminate(); three.terminate();
  });

  it('reports progress and can be cancelled', async () => {
    const pool = createEnginePool({ size: 2, spawn: inProcess });
    const controller = new AbortController();
    const seen: number[] = [];
    const run = pool.equity({ ...monteCarlo, trials: 20_000_000 }, {
      signal: controller.signal,
      onProgress: (p) => { seen.push(p.done); if (seen.length === 3) controller.abort(); },
    });
    await expect(run).rejects.toThrow(/cancelled/);
    await expect(run).rejects.toMatchObject({ reason: 'pool.cancelled' });
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(seen.length).toBeLessThan(10);
    // The pool still works after a cancel.
    expect((await pool.equity(aaKk)).exact).toBe(true);
    pool.terminate();
  });

  it('a worker that dies fails its job with a clear error and is replaced', async () => {
    let spawned = 0;
    const spawn = (): EngineWorkerHandle => {
      spawned++;
      if (spawned > 1) return inProcess();
      const listeners: ((reason: string) => void)[] = [];
      return {
        api: {
          runChunks: () => { setTimeout(() => listeners.forEach((l) => l('out of memory')), 5); return new Promise(() => undefined); },
          release: async () => undefined,
        },
        terminate: () => undefined,
        onDeath: (l) => { listeners.push(l); },
      };
    };
    const pool = createEnginePool({ size: 1, spawn });
    const failed = pool.equity(aaKk);
    await expect(failed).rejects.toThrow(/An equity worker stopped unexpectedly \(out of memory\)/);
    await expect(failed).rejects.toMatchObject({ reason: 'pool.workerDied', params: { reason: 'out of memory' } });
    expect(spawned).toBe(2);
    const r = await pool.equity(aaKk);
    expect(r.samples).toBe(1_712_304);
    pool.terminate();
  });

  it('a worker that stops answering is replaced and its job fails instead of hanging', async () => {
    let spawned = 0;
    let terminated = 0;
    const spawn = (): EngineWorkerHandle => {
      spawned++;
      if (spawned > 1) return inProcess();
      return {
        api: { runChunks: () => new Promise(() => undefined), release: async () => undefined },
        terminate: () => { terminated++; },
        onDeath: () => undefined,
      };
    };
    // Long enough that a loaded machine never times out the healthy replacement (its first chunk also loads the kernel).
    const pool = createEnginePool({ size: 1, spawn, chunkTimeoutMs: 3000 });
    const hung = pool.equity(aaKk);
    await expect(hung).rejects.toThrow(/stopped answering/);
    await expect(hung).rejects.toMatchObject({ reason: 'pool.workerTimeout' });
    expect(terminated).toBe(1);
    expect((await pool.equity(aaKk)).samples).toBe(1_712_304);
    pool.terminate();
  });

  it('keeps the next batch queued on each worker (at most two at once) and still merges to the same numbers', async () => {
    const most: number[] = [];
    const spawn = (): EngineWorkerHandle => {
      const inner = inProcess();
      const me = most.push(0) - 1;
      let now = 0;
      return {
        ...inner,
        api: {
          release: inner.api.release,
          runChunks: async (...args) => {
            most[me] = Math.max(most[me], ++now);
            try { return await inner.api.runChunks(...args); } finally { now--; }
          },
        },
      };
    };
    const pool = createEnginePool({ size: 2, spawn });
    const job = { ...monteCarlo, trials: 1_000_000 };
    expect(await pool.equity(job)).toEqual(computeEquity(job, kernel));
    expect(most).toEqual([2, 2]);
    pool.terminate();
  });

  it('the lab\'s range-against-range job on a flop gives the same numbers for one worker, two workers and computeEquity', async () => {
    // The bench's pool row (200 v 1,006 combos on Kh 7c 2d), with fewer trials: chunk c holds the same trials whoever runs it.
    const job: EquityRequest = { game: 'holdem', players: [{ range: '55+, A5s+, K9s+, QJs, A9o+, KJo+' },
      { range: '22+, A2s+, K2s+, Q2s+, J2s+, T2s+, 92s+, 84s+, 75s+, 65s, A2o+, K2o+, Q2o+, J2o+, T3o+, 95o+, 86o+, 76o' }],
    board: parseCards('Kh 7c 2d'), mode: 'monte-carlo', trials: 400_000, seed: 9 };
    const one = createEnginePool({ size: 1, spawn: inProcess });
    const two = createEnginePool({ size: 2, spawn: inProcess });
    const a = await one.equity(job);
    expect(await two.equity(job)).toEqual(a);
    expect(a).toEqual(computeEquity(job, kernel));
    expect(a.samples).toBe(400_000);
    one.terminate(); two.terminate();
  });

  it('sends chunks in batches of about 16 ms that shrink to one chunk at the end, and each worker the request once', async () => {
    const batches: number[][] = [];
    const requests: number[] = [];
    const spawn = (): EngineWorkerHandle => {
      const inner = inProcess();
      const me = requests.push(0) - 1;
      return {
        ...inner,
        api: {
          release: inner.api.release,
          // Every chunk "takes" 1 ms here, whatever the machine, so the batch sizes are known.
          runChunks: async (jobId, request, indices) => {
            batches.push(indices);
            if (request) requests[me]++;
            return { ...(await inner.api.runChunks(jobId, request, indices)), ms: indices.length };
          },
        },
      };
    };
    const pool = createEnginePool({ size: 2, spawn });
    const job: EquityRequest = { game: 'holdem', players: [{ cards: parseCards('AhKh') }, { cards: parseCards('QsQc') }], mode: 'monte-carlo', trials: 200 * 32_768, seed: 4 };
    expect(await pool.equity(job)).toEqual(computeEquity(job, kernel));
    expect(requests).toEqual([1, 1]);
    const sizes = batches.map((b) => b.length);
    expect(sizes.slice(0, 4)).toEqual([8, 8, 8, 8]); // untimed: eight each (the budget keeps them short), two per worker
    expect(batches.flat().sort((x, y) => x - y)).toEqual([...Array(200).keys()]); // every chunk once
    expect(Math.max(...sizes)).toBe(16);
    expect(sizes.slice(-2)).toEqual([1, 1]);
    expect(batches.length).toBeLessThan(200 / 4);
    for (const b of batches) expect(b).toEqual([...b].sort((x, y) => x - y));
    // A second job: the request again, once per worker.
    await pool.equity({ ...job, trials: 100_000 });
    expect(requests).toEqual([2, 2]);
    pool.terminate();
  });

  it('chunks a worker left undone (its time budget ran out) are sent again: every chunk runs exactly once, same numbers', async () => {
    const ran: number[] = [];
    const budgets: (number | undefined)[] = [];
    let calls = 0;
    const spawn = (): EngineWorkerHandle => {
      const inner = inProcess();
      return {
        ...inner,
        api: {
          release: inner.api.release,
          // As if the budget ran out: every other batch stops after its first chunk or two.
          runChunks: async (jobId, request, indices, budgetMs) => {
            budgets.push(budgetMs);
            const keep = ++calls % 2 === 0 ? indices : indices.slice(0, 1 + (calls % 3 === 0 ? 1 : 0));
            const out = await inner.api.runChunks(jobId, request, keep);
            ran.push(...keep);
            return out;
          },
        },
      };
    };
    const pool = createEnginePool({ size: 2, spawn });
    const job: EquityRequest = { ...monteCarlo, trials: 60 * 32_768 };
    expect(await pool.equity(job)).toEqual(computeEquity(job, kernel));
    expect([...ran].sort((x, y) => x - y)).toEqual([...Array(60).keys()]);
    expect(budgets.every((b) => b === 16)).toBe(true);
    // With a standard-error target the merge in chunk order still stops where computeEquity stops.
    const target = { ...job, targetStdError: 0.004 };
    expect(await pool.equity(target)).toEqual(computeEquity(target, kernel));
    pool.terminate();
  });

  it('a chunk queued behind a cancelled one on a worker that must be stopped is sent again, and its job finishes', async () => {
    const stuckSeed = 999;
    let spawned = 0;
    let terminated = 0;
    const spawn = (): EngineWorkerHandle => {
      spawned++;
      const inner = inProcess();
      let queue: Promise<unknown> = Promise.resolve();
      return {
        ...inner,
        terminate: () => { terminated++; },
        api: {
          release: inner.api.release,
          // One chunk at a time, as a real worker; the first worker never finishes the stuck job's chunk.
          runChunks: (jobId, request, indices) => {
            const stuck = spawned === 1 && request?.seed === stuckSeed;
            const run = queue.then(() => (stuck ? new Promise<never>(() => undefined) : inner.api.runChunks(jobId, request, indices)));
            queue = run.catch(() => undefined);
            return run;
          },
        },
      };
    };
    const pool = createEnginePool({ size: 1, spawn, cancelGraceMs: 20 });
    const controller = new AbortController();
    const stuck = pool.equity({ ...monteCarlo, trials: 1000, seed: stuckSeed }, { signal: controller.signal });
    const next = { ...monteCarlo, trials: 100_000 };
    const queued = pool.equity(next); // its first chunk waits behind the stuck one on the same worker
    controller.abort();
    await expect(stuck).rejects.toMatchObject({ reason: 'pool.cancelled' });
    expect(await queued).toEqual(computeEquity(next, kernel));
    expect(terminated).toBe(1);
    expect(spawned).toBe(2);
    pool.terminate();
  });

  it('rejects bad input before starting any worker', async () => {
    let spawned = 0;
    const pool = createEnginePool({ size: 2, spawn: () => { spawned++; return inProcess(); } });
    await expect(pool.equity({ game: 'holdem', players: [{ cards: parseCards('AhAs') }, { cards: parseCards('AhKd') }] }))
      .rejects.toThrow(/Ah is in both player 1's cards and player 2's cards/);
    expect(spawned).toBe(0);
  });
});
