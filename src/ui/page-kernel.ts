// The page's own Wasm equity kernel, for the synchronous engine work done on the page (equity quizzes): loaded
// once on first use and handed to the trainer explicitly (QuizContext); long equity jobs go to the worker pool.
import wasmUrl from '../wasm/evaluator.wasm?url&no-inline';
import { type EquityKernel, createEquityKernel } from '../engine/equity/index';
import type { QuizContext } from '../trainer/quiz';

let loading: Promise<EquityKernel> | null = null;

/** The kernel (the loader refuses a stale .wasm); a failed load is retried on the next call. */
export function loadPageKernel(): Promise<EquityKernel> {
  loading ??= createEquityKernel(fetch(wasmUrl)).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The quiz context with the page's kernel; resolves without one (the trainer's exact reference) if it cannot load. */
export async function pageQuizContext(): Promise<QuizContext> {
  try {
    return { equity: await loadPageKernel() };
  } catch {
    return {};
  }
}
