// Splits an equity plan into chunks (exact work units or seeded Monte Carlo trials) that any kernel, worker or pool can run.
import type { Card } from '../cards';
import type { EquityPlan } from './plan';
import { planIsExact } from './plan';
import type { RangeCombo } from './ranges';

/** One assignment of range combos to the range players (null for players without a range), with its weight. */
export interface RangeTuple {
  hands: (RangeCombo | null)[];
  weight: number;
}

/** Every compatible assignment of range combos (one tuple with no hands when nobody has a range). */
export function rangeTuples(plan: EquityPlan): RangeTuple[] {
  const out: RangeTuple[] = [];
  const hands: (RangeCombo | null)[] = [];
  const used = new Set<Card>();
  const go = (i: number, weight: number): void => {
    if (i === plan.players.length) { out.push({ hands: [...hands], weight }); return; }
    const combos = plan.players[i].combos;
    if (!combos) { hands.push(null); go(i + 1, weight); hands.pop(); return; }
    for (const combo of combos) {
      const [a, b] = combo.cards;
      if (used.has(a) || used.has(b)) continue;
      used.add(a); used.add(b);
      hands.push(combo);
      go(i + 1, weight * combo.weight);
      hands.pop();
      used.delete(a); used.delete(b);
    }
  };
  go(0, 1);
  return out;
}

/**
 * Exact work is cut into units: unit u is range tuple floor(u / 52) and the deals whose first dealt card
 * (the lowest card of the first group dealt) has id u % 52. A chunk is a run of units.
 */
export const UNITS_PER_TUPLE = 52;

/** Monte Carlo chunk size: chunk c always holds the same trials for a seed, whoever runs it. */
export const MONTE_CARLO_CHUNK = 32_768;

export type EquityChunk =
  | { kind: 'exact'; index: number; fromUnit: number; toUnit: number }
  | { kind: 'monte-carlo'; index: number; trials: number };

/** The chunks of a plan, in order. Exact: about `exactChunks` runs of units; Monte Carlo: ceil(trials / chunk). */
export function planChunks(plan: EquityPlan, tupleCount: number, exactChunks = 64): EquityChunk[] {
  const chunks: EquityChunk[] = [];
  if (planIsExact(plan)) {
    const units = tupleCount * UNITS_PER_TUPLE;
    const size = Math.max(1, Math.ceil(units / exactChunks));
    for (let from = 0, i = 0; from < units; from += size, i++) {
      chunks.push({ kind: 'exact', index: i, fromUnit: from, toUnit: Math.min(units, from + size) });
    }
  } else {
    for (let done = 0, i = 0; done < plan.trials; done += MONTE_CARLO_CHUNK, i++) {
      chunks.push({ kind: 'monte-carlo', index: i, trials: Math.min(MONTE_CARLO_CHUNK, plan.trials - done) });
    }
  }
  return chunks;
}
