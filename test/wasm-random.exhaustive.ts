// Wasm equals the reference on 1,000,000 seeded random deals of every 6- and 7-card rule (H-HIGH, H-HOLDEM, H-LOW8, H-TELESINA).
import { beforeAll, describe, expect, it } from 'vitest';
import type { HandRule } from '../src/engine/rankings/types';
import type { WasmEvaluator } from '../src/wasm/evaluator';
import { loadEvaluatorNode } from '../src/wasm/node';
import { firstMismatch, randomDeals } from './wasm-helpers';

let ev: WasmEvaluator;
beforeAll(async () => { ev = await loadEvaluatorNode(); });

const DEALS = 1_000_000;
const cases: Array<[HandRule, number, number, 52 | 32]> = [
  ['high', 7, 0, 52], ['high', 6, 0, 52], ['high', 2, 5, 52],
  ['low8', 7, 0, 52], ['low8', 6, 0, 52],
  ['telesina', 5, 1, 32],
];

describe('1,000,000 seeded random deals per rule and card count', () => {
  for (const [rule, holeCount, boardCount, deck] of cases) {
    it(`${rule}, ${holeCount} + ${boardCount} cards`, () => {
      const deals = randomDeals(90_001 + holeCount * 100 + boardCount, DEALS, holeCount + boardCount, deck);
      expect(firstMismatch(ev, rule, deals, DEALS, holeCount, boardCount)).toBeNull();
    }, 1_200_000);
  }
});
