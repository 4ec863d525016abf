// A small seeded PRNG (mulberry32) and a Fisher-Yates shuffle: the engine's only source of randomness.
import { mulberry32 } from '../random';

/** A seeded generator of floats in [0, 1); the same seed always gives the same sequence. */
export function createRng(seed: number): () => number {
  return mulberry32((Math.floor(seed) ^ 0x9e3779b9) >>> 0);
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
