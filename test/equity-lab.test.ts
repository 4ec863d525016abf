// The equity lab's pure parts (issue 14): setups to requests with problems at their fields, link codes (round trip and
// damage), hi/lo and street-by-street figures against hand-worked cases (H-LOW8, H-OMAHA, G-HOLDEM).
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseCards } from '../src/engine/cards';
import { type EquityKernel, type EquityRequest, computeEquity } from '../src/engine/equity/index';
import { type LabSetup, decodeLabSetup, defaultSetup, encodeLabSetup } from '../src/engine/equity/lab-setup';
import { labRequest } from '../src/engine/equity/lab-request';
import { finalStreet, summariseUnroll, unrollSteps } from '../src/engine/equity/unroll';
import { parseRoute } from '../src/ui/router';
import { testKernel } from './equity-setup';

let kernel: EquityKernel;
beforeAll(async () => { kernel = await testKernel(); });

const setup = (over: Partial<LabSetup>): LabSetup => ({ ...defaultSetup(over.game ?? 'holdem'), ...over });
const hands = (...list: string[]) => list.map((hand) => ({ hand, down: '', up: '', draw: 0 }));

describe('setups become requests; problems stay at their fields', () => {
  it('reads hold\'em hands as cards or ranges, and empty as random', () => {
    const r = labRequest(setup({ players: hands('AhKh', 'QQ+, AKs:0.5', '') }));
    expect('request' in r && r.request.players).toEqual([{ cards: parseCards('AhKh') }, { range: 'QQ+, AKs:0.5' }, { cards: [] }]);
  });

  it('shows every problem at once, each at the field where it was typed', () => {
    const r = labRequest(setup({ players: hands('AhKh', 'QQ+, AXs'), board: 'Ah 7c', dead: 'Zz', trials: 5 }));
    expect('problems' in r).toBe(true);
    const byField = Object.fromEntries(('problems' in r ? r.problems : []).map((p) => [p.field, p.message]));
    expect(byField['p1.hand']).toMatch(/"AXs" is not a range token/);
    expect(byField.board).toMatch(/Ah is already in player 1's hand/);
    expect(byField.dead).toMatch(/Zz/);
    expect(byField.trials).toMatch(/1,000 to 100,000,000/);
  });

  it('refuses too many players, cards of the wrong deck, and draws that do not make a hand', () => {
    const many = labRequest(setup({ game: 'draw32', players: hands('', '', '', '', '', '') }));
    expect('problems' in many && many.problems[0]).toMatchObject({ field: 'players', message: expect.stringMatching(/2 to 5 players/) });
    const deck = labRequest(setup({ game: 'telesina', players: [{ hand: '', down: '2h', up: '', draw: 0 }, { hand: '', down: '', up: '', draw: 0 }] }));
    expect('problems' in deck && deck.problems[0]).toMatchObject({ field: 'p0.down', message: expect.stringMatching(/32-card deck/) });
    const draw = labRequest(setup({ game: 'draw5', players: [{ hand: 'AhKh', down: '', up: '', draw: 1 }, { hand: '', down: '', up: '', draw: 5 }] }));
    expect('problems' in draw && draw.problems[0]).toMatchObject({ field: 'p0.draw', message: expect.stringMatching(/kept and drawn cards must make 5/) });
  });

  it('a range emptied by card removal is said at the range field', () => {
    const r = labRequest(setup({ players: hands('AhAs', 'AA'), board: 'Ad 7c 2d' }));
    expect('problems' in r && r.problems[0]).toMatchObject({ field: 'p1.hand', message: expect.stringMatching(/no hands left/) });
  });
});

describe('links', () => {
  const text = fc.string({ maxLength: 30 });
  const player = fc.record({ hand: text, down: text, up: text, draw: fc.integer({ min: 0, max: 5 }) });
  const anySetup = fc.record({
    game: fc.constantFrom('holdem' as const, 'omaha-hl' as const, 'stud7' as const),
    players: fc.array(player, { minLength: 2, maxLength: 8 }),
    board: fc.string({ maxLength: 20 }), dead: fc.string({ maxLength: 20 }),
    mode: fc.constantFrom('auto' as const, 'exact' as const, 'monte-carlo' as const),
    trials: fc.integer({ min: 1000, max: 100_000_000 }),
  });

  it('give back the setup exactly, and the route reads them (seeded property)', () => {
    fc.assert(fc.property(anySetup, (s) => {
      const code = encodeLabSetup(s);
      expect(decodeLabSetup(code)).toEqual({ ok: true, setup: s });
      expect(decodeLabSetup(`https://example.org/felt/#/equity/${code}`)).toEqual({ ok: true, setup: s });
      expect(parseRoute(`#/equity/${code}`)).toEqual({ page: 'equity', code });
    }), { seed: 141, numRuns: 300 });
  });

  it('refuse damaged codes with a sentence and never throw (seeded fuzz)', () => {
    const code = encodeLabSetup(setup({ players: hands('AhKh', 'QQ+') }));
    expect(decodeLabSetup(code.slice(0, -1))).toMatchObject({ ok: false });
    expect(decodeLabSetup(`${code.slice(0, 10)}x${code.slice(11)}`)).toMatchObject({ ok: false, message: expect.stringMatching(/checksum|damaged/) });
    expect(decodeLabSetup('')).toMatchObject({ ok: false, message: expect.stringMatching(/empty/) });
    fc.assert(fc.property(fc.string({ maxLength: 200 }), fc.nat(code.length - 1), fc.string({ minLength: 1, maxLength: 3 }), (junk, at, insert) => {
      expect(decodeLabSetup(junk).ok).toBe(false);
      const changed = code.slice(0, at) + insert + code.slice(at + 1);
      const d = decodeLabSetup(changed);
      if (d.ok) expect(changed).toBe(code);
    }), { seed: 142, numRuns: 500 });
  });
});

describe('hi/lo against a hand worked out by hand (H-LOW8, H-OMAHA)', () => {
  // Omaha hi/lo, board Ah 2c 3d Kd, one river to come (40 cards). Player 1 (4c 5h Qs Qh) has the wheel: the best low
  // on every river, and the best high except on the 10 rivers that give player 2 (Kh Kc 7s 8s) a full house or quads:
  // Ks, Ac, Ad, As, 2d, 2h, 2s, 3c, 3h, 3s. So player 1 scoops 30/40, splits 10/40; equity 1/2 + 1/2 × 30/40 = 0.875.
  it('gives the scoops, split pots, high and low shares, and the no-low rate', () => {
    const r = computeEquity({ game: 'omaha-hl', board: parseCards('Ah 2c 3d Kd'), players: [{ cards: parseCards('4c5hQsQh') }, { cards: parseCards('KhKc7s8s') }] }, kernel);
    expect(r.exact).toBe(true);
    expect(r.samples).toBe(40);
    expect(r.players[0].equity).toBeCloseTo(0.875, 12);
    expect(r.players[0].scoop).toBeCloseTo(30 / 40, 12);
    expect(r.players[0].tie).toBeCloseTo(10 / 40, 12);
    expect(r.players[0].low).toBeCloseTo(0.5, 12);
    expect(r.players[0].high).toBeCloseTo(0.5 * 30 / 40, 12);
    expect(r.players[1].high).toBeCloseTo(0.5 * 10 / 40, 12);
    expect(r.players[1].low).toBe(0);
    expect(r.players[1].scoop).toBe(0);
    expect(r.noLow).toBe(0);
  });
});

describe('street by street (unroll)', () => {
  const flop: EquityRequest = { game: 'holdem', board: parseCards('Kh 7c 2d'), players: [{ cards: parseCards('AhAs') }, { cards: parseCards('KdKc') }] };

  it('after a known flop, enumerates all 45 turns; AA is the favourite only on the 2 aces; the average is today\'s equity', () => {
    const steps = unrollSteps(flop);
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({ street: 'turn', exhaustive: true });
    expect(steps[0].requests).toHaveLength(45);
    const now = computeEquity(flop, kernel);
    const results = steps[0].requests.map((r) => computeEquity(r, kernel));
    const u = summariseUnroll(now, [{ street: 'turn', results }]);
    expect(u.streets.map((s) => s.street)).toEqual(['now', 'turn', 'river']);
    const turn = u.streets[1];
    expect(turn.favourite[0]).toBeCloseTo(2 / 45, 12);
    expect(turn.favourite[1]).toBeCloseTo(43 / 45, 12);
    // Every turn is equally likely, so the average equity after it is the equity now (a martingale).
    expect(turn.mean[0]).toBeCloseTo(now.players[0].equity, 12);
    expect(turn.low[0]).toBeLessThanOrEqual(turn.mean[0]);
    expect(turn.high[0]).toBeGreaterThanOrEqual(turn.low[0]);
  });

  it('before the flop samples distinct seeded flops and turns; none for draw games', () => {
    const pre = unrollSteps({ game: 'holdem', players: [{ cards: parseCards('AhAs') }, { range: 'QQ+' }] }, 30, 5);
    const boards = (i: number) => pre[i].requests.map((r) => r.board ?? []);
    expect(pre.map((s) => [s.street, s.requests.length, s.exhaustive])).toEqual([['flop', 30, false], ['turn', 30, false]]);
    expect(new Set(boards(0).map((b) => [...b].sort().join())).size).toBe(30);
    expect(boards(0).flat().some((c) => parseCards('AhAs').includes(c))).toBe(false);
    expect(pre[0].requests.every((r) => r.players[1].range === 'QQ+' && r.players[1].cards === undefined)).toBe(true);
    expect(unrollSteps({ game: 'holdem', players: [{ cards: parseCards('AhAs') }, { range: 'QQ+' }] }, 30, 5)).toEqual(pre);
    expect(unrollSteps({ game: 'draw5', players: [{ cards: parseCards('AhAsAd') }, { cards: parseCards('KhKs') }] })).toEqual([]);
  });

  it('stud: each street deals every player up to that street\'s cards, from live cards only; the last point is seventh street', () => {
    const request: EquityRequest = {
      game: 'stud7', dead: parseCards('2c 2d'),
      players: [{ down: parseCards('Ah As'), up: parseCards('Kd') }, { down: parseCards('Qh Qs'), up: parseCards('9c 8c') }],
    };
    const steps = unrollSteps(request, 25, 3);
    // Player 2 shows four cards: the hand is on fourth street; fifth and sixth are still to come before seventh.
    expect(steps.map((s) => [s.street, s.requests.length, s.exhaustive])).toEqual([['fifth-street', 25, false], ['sixth-street', 25, false]]);
    for (const [i, step] of steps.entries()) {
      const cards = 5 + i;
      for (const r of step.requests) {
        const hands = r.players.map((p) => [...(p.cards ?? []), ...(p.down ?? []), ...(p.up ?? [])]);
        expect(hands.map((h) => h.length)).toEqual([cards, cards]);
        const all = [...hands.flat(), ...(r.dead ?? [])];
        expect(new Set(all).size).toBe(all.length); // no card twice, no dead card dealt
        expect([r.players[0].down, r.players[0].up]).toEqual([parseCards('Ah As'), parseCards('Kd')]); // the known cards stay where they were
      }
    }
    expect(finalStreet(request)).toBe('seventh-street');
    // Averaged over every fifth-street deal the equity would be today's (a martingale); 25 samples come close.
    const now = computeEquity({ ...request, mode: 'monte-carlo', trials: 200_000, seed: 4 }, kernel);
    const fifth = steps[0].requests.map((r) => computeEquity(r, kernel)); // exact: two cards each to come
    expect(fifth.every((r) => r.exact)).toBe(true);
    const u = summariseUnroll(now, [{ street: 'fifth-street', results: fifth }], finalStreet(request));
    expect(u.streets.map((s) => s.street)).toEqual(['now', 'fifth-street', 'seventh-street']);
    expect(Math.abs(u.streets[1].mean[0] - now.players[0].equity)).toBeLessThan(0.12);
  });

  it('Telesina: the players\' cards street by street, then the Vela decides', () => {
    const request: EquityRequest = { game: 'telesina', players: [{ cards: parseCards('Ah Kh') }, { cards: parseCards('Qs Js') }] };
    const steps = unrollSteps(request, 10, 2);
    expect(steps.map((s) => s.street)).toEqual(['third-card', 'fourth-card', 'fifth-card']);
    expect(steps[2].requests.every((r) => r.players.every((p) => p.cards!.length === 5) && (r.board ?? []).length === 0)).toBe(true);
    expect(finalStreet(request)).toBe('vela');
    expect(unrollSteps({ ...request, board: parseCards('7d') }, 10, 2)).toHaveLength(3);
  });
});
