// The Wasm evaluator equals the reference on all 2,598,960 five-card hands of each 52-card five-card rule (H-HIGH, H-27, H-SOKO, H-LOW8).
import { beforeAll, describe, expect, it } from 'vitest';
import type { HandRule } from '../src/engine/rankings/types';
import type { WasmEvaluator } from '../src/wasm/evaluator';
import { loadEvaluatorNode } from '../src/wasm/node';
import { allFiveCardHands, firstFiveCardMismatch } from './wasm-helpers';

let ev: WasmEvaluator;
beforeAll(async () => { ev = await loadEvaluatorNode(); });

describe('every five-card hand of the 52-card deck (C-DECK52)', () => {
  const hands = allFiveCardHands(52);
  const count = hands.length / 5;
  it('has 2,598,960 hands', () => expect(count).toBe(2_598_960));
  for (const rule of ['high', 'deuce-seven', 'soko', 'low8'] as HandRule[]) {
    it(`${rule}: Wasm strengths equal the reference on all 2,598,960`, () => {
      expect(firstFiveCardMismatch(ev, rule, hands)).toBeNull();
    });
  }
  it('H-HIGH: 7,462 distinct strengths with the exact category counts', () => {
    const strengths = ev.evaluateMany('high', hands, count, { holeCount: 5 });
    expect(new Set(strengths).size).toBe(7462);
    const perCategory = new Array(9).fill(0);
    for (const s of strengths) perCategory[s >> 20]++;
    expect(perCategory).toEqual([1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 40]);
  });
});
