// H-SOKO, H-AMERICANA, H-TELESINA, H-TELESINA-HU, H-DRAW32 and describeHand / CATEGORY_ORDER on the reference evaluator.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  bestHand, CATEGORY_NAMES, CATEGORY_ORDER, compareTelesina, decodeStrength, describeHand, formatCards, HAND_RULES, HandInputError,
  parseCards, telesinaBeats, telesinaWinners, type HandRule, type HandValue,
} from '../src/engine/index';

const best = (rule: HandRule, hole: string, board = ''): HandValue | null => bestHand(rule, parseCards(hole), parseCards(board));
const value = (rule: HandRule, hole: string, board = ''): HandValue => best(rule, hole, board) as HandValue;
const strength = (rule: HandRule, hole: string, board = ''): number => value(rule, hole, board).strength;
const used = (rule: HandRule, hole: string, board = ''): string => formatCards(value(rule, hole, board).cards);

describe('H-SOKO four-flush and four-straight', () => {
  it('H-SOKO order: two pair > four-flush > four-straight > pair', () => {
    const twoPair = value('soko', '2c 2d 3h 3s 4c');
    const fourFlush = value('soko', '2h 5h 9h Jh Kc');
    const fourStraight = value('soko', '9c Td Jh Qs 2c');
    const pair = value('soko', 'Ac Ad Kh Qs 9c');
    expect([pair, fourStraight, fourFlush, twoPair].map((v) => v.category)).toEqual(['pair', 'four-straight', 'four-flush', 'two-pair']);
    expect(pair.strength).toBeLessThan(fourStraight.strength);
    expect(fourStraight.strength).toBeLessThan(fourFlush.strength);
    expect(fourFlush.strength).toBeLessThan(twoPair.strength);
    expect(strength('soko', 'Ac Kd 9h 7s 2c')).toBeLessThan(pair.strength);
    expect(strength('soko', '2h 3h 4h 5h 7h')).toBeGreaterThan(strength('soko', 'Ac Ad Ah Kc Qd'));
  });

  it('H-SOKO A-2-3-4 and J-Q-K-A are four-straights; A-2-3-4 is the lowest', () => {
    expect(value('soko', 'Ah 2d 3c 4s 9h').category).toBe('four-straight');
    expect(used('soko', 'Ah 2d 3c 4s 9h')).toBe('4s 3c 2d Ah 9h');
    expect(value('soko', 'Jh Qd Kc As 2h').category).toBe('four-straight');
    expect(strength('soko', 'Ah 2d 3c 4s 9h')).toBeLessThan(strength('soko', '2h 3d 4c 5s 9h'));
    expect(strength('soko', 'Jh Qd Kc As 2h')).toBeGreaterThan(strength('soko', 'Th Jd Qc Ks 2h'));
    expect(value('soko', 'Qh Kd Ac 2s 3h').category).toBe('high-card'); // no wrap-around
    expect(value('soko', '5h 6d 7h 8c 8s').category).toBe('four-straight'); // beats the pair of eights
  });

  it('H-SOKO a hand that is both is a four-flush', () => {
    expect(value('soko', '5h 6h 7h 8h Tc').category).toBe('four-flush');
    expect(used('soko', '5h 6h 7h 8h 8c')).toBe('8h 7h 6h 5h 8c');
  });

  it('H-SOKO tie-breaks: four suited cards from the top then the fifth; four-straight top then the fifth', () => {
    expect(strength('soko', 'Kh Th 6h 2h 9c')).toBeGreaterThan(strength('soko', 'Ks Ts 5s 4s Qd'));
    expect(strength('soko', 'Kh Th 6h 2h 9c')).toBeGreaterThan(strength('soko', 'Ks Ts 6s 2s 8d'));
    expect(strength('soko', 'Kh Th 6h 2h 9c')).toBe(strength('soko', 'Ks Ts 6s 2s 9d'));
    expect(strength('soko', '9c Td Jh Qs 3c')).toBeGreaterThan(strength('soko', '9d Th Js Qc 2d'));
    expect(strength('soko', '9c Td Jh Qs Ac')).toBeLessThan(strength('soko', 'Tc Jd Qh Ks 2c'));
    expect(strength('soko', '9c Td Jh Qs 2c')).toBe((2 << 20) | (10 << 16) | (0 << 12));
  });
});

describe('H-AMERICANA 32-card high', () => {
  it('H-AMERICANA flush beats full house; A-7-8-9-T is the lowest straight and straight flush', () => {
    expect(strength('americana', '7h 9h Jh Qh Kh')).toBeGreaterThan(strength('americana', 'Ac Ad Ah Kc Kd'));
    expect(value('americana', 'Ah 7d 8c 9s Th').category).toBe('straight');
    expect(strength('americana', 'Ah 7d 8c 9s Th')).toBe((4 << 20) | (8 << 16));
    expect(strength('americana', 'Ah 7d 8c 9s Th')).toBeLessThan(strength('americana', '7h 8d 9c Ts Jh'));
    expect(strength('americana', 'Ah 7d 8c 9s Th')).toBeGreaterThan(strength('americana', 'Ac Ad Ah Kc Qd'));
    expect(value('americana', 'Ah 7h 8h 9h Th').category).toBe('straight-flush');
    expect(strength('americana', 'Ah 7h 8h 9h Th')).toBeGreaterThan(strength('americana', 'Ac Ad Ah As Kd'));
    expect(used('americana', 'Ah 7h 8h 9h Th')).toBe('Th 9h 8h 7h Ah');
  });

  it('H-AMERICANA suits never break ties (equal hands split)', () => {
    expect(strength('americana', 'Ah Kd 9c 8s 7h')).toBe(strength('americana', 'As Kc 9d 8h 7s'));
  });
});

describe('H-TELESINA five cards and the Vela', () => {
  it('H-TELESINA order: straight flush > quads > flush > full house > straight > trips > two pair > pair > high card', () => {
    const ladder = ['Ah Qc Jd 9s 8c', 'Ah Ac Jd 9s 8c', 'Ah Ac Jd Js 8c', 'Ah Ac Ad 9s 8c', 'Ah Kc Qd Js Tc', 'Kc Kd Kh 8c 8d',
      '7h 9h Jh Qh Kh', 'Ah Ac Ad As 8c', 'Ah 7h 8h 9h Th'];
    const values = ladder.map((h) => value('telesina', h));
    expect(values.map((v) => v.category)).toEqual(CATEGORY_ORDER.telesina);
    for (let i = 1; i < values.length; i++) expect(values[i].strength).toBeGreaterThan(values[i - 1].strength);
  });

  it('H-TELESINA Ah-Qc high card beats Ad-Kc; flush against flush goes by suit first', () => {
    expect(strength('telesina', 'Ah Qc Jd 9s 8c')).toBeGreaterThan(strength('telesina', 'Ad Kc Jh 9c 8d'));
    expect(strength('telesina', '7h 8h 9h Jh Qh')).toBeGreaterThan(strength('telesina', '8d 9d Jd Kd Ad'));
    expect(strength('telesina', '8d 9d Jd Kd Ad')).toBeGreaterThan(strength('telesina', '8c 9c Jc Kc Ac'));
    expect(strength('telesina', '7c 8c 9c Jc Qc')).toBeGreaterThan(strength('telesina', '8s 9s Js Ks As'));
  });

  it('H-TELESINA suit tie-breaks: straights by the top card suit, two pair by the high pair, one pair by the top kicker', () => {
    expect(strength('telesina', '7c 8c 9c Ts Jh')).toBeGreaterThan(strength('telesina', '7d 8d 9d Th Jd'));
    expect(strength('telesina', 'Ah 7d 8c 9s Th')).toBeLessThan(strength('telesina', '7s 8s 9d Tc Jc'));
    expect(strength('telesina', 'Kh Ks 8c 8d 7c')).toBeGreaterThan(strength('telesina', 'Kd Kc 8h 8s 7d'));
    expect(strength('telesina', 'Kh Ks 8c 8d 7c')).toBeLessThan(strength('telesina', 'Kd Kc 8h 8s 9d'));
    expect(strength('telesina', 'Tc Td Ah 9s 8c')).toBeGreaterThan(strength('telesina', 'Th Ts Ad 9c 8d'));
    expect(strength('telesina', 'Kh Kd Qh Jh 7h')).toBe(strength('telesina', 'Kh Kd Qh Jh 7h'));
  });

  it('H-TELESINA the Vela plays as a sixth card', () => {
    expect(value('telesina', 'Ah Ad 8c 9s Jd', 'Ac').category).toBe('trips');
    expect(used('telesina', '7h 8h 9h Th Ks', 'Jh')).toBe('Jh Th 9h 8h 7h');
    expect(value('telesina', 'Ah 7h 8h 9h Kd', 'Th').category).toBe('straight-flush');
    expect(strength('telesina', 'Ah Ad 8c 9s Jd', 'Ac')).toBeGreaterThan(strength('telesina', 'Ah Ad 8c 9s Jd'));
  });

  it('H-TELESINA-HU heads-up the lowest straight flush beats the highest; with more players it does not', () => {
    const low = value('telesina', 'Ah 7h 8h 9h Th');
    const royal = value('telesina', 'As Ks Qs Js Ts');
    const kingHigh = value('telesina', '9d Td Jd Qd Kd');
    expect(low.strength).toBeLessThan(royal.strength);
    expect(compareTelesina(low, royal, 2)).toBe(1);
    expect(compareTelesina(royal, low, 2)).toBe(-1);
    expect(telesinaBeats(low, royal, 2)).toBe(true);
    expect(telesinaBeats(low, royal, 3)).toBe(false);
    expect(telesinaBeats(kingHigh, low, 2)).toBe(true);   // only the highest loses to it
    expect(telesinaBeats(royal, kingHigh, 2)).toBe(true);
    expect(telesinaWinners([low, royal])).toEqual([0]);
    expect(telesinaWinners([low, royal, kingHigh])).toEqual([1]);
    expect(telesinaWinners([kingHigh, value('telesina', 'Ac Kc Qc Jc 7s')])).toEqual([0]);
  });
});

describe('H-DRAW32 32-card draw', () => {
  it('H-DRAW32 flush beats full house; A-7-8-9-T is the lowest straight; royal flush on top', () => {
    expect(strength('draw32', '7h 9h Jh Qh Kh')).toBeGreaterThan(strength('draw32', 'Ac Ad Ah Kc Kd'));
    expect(strength('draw32', 'Ah 7d 8c 9s Th')).toBeLessThan(strength('draw32', '7s 8d 9c Ts Jc'));
    expect(value('draw32', 'Ah 7d 8c 9s Th').category).toBe('straight');
    expect(strength('draw32', 'Ah Kh Qh Jh Th')).toBeGreaterThan(strength('draw32', 'Ac Kc Qc Jc Tc'));
    expect(describeHand('draw32', value('draw32', 'Ah Kh Qh Jh Th'))).toBe('Royal flush');
  });

  it('H-DRAW32 tie-breaks by suit: top card of a straight, highest card of a flush or high card, highest kicker', () => {
    expect(strength('draw32', '7c 8c 9c Tc Jh')).toBeGreaterThan(strength('draw32', '7d 8d 9d Th Jd'));
    expect(strength('draw32', 'Ah Kc 9d 8s 7c')).toBeGreaterThan(strength('draw32', 'Ad Kh 9h 8h 7h'));
    expect(strength('draw32', 'Ad Kh 9h 8h 7h')).toBeLessThan(strength('draw32', 'Ah Ks 9h 8h 7h'));
    expect(strength('draw32', 'Kh Kd 9c 8s 7c')).toBeGreaterThan(strength('draw32', 'Kc Ks 9s 8h 7h'));  // kicker 9c beats 9s
    expect(strength('draw32', 'Kc Ks 9h 8s 7s')).toBeGreaterThan(strength('draw32', 'Kh Kd 9c 8h 7h'));  // 9h is the top kicker
    expect(strength('draw32', 'Kh Kd 9c 8c 7c')).toBeGreaterThan(strength('draw32', 'Kc Ks 9s 8h 7h'));
    expect(strength('draw32', 'Ah Ad Kh Kd 9c')).toBeGreaterThan(strength('draw32', 'Ac As Kc Ks 9s'));
    expect(strength('draw32', 'Ac As Kc Ks 9h')).toBeGreaterThan(strength('draw32', 'Ah Ad Kh Kd 9c'));  // the kicker's suit first
    expect(strength('draw32', 'Ah 7d 8c 9s Th')).toBe((4 << 25) | (0b011_010_001_000_111 << 10) | 0b11_00_01_10_11);
  });
});

describe('describeHand and CATEGORY_ORDER', () => {
  it('names hands the way a learner reads them', () => {
    expect(describeHand('high', best('high', 'Qs Qh Qd 6s 6h'))).toBe('Full house, queens over sixes');
    expect(describeHand('low8', best('low8', '8h 6d 4c 2s Ah'))).toBe('Eight-six low');
    expect(describeHand('low8', best('low8', '5h 4d 3c 2s Ah'))).toBe('Five-four low (the wheel)');
    expect(describeHand('low8', best('low8', 'Kh Qd 4c 2s Ah'))).toBe('No qualifying low');
    expect(describeHand('soko', best('soko', 'Kh 9h 5h 2h Qc'))).toBe('Four-flush, king high');
    expect(describeHand('soko', best('soko', 'Ah 2d 3c 4s 9h'))).toBe('Four-straight, four high (A-2-3-4)');
    expect(describeHand('americana', best('americana', 'Ah 7d 8c 9s Th'))).toBe('Straight, ten high (A-7-8-9-T)');
    expect(describeHand('high', best('high', 'Ah 2d 3c 4s 5h'))).toBe('Straight, five high (A-2-3-4-5)');
    expect(describeHand('high', best('high', 'Ah Kh Qh Jh Th'))).toBe('Royal flush');
    expect(describeHand('high', best('high', '9h 9d 4c 4s Kh'))).toBe('Two pair, nines and fours');
    expect(describeHand('high', best('high', '9h 9d 4c 3s Kh'))).toBe('Pair of nines');
    expect(describeHand('high', best('high', '9h 9d 9c 3s Kh'))).toBe('Three of a kind, nines');
    expect(describeHand('high', best('high', '9h 9d 9c 9s Kh'))).toBe('Four of a kind, nines');
    expect(describeHand('high', best('high', 'Ah Jd 9c 3s 2h'))).toBe('Ace high');
    expect(describeHand('deuce-seven', best('deuce-seven', '7h 5d 4c 3s 2h'))).toBe('Seven-five low');
    expect(describeHand('deuce-seven', best('deuce-seven', 'Ah 5d 4c 3s 2h'))).toBe('Ace-five low');
    expect(describeHand('telesina', best('telesina', '7h 9h Jh Qh Kh'))).toBe('Flush, king high, in hearts');
    expect(describeHand('telesina', best('telesina', 'Ah Qc Jd 9s 8c'))).toBe('Ace high (ace of hearts)');
    expect(describeHand('telesina', best('telesina', 'Ah 7h 8h 9h Th'))).toBe('Straight flush, ten high (A-7-8-9-T)');
    expect(describeHand('draw32', best('draw32', 'Kh Kd 8h 8s 7c'))).toBe('Two pair, kings and eights');
    expect(describeHand('omaha-high', best('omaha-high', 'Ah Kh 2c 3d', 'Qh Jh 9h 4s 4d'))).toBe('Flush, ace high');
  });

  it('CATEGORY_ORDER lists every category a rule produces, weakest first, consistent with strengths (property)', () => {
    const deck52 = Array.from({ length: 52 }, (_, i) => i);
    const deck32 = deck52.slice(20);
    const deal = (rule: HandRule, cards: number[]): Array<HandValue | null> => {
      if (rule === 'omaha-high' || rule === 'omaha-low8') {
        const board = cards.slice(8, 13);
        return [bestHand(rule, cards.slice(0, 4), board), bestHand(rule, cards.slice(4, 8), board)];
      }
      const board = rule === 'telesina' ? cards.slice(10, 11) : rule === 'high' || rule === 'low8' ? cards.slice(10, 12) : [];
      return [bestHand(rule, cards.slice(0, 5), board), bestHand(rule, cards.slice(5, 10), board)];
    };
    fc.assert(fc.property(fc.constantFrom(...HAND_RULES), fc.shuffledSubarray(deck52, { minLength: 13, maxLength: 13 }), fc.shuffledSubarray(deck32, { minLength: 13, maxLength: 13 }), (rule, cards52, cards32) => {
      const deck32Rule = rule === 'americana' || rule === 'telesina' || rule === 'draw32';
      const [v1, v2] = deal(rule, deck32Rule ? cards32 : cards52);
      for (const v of [v1, v2]) {
        if (!v) continue;
        expect(CATEGORY_ORDER[rule]).toContain(v.category);
        expect(decodeStrength(rule, v.strength).category).toBe(v.category);
        expect(describeHand(rule, v).length).toBeGreaterThan(5);
      }
      if (v1 && v2) {
        const order = CATEGORY_ORDER[rule];
        const diff = order.indexOf(v1.category) - order.indexOf(v2.category);
        if (diff !== 0) expect(Math.sign(v1.strength - v2.strength)).toBe(Math.sign(diff));
      }
    }), { seed: 7, numRuns: 2000 });
  });
});

describe('bad input for the five-card and 32-card rules', () => {
  it('H-27, H-SOKO, H-AMERICANA, H-TELESINA, H-DRAW32 card counts and the 32-card deck', () => {
    expect(() => best('soko', 'Ah Kd Qc Js')).toThrow(/Soko needs 5 cards in all; got 4/);
    expect(() => best('americana', 'Ah Kd Qc Js Tc 9c')).toThrow(/Americana needs 5 cards in all; got 6/);
    expect(() => best('americana', 'Ah Kd Qc Js 6c')).toThrow(/6c is not in the 32-card deck/);
    expect(() => best('draw32', 'Ah Kd Qc Js 2c')).toThrow(/2c is not in the 32-card deck/);
    expect(() => best('draw32', 'Ah Kd Qc Js')).toThrow(/32-card draw needs 5 cards in all; got 4/);
    expect(() => best('telesina', 'Ah Kd Qc Js', 'Tc')).toThrow(/^Telesina needs a player's 5 cards; got 4\.$/);
    expect(() => best('telesina', 'Ah Kd Qc Js 9c', 'Tc 8c')).toThrow(/Vela card at most; got 2/);
    expect(() => best('telesina', 'Ah Kd Qc Js 9c', '6c')).toThrow(HandInputError);
    expect(() => best('telesina', 'Ah Kd Qc Js 9c', '6c')).toThrow(/6c is not in the 32-card deck/);
    expect(() => best('deuce-seven', 'Ah Kd Qc Js 9c', '8c')).toThrow(/Deuce-to-seven needs 5 cards in all; got 6 \(5 \+ 1 on the board\)/);
  });
});

describe('CATEGORY_ORDER ladders with one example per category, and their names', () => {
  const ladders: Record<HandRule, Array<[string, string]>> = {
    'high': [['Ah Jd 9c 3s 2h', 'Ace high'], ['9h 9d 4c 3s Kh', 'Pair of nines'], ['9h 9d 4c 4s Kh', 'Two pair, nines and fours'],
      ['9h 9d 9c 3s Kh', 'Three of a kind, nines'], ['6h 7d 8c 9s Th', 'Straight, ten high'], ['Kh 7h 5h 3h 2h', 'Flush, king high'],
      ['Qs Qh Qd 6s 6h', 'Full house, queens over sixes'], ['9h 9d 9c 9s Kh', 'Four of a kind, nines'], ['5d 6d 7d 8d 9d', 'Straight flush, nine high']],
    'omaha-high': [],
    'low8': [['8h 7d 6c 5s 4h', 'Eight-seven low'], ['7h 6d 4c 3s 2h', 'Seven-six low'], ['6h 5d 3c 2s Ah', 'Six-five low'], ['5h 4d 3c 2s Ah', 'Five-four low (the wheel)']],
    'omaha-low8': [],
    'deuce-seven': [['6h 7h 8h 9h Th', 'Straight flush, ten high'], ['2h 2d 2c 2s 3h', 'Four of a kind, twos'], ['2h 2d 2c 3s 3h', 'Full house, twos over threes'],
      ['2h 3h 4h 5h 7h', 'Flush, seven high'], ['2h 3d 4c 5s 6h', 'Straight, six high'], ['2h 2d 2c 3s 4h', 'Three of a kind, twos'],
      ['2h 2d 3c 3s 4h', 'Two pair, threes and twos'], ['2h 2d 3c 4s 5h', 'Pair of twos'], ['7h 5d 4c 3s 2h', 'Seven-five low']],
    'soko': [['Ah Jd 9c 3s 2h', 'Ace high'], ['9h 9d 4c 3s Kh', 'Pair of nines'], ['Ah 2d 3c 4s 9h', 'Four-straight, four high (A-2-3-4)'],
      ['Kh 9h 5h 2h Qc', 'Four-flush, king high'], ['2h 2d 3c 3s 4h', 'Two pair, threes and twos'], ['2h 2d 2c 3s 4h', 'Three of a kind, twos'],
      ['Ah 2d 3c 4s 5h', 'Straight, five high (A-2-3-4-5)'], ['2h 3h 4h 5h 7h', 'Flush, seven high'], ['2h 2d 2c 3s 3h', 'Full house, twos over threes'],
      ['2h 2d 2c 2s 3h', 'Four of a kind, twos'], ['Ah 2h 3h 4h 5h', 'Straight flush, five high (A-2-3-4-5)']],
    'americana': [['Ah Jd 9c 8s 7h', 'Ace high'], ['9h 9d 7c 8s Kh', 'Pair of nines'], ['9h 9d 7c 7s Kh', 'Two pair, nines and sevens'],
      ['9h 9d 9c 7s Kh', 'Three of a kind, nines'], ['Ah 7d 8c 9s Th', 'Straight, ten high (A-7-8-9-T)'], ['7h 7d 7c 8s 8h', 'Full house, sevens over eights'],
      ['7h 8h 9h Jh Qh', 'Flush, queen high'], ['7h 7d 7c 7s 8h', 'Four of a kind, sevens'], ['Ah Kh Qh Jh Th', 'Royal flush']],
    'telesina': [['As Jd 9c 8s 7h', 'Ace high (ace of spades)'], ['9h 9d 7c 8s Kh', 'Pair of nines'], ['9h 9d 7c 7s Kh', 'Two pair, nines and sevens'],
      ['9h 9d 9c 7s Kh', 'Three of a kind, nines'], ['Ah 7d 8c 9s Th', 'Straight, ten high (A-7-8-9-T)'], ['7h 7d 7c 8s 8h', 'Full house, sevens over eights'],
      ['7s 8s 9s Js Qs', 'Flush, queen high, in spades'], ['7h 7d 7c 7s 8h', 'Four of a kind, sevens'], ['7c 8c 9c Tc Jc', 'Straight flush, jack high']],
    'draw32': [['Ah Jd 9c 8s 7h', 'Ace high (ace of hearts)'], ['9h 9d 7c 8s Kh', 'Pair of nines'], ['9h 9d 7c 7s Kh', 'Two pair, nines and sevens'],
      ['9h 9d 9c 7s Kh', 'Three of a kind, nines'], ['8s 9d Tc Js Qh', 'Straight, queen high'], ['7h 7d 7c 8s 8h', 'Full house, sevens over eights'],
      ['7h 8h 9h Jh Qh', 'Flush, queen high, in hearts'], ['7h 7d 7c 7s 8h', 'Four of a kind, sevens'], ['Ah 7h 8h 9h Th', 'Straight flush, ten high (A-7-8-9-T)']],
  };
  for (const rule of HAND_RULES) {
    const ladder = ladders[rule];
    if (ladder.length === 0) continue;
    it(`${rule}: categories climb in CATEGORY_ORDER and read as a learner expects`, () => {
      const values = ladder.map(([hand]) => value(rule, hand));
      expect(values.map((v) => v.category)).toEqual(CATEGORY_ORDER[rule]);
      for (let i = 1; i < values.length; i++) expect(values[i].strength).toBeGreaterThan(values[i - 1].strength);
      expect(values.map((v) => describeHand(rule, v))).toEqual(ladder.map(([, name]) => name));
      expect(values.map((v) => describeHand(rule, v.strength))).toEqual(ladder.map(([, name]) => name));
    });
  }
  it('the Omaha ladders are the high and low8 ladders', () => {
    expect(CATEGORY_ORDER['omaha-high']).toEqual(CATEGORY_ORDER.high);
    expect(CATEGORY_ORDER['omaha-low8']).toEqual(CATEGORY_ORDER.low8);
    expect(Object.keys(CATEGORY_NAMES).sort()).toEqual([...new Set(Object.values(CATEGORY_ORDER).flat())].sort());
  });
});
