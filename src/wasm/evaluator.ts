// The Wasm hand evaluator's typed facade over the module that src/wasm/loader.ts instantiates and checks.
import type { Card } from '../engine/cards';
import { FIVE_CARD_RULES } from '../engine/rankings/reference';
import { HAND_RULES, type Evaluator, type HandRule, type HandValue } from '../engine/rankings/types';
import { HandInputError, validateHand } from '../engine/rankings/validate';
import { type FeltWasmExports, type WasmSource, checkAbi, instantiateFeltWasm } from './loader';

/** The raw exports of assembly/index.ts (pointers are byte offsets into `memory`). */
export interface EvaluatorExports extends FeltWasmExports {
  scratchPtr(): number;
  scratchCap(): number;
  inputBuffer(bytes: number): number;
  outputBuffer(bytes: number): number;
  tableBytes(): number;
  best(rule: number, cards: number, holeCount: number, boardCount: number, out: number): number;
  evaluateMany(rule: number, cards: number, count: number, holeCount: number, boardCount: number, out: number): void;
  highMany(cards: number, count: number, cardsPer: number, out: number): void;
  countSevenCardCategories(out: number): void;
}

/** What `loadEvaluator` accepts (the loader's sources: bytes, module, Response, URL or path). */
export type EvaluatorSource = WasmSource;

/** Card counts of one deal in a batch: hole cards then board cards, per hand. */
export interface BatchShape {
  holeCount: number;
  boardCount?: number;
}

/** The Wasm evaluator: the Evaluator contract plus batch methods that keep the loop inside Wasm. */
export interface WasmEvaluator extends Evaluator {
  /** As Evaluator.best: validated in TypeScript first, so bad input is a readable Error, never a trap. */
  best(rule: HandRule, hole: readonly Card[], board?: readonly Card[]): HandValue | null;
  /**
   * Strengths of `count` hands stored back to back in `cards` (each `holeCount + boardCount` card ids;
   * for 'high', 'low8' and the five-card rules, holeCount alone may be the card count). -1 = no low.
   * Cards are not validated here (speed): the caller guarantees legal deals.
   */
  evaluateMany(rule: HandRule, cards: Uint8Array | Int32Array | readonly number[], count: number, shape?: BatchShape): Int32Array;
  /** Counts of the nine high categories (index = cat: high card .. straight flush) over all 133,784,560 seven-card hands. */
  countSevenCardCategories(): number[];
  /** Bytes of lookup tables the Wasm evaluator builds. */
  readonly tableBytes: number;
  readonly exports: EvaluatorExports;
}

/** Cards per hand that evaluateMany assumes when no shape is given. */
const DEFAULT_SHAPE: Record<HandRule, BatchShape> = {
  'high': { holeCount: 7 }, 'omaha-high': { holeCount: 4, boardCount: 5 }, 'low8': { holeCount: 7 },
  'omaha-low8': { holeCount: 4, boardCount: 5 }, 'deuce-seven': { holeCount: 5 }, 'soko': { holeCount: 5 },
  'americana': { holeCount: 5 }, 'telesina': { holeCount: 5, boardCount: 1 }, 'draw32': { holeCount: 5 },
};

function ruleId(rule: HandRule): number {
  const id = HAND_RULES.indexOf(rule);
  if (id < 0) throw new HandInputError(`"${String(rule)}" is not a hand rule; use one of ${HAND_RULES.join(', ')}.`);
  return id;
}

class WasmEvaluatorImpl implements WasmEvaluator {
  readonly tableBytes: number;
  /** A view of the module's memory, made again only when the memory grows (a fresh view per call was a hot spot). */
  #buffer: ArrayBuffer | null = null;
  #bytes = new Uint8Array(0);

  #memory(): Uint8Array {
    const buffer = this.exports.memory.buffer;
    if (buffer !== this.#buffer) { this.#buffer = buffer; this.#bytes = new Uint8Array(buffer); }
    return this.#bytes;
  }

  constructor(readonly exports: EvaluatorExports) {
    checkAbi(exports as unknown as WebAssembly.Exports);
    this.tableBytes = exports.tableBytes();
  }

  best(rule: HandRule, hole: readonly Card[], board: readonly Card[] = []): HandValue | null {
    validateHand(rule, hole, board);
    const ex = this.exports;
    const ptr = ex.scratchPtr();
    const out = ptr + 32;
    const mem = this.#memory();
    for (let i = 0; i < hole.length; i++) mem[ptr + i] = hole[i];
    for (let i = 0; i < board.length; i++) mem[ptr + hole.length + i] = board[i];
    const strength = ex.best(ruleId(rule), ptr, hole.length, board.length, out);
    if (strength < 0) return null;
    const after = this.#memory();
    const five = [after[out], after[out + 1], after[out + 2], after[out + 3], after[out + 4]];
    const valuer = FIVE_CARD_RULES[rule];
    if (!valuer) throw new Error(`No category names for "${rule}" yet.`);
    return { strength, category: valuer.category(strength), cards: valuer.arrange(five) };
  }

  evaluateMany(rule: HandRule, cards: Uint8Array | Int32Array | readonly number[], count: number, shape?: BatchShape): Int32Array {
    const { holeCount, boardCount = 0 } = shape ?? DEFAULT_SHAPE[rule];
    const per = holeCount + boardCount;
    if (!Number.isInteger(count) || count < 0) throw new HandInputError(`The hand count must be a whole number of at least 0; got ${count}.`);
    if (cards.length < count * per) {
      throw new HandInputError(`${count} hands of ${per} cards need ${count * per} card ids; got ${cards.length}.`);
    }
    const ex = this.exports;
    const inPtr = ex.inputBuffer(count * per);
    const outPtr = ex.outputBuffer(count * 4);
    const input = new Uint8Array(ex.memory.buffer, inPtr, count * per);
    if (cards.length === count * per) input.set(cards);
    else input.set(cards instanceof Uint8Array || cards instanceof Int32Array ? cards.subarray(0, count * per) : cards.slice(0, count * per));
    ex.evaluateMany(ruleId(rule), inPtr, count, holeCount, boardCount, outPtr);
    return new Int32Array(ex.memory.buffer, outPtr, count).slice();
  }

  countSevenCardCategories(): number[] {
    const ex = this.exports;
    const out = ex.outputBuffer(9 * 4);
    ex.countSevenCardCategories(out);
    return Array.from(new Int32Array(ex.memory.buffer, out, 9));
  }
}

/**
 * Loads the Wasm evaluator. `source`: the .wasm bytes (Node), a compiled module, or a fetch Response or
 * promise of one (browser: `loadEvaluator(fetch(wasmUrl))` with `import wasmUrl from
 * '../wasm/evaluator.wasm?url&no-inline'`), or a URL / file path. Without a source it reads
 * src/wasm/evaluator.wasm in Node and fetches the bundled copy in the browser. A stale module is refused.
 */
export async function loadEvaluator(source?: EvaluatorSource): Promise<WasmEvaluator> {
  return new WasmEvaluatorImpl(await instantiateFeltWasm<EvaluatorExports>(source));
}

/** The evaluator over exports already instantiated (and ABI-checked) by the loader. */
export function evaluatorFromExports(exports: EvaluatorExports): WasmEvaluator {
  return new WasmEvaluatorImpl(exports);
}
