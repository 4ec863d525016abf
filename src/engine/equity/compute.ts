// computeEquity: the single-thread core (DESIGN.md). Plans the request, runs its chunks on a Wasm kernel, merges counters.
import { type EquityCounters, addCounters, countersToResult, emptyCounters } from './counters';
import { type EquityChunk, planChunks, rangeTuples } from './jobs';
import { type EquityPlan, planEquity, planIsExact } from './plan';
import type { EquityRequest, EquityResult } from './types';
import { EquityKernel, type EquityKernelExports } from './wasm-kernel';
import { referenceEvaluator } from '../rankings/reference';
import { referenceExact, referenceSample, seededRandom } from './reference';

let defaultKernel: EquityKernel | null = null;

/** Makes `kernel` the one computeEquity uses when none is passed (createEquityKernel + this, once per thread). */
export function setEquityKernel(kernel: EquityKernelLike | null): void {
  defaultKernel = kernel ? asEquityKernel(kernel) : null;
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

let builtIn: EquityKernel | null | undefined;

/**
 * Node only (tests, scripts): the built src/wasm/evaluator.wasm, read and compiled synchronously so that
 * computeEquity(request) works with no set-up. Elsewhere (browser, worker) null: pass or register a kernel.
 */
function builtInKernel(): EquityKernel | null {
  if (builtIn !== undefined) return builtIn;
  builtIn = null;
  const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const fs = proc?.getBuiltinModule?.('node:fs') as typeof import('node:fs') | undefined;
  if (!fs) return null;
  try {
    const bytes = fs.readFileSync(new URL('../../wasm/evaluator.wasm', import.meta.url));
    const instance = new WebAssembly.Instance(new WebAssembly.Module(bytes), { env: { abort: () => undefined } });
    builtIn = new EquityKernel(instance.exports as unknown as EquityKernelExports);
  } catch {
    builtIn = null; // no built module (or an old one without the equity kernel): the reference path
  }
  return builtIn;
}

/** Chunk of the TypeScript fallback sampler (between standard-error checks). */
const FALLBACK_CHUNK = 5_000;

/**
 * Equity of every player (DESIGN.md shape), in this thread, with the loop inside Wasm.
 * Synchronous. Give it the kernel (`await createEquityKernel(wasmBytesOrResponse)`, or the evaluator from
 * `await loadEvaluator()`), or register one once with setEquityKernel(kernel), or use computeEquityAsync.
 * With none: in Node it compiles the built src/wasm/evaluator.wasm itself; elsewhere it falls back to the
 * readable TypeScript path on the reference evaluator (the same answers, Monte Carlo draws differ, far slower). Exact when mode is 'exact' or 'auto' with the work under `exactLimit`; otherwise seeded Monte
 * Carlo until `trials` or `targetStdError`.
 */
export function computeEquity(request: EquityRequest, kernel: EquityKernelLike | null = defaultKernel ?? builtInKernel()): EquityResult {
  if (!kernel) return computeEquityReference(request);
  const k = asEquityKernel(kernel);
  const job = prepareEquityJob(request);
  const total = emptyCounters(job.plan.players.length);
  for (const chunk of job.chunks) {
    addCounters(total, k.run(job.plan, chunk));
    if (targetReached(job, total)) break;
  }
  return jobResult(job, total);
}

/** computeEquity on the TypeScript reference evaluator (no Wasm): exact enumeration or seeded sampling. */
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
