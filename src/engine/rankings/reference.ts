// The reference evaluator (the oracle for the Wasm one): for every hand rule, the best five-card choice by brute force.
import type { Card } from '../cards';
import { arrangeDeuceSeven, arrangeHigh, deuceSevenCategory, deuceSevenStrength5, highCategory, highStrength5 } from './high';
import { arrangeLow, low8Category, low8Strength5 } from './low8';
import type { Evaluator, HandCategory, HandRule, HandValue } from './types';
import { sokoCategory, sokoStrength5, arrangeSoko } from './soko';
import {
  americanaCategory, americanaStrength5, arrangeAmericana, arrangeDeck32BySuit, draw32Category, draw32Strength5,
  telesinaCategory, telesinaStrength5,
} from './thirty-two';
import { sortDescending } from './five';
import { validateHand } from './validate';

/** How one rule values exactly five cards. */
export interface FiveCardRule {
  /** The STRENGTH (types.ts) of five cards, or -1 when they make no qualifying hand (lows). */
  strength(five: readonly Card[]): number;
  /** The category key of a strength this rule produced. */
  category(strength: number): HandCategory;
  /** The five cards in significance order (most significant first). */
  arrange(five: readonly Card[]): Card[];
}

const high: FiveCardRule = { strength: highStrength5, category: highCategory, arrange: arrangeHigh };
const low8: FiveCardRule = { strength: low8Strength5, category: low8Category, arrange: arrangeLow };

/** The five-card valuation behind each hand rule. */
export const FIVE_CARD_RULES: Readonly<Record<HandRule, FiveCardRule>> = {
  'high': high,
  'omaha-high': high,
  'low8': low8,
  'omaha-low8': low8,
  'deuce-seven': { strength: deuceSevenStrength5, category: deuceSevenCategory, arrange: arrangeDeuceSeven },
  'soko': { strength: sokoStrength5, category: sokoCategory, arrange: arrangeSoko },
  'americana': { strength: americanaStrength5, category: americanaCategory, arrange: arrangeAmericana },
  'telesina': { strength: telesinaStrength5, category: telesinaCategory, arrange: arrangeDeck32BySuit },
  'draw32': { strength: draw32Strength5, category: draw32Category, arrange: arrangeDeck32BySuit },
};

/** Index sets choosing k of n, in lexicographic order. */
function choose(n: number, k: number): number[][] {
  const out: number[][] = [];
  const pick = (start: number, chosen: number[]) => {
    if (chosen.length === k) { out.push(chosen.slice()); return; }
    for (let i = start; i <= n - (k - chosen.length); i++) { chosen.push(i); pick(i + 1, chosen); chosen.pop(); }
  };
  pick(0, []);
  return out;
}
/** FIVE_OF[n]: the ways to pick five of n cards; PAIRS_OF / TRIPLES_OF for Omaha's two + three. */
const FIVE_OF = [0, 1, 2, 3, 4, 5, 6, 7].map((n) => choose(n, 5));
const PAIRS_OF = [0, 1, 2, 3, 4, 5].map((n) => choose(n, 2));
const TRIPLES_OF = [0, 1, 2, 3, 4, 5].map((n) => choose(n, 3));

const byIdDescending = (cards: readonly Card[]) => sortDescending(cards.slice());

/**
 * The best hand without input checks (callers that already validated, like hot loops).
 * Candidates are tried from the highest card ids, and the first best one is kept, so the
 * reported `cards` do not depend on the order the cards were given in.
 */
export function bestHandUnchecked(rule: HandRule, hole: readonly Card[], board: readonly Card[] = []): HandValue | null {
  const valuer = FIVE_CARD_RULES[rule];
  let bestStrength = -1;
  let bestFive: Card[] = [];
  const five: Card[] = [0, 0, 0, 0, 0];
  if (rule === 'omaha-high' || rule === 'omaha-low8') {
    // H-OMAHA: exactly two hole cards and exactly three board cards.
    const holeSorted = byIdDescending(hole);
    const boardSorted = byIdDescending(board);
    for (const [a, b] of PAIRS_OF[holeSorted.length]) {
      for (const [c, d, e] of TRIPLES_OF[boardSorted.length]) {
        five[0] = holeSorted[a]; five[1] = holeSorted[b];
        five[2] = boardSorted[c]; five[3] = boardSorted[d]; five[4] = boardSorted[e];
        const strength = valuer.strength(five);
        if (strength > bestStrength) { bestStrength = strength; bestFive = five.slice(); }
      }
    }
  } else {
    // Every other rule: the best five of all the cards (H-HOLDEM: the board may play alone).
    const all = byIdDescending(board.length > 0 ? hole.concat(board) : hole);
    for (const combo of FIVE_OF[all.length]) {
      for (let i = 0; i < 5; i++) five[i] = all[combo[i]];
      const strength = valuer.strength(five);
      if (strength > bestStrength) { bestStrength = strength; bestFive = five.slice(); }
    }
  }
  if (bestStrength < 0) return null;
  return { strength: bestStrength, category: valuer.category(bestStrength), cards: valuer.arrange(bestFive) };
}

/**
 * The best hand under `rule` (RULES.md §2) from `hole` and, for community-card games, `board`.
 * Null only for a low rule without a qualifying low. Throws a HandInputError on bad input.
 */
export function bestHand(rule: HandRule, hole: readonly Card[], board: readonly Card[] = []): HandValue | null {
  validateHand(rule, hole, board);
  return bestHandUnchecked(rule, hole, board);
}

/** The readable TypeScript evaluator behind the Evaluator contract; synchronous. */
export const referenceEvaluator: Evaluator = { best: bestHand };

/**
 * Compares two results of the same rule: positive when `a` is stronger, negative when `b` is,
 * 0 for a tie. Null (no qualifying low) loses to any hand and ties with null.
 */
export function compareHands(a: HandValue | null, b: HandValue | null): number {
  if (a === null || b === null) return (a === null ? 0 : 1) - (b === null ? 0 : 1);
  return Math.sign(a.strength - b.strength);
}
