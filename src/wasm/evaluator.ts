// The Wasm hand evaluator's loader and typed facade: one loader for Node (bytes) and the browser (bundled URL).
import type { Card } from '../engine/cards';
import { FIVE_CARD_RULES } from '../engine/rankings/reference';
import { HAND_RULES, type Evaluator, type HandRule, type HandValue } from '../engine/rankings/types';
import { HandInputError, validateHand } from '../engine/rankings/validate';

/** The raw exports of assembly/index.ts (pointers are byte offsets into `memory`). */
export interface EvaluatorExports {
  memory: WebAssembly.Memory;
  abiVersion(): number;
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

/**
 * What `loadEvaluator` accepts: .wasm bytes, a compiled module, a (promised) fetch Response, or the
 * file's URL (a `URL` or a string: read from disk in Node for file: URLs and plain paths, fetched otherwise).
 */
export type EvaluatorSource = BufferSource | WebAssembly.Module | Response | PromiseLike<Response> | URL | string;

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

const ABI_VERSION = 2;

function ruleId(rule: HandRule): number {
  const id = HAND_RULES.indexOf(rule);
  if (id < 0) throw new HandInputError(`"${String(rule)}" is not a hand rule; use one of ${HAND_RULES.join(', ')}.`);
  return id;
}

class WasmEvaluatorImpl implements WasmEvaluator {
  readonly tableBytes: number;

  constructor(readonly exports: EvaluatorExports) {
    if (exports.abiVersion() !== ABI_VERSION) {
      throw new Error(`This evaluator.wasm has ABI version ${exports.abiVersion()}, but the loader expects ${ABI_VERSION}: rebuild it with npm run asbuild.`);
    }
    this.tableBytes = exports.tableBytes();
  }

  best(rule: HandRule, hole: readonly Card[], board: readonly Card[] = []): HandValue | null {
    validateHand(rule, hole, board);
    const ex = this.exports;
    const ptr = ex.scratchPtr();
    const out = ptr + 32;
    const bytes = new Uint8Array(ex.memory.buffer, ptr, 40); // a fresh view: memory may have grown
    bytes.set(hole, 0);
    bytes.set(board, hole.length);
    const strength = ex.best(ruleId(rule), ptr, hole.length, board.length, out);
    if (strength < 0) return null;
    const five = Array.from(new Uint8Array(ex.memory.buffer, out, 5));
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

/** True under Node (tests, the bench), false in browsers and workers. */
const isNode = (): boolean =>
  typeof process !== 'undefined' && typeof process.versions === 'object' && process.versions !== null && !!process.versions.node;

/** The .wasm next to this module; Vite bundles it as a separate file (the `new URL(..., import.meta.url)` asset form). */
const defaultWasmUrl = (): URL => new URL('./evaluator.wasm', import.meta.url);

async function defaultSource(): Promise<EvaluatorSource> {
  return fromLocation(defaultWasmUrl());
}

/** Bytes (Node, file: URL or path) or a fetch Response for a .wasm location. */
async function fromLocation(location: URL | string): Promise<BufferSource | Response> {
  let url: URL;
  if (location instanceof URL) url = location;
  else if (/^[a-z][a-z0-9+.-]*:/i.test(location) && !/^[a-z]:[\\/]/i.test(location)) url = new URL(location);
  else if (isNode()) {
    // A plain file path (relative to the working directory).
    const pathModule = 'node:path';
    const urlModule = 'node:url';
    const { resolve } = (await import(/* @vite-ignore */ pathModule)) as typeof import('node:path');
    const { pathToFileURL } = (await import(/* @vite-ignore */ urlModule)) as typeof import('node:url');
    url = pathToFileURL(resolve(location));
  } else url = new URL(location, globalThis.location?.href);
  if (isNode() && url.protocol === 'file:') {
    // Node: read the file. The specifier is a variable so that bundlers leave this branch alone.
    const fsModule = 'node:fs/promises';
    const { readFile } = (await import(/* @vite-ignore */ fsModule)) as typeof import('node:fs/promises');
    return readFile(url);
  }
  return fetch(url);
}

function isResponseLike(value: unknown): value is Response | PromiseLike<Response> {
  return (typeof Response !== 'undefined' && value instanceof Response)
    || (typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function');
}

/**
 * Loads the Wasm evaluator. `source`: the .wasm bytes (Node), a compiled module, or a fetch Response or
 * promise of one (browser: `loadEvaluator(fetch(wasmUrl))` with `import wasmUrl from
 * '../wasm/evaluator.wasm?url&no-inline'`), or a URL / file path. Without a source it reads
 * src/wasm/evaluator.wasm in Node and fetches the bundled copy in the browser.
 */
export async function loadEvaluator(source?: EvaluatorSource): Promise<WasmEvaluator> {
  const src = source === undefined ? await defaultSource()
    : typeof source === 'string' || source instanceof URL ? await fromLocation(source) : source;
  let instance: WebAssembly.Instance;
  if (src instanceof WebAssembly.Module) {
    instance = await WebAssembly.instantiate(src, {});
  } else if (isResponseLike(src)) {
    const response: Response = await (src as Response | PromiseLike<Response>);
    if (!response.ok) throw new Error(`Could not load the hand evaluator (${response.status} ${response.statusText}).`);
    if (typeof WebAssembly.instantiateStreaming === 'function' && response.headers.get('content-type')?.startsWith('application/wasm')) {
      instance = (await WebAssembly.instantiateStreaming(response, {})).instance;
    } else {
      instance = (await WebAssembly.instantiate(await response.arrayBuffer(), {})).instance;
    }
  } else {
    instance = (await WebAssembly.instantiate(src, {})).instance;
  }
  return new WasmEvaluatorImpl(instance.exports as unknown as EvaluatorExports);
}
