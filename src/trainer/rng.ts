// Seeded pseudo-random numbers for quizzes and drills (mulberry32): same seed, same questions.
import { mulberry32 } from '../engine/random';

/** A small deterministic generator; every quiz draws its randomness from one of these. */
export class Rng {
  private readonly generate: () => number;

  constructor(seed: number) {
    this.generate = mulberry32((Math.trunc(seed) ^ 0x9e3779b9) >>> 0);
  }

  /** A float in [0, 1). */
  next(): number {
    return this.generate();
  }

  /** An integer in [min, max] (both included). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }

  /** The first n cards of a shuffled copy. */
  deal<T>(items: readonly T[], n: number): T[] {
    return this.shuffle(items).slice(0, n);
  }
}

/** Mixes two integers into a new 32-bit seed (used for question i of a drill). */
export function mixSeed(a: number, b: number): number {
  let h = (Math.imul(a >>> 0, 0x85ebca6b) ^ Math.imul((b >>> 0) + 0x27d4eb2f, 0xc2b2ae35)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d) >>> 0;
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

/** FNV-1a (one engine function, shared with the lab and hand links): checksums for drill links and result codes. */
export { fnv1a } from '../engine/codes';
