// Exact Omaha counted by board rank multisets (assembly/equity.ts, issue 14): the same counts as dealing every board.
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCards } from '../src/engine/cards';
import { type EquityKernel, type EquityRequest, type EquityResult, computeEquity, referenceExact } from '../src/engine/equity/index';
import { planEquity } from '../src/engine/equity/plan';
import { referenceEvaluator } from '../src/engine/rankings/reference';
import { testKernel } from './equity-setup';

let kernel: EquityKernel;
beforeAll(async () => { kernel = await testKernel(); });

const request = (game: EquityRequest['game'], seats: string[], board = '', dead = ''): EquityRequest => ({
  game, players: seats.map((s) => ({ cards: parseCards(s) })), board: parseCards(board), dead: parseCards(dead), mode: 'exact',
});

const expectSame = (actual: EquityResult, expected: EquityResult): void => {
  expect(actual.samples).toBe(expected.samples);
  expect(actual.noLow ?? null).toBeCloseTo(expected.noLow ?? 0, 12);
  actual.players.forEach((p, i) => {
    for (const key of ['equity', 'win', 'tie', 'high', 'low', 'scoop'] as const) {
      if (p[key] !== undefined) expect(p[key]).toBeCloseTo(expected.players[i][key]!, 12);
    }
  });
};

describe('exact Omaha by rank multisets against the reference brute force (H-OMAHA, H-LOW8)', () => {
  // Suited hole cards in every suit and boards of two and three to come: flush boards are counted apart and taken
  // off their rank multiset, which only a full board-by-board enumeration can check.
  it('three-way Omaha hi/lo, three to come, every suit a possible flush', () => {
    expectSame(computeEquity(request('omaha-hl', ['As2sKdQd', '3h4hJcJs', 'Ac8c9d9h'], '5c 7d'), kernel),
      referenceExact(request('omaha-hl', ['As2sKdQd', '3h4hJcJs', 'Ac8c9d9h'], '5c 7d'), referenceEvaluator));
  });
  it('heads-up Omaha high, three to come after two spades, with dead cards', () => {
    const req = request('omaha', ['AsAhKsKh', 'JsTs9c8c'], 'Qs 7s', '2s 3d Kc');
    expectSame(computeEquity(req, kernel), referenceExact(req, referenceEvaluator));
  });
  it('5-card Omaha hi/lo heads-up, two to come on a two-suited flop', () => {
    const req = request('omaha5-hl', ['As2sKdQd3c', '4h5hJcJsTd'], '6h 7h 8c');
    expectSame(computeEquity(req, kernel), referenceExact(req, referenceEvaluator));
  });
  it('Omaha high, one to come, and a board that already holds three of a suit', () => {
    const req = request('omaha', ['AcKc2d3d', 'QcJc9h9s', 'Th8h7c6d'], '2c 5c 9c Kd');
    expectSame(computeEquity(req, kernel), referenceExact(req, referenceEvaluator));
  });
});

describe('the work units of exact Omaha', () => {
  it('add up to the whole job however the units are split', () => {
    const plan = planEquity(request('omaha-hl', ['AsAhKsKh', 'JdTd9c8c', '7h6h5s4s'], 'Qs'));
    const whole = kernel.exact(plan, 0, 52);
    for (const cut of [1, 4, 13, 26, 37, 51]) {
      const a = kernel.exact(plan, 0, cut);
      const b = kernel.exact(plan, cut, 52);
      expect(a.samples + b.samples).toBe(whole.samples);
      whole.share.forEach((s, p) => {
        expect(a.share[p] + b.share[p]).toBe(s);
        expect(a.win[p] + b.win[p]).toBe(whole.win[p]);
        expect(a.low[p] + b.low[p]).toBe(whole.low[p]);
      });
    }
    expect(whole.samples).toBe(82_251); // C(39, 4): four to come from the 39 live cards
  });
});
