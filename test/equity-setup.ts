// Test helper for the equity tests: the built Wasm module (npm run asbuild) wrapped as an equity kernel.
import { readFile } from 'node:fs/promises';
import { type EquityKernel, createEquityKernel } from '../src/engine/equity/index';

let kernel: Promise<EquityKernel> | null = null;

export const wasmBytes = (): Promise<Buffer> => readFile(new URL('../src/wasm/evaluator.wasm', import.meta.url));

/** One shared kernel per test file. */
export function testKernel(): Promise<EquityKernel> {
  kernel ??= wasmBytes().then((bytes) => createEquityKernel(bytes));
  return kernel;
}
