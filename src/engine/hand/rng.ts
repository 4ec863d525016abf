// A small seeded PRNG (mulberry32) and a Fisher-Yates shuffle: the engine's only source of randomness.
import { mulberry32, mulberry32Output, MULBERRY32_STEP } from '../random';

/** The 32-bit starting state of `createRng(seed)`, kept as plain data inside a hand's state. */
export function rngState(seed: number): number {
  return (Math.floor(seed) ^ 0x9e3779b9) >>> 0;
}

/** Advances a plain-data generator state held in `holder.rng` and returns the next float in [0, 1) (same sequence as createRng). */
export function nextRandom(holder: { rng: number }): number {
  holder.rng = (holder.rng + MULBERRY32_STEP) >>> 0;
  return mulberry32Output(holder.rng);
}

/** A seeded generator of floats in [0, 1); the same seed always gives the same sequence. */
export function createRng(seed: number): () => number {
  return mulberry32(rngState(seed));
}

/** Shuffles `items` in place with `rng` (Fisher-Yates) and returns it. */
export function shuffle<T>(items: T[], rng: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const t = items[i];
    items[i] = items[j];
    items[j] = t;
  }
  return items;
}
