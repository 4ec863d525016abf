// Shared helpers for the Wasm evaluator's tests and the bench: a seeded PRNG and seeded random deals (never Math.random).
import { formatCards, type Card } from '../src/engine/cards';
import { bestHandUnchecked, FIVE_CARD_RULES } from '../src/engine/rankings/reference';
import type { HandRule } from '../src/engine/rankings/types';
import type { WasmEvaluator } from '../src/wasm/evaluator';

/** SplitMix32: a small seeded generator of 32-bit integers. */
export function splitMix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/**
 * `count` deals of `per` distinct cards each, back to back in one Uint8Array, drawn by a seeded
 * partial Fisher-Yates shuffle of the 52-card deck (or the 32-card deck, sevens up).
 */
export function randomDeals(seed: number, count: number, per: number, deck: 52 | 32 = 52): Uint8Array {
  const next = splitMix32(seed);
  const first = deck === 32 ? 20 : 0;
  const cards: number[] = [];
  for (let c = first; c < 52; c++) cards.push(c);
  const out = new Uint8Array(count * per);
  for (let h = 0; h < count; h++) {
    for (let i = 0; i < per; i++) {
      const j = i + (next() % (cards.length - i));
      const t = cards[i]; cards[i] = cards[j]; cards[j] = t;
      out[h * per + i] = cards[i];
    }
  }
  return out;
}

/** Every five-card hand of a deck, back to back (2,598,960 of 52 cards; 201,376 of 32). */
export function allFiveCardHands(deck: 52 | 32 = 52): Uint8Array {
  const first = deck === 32 ? 20 : 0;
  const n = 52 - first;
  const count = (n * (n - 1) * (n - 2) * (n - 3) * (n - 4)) / 120;
  const out = new Uint8Array(count * 5);
  let k = 0;
  for (let a = first; a < 52; a++) for (let b = a + 1; b < 52; b++) for (let c = b + 1; c < 52; c++)
    for (let d = c + 1; d < 52; d++) for (let e = d + 1; e < 52; e++) {
      out[k++] = a; out[k++] = b; out[k++] = c; out[k++] = d; out[k++] = e;
    }
  return out;
}

/** The cards of hand `index` in a batch of `per`-card hands. */
export const handAt = (cards: Uint8Array, index: number, per: number): Card[] => Array.from(cards.subarray(index * per, index * per + per));

/**
 * Compares the Wasm batch strengths with the reference evaluator on `count` deals of
 * holeCount + boardCount cards; returns a readable description of the first disagreement, or null.
 */
export function firstMismatch(
  wasm: WasmEvaluator, rule: HandRule, deals: Uint8Array, count: number, holeCount: number, boardCount = 0,
): string | null {
  const per = holeCount + boardCount;
  const strengths = wasm.evaluateMany(rule, deals, count, { holeCount, boardCount });
  for (let i = 0; i < count; i++) {
    const cards = handAt(deals, i, per);
    const ref = bestHandUnchecked(rule, cards.slice(0, holeCount), cards.slice(holeCount));
    const expected = ref === null ? -1 : ref.strength;
    if (strengths[i] !== expected) {
      return `${rule} ${formatCards(cards.slice(0, holeCount))} | ${formatCards(cards.slice(holeCount))}: wasm ${strengths[i]}, reference ${expected}`;
    }
  }
  return null;
}

/** Compares Wasm and reference strengths on five-card hands (one valuation each, no best-of search). */
export function firstFiveCardMismatch(wasm: WasmEvaluator, rule: HandRule, hands: Uint8Array): string | null {
  const count = hands.length / 5;
  const strengths = wasm.evaluateMany(rule, hands, count, { holeCount: 5 });
  const valuer = FIVE_CARD_RULES[rule];
  const five: Card[] = [0, 0, 0, 0, 0];
  for (let i = 0; i < count; i++) {
    for (let j = 0; j < 5; j++) five[j] = hands[i * 5 + j];
    const expected = valuer.strength(five);
    if (strengths[i] !== expected) return `${rule} ${formatCards(five)}: wasm ${strengths[i]}, reference ${expected}`;
  }
  return null;
}
