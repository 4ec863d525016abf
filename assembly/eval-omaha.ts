// Omaha high with a five-card board (H-OMAHA) by table: for every board rank multiset (named by its 5-card non-flush
// class) and every hole-pair rank class (91), the best non-flush class of the pair plus three board cards. A hand is
// then one look-up per hole pair; flushes (three board cards and two hole cards of one suit) are checked apart.
// The table (7,462 x 91 u16 = 1.36 MB) is reserved at start-up and filled on first use (about 5.6 M hash look-ups,
// some 30 ms), so modules that never evaluate Omaha never pay for the filling.
//
//   omahaPairIndex(a: i32, b: i32): i32        rank class 0..90 of two cards (by rank only)
//   omahaBoardRow(board: usize): usize         the table row of five u8 board cards (builds the table once)
//   omahaBoardRowOfKey(rankKey: u32): usize    the same from the low 32 bits of the board's summed card keys
//   omahaRowOfClass(cls: i32): usize      the same from the board's five-card non-flush class
//   omahaRowClass(row: usize, pair: i32): i32  best non-flush class of that pair class with that board
//   omahaHighClass5(hole, holeCount, board)    best class of 4..5 hole cards (u8 ids) with a five-card board
//   omahaHigh4(h0..h3, b0..b4): i32            the same for four hole cards given as card ids
//   omahaBestFlush(hole, board): i32           best flush of two of `hole` and three of `board` (13-bit rank masks)
import { HIGH_CLASS_COUNT, flushClass, highCardKey, highCardMask, nonFlushClass } from './eval-high';

const PAIR_CLASSES: i32 = 91;
const TABLE_BYTES: usize = <usize>(HIGH_CLASS_COUNT * PAIR_CLASSES * 2);
// Reserved when the module starts (fresh memory is zero), filled on first use: growing memory later would detach
// the ArrayBuffer views JavaScript holds on the kernel's buffers in the middle of a call.
const TABLE: usize = heap.alloc(TABLE_BYTES);
let built = false;

/** Bytes the table takes (for the bench). */
export function omahaTableBytes(): i32 { return <i32>TABLE_BYTES; }

@inline export function omahaPairIndex(a: i32, b: i32): i32 {
  const ra = a >> 2;
  const rb = b >> 2;
  const hi = ra > rb ? ra : rb;
  const lo = ra > rb ? rb : ra;
  return ((hi * (hi + 1)) >> 1) + lo;
}

@inline function rankKey(rank: i32): u32 { return <u32>highCardKey(rank << 2); }

function buildTable(): void {
  built = true;
  const counts = new StaticArray<i32>(13);
  const r = new StaticArray<i32>(5);
  // Every multiset of five ranks with at most four of a rank, as r0 <= r1 <= .. <= r4.
  for (let a = 0; a < 13; a++) for (let b = a; b < 13; b++) for (let c = b; c < 13; c++) for (let d = c; d < 13; d++) for (let e = d; e < 13; e++) {
    if (a == e) continue; // five of a rank
    r[0] = a; r[1] = b; r[2] = c; r[3] = d; r[4] = e;
    for (let k = 0; k < 13; k++) counts[k] = 0;
    for (let k = 0; k < 5; k++) counts[r[k]]++;
    const row = TABLE + ((<usize>nonFlushClass(rankKey(a) + rankKey(b) + rankKey(c) + rankKey(d) + rankKey(e)) * PAIR_CLASSES) << 1);
    for (let hi = 0; hi < 13; hi++) {
      for (let lo = 0; lo <= hi; lo++) {
        if (hi == lo ? counts[hi] > 2 : counts[hi] > 3 || counts[lo] > 3) continue; // more than four of a rank
        const pk = rankKey(hi) + rankKey(lo);
        let best = 0;
        for (let i = 0; i < 3; i++) for (let j = i + 1; j < 4; j++) for (let k = j + 1; k < 5; k++) {
          const cls = nonFlushClass(pk + rankKey(r[i]) + rankKey(r[j]) + rankKey(r[k]));
          if (cls > best) best = cls;
        }
        store<u16>(row + (<usize>(((hi * (hi + 1)) >> 1) + lo) << 1), <u16>best);
      }
    }
  }
}

@inline export function omahaBoardRowOfKey(boardRankKey: u32): usize {
  if (!built) buildTable();
  return TABLE + ((<usize>nonFlushClass(boardRankKey) * PAIR_CLASSES) << 1);
}

/** The table row of a board's non-flush class (nonFlushClass of its five ranks' key). */
@inline export function omahaRowOfClass(cls: i32): usize {
  if (!built) buildTable();
  return TABLE + ((<usize>cls * PAIR_CLASSES) << 1);
}

export function omahaBoardRow(board: usize): usize {
  let key: u32 = 0;
  for (let i = 0; i < 5; i++) key += <u32>highCardKey(<i32>load<u8>(board + i));
  return omahaBoardRowOfKey(key);
}

@inline export function omahaRowClass(row: usize, pair: i32): i32 {
  return <i32>load<u16>(row + (<usize>pair << 1));
}

/**
 * Best flush (H-OMAHA): exactly two of the 13-bit rank mask `hole` and three of `board`, all of one suit (every pair
 * times every triple; usually one of each).
 */
export function omahaBestFlush(hole: i32, board: i32): i32 {
  let best = 0;
  for (let x = hole; x != 0; x &= x - 1) {
    const a = x & -x;
    for (let y = x & (x - 1); y != 0; y &= y - 1) {
      const pair = a | (y & -y);
      for (let u = board; u != 0; u &= u - 1) {
        const c = u & -u;
        for (let v = u & (u - 1); v != 0; v &= v - 1) {
          const d = v & -v;
          for (let w = v & (v - 1); w != 0; w &= w - 1) {
            const cls = flushClass(pair | c | d | (w & -w));
            if (cls > best) best = cls;
          }
        }
      }
    }
  }
  return best;
}

/**
 * The flush part of an Omaha hand: `boardKey` sums the five board cards' highCardKey (no base), so its high half
 * holds four suit counters; a flush needs three board cards of a suit (only one suit can have three of five) and
 * two hole cards of it. Returns the best flush class, or 0.
 */
@inline export function omahaFlushPart(boardKey: u64, boardMask: u64, holeMask: u64): i32 {
  const flush = (<u32>(boardKey >> 32) + 0x5555) & 0x8888; // some counter >= 3
  if (flush == 0) return 0;
  const shift = <u64>((ctz(flush) >> 2) << 4);
  const hole = <i32>(holeMask >> shift) & 0x1fff;
  if (popcnt(hole) < 2) return 0;
  return omahaBestFlush(hole, <i32>(boardMask >> shift) & 0x1fff);
}

/** Best class of the four hole cards h0..h3 with the board b0..b4 (card ids): six look-ups in one table row and the flush part. */
@inline export function omahaHigh4(h0: i32, h1: i32, h2: i32, h3: i32, b0: i32, b1: i32, b2: i32, b3: i32, b4: i32): i32 {
  const key = highCardKey(b0) + highCardKey(b1) + highCardKey(b2) + highCardKey(b3) + highCardKey(b4);
  const row = omahaRowOfClass(nonFlushClass(<u32>key));
  let best = omahaRowClass(row, omahaPairIndex(h0, h1));
  best = max(best, omahaRowClass(row, omahaPairIndex(h0, h2)));
  best = max(best, omahaRowClass(row, omahaPairIndex(h0, h3)));
  best = max(best, omahaRowClass(row, omahaPairIndex(h1, h2)));
  best = max(best, omahaRowClass(row, omahaPairIndex(h1, h3)));
  best = max(best, omahaRowClass(row, omahaPairIndex(h2, h3)));
  const boardMask = highCardMask(b0) | highCardMask(b1) | highCardMask(b2) | highCardMask(b3) | highCardMask(b4);
  const holeMask = highCardMask(h0) | highCardMask(h1) | highCardMask(h2) | highCardMask(h3);
  return max(best, omahaFlushPart(key, boardMask, holeMask));
}

/** Best class using exactly two of holeCount (4..5) hole cards and three of the five board cards (all u8 ids). */
export function omahaHighClass5(hole: usize, holeCount: i32, board: usize): i32 {
  let key: u64 = 0;
  let boardMask: u64 = 0;
  for (let i = 0; i < 5; i++) {
    const c = <i32>load<u8>(board + i);
    key += highCardKey(c);
    boardMask |= highCardMask(c);
  }
  const row = omahaRowOfClass(nonFlushClass(<u32>key));
  let best = 0;
  let holeMask: u64 = 0;
  for (let i = 0; i < holeCount; i++) {
    const a = <i32>load<u8>(hole + i);
    holeMask |= highCardMask(a);
    for (let j = i + 1; j < holeCount; j++) best = max(best, omahaRowClass(row, omahaPairIndex(a, <i32>load<u8>(hole + j))));
  }
  return max(best, omahaFlushPart(key, boardMask, holeMask));
}
