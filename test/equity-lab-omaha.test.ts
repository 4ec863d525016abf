// Omaha ranges in the equity lab (issue 14): the documented syntax counts hands right, and a range run as its hands
// (strata) agrees with the TypeScript reference evaluator hand by hand (H-OMAHA, H-LOW8).
import { beforeAll, describe, expect, it } from 'vitest';
import { formatCards, parseCards } from '../src/engine/cards';
import { type EquityKernel, type EquityRequest, computeEquity, computeEquityReference } from '../src/engine/equity/index';
import { defaultSetup } from '../src/engine/equity/lab-setup';
import { labRequest } from '../src/engine/equity/lab-request';
import * as omahaRanges from '../src/engine/equity/omaha-ranges';
import { isOmahaRange, mergeStrata, omahaStrata, parseOmahaRange } from '../src/engine/equity/omaha-ranges';
import { testKernel } from './equity-setup';

let kernel: EquityKernel;
beforeAll(async () => { kernel = await testKernel(); });

describe('the Omaha range syntax (AAxx, AAKKds, KKQQss, JT98r, AsAhKsKh)', () => {
  it('counts the hands each documented token means', () => {
    expect(parseOmahaRange('AAxx', 4)).toHaveLength(6 * 1128); // two aces, two of the 48 other cards
    expect(parseOmahaRange('AAKKds', 4)).toHaveLength(6); // the kings in the aces' two suits
    expect(parseOmahaRange('AAKK', 4)).toHaveLength(36);
    expect(parseOmahaRange('KKQQss', 4)).toHaveLength(24);
    expect(parseOmahaRange('JT98r', 4)).toHaveLength(24);
    expect(parseOmahaRange('AsAhKsKh', 4).map((h) => formatCards(h))).toEqual(['Kh Ks Ah As']);
    expect(parseOmahaRange('AAxx, KKxx', 4)).toHaveLength(2 * 6768 - 36); // AAKK once
    expect(parseOmahaRange('AAxxx', 5)).toHaveLength(6 * 17296);
    expect(parseOmahaRange('AAKKds', 4).every((h) => new Set(h.map((c) => c & 3)).size === 2)).toBe(true);
  });

  it('takes known cards out, and names the token when something is wrong', () => {
    expect(parseOmahaRange('AAKK', 4, parseCards('As'))).toHaveLength(18);
    expect(() => parseOmahaRange('AAxz', 4)).toThrow(/"AAxz" is not an Omaha range token/);
    expect(() => parseOmahaRange('AAx', 4)).toThrow(/a pattern has 4 ranks or x/);
    expect(() => parseOmahaRange('AAAAA', 5)).toThrow(/only four cards/);
    expect(() => parseOmahaRange('xxxx', 4)).toThrow(/more than the lab samples from/);
    expect(() => parseOmahaRange('AKQJTr', 5)).toThrow(/a pattern has 5|different suits/);
    expect(() => parseOmahaRange('AsAh', 4)).toThrow(/a hand has 4 cards/);
    expect(isOmahaRange('AsAhKsKh')).toBe(false);
    expect(isOmahaRange('AAxx')).toBe(true);
    expect(isOmahaRange('')).toBe(false);
  });

  it('is read by the lab at the player\'s field, after card removal', () => {
    const s = { ...defaultSetup('omaha'), players: [{ hand: 'AAKKds', down: '', up: '', draw: 0 }, { hand: 'AsKs9c8c', down: '', up: '', draw: 0 }] };
    const r = labRequest(s, omahaRanges);
    expect('request' in r && r.omaha).toEqual([{ player: 0, hands: parseOmahaRange('AAKKds', 4, parseCards('AsKs9c8c')) }]);
    const bad = labRequest({ ...s, players: [{ hand: 'AAyy', down: '', up: '', draw: 0 }, s.players[1]] }, omahaRanges);
    expect('problems' in bad && bad.problems[0]).toMatchObject({ field: 'p0.hand', message: expect.stringMatching(/"AAyy"/) });
  });

  it('without the Omaha syntax module, a range is read as cards and refused at its field', () => {
    const s = { ...defaultSetup('omaha'), players: [{ hand: 'AAKKds', down: '', up: '', draw: 0 }, { hand: 'AsKs9c8c', down: '', up: '', draw: 0 }] };
    const r = labRequest(s);
    expect('problems' in r && r.problems.map((p) => p.field)).toEqual(['p0.hand']);
  });
});

describe('a range run as its hands', () => {
  const turn = parseCards('Qh 7c 2d 5s');
  const request = (cards: number[]): EquityRequest => ({ game: 'omaha-hl', board: turn, players: [{ cards }, { cards: parseCards('JdTd9c8c') }], mode: 'exact' });

  it('every hand of a small range: exact, and the average of the reference evaluator\'s exact figures', () => {
    const hands = parseOmahaRange('AAKKds, A2xx', 4, [...turn, ...parseCards('JdTd9c8c')]).slice(0, 40);
    const strata = omahaStrata([hands], 48, 1)!;
    expect(strata.exhaustive).toBe(true);
    const merged = mergeStrata(strata.hands.map(([h]) => computeEquity(request(h), kernel)), true);
    expect(merged.exact).toBe(true);
    const reference = strata.hands.map(([h]) => computeEquityReference(request(h)));
    const avg = (f: (r: (typeof reference)[number]) => number): number => reference.reduce((s, r) => s + f(r), 0) / reference.length;
    expect(merged.players[0].equity).toBeCloseTo(avg((r) => r.players[0].equity), 12);
    expect(merged.players[0].low).toBeCloseTo(avg((r) => r.players[0].low!), 12);
    expect(merged.noLow).toBeCloseTo(avg((r) => r.noLow!), 12);
  });

  it('seeded draws from a big range land within four standard errors of the whole range', () => {
    const hands = parseOmahaRange('AAxx', 4, [...turn, ...parseCards('JdTd9c8c')]);
    const sampled = omahaStrata([hands], 48, 3)!;
    expect(sampled.exhaustive).toBe(false);
    expect(sampled.hands).toHaveLength(48);
    const merged = mergeStrata(sampled.hands.map(([h]) => computeEquity(request(h), kernel)), false);
    expect(merged.exact).toBe(false);
    expect(merged.stdError).toBeGreaterThan(0);
    let sum = 0;
    for (const h of hands) sum += computeEquity(request(h), kernel).players[0].equity;
    expect(Math.abs(merged.players[0].equity - sum / hands.length)).toBeLessThan(4 * merged.stdError);
  }, 60_000);

  it('ranges that always collide give no strata', () => {
    expect(omahaStrata([parseOmahaRange('AsAhKsKh', 4), parseOmahaRange('AsAdKdKc', 4)], 48, 1)).toBeNull();
  });
});
