// Integer pot-share counters: what every enumerator and sampler adds up, merges and turns into a result.
import type { EquityResult, PlayerEquity } from './types';

/**
 * One pot is POT_UNITS units: divisible by every split among up to 10 players, and by 2 more for
 * hi/lo halves (2 × lcm(1..10) = 5040), so every share is a whole number of units.
 */
export const POT_UNITS = 5040;

/** Counters over a number of showdowns. With weighted ranges the sums are weighted (then not integers). */
export interface EquityCounters {
  /** Showdowns counted (weighted). */
  samples: number;
  /** Per player: pot units won. */
  share: number[];
  /** Per player: sum over showdowns of (units won)², for the standard error. */
  shareSquares: number[];
  /** Per player: showdowns where the player took the whole pot alone. */
  win: number[];
  /** Per player: showdowns where the player got part of the pot, not all. */
  tie: number[];
  /** Per player: pot units won with the high hand (hi/lo). */
  high: number[];
  /** Per player: pot units won with the low hand (hi/lo). */
  low: number[];
  /** Showdowns with no qualifying low (hi/lo). */
  noLow: number;
}

export function emptyCounters(players: number): EquityCounters {
  const z = (): number[] => new Array<number>(players).fill(0);
  return { samples: 0, share: z(), shareSquares: z(), win: z(), tie: z(), high: z(), low: z(), noLow: 0 };
}

/** Adds `from` (times `weight`) into `into`. */
export function addCounters(into: EquityCounters, from: EquityCounters, weight = 1): EquityCounters {
  into.samples += from.samples * weight;
  into.noLow += from.noLow * weight;
  for (let i = 0; i < into.share.length; i++) {
    into.share[i] += from.share[i] * weight;
    into.shareSquares[i] += from.shareSquares[i] * weight;
    into.win[i] += from.win[i] * weight;
    into.tie[i] += from.tie[i] * weight;
    into.high[i] += from.high[i] * weight;
    into.low[i] += from.low[i] * weight;
  }
  return into;
}

/** Turns counters into the per-player figures. `exact`: no sampling error. */
export function countersToResult(c: EquityCounters, options: { exact: boolean; hiLo: boolean; cancelled?: boolean }): EquityResult {
  const n = c.samples;
  let stdError = 0;
  const players: PlayerEquity[] = c.share.map((s, i) => {
    const equity = n > 0 ? s / POT_UNITS / n : 0;
    if (!options.exact && n > 1) {
      const meanSquare = c.shareSquares[i] / (POT_UNITS * POT_UNITS) / n;
      const variance = Math.max(0, meanSquare - equity * equity) * (n / (n - 1));
      stdError = Math.max(stdError, Math.sqrt(variance / n));
    }
    const p: PlayerEquity = { equity, win: n > 0 ? c.win[i] / n : 0, tie: n > 0 ? c.tie[i] / n : 0 };
    if (options.hiLo) {
      p.high = n > 0 ? c.high[i] / POT_UNITS / n : 0;
      p.low = n > 0 ? c.low[i] / POT_UNITS / n : 0;
      p.scoop = p.win;
    }
    return p;
  });
  const result: EquityResult = { players, exact: options.exact, samples: n, stdError: options.exact ? 0 : stdError };
  if (options.hiLo) result.noLow = n > 0 ? c.noLow / n : 0;
  if (options.cancelled) result.cancelled = true;
  return result;
}
