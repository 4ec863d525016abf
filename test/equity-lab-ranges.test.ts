// Range text for the equity lab (issue 14): the documented PokerStove/Equilab examples, the grid's classes,
// and grid -> text -> grid round trips as a seeded property.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCards, parseCards } from '../src/engine/cards';
import { HAND_CLASSES, type RangeCombo, classCombos, classIndexOf, formatRange, parseRange } from '../src/engine/equity/ranges';

const asMap = (combos: readonly RangeCombo[]): Map<string, number> =>
  new Map(combos.map((c) => [formatCards(c.cards), c.weight]));

describe('the documented syntax (README: QQ+, AKs, A5s-A2s, KTo+, AhKh, AKs:0.5, random)', () => {
  it('reads each documented token to the hands a player means', () => {
    expect(parseRange('QQ+').length).toBe(18);
    expect(parseRange('AKs').length).toBe(4);
    expect(parseRange('A5s-A2s').map((c) => formatCards(c.cards).replace(/[cdhs]/g, '')).sort()).toEqual(
      [...Array(4).fill('A 5'), ...Array(4).fill('A 4'), ...Array(4).fill('A 3'), ...Array(4).fill('A 2')].sort());
    expect(parseRange('KTo+').length).toBe(36);
    expect(parseRange('AhKh').map((c) => formatCards(c.cards))).toEqual(['Ah Kh']);
    expect(parseRange('AKs:0.5').every((c) => c.weight === 0.5)).toBe(true);
    expect(parseRange('random').length).toBe(1326);
    expect(parseRange('QQ+, AKs, A5s-A2s, KTo+, AhKh, AKs:0.5, random').length).toBe(1326);
  });

  it('writes the documented examples back in the same words', () => {
    for (const text of ['QQ+', 'AKs', 'A5s-A2s', 'KTo+', 'AhKh', 'AKs:0.5', 'random', 'QQ+, AKs, A5s-A2s, KTo+', 'TT-77', 'AA, 22']) {
      expect(formatRange(parseRange(text))).toBe(text);
    }
    expect(formatRange(parseRange('AKs:0.5, QQ+'))).toBe('QQ+, AKs:0.5');
    expect(formatRange(parseRange('AK'))).toBe('AKs, AKo');
    expect(formatRange([])).toBe('');
  });
});

describe('the 13×13 grid', () => {
  it('holds each of the 1,326 hands in exactly one of its 169 classes', () => {
    expect(HAND_CLASSES).toHaveLength(169);
    expect(HAND_CLASSES[0].name).toBe('AA');
    expect(HAND_CLASSES[1].name).toBe('AKs');
    expect(HAND_CLASSES[13].name).toBe('AKo');
    expect(HAND_CLASSES[168].name).toBe('22');
    const seen = new Set<string>();
    HAND_CLASSES.forEach((cls, i) => {
      for (const [a, b] of classCombos(cls)) {
        expect(classIndexOf(a, b)).toBe(i);
        expect(classIndexOf(b, a)).toBe(i);
        seen.add(formatCards([a, b]));
      }
    });
    expect(seen.size).toBe(1326);
    expect(classIndexOf(...(parseCards('7h2h') as [number, number]))).toBe(HAND_CLASSES.findIndex((c) => c.name === '72s'));
  });
});

describe('grid -> text -> grid', () => {
  const weight = fc.constantFrom(1, 0.75, 0.5, 0.25, 0.05, 0.333);
  /** A grid: some classes, each whole at a weight, plus single hands of other classes. */
  const grid = fc.record({
    cells: fc.uniqueArray(fc.tuple(fc.integer({ min: 0, max: 168 }), weight), { selector: (t) => t[0], maxLength: 169 }),
    singles: fc.array(fc.tuple(fc.integer({ min: 0, max: 168 }), fc.nat(11), weight), { maxLength: 12 }),
  });

  it('gives back the same hands with the same weights (seeded property)', () => {
    fc.assert(fc.property(grid, ({ cells, singles }) => {
      const combos = new Map<string, RangeCombo>();
      for (const [i, w] of cells) for (const cards of classCombos(HAND_CLASSES[i])) combos.set(formatCards(cards), { cards, weight: w });
      for (const [i, k, w] of singles) {
        const list = classCombos(HAND_CLASSES[i]);
        const cards = list[k % list.length];
        combos.set(formatCards(cards), { cards, weight: w });
      }
      const before = [...combos.values()];
      const text = formatRange(before);
      if (before.length === 0) { expect(text).toBe(''); return; }
      expect(asMap(parseRange(text))).toEqual(asMap(before));
      // Whole classes are written as class tokens, never hand by hand.
      if (singles.length === 0) expect(text).not.toMatch(/[2-9TJQKA][cdhs][2-9TJQKA][cdhs]/);
    }), { seed: 1414, numRuns: 400 });
  });
});
