// Wasm kernels: numbers in, numbers out (DESIGN.md). Exports of the hand evaluators (issue 2); src/wasm/evaluator.ts wraps them.
import {
  HIGH_KEY_BASE, highCardKey, highClass, highClass5, highClass7, highClassN, classStrength, classCategory,
  highTableBytes, highCardMask, nonFlushClass,
} from './eval-high';
import { lowTableBytes } from './eval-low';
import { RULE_HIGH, bestFive, bestStrength } from './eval-five';

export function abiVersion(): i32 { return 2; }

// ── Buffers: JS copies u8 card ids into the input buffer and reads i32 results from the output buffer.
const SCRATCH_CAP: i32 = 256;
const SCRATCH_PTR: usize = memory.data(SCRATCH_CAP, 16);
let inPtr: usize = 0;
let inCap: usize = 0;
let outPtr: usize = 0;
let outCap: usize = 0;

/** A small static buffer (SCRATCH_CAP bytes) for single evaluations. */
export function scratchPtr(): usize { return SCRATCH_PTR; }
export function scratchCap(): i32 { return SCRATCH_CAP; }

/** A buffer of at least `bytes` bytes for batch input (reused; grows rarely, never shrinks). */
export function inputBuffer(bytes: i32): usize {
  if (<usize>bytes > inCap) { inPtr = heap.alloc(<usize>bytes); inCap = <usize>bytes; }
  return inPtr;
}

/** A buffer of at least `bytes` bytes for batch output. */
export function outputBuffer(bytes: i32): usize {
  if (<usize>bytes > outCap) { outPtr = heap.alloc(<usize>bytes); outCap = <usize>bytes; }
  return outPtr;
}

export function tableBytes(): i32 { return highTableBytes() + lowTableBytes(); }

// ── One hand, any rule (rule ids: HAND_RULES order). Cards: u8 ids at `cards`, hole cards then board.
// Returns the STRENGTH, or -1 when a low rule finds no qualifying low; writes the five cards used to `out`.
export function best(rule: i32, cards: usize, holeCount: i32, boardCount: i32, out: usize): i32 {
  return bestFive(rule, cards, holeCount, boardCount, out);
}

// ── Many hands of one rule: `count` hands of holeCount + boardCount u8 ids each, strengths (i32) to out.
export function evaluateMany(rule: i32, cards: usize, count: i32, holeCount: i32, boardCount: i32, out: usize): void {
  const per = holeCount + boardCount;
  if (rule == RULE_HIGH) { highMany(cards, count, per, out); return; }
  for (let i = 0; i < count; i++) {
    store<i32>(out + (<usize>i << 2), bestStrength(rule, cards + <usize>(i * per), holeCount, boardCount));
  }
}

// ── Batch evaluation (H-HIGH): count hands of `cardsPer` (5..7) u8 card ids, strengths to out (i32).
export function highMany(cards: usize, count: i32, cardsPer: i32, out: usize): void {
  if (cardsPer == 7) {
    for (let i = 0; i < count; i++) {
      const p = cards + <usize>(i * 7);
      const cls = highClass7(<i32>load<u8>(p), <i32>load<u8>(p, 1), <i32>load<u8>(p, 2), <i32>load<u8>(p, 3),
        <i32>load<u8>(p, 4), <i32>load<u8>(p, 5), <i32>load<u8>(p, 6));
      store<i32>(out + (<usize>i << 2), classStrength(cls));
    }
  } else if (cardsPer == 5) {
    for (let i = 0; i < count; i++) {
      const p = cards + <usize>(i * 5);
      const cls = highClass5(<i32>load<u8>(p), <i32>load<u8>(p, 1), <i32>load<u8>(p, 2), <i32>load<u8>(p, 3), <i32>load<u8>(p, 4));
      store<i32>(out + (<usize>i << 2), classStrength(cls));
    }
  } else {
    for (let i = 0; i < count; i++) {
      store<i32>(out + (<usize>i << 2), classStrength(highClassN(cards + <usize>(i * cardsPer), cardsPer)));
    }
  }
}

// ── Every seven-card hand (H-HIGH): counts per category 0..8 written as i32 to out (9 values).
// The loops add one card key at a time; the inner loop counts classes (7,462 counters, so that
// consecutive hands rarely hit the same counter), and skips the flush test and rank masks when the
// first six cards hold no four of a suit (then no flush is possible).
const CLASS_COUNTS_PTR: usize = memory.data(7462 * 4, 16);

export function countSevenCardCategories(out: usize): void {
  memory.fill(CLASS_COUNTS_PTR, 0, 7462 * 4);
  for (let a = 0; a < 46; a++) {
    const ka = HIGH_KEY_BASE + highCardKey(a);
    const ma = highCardMask(a);
    for (let b = a + 1; b < 47; b++) {
      const kb = ka + highCardKey(b);
      const mb = ma | highCardMask(b);
      for (let c = b + 1; c < 48; c++) {
        const kc = kb + highCardKey(c);
        const mc = mb | highCardMask(c);
        for (let d = c + 1; d < 49; d++) {
          const kd = kc + highCardKey(d);
          const md = mc | highCardMask(d);
          for (let e = d + 1; e < 50; e++) {
            const ke = kd + highCardKey(e);
            const me = md | highCardMask(e);
            for (let f = e + 1; f < 51; f++) {
              const kf = ke + highCardKey(f);
              const mf = me | highCardMask(f);
              // Suit counters start at 3: a counter >= 7 means four of a suit among the six cards.
              const suits = <u32>(kf >> 32);
              const fourOfASuit = ((suits + 0x1111) & 0x8888) != 0;
              if (fourOfASuit) {
                for (let g = f + 1; g < 52; g++) {
                  const cls = highClass(kf + highCardKey(g), mf | highCardMask(g));
                  const slot = CLASS_COUNTS_PTR + (<usize>cls << 2);
                  store<i32>(slot, load<i32>(slot) + 1);
                }
              } else {
                const rk = <u32>kf;
                for (let g = f + 1; g < 52; g++) {
                  const cls = nonFlushClass(rk + <u32>highCardKey(g));
                  const slot = CLASS_COUNTS_PTR + (<usize>cls << 2);
                  store<i32>(slot, load<i32>(slot) + 1);
                }
              }
            }
          }
        }
      }
    }
  }
  for (let i = 0; i < 9; i++) store<i32>(out + (<usize>i << 2), 0);
  for (let cls = 0; cls < 7462; cls++) {
    const slot = out + (<usize>classCategory(cls) << 2);
    store<i32>(slot, load<i32>(slot) + load<i32>(CLASS_COUNTS_PTR + (<usize>cls << 2)));
  }
}

import { highCardMask as highCardMaskOf } from './eval-high';
export * from './equity';
