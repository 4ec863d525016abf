// Every game against brute force with the reference evaluator on small enumerations (hi/lo, stud, Soko, Americana, Telesina, draw).
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCards } from '../src/engine/cards';
import { type EquityKernel, type EquityRequest, type EquityResult, computeEquity, referenceExact } from '../src/engine/equity/index';
import { referenceEvaluator } from '../src/engine/rankings/reference';
import { testKernel } from './equity-setup';

let kernel: EquityKernel;
beforeAll(async () => { kernel = await testKernel(); });

type Seat = string | { cards: string; draw?: number };
const request = (game: EquityRequest['game'], seats: Seat[], board = '', dead = ''): EquityRequest => ({
  game,
  players: seats.map((s) => (typeof s === 'string' ? { cards: parseCards(s) } : { cards: parseCards(s.cards), draw: s.draw })),
  board: parseCards(board), dead: parseCards(dead), mode: 'exact',
});

const expectSame = (actual: EquityResult, expected: EquityResult): void => {
  expect(actual.samples).toBe(expected.samples);
  expect(actual.exact).toBe(true);
  expect(actual.noLow ?? null).toBeCloseTo(expected.noLow ?? 0, 12);
  actual.players.forEach((p, i) => {
    const q = expected.players[i];
    for (const key of ['equity', 'win', 'tie', 'high', 'low', 'scoop'] as const) {
      expect(p[key] === undefined).toBe(q[key] === undefined);
      if (p[key] !== undefined) expect(p[key]).toBeCloseTo(q[key]!, 12);
    }
  });
};

const check = (req: EquityRequest): EquityResult => {
  const fast = computeEquity(req, kernel);
  expectSame(fast, referenceExact(req, referenceEvaluator));
  return fast;
};

describe('Wasm kernels agree with the reference brute force', () => {
  it('G-OMAHA-HL Omaha hi/lo on the turn (H-LOW8, H-OMAHA)', () => {
    const r = check(request('omaha-hl', ['As2sKdQd', '3h4hJcJs', 'Ac8c9d9h'], '5c 7d Kh Qs'));
    expect(r.noLow).toBeGreaterThan(0);
    expect(r.players[0].low).toBeGreaterThan(0);
    r.players.forEach((p) => expect(p.equity).toBeCloseTo(p.high! + p.low!, 12));
  });

  it('G-OMAHA5-HL 5-card Omaha hi/lo on the flop, and G-OMAHA5 high', () => {
    check(request('omaha5-hl', ['As2sKdQd3c', '4h5hJcJsTd'], '6c 7d Kh'));
    check(request('omaha5', ['As2sKdQd3c', '4h5hJcJsTd'], '6c 7d Kh 9s'));
  });

  it('G-STUD7 and G-STUD7-HL: known down and up cards, dead cards, one card to come each', () => {
    check({ ...request('stud7', [], '', '2c 9d Qs'), players: [
      { down: parseCards('Ah Kh'), up: parseCards('Qh Jh 3c 3d') }, { down: parseCards('7s 7c'), up: parseCards('8s 8c 4d 5h') }] });
    const r = check({ ...request('stud7-hl', [], '', 'Kc'), players: [
      { down: parseCards('Ah 2h'), up: parseCards('3c 9d Ts 5s') }, { down: parseCards('4c 6c'), up: parseCards('7c 8c Jd Js') }] });
    expect(r.noLow).toBeGreaterThan(0);
  });

  it('G-SOKO four-flush and four-straight hands (H-SOKO)', () => {
    check(request('soko', ['Ah Kh 7h 2c', 'Jd Tc 9s 3d', '5s 5d Qc 4c']));
  });

  it('G-AMERICANA 32-card deck (H-AMERICANA)', () => {
    check(request('americana', ['Ah Kh Qh 7c', 'Jd Tc 9s 8d', '7s 7d Qc']));
  });

  it('G-TELESINA before and after the Vela (H-TELESINA)', () => {
    check(request('telesina', ['Ah Kh Qh 7c 8c', 'Jd Tc 9s 8d 7d', '7s 7h Qc Qd Js']));
    check(request('telesina', ['Ah Kh Qh 7c', 'Jd Tc 9s 8d', 'Qd Qs Js 9h'], 'Ad'));
  });

  it('H-TELESINA-HU: heads-up, T-9-8-7-A straight flush beats A-K-Q-J-T; with three players it does not', () => {
    const heads = check(request('telesina', ['Th 9h 8h 7h Kc', 'Ad Kd Qd Jd Td']));
    expect(heads.samples).toBe(22);
    expect(Math.round(heads.players[0].win * 22)).toBe(1); // only the Ah as Vela
    const three = check(request('telesina', ['Th 9h 8h 7h Kc', 'Ad Kd Qd Jd Td', '7s 8s 9s Js Qs']));
    expect(three.players[0].win).toBe(0);
  });

  it('H-TELESINA-HU six suited cards: heads-up 7s8s9sTsAs with the Vela Js beats AhKhQhJhTh (the hand gives it the pot too)', () => {
    const heads = check(request('telesina', ['7s 8s 9s Ts As', 'Ah Kh Qh Jh Th'], 'Js'));
    expect(heads.players.map((p) => p.equity)).toEqual([1, 0]);
    const three = check(request('telesina', ['7s 8s 9s Ts As', 'Ah Kh Qh Jh Th', '7d 8d 9c Jc Qd'], 'Js'));
    expect(three.players.map((p) => p.equity)).toEqual([0, 1, 0]);
    // Before the Vela (22 left) the spades already hold T-9-8-7-A: every Vela, the Js included, keeps them ahead of the royal.
    const before = check(request('telesina', ['7s 8s 9s Ts As', 'Ah Kh Qh Jh Th']));
    expect(before.samples).toBe(22);
    expect(before.players[0].equity).toBe(1);
  });

  it('G-DRAW5 one coming draw: kept cards and cards drawn', () => {
    check(request('draw5', [{ cards: 'Ah Kh Qh Jh', draw: 1 }, { cards: '9c 9d 9s', draw: 2 }], '', '2h 3h'));
  });

  it('G-27TD 2-7 triple draw, one coming draw (H-27)', () => {
    check(request('triple-draw-27', [{ cards: '2c 3d 4h 7s', draw: 1 }, { cards: '2d 3s 5c 6d 8h', draw: 0 }, { cards: '4c 5d 7h', draw: 2 }], '', 'Kc Qc'));
  });

  it('G-DRAW32 32-card draw (H-DRAW32: no ties)', () => {
    const r = check(request('draw32', [{ cards: 'Ah Ad Kc', draw: 2 }, { cards: 'Qh Jh Th 9h', draw: 1 }]));
    r.players.forEach((p) => expect(p.tie).toBe(0));
  });

  it('hold\'em with a random opponent hand on the turn, and a three-way river', () => {
    check({ ...request('holdem', ['AhKh'], '2h 7h 9c Qs'), players: [{ cards: parseCards('AhKh') }, {}] });
    check(request('holdem', ['AhKh', 'AsKs', '2c2d'], '2h 7h 9c Qs Kc'));
  });
});

describe('Monte Carlo lands within 3 standard errors of exact (seeded)', () => {
  const within3 = (req: EquityRequest, trials = 100_000): void => {
    const exact = computeEquity(req, kernel);
    const mc = computeEquity({ ...req, mode: 'monte-carlo', trials, seed: 99 }, kernel);
    expect(mc.exact).toBe(false);
    mc.players.forEach((p, i) => expect(Math.abs(p.equity - exact.players[i].equity)).toBeLessThan(3 * mc.stdError));
    if (exact.noLow !== undefined) expect(Math.abs(mc.noLow! - exact.noLow)).toBeLessThan(0.02);
  };
  it('Omaha hi/lo on the flop', () => within3(request('omaha-hl', ['As2sKdQd', '3h4hJcJs'], '5c 7d Kh')));
  it('stud hi/lo with two cards to come', () => within3({ ...request('stud7-hl', []), players: [
    { cards: parseCards('Ah 2h 3c 9d Ts') }, { cards: parseCards('4c 6c 7c 8c Jd') }] }, 60_000));
  it('Soko, Americana and Telesina with cards to come', () => {
    within3(request('soko', ['Ah Kh 7h', 'Jd Tc 9s']), 60_000);
    within3(request('americana', ['Ah Kh Qh', 'Jd Tc 9s']), 60_000);
    within3(request('telesina', ['Ah Kh Qh 7c', 'Jd Tc 9s 8d']), 60_000);
  });
  it('draw games', () => {
    within3(request('draw5', [{ cards: 'Ah Kh Qh', draw: 2 }, { cards: '9c 9d', draw: 3 }]), 60_000);
    within3(request('triple-draw-27', [{ cards: '2c 3d 4h', draw: 2 }, { cards: '2d 3s 5c 6d', draw: 1 }]), 60_000);
  });
});

describe('hi/lo shares worked out by hand (H-LOW8)', () => {
  it('a quartered pot: one player wins the high half and ties the low half', () => {
    // Board 2c 3d 7h Kc Ks. Kd Qh make trip kings for player 1, 9h 9d kings and nines for player 2;
    // both make 7-4-3-2-A low with their ace and four.
    const r = check(request('omaha-hl', ['As4sKdQh', 'Ad4c9h9d'], '2c 3d 7h Kc Ks'));
    expect(r.samples).toBe(1);
    expect(r.players.map((p) => [p.equity, p.high, p.low, p.win, p.tie])).toEqual([[0.75, 0.5, 0.25, 0, 1], [0.25, 0, 0.25, 0, 1]]);
    expect(r.noLow).toBe(0);
  });

  it('no qualifying low: the high hand scoops', () => {
    const r = check(request('omaha-hl', ['As4sKdQh', 'Ad4c8h8d'], '2c 9c Th Kc Ks')); // one low card on board
    expect(r.noLow).toBe(1);
    expect(r.players[0]).toEqual({ equity: 1, win: 1, tie: 0, high: 1, low: 0, scoop: 1 });
  });
});

describe('G-STUD7-COMMUNITY', () => {
  it('eight stud players: one face-up card in the middle is everyone\'s seventh, matching the reference', () => {
    const known = ['Ah Kh Qh 2c 3c 4c', 'As Ks Qs 2d 3d 4d', 'Ad Kd Qd 2h 3h 4h', 'Ac Kc Qc 2s 3s 4s',
      'Jh Th 9h 5c 6c 7c', 'Js Ts 9s 5d 6d 7d', 'Jd Td 9d 5h 6h', 'Jc Tc 9c 5s'];
    const req: EquityRequest = { game: 'stud7-hl', players: known.map((k) => ({ cards: parseCards(k) })), mode: 'exact' };
    const fast = computeEquity(req, kernel);
    expect(fast.samples).toBe(7 * 6 * 10); // the river card, then the last two players' sixth-street cards
    expectSame(fast, referenceExact(req, referenceEvaluator));
  });
});

describe('suit symmetry in exact enumeration (boards counted once per orbit, weighted by its size)', () => {
  it('agrees with the reference when suits can be swapped, and when dead cards or the board break the symmetry', () => {
    check(request('holdem', ['AhAs', 'KdKc'], '2c 2d 9h'));          // swaps: (h s), (c d)
    check(request('holdem', ['AhAs', 'KdKc'], '2c 2d 9s', '3h'));    // (c d) only: the dead 3h and the 9s break (h s)
    check(request('holdem', ['AhAs', 'KdKc', '7h7s', '6c6d'], 'Tc Td 2h'));
    check(request('holdem', ['2c3c', '2d3d', '2h3h', '2s3s'], 'Ac Ad'));  // none: a swap of suits would swap players
    check(request('omaha', ['AsAhKsKh', 'JdTd9c8c'], 'Qs Qh 5c 5d'));
    check(request('omaha5', ['AsAhKsKh2c', 'JdTd9c8c2d'], '7s 7h 4c'));
  });
});
