// Seeded properties of the reference evaluator across rules (H-HIGH, H-OMAHA, H-LOW8, H-27, H-SOKO, H-AMERICANA, H-TELESINA, H-DRAW32).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bestHand, compareHands, rankOf, suitOf, type Card, type HandRule } from '../src/engine/index';

const deck52 = Array.from({ length: 52 }, (_, i) => i);
const deck32 = deck52.slice(20);
const deckFor = (rule: HandRule) => (rule === 'americana' || rule === 'telesina' || rule === 'draw32' ? deck32 : deck52);

/** Hole and board sizes to try for each rule. */
const SHAPES: Record<HandRule, Array<[number, number]>> = {
  'high': [[5, 0], [6, 0], [7, 0], [2, 3], [2, 4], [2, 5]],
  'omaha-high': [[4, 3], [4, 4], [4, 5], [5, 5]],
  'low8': [[5, 0], [7, 0], [2, 5]],
  'omaha-low8': [[4, 5], [5, 5], [4, 3]],
  'deuce-seven': [[5, 0]], 'soko': [[5, 0]], 'americana': [[5, 0]], 'draw32': [[5, 0]],
  'telesina': [[5, 0], [5, 1]],
};
const ALL_RULES = Object.keys(SHAPES) as HandRule[];
/** Rules where suits only make flushes and never break ties. */
const SUIT_BLIND: HandRule[] = ['high', 'omaha-high', 'low8', 'omaha-low8', 'deuce-seven', 'soko', 'americana'];

/** A seeded deal for a rule: its hole and board cards. */
const dealFor = (rules: readonly HandRule[]) => fc.constantFrom(...rules).chain((rule) =>
  fc.tuple(fc.constant(rule), fc.constantFrom(...SHAPES[rule]), fc.shuffledSubarray(deckFor(rule), { minLength: 10, maxLength: 10 })))
  .map(([rule, [holeCount, boardCount], cards]) => ({ rule, hole: cards.slice(0, holeCount), board: cards.slice(holeCount, holeCount + boardCount) }));

const reversed = (cards: Card[]) => cards.slice().reverse();

describe('properties of every rule', () => {
  it('the result does not depend on the order the cards are given in (all nine rules)', () => {
    fc.assert(fc.property(dealFor(ALL_RULES), ({ rule, hole, board }) => {
      expect(bestHand(rule, reversed(hole), reversed(board))).toEqual(bestHand(rule, hole, board));
    }), { seed: 11, numRuns: 1500 });
  });

  it('strength ignores a renaming of the suits where suits never break ties (H-HIGH, H-OMAHA, H-LOW8, H-27, H-SOKO, H-AMERICANA)', () => {
    fc.assert(fc.property(dealFor(SUIT_BLIND), fc.constantFrom([1, 2, 3, 0], [3, 2, 1, 0], [0, 2, 1, 3], [2, 0, 3, 1]), ({ rule, hole, board }, permutation) => {
      const rename = (cards: Card[]) => cards.map((card) => rankOf(card) * 4 + permutation[suitOf(card)]);
      const original = bestHand(rule, hole, board);
      const renamed = bestHand(rule, rename(hole), rename(board));
      expect(renamed?.strength).toBe(original?.strength);
      expect(renamed?.category).toBe(original?.category);
    }), { seed: 12, numRuns: 1500 });
  });

  it('compareHands is antisymmetric and the five cards come from the input', () => {
    fc.assert(fc.property(dealFor(ALL_RULES), dealFor(ALL_RULES), (x, y) => {
      const a = bestHand(x.rule, x.hole, x.board);
      const b = bestHand(x.rule, y.rule === x.rule ? y.hole : x.hole, y.rule === x.rule ? y.board : x.board);
      expect(compareHands(a, b)).toBe(-compareHands(b, a) || 0);
      if (a) {
        expect(a.cards).toHaveLength(5);
        for (const card of a.cards) expect([...x.hole, ...x.board]).toContain(card);
      }
    }), { seed: 13, numRuns: 1000 });
  });
});

describe('cross-checks between rules', () => {
  const five32 = fc.shuffledSubarray(deck32, { minLength: 10, maxLength: 10 });
  const five52 = fc.shuffledSubarray(deck52, { minLength: 10, maxLength: 10 });

  it('H-DRAW32 refines H-AMERICANA: a stronger Americana hand is a stronger draw32 hand', () => {
    fc.assert(fc.property(five32, (cards) => {
      const [a, b] = [cards.slice(0, 5), cards.slice(5)];
      const americana = Math.sign(bestHand('americana', a)!.strength - bestHand('americana', b)!.strength);
      const draw32 = Math.sign(bestHand('draw32', a)!.strength - bestHand('draw32', b)!.strength);
      if (americana !== 0) expect(draw32).toBe(americana);
      else expect(draw32).not.toBe(0);
    }), { seed: 14, numRuns: 3000 });
  });

  it('H-TELESINA refines H-AMERICANA except flush against flush (suit first) and high card against high card (each card with its suit)', () => {
    fc.assert(fc.property(five32, (cards) => {
      const [a, b] = [cards.slice(0, 5), cards.slice(5)];
      const [am1, am2] = [bestHand('americana', a)!, bestHand('americana', b)!];
      if (am1.category === am2.category && (am1.category === 'flush' || am1.category === 'high-card')) return;
      const americana = Math.sign(am1.strength - am2.strength);
      const telesina = Math.sign(bestHand('telesina', a)!.strength - bestHand('telesina', b)!.strength);
      if (americana !== 0) expect(telesina).toBe(americana);
    }), { seed: 15, numRuns: 3000 });
  });

  it('H-27 reverses H-HIGH when neither hand holds A-2-3-4-5', () => {
    const wheelRanks = (cards: Card[]) => [12, 0, 1, 2, 3].every((rank) => cards.some((card) => rankOf(card) === rank));
    fc.assert(fc.property(five52, (cards) => {
      const [a, b] = [cards.slice(0, 5), cards.slice(5)];
      if (wheelRanks(a) || wheelRanks(b)) return;
      const high = Math.sign(bestHand('high', a)!.strength - bestHand('high', b)!.strength);
      const deuceSeven = Math.sign(bestHand('deuce-seven', a)!.strength - bestHand('deuce-seven', b)!.strength);
      expect(deuceSeven).toBe(-high || 0);
    }), { seed: 16, numRuns: 3000 });
  });

  it('H-LOW8 of up to seven cards is the five lowest distinct ranks of eight or under', () => {
    fc.assert(fc.property(fc.shuffledSubarray(deck52, { minLength: 7, maxLength: 7 }), (cards) => {
      const lows = [...new Set(cards.map((card) => (rankOf(card) === 12 ? 1 : rankOf(card) + 2)).filter((low) => low <= 8))].sort((x, y) => x - y);
      const value = bestHand('low8', cards);
      if (lows.length < 5) { expect(value).toBeNull(); return; }
      const five = lows.slice(0, 5).reverse();
      expect(value!.strength).toBe(0xfffff - five.reduce((packed, low) => packed * 16 + low, 0));
    }), { seed: 17, numRuns: 3000 });
  });

  it('H-SOKO agrees with H-HIGH from two pair up, and its extra categories sit between pair and two pair', () => {
    fc.assert(fc.property(five52, (cards) => {
      const [a, b] = [cards.slice(0, 5), cards.slice(5)];
      const [ha, hb] = [bestHand('high', a)!, bestHand('high', b)!];
      const [sa, sb] = [bestHand('soko', a)!, bestHand('soko', b)!];
      const strong = (category: string) => !['high-card', 'pair'].includes(category);
      if (strong(ha.category) && strong(hb.category)) expect(Math.sign(sa.strength - sb.strength)).toBe(Math.sign(ha.strength - hb.strength));
      if (strong(ha.category)) expect(sa.category).toBe(ha.category);
      else expect(['high-card', 'pair', 'four-straight', 'four-flush']).toContain(sa.category);
    }), { seed: 18, numRuns: 3000 });
  });
});
