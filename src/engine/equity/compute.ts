// computeEquity: the single-thread core (DESIGN.md). Plans the request, runs its chunks on a Wasm kernel, merges counters.
import { type EquityCounters, addCounters, countersToResult, emptyCounters } from './counters';
import { type EquityChunk, planChunks, rangeTuples } from './jobs';
import { type EquityPlan, planEquity, planIsExact } from './plan';
import type { EquityRequest, EquityResult } from './types';
import type { EquityKernel } from './wasm-kernel';

let defaultKernel: EquityKernel | null = null;

/** Makes `kernel` the one computeEquity uses when none is passed (createEquityKernel + this, once per thread). */
export function setEquityKernel(kernel: EquityKernel | null): void {
  defaultKernel = kernel;
}

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

/**
 * Equity of every player (DESIGN.md shape), in this thread, with the loop inside Wasm.
 * Synchronous: pass a kernel from `await createEquityKernel(wasmBytesOrResponse)`, or register one
 * once with setEquityKernel(kernel). Exact when mode is 'exact' or 'auto' with the work under
 * `exactLimit`; otherwise seeded Monte Carlo until `trials` or `targetStdError`.
 */
export function computeEquity(request: EquityRequest, kernel: EquityKernel | null = defaultKernel): EquityResult {
  if (!kernel) {
    throw new Error('computeEquity needs the Wasm kernel: call setEquityKernel(await createEquityKernel(wasmBytes)) first, or pass a kernel.');
  }
  const job = prepareEquityJob(request);
  const total = emptyCounters(job.plan.players.length);
  for (const chunk of job.chunks) {
    addCounters(total, kernel.run(job.plan, chunk));
    if (targetReached(job, total)) break;
  }
  return jobResult(job, total);
}
