// Eight-or-better lows (H-LOW8) of up to 7 cards and Omaha lows (H-LOW8 + H-OMAHA): rank-bit masks and one 256-entry table.
//
// ───── Internal AssemblyScript API ─────
//   lowBit(card: i32): i32                 ace-low rank bit of a card: A -> bit 0, 2 -> bit 1 .. 8 -> bit 7,
//                                          0 for nines and up (they never play in a low)
//   low8OfMask(mask: i32): i32             STRENGTH of the best low from an 8-bit mask of the low ranks
//                                          present (the five lowest), or -1 when fewer than five
//   low8N(ptr: usize, n: i32): i32         best low of n u8 card ids at ptr, or -1 (any n; five or more
//                                          distinct low ranks qualify)
//   low8Five(c0..c4): i32                  low of exactly five cards, or -1 (pairs or a nine-up disqualify)
//   omahaLow8(hole: usize, holeCount: i32, board: usize, boardCount: i32): i32
//                                          best low with exactly two hole + three board cards, or -1
// STRENGTH (types.ts): 0xFFFFF - nibbles(k1..k5), k = ace-low ranks 1..8 of the five cards, descending.
// Higher is better; -1 means "no qualifying low".

const LOW_TABLE_PTR: usize = memory.data(256 * 4, 16);
const LOW_BIT_PTR: usize = memory.data(52 * 4, 16);

export function lowTableBytes(): i32 { return 256 * 4 + 52 * 4; }

@inline export function lowBit(card: i32): i32 {
  return load<i32>(LOW_BIT_PTR + (<usize>card << 2));
}

@inline export function low8OfMask(mask: i32): i32 {
  return load<i32>(LOW_TABLE_PTR + (<usize>mask << 2));
}

export function low8N(ptr: usize, n: i32): i32 {
  let mask = 0;
  for (let i = 0; i < n; i++) mask |= lowBit(<i32>load<u8>(ptr + i));
  return low8OfMask(mask);
}

@inline export function low8Five(c0: i32, c1: i32, c2: i32, c3: i32, c4: i32): i32 {
  const b0 = lowBit(c0); const b1 = lowBit(c1); const b2 = lowBit(c2); const b3 = lowBit(c3); const b4 = lowBit(c4);
  const mask = b0 | b1 | b2 | b3 | b4;
  // Five distinct low ranks: five bits set (a nine-up contributes no bit, a pair shares one).
  return popcnt(mask) == 5 ? low8OfMask(mask) : -1;
}

const HOLE_MASKS_PTR: usize = memory.data(10 * 4, 16);

export function omahaLow8(hole: usize, holeCount: i32, board: usize, boardCount: i32): i32 {
  // Hole pairs of two distinct low ranks.
  let pairs = 0;
  for (let i = 0; i < holeCount - 1; i++) {
    const a = lowBit(<i32>load<u8>(hole + i));
    if (a == 0) continue;
    for (let j = i + 1; j < holeCount; j++) {
      const b = lowBit(<i32>load<u8>(hole + j));
      if (b == 0 || b == a) continue;
      store<i32>(HOLE_MASKS_PTR + (<usize>pairs << 2), a | b);
      pairs++;
    }
  }
  if (pairs == 0) return -1;
  let best = -1;
  for (let i = 0; i < boardCount - 2; i++) {
    const a = lowBit(<i32>load<u8>(board + i));
    if (a == 0) continue;
    for (let j = i + 1; j < boardCount - 1; j++) {
      const b = lowBit(<i32>load<u8>(board + j));
      if (b == 0 || b == a) continue;
      for (let k = j + 1; k < boardCount; k++) {
        const c = lowBit(<i32>load<u8>(board + k));
        if (c == 0 || (c & (a | b)) != 0) continue;
        const triple = a | b | c;
        for (let p = 0; p < pairs; p++) {
          const pm = load<i32>(HOLE_MASKS_PTR + (<usize>p << 2));
          if ((pm & triple) == 0) {
            const s = low8OfMask(pm | triple);
            if (s > best) best = s;
          }
        }
      }
    }
  }
  return best;
}

function buildLowTables(): void {
  for (let c = 0; c < 52; c++) {
    const rank = c >> 2;
    const bit = rank == 12 ? 1 : rank <= 6 ? 1 << (rank + 1) : 0;
    store<i32>(LOW_BIT_PTR + (<usize>c << 2), bit);
  }
  for (let mask = 0; mask < 256; mask++) {
    let value = -1;
    if (popcnt(mask) >= 5) {
      // The five lowest ranks present, packed from the highest of them down (k = bit + 1).
      let packed = 0;
      let taken = 0;
      let lows = 0;
      for (let b = 0; b < 8 && taken < 5; b++) {
        if ((mask >> b) & 1) { lows |= 1 << b; taken++; }
      }
      for (let b = 7; b >= 0; b--) if ((lows >> b) & 1) packed = (packed << 4) | (b + 1);
      value = 0xfffff - packed;
    }
    store<i32>(LOW_TABLE_PTR + (<usize>mask << 2), value);
  }
}

buildLowTables();
