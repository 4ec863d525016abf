// Exact heads-up hold'em preflop by table look-up: suit-canonical matchup keys, the packed table, range-vs-range sums, the ranking.
// The table itself (preflop-table.generated.ts, made by scripts/gen-preflop.ts) is passed in, never imported here,
// so only the equity lab downloads it.
import type { Card } from '../cards';
import { fromBase64 } from '../codes';
import { HAND_CLASSES, type RangeCombo, classCombos, formatRange } from './ranges';
import type { EquityResult } from './types';

/** Boards a heads-up preflop matchup runs out to: C(48, 5). */
export const PREFLOP_BOARDS = 1_712_304;

/** Hold'em two-card rank classes with high >= low: 91 (13 pairs + 78 unpaired). */
const RANK_PAIRS = 91;
/** Dense key space: (rank class A, rank class B, suit pattern < 64). */
export const PREFLOP_KEY_SPACE = RANK_PAIRS * RANK_PAIRS * 64;

const rankPair = (hi: number, lo: number): number => (hi * (hi + 1)) / 2 + lo;

/**
 * First-appearance suit pattern of four cards in order: the first card's suit is 0, each new suit the next
 * number; digits of the 2nd, 3rd and 4th cards packed base 4 (the 1st is always 0). Invariant under renaming suits.
 */
function pattern(c0: Card, c1: Card, c2: Card, c3: Card): number {
  const s0 = c0 & 3;
  const s1 = c1 & 3;
  const s2 = c2 & 3;
  const s3 = c3 & 3;
  const d1 = s1 === s0 ? 0 : 1;
  let n = d1 + 1;
  const d2 = s2 === s0 ? 0 : s2 === s1 ? d1 : n++;
  const d3 = s3 === s0 ? 0 : s3 === s1 ? d1 : s3 === s2 ? d2 : n;
  return d1 * 16 + d2 * 4 + d3;
}

/**
 * Key of player A's hand against player B's, the same for every matchup that differs only by renaming suits
 * (so the same exact equities) and different otherwise: each hand high rank first, and for a pair the card order
 * that gives the smaller suit pattern. Cards must be four different cards.
 */
export function orderedKey(a1: Card, a2: Card, b1: Card, b2: Card): number {
  if (a1 >> 2 < a2 >> 2) { const t = a1; a1 = a2; a2 = t; }
  if (b1 >> 2 < b2 >> 2) { const t = b1; b1 = b2; b2 = t; }
  let p = pattern(a1, a2, b1, b2);
  const aPair = a1 >> 2 === a2 >> 2;
  const bPair = b1 >> 2 === b2 >> 2;
  if (aPair) p = Math.min(p, pattern(a2, a1, b1, b2));
  if (bPair) p = Math.min(p, pattern(a1, a2, b2, b1));
  if (aPair && bPair) p = Math.min(p, pattern(a2, a1, b2, b1));
  return (rankPair(a1 >> 2, a2 >> 2) * RANK_PAIRS + rankPair(b1 >> 2, b2 >> 2)) * 64 + p;
}

/** The table's key for a matchup (the smaller of the two player orders) and whether the players are swapped in it. */
export function matchupKey(a1: Card, a2: Card, b1: Card, b2: Card): { key: number; swapped: boolean } {
  const ab = orderedKey(a1, a2, b1, b2);
  const ba = orderedKey(b1, b2, a1, a2);
  return ba < ab ? { key: ba, swapped: true } : { key: ab, swapped: false };
}

/** Decodes the key back to one representative matchup [a1, a2, b1, b2] (suits named in first-appearance order). */
export function keyToCards(key: number): [Card, Card, Card, Card] {
  const p = key % 64;
  const ranks = Math.floor(key / 64);
  const ra = Math.floor(ranks / RANK_PAIRS);
  const rb = ranks % RANK_PAIRS;
  const split = (r: number): [number, number] => {
    let hi = 0;
    while (rankPair(hi + 1, 0) <= r) hi++;
    return [hi, r - rankPair(hi, 0)];
  };
  const [h1, l1] = split(ra);
  const [h2, l2] = split(rb);
  const suits = [0, p >> 4, (p >> 2) & 3, p & 3];
  return [h1 * 4 + suits[0], l1 * 4 + suits[1], h2 * 4 + suits[2], l2 * 4 + suits[3]];
}

/** Every matchup key of the table, ascending: one per suit-canonical pair of disjoint hands up to player order. */
export function allMatchupKeys(): number[] {
  const seen = new Uint8Array(PREFLOP_KEY_SPACE);
  for (let a1 = 0; a1 < 52; a1++) {
    for (let a2 = 0; a2 < a1; a2++) {
      for (let b1 = 0; b1 < 52; b1++) {
        if (b1 === a1 || b1 === a2) continue;
        for (let b2 = 0; b2 < b1; b2++) {
          if (b2 === a1 || b2 === a2) continue;
          seen[matchupKey(a1, a2, b1, b2).key] = 1;
        }
      }
    }
  }
  const keys: number[] = [];
  for (let k = 0; k < PREFLOP_KEY_SPACE; k++) if (seen[k]) keys.push(k);
  return keys;
}

/** Exact counts over all 1,712,304 boards for the key's player order. */
export interface MatchupCounts { winsA: number; winsB: number; ties: number }

/** Packs entries (key ascending) into bytes: per entry two little-endian u32, winsA (21 bits) | winsB (21) | key (20). */
export function packPreflop(entries: readonly { key: number; winsA: number; winsB: number }[]): Uint8Array {
  const words = new Uint32Array(entries.length * 2);
  entries.forEach((e, i) => {
    words[2 * i] = (e.winsA | ((e.winsB & 0x7ff) << 21)) >>> 0;
    words[2 * i + 1] = ((e.winsB >>> 11) | (e.key << 10)) >>> 0;
  });
  const bytes = new Uint8Array(words.length * 4);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < words.length; i++) view.setUint32(i * 4, words[i], true);
  return bytes;
}

/** The preflop table: exact heads-up wins and ties for every suit-canonical matchup. Build with `decodePreflopTable`. */
export class PreflopTable {
  /** Dense key -> entry index + 1 (0: no such matchup). */
  private readonly index: Uint32Array;
  constructor(readonly keys: Uint32Array, readonly winsA: Uint32Array, readonly winsB: Uint32Array) {
    this.index = new Uint32Array(PREFLOP_KEY_SPACE);
    for (let i = 0; i < keys.length; i++) this.index[keys[i]] = i + 1;
  }

  get size(): number { return this.keys.length; }

  /** Exact counts for hand A against hand B (four different cards), in that player order. */
  lookup(a1: Card, a2: Card, b1: Card, b2: Card): MatchupCounts {
    const { key, swapped } = matchupKey(a1, a2, b1, b2);
    const i = this.index[key] - 1;
    if (i < 0) throw new Error(`The preflop table has no entry for key ${key}; it is incomplete (regenerate it with scripts/gen-preflop.ts).`);
    const wa = this.winsA[i];
    const wb = this.winsB[i];
    const ties = PREFLOP_BOARDS - wa - wb;
    return swapped ? { winsA: wb, winsB: wa, ties } : { winsA: wa, winsB: wb, ties };
  }
}

/** Reads the packed bytes (see packPreflop) into a table. Throws when the data is damaged. */
export function unpackPreflop(bytes: Uint8Array): PreflopTable {
  if (bytes.length % 8 !== 0) throw new Error('The preflop table is damaged (its length is not a whole number of entries).');
  const n = bytes.length / 8;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const keys = new Uint32Array(n);
  const winsA = new Uint32Array(n);
  const winsB = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    const w0 = view.getUint32(8 * i, true);
    const w1 = view.getUint32(8 * i + 4, true);
    winsA[i] = w0 & 0x1fffff;
    winsB[i] = (w0 >>> 21) | ((w1 & 0x3ff) << 11);
    keys[i] = w1 >>> 10;
    if (winsA[i] + winsB[i] > PREFLOP_BOARDS || (i > 0 && keys[i] <= keys[i - 1])) {
      throw new Error(`The preflop table is damaged at entry ${i}.`);
    }
  }
  return new PreflopTable(keys, winsA, winsB);
}

/** Decodes the base64 text of the generated module. */
export function decodePreflopTable(base64: string): PreflopTable {
  return unpackPreflop(fromBase64(base64));
}

/**
 * Exact heads-up preflop equity of range A against range B (combos with weights; a known hand is a range of one):
 * the weighted sum of table look-ups over every pair of combos that share no card. Same shape as computeEquity's result.
 */
export function preflopRangeEquity(table: PreflopTable, a: readonly RangeCombo[], b: readonly RangeCombo[]): EquityResult {
  let weight = 0;
  let winA = 0;
  let winB = 0;
  let tie = 0;
  for (const ca of a) {
    const [a1, a2] = ca.cards;
    for (const cb of b) {
      const [b1, b2] = cb.cards;
      if (b1 === a1 || b1 === a2 || b2 === a1 || b2 === a2) continue;
      const w = ca.weight * cb.weight;
      const m = table.lookup(a1, a2, b1, b2);
      weight += w;
      winA += w * m.winsA;
      winB += w * m.winsB;
      tie += w * m.ties;
    }
  }
  if (weight === 0) throw new Error('The two ranges can never be dealt together: they need the same cards.');
  const deals = weight * PREFLOP_BOARDS;
  const p = (wins: number): { equity: number; win: number; tie: number } =>
    ({ equity: (wins + tie / 2) / deals, win: wins / deals, tie: tie / deals });
  return { players: [p(winA), p(winB)], exact: true, samples: deals, stdError: 0 };
}

/** One of the 169 hold'em starting-hand classes with its exact equity against a random hand. */
export interface RankedClass {
  /** "AA", "AKs", "72o". */
  name: string;
  /** Combos in the class: 6 pairs, 4 suited, 12 offsuit. */
  combos: number;
  /** Exact preflop equity against one random hand. */
  equity: number;
}

const RANKS = '23456789TJQKA';

/**
 * The 169 classes strongest first by exact equity against a random hand (ties by name), from the table:
 * the order of the top-percent slider.
 */
export function preflopRanking(table: PreflopTable): RankedClass[] {
  const out: RankedClass[] = [];
  for (let hi = 12; hi >= 0; hi--) {
    for (let lo = hi; lo >= 0; lo--) {
      for (const kind of hi === lo ? [''] : ['s', 'o']) {
        // Every combo of a class is the same up to suits, so one stands for all.
        const a1 = hi * 4 + 3;
        const a2 = lo * 4 + (kind === 's' ? 3 : 2);
        let sum = 0;
        let n = 0;
        for (let b1 = 0; b1 < 52; b1++) {
          if (b1 === a1 || b1 === a2) continue;
          for (let b2 = 0; b2 < b1; b2++) {
            if (b2 === a1 || b2 === a2) continue;
            const m = table.lookup(a1, a2, b1, b2);
            sum += m.winsA + m.ties / 2;
            n++;
          }
        }
        out.push({ name: RANKS[hi] + RANKS[lo] + kind, combos: kind === '' ? 6 : kind === 's' ? 4 : 12, equity: sum / n / PREFLOP_BOARDS });
      }
    }
  }
  return out.sort((x, y) => y.equity - x.equity || (x.name < y.name ? -1 : 1));
}

/** The range of the best `percent` % of the 1,326 combos by that ranking (whole classes, so a little over), as text. */
export function topPercentRange(ranking: readonly RankedClass[], percent: number): string {
  const target = (percent / 100) * 1326;
  const combos: RangeCombo[] = [];
  let count = 0;
  for (const cls of ranking) {
    if (count >= target - 1e-9) break;
    const hc = HAND_CLASSES.find((h) => h.name === cls.name)!;
    for (const cards of classCombos(hc)) combos.push({ cards, weight: 1 });
    count += cls.combos;
  }
  return formatRange(combos);
}
