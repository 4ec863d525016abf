// Lazy access to the engine for live examples: loaded on first use, in its own chunk, so the
// first page load stays small. Parts of the engine that have not landed yet are reported as missing.
import type * as EngineModule from '../engine/index';

export type Engine = typeof EngineModule;

let loading: Promise<Engine> | null = null;

/** The engine's front door, loaded once. */
export function loadEngine(): Promise<Engine> {
  loading ??= import('../engine/index');
  return loading;
}

/** An engine export by name, or null when this build does not have it yet. */
export async function engineExport<T>(name: string): Promise<T | null> {
  const engine = (await loadEngine()) as unknown as Record<string, unknown>;
  return (engine[name] as T | undefined) ?? null;
}

/** Thrown by an example when the engine part it needs is missing. */
export class MissingEngineError extends Error {
  constructor(readonly what: string) {
    super(`missing ${what}`);
    this.name = 'MissingEngineError';
  }
}

export async function requireExport<T>(name: string): Promise<T> {
  const value = await engineExport<T>(name);
  if (value === null) throw new MissingEngineError(name);
  return value;
}
