// The Wasm evaluator equals the reference on all 201,376 five-card hands of the 32-card deck (H-AMERICANA, H-TELESINA, H-DRAW32).
import { beforeAll, describe, expect, it } from 'vitest';
import type { HandRule } from '../src/engine/rankings/types';
import type { WasmEvaluator } from '../src/wasm/evaluator';
import { loadEvaluatorNode } from '../src/wasm/node';
import { allFiveCardHands, firstFiveCardMismatch } from './wasm-helpers';

let ev: WasmEvaluator;
beforeAll(async () => { ev = await loadEvaluatorNode(); });

describe('every five-card hand of the 32-card deck (C-DECK32)', () => {
  const hands = allFiveCardHands(32);
  const count = hands.length / 5;
  it('has 201,376 hands', () => expect(count).toBe(201_376));
  for (const rule of ['americana', 'telesina', 'draw32'] as HandRule[]) {
    it(`${rule}: Wasm strengths equal the reference on all 201,376`, () => {
      expect(firstFiveCardMismatch(ev, rule, hands)).toBeNull();
    });
  }
  it('H-DRAW32: no two different hands tie (201,376 distinct strengths)', () => {
    const strengths = ev.evaluateMany('draw32', hands, count);
    expect(new Set(strengths).size).toBe(count);
  });
});
