// The one seeded generator (mulberry32) behind every shuffle, sample and quiz: same seed, same numbers.

/** The increment of mulberry32's 32-bit state per number drawn. */
export const MULBERRY32_STEP = 0x6d2b79f5;

/** mulberry32's output for a state already advanced by MULBERRY32_STEP: a float in [0, 1). */
export function mulberry32Output(state: number): number {
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** A generator of floats in [0, 1) from a 32-bit starting state. */
export function mulberry32(state: number): () => number {
  let a = state >>> 0;
  return () => {
    a = (a + MULBERRY32_STEP) >>> 0;
    return mulberry32Output(a);
  };
}
