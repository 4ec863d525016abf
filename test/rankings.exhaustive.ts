// Longer enumerations of the reference evaluator (npm run test:exhaustive): H-27 and H-SOKO over all 2,598,960 five-card hands.
import { describe, expect, it } from 'vitest';
import { deckCards } from '../src/engine/index';
import { tally } from './rankings.helpers';

describe('H-27 all 2,598,960 five-card hands', () => {
  it('H-27 has no wheel: 36 straight flushes, 9,180 straights, and still 7,462 distinct strengths', () => {
    const { categories, distinct } = tally('deuce-seven', deckCards(52));
    expect(categories).toEqual({
      'straight-flush': 36, 'quads': 624, 'full-house': 3744, 'flush': 5112, 'straight': 9180,
      'trips': 54912, 'two-pair': 123552, 'pair': 1098240, 'high-card': 1303560,
    });
    expect(distinct).toBe(7462);
  });
});

describe('H-SOKO all 2,598,960 five-card hands', () => {
  it('H-SOKO keeps the high counts from two pair up and splits pair and high card into four', () => {
    const { categories } = tally('soko', deckCards(52));
    expect(categories).toMatchObject({
      'straight-flush': 40, 'quads': 624, 'full-house': 3744, 'flush': 5108, 'straight': 10200, 'trips': 54912, 'two-pair': 123552,
    });
    // Four of one suit and one of another (4 x C(13,4) x 39), less the 600 of those that are straights.
    expect(categories['four-flush']).toBe(4 * 715 * 39 - 600);
    const lower = categories['pair'] + categories['high-card'] + categories['four-flush'] + categories['four-straight'];
    expect(lower).toBe(1_098_240 + 1_302_540);
  });
});
