// H-HIGH, H-HOLDEM, H-OMAHA, H-LOW8, H-27: the reference evaluator on worked examples and properties.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  bestHand, compareHands, formatCards, parseCards, referenceEvaluator, validateHand, HandInputError,
  type HandRule, type HandValue,
} from '../src/engine/index';

const best = (rule: HandRule, hole: string, board = ''): HandValue | null => bestHand(rule, parseCards(hole), parseCards(board));
const strength = (rule: HandRule, hole: string, board = ''): number => best(rule, hole, board)!.strength;
const used = (rule: HandRule, hole: string, board = ''): string => formatCards(best(rule, hole, board)!.cards);

describe('H-HIGH five-card high hands', () => {
  it('H-HIGH seed examples hold', () => {
    expect(strength('high', 'Qs Qh Qd 6s 6h')).toBeGreaterThan(strength('high', 'Qc Qh Qd 5s 5h'));
    expect(strength('high', 'Kh 7h 5h 3h 2h')).toBeGreaterThan(strength('high', 'Qs Js Ts 8s 6s'));
    expect(strength('high', 'Ac Ad Kh Tc 6s')).toBeGreaterThan(strength('high', 'Ah As Qd Jc 5d'));
    expect(strength('high', 'Jc Jd Jh As Qd')).toBeGreaterThan(strength('high', 'Js Jd Jh Ad 9c'));
  });

  it('H-HIGH category order: high card < pair < ... < straight flush', () => {
    const ladder = ['Ah Kd 9c 7s 2h', '2h 2d 9c 7s 3h', '2h 2d 3c 3s 4h', '2h 2d 2c 3s 4h', 'Ah 2d 3c 4s 5h',
      '2h 3h 4h 5h 7h', '2h 2d 2c 3s 3h', '2h 2d 2c 2s 3h', 'Ah 2h 3h 4h 5h'];
    const cats = ladder.map((h) => best('high', h)!.category);
    expect(cats).toEqual(['high-card', 'pair', 'two-pair', 'trips', 'straight', 'flush', 'full-house', 'quads', 'straight-flush']);
    const values = ladder.map((h) => strength('high', h));
    for (let i = 1; i < values.length; i++) expect(values[i]).toBeGreaterThan(values[i - 1]);
  });

  it('H-HIGH follows the STRENGTH layout of types.ts', () => {
    expect(strength('high', 'Qs Qh Qd 6s 6h')).toBe(6 << 20 | 10 << 16 | 4 << 12);
    expect(strength('high', 'Ah 2d 3c 4s 5h')).toBe(4 << 20 | 3 << 16);   // the wheel tops at the five
    expect(strength('high', 'Ah Kh Qh Jh Th')).toBe(8 << 20 | 12 << 16);
    expect(strength('high', 'Kh 7h 5h 3h 2h')).toBe(5 << 20 | 0xb5310);
    expect(strength('high', '9c 9d 4h 4s Kd')).toBe(2 << 20 | 0x72b00);
    expect(strength('high', '7c 7d Ah 4s 2d')).toBe(1 << 20 | 0x5c200);
    expect(strength('high', '8c 8d 8h 8s 2d')).toBe(7 << 20 | 0x60000);
  });

  it('H-HIGH suits never break ties; the wheel is the lowest straight', () => {
    expect(strength('high', 'Ah Kh Qh Jh 9h')).toBe(strength('high', 'As Ks Qs Js 9s'));
    expect(strength('high', 'Ac Kd Qh Js 9s')).toBe(strength('high', 'Ad Ks Qc Jh 9h'));
    expect(strength('high', 'Ah 2d 3c 4s 5h')).toBeLessThan(strength('high', '2h 3d 4c 5s 6h'));
    expect(compareHands(best('high', 'Ac Kd Qh Js 9s'), best('high', 'Ad Ks Qc Jh 9h'))).toBe(0);
  });

  it('H-HIGH reports the five cards most significant first', () => {
    expect(used('high', '6s Qh 6h Qs Qd')).toBe('Qs Qh Qd 6s 6h');
    expect(used('high', 'Ah 2d 3c 4s 5h')).toBe('5h 4s 3c 2d Ah');
    expect(used('high', '2c Kd 9h Kh 4s')).toBe('Kh Kd 9h 4s 2c');
  });
});

describe('H-HOLDEM best five of seven', () => {
  it('H-HOLDEM picks the best five and may play the board', () => {
    expect(best('high', 'Ah Kd', '2h 7h 9h Jc Qh')!.category).toBe('flush');
    expect(used('high', 'Ah Kd', '2h 7h 9h Jc Qh')).toBe('Ah Qh 9h 7h 2h');
    // The board's straight plays; both players split.
    const board = 'Th Jd Qc Ks Ah';
    expect(strength('high', '2c 3d', board)).toBe(strength('high', '4c 5d', board));
    expect(best('high', '2c 3d', board)!.category).toBe('straight');
    // Two pair on the board with a better kicker in hand.
    expect(strength('high', 'Kc 2d', '9h 9s 5c 5d 3h')).toBeGreaterThan(strength('high', 'Qc 2h', '9h 9s 5c 5d 3h'));
    // A six-card straight uses the higher end; a wheel with a six is a six-high straight.
    expect(used('high', 'Ah 2d', '3c 4s 5h 6d Kc')).toBe('6d 5h 4s 3c 2d');
  });

  it('H-HIGH seven-card stud (7 cards, no board) and six cards', () => {
    expect(best('high', 'Ah Ad Ac Kh Kd Ks 2c')!.category).toBe('full-house');
    expect(strength('high', 'Ah Ad Ac Kh Kd Ks 2c')).toBe(6 << 20 | 12 << 16 | 11 << 12);
    expect(best('high', '9h 9d 9c 9s 2d 3c')!.strength).toBe(7 << 20 | 7 << 16 | 1 << 12);
  });

  it('the evaluator object, the function and the order of cards agree (property)', () => {
    const deck = Array.from({ length: 52 }, (_, i) => i);
    fc.assert(fc.property(fc.shuffledSubarray(deck, { minLength: 7, maxLength: 7 }), fc.integer({ min: 0, max: 1000 }), (cards, k) => {
      const shuffled = cards.slice().sort((x, y) => ((x * 31 + k) % 53) - ((y * 31 + k) % 53));
      const a = referenceEvaluator.best('high', cards.slice(0, 2), cards.slice(2));
      const b = bestHand('high', shuffled);
      expect(b).toEqual(a);
    }), { seed: 2, numRuns: 300 });
  });
});

describe('H-OMAHA exactly two hole cards and three board cards', () => {
  it('H-OMAHA a four-flush on board with one suited hole card is no flush', () => {
    expect(best('omaha-high', 'Ah Kd 7c 2s', 'Qh Jh 8h 3h 4c')!.category).not.toBe('flush');
    expect(best('omaha-high', 'Ah Kh 7c 2s', 'Qh Jh 8h 3h 4c')!.category).toBe('flush');
  });

  it('H-OMAHA four of a kind on board does not play', () => {
    const value = best('omaha-high', '2c 3d 7h 8s', 'Ah Ad Ac As Kd')!;
    expect(value.category).toBe('trips'); // three aces from the board and two hole cards
    expect(formatCards(value.cards)).toBe('As Ah Ad 8s 7h');
    expect(best('omaha-high', '2c 2d 7h 8s', 'Ah Ad Ac As Kd')!.category).toBe('full-house');
    expect(best('high', '2c 3d', 'Ah Ad Ac As Kd')!.category).toBe('quads');
  });

  it('H-OMAHA uses exactly two hole cards, also with five hole cards (G-OMAHA5)', () => {
    // Hold'em would make a straight with one hole card; Omaha cannot.
    expect(best('high', 'Ah 2c', 'Kd Qs Jc Tc 3h')!.category).toBe('straight');
    expect(best('omaha-high', 'Ah 2c 3s 4d', 'Qs Jc Tc 8h 5c')!.category).toBe('high-card');
    expect(best('omaha-high', 'Ah 2c 3s 4d Kd', 'Qs Jc Tc 8h 5c')!.category).toBe('straight');
    expect(used('omaha-high', 'Ah 2c 3s 4d Kd', 'Qs Jc Tc 8h 5c')).toBe('Ah Kd Qs Jc Tc');
    const value = best('omaha-high', 'As Ks 7d 2c', 'Qs Js Ts 9h 3c')!;
    expect(value.category).toBe('straight-flush');
  });

  it('H-OMAHA every result uses two hole and three board cards (property)', () => {
    const deck = Array.from({ length: 52 }, (_, i) => i);
    fc.assert(fc.property(fc.shuffledSubarray(deck, { minLength: 10, maxLength: 10 }), fc.integer({ min: 4, max: 5 }), fc.integer({ min: 3, max: 5 }), (cards, holeCount, boardCount) => {
      const hole = cards.slice(0, holeCount);
      const board = cards.slice(5, 5 + boardCount);
      for (const rule of ['omaha-high', 'omaha-low8'] as const) {
        const value = bestHand(rule, hole, board);
        if (!value) continue;
        expect(value.cards.filter((c) => hole.includes(c))).toHaveLength(2);
        expect(value.cards.filter((c) => board.includes(c))).toHaveLength(3);
      }
    }), { seed: 3, numRuns: 300 });
  });
});

describe('H-LOW8 eight-or-better low', () => {
  it('H-LOW8 8-6-4-2-A beats 8-7-3-2-A; the wheel is best', () => {
    expect(strength('low8', '8h 6d 4c 2s Ah')).toBeGreaterThan(strength('low8', '8c 7d 3c 2h Ad'));
    expect(best('low8', '5h 4d 3c 2s Ah')!.category).toBe('five-low');
    expect(strength('low8', '5h 4d 3c 2s Ah')).toBe(0xfffff - 0x54321);
    expect(strength('low8', '5h 4d 3c 2s Ah')).toBeGreaterThan(strength('low8', '6h 4d 3c 2s Ah'));
    expect(best('low8', '8h 7d 6c 5s 4h')!.category).toBe('eight-low');
    expect(best('low8', '7h 5d 4c 3s 2h')!.category).toBe('seven-low');
  });

  it('H-LOW8 straights and flushes do not count; pairs are skipped', () => {
    expect(strength('low8', '5h 4h 3h 2h Ah')).toBe(strength('low8', '5c 4d 3c 2s Ad'));
    expect(used('low8', 'Ah Ad 2c 3s 3d 6h 8c')).toBe('8c 6h 3s 2c Ah');
    expect(best('low8', 'Ah Ad 2c 3s 3d 6h 8c')!.category).toBe('eight-low');
  });

  it('H-LOW8 no qualifying low gives null', () => {
    expect(best('low8', '9h Td Jc 2s Ah')).toBeNull();
    expect(best('low8', 'Ah Ad 2c 2s 3d 3h 8c')).toBeNull();
    expect(compareHands(null, best('low8', '8h 7d 6c 5s 4h'))).toBeLessThan(0);
    expect(compareHands(null, null)).toBe(0);
  });

  it('H-LOW8 + H-OMAHA: exactly two hole + three board, independent of the high hand', () => {
    // Only one low hole card: no low even though the board has four low cards.
    expect(best('omaha-low8', 'Ah Kd Qc Js', '2h 3c 4d 8s Kh')).toBeNull();
    const low = best('omaha-low8', 'Ah 2d Kc Ks', '3h 4c 7d Kh Qs')!;
    expect(formatCards(low.cards)).toBe('7d 4c 3h 2d Ah');
    const high = best('omaha-high', 'Ah 2d Kc Ks', '3h 4c 7d Kh Qs')!;
    expect(formatCards(high.cards)).toBe('Ks Kh Kc Qs 7d'); // K-K in hand with the board's king
    // The hole cards' two lowest need not be used: A-3 with 2-4-5 on board beats 8-7.
    expect(formatCards(best('omaha-low8', 'Ah 3d 8c 7s', '2h 4c 5d Kh Qs')!.cards)).toBe('5d 4c 3d 2h Ah');
  });
});

describe('H-27 deuce-to-seven', () => {
  it('H-27 A-2-3-4-5 is ace high, not a straight; 7-5-4-3-2 unsuited is best', () => {
    const wheel = best('deuce-seven', 'Ah 2d 3c 4s 5h')!;
    expect(wheel.category).toBe('high-card');
    expect(formatCards(wheel.cards)).toBe('Ah 5h 4s 3c 2d');
    expect(wheel.strength).toBeLessThan(strength('deuce-seven', 'Kh 9d 7c 4s 2h'));
    const seventyFive = strength('deuce-seven', '7h 5d 4c 3s 2h');
    expect(seventyFive).toBe(0x8fffff - 0x53210);
    for (const other of ['7h 6d 4c 3s 2h', '8h 5d 4c 3s 2h', '6h 5d 4c 3s 2h', '7h 5h 4h 3h 2h', '2c 2d 3c 4s 5h']) {
      expect(seventyFive).toBeGreaterThan(strength('deuce-seven', other));
    }
  });

  it('H-27 a flush and a straight are bad; a pair loses to any high card', () => {
    expect(best('deuce-seven', '9h 7h 5h 4h 2h')!.category).toBe('flush');
    expect(strength('deuce-seven', '9h 7h 5h 4h 2h')).toBeLessThan(strength('deuce-seven', 'Kh Qd Jc Ts 8h'));
    expect(best('deuce-seven', '6h 5d 4c 3s 2h')!.category).toBe('straight');
    expect(strength('deuce-seven', '2h 2d 4c 5s 6h')).toBeLessThan(strength('deuce-seven', 'Ah Kd Qc Js 9h'));
  });
});

describe('bad input: validateHand and every front door', () => {
  const throws = (rule: HandRule, hole: string, board: string, message: RegExp) => {
    expect(() => best(rule, hole, board)).toThrow(HandInputError);
    expect(() => best(rule, hole, board)).toThrow(message);
  };

  it('wrong card counts say how many the rule needs', () => {
    throws('high', 'Ah Kd', '2c 3c', /5 to 7 cards in all; got 4/);
    throws('high', 'Ah Kd', '2c 3c 4c 5c 6c 7c', /got 8/);
    throws('omaha-high', 'Ah Kd Qc', '2c 3c 4c', /^Omaha needs 4 or 5 hole cards; got 3\.$/);
    throws('omaha-low8', 'Ah Kd Qc Jc', '2c 3c', /Omaha needs 3 to 5 board cards; got 2/);
    throws('low8', 'Ah 2d 3c 4s', '', /5 to 7 cards in all; got 4/);
    throws('deuce-seven', 'Ah 2d 3c 4s 5h 6h', '', /Deuce-to-seven needs 5 cards in all; got 6/);
  });

  it('duplicates name the card', () => {
    const [ah, kd, c2, c3, c4] = parseCards('Ah Kd 2c 3c 4c');
    expect(() => bestHand('high', [ah, kd, ah, c3, c4])).toThrow(HandInputError);
    expect(() => bestHand('high', [ah, kd, ah, c3, c4])).toThrow(/Ah appears twice in the hole cards/);
    expect(() => bestHand('high', [ah, kd], [ah, c3, c4])).toThrow(/Ah appears both in the hole cards and on the board/);
    expect(() => bestHand('omaha-high', parseCards('Ah Kd Qc Jc'), [c2, c2, c4])).toThrow(/2c appears twice on the board/);
  });

  it('non-card values are refused with a sentence', () => {
    expect(() => validateHand('high', [0, 1, 2, 3, 52])).toThrow(/52 in the hole cards is not a card/);
    expect(() => validateHand('high', [0, 1, 2, 3, 1.5])).toThrow(HandInputError);
    expect(() => validateHand('high', ['Ah', 1, 2, 3, 4] as unknown as number[])).toThrow(/"Ah" in the hole cards is not a card.*parseCards/);
    expect(() => validateHand('nope' as HandRule, [0, 1, 2, 3, 4])).toThrow(/"nope" is not a hand rule/);
  });
});
