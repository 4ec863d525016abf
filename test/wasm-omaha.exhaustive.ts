// Wasm equals the reference on 1,000,000 seeded random Omaha deals for high and for low (H-OMAHA, H-LOW8), over every hole/board size.
import { beforeAll, describe, expect, it } from 'vitest';
import type { HandRule } from '../src/engine/rankings/types';
import type { WasmEvaluator } from '../src/wasm/evaluator';
import { loadEvaluatorNode } from '../src/wasm/node';
import { firstMismatch, randomDeals } from './wasm-helpers';

let ev: WasmEvaluator;
beforeAll(async () => { ev = await loadEvaluatorNode(); });

/** [hole cards, board cards, deals]: 1,000,000 deals in all per rule. */
const SHAPES: Array<[number, number, number]> = [[4, 5, 400_000], [5, 5, 300_000], [4, 3, 100_000], [4, 4, 100_000], [5, 4, 50_000], [5, 3, 50_000]];

describe('1,000,000 seeded random Omaha deals per rule', () => {
  for (const rule of ['omaha-high', 'omaha-low8'] as HandRule[]) {
    it(`${rule}: every shape from 4 + 3 to 5 + 5`, () => {
      let total = 0;
      for (const [holeCount, boardCount, deals] of SHAPES) {
        const cards = randomDeals(70_001 + holeCount * 10 + boardCount + (rule === 'omaha-low8' ? 5000 : 0), deals, holeCount + boardCount);
        expect(firstMismatch(ev, rule, cards, deals, holeCount, boardCount)).toBeNull();
        total += deals;
      }
      expect(total).toBe(1_000_000);
    }, 1_800_000);
  }
});
