// Equity engine facts (issue 3): exact hold'em and Omaha counts, Monte Carlo within 3 standard errors, seeds, ranges.
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCards } from '../src/engine/cards';
import {
  type EquityKernel, type EquityRequest, EquityKernelMissingError, computeEquity, computeEquityAsync, computeEquityReference,
} from '../src/engine/equity/index';
import { loadEvaluatorNode } from '../src/wasm/node';
import { testKernel } from './equity-setup';

let kernel: EquityKernel;
beforeAll(async () => { kernel = await testKernel(); });

const hands = (game: EquityRequest['game'], cards: string[], extra: Partial<EquityRequest> = {}): EquityRequest =>
  ({ game, players: cards.map((c) => ({ cards: parseCards(c) })), ...extra });

describe('exact enumeration (G-HOLDEM, H-HOLDEM, H-OMAHA)', () => {
  it('AhAs v KdKc: 1,388,072 wins, 6,538 ties, 317,694 losses over 1,712,304 boards', () => {
    const r = computeEquity(hands('holdem', ['AhAs', 'KdKc']), kernel);
    expect(r.exact).toBe(true);
    expect(r.samples).toBe(1_712_304);
    expect(Math.round(r.players[0].win * r.samples)).toBe(1_388_072);
    expect(Math.round(r.players[0].tie * r.samples)).toBe(6_538);
    expect(Math.round(r.players[1].win * r.samples)).toBe(317_694);
    expect((r.players[0].equity * 100).toFixed(4)).toBe('81.2555');
    expect(r.players[0].equity + r.players[1].equity).toBeCloseTo(1, 12);
    expect(r.stdError).toBe(0);
  });

  it('AhKh v QsQc v JdTd: 40.2092 / 41.0545 / 18.7363 %', () => {
    const r = computeEquity(hands('holdem', ['AhKh', 'QsQc', 'JdTd']), kernel);
    expect(r.players.map((p) => (p.equity * 100).toFixed(4))).toEqual(['40.2092', '41.0545', '18.7363']);
  });

  it('Omaha AsAhKsKh v JdTd9c8c: 61.4813 % with 667,649 wins and 86 ties over 1,086,008 boards', () => {
    const r = computeEquity(hands('omaha', ['AsAhKsKh', 'JdTd9c8c']), kernel);
    expect(r.samples).toBe(1_086_008);
    expect(Math.round(r.players[0].win * r.samples)).toBe(667_649);
    expect(Math.round(r.players[0].tie * r.samples)).toBe(86);
    expect((r.players[0].equity * 100).toFixed(4)).toBe('61.4813');
  });

  it('with a known board and dead cards, counts the remaining deals', () => {
    const r = computeEquity(hands('holdem', ['AhAs', 'KdKc'], { board: parseCards('Kh 7c 2d'), dead: parseCards('Ks 3c') }), kernel);
    expect(r.samples).toBe((43 * 42) / 2);
    // Kings have a set and no king is left; the aces win only with one of the two live aces on the turn or river.
    const acesWin = 903 - ((43 - 2) * 40) / 2; // turn+river pairs holding at least one live ace
    expect(Math.round(r.players[0].win * r.samples)).toBe(acesWin);
  });

  it('river fixed: one showdown', () => {
    const r = computeEquity(hands('holdem', ['AhAs', 'KdKc'], { board: parseCards('2c 3d 4h 5s 9c') }), kernel);
    expect(r.samples).toBe(1);
    expect(r.players[0].equity).toBe(1);
  });
});

describe('Monte Carlo (seeded)', () => {
  const within3 = (request: EquityRequest): void => {
    const exact = computeEquity({ ...request, mode: 'exact' }, kernel);
    const sampled = computeEquity({ ...request, mode: 'monte-carlo', trials: 200_000, seed: 7 }, kernel);
    expect(sampled.exact).toBe(false);
    expect(sampled.samples).toBe(200_000);
    expect(sampled.stdError).toBeGreaterThan(0);
    sampled.players.forEach((p, i) => {
      expect(Math.abs(p.equity - exact.players[i].equity)).toBeLessThan(3 * sampled.stdError + 1e-9);
    });
  };

  it('lands within 3 standard errors of exact: hold\'em heads-up and 3-way', () => {
    within3(hands('holdem', ['AhAs', 'KdKc']));
    within3(hands('holdem', ['AhKh', 'QsQc', 'JdTd'], { board: parseCards('2h 7h') }));
  });

  it('lands within 3 standard errors of exact: hands dealt at random, whole or in part, on the flop', () => {
    within3({ game: 'holdem', players: [{ cards: parseCards('AhAs') }, {}], board: parseCards('Ks 7c 2d') });
    within3({ game: 'holdem', players: [{ cards: parseCards('AhAs') }, { cards: parseCards('Kd') }, { cards: parseCards('9c9d') }], board: parseCards('Ks 7c 2d') });
  });

  it('lands within 3 standard errors of exact: Omaha on the flop', () => {
    within3(hands('omaha', ['AsAhKsKh', 'JdTd9c8c'], { board: parseCards('Qd 7c 2s') }));
  });

  it('the same seed gives the same numbers; another seed differs', () => {
    const req = hands('holdem', ['AhKh', 'QsQc'], { mode: 'monte-carlo', trials: 50_000, seed: 42 });
    const a = computeEquity(req, kernel);
    const b = computeEquity(req, kernel);
    const c = computeEquity({ ...req, seed: 43 }, kernel);
    expect(b).toEqual(a);
    expect(c.players[0].equity).not.toBe(a.players[0].equity);
  });

  it('stops at the target standard error', () => {
    const r = computeEquity(hands('holdem', ['AhKh', 'QsQc'], { mode: 'monte-carlo', trials: 10_000_000, targetStdError: 0.002 }), kernel);
    expect(r.stdError).toBeLessThanOrEqual(0.002);
    expect(r.samples).toBeLessThan(10_000_000);
  });

  it("'auto' picks exact under the limit and Monte Carlo over it", () => {
    expect(computeEquity(hands('holdem', ['AhAs', 'KdKc'], { board: parseCards('2c 3d 9h') }), kernel).exact).toBe(true);
    const big = computeEquity({ game: 'holdem', players: [{ cards: parseCards('AhAs') }, {}, {}], trials: 40_000 }, kernel);
    expect(big.exact).toBe(false);
    expect(big.samples).toBe(40_000);
  });
});

describe('ranges (hand v range, range v range, card removal, weights)', () => {
  it('hand v range equals the weighted mean of hand v each combo', () => {
    const board = 'Kd 7c 2h';
    const r = computeEquity({ game: 'holdem', players: [{ cards: parseCards('AhAs') }, { range: 'KK, 77:0.5' }], board: parseCards(board) }, kernel);
    // KK: 3 combos left (Kd on board), 77: 3 combos left (7c on board) at half weight.
    const one = (opp: string) => computeEquity(hands('holdem', ['AhAs', opp], { board: parseCards(board) }), kernel).players[0].equity;
    const kk = ['KhKs', 'KhKc', 'KsKc'].map(one);
    const sevens = ['7h7s', '7h7d', '7s7d'].map(one);
    const expected = (kk.reduce((a, b) => a + b) + 0.5 * sevens.reduce((a, b) => a + b)) / (3 + 1.5);
    expect(r.exact).toBe(true);
    expect(r.players[0].equity).toBeCloseTo(expected, 12);
  });

  it('range v range Monte Carlo agrees with exact enumeration on the turn', () => {
    const req: EquityRequest = { game: 'holdem', players: [{ range: 'QQ+, AKs' }, { range: '99-JJ, AQs' }], board: parseCards('2c 7d 9h Ts') };
    const exact = computeEquity({ ...req, mode: 'exact' }, kernel);
    const mc = computeEquity({ ...req, mode: 'monte-carlo', trials: 150_000, seed: 3 }, kernel);
    expect(exact.exact).toBe(true);
    expect(Math.abs(mc.players[0].equity - exact.players[0].equity)).toBeLessThan(3 * mc.stdError);
  });

  it('a known hand against two weighted ranges: Monte Carlo within 3 standard errors of exact, on the flop', () => {
    const req: EquityRequest = { game: 'holdem', players: [{ cards: parseCards('9s9h') }, { range: 'QQ+:0.5, AKs' }, { range: 'TT-JJ, AQs:0.25' }],
      board: parseCards('2c 7d Qh') };
    const exact = computeEquity({ ...req, mode: 'exact' }, kernel);
    const mc = computeEquity({ ...req, mode: 'monte-carlo', trials: 150_000, seed: 8 }, kernel);
    mc.players.forEach((p, i) => expect(Math.abs(p.equity - exact.players[i].equity)).toBeLessThan(3 * mc.stdError));
  });

  it('random is the same as an unknown hand', () => {
    const a = computeEquity({ game: 'holdem', players: [{ cards: parseCards('AhAs') }, { range: 'random' }], mode: 'monte-carlo', trials: 60_000, seed: 5 }, kernel);
    const b = computeEquity({ game: 'holdem', players: [{ cards: parseCards('AhAs') }, { cards: [] }], mode: 'monte-carlo', trials: 60_000, seed: 5 }, kernel);
    expect(a).toEqual(b);
    expect(a.players[0].equity).toBeGreaterThan(0.84);
    expect(a.players[0].equity).toBeLessThan(0.86);
  });
});

describe('front door: the kernel is passed explicitly', () => {
  it('computeEquity takes the kernel or the Wasm evaluator from loadEvaluator; computeEquityAsync loads it', async () => {
    const turn = hands('holdem', ['AhAs', 'KdKc'], { board: parseCards('2c 3d 9h 4s') });
    const withKernel = computeEquity(turn, kernel);
    const evaluator = await loadEvaluatorNode();
    expect(computeEquity(turn, evaluator)).toEqual(withKernel);
    expect(await computeEquityAsync(hands('holdem', ['AhAs', 'KdKc']))).toEqual(computeEquity(hands('holdem', ['AhAs', 'KdKc']), kernel));
  });

  it('without a kernel computeEquity throws a clear error with a message id (no default kernel, no silent slow path)', () => {
    const turn = hands('holdem', ['AhAs', 'KdKc'], { board: parseCards('2c 3d 9h 4s') });
    for (const missing of [undefined, null, {}, 42]) {
      const call = () => computeEquity(turn, missing as never);
      expect(call).toThrow(EquityKernelMissingError);
      expect(call).toThrow(/needs the Wasm equity kernel/);
      try { call(); } catch (e) { expect((e as EquityKernelMissingError).reason).toBe('equity.noKernel'); }
    }
  });

  it('the TypeScript reference path is asked for by name and agrees with the kernel', () => {
    const turn = hands('holdem', ['AhAs', 'KdKc'], { board: parseCards('2c 3d 9h 4s') });
    expect(computeEquityReference(turn)).toEqual(computeEquity(turn, kernel));
    const sampled = computeEquityReference(hands('holdem', ['AhKh', 'QsQc'], { mode: 'monte-carlo', trials: 20_000, seed: 4 }));
    expect(sampled.samples).toBe(20_000);
    const exact = computeEquity(hands('holdem', ['AhKh', 'QsQc']), kernel);
    expect(Math.abs(sampled.players[0].equity - exact.players[0].equity)).toBeLessThan(3 * sampled.stdError);
  });
});
