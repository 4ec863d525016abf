// Rule dispatch for the equity kernels: a player's strength under a hand rule, compared as numbers (higher wins).
// Rule ids follow HAND_RULES in src/engine/rankings/types.ts. Values need only order hands correctly, except
// Telesina, whose STRENGTH layout the heads-up straight-flush rule reads (H-TELESINA-HU).
import { HIGH_KEY_BASE, highCardKey, highCardMask, highClass } from './eval-high';
import { bestStrength, RULE_HIGH, RULE_OMAHA_HIGH, RULE_LOW8, RULE_OMAHA_LOW8 } from './eval-five';
import { low8N, omahaLow8 } from './eval-low';


/** Returned by a low rule when no qualifying low exists. */
export const NO_LOW: i32 = -1;

@inline function cardAt(ptr: usize, i: i32): i32 { return load<i32>(ptr + (<usize>i << 2)); }

/** H-HIGH: best five of all the cards (own + board), 5..7 in total. */
function highOf(own: usize, n: i32, board: usize, m: i32): i32 {
  let key = HIGH_KEY_BASE;
  let mask: u64 = 0;
  for (let i = 0; i < n; i++) { const c = cardAt(own, i); key += highCardKey(c); mask |= highCardMask(c); }
  for (let i = 0; i < m; i++) { const c = cardAt(board, i); key += highCardKey(c); mask |= highCardMask(c); }
  return highClass(key, mask);
}

/** H-OMAHA: exactly two hole cards and exactly three board cards. */
function omahaHighOf(own: usize, n: i32, board: usize, m: i32): i32 {
  let best = 0;
  for (let a = 0; a < m - 2; a++) for (let b = a + 1; b < m - 1; b++) for (let c = b + 1; c < m; c++) {
    const x = cardAt(board, a); const y = cardAt(board, b); const z = cardAt(board, c);
    const tk = HIGH_KEY_BASE + highCardKey(x) + highCardKey(y) + highCardKey(z);
    const tm = highCardMask(x) | highCardMask(y) | highCardMask(z);
    for (let i = 0; i < n - 1; i++) for (let j = i + 1; j < n; j++) {
      const p = cardAt(own, i); const q = cardAt(own, j);
      const cls = highClass(tk + highCardKey(p) + highCardKey(q), tm | highCardMask(p) | highCardMask(q));
      if (cls > best) best = cls;
    }
  }
  return best;
}

const BYTES = memory.data(16, 16); // own cards then board cards as u8 ids, for the eval modules

/** Strength of `own` (n cards) with `board` (m cards) under rule id `rule`; NO_LOW when a low rule finds no low. */
export function ruleStrength(rule: i32, own: usize, n: i32, board: usize, m: i32): i32 {
  if (rule == RULE_HIGH) return highOf(own, n, board, m);
  if (rule == RULE_OMAHA_HIGH) return omahaHighOf(own, n, board, m);
  for (let i = 0; i < n; i++) store<u8>(BYTES + <usize>i, <u8>cardAt(own, i));
  for (let i = 0; i < m; i++) store<u8>(BYTES + <usize>(n + i), <u8>cardAt(board, i));
  if (rule == RULE_LOW8) return low8N(BYTES, n + m);
  if (rule == RULE_OMAHA_LOW8) return omahaLow8(BYTES, n, BYTES + <usize>n, m);
  return bestStrength(rule, BYTES, n, m); // H-27, H-SOKO, H-AMERICANA, H-TELESINA (STRENGTH layout), H-DRAW32
}
