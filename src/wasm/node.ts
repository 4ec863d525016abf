// Node-only helper for tests and the bench: loads src/wasm/evaluator.wasm from disk (never import this from browser code).
import { readFile } from 'node:fs/promises';
import { loadEvaluator, type WasmEvaluator } from './evaluator';

/** Path of the built .wasm (npm run asbuild writes it). */
export const WASM_FILE = new URL('./evaluator.wasm', import.meta.url);

/** The Wasm evaluator, instantiated from the bytes on disk. */
export async function loadEvaluatorNode(): Promise<WasmEvaluator> {
  return loadEvaluator(await readFile(WASM_FILE));
}
