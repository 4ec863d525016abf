// H-HIGH and H-DRAW32 over every five-card hand: exact category counts and the number of distinct strengths.
import { describe, expect, it } from 'vitest';
import { bestHand, deckCards, type Card, type HandRule, type HandValue } from '../src/engine/index';

/** Calls `visit` with every five-card hand of `deck` (one shared array, refilled). */
function everyFive(deck: readonly Card[], visit: (five: Card[]) => void): void {
  const five: Card[] = [0, 0, 0, 0, 0];
  const n = deck.length;
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) for (let c = b + 1; c < n; c++)
    for (let d = c + 1; d < n; d++) for (let e = d + 1; e < n; e++) {
      five[0] = deck[a]; five[1] = deck[b]; five[2] = deck[c]; five[3] = deck[d]; five[4] = deck[e];
      visit(five);
    }
}

function tally(rule: HandRule, deck: readonly Card[]) {
  const categories: Record<string, number> = {};
  const strengths = new Set<number>();
  let hands = 0;
  everyFive(deck, (five) => {
    const value = bestHand(rule, five) as HandValue;
    categories[value.category] = (categories[value.category] ?? 0) + 1;
    strengths.add(value.strength);
    hands++;
  });
  return { categories, distinct: strengths.size, hands };
}

describe('H-HIGH all 2,598,960 five-card hands', () => {
  it('H-HIGH category counts are exact and there are 7,462 distinct strengths', () => {
    const { categories, distinct, hands } = tally('high', deckCards(52));
    expect(hands).toBe(2_598_960);
    expect(categories).toEqual({
      'straight-flush': 40, 'quads': 624, 'full-house': 3744, 'flush': 5108, 'straight': 10200,
      'trips': 54912, 'two-pair': 123552, 'pair': 1098240, 'high-card': 1302540,
    });
    expect(distinct).toBe(7462);
  });
});
