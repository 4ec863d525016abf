// Standard high hands of 5 to 7 cards and Omaha high (H-HIGH, H-HOLDEM, H-OMAHA): additive keys and lookup tables.
//
// ───── Internal AssemblyScript API (for assembly/equity*.ts and the other eval modules) ─────
// Cards are i32 ids rank*4+suit (rank 0..12 = 2..A, suit 0..3 = c,d,h,s), as in src/engine/cards.ts.
// The tables are built when the module starts (top-level code), so they are ready before any call.
//
//   HIGH_KEY_BASE: u64                     the empty hand's key (suit counters preset to 3)
//   highCardKey(card: i32): u64            additive key of one card: low 32 bits = rank key
//                                          (every multiset of <= 7 ranks sums uniquely), bits 32..47 =
//                                          four 4-bit suit counters
//   highCardMask(card: i32): u64           bit suit*16 + rank (OR these for the flush ranks)
//   highClass(key: u64, mask: u64): i32    class 0..7461 (higher is stronger, equal is a tie) of the
//                                          best five of 5..7 cards, where key = HIGH_KEY_BASE + sum of
//                                          highCardKey and mask = OR of highCardMask over the cards
//   highClass5/6/7(c0, .., c4|c5|c6): i32  the same from card ids (highClass7 builds the flush mask only
//                                          when a suit has five cards)
//   flushClass(ranks: i32): i32           class of the best flush of a 13-bit mask of 5..7 suited ranks
//   nonFlushClass(rankKey: u32): i32       class from the low 32 bits of a key when no suit has 5+ cards
//                                          (test: (<u32>(key >> 32) & 0x8888) == 0)
//   highClassN(ptr: usize, n: i32): i32    class of n (5..7) u8 card ids at ptr
//   classStrength(cls: i32): i32           the STRENGTH value (src/engine/rankings/types.ts) of a class
//   classCategory(cls: i32): i32           cat 0..8 (high card .. straight flush) of a class
//   omahaHighClass(hole: usize, holeCount: i32, board: usize, boardCount: i32): i32
//                                          best class using exactly two of the 4..5 hole cards and three
//                                          of the 3..5 board cards; hole and board point at u8 card ids
//   HIGH_CLASS_COUNT = 7462
// Incremental use (equity): keep boardKey = HIGH_KEY_BASE + sum of the board's keys and boardMask,
// then highClass(boardKey + highCardKey(h0) + highCardKey(h1), boardMask | highCardMask(h0) | highCardMask(h1)).
// Nothing here allocates; all tables live in static memory (memory.data).
import {
  RANK_KEYS, HASH_MIX, HASH_KEY_MASK, HASH_SHIFT, HASH_MASK, HASH_TABLE_SIZE, HASH_OFFSET_SHIFT, ROW_OFFSETS,
} from './tables-high-hash';

export const HIGH_CLASS_COUNT: i32 = 7462;
export const HIGH_KEY_BASE: u64 = <u64>0x3333 << 32;

// Static tables (bytes): the hash table (u16 classes), the flush table (u16 classes by 13-bit rank mask),
// the class -> strength table (i32), the per-card key (u64) and mask (u64) tables.
const HASH_PTR: usize = memory.data(HASH_TABLE_SIZE * 2, 16);
const FLUSH_PTR: usize = memory.data(8192 * 2, 16);
const STRENGTH_PTR: usize = memory.data(7462 * 4, 16);
const CARD_KEY_PTR: usize = memory.data(52 * 8, 16);
const CARD_MASK_PTR: usize = memory.data(52 * 8, 16);
const OFFSETS_PTR: usize = changetype<usize>(ROW_OFFSETS); // the generated offsets, read in place

/** Bytes of lookup tables used by the high evaluator (for the bench). */
export function highTableBytes(): i32 {
  return HASH_TABLE_SIZE * 2 + 8192 * 2 + 7462 * 4 + 52 * 16 + ROW_OFFSETS.length * 2;
}

@inline export function highCardKey(card: i32): u64 {
  return load<u64>(CARD_KEY_PTR + (<usize>card << 3));
}

@inline export function highCardMask(card: i32): u64 {
  return load<u64>(CARD_MASK_PTR + (<usize>card << 3));
}

@inline export function classStrength(cls: i32): i32 {
  return load<i32>(STRENGTH_PTR + (<usize>cls << 2));
}

@inline export function classCategory(cls: i32): i32 {
  return classStrength(cls) >> 20;
}

/** Class of the best five of 5..7 cards from their summed key and OR-ed mask. */
@inline export function highClass(key: u64, mask: u64): i32 {
  const flushBits = <u32>(key >> 32) & 0x8888;
  if (flushBits != 0) {
    // The flush suit s has its counter's bit 3 set: bit 4s+3. Its ranks are at bits 16s..16s+12.
    const shift = <u64>((ctz(flushBits) >> 2) << 4);
    const ranks = <u32>(mask >> shift) & 0x1fff;
    return <i32>load<u16>(FLUSH_PTR + (<usize>ranks << 1));
  }
  return nonFlushClass(<u32>key);
}

@inline export function highClass5(c0: i32, c1: i32, c2: i32, c3: i32, c4: i32): i32 {
  const key = HIGH_KEY_BASE + highCardKey(c0) + highCardKey(c1) + highCardKey(c2) + highCardKey(c3) + highCardKey(c4);
  const mask = highCardMask(c0) | highCardMask(c1) | highCardMask(c2) | highCardMask(c3) | highCardMask(c4);
  return highClass(key, mask);
}

@inline export function highClass6(c0: i32, c1: i32, c2: i32, c3: i32, c4: i32, c5: i32): i32 {
  const key = HIGH_KEY_BASE + highCardKey(c0) + highCardKey(c1) + highCardKey(c2) + highCardKey(c3) + highCardKey(c4) + highCardKey(c5);
  const mask = highCardMask(c0) | highCardMask(c1) | highCardMask(c2) | highCardMask(c3) | highCardMask(c4) | highCardMask(c5);
  return highClass(key, mask);
}

@inline export function highClass7(c0: i32, c1: i32, c2: i32, c3: i32, c4: i32, c5: i32, c6: i32): i32 {
  const key = HIGH_KEY_BASE + highCardKey(c0) + highCardKey(c1) + highCardKey(c2) + highCardKey(c3)
    + highCardKey(c4) + highCardKey(c5) + highCardKey(c6);
  const flushBits = <u32>(key >> 32) & 0x8888;
  if (flushBits != 0) {
    // Rare (about 3% of hands): gather the flush suit's ranks from the cards themselves.
    const suit = <i32>(ctz(flushBits) >> 2);
    const ranks = suitedRank(c0, suit) | suitedRank(c1, suit) | suitedRank(c2, suit) | suitedRank(c3, suit)
      | suitedRank(c4, suit) | suitedRank(c5, suit) | suitedRank(c6, suit);
    return <i32>load<u16>(FLUSH_PTR + (<usize>ranks << 1));
  }
  return nonFlushClass(<u32>key);
}

/** The rank bit of a card if it has the given suit, else 0. */
@inline function suitedRank(card: i32, suit: i32): i32 {
  return (card & 3) == suit ? 1 << (card >> 2) : 0;
}

/** Class of the best flush (or straight flush) of a 13-bit mask of five to seven suited ranks. */
@inline export function flushClass(ranks: i32): i32 {
  return <i32>load<u16>(FLUSH_PTR + (<usize>ranks << 1));
}

/** Class of a 5..7-card hand with no flush, from the low 32 bits of its key. */
@inline export function nonFlushClass(rankKey: u32): i32 {
  const x = (rankKey * HASH_MIX) & HASH_KEY_MASK;
  const slot = (x & HASH_MASK) + (<u32>load<u16>(OFFSETS_PTR + (<usize>(x >> HASH_SHIFT) << 1)) << HASH_OFFSET_SHIFT);
  return <i32>load<u16>(HASH_PTR + (<usize>slot << 1));
}

/** Class of n (5..7) cards stored as u8 ids at ptr. */
export function highClassN(ptr: usize, n: i32): i32 {
  let key = HIGH_KEY_BASE;
  let mask: u64 = 0;
  for (let i = 0; i < n; i++) {
    const c = <i32>load<u8>(ptr + i);
    key += highCardKey(c);
    mask |= highCardMask(c);
  }
  return highClass(key, mask);
}

// Omaha (H-OMAHA): exactly two of the hole cards and exactly three of the board cards.
const PAIR_KEY_PTR: usize = memory.data(10 * 8, 16);
const PAIR_MASK_PTR: usize = memory.data(10 * 8, 16);

/** Best class using exactly two of holeCount (4..5) hole cards and three of boardCount (3..5) board cards. */
export function omahaHighClass(hole: usize, holeCount: i32, board: usize, boardCount: i32): i32 {
  // A flush needs three board cards and two hole cards of one suit: count suits on each side.
  let holeSuits = 0;
  let boardSuits = 0;
  for (let i = 0; i < holeCount; i++) holeSuits += 1 << ((<i32>load<u8>(hole + i) & 3) << 3);
  for (let i = 0; i < boardCount; i++) boardSuits += 1 << ((<i32>load<u8>(board + i) & 3) << 3);
  let flushPossible = false;
  for (let s = 0; s < 4; s++) {
    if (((holeSuits >> (s << 3)) & 0xff) >= 2 && ((boardSuits >> (s << 3)) & 0xff) >= 3) flushPossible = true;
  }
  let pairs = 0;
  for (let i = 0; i < holeCount - 1; i++) {
    const a = <i32>load<u8>(hole + i);
    for (let j = i + 1; j < holeCount; j++) {
      const b = <i32>load<u8>(hole + j);
      store<u64>(PAIR_KEY_PTR + (<usize>pairs << 3), HIGH_KEY_BASE + highCardKey(a) + highCardKey(b));
      store<u64>(PAIR_MASK_PTR + (<usize>pairs << 3), highCardMask(a) | highCardMask(b));
      pairs++;
    }
  }
  let best = 0;
  for (let i = 0; i < boardCount - 2; i++) {
    const a = <i32>load<u8>(board + i);
    for (let j = i + 1; j < boardCount - 1; j++) {
      const b = <i32>load<u8>(board + j);
      for (let k = j + 1; k < boardCount; k++) {
        const c = <i32>load<u8>(board + k);
        const tk = highCardKey(a) + highCardKey(b) + highCardKey(c);
        if (flushPossible) {
          const tm = highCardMask(a) | highCardMask(b) | highCardMask(c);
          for (let p = 0; p < pairs; p++) {
            const cls = highClass(tk + load<u64>(PAIR_KEY_PTR + (<usize>p << 3)), tm | load<u64>(PAIR_MASK_PTR + (<usize>p << 3)));
            if (cls > best) best = cls;
          }
        } else {
          const rk = <u32>tk;
          for (let p = 0; p < pairs; p++) {
            const cls = nonFlushClass(rk + <u32>load<u64>(PAIR_KEY_PTR + (<usize>p << 3)));
            if (cls > best) best = cls;
          }
        }
      }
    }
  }
  return best;
}

// ───────────────────────── table construction (runs once at start-up) ─────────────────────────

/** The straight's top rank in a 13-bit rank mask (3 for the wheel), or -1. */
export function straightTop(mask: i32): i32 {
  for (let top = 12; top >= 4; top--) {
    if (((mask >> (top - 4)) & 0x1f) == 0x1f) return top;
  }
  if ((mask & 0x100f) == 0x100f) return 3;
  return -1;
}

/** nibbles of the `count` highest ranks set in mask, first at bits 16..19. */
export function topRanks(mask: i32, count: i32): i32 {
  let out = 0;
  let shift = 16;
  for (let r = 12; r >= 0 && count > 0; r--) {
    if ((mask >> r) & 1) { out |= r << shift; shift -= 4; count--; }
  }
  return out;
}

/** STRENGTH of the best non-flush five from rank counts (5..7 cards), counts at COUNTS_PTR. */
const COUNTS_PTR: usize = memory.data(16 * 4, 16);

function countsStrength(): i32 {
  let present = 0;
  let quad = -1;
  let trips1 = -1; let trips2 = -1;
  let pair1 = -1; let pair2 = -1; let pair3 = -1;
  for (let r = 12; r >= 0; r--) {
    const n = load<i32>(COUNTS_PTR + (<usize>r << 2));
    if (n == 0) continue;
    present |= 1 << r;
    if (n == 4) quad = r;
    else if (n == 3) { if (trips1 < 0) trips1 = r; else trips2 = r; }
    else if (n == 2) { if (pair1 < 0) pair1 = r; else if (pair2 < 0) pair2 = r; else pair3 = r; }
  }
  if (quad >= 0) return (7 << 20) | (quad << 16) | (topRanks(present & ~(1 << quad), 1) >> 4);
  if (trips1 >= 0 && (trips2 >= 0 || pair1 >= 0)) {
    const p = trips2 > pair1 ? trips2 : pair1;
    return (6 << 20) | (trips1 << 16) | (p << 12);
  }
  const top = straightTop(present);
  if (top >= 0) return (4 << 20) | (top << 16);
  if (trips1 >= 0) return (3 << 20) | (trips1 << 16) | (topRanks(present & ~(1 << trips1), 2) >> 4);
  if (pair2 >= 0) {
    return (2 << 20) | (pair1 << 16) | (pair2 << 12) | (topRanks(present & ~(1 << pair1) & ~(1 << pair2), 1) >> 8);
  }
  if (pair1 >= 0) return (1 << 20) | (pair1 << 16) | (topRanks(present & ~(1 << pair1), 3) >> 4);
  return topRanks(present, 5);
}

/** STRENGTH of the best flush (or straight flush) from a mask of 5..7 suited ranks. */
function flushStrength(mask: i32): i32 {
  const top = straightTop(mask);
  if (top >= 0) return (8 << 20) | (top << 16);
  return (5 << 20) | topRanks(mask, 5);
}

// Sorted distinct strengths: filled by collecting every five-card strength, then sorting.
let strengthCount = 0;

function addStrength(s: i32): void {
  store<i32>(STRENGTH_PTR + (<usize>strengthCount << 2), s);
  strengthCount++;
}

function classOf(s: i32): i32 {
  let lo = 0;
  let hi = HIGH_CLASS_COUNT - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (classStrength(mid) < s) lo = mid + 1; else hi = mid;
  }
  return lo;
}

@inline function hashSlot(key: u32): u32 {
  const x = (key * HASH_MIX) & HASH_KEY_MASK;
  return (x & HASH_MASK) + (<u32>load<u16>(OFFSETS_PTR + (<usize>(x >> HASH_SHIFT) << 1)) << HASH_OFFSET_SHIFT);
}

// Walk every multiset of ranks (<= 4 each, <= 7 cards); `phase` 0 collects five-card strengths,
// phase 1 fills the hash table for 5..7 cards.
function walkRanks(rank: i32, cards: i32, key: u32, phase: i32): void {
  if (rank == 13) {
    if (phase == 0) {
      if (cards == 5) addStrength(countsStrength());
    } else if (cards >= 5) {
      store<u16>(HASH_PTR + (<usize>hashSlot(key) << 1), <u16>classOf(countsStrength()));
    }
    return;
  }
  const rk = RANK_KEYS[rank];
  for (let c = 0; c <= 4 && cards + c <= (phase == 0 ? 5 : 7); c++) {
    store<i32>(COUNTS_PTR + (<usize>rank << 2), c);
    walkRanks(rank + 1, cards + c, key + <u32>c * rk, phase);
  }
  store<i32>(COUNTS_PTR + (<usize>rank << 2), 0);
}

function sortStrengths(n: i32): void {
  // Shell sort (runs once on 7,462 values).
  let gap = 1;
  while (gap < n / 3) gap = gap * 3 + 1;
  while (gap >= 1) {
    for (let i = gap; i < n; i++) {
      const v = classStrength(i);
      let j = i;
      while (j >= gap && classStrength(j - gap) > v) {
        store<i32>(STRENGTH_PTR + (<usize>j << 2), classStrength(j - gap));
        j -= gap;
      }
      store<i32>(STRENGTH_PTR + (<usize>j << 2), v);
    }
    gap = (gap - 1) / 3;
  }
}

function buildHighTables(): void {
  for (let c = 0; c < 52; c++) {
    const rank = c >> 2;
    const suit = c & 3;
    store<u64>(CARD_KEY_PTR + (<usize>c << 3), <u64>RANK_KEYS[rank] | (<u64>1 << (32 + 4 * <u64>suit)));
    store<u64>(CARD_MASK_PTR + (<usize>c << 3), <u64>1 << (<u64>(suit * 16 + rank)));
  }
  // Every five-card strength: the 6,175 non-flush rank multisets and the 1,287 flush rank sets.
  walkRanks(0, 0, 0, 0);
  for (let m = 0; m < 8192; m++) if (popcnt(m) == 5) addStrength(flushStrength(m));
  sortStrengths(strengthCount);
  for (let m = 0; m < 8192; m++) {
    if (popcnt(m) >= 5) store<u16>(FLUSH_PTR + (<usize>m << 1), <u16>classOf(flushStrength(m)));
  }
  walkRanks(0, 0, 0, 1);
}

buildHighTables();
