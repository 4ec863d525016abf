// The engine worker's API object: a factory with no Worker globals, so Node tests can use it directly (DESIGN.md).
import {
  type EquityCounters, type EquityJob, type EquityKernel, type EquityProgress, type EquityRequest, type EquityResult,
  addCounters, emptyCounters, jobResult, prepareEquityJob, targetReached,
} from '../engine/equity/index';
import type { HandAction, HandView, RunItTwicePreference } from '../engine/index';
import { createBot, estimateEquity, type BotLevel } from '../bots/index';
import { createRng } from '../engine/hand/rng';

export interface EngineApiOptions {
  /** Loads the Wasm equity kernel (once, on first use). */
  loadKernel: () => Promise<EquityKernel>;
  /** Lets other messages (a cancel) in between chunks; defaults to a zero-delay timer. */
  yieldToEvents?: () => Promise<void>;
  /** Milliseconds for bots' time budgets and the timing of chunk batches (default performance.now). */
  clock?: () => number;
}

/** A bot decision for the worker (plain data): the level, its seed, the seat's view and Hard's budget. */
export interface DecideRequest {
  level: BotLevel;
  seed: number;
  view: HandView;
  runItTwice?: RunItTwicePreference;
  /** Hard: showdowns to sample (deterministic for a seed); and/or a time limit in milliseconds for the sampling. */
  trials?: number;
  timeMs?: number;
}

/** Thrown (and sent back through Comlink) when a bot decision is cancelled. */
export const DECIDE_CANCELLED_MESSAGE = 'The bot decision was cancelled.';

/** Thrown (and sent back through Comlink) when a job is cancelled. */
export const CANCELLED_MESSAGE = 'The equity calculation was cancelled.';

/** Lets queued messages in through a MessageChannel round trip (timers are clamped to 4 ms in browsers). */
function messageChannelYield(): () => Promise<void> {
  if (typeof MessageChannel === 'undefined') return () => new Promise((resolve) => setTimeout(resolve, 0));
  const channel = new MessageChannel();
  const waiting: (() => void)[] = [];
  channel.port1.onmessage = () => waiting.shift()?.();
  (channel.port1 as { unref?: () => void }).unref?.(); // Node: do not keep the process alive
  return () => new Promise<void>((resolve) => { waiting.push(resolve); channel.port2.postMessage(0); });
}

/** Builds the API a worker exposes. Every method is async and takes plain data (structured-clone safe). */
export function createEngineApi(options: EngineApiOptions) {
  let kernel: Promise<EquityKernel> | null = null;
  const getKernel = (): Promise<EquityKernel> => (kernel ??= options.loadKernel());
  const yieldToEvents = options.yieldToEvents ?? messageChannelYield();
  const jobs = new Map<string, EquityJob>(); // prepared jobs, by the caller's job id (a few at most)
  const cancelled = new Set<string>();

  const jobFor = (jobId: string, request: EquityRequest | null): EquityJob => {
    let job = jobs.get(jobId);
    if (!job) {
      if (!request) throw new Error(`This equity worker has no job ${jobId}: send its request with the first chunks.`);
      job = prepareEquityJob(request);
      jobs.set(jobId, job);
      // Jobs stay until released (the pool releases each when it ends); a caller that never releases still stays bounded.
      if (jobs.size > 32) jobs.delete(jobs.keys().next().value as string);
    }
    return job;
  };

  const api = {
    /** Loads the kernel now (optional: the first job does it anyway). Resolves true when ready. */
    async ready(): Promise<boolean> {
      await getKernel();
      return true;
    },

    /** Validates a request and says how many chunks it has and whether it is exact (throws the input error otherwise). */
    async describe(request: EquityRequest): Promise<{ chunks: number; exact: boolean; players: number; hiLo: boolean }> {
      const job = prepareEquityJob(request);
      return { chunks: job.chunks.length, exact: job.exact, players: job.plan.players.length, hiLo: job.hiLo };
    },

    /**
     * Runs chunks of a job, in the order given, and returns their counters (the pool merges them in chunk order) and
     * the milliseconds they took (the pool sizes the next batches from it). `request` is needed only with this
     * worker's first chunks of the job (null after: the worker keeps the prepared job until release), so a large
     * request crosses to each worker once, and one message carries many chunks. With `budgetMs` it stops after the
     * first chunk that ends past that many milliseconds and returns the counters of the chunks it ran (a prefix of
     * `indices`; the caller sends the rest again), so a batch sized before anyone has timed the job stays short.
     */
    async runChunks(jobId: string, request: EquityRequest | null, indices: number[], budgetMs?: number): Promise<{ counters: EquityCounters[]; ms: number }> {
      const k = await getKernel();
      const job = jobFor(jobId, request);
      const clock = options.clock ?? (() => performance.now());
      const start = clock();
      const counters: EquityCounters[] = [];
      for (const index of indices) {
        const chunk = job.chunks[index];
        if (!chunk) throw new Error(`The equity job has no chunk ${index}.`);
        counters.push(k.run(job.plan, chunk));
        if (budgetMs !== undefined && clock() - start >= budgetMs) break;
      }
      return { counters, ms: clock() - start };
    },

    /** Forgets a job's cached plan. */
    async release(jobId: string): Promise<void> {
      jobs.delete(jobId);
      cancelled.delete(jobId);
    },

    /**
     * A whole job in this worker, chunk by chunk, yielding between chunks so cancel(jobId) can stop it.
     * `onProgress` (a Comlink.proxy across the worker boundary) gets the share done and the figures so far.
     */
    async equity(request: EquityRequest, onProgress?: (progress: EquityProgress) => void, jobId = 'single'): Promise<EquityResult> {
      const k = await getKernel();
      const job = prepareEquityJob(request);
      const total = emptyCounters(job.plan.players.length);
      cancelled.delete(jobId);
      try {
        for (let i = 0; i < job.chunks.length; i++) {
          addCounters(total, k.run(job.plan, job.chunks[i]));
          if (targetReached(job, total)) break;
          if (onProgress) {
            // Not awaited: across a worker boundary each call is a message; a slow listener must not slow the job.
            void Promise.resolve(onProgress({ done: (i + 1) / job.chunks.length, samples: total.samples, partial: jobResult(job, total) }))
              .catch(() => undefined);
          }
          await yieldToEvents();
          if (cancelled.has(jobId)) throw new Error(CANCELLED_MESSAGE);
        }
        return jobResult(job, total);
      } finally {
        cancelled.delete(jobId);
      }
    },

    /**
     * A bot's decision for its view (T-AI: the view only), off the page's thread. Hard samples in steps, yielding to
     * messages between them, so cancel(jobId) stops it (the promise rejects with DECIDE_CANCELLED_MESSAGE).
     */
    async decide(request: DecideRequest, jobId = 'decide'): Promise<HandAction> {
      const equity = request.level === 'hard' ? await getKernel() : null;
      const bot = createBot(request.level, { seed: request.seed, equity, runItTwice: request.runItTwice });
      const clock = options.clock ?? (() => performance.now());
      cancelled.delete(jobId);
      try {
        const run = bot.steps(request.view, { trials: request.trials, timeMs: request.timeMs, clock, shouldStop: () => cancelled.has(jobId) });
        for (let k = 1; ; k++) {
          const step = run.next();
          if (step.done) return step.value;
          if (k % 4 === 0) await yieldToEvents();
          if (cancelled.has(jobId)) throw new Error(DECIDE_CANCELLED_MESSAGE);
        }
      } finally {
        cancelled.delete(jobId);
      }
    },

    /**
     * The play table's advice (issue 11): what Hard would do with the learner's own view, and the learner's share of
     * the pot against the hands Hard assumes the others hold (its estimate weighted by their actions), for every kind of decision.
     */
    async advise(request: { seed: number; view: HandView; timeMs?: number; trials?: number }, jobId = 'advise'): Promise<{ action: HandAction; equity: number | null; samples: number }> {
      const kernel = await getKernel();
      const clock = options.clock ?? (() => performance.now());
      cancelled.delete(jobId);
      try {
        const budget = { trials: request.trials, timeMs: request.timeMs, clock, shouldStop: () => cancelled.has(jobId) };
        const decision = createBot('hard', { seed: request.seed, equity: kernel }).steps(request.view, budget);
        let action: HandAction;
        for (let k = 1; ; k++) {
          const step = decision.next();
          if (step.done) { action = step.value; break; }
          if (k % 4 === 0) await yieldToEvents();
          if (cancelled.has(jobId)) throw new Error(DECIDE_CANCELLED_MESSAGE);
        }
        // The learner's share of the pot from here, for every decision (a bet, a draw, a split offer, a run-out choice).
        const estimate = estimateEquity(request.view, kernel, createRng(request.seed), budget);
        for (let k = 1; ; k++) {
          const step = estimate.next();
          if (step.done) return { action, equity: step.value.equity, samples: step.value.samples };
          if (k % 4 === 0) await yieldToEvents();
          if (cancelled.has(jobId)) throw new Error(DECIDE_CANCELLED_MESSAGE);
        }
      } finally {
        cancelled.delete(jobId);
      }
    },

    /** Stops the job with this id at its next chunk boundary. */
    async cancel(jobId = 'single'): Promise<void> {
      cancelled.add(jobId);
    },
  };
  return api;
}

export type EngineApi = ReturnType<typeof createEngineApi>;
