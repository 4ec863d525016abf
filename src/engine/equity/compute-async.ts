// computeEquityAsync: loads the bundled Wasm module once (Node: the file; browser: the bundled URL), then computeEquity on it.
import { loadEvaluator, type EvaluatorSource } from '../../wasm/evaluator';
import { asEquityKernel, computeEquity } from './compute';
import type { EquityRequest, EquityResult } from './types';
import type { EquityKernel } from './wasm-kernel';

let loading: Promise<EquityKernel> | null = null;

/** The shared kernel of this thread, loading the Wasm module on first use (or from `source`). */
export function loadEquityKernel(source?: EvaluatorSource): Promise<EquityKernel> {
  if (source !== undefined) return loadEvaluator(source).then(asEquityKernel);
  loading ??= loadEvaluator().then(asEquityKernel).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** computeEquity with the Wasm kernel loaded for you (once per thread). Same result shape as computeEquity. */
export async function computeEquityAsync(request: EquityRequest, source?: EvaluatorSource): Promise<EquityResult> {
  return computeEquity(request, await loadEquityKernel(source));
}
