// A plain TypeScript equity enumerator and sampler over any Evaluator: the readable oracle for the Wasm kernels.
import { mulberry32 } from '../random';
import type { Card } from '../cards';
import type { Evaluator } from '../rankings/types';
import { type EquityCounters, countersToResult, emptyCounters } from './counters';
import { type EquityPlan, planEquity } from './plan';
import { rangeTuples } from './jobs';
import { scoreDeal as scoreShowdownDeal } from './showdown';
import type { EquityRequest, EquityResult } from './types';

/** Calls `visit` with every k-card combination of `cards` (in index order). */
function combinations(cards: readonly Card[], k: number, visit: (chosen: Card[]) => void): void {
  const chosen: Card[] = [];
  const go = (start: number): void => {
    if (chosen.length === k) { visit(chosen); return; }
    for (let i = start; i <= cards.length - (k - chosen.length); i++) {
      chosen.push(cards[i]);
      go(i + 1);
      chosen.pop();
    }
  };
  go(0);
}

/** Exact enumeration of every deal (and every range combo assignment). Slow: for tests on small cases. */
export function referenceExact(request: EquityRequest, evaluator: Evaluator): EquityResult {
  const plan = planEquity(request);
  const counters = emptyCounters(plan.players.length);
  for (const tuple of rangeTuples(plan)) {
    const taken = new Set<Card>(tuple.hands.flatMap((h) => (h ? h.cards : [])));
    const deck = plan.live.filter((c) => !taken.has(c));
    const own = plan.players.map((p, i) => [...p.known, ...(tuple.hands[i]?.cards ?? [])]);
    combinations(deck, plan.boardToCome, (boardCards) => {
      const board = [...plan.board, ...boardCards];
      const rest = deck.filter((c) => !boardCards.includes(c));
      const dealPlayer = (i: number, left: Card[]): void => {
        if (i === plan.players.length) { scoreShowdownDeal(plan.spec, evaluator, own, board, counters, tuple.weight); return; }
        const base = own[i].length;
        combinations(left, plan.players[i].toCome, (cards) => {
          own[i].push(...cards);
          dealPlayer(i + 1, left.filter((c) => !cards.includes(c)));
          own[i].length = base;
        });
      };
      dealPlayer(0, rest);
    });
  }
  return countersToResult(counters, { exact: true, hiLo: !!plan.spec.lowRule });
}

/** A small seeded generator (mulberry32) for the reference sampler. */
export function seededRandom(seed: number): () => number {
  return mulberry32(seed);
}

/** Monte Carlo with the reference evaluator: `trials` random deals (ranges sampled by weight with rejection). */
export function referenceMonteCarlo(request: EquityRequest, evaluator: Evaluator, trials: number, seed = 1): EquityResult {
  const plan = planEquity(request);
  const counters = emptyCounters(plan.players.length);
  referenceSample(plan, evaluator, trials, seededRandom(seed), counters);
  return countersToResult(counters, { exact: false, hiLo: !!plan.spec.lowRule });
}

/** Adds `trials` random deals of the plan into `counters`, drawing from `random`. */
export function referenceSample(plan: EquityPlan, evaluator: Evaluator, trials: number, random: () => number, counters: EquityCounters): void {
  const totals = plan.players.map((p) => (p.combos ? p.combos.reduce((s, c) => s + c.weight, 0) : 0));
  for (let t = 0; t < trials; t++) {
    const taken = new Set<Card>();
    const own = plan.players.map((p) => [...p.known]);
    for (;;) {
      taken.clear();
      let ok = true;
      plan.players.forEach((p, i) => {
        own[i].length = p.known.length;
        if (!p.combos || !ok) return;
        let x = random() * totals[i];
        let combo = p.combos[p.combos.length - 1];
        for (const c of p.combos) { x -= c.weight; if (x < 0) { combo = c; break; } }
        if (taken.has(combo.cards[0]) || taken.has(combo.cards[1])) { ok = false; return; }
        taken.add(combo.cards[0]); taken.add(combo.cards[1]);
        own[i].push(...combo.cards);
      });
      if (ok) break;
    }
    const deck = plan.live.filter((c) => !taken.has(c));
    const draw = (k: number): Card[] => {
      const out: Card[] = [];
      for (let j = 0; j < k; j++) {
        const at = Math.floor(random() * deck.length);
        out.push(deck[at]);
        deck[at] = deck[deck.length - 1];
        deck.pop();
      }
      return out;
    };
    const board = [...plan.board, ...draw(plan.boardToCome)];
    plan.players.forEach((p, i) => own[i].push(...draw(p.toCome)));
    scoreShowdownDeal(plan.spec, evaluator, own, board, counters, 1);
  }
}
