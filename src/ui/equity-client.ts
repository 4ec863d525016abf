// The page's one equity worker (Wasm in a Web Worker via Comlink), started on first use.
import type { EquityRequest, EquityResult } from '../engine/equity/index';

type Engine = { equity(request: EquityRequest): Promise<EquityResult> };
let engine: Promise<Engine> | null = null;

/** Computes equities in the worker; the worker and its .wasm load only when first needed. */
export async function computeEquityInWorker(request: EquityRequest): Promise<EquityResult> {
  engine ??= import('../worker/pool').then((m) => m.createEngine());
  return (await engine).equity(request);
}

export type ComputeEquity = typeof computeEquityInWorker;
