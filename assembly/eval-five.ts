// Five-card valuations of every hand rule (H-27, H-SOKO, H-AMERICANA, H-TELESINA, H-DRAW32 plus high and low) and the best-five search.
//
// ───── Internal AssemblyScript API ─────
//   RULE_HIGH .. RULE_DRAW32 (0..8)        rule ids in the order of HAND_RULES in src/engine/rankings/types.ts
//   strength5(rule, c0..c4): i32           STRENGTH (types.ts) of exactly five cards under a rule; -1 only
//                                          for a five that makes no qualifying low (low rules)
//   deuceSevenFive / sokoFive / americanaFive / telesinaFive / draw32Five (c0..c4): i32
//   bestStrength(rule, cards: usize, holeCount, boardCount): i32
//                                          best STRENGTH of a hand (u8 ids, hole cards first), -1 = no low;
//                                          uses the fast paths for high, Omaha and lows
//   bestFive(rule, cards: usize, holeCount, boardCount, out: usize): i32
//                                          as bestStrength, and writes the five cards used (u8) to out:
//                                          the first best five when candidates are tried from the highest
//                                          card ids down (the same choice as the reference evaluator)
import { highClass5, highClass6, highClass7, highClassN, classStrength, omahaHighClass } from './eval-high';
import { omahaHighClass5 } from './eval-omaha';
import { low8Five, low8N, omahaLow8 } from './eval-low';

// Rule ids: the index in HAND_RULES, generated into assembly/layout.ts by scripts/gen-wasm-layout.ts.
import {
  RULE_AMERICANA, RULE_DEUCE_SEVEN, RULE_DRAW32, RULE_HIGH, RULE_LOW8, RULE_OMAHA_HIGH, RULE_OMAHA_LOW8, RULE_SOKO, RULE_TELESINA,
} from './layout';
export {
  RULE_AMERICANA, RULE_DEUCE_SEVEN, RULE_DRAW32, RULE_HIGH, RULE_LOW8, RULE_OMAHA_HIGH, RULE_OMAHA_LOW8, RULE_SOKO, RULE_TELESINA,
};

@inline function rankOf(card: i32): i32 { return card >> 2; }
@inline function high5(c0: i32, c1: i32, c2: i32, c3: i32, c4: i32): i32 {
  return classStrength(highClass5(c0, c1, c2, c3, c4));
}

// H-27: 0x8FFFFF - the high strength with the ace high only (A-2-3-4-5 is ace-high, not a straight).
const WHEEL_RANKS: i32 = (12 << 16) | (3 << 12) | (2 << 8) | (1 << 4);

export function deuceSevenFive(c0: i32, c1: i32, c2: i32, c3: i32, c4: i32): i32 {
  let s = high5(c0, c1, c2, c3, c4);
  if (s == ((4 << 20) | (3 << 16))) s = WHEEL_RANKS;                  // the wheel is ace-high, not a straight
  else if (s == ((8 << 20) | (3 << 16))) s = (5 << 20) | WHEEL_RANKS; // the suited wheel is an ace-high flush
  return 0x8fffff - s;
}

// H-SOKO: two pair and up keep their order two steps higher; four-flush (3) and four-straight (2)
// sit between two pair and pair; a hand that is both is a four-flush.
export function sokoFive(c0: i32, c1: i32, c2: i32, c3: i32, c4: i32): i32 {
  const s = high5(c0, c1, c2, c3, c4);
  const cat = s >> 20;
  if (cat >= 2) return ((cat + 2) << 20) | (s & 0xfffff);
  // Four-flush: a suit with exactly four cards.
  const suitCounts = (1 << ((c0 & 3) << 3)) + (1 << ((c1 & 3) << 3)) + (1 << ((c2 & 3) << 3))
    + (1 << ((c3 & 3) << 3)) + (1 << ((c4 & 3) << 3));
  for (let suit = 0; suit < 4; suit++) {
    if (((suitCounts >> (suit << 3)) & 0xff) == 4) {
      let suitedMask = 0;
      let fifth = 0;
      if ((c0 & 3) == suit) suitedMask |= 1 << rankOf(c0); else fifth = rankOf(c0);
      if ((c1 & 3) == suit) suitedMask |= 1 << rankOf(c1); else fifth = rankOf(c1);
      if ((c2 & 3) == suit) suitedMask |= 1 << rankOf(c2); else fifth = rankOf(c2);
      if ((c3 & 3) == suit) suitedMask |= 1 << rankOf(c3); else fifth = rankOf(c3);
      if ((c4 & 3) == suit) suitedMask |= 1 << rankOf(c4); else fifth = rankOf(c4);
      let packed = 0;
      for (let r = 12; r >= 0; r--) if ((suitedMask >> r) & 1) packed = (packed << 4) | r;
      return (3 << 20) | (packed << 4) | fifth;
    }
  }
  // Four-straight: the highest four consecutive ranks (J-Q-K-A down to 2-3-4-5, then A-2-3-4 topped by the 4).
  const mask = (1 << rankOf(c0)) | (1 << rankOf(c1)) | (1 << rankOf(c2)) | (1 << rankOf(c3)) | (1 << rankOf(c4));
  let top = -1;
  let four = 0;
  for (let t = 12; t >= 3; t--) {
    const m = 0xf << (t - 3);
    if ((mask & m) == m) { top = t; four = m; break; }
  }
  if (top < 0 && (mask & 0x1007) == 0x1007) { top = 2; four = 0x1007; }
  if (top >= 0) {
    // The fifth card: the rank outside the four, or the paired rank when there are only four ranks.
    const rest = mask & ~four;
    const fifth = rest != 0 ? 31 - clz(rest) : (s >> 16) & 15;
    return (2 << 20) | (top << 16) | (fifth << 12);
  }
  return s;
}

// H-AMERICANA: A-7-8-9-T is the lowest straight (top T), flush beats full house.
const A789T: i32 = (1 << 12) | (1 << 8) | (1 << 7) | (1 << 6) | (1 << 5);

export function americanaFive(c0: i32, c1: i32, c2: i32, c3: i32, c4: i32): i32 {
  const s = high5(c0, c1, c2, c3, c4);
  const cat = s >> 20;
  if (cat == 0 || cat == 5) {
    const mask = (1 << rankOf(c0)) | (1 << rankOf(c1)) | (1 << rankOf(c2)) | (1 << rankOf(c3)) | (1 << rankOf(c4));
    if (mask == A789T) return ((cat == 5 ? 8 : 4) << 20) | (8 << 16);
  }
  if (cat == 5) return (6 << 20) | (s & 0xfffff);
  if (cat == 6) return (5 << 20) | (s & 0xfffff);
  return s;
}

// H-TELESINA and H-DRAW32: the cards in significance order, with suits (hearts 3, diamonds 2, clubs 1, spades 0).
const ORDER_PTR: usize = memory.data(8 * 4, 16);    // the five cards in significance order
const COUNT_PTR: usize = memory.data(16 * 4, 16);   // cards per rank

@inline function suitValue(card: i32): i32 { return ((card & 3) + 1) & 3; } // c 1, d 2, h 3, s 0
@inline function q(card: i32): i32 { return rankOf(card) - 5; }

/** Orders the five cards (ORDER_PTR) and returns the 32-card category 0..8. */
function orderDeck32(c0: i32, c1: i32, c2: i32, c3: i32, c4: i32): i32 {
  const cat = americanaFive(c0, c1, c2, c3, c4) >> 20;
  const straight = cat == 4 || cat == 8;
  for (let r = 0; r < 13; r++) store<i32>(COUNT_PTR + (<usize>r << 2), 0);
  store<i32>(ORDER_PTR, c0); store<i32>(ORDER_PTR, c1, 4); store<i32>(ORDER_PTR, c2, 8);
  store<i32>(ORDER_PTR, c3, 12); store<i32>(ORDER_PTR, c4, 16);
  for (let i = 0; i < 5; i++) {
    const slot = COUNT_PTR + (<usize>rankOf(load<i32>(ORDER_PTR + (<usize>i << 2))) << 2);
    store<i32>(slot, load<i32>(slot) + 1);
  }
  // Insertion sort by key descending: straights by place (an ace below a ten-high top plays low),
  // others by group size, then rank, then suit value.
  for (let i = 1; i < 5; i++) {
    const card = load<i32>(ORDER_PTR + (<usize>i << 2));
    const key = sortKey(card, straight);
    let j = i;
    while (j > 0 && sortKey(load<i32>(ORDER_PTR + (<usize>(j - 1) << 2)), straight) < key) {
      store<i32>(ORDER_PTR + (<usize>j << 2), load<i32>(ORDER_PTR + (<usize>(j - 1) << 2)));
      j--;
    }
    store<i32>(ORDER_PTR + (<usize>j << 2), card);
  }
  return cat;
}

function sortKey(card: i32, straight: bool): i32 {
  const rank = rankOf(card);
  if (straight) return rank == 12 && !isAceHighStraight() ? -1 : rank;
  return (load<i32>(COUNT_PTR + (<usize>rank << 2)) << 8) | (rank << 2) | suitValue(card);
}

/** True when the ordered straight has a king (so the ace plays high): the only other ace straight is A-7-8-9-T. */
function isAceHighStraight(): bool {
  return load<i32>(COUNT_PTR + (11 << 2)) > 0;
}

@inline function ordered(i: i32): i32 { return load<i32>(ORDER_PTR + (<usize>i << 2)); }

export function telesinaFive(c0: i32, c1: i32, c2: i32, c3: i32, c4: i32): i32 {
  const cat = orderDeck32(c0, c1, c2, c3, c4);
  const o0 = ordered(0); const o1 = ordered(1); const o2 = ordered(2); const o3 = ordered(3); const o4 = ordered(4);
  let f = 0; // fields packed from bit 24 down
  if (cat == 8 || cat == 4) f = (q(o0) << 22) | (suitValue(o0) << 20);
  else if (cat == 6) f = (suitValue(o0) << 23) | (q(o0) << 20) | (q(o1) << 17) | (q(o2) << 14) | (q(o3) << 11) | (q(o4) << 8);
  else if (cat == 7) f = (q(o0) << 22) | (q(o4) << 19);
  else if (cat == 5) f = (q(o0) << 22) | (q(o3) << 19);
  else if (cat == 3) f = (q(o0) << 22) | (q(o3) << 19) | (q(o4) << 16);
  else if (cat == 2) f = (q(o0) << 22) | (q(o2) << 19) | (q(o4) << 16) | (suitValue(o0) << 14);
  else if (cat == 1) f = (q(o0) << 22) | (q(o2) << 19) | (q(o3) << 16) | (q(o4) << 13) | (suitValue(o2) << 11);
  else {
    f = (q(o0) << 22) | (suitValue(o0) << 20) | (q(o1) << 17) | (suitValue(o1) << 15) | (q(o2) << 12)
      | (suitValue(o2) << 10) | (q(o3) << 7) | (suitValue(o3) << 5) | (q(o4) << 2) | suitValue(o4);
  }
  return (cat << 25) | f;
}

export function draw32Five(c0: i32, c1: i32, c2: i32, c3: i32, c4: i32): i32 {
  const cat = orderDeck32(c0, c1, c2, c3, c4);
  let ranks = 0;
  for (let i = 0; i < 5; i++) ranks = (ranks << 3) | q(ordered(i));
  // Suits in tie-break order: the single cards (kickers) first, then the grouped cards.
  let suits = 0;
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < 5; i++) {
      const card = ordered(i);
      const single = load<i32>(COUNT_PTR + (<usize>rankOf(card) << 2)) == 1;
      if (single == (pass == 0)) suits = (suits << 2) | suitValue(card);
    }
  }
  return (cat << 25) | (ranks << 10) | suits;
}

/** STRENGTH of exactly five cards under a rule (-1: no qualifying low). */
export function strength5(rule: i32, c0: i32, c1: i32, c2: i32, c3: i32, c4: i32): i32 {
  switch (rule) {
    case RULE_HIGH: case RULE_OMAHA_HIGH: return high5(c0, c1, c2, c3, c4);
    case RULE_LOW8: case RULE_OMAHA_LOW8: return low8Five(c0, c1, c2, c3, c4);
    case RULE_DEUCE_SEVEN: return deuceSevenFive(c0, c1, c2, c3, c4);
    case RULE_SOKO: return sokoFive(c0, c1, c2, c3, c4);
    case RULE_AMERICANA: return americanaFive(c0, c1, c2, c3, c4);
    case RULE_TELESINA: return telesinaFive(c0, c1, c2, c3, c4);
    default: return draw32Five(c0, c1, c2, c3, c4);
  }
}

// ───────────────────────── best of several cards ─────────────────────────
const HOLE_PTR: usize = memory.data(16, 16);
const BOARD_PTR: usize = memory.data(16, 16);
const ALL_PTR: usize = memory.data(16, 16);

/** Copies n u8 cards from src to dst sorted by id, highest first. */
function sortDescending(src: usize, n: i32, dst: usize): void {
  for (let i = 0; i < n; i++) {
    const card = load<u8>(src + i);
    let j = i;
    while (j > 0 && load<u8>(dst + j - 1) < card) { store<u8>(dst + j, load<u8>(dst + j - 1)); j--; }
    store<u8>(dst + j, card);
  }
}

@inline function at(ptr: usize, i: i32): i32 { return <i32>load<u8>(ptr + i); }

/** Best strength (fast paths; -1 = no qualifying low). Cards: u8 ids, holeCount hole cards then the board. */
export function bestStrength(rule: i32, cards: usize, holeCount: i32, boardCount: i32): i32 {
  const n = holeCount + boardCount;
  if (rule == RULE_HIGH) {
    if (n == 7) return classStrength(highClass7(at(cards, 0), at(cards, 1), at(cards, 2), at(cards, 3), at(cards, 4), at(cards, 5), at(cards, 6)));
    if (n == 6) return classStrength(highClass6(at(cards, 0), at(cards, 1), at(cards, 2), at(cards, 3), at(cards, 4), at(cards, 5)));
    return classStrength(highClassN(cards, n));
  }
  if (rule == RULE_OMAHA_HIGH) {
    // Five board cards: the Omaha table (eval-omaha.ts); fewer (a flop or turn): every pair and triple.
    if (boardCount == 5) return classStrength(omahaHighClass5(cards, holeCount, cards + <usize>holeCount));
    return classStrength(omahaHighClass(cards, holeCount, cards + <usize>holeCount, boardCount));
  }
  if (rule == RULE_LOW8) return low8N(cards, n);
  if (rule == RULE_OMAHA_LOW8) return omahaLow8(cards, holeCount, cards + <usize>holeCount, boardCount);
  if (n == 5) return strength5(rule, at(cards, 0), at(cards, 1), at(cards, 2), at(cards, 3), at(cards, 4));
  return bestFive(rule, cards, holeCount, boardCount, 0);
}

/**
 * Best strength and the five cards used (written to out unless out is 0). Candidates are tried from
 * the highest card ids down, in lexicographic order of positions (Omaha: hole pairs outside, board
 * triples inside), and the first best one is kept, as the reference evaluator does.
 */
export function bestFive(rule: i32, cards: usize, holeCount: i32, boardCount: i32, out: usize): i32 {
  let best = -2;
  let b0 = 0; let b1 = 0; let b2 = 0; let b3 = 0; let b4 = 0;
  if (rule == RULE_OMAHA_HIGH || rule == RULE_OMAHA_LOW8) {
    sortDescending(cards, holeCount, HOLE_PTR);
    sortDescending(cards + <usize>holeCount, boardCount, BOARD_PTR);
    for (let a = 0; a < holeCount - 1; a++) {
      for (let b = a + 1; b < holeCount; b++) {
        for (let c = 0; c < boardCount - 2; c++) {
          for (let d = c + 1; d < boardCount - 1; d++) {
            for (let e = d + 1; e < boardCount; e++) {
              const h0 = at(HOLE_PTR, a); const h1 = at(HOLE_PTR, b);
              const x = at(BOARD_PTR, c); const y = at(BOARD_PTR, d); const z = at(BOARD_PTR, e);
              const s = strength5(rule, h0, h1, x, y, z);
              if (s > best) { best = s; b0 = h0; b1 = h1; b2 = x; b3 = y; b4 = z; }
            }
          }
        }
      }
    }
  } else {
    const n = holeCount + boardCount;
    sortDescending(cards, n, ALL_PTR);
    for (let a = 0; a < n - 4; a++) {
      for (let b = a + 1; b < n - 3; b++) {
        for (let c = b + 1; c < n - 2; c++) {
          for (let d = c + 1; d < n - 1; d++) {
            for (let e = d + 1; e < n; e++) {
              const v = at(ALL_PTR, a); const w = at(ALL_PTR, b); const x = at(ALL_PTR, c);
              const y = at(ALL_PTR, d); const z = at(ALL_PTR, e);
              const s = strength5(rule, v, w, x, y, z);
              if (s > best) { best = s; b0 = v; b1 = w; b2 = x; b3 = y; b4 = z; }
            }
          }
        }
      }
    }
  }
  if (best < 0) return -1;
  if (out != 0) {
    store<u8>(out, <u8>b0); store<u8>(out, <u8>b1, 1); store<u8>(out, <u8>b2, 2);
    store<u8>(out, <u8>b3, 3); store<u8>(out, <u8>b4, 4);
  }
  return best;
}
