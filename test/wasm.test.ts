// The Wasm evaluator (issue 2): contract, every rule against the reference, all seven-card hands, bad input.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCards } from '../src/engine/cards';
import { bestHandUnchecked, referenceEvaluator } from '../src/engine/rankings/reference';
import { HAND_RULES, type HandRule } from '../src/engine/rankings/types';
import type { WasmEvaluator } from '../src/wasm/evaluator';
import { loadEvaluator } from '../src/wasm/evaluator';
import { loadEvaluatorNode, WASM_FILE } from '../src/wasm/node';
import { firstMismatch, handAt, randomDeals, splitMix32 } from './wasm-helpers';

let ev: WasmEvaluator;
beforeAll(async () => { ev = await loadEvaluatorNode(); });

const best = (rule: HandRule, hole: string, board = '') => ev.best(rule, parseCards(hole), parseCards(board));

describe('loading', () => {
  it('loads from bytes (Node helper) and with no argument', async () => {
    const fromDefault = await loadEvaluator();
    expect(fromDefault.best('high', parseCards('Ah Kh Qh Jh Th'))?.category).toBe('straight-flush');
    expect(ev.tableBytes).toBeGreaterThan(100_000);
    expect(ev.tableBytes).toBeLessThanOrEqual(256 * 1024);
  });
  it('loads from a file path, a file URL and a compiled module', async () => {
    const fromPath = await loadEvaluator('src/wasm/evaluator.wasm');
    const fromUrl = await loadEvaluator(WASM_FILE);
    const fromModule = await loadEvaluator(new WebAssembly.Module(readFileSync(WASM_FILE)));
    for (const e of [fromPath, fromUrl, fromModule]) expect(e.best('low8', parseCards('Ah 2c 3d 4s 5h'))?.category).toBe('five-low');
  });
});

describe('H-HIGH seed examples through the Wasm evaluator', () => {
  const beats = (rule: HandRule, a: string, b: string) => {
    const x = best(rule, a)!;
    const y = best(rule, b)!;
    expect(x.strength, `${a} should beat ${b}`).toBeGreaterThan(y.strength);
  };
  it('H-HIGH: Q-Q-Q-6-6 > Q-Q-Q-5-5; Kh7h5h3h2h > QsJsTs8s6s; A-A-K-T-6 > A-A-Q-J-5; J-J-J-A-Q > J-J-J-A-9', () => {
    beats('high', 'Qc Qd Qh 6s 6c', 'Qc Qd Qs 5s 5c');
    beats('high', 'Kh 7h 5h 3h 2h', 'Qs Js Ts 8s 6s');
    beats('high', 'Ac Ad Kh Ts 6c', 'Ah As Qc Jd 5h');
    beats('high', 'Jc Jd Jh As Qc', 'Js Jd Jh Ac 9d');
  });
  it('H-HIGH: the wheel is a five-high straight; H-HOLDEM: the board may play', () => {
    const wheel = best('high', 'Ah 2c 3d 4s 5h')!;
    expect(wheel.category).toBe('straight');
    expect(wheel.strength).toBe((4 << 20) | (3 << 16));
    expect(best('high', '2c 3d', 'Ah Kh Qh Jh Th')!.cards).toEqual(parseCards('Ah Kh Qh Jh Th'));
  });
  it('H-27: A-2-3-4-5 is ace-high; 7-5-4-3-2 is the best', () => {
    expect(best('deuce-seven', 'Ah 2c 3d 4s 5h')!.category).toBe('high-card');
    const sevenLow = best('deuce-seven', '7h 5c 4d 3s 2h')!;
    expect(sevenLow.strength).toBeGreaterThan(best('deuce-seven', '7h 6c 4d 3s 2h')!.strength);
    expect(sevenLow.strength).toBeGreaterThan(best('deuce-seven', 'Ah 2c 3d 4s 5h')!.strength);
  });
  it('H-LOW8: 8-6-4-2-A beats 8-7-3-2-A; no low is null; Omaha needs two + three', () => {
    expect(best('low8', '8h 6c 4d 2s Ah')!.strength).toBeGreaterThan(best('low8', '8h 7c 3d 2s Ah')!.strength);
    expect(best('low8', 'Ah 2c 3d 4s 9h Kd Kc')).toBeNull();
    expect(best('omaha-low8', 'Ah 2c Kd Ks', '3h 4d 5s')!.category).toBe('five-low');
    expect(best('omaha-low8', 'Ah 2c 3d 4s', '5h Kd Ks 9c')).toBeNull(); // only one low board card
  });
  it('H-SOKO: two pair > four-flush > four-straight > pair', () => {
    const order = ['Kc Kd 5h 5s 2c', 'Ah 9h 6h 2h Kc', '9c Td Jh Qs 2c', 'Ac Ad 9h 6s 2c'].map((h) => best('soko', h)!);
    expect(order.map((v) => v.category)).toEqual(['two-pair', 'four-flush', 'four-straight', 'pair']);
    for (let i = 1; i < order.length; i++) expect(order[i - 1].strength).toBeGreaterThan(order[i].strength);
  });
  it("H-TELESINA: Ah Qc beats Ad Kc; flush against flush by suit", () => {
    expect(best('telesina', 'Ah Qc 9d 8s 7h')!.strength).toBeGreaterThan(best('telesina', 'Ad Kc 9h 8c 7d')!.strength);
    expect(best('telesina', 'Th 9h 8h 7h Jh')!.category).toBe('straight-flush');
    expect(best('telesina', '7h 8h 9h Jh Kh')!.strength).toBeGreaterThan(best('telesina', '8d 9d Jd Kd Ad')!.strength);
  });
});

describe('Wasm best() equals the reference (strength, category and the five cards)', () => {
  const shapes: Record<HandRule, Array<[number, number, 52 | 32]>> = {
    'high': [[5, 0, 52], [2, 4, 52], [2, 5, 52], [7, 0, 52]],
    'omaha-high': [[4, 3, 52], [4, 5, 52], [5, 4, 52], [5, 5, 52]],
    'low8': [[5, 0, 52], [6, 0, 52], [7, 0, 52], [2, 5, 52]],
    'omaha-low8': [[4, 5, 52], [5, 5, 52], [4, 3, 52]],
    'deuce-seven': [[5, 0, 52]],
    'soko': [[5, 0, 52]],
    'americana': [[5, 0, 32]],
    'telesina': [[5, 0, 32], [5, 1, 32]],
    'draw32': [[5, 0, 32]],
  };
  for (const rule of HAND_RULES) {
    it(`${rule}: 2,000 seeded random deals of each shape`, () => {
      for (const [holeCount, boardCount, deck] of shapes[rule]) {
        const deals = randomDeals(1000 + holeCount * 10 + boardCount, 2000, holeCount + boardCount, deck);
        for (let i = 0; i < 2000; i++) {
          const cards = handAt(deals, i, holeCount + boardCount);
          const hole = cards.slice(0, holeCount);
          const board = cards.slice(holeCount);
          expect(ev.best(rule, hole, board)).toEqual(referenceEvaluator.best(rule, hole, board));
        }
      }
    });
  }
});

describe('evaluateMany equals the reference on seeded random deals (the full million per rule: npm run test:exhaustive)', () => {
  const cases: Array<[HandRule, number, number, 52 | 32]> = [
    ['high', 7, 0, 52], ['high', 6, 0, 52], ['high', 5, 0, 52], ['omaha-high', 4, 5, 52], ['omaha-high', 5, 5, 52],
    ['low8', 7, 0, 52], ['low8', 6, 0, 52], ['omaha-low8', 4, 5, 52], ['omaha-low8', 5, 4, 52],
    ['deuce-seven', 5, 0, 52], ['soko', 5, 0, 52], ['telesina', 5, 1, 32], ['americana', 5, 0, 32], ['draw32', 5, 0, 32],
  ];
  for (const [rule, holeCount, boardCount, deck] of cases) {
    it(`${rule}, ${holeCount} + ${boardCount} cards: 20,000 deals`, () => {
      const deals = randomDeals(7 + holeCount * 31 + boardCount, 20_000, holeCount + boardCount, deck);
      expect(firstMismatch(ev, rule, deals, 20_000, holeCount, boardCount)).toBeNull();
    });
  }
});

describe('all 133,784,560 seven-card hands inside Wasm (H-HIGH)', () => {
  it('has the exact category counts', () => {
    expect(ev.countSevenCardCategories()).toEqual([
      23_294_460, 58_627_800, 31_433_400, 6_461_620, 6_180_020, 4_047_644, 3_473_184, 224_848, 41_584,
    ]);
  });
});

describe('bad input is a readable Error from the TypeScript front door, never a Wasm trap', () => {
  it('wrong card counts', () => {
    expect(() => best('high', 'Ah Kh Qh Jh')).toThrow(/5 to 7 cards/);
    expect(() => best('high', 'Ah Kh Qh Jh', 'Th 9h 8h 7h')).toThrow(/5 to 7 cards/);
    expect(() => best('omaha-high', 'Ah Kh Qh', 'Th 9h 8h')).toThrow(/4 or 5 hole cards/);
    expect(() => best('omaha-low8', 'Ah Kh Qh Jh', 'Th 9h')).toThrow(/3 to 5 board cards/);
    expect(() => best('deuce-seven', 'Ah Kh Qh Jh 9c 2d')).toThrow(Error);
    expect(() => best('telesina', 'Ah Kh Qh Jh', 'Tc')).toThrow(/5/);
  });
  it('duplicates and non-cards', () => {
    expect(() => ev.best('high', [48, 48, 1, 2, 3])).toThrow(/twice/);
    expect(() => ev.best('high', [0, 1, 2], [3, 0])).toThrow(/hole cards and on the board/);
    expect(() => ev.best('high', [0, 1, 2, 3, 52])).toThrow(/not a card/);
    expect(() => ev.best('high', [0, 1, 2, 3, 1.5])).toThrow(/not a card/);
    expect(() => ev.best('nope' as HandRule, [0, 1, 2, 3, 4])).toThrow(/not a hand rule/);
  });
  it('a 6 in a 32-card game (C-DECK32)', () => {
    for (const rule of ['americana', 'draw32', 'telesina'] as const) {
      expect(() => best(rule, 'Ah Kh Qh Jh 6h')).toThrow(/32-card deck/);
    }
  });
  it('the evaluator still works after refusing bad input', () => {
    expect(() => best('high', 'Ah Ah Kd Qc Js')).toThrow();
    expect(best('high', 'Ah Ad Kd Qc Js')!.category).toBe('pair');
  });
  it('batch input that is too short is refused', () => {
    expect(() => ev.evaluateMany('high', new Uint8Array(13), 2)).toThrow(/need 14 card ids/);
  });
});

describe('seeded randomness', () => {
  it('splitMix32 is deterministic and well spread', () => {
    const a = splitMix32(42);
    const b = splitMix32(42);
    const counts = new Array(52).fill(0);
    for (let i = 0; i < 52_000; i++) { const x = a(); expect(x).toBe(b()); counts[x % 52]++; }
    for (const n of counts) expect(Math.abs(n - 1000)).toBeLessThan(200);
    // The same deals every run (the bench and the exhaustive tests rely on it).
    expect(Array.from(randomDeals(1, 1, 7))).toEqual(Array.from(randomDeals(1, 1, 7)));
    expect(bestHandUnchecked('high', Array.from(randomDeals(9, 1, 7)))).not.toBeNull();
  });
});
