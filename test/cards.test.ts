// C-NOTATION, C-DECK52, C-DECK32: parsing and formatting cards.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cardName, deckCards, formatCards, parseCards, rankOf, suitOf } from '../src/engine/index';

describe('C-NOTATION parseCards / formatCards', () => {
  it('reads every accepted spelling', () => {
    const ahkd = parseCards('AhKd');
    expect(formatCards(ahkd)).toBe('Ah Kd');
    expect(parseCards('Ah Kd')).toEqual(ahkd);
    expect(parseCards('ah,kd')).toEqual(ahkd);
    expect(parseCards('AH KD')).toEqual(ahkd);
    expect(formatCards(parseCards('10h Td'))).toBe('Th Td');
    expect(formatCards(parseCards('10h10d'))).toBe('Th Td');
    expect(parseCards('')).toEqual([]);
  });

  it('names the bad token', () => {
    expect(() => parseCards('Ah Kx')).toThrow(/"Kx".*suit/);
    expect(() => parseCards('Ah 1h')).toThrow(/"1h".*rank/);
    expect(() => parseCards('Ah Zz')).toThrow(/"Zz"/);
    expect(() => parseCards('A')).toThrow(/"A"/);
  });

  it('refuses duplicates', () => {
    expect(() => parseCards('Ah Kd ah')).toThrow(/Ah appears twice/);
  });

  it('C-DECK32 refuses cards below seven in 32-card games', () => {
    expect(() => parseCards('Ah 6c', { deck: 32 })).toThrow(/6c is not in the 32-card deck/);
    expect(parseCards('Ah 7c', { deck: 32 })).toHaveLength(2);
  });

  it('C-DECK52 / C-DECK32 decks', () => {
    expect(deckCards(52)).toHaveLength(52);
    expect(deckCards(32)).toHaveLength(32);
    expect(new Set(deckCards(52).map((c) => formatCards([c]))).size).toBe(52);
  });

  it('round-trips any set of distinct cards', () => {
    fc.assert(fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { maxLength: 52 }), (cards) => {
      expect(parseCards(formatCards(cards))).toEqual(cards);
    }), { seed: 7 });
  });

  it('gives accessible names', () => {
    expect(cardName(parseCards('Ah')[0])).toBe('ace of hearts');
    expect(cardName(parseCards('2c')[0])).toBe('two of clubs');
    const [t] = parseCards('Ts');
    expect([rankOf(t), suitOf(t)]).toEqual([8, 3]);
  });
});
