// The Wasm equity kernel behind a small typed facade: writes a plan into the kernel's static buffers, runs chunks, reads counters.
import { HAND_RULES } from '../rankings/types';
import { type EquityCounters, emptyCounters } from './counters';
import type { EquityChunk, RangeTuple } from './jobs';
import { UNITS_PER_TUPLE, rangeTuples } from './jobs';
import { type EquityPlan, equityError } from './plan';
import { type FeltWasmExports, type WasmSource, WasmLoadError, checkAbi, instantiateFeltWasm } from '../../wasm/loader';
import { EQ_CONFIG as C, EQ_COUNTERS, EQ_ENUMS, EQ_SIZES } from '../../wasm/layout';

/** The numeric exports of assembly/equity.ts (their buffers' layout: src/wasm/layout.ts, generated for both sides). */
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
  eqComboHitsPtr(): number;
  eqSampleCombos(trials: number, seedHigh: number, seedLow: number): number;
}

const { maxPlayers: MAX_PLAYERS, playerSlot: PLAYER_SLOT } = EQ_SIZES;

/** Anything a kernel can be made from: what the Wasm loader takes (bytes, module, Response, URL or path), or exports. */
export type EquityKernelSource = WasmSource | EquityKernelExports;

/** Runs chunks of an equity plan. One kernel holds one Wasm instance: use it from one thread at a time. */
export class EquityKernel {
  private tuples = new WeakMap<EquityPlan, RangeTuple[]>();
  private loaded: { plan: EquityPlan; tuple: number } | null = null;

  constructor(readonly exports: EquityKernelExports) {
    checkAbi(exports as unknown as WebAssembly.Exports);
    if (typeof exports.eqExact !== 'function') {
      throw new WasmLoadError('wasm.notFelt', {}, 'This Wasm module has no equity kernel (eqExact is missing): rebuild it with npm run asbuild.');
    }
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
    const config = new Int32Array(this.exports.memory.buffer, this.exports.eqConfigPtr(), C.words);
    config[C.gaveUp] = 0;
    this.exports.eqMonteCarlo(trials, high, low, chunk);
    if (config[C.gaveUp] !== 0) {
      throw equityError('equity.rangesUnsampleable');
    }
    this.addCounters(total, plan.players.length, 1);
    return total;
  }

  /**
   * For tests of the sampling law (hold'em ranges): how often each range player's combos are drawn in `trials`
   * Monte Carlo trials of the plan's seed (the plan's combo order; null for players without a range).
   */
  sampleCombos(plan: EquityPlan, trials: number): (number[] | null)[] {
    this.load(plan, -1);
    const seed = plan.seed;
    if (this.exports.eqSampleCombos(trials, Math.floor(seed / 4294967296) | 0, seed >>> 0) === 0) throw equityError('equity.rangesUnsampleable');
    const max = this.exports.eqMaxCombos();
    const hits = new Int32Array(this.exports.memory.buffer, this.exports.eqComboHitsPtr(), EQ_SIZES.maxPlayers * max);
    return plan.players.map((p, i) => (p.combos ? Array.from(hits.subarray(i * max, i * max + p.combos.length)) : null));
  }

  /** Writes the plan into the kernel: tuple >= 0 fixes the range players' combos (exact); -1 samples ranges (Monte Carlo). */
  private load(plan: EquityPlan, tuple: number): void {
    if (this.loaded && this.loaded.plan === plan && this.loaded.tuple === tuple) return;
    const x = this.exports;
    const buffer = x.memory.buffer;
    const config = new Int32Array(buffer, x.eqConfigPtr(), C.words);
    const known = new Int32Array(buffer, x.eqKnownPtr(), MAX_PLAYERS * PLAYER_SLOT);
    const board = new Int32Array(buffer, x.eqBoardPtr(), EQ_SIZES.boardWords);
    const deck = new Int32Array(buffer, x.eqDeckPtr(), EQ_SIZES.deckWords);
    const spec = plan.spec;
    config.fill(0);
    config[C.players] = plan.players.length;
    config[C.kind] = spec.kind === 'board' ? EQ_ENUMS.kindBoard : EQ_ENUMS.kindOwn;
    config[C.highRule] = HAND_RULES.indexOf(spec.highRule);
    config[C.lowRule] = spec.lowRule ? HAND_RULES.indexOf(spec.lowRule) : -1;
    config[C.telesinaHu] = spec.headsUpStraightFlushRule ? 1 : 0;
    config[C.boardKnown] = plan.board.length;
    config[C.boardToCome] = plan.boardToCome;
    config[C.boardSize] = spec.boardCards;
    config[C.fastPath] = spec.id === 'holdem' ? EQ_ENUMS.fastHoldem
      : spec.highRule === 'omaha-high' ? (spec.lowRule ? EQ_ENUMS.fastOmahaHilo : EQ_ENUMS.fastOmaha) : EQ_ENUMS.fastNone;
    board.set(plan.board);
    const taken = new Set<number>();
    const hands = tuple >= 0 ? this.tuplesOf(plan)[tuple].hands : null;
    plan.players.forEach((p, i) => {
      const own = [...p.known];
      if (hands && hands[i]) { own.push(...hands[i]!.cards); taken.add(hands[i]!.cards[0]); taken.add(hands[i]!.cards[1]); }
      known.set(own, i * PLAYER_SLOT);
      config[C.known + i] = own.length;
      config[C.toCome + i] = p.toCome;
      if (!hands && p.combos) {
        const max = x.eqMaxCombos();
        const cards = new Int32Array(buffer, x.eqComboCardsPtr() + i * max * 2 * 4, max * 2);
        const weights = new Float64Array(buffer, x.eqComboWeightsPtr() + i * max * 8, max);
        let sum = 0;
        p.combos.forEach((c, k) => { cards[2 * k] = c.cards[0]; cards[2 * k + 1] = c.cards[1]; sum += c.weight; weights[k] = sum; });
        config[C.range + i] = p.combos.length;
        if (p.combos.every((c) => c.weight === p.combos![0].weight)) config[C.uniformRanges] |= 1 << i; // sample directly
      }
    });
    const live = plan.live.filter((c) => !taken.has(c));
    deck.set(live);
    config[C.deckSize] = live.length;
    this.loaded = { plan, tuple };
  }

  private addCounters(into: EquityCounters, players: number, weight: number): void {
    const counters = new BigInt64Array(this.exports.memory.buffer, this.exports.eqCountersPtr(), EQ_COUNTERS.words);
    const at = (i: number): number => Number(counters[i]) * weight;
    const { stride } = EQ_COUNTERS;
    for (let p = 0; p < players; p++) {
      into.share[p] += at(p * stride + EQ_COUNTERS.share);
      into.shareSquares[p] += at(p * stride + EQ_COUNTERS.shareSquares);
      into.win[p] += at(p * stride + EQ_COUNTERS.win);
      into.tie[p] += at(p * stride + EQ_COUNTERS.tie);
      into.high[p] += at(p * stride + EQ_COUNTERS.high);
      into.low[p] += at(p * stride + EQ_COUNTERS.low);
    }
    into.samples += at(EQ_COUNTERS.samples);
    into.noLow += at(EQ_COUNTERS.noLow);
  }
}

const isExports = (s: unknown): s is EquityKernelExports =>
  typeof s === 'object' && s !== null && 'memory' in s && typeof (s as EquityKernelExports).eqExact === 'function';

/** Instantiates the Wasm module through the one loader (which refuses a stale module) and wraps its equity exports. */
export async function createEquityKernel(source: EquityKernelSource): Promise<EquityKernel> {
  if (isExports(source)) return new EquityKernel(source);
  return new EquityKernel(await instantiateFeltWasm<EquityKernelExports>(source));
}
