// computeEquity: the single-thread core (DESIGN.md). Plans the request, runs its chunks on a Wasm kernel, merges counters.
import { type EquityCounters, addCounters, countersToResult, emptyCounters } from './counters';
import { type EquityChunk, planChunks, rangeTuples } from './jobs';
import { EQUITY_TEXT, EquityInputError, type EquityPlan, planEquity, planIsExact } from './plan';
import type { EquityRequest, EquityResult } from './types';
import { EquityKernel, type EquityKernelExports } from './wasm-kernel';
import { referenceEvaluator } from '../rankings/reference';
import { referenceExact, referenceSample, seededRandom } from './reference';

/** A planned job: the chunks to run and how to read merged counters. Shared by computeEquity, the worker and the pool. */
export interface EquityJob {
  plan: EquityPlan;
  chunks: EquityChunk[];
  exact: boolean;
  hiLo: boolean;
}

/** Validates the request and cuts it into chunks (the same chunks wherever they run). */
export function prepareEquityJob(request: EquityRequest): EquityJob {
  const plan = planEquity(request);
  const exact = planIsExact(plan);
  const tuples = exact ? rangeTuples(plan).length : 1;
  return { plan, chunks: planChunks(plan, tuples), exact, hiLo: !!plan.spec.lowRule };
}

/** The result so far from merged counters; `cancelled` marks a job stopped early. */
export function jobResult(job: EquityJob, counters: EquityCounters, cancelled = false): EquityResult {
  return countersToResult(counters, { exact: job.exact && !cancelled, hiLo: job.hiLo, cancelled });
}

/** Monte Carlo stop rule: the target standard error is reached (checked after each chunk, in chunk order). */
export function targetReached(job: EquityJob, counters: EquityCounters): boolean {
  if (job.exact || job.plan.targetStdError <= 0 || counters.samples < 1000) return false;
  return jobResult(job, counters).stdError <= job.plan.targetStdError;
}

/** What computeEquity accepts as its kernel: an EquityKernel, or the Wasm evaluator from loadEvaluator (same module). */
export type EquityKernelLike = EquityKernel | { exports: object };

const wrapped = new WeakMap<object, EquityKernel>();

/** The EquityKernel for a kernel or a loaded Wasm evaluator (whose module carries the equity exports). */
export function asEquityKernel(source: EquityKernelLike): EquityKernel {
  if (source instanceof EquityKernel) return source;
  let kernel = wrapped.get(source);
  if (!kernel) {
    kernel = new EquityKernel(source.exports as EquityKernelExports);
    wrapped.set(source, kernel);
  }
  return kernel;
}

/** Thrown when computeEquity is called without a kernel: there is no default and no silent slow path (pass one). */
export class EquityKernelMissingError extends EquityInputError {
  constructor() {
    super(EQUITY_TEXT['equity.noKernel'](), 'equity.noKernel');
    this.name = 'EquityKernelMissingError';
  }
}

const isKernelLike = (k: unknown): k is EquityKernelLike =>
  k instanceof EquityKernel || (typeof k === 'object' && k !== null && typeof (k as { exports?: unknown }).exports === 'object');

/** Chunk of the TypeScript reference sampler (between standard-error checks). */
const FALLBACK_CHUNK = 5_000;

/**
 * Equity of every player (DESIGN.md shape), in this thread, with the loop inside Wasm. Synchronous.
 * `kernel` is required: `await createEquityKernel(wasmBytesOrResponse)`, or the evaluator from `await loadEvaluator()`
 * (the same module); without one it throws EquityKernelMissingError (reason 'equity.noKernel'). Exact when mode is
 * 'exact' or 'auto' with the work under `exactLimit`; otherwise seeded Monte Carlo until `trials` or `targetStdError`.
 */
export function computeEquity(request: EquityRequest, kernel: EquityKernelLike): EquityResult {
  if (!isKernelLike(kernel)) throw new EquityKernelMissingError();
  const k = asEquityKernel(kernel);
  const job = prepareEquityJob(request);
  const total = emptyCounters(job.plan.players.length);
  for (const chunk of job.chunks) {
    addCounters(total, k.run(job.plan, chunk));
    if (targetReached(job, total)) break;
  }
  return jobResult(job, total);
}

/** The readable TypeScript path on the reference evaluator (no Wasm; far slower): an oracle, asked for by name, never a fallback. */
export function computeEquityReference(request: EquityRequest): EquityResult {
  const job = prepareEquityJob(request);
  if (job.exact) return referenceExact(request, referenceEvaluator);
  const random = seededRandom(job.plan.seed);
  const total = emptyCounters(job.plan.players.length);
  for (let done = 0; done < job.plan.trials; done += FALLBACK_CHUNK) {
    referenceSample(job.plan, referenceEvaluator, Math.min(FALLBACK_CHUNK, job.plan.trials - done), random, total);
    if (targetReached(job, total)) break;
  }
  return jobResult(job, total);
}
