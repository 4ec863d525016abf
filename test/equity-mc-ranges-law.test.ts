// The hold'em range sampler's law (assembly/equity.ts, issue 14): every trial draws the range players' combos with
// probability proportional to the product of their weights among the assignments that share no card. Its combo
// frequencies are checked by chi-square against that law computed here by enumeration (an independent oracle), for
// each of the kernel's methods (one range; two through the pair table, unweighted and weighted; two through the
// marginal when the pairs are too many; three by rejection), and its equities against exact enumeration. Seeded.
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCards } from '../src/engine/cards';
import { type EquityKernel, type EquityPlan, type EquityRequest, computeEquity, planEquity, rangeTuples } from '../src/engine/equity/index';
import { testKernel } from './equity-setup';

let kernel: EquityKernel;
beforeAll(async () => { kernel = await testKernel(); });

/** The kernel's two-range pair table holds at most this many disjoint pairs (MAX_PAIRS in assembly/equity.ts). */
const MAX_PAIRS = 65_536;

const disjoint = (a: readonly number[], b: readonly number[]): boolean => !a.some((c) => b.includes(c));

/** The exact law of each range player's combo: marginals of weight products over the range tuples that fit. */
function marginals(plan: EquityPlan): (number[] | null)[] {
  const ranged = plan.players.map((p) => p.combos);
  const out = ranged.map((c) => (c ? c.map(() => 0) : null));
  if (ranged.filter(Boolean).length === 2) {
    // Two ranges: sum over pairs directly (as many as a million; rangeTuples would make an object per pair).
    const [i, j] = ranged.flatMap((c, k) => (c ? [k] : []));
    ranged[i]!.forEach((a, x) => ranged[j]!.forEach((b, y) => {
      if (!disjoint(a.cards, b.cards)) return;
      out[i]![x] += a.weight * b.weight;
      out[j]![y] += a.weight * b.weight;
    }));
  } else {
    for (const t of rangeTuples(plan)) {
      t.hands.forEach((h, i) => { if (h) out[i]![ranged[i]!.indexOf(h)] += t.weight; });
    }
  }
  return out.map((m) => {
    if (!m) return null;
    const total = m.reduce((s, x) => s + x, 0);
    return m.map((x) => x / total);
  });
}

/** Pearson's statistic of counts against probabilities, and its degrees of freedom; a combo the law excludes must never come. */
function chiSquare(counts: number[], law: number[]): { stat: number; df: number } {
  const n = counts.reduce((s, x) => s + x, 0);
  let stat = 0;
  let cells = 0;
  counts.forEach((c, k) => {
    if (law[k] === 0) { expect(c, `combo ${k} cannot be dealt, yet came ${c} times`).toBe(0); return; }
    const e = n * law[k];
    stat += ((c - e) ** 2) / e;
    cells++;
  });
  return { stat, df: cells - 1 };
}

/** Far in the tail of chi-square(df): mean df, standard deviation sqrt(2 df); six of them. */
const tail = (df: number): number => df + 6 * Math.sqrt(2 * df);

function checkLaw(request: EquityRequest, trials: number): { stat: number; df: number }[] {
  const plan = planEquity({ ...request, mode: 'monte-carlo', trials });
  const counts = kernel.sampleCombos(plan, trials);
  const law = marginals(plan);
  return counts.flatMap((c, i) => {
    if (!c) return [];
    expect(c.reduce((s, x) => s + x, 0)).toBe(trials);
    const r = chiSquare(c, law[i]!);
    expect(r.stat, `player ${i + 1}: chi-square ${r.stat.toFixed(1)} on ${r.df} degrees of freedom`).toBeLessThan(tail(r.df));
    return [r];
  });
}

describe('hold\'em range sampling follows the weights with card removal (H-HOLDEM)', () => {
  it('one weighted range beside a known hand (alias table)', () => {
    checkLaw({ game: 'holdem', players: [{ range: 'AA, KK:0.5, AKs:0.25, 72o:0.1' }, { cards: parseCards('Ah Kd') }], board: parseCards('Qs 7h 2c'), seed: 21 }, 400_000);
  });
  it('two unweighted ranges that share many cards (the pair table, drawn directly)', () => {
    checkLaw({ game: 'holdem', players: [{ range: 'QQ+, AKs' }, { range: 'KK, AK, QJs' }, { range: 'random' }], seed: 22 }, 400_000);
  });
  it('two weighted ranges (the pair table through its alias table)', () => {
    checkLaw({ game: 'holdem', players: [{ range: 'AA:0.3, KK, AKs:0.7, 98s:0.05' }, { range: 'AK:0.5, KK, QQ:0.2, A9s' }], board: parseCards('9s 8h 2d'), seed: 23 }, 400_000);
  });
  it('two wide weighted ranges with more pairs than the table holds (the marginal, then the second drawn again)', () => {
    const request: EquityRequest = { game: 'holdem', players: [{ range: '22+:0.5, A2s+, K2s+:0.3, Q2s+, A2o+:0.8, K2o+, Q9o+:0.6' },
      { range: '33+, A2s+:0.4, K7s+, Q2s+, J2s+:0.9, A2o+, KTo+:0.2, QTo+' }], board: parseCards('Ad Kc 7s'), seed: 24 };
    const plan = planEquity({ ...request, mode: 'monte-carlo' });
    const [a, b] = [plan.players[0].combos!, plan.players[1].combos!];
    let pairs = 0;
    for (const x of a) for (const y of b) if (disjoint(x.cards, y.cards)) pairs++;
    expect(pairs).toBeGreaterThan(MAX_PAIRS);
    checkLaw(request, 1_500_000);
  });
  it('three ranges (whole tuples drawn again while two share a card)', () => {
    checkLaw({ game: 'holdem', players: [{ range: 'AA, KK:0.6' }, { range: 'AK, KK:0.5, QQ' }, { range: 'AA:0.2, AKs, QQ, JJ' }], board: parseCards('2c 3d 4h'), seed: 25 }, 400_000);
  });
  it('the check can fail: the same counts against the law without card removal are far off', () => {
    const plan = planEquity({ game: 'holdem', players: [{ range: 'QQ+, AKs' }, { range: 'KK, AK, QJs' }], mode: 'monte-carlo', trials: 200_000, seed: 26 });
    const counts = kernel.sampleCombos(plan, 200_000);
    const naive = plan.players[1].combos!.map((c, _k, all) => c.weight / all.reduce((s, x) => s + x.weight, 0));
    const r = chiSquare(counts[1]!, naive);
    expect(r.stat).toBeGreaterThan(tail(r.df) * 10);
  });
});

/** Monte Carlo (400,000 trials) within four standard errors of the exact equities. */
const within4 = (request: EquityRequest, seed: number): void => {
  const exact = computeEquity({ ...request, mode: 'exact' }, kernel);
  expect(exact.exact).toBe(true);
  const sampled = computeEquity({ ...request, mode: 'monte-carlo', trials: 400_000, seed }, kernel);
  sampled.players.forEach((p, i) => {
    expect(Math.abs(p.equity - exact.players[i].equity)).toBeLessThan(4 * sampled.stdError + 1e-9);
    expect(Math.abs(p.tie - exact.players[i].tie)).toBeLessThan(0.01);
  });
};

describe('hold\'em Monte Carlo with ranges against exact enumeration (H-HOLDEM)', () => {
  it('two weighted ranges heads-up on the flop', () => {
    within4({ game: 'holdem', players: [{ range: 'AA:0.3, KK, AKs:0.7, 98s:0.5' }, { range: 'AK:0.5, KK, QQ:0.2, A9s, 87s' }], board: parseCards('9s 8h 2d') }, 31);
  });
  it('three ranges on the turn', () => {
    within4({ game: 'holdem', players: [{ range: 'AA, KK:0.6' }, { range: 'AK, KK:0.5, QQ' }, { range: 'AA:0.2, AKs, QQ, JJ' }], board: parseCards('2c 3d 4h Td') }, 32);
  });
  it('one weighted range, a known hand and a random hand on the turn', () => {
    within4({ game: 'holdem', players: [{ range: 'TT+:0.5, AQs+, 65s:0.8' }, { cards: parseCards('Jh Th') }, { range: 'random' }], board: parseCards('Qh 9h 2s 5c') }, 33);
  });
  it('two ranges and a random hand on the turn, with dead cards', () => {
    within4({ game: 'holdem', players: [{ range: 'QQ+, AKs' }, { range: 'JJ-99, AQs, AKo' }, { range: 'random' }], board: parseCards('Ks 8d 3c 3h'), dead: parseCards('Ah Qd') }, 34);
  });
  it('two wide ranges on the river (the marginal path)', () => {
    within4({ game: 'holdem', players: [{ range: '22+:0.5, A2s+, K2s+:0.3, Q2s+, A2o+:0.8, K2o+, Q9o+:0.6' },
      { range: '33+, A2s+:0.4, K7s+, Q2s+, J2s+:0.9, A2o+, KTo+:0.2, QTo+' }], board: parseCards('Ad Kc 7s 5h 2d') }, 35);
  });
});
