// H-HIGH, H-AMERICANA, H-TELESINA and H-DRAW32 over every five-card hand: exact category counts and the number of distinct strengths.
import { describe, expect, it } from 'vitest';
import { deckCards } from '../src/engine/index';
import { tally } from './rankings.helpers';

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

describe('C-DECK32 all 201,376 five-card hands of the 32-card deck', () => {
  const counts32 = {
    'straight-flush': 20, 'quads': 224, 'flush': 204, 'full-house': 1344, 'straight': 5100,
    'trips': 10752, 'two-pair': 24192, 'pair': 107520, 'high-card': 52020,
  };

  it('H-AMERICANA category counts (A-7-8-9-T counts as a straight)', () => {
    const { categories, hands } = tally('americana', deckCards(32));
    expect(hands).toBe(201_376);
    expect(categories).toEqual(counts32);
  });

  it('H-TELESINA category counts match, and suits split most ties', () => {
    const { categories, distinct } = tally('telesina', deckCards(32));
    expect(categories).toEqual(counts32);
    expect(distinct).toBeGreaterThan(50_000);
  });

  it('H-DRAW32 a total order: all 201,376 hands have different strengths', () => {
    const { categories, distinct } = tally('draw32', deckCards(32));
    expect(categories).toEqual(counts32);
    expect(distinct).toBe(201_376);
  });
});
