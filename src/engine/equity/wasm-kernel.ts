// The Wasm equity kernel behind a small typed facade: writes a plan into the kernel's static buffers, runs chunks, reads counters.
import { HAND_RULES } from '../rankings/types';
import { type EquityCounters, emptyCounters } from './counters';
import type { EquityChunk, RangeTuple } from './jobs';
import { UNITS_PER_TUPLE, rangeTuples } from './jobs';
import { EquityInputError, type EquityPlan } from './plan';
import { type FeltWasmExports, type WasmSource, checkAbi, instantiateFeltWasm } from '../../wasm/loader';

/** The numeric exports of assembly/equity.ts (layout documented at the top of that file). */
export interface EquityKernelExports extends FeltWasmExports {
  eqConfigPtr(): number;
  eqKnownPtr(): number;
  eqBoardPtr(): number;
  eqDeckPtr(): number;
  eqComboCardsPtr(): number;
  eqComboWeightsPtr(): number;
  eqCountersPtr(): number;
  eqMaxCombos(): number;
  eqResetCounters(): void;
  eqExact(firstCard: number, lastCard: number): number;
  eqMonteCarlo(trials: number, seedHigh: number, seedLow: number, chunk: number): void;
}

const MAX_PLAYERS = 10;
const PLAYER_SLOT = 8;

/** Anything a kernel can be made from: what the Wasm loader takes (bytes, module, Response, URL or path), or exports. */
export type EquityKernelSource = WasmSource | EquityKernelExports;

/** Runs chunks of an equity plan. One kernel holds one Wasm instance: use it from one thread at a time. */
export class EquityKernel {
  private tuples = new WeakMap<EquityPlan, RangeTuple[]>();
  private loaded: { plan: EquityPlan; tuple: number } | null = null;

  constructor(readonly exports: EquityKernelExports) {
    checkAbi(exports as unknown as WebAssembly.Exports);
    if (typeof exports.eqExact !== 'function') throw new Error('This Wasm module has no equity kernel (eqExact is missing): rebuild it with npm run asbuild.');
  }

  /** The range tuples of a plan (cached). Exact work has tupleCount(plan) * 52 units. */
  tuplesOf(plan: EquityPlan): RangeTuple[] {
    let t = this.tuples.get(plan);
    if (!t) { t = rangeTuples(plan); this.tuples.set(plan, t); }
    return t;
  }

  /** Runs one chunk and returns its counters (weighted by the range tuple weights for exact chunks). */
  run(plan: EquityPlan, chunk: EquityChunk): EquityCounters {
    return chunk.kind === 'exact' ? this.exact(plan, chunk.fromUnit, chunk.toUnit) : this.monteCarlo(plan, chunk.index, chunk.trials);
  }

  /** Exact enumeration of work units [fromUnit, toUnit). */
  exact(plan: EquityPlan, fromUnit: number, toUnit: number): EquityCounters {
    const total = emptyCounters(plan.players.length);
    const tuples = this.tuplesOf(plan);
    for (let u = fromUnit; u < toUnit;) {
      const t = Math.floor(u / UNITS_PER_TUPLE);
      if (t >= tuples.length) break;
      const end = Math.min(toUnit, (t + 1) * UNITS_PER_TUPLE);
      this.load(plan, t);
      this.exports.eqResetCounters();
      this.exports.eqExact(u - t * UNITS_PER_TUPLE, end - t * UNITS_PER_TUPLE);
      this.addCounters(total, plan.players.length, tuples[t].weight);
      u = end;
    }
    return total;
  }

  /** Monte Carlo chunk `chunk` of the plan's seed: `trials` deals. */
  monteCarlo(plan: EquityPlan, chunk: number, trials: number): EquityCounters {
    const total = emptyCounters(plan.players.length);
    this.load(plan, -1);
    this.exports.eqResetCounters();
    const seed = plan.seed;
    const high = Math.floor(seed / 4294967296) | 0;
    const low = seed >>> 0;
    const config = new Int32Array(this.exports.memory.buffer, this.exports.eqConfigPtr(), 64);
    config[11] = 0;
    this.exports.eqMonteCarlo(trials, high, low, chunk);
    if (config[11] !== 0) {
      throw new EquityInputError('The players\' ranges almost never fit together (they keep needing the same cards), so they cannot be sampled.',
        'equity.rangesUnsampleable');
    }
    this.addCounters(total, plan.players.length, 1);
    return total;
  }

  /** Writes the plan into the kernel: tuple >= 0 fixes the range players' combos (exact); -1 samples ranges (Monte Carlo). */
  private load(plan: EquityPlan, tuple: number): void {
    if (this.loaded && this.loaded.plan === plan && this.loaded.tuple === tuple) return;
    const x = this.exports;
    const buffer = x.memory.buffer;
    const config = new Int32Array(buffer, x.eqConfigPtr(), 64);
    const known = new Int32Array(buffer, x.eqKnownPtr(), MAX_PLAYERS * PLAYER_SLOT);
    const board = new Int32Array(buffer, x.eqBoardPtr(), 8);
    const deck = new Int32Array(buffer, x.eqDeckPtr(), 64);
    const spec = plan.spec;
    config.fill(0);
    config[0] = plan.players.length;
    config[1] = spec.kind === 'board' ? 0 : 1;
    config[2] = HAND_RULES.indexOf(spec.highRule);
    config[3] = spec.lowRule ? HAND_RULES.indexOf(spec.lowRule) : -1;
    config[4] = spec.headsUpStraightFlushRule ? 1 : 0;
    config[5] = plan.board.length;
    config[6] = plan.boardToCome;
    config[8] = spec.boardCards;
    config[9] = spec.id === 'holdem' ? 1 : spec.highRule === 'omaha-high' ? (spec.lowRule ? 3 : 2) : 0; // fast leaves
    board.set(plan.board);
    const taken = new Set<number>();
    const hands = tuple >= 0 ? this.tuplesOf(plan)[tuple].hands : null;
    plan.players.forEach((p, i) => {
      const own = [...p.known];
      if (hands && hands[i]) { own.push(...hands[i]!.cards); taken.add(hands[i]!.cards[0]); taken.add(hands[i]!.cards[1]); }
      known.set(own, i * PLAYER_SLOT);
      config[16 + i] = own.length;
      config[32 + i] = p.toCome;
      if (!hands && p.combos) {
        const max = x.eqMaxCombos();
        const cards = new Int32Array(buffer, x.eqComboCardsPtr() + i * max * 2 * 4, max * 2);
        const weights = new Float64Array(buffer, x.eqComboWeightsPtr() + i * max * 8, max);
        let sum = 0;
        p.combos.forEach((c, k) => { cards[2 * k] = c.cards[0]; cards[2 * k + 1] = c.cards[1]; sum += c.weight; weights[k] = sum; });
        config[48 + i] = p.combos.length;
        if (p.combos.every((c) => c.weight === p.combos![0].weight)) config[10] |= 1 << i; // sample directly
      }
    });
    const live = plan.live.filter((c) => !taken.has(c));
    deck.set(live);
    config[7] = live.length;
    this.loaded = { plan, tuple };
  }

  private addCounters(into: EquityCounters, players: number, weight: number): void {
    const counters = new BigInt64Array(this.exports.memory.buffer, this.exports.eqCountersPtr(), MAX_PLAYERS * 6 + 2);
    const at = (i: number): number => Number(counters[i]) * weight;
    for (let p = 0; p < players; p++) {
      into.share[p] += at(p * 6);
      into.shareSquares[p] += at(p * 6 + 1);
      into.win[p] += at(p * 6 + 2);
      into.tie[p] += at(p * 6 + 3);
      into.high[p] += at(p * 6 + 4);
      into.low[p] += at(p * 6 + 5);
    }
    into.samples += at(MAX_PLAYERS * 6);
    into.noLow += at(MAX_PLAYERS * 6 + 1);
  }
}

const isExports = (s: unknown): s is EquityKernelExports =>
  typeof s === 'object' && s !== null && 'memory' in s && typeof (s as EquityKernelExports).eqExact === 'function';

/** Instantiates the Wasm module through the one loader (which refuses a stale module) and wraps its equity exports. */
export async function createEquityKernel(source: EquityKernelSource): Promise<EquityKernel> {
  if (isExports(source)) return new EquityKernel(source);
  return new EquityKernel(await instantiateFeltWasm<EquityKernelExports>(source));
}
