// Worker pool client: sends an equity job's chunks to N workers in batches, merges integer counters in chunk order,
// reports progress, cancels, and replaces a worker that dies (its job fails with a clear error, never hangs).
import * as Comlink from 'comlink';
import {
  type EquityCounters, type EquityJob, type EquityProgress, type EquityRequest, type EquityResult,
  addCounters, emptyCounters, jobResult, prepareEquityJob, targetReached,
} from '../engine/equity/index';
import type { EngineApi } from './api';

/** What the pool needs from one worker: its API (a Comlink remote, or the object itself in tests), a way to stop it, and news of its death. */
export interface EngineWorkerHandle {
  api: Pick<EngineApi, 'runChunks' | 'release'>;
  terminate(): void;
  /** Calls `listener` once if the worker dies (an uncaught error, a failed load). */
  onDeath(listener: (reason: string) => void): void;
}

export interface EnginePoolOptions {
  /** Number of workers (default: navigator.hardwareConcurrency, at most 8). */
  size?: number;
  /** Starts one worker (default: a module Worker running engine.worker.ts, wrapped with Comlink). */
  spawn?: () => EngineWorkerHandle;
  /** How long a cancelled chunk may keep a worker busy before the worker is terminated and replaced (ms). */
  cancelGraceMs?: number;
  /** Work per message to a worker, in ms as the workers time it (default BATCH_MS). */
  batchMs?: number;
  /** A batch of chunks with no answer after this long means the worker hung or vanished: it is replaced and the job fails (ms). */
  chunkTimeoutMs?: number;
}

export interface EquityRunOptions {
  onProgress?: (progress: EquityProgress) => void;
  signal?: AbortSignal;
}

export interface EnginePool {
  readonly size: number;
  /** Runs a job over the pool. Rejects with the input error for bad requests, and on cancel or a dead worker. */
  equity(request: EquityRequest, options?: EquityRunOptions): Promise<EquityResult>;
  /** Stops every worker. */
  terminate(): void;
}

/** The default worker: Vite detects this literal `new Worker(new URL(...))` form and bundles engine.worker.ts. */
export function spawnEngineWorker(): EngineWorkerHandle {
  const worker = new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module', name: 'engine' });
  const listeners: ((reason: string) => void)[] = [];
  let dead = false;
  const die = (reason: string): void => {
    if (dead) return;
    dead = true;
    for (const l of listeners) l(reason);
  };
  worker.addEventListener('error', (e) => die(e.message || 'the worker failed to start or threw an error'));
  worker.addEventListener('messageerror', () => die('a message could not be read'));
  return {
    api: Comlink.wrap<EngineApi>(worker),
    terminate: () => { dead = true; worker.terminate(); },
    onDeath: (l) => { if (dead) l('the worker had already stopped'); else listeners.push(l); },
  };
}

export const defaultPoolSize = (): number => {
  const cores = typeof navigator !== 'undefined' && navigator.hardwareConcurrency ? navigator.hardwareConcurrency : 2;
  return Math.max(1, Math.min(cores, 8));
};

interface Slot {
  handle: EngineWorkerHandle;
  /** The batches sent to this worker and not yet answered (one running, the next queued behind it): their job, and how to fail them. */
  running: Set<Sent>;
  /** Jobs whose request this worker already has (it keeps the prepared job until release). */
  has: Set<string>;
}

/** A batch of chunks sent to a worker: its job and chunk indices, how to fail it, and whether the pool stopped waiting for it (sent again). */
interface Sent { job: RunningJob; indices: number[]; fail: (error: Error) => void; dropped: boolean }

/**
 * Batches a worker may hold at once: the one it runs and one queued behind it, so it starts the next as soon as it
 * answers instead of waiting for the page's thread to read the answer and send more (that round trip, slow when
 * the page's thread is busy or the machine loaded, left workers idle between chunks).
 */
const BATCHES_PER_WORKER = 2;

/**
 * Work per message (ms, as the workers time it): chunks go in batches of about this much, so the page's thread
 * handles a few dozen messages a job, not one per chunk (with as many workers as cores, each message it handles
 * takes a core from a worker). Short enough that a cancelled job frees its workers at once (two batches each).
 */
const BATCH_MS = 16;

/**
 * Chunks in a job's first batch to each worker, before any has been timed. Each batch also carries `batchMs` as a
 * budget (the worker stops after the first chunk that ends past it and the rest are sent again), so this many is
 * safe for slow chunks; with one-chunk first batches a worker ran out of work before the page's thread, which must
 * win a core from a busy worker to read an answer, sent it more.
 */
const FIRST_BATCH = 8;

interface RunningJob {
  id: string;
  request: EquityRequest;
  job: EquityJob;
  next: number;
  /** Milliseconds a chunk takes, as the workers have timed it so far (0 until the first batch answers). */
  chunkMs: number;
  /** Chunks to send again (their worker was stopped to cancel another job before answering). */
  retry: number[];
  results: (EquityCounters | null)[];
  prefix: number;
  prefixTotal: EquityCounters;
  completed: EquityCounters;
  completedCount: number;
  stopAt: number; // chunks at or after this index are not needed (target reached)
  inFlight: number;
  finished: boolean;
  resolve: (r: EquityResult) => void;
  reject: (e: Error) => void;
  options: EquityRunOptions;
}

let jobCounter = 0;

/** Why a pool job failed for a reason of the pool's own (bad input rejects with the engine's EquityInputError). */
export class EnginePoolError extends Error {
  constructor(readonly reason: 'pool.workerDied' | 'pool.workerTimeout' | 'pool.cancelled' | 'pool.shutDown',
    readonly params: Readonly<Record<string, string | number>>, message: string) {
    super(message);
    this.name = 'EnginePoolError';
  }
}

const cancelledError = (): EnginePoolError => new EnginePoolError('pool.cancelled', {}, 'The equity calculation was cancelled.');

/** Creates a pool of engine workers (lazily: workers start with the first job). */
export function createEnginePool(options: EnginePoolOptions = {}): EnginePool {
  const size = Math.max(1, Math.min(options.size ?? defaultPoolSize(), 8));
  const spawn = options.spawn ?? spawnEngineWorker;
  const grace = options.cancelGraceMs ?? 250;
  const chunkTimeout = options.chunkTimeoutMs ?? 60_000;
  const batchMs = options.batchMs ?? BATCH_MS;
  const slots: Slot[] = [];
  const jobs: RunningJob[] = [];

  const startSlot = (index: number): Slot => {
    const slot: Slot = { handle: spawn(), running: new Set(), has: new Set() };
    slot.handle.onDeath((reason) => {
      const error = new EnginePoolError('pool.workerDied', { reason },
        `An equity worker stopped unexpectedly (${reason}), so the calculation could not finish. Please try again.`);
      for (const c of [...slot.running]) c.fail(error);
      slots[index] = startSlot(index); // replace it for later jobs
      pump();
    });
    slots[index] = slot;
    return slot;
  };
  const ensureSlots = (): void => { for (let i = slots.length; i < size; i++) startSlot(i); };

  const finish = (r: RunningJob, error: Error | null): void => {
    if (r.finished) return;
    r.finished = true;
    jobs.splice(jobs.indexOf(r), 1);
    if (error) r.reject(error);
    else r.resolve(jobResult(r.job, r.prefixTotal));
    for (const s of slots) {
      if (!s.has.delete(r.id)) continue;
      void s.handle.api.release(r.id).catch(() => undefined);
    }
  };

  const record = (r: RunningJob, indices: number[], batch: { counters: EquityCounters[]; ms: number }): void => {
    // The worker ran a prefix of the batch (its time budget ran out): the rest go back, smallest index first out.
    const ran = batch.counters.length;
    for (const index of indices.slice(ran)) if (index < r.stopAt) r.retry.push(index);
    if (ran < indices.length) r.retry.sort((a, b) => b - a);
    for (let i = 0; i < ran; i++) {
      r.results[indices[i]] = batch.counters[i];
      addCounters(r.completed, batch.counters[i]);
    }
    r.completedCount += ran;
    if (ran === 0) return;
    // A coarse worker clock (a browser may round to 1 ms or more) can read 0 for a short batch: count a little.
    const perChunk = Math.max(batch.ms, 0.25) / ran;
    r.chunkMs = r.chunkMs === 0 ? perChunk : (r.chunkMs + perChunk) / 2;
    // Merge in chunk order so the stop rule (and so the result) does not depend on timing or worker count.
    while (r.prefix < r.stopAt && r.results[r.prefix]) {
      addCounters(r.prefixTotal, r.results[r.prefix]!);
      r.results[r.prefix] = null;
      r.prefix++;
      if (targetReached(r.job, r.prefixTotal)) r.stopAt = r.prefix;
    }
    r.options.onProgress?.({ done: Math.min(1, r.completedCount / r.stopAt), samples: r.completed.samples, partial: jobResult(r.job, r.completed) });
    if (r.prefix >= r.stopAt && r.inFlight === 0) finish(r, null);
  };

  /**
   * How many chunks the next batch of `r` gets: about `batchMs` of work, and no more than a share of what is left that
   * keeps every worker busy to the end (batches shrink to one chunk there, so the last to finish waits little).
   */
  const batchSize = (r: RunningJob): number => {
    const left = r.retry.length + r.stopAt - r.next;
    const share = Math.ceil(left / (2 * BATCHES_PER_WORKER * slots.length));
    const byTime = r.chunkMs > 0 ? Math.floor(batchMs / r.chunkMs) : FIRST_BATCH;
    return Math.max(1, Math.min(share, byTime));
  };

  const dispatch = (slot: Slot, r: RunningJob): void => {
    const indices: number[] = [];
    for (let n = batchSize(r); indices.length < n;) {
      const index = r.retry.pop() ?? (r.next < r.stopAt ? r.next++ : -1);
      if (index < 0) break;
      indices.push(index);
    }
    indices.sort((a, b) => a - b);
    r.inFlight++;
    let fail: (error: Error) => void = () => undefined;
    const died = new Promise<never>((_, reject) => { fail = reject; });
    const entry: Sent = { job: r, indices, fail, dropped: false };
    slot.running.add(entry);
    const slotIndex = slots.indexOf(slot);
    // A queued chunk waits for the one before it: it gets that one's time too.
    const limit = chunkTimeout * slot.running.size;
    const timer = setTimeout(() => {
      if (slots[slotIndex] !== slot || !slot.running.has(entry)) return;
      const error = new EnginePoolError('pool.workerTimeout', { seconds: Math.round(chunkTimeout / 1000) },
        `An equity worker stopped answering (no reply in ${Math.round(chunkTimeout / 1000)} s), so the calculation could not finish. Please try again.`);
      for (const c of [...slot.running]) c.fail(error);
      slot.handle.terminate();
      startSlot(slotIndex);
    }, limit);
    // The request goes with this worker's first batch of the job only.
    const request = slot.has.has(r.id) ? null : r.request;
    slot.has.add(r.id);
    Promise.race([slot.handle.api.runChunks(r.id, request, indices, batchMs), died]).finally(() => clearTimeout(timer)).then(
      (batch) => {
        if (entry.dropped) return;
        slot.running.delete(entry); r.inFlight--;
        if (!r.finished) record(r, indices, batch);
        pump();
      },
      (error: unknown) => {
        if (entry.dropped) return;
        slot.running.delete(entry); r.inFlight--;
        finish(r, error instanceof Error ? error : new Error(String(error)));
        pump();
      },
    );
  };

  const pump = (): void => {
    // Every idle worker gets a batch first; then each gets one queued behind its running one while enough chunks are
    // left for every worker to have one (the last chunks go to whoever is free, so no worker ends with two to do alone).
    for (let depth = 1; depth <= BATCHES_PER_WORKER; depth++) {
      for (const slot of slots) {
        if (slot.running.size >= depth) continue;
        const r = jobs.find((j) => !j.finished && (j.retry.length > 0 || j.next < j.stopAt));
        if (!r) return;
        if (depth > 1 && r.retry.length + r.stopAt - r.next < slots.length) return;
        dispatch(slot, r);
      }
    }
  };

  return {
    size,
    equity(request, runOptions = {}) {
      let job: EquityJob;
      try { job = prepareEquityJob(request); } catch (e) { return Promise.reject(e); }
      if (runOptions.signal?.aborted) return Promise.reject(cancelledError());
      ensureSlots();
      return new Promise<EquityResult>((resolve, reject) => {
        const players = job.plan.players.length;
        const r: RunningJob = {
          id: `job-${++jobCounter}`, request, job, next: 0, chunkMs: 0, retry: [], results: new Array(job.chunks.length).fill(null), prefix: 0,
          prefixTotal: emptyCounters(players), completed: emptyCounters(players), completedCount: 0, stopAt: job.chunks.length,
          inFlight: 0, finished: false, resolve, reject, options: runOptions,
        };
        jobs.push(r);
        runOptions.signal?.addEventListener('abort', () => {
          if (r.finished) return;
          r.stopAt = r.next; // dispatch nothing more
          finish(r, cancelledError());
          // A chunk still running past the grace period: stop that worker and start a fresh one.
          const holds = (s: Slot): boolean => [...s.running].some((c) => c.job === r);
          const busy = slots.map((s, i) => [s, i] as const).filter(([s]) => holds(s));
          setTimeout(() => {
            for (const [s, i] of busy) {
              if (slots[i] === s && holds(s)) {
                // Another job's chunk queued behind the cancelled one is sent again to a worker that is still there.
                for (const c of s.running) {
                  c.dropped = true;
                  if (c.job !== r) { c.job.inFlight--; c.job.retry.push(...c.indices); }
                }
                s.running.clear(); s.handle.terminate(); startSlot(i);
              }
            }
            pump();
          }, grace);
        }, { once: true });
        pump();
      });
    },
    terminate() {
      for (const s of slots) s.handle.terminate();
      slots.length = 0;
      for (const r of [...jobs]) finish(r, new EnginePoolError('pool.shutDown', {}, 'The equity worker pool was shut down.'));
    },
  };
}

/** One worker without the pool: the whole job runs there, with progress through Comlink.proxy and cancel by job id. */
export function createEngine() {
  const worker = new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module', name: 'engine' });
  const api = Comlink.wrap<EngineApi>(worker);
  return {
    api,
    equity: (request: EquityRequest, onProgress?: (p: EquityProgress) => void, jobId = 'single') =>
      api.equity(request, onProgress ? Comlink.proxy(onProgress) : undefined, jobId),
    cancel: (jobId = 'single') => api.cancel(jobId),
    terminate: () => worker.terminate(),
  };
}
