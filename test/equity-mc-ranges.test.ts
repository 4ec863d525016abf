// Hold'em Monte Carlo with ranges beside dealt and known hands (assembly/equity.ts, issue 14): within four standard
// errors of the exact answer, and seeded.
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCards } from '../src/engine/cards';
import { type EquityKernel, type EquityRequest, computeEquity } from '../src/engine/equity/index';
import { testKernel } from './equity-setup';

let kernel: EquityKernel;
beforeAll(async () => { kernel = await testKernel(); });

const within4 = (request: EquityRequest, seed: number): void => {
  const exact = computeEquity({ ...request, mode: 'exact' }, kernel);
  expect(exact.exact).toBe(true);
  const sampled = computeEquity({ ...request, mode: 'monte-carlo', trials: 400_000, seed }, kernel);
  expect(sampled.exact).toBe(false);
  sampled.players.forEach((p, i) => {
    expect(Math.abs(p.equity - exact.players[i].equity)).toBeLessThan(4 * sampled.stdError + 1e-9);
    expect(Math.abs(p.tie - exact.players[i].tie)).toBeLessThan(0.01);
  });
};

describe('hold\'em Monte Carlo with ranges (H-HOLDEM)', () => {
  it('two ranges and a random hand on the turn', () => {
    within4({ game: 'holdem', players: [{ range: 'AA, KK' }, { range: 'QQ, AKs' }, { range: 'random' }], board: parseCards('Qs 7h 2c 9d') }, 11);
  });
  it('a range, a known hand and a half-known hand on the flop', () => {
    within4({ game: 'holdem', players: [{ range: 'JJ+, AQs+' }, { cards: parseCards('Th 9h') }, { cards: parseCards('As') }], board: parseCards('Jh 8h 2s') }, 12);
  });
  it('the same seed gives the same numbers, the next seed others', () => {
    const req: EquityRequest = { game: 'holdem', players: [{ range: 'TT+' }, { range: 'random' }, { range: 'random' }], mode: 'monte-carlo', trials: 100_000, seed: 3 };
    const a = computeEquity(req, kernel);
    expect(computeEquity(req, kernel)).toEqual(a);
    expect(computeEquity({ ...req, seed: 4 }, kernel).players[0].equity).not.toBe(a.players[0].equity);
  });
});
