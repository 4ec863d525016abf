// Shared helpers of the rankings tests: enumerate every five-card hand of a deck and tally a rule's results.
import { bestHand, type Card, type HandRule, type HandValue } from '../src/engine/index';

/** Calls `visit` with every five-card hand of `deck` (one shared array, refilled). */
export function everyFive(deck: readonly Card[], visit: (five: Card[]) => void): void {
  const five: Card[] = [0, 0, 0, 0, 0];
  const n = deck.length;
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) for (let c = b + 1; c < n; c++)
    for (let d = c + 1; d < n; d++) for (let e = d + 1; e < n; e++) {
      five[0] = deck[a]; five[1] = deck[b]; five[2] = deck[c]; five[3] = deck[d]; five[4] = deck[e];
      visit(five);
    }
}

export function tally(rule: HandRule, deck: readonly Card[]) {
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
