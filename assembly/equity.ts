// Equity kernels (issue 3): exact enumeration and seeded Monte Carlo over static buffers, integer pot-share counters.
//
// The layout shared with src/engine/equity/wasm-kernel.ts (configuration words, buffer sizes, counters) is generated
// for both sides by scripts/gen-wasm-layout.ts (assembly/layout.ts here). TypeScript writes a job into the i32 words
// at eqConfigPtr() and the card buffers, calls eqExact / eqMonteCarlo on a slice of the work, and reads the i64
// counters at eqCountersPtr(). One pot is POT units (2 * lcm(1..10)), so every split share is a whole number.
// High-only games count each showdown's set of winners in a histogram (one add per showdown) and fold it into the
// counters at the end of the call.
//
// Fast paths: hold'em high keeps the board's additive key per enumeration level (eval-high's
// highCardKey / highCardMask) and adds each player's two-card key at the leaf; Omaha high (and hi/lo)
// combines per-player hole-pair keys (and low masks) with the board's ten triples. Exact hold'em boards are
// visited once per suit-symmetry orbit, weighted by the orbit's size; exact Omaha counts board rank multisets and
// deals only the boards that can make a flush (see "exact Omaha by board rank multisets"). Hold'em Monte
// Carlo deals from a partially shuffled deck (no rejection). Every other rule goes through ruleStrength.
import { ruleStrength, NO_LOW } from './equity_rules';
import { RULE_HIGH, RULE_OMAHA_HIGH, RULE_OMAHA_LOW8 } from './eval-five';
import { HIGH_CLASS_COUNT, HIGH_KEY_BASE, highCardKey, highCardMask, highClass, nonFlushClass } from './eval-high';
import { lowBit, low8OfMask } from './eval-low';
import { omahaBestFlush, omahaBoardRowOfKey, omahaPairIndex, omahaRowClass, omahaRowOfClass } from './eval-omaha';
import {
  BOARD_WORDS, CFG_BOARD_KNOWN, CFG_BOARD_SIZE, CFG_BOARD_TO_COME, CFG_DECK_SIZE, CFG_FAST_PATH, CFG_GAVE_UP, CFG_HIGH_RULE,
  CFG_KIND, CFG_KNOWN, CFG_LOW_RULE, CFG_PLAYERS, CFG_RANGE, CFG_RANGES_READY, CFG_TELESINA_HU, CFG_TO_COME, CFG_UNIFORM_RANGES, CFG_WORDS,
  CNT_HIGH, CNT_LOW, CNT_NO_LOW, CNT_SAMPLES, CNT_SHARE, CNT_SHARE_SQUARES, CNT_TIE, CNT_WIN, COUNTER_STRIDE, COUNTER_WORDS,
  DECK_WORDS, FAST_HOLDEM, FAST_OMAHA, FAST_OMAHA_HILO, KIND_OWN, MAX_COMBOS, MAX_PLAYERS, PLAYER_SLOT,
} from './layout';

const POT: i64 = 5040;

const CONFIG = memory.data(CFG_WORDS * 4, 16);
const KNOWN = memory.data(MAX_PLAYERS * PLAYER_SLOT * 4, 16); // fixed cards per player
const BOARD_KNOWN = memory.data(BOARD_WORDS * 4, 16);
const DECK = memory.data(DECK_WORDS * 4, 16); // live cards, ascending
const COMBO_CARDS = memory.data(MAX_PLAYERS * MAX_COMBOS * 2 * 4, 16); // range combos per player (i32 pairs)
const COMBO_CUMULATIVE = memory.data(MAX_PLAYERS * MAX_COMBOS * 8, 16); // running weight totals (f64)
// counters (i64): per player COUNTER_STRIDE words (CNT_*), then CNT_SAMPLES and CNT_NO_LOW
const COUNTERS = memory.data(COUNTER_WORDS * 8, 16);
const HISTOGRAM = memory.data(1024 * 8, 16); // high-only: showdowns per winner set (bit p = player p)

// working state
const OWN = memory.data(MAX_PLAYERS * PLAYER_SLOT * 4, 16); // each player's cards during a deal
const OWN_SIZE = memory.data(MAX_PLAYERS * 4, 16);
const BOARD = memory.data(8 * 4, 16);
const HIGH = memory.data(MAX_PLAYERS * 4, 16);
const LOW = memory.data(MAX_PLAYERS * 4, 16);
const UNITS = memory.data(MAX_PLAYERS * 8, 16);
const USED = memory.data(64 * 4, 16); // per deck index: in use in this deal
const STAMP = memory.data(64 * 4, 16); // per card id: the trial that took it (Monte Carlo)
const POS_DEST = memory.data(64 * 4, 16); // enumeration: where each dealt position goes
const POS_FIRST = memory.data(64 * 4, 16); // 1 when the position starts a new slot
const HOLE_KEY = memory.data(MAX_PLAYERS * 8, 16); // hold'em: each player's two-card key
const HOLE_MASK = memory.data(MAX_PLAYERS * 8, 16);
const PAIR_KEY = memory.data(MAX_PLAYERS * 10 * 8, 16); // Omaha: each player's hole pairs (up to 10)
const PAIR_MASK = memory.data(MAX_PLAYERS * 10 * 8, 16);
const PAIR_COUNT = memory.data(MAX_PLAYERS * 4, 16);
const TRIPLE_KEY = memory.data(10 * 8, 16); // Omaha: the board's ten three-card keys
const TRIPLE_MASK = memory.data(10 * 8, 16);
const TRIPLE_LOW = memory.data(10 * 4, 16); // Omaha hi/lo: the board triples' low-rank masks
const PAIR_LOW = memory.data(MAX_PLAYERS * 10 * 4, 16); // Omaha hi/lo: each hole pair's low-rank mask (0: no low)
const PAIR_RANK = memory.data(MAX_PLAYERS * 10 * 4, 16); // Omaha: each player's distinct pair rank classes
const PAIR_RANK_COUNT = memory.data(MAX_PLAYERS * 4, 16);
const PAIR_RIDX = memory.data(MAX_PLAYERS * 10 * 4, 16); // Omaha: each hole pair's rank class (eval-omaha.ts)
const PAIR_SUIT = memory.data(MAX_PLAYERS * 10 * 4, 16); // Omaha: each hole pair's suit when suited, else -1

export function eqConfigPtr(): usize { return CONFIG; }
export function eqKnownPtr(): usize { return KNOWN; }
export function eqBoardPtr(): usize { return BOARD_KNOWN; }
export function eqDeckPtr(): usize { return DECK; }
export function eqComboCardsPtr(): usize { return COMBO_CARDS; }
export function eqComboWeightsPtr(): usize { return COMBO_CUMULATIVE; }
export function eqCountersPtr(): usize { return COUNTERS; }
export function eqMaxCombos(): i32 { return MAX_COMBOS; }

@inline function cfg(i: i32): i32 { return load<i32>(CONFIG + (<usize>i << 2)); }
@inline function counterAdd(word: i32, v: i64): void {
  const at = COUNTERS + (<usize>word << 3);
  store<i64>(at, load<i64>(at) + v);
}
@inline function histogramAdd(winners: i32): void {
  const at = HISTOGRAM + (<usize>winners << 3);
  store<i64>(at, load<i64>(at) + 1);
}

export function eqResetCounters(): void {
  memory.fill(COUNTERS, 0, COUNTER_WORDS * 8);
  memory.fill(HISTOGRAM, 0, 1024 * 8);
}

/** Folds the winner-set histogram into the per-player counters (and clears it). */
function foldHistogram(n: i32): void {
  const sets = 1 << n;
  for (let set = 1; set < sets; set++) {
    const at = HISTOGRAM + (<usize>set << 3);
    const count = load<i64>(at);
    if (count == 0) continue;
    store<i64>(at, 0);
    const k = popcnt(set);
    const each = POT / <i64>k;
    for (let p = 0; p < n; p++) {
      if (((set >> p) & 1) == 0) continue;
      counterAdd(p * COUNTER_STRIDE + CNT_SHARE, each * count);
      counterAdd(p * COUNTER_STRIDE + CNT_SHARE_SQUARES, each * each * count);
      counterAdd(p * COUNTER_STRIDE + (k == 1 ? CNT_WIN : CNT_TIE), count);
    }
    counterAdd(CNT_SAMPLES, count);
  }
}

// --- showdown ---

@inline function telesinaStraightFlushTop(s: i32, q: i32): bool {
  return (s >>> 25) == 8 && ((s >>> 22) & 7) == q;
}

/** a beats b. H-TELESINA-HU: heads-up, the T-9-8-7-A straight flush (top q 3) beats A-K-Q-J-T (top q 7). */
@inline function beats(a: i32, b: i32, telesinaHeadsUp: bool): bool {
  if (telesinaHeadsUp) {
    if (telesinaStraightFlushTop(a, 3) && telesinaStraightFlushTop(b, 7)) return true;
    if (telesinaStraightFlushTop(a, 7) && telesinaStraightFlushTop(b, 3)) return false;
  }
  return a > b;
}

/** Telesina STRENGTH of the T-9-8-7-A straight flush in card suit `suit` (t: hearts 3, diamonds 2, clubs 1, spades 0). */
@inline function telesinaLowestStraightFlush(suit: i32): i32 {
  return (8 << 25) | (3 << 22) | (((suit + 1) & 3) << 20);
}

/** The card suit (0..3) in which `cards` (count `size`) and the board hold A, T, 9, 8 and 7, or -1. */
function lowestStraightFlushSuit(own: usize, size: i32, boardSize: i32): i32 {
  let mask: u64 = 0;
  for (let i = 0; i < size; i++) mask |= (<u64>1) << <u64>load<i32>(own + (<usize>i << 2));
  for (let i = 0; i < boardSize; i++) mask |= (<u64>1) << <u64>load<i32>(BOARD + (<usize>i << 2));
  for (let suit = 0; suit < 4; suit++) {
    const need: u64 = (<u64>1 << <u64>(48 + suit)) | (<u64>1 << <u64>(32 + suit)) | (<u64>1 << <u64>(28 + suit))
      | (<u64>1 << <u64>(24 + suit)) | (<u64>1 << <u64>(20 + suit)); // A, T, 9, 8, 7 (card id = rank * 4 + suit)
    if ((mask & need) == need) return suit;
  }
  return -1;
}

/**
 * H-TELESINA-HU, as src/engine/showdown decides it: heads-up against A-K-Q-J-T, a player whose cards and Vela
 * also hold T-9-8-7-A (six suited cards: a higher straight flush is their best hand) shows the T-9-8-7-A.
 */
function telesinaHeadsUpSwap(boardSize: i32): void {
  for (let p = 0; p < 2; p++) {
    const mine = load<i32>(HIGH + (<usize>p << 2));
    const theirs = load<i32>(HIGH + (<usize>(1 - p) << 2));
    if ((mine >>> 25) != 8 || !telesinaStraightFlushTop(theirs, 7) || telesinaStraightFlushTop(mine, 3)) continue;
    const own = OWN + (<usize>(p * PLAYER_SLOT) << 2);
    const suit = lowestStraightFlushSuit(own, load<i32>(OWN_SIZE + (<usize>p << 2)), boardSize);
    if (suit >= 0) store<i32>(HIGH + (<usize>p << 2), telesinaLowestStraightFlush(suit));
  }
}

/** The set of players (bit p) with the best value at `values`; values < 0 do not compete. */
function winners(values: usize, n: i32, telesinaHeadsUp: bool): i32 {
  let best: i32 = -1;
  let set: i32 = 0;
  for (let i = 0; i < n; i++) {
    const v = load<i32>(values + (<usize>i << 2));
    if (v < 0) continue;
    if (set == 0 || beats(v, best, telesinaHeadsUp)) { best = v; set = 1 << i; }
    else if (!beats(best, v, telesinaHeadsUp)) set |= 1 << i;
  }
  return set;
}

/** Gives `pot` units to the players in `set` (equal shares), also to counter word `word` (CNT_HIGH or CNT_LOW). */
function award(set: i32, n: i32, pot: i64, word: i32, weight: i64): void {
  const each = pot / <i64>popcnt(set);
  for (let i = 0; i < n; i++) {
    if (((set >> i) & 1) == 0) continue;
    const at = UNITS + (<usize>i << 3);
    store<i64>(at, load<i64>(at) + each);
    counterAdd(i * COUNTER_STRIDE + word, each * weight);
  }
}

/** Scores the deal held in OWN / BOARD with the generic rule evaluators (H-LOW8: no qualifying low, the high hand scoops). */
function scoreDeal(): void {
  const n = cfg(CFG_PLAYERS);
  const ownOnly = cfg(CFG_KIND) == KIND_OWN;
  const highRule = cfg(CFG_HIGH_RULE);
  const lowRule = cfg(CFG_LOW_RULE);
  const telesinaHeadsUp = cfg(CFG_TELESINA_HU) != 0 && n == 2;
  const boardSize = ownOnly ? 0 : cfg(CFG_BOARD_SIZE);
  for (let p = 0; p < n; p++) {
    const own = OWN + (<usize>(p * PLAYER_SLOT) << 2);
    const size = load<i32>(OWN_SIZE + (<usize>p << 2));
    store<i32>(HIGH + (<usize>p << 2), ruleStrength(highRule, own, size, BOARD, boardSize));
    if (lowRule >= 0) {
      const low = ruleStrength(lowRule, own, size, BOARD, boardSize);
      store<i32>(LOW + (<usize>p << 2), low == NO_LOW ? -1 : low);
    }
  }
  if (telesinaHeadsUp) telesinaHeadsUpSwap(boardSize);
  if (lowRule < 0) {
    histogramAdd(winners(HIGH, n, telesinaHeadsUp));
    return;
  }
  scoreHighLow(n, telesinaHeadsUp, 1);
}

/** Hi/lo showdown from HIGH and LOW (-1 = no low), counted `weight` times (H-LOW8: no low, the high hand scoops). */
function scoreHighLow(n: i32, telesinaHeadsUp: bool, weight: i64): void {
  memory.fill(UNITS, 0, MAX_PLAYERS * 8);
  const lowSet = winners(LOW, n, false);
  if (lowSet != 0) {
    award(winners(HIGH, n, telesinaHeadsUp), n, POT / 2, CNT_HIGH, weight);
    award(lowSet, n, POT / 2, CNT_LOW, weight);
  } else {
    counterAdd(CNT_NO_LOW, weight);
    award(winners(HIGH, n, telesinaHeadsUp), n, POT, CNT_HIGH, weight);
  }
  for (let p = 0; p < n; p++) {
    const u = load<i64>(UNITS + (<usize>p << 3));
    counterAdd(p * COUNTER_STRIDE + CNT_SHARE, u * weight);
    counterAdd(p * COUNTER_STRIDE + CNT_SHARE_SQUARES, u * u * weight);
    if (u == POT) counterAdd(p * COUNTER_STRIDE + CNT_WIN, weight);
    else if (u > 0) counterAdd(p * COUNTER_STRIDE + CNT_TIE, weight);
  }
  counterAdd(CNT_SAMPLES, weight);
}

// --- fast leaves (hold'em high, Omaha high) ---

const PATH_GENERIC: i32 = 0;
const PATH_HOLDEM: i32 = 1;
const PATH_OMAHA: i32 = 2;
const PATH_OMAHA_HIGH_LOW: i32 = 3;

/** Which leaf to use (CFG_FAST_PATH, set by TypeScript: FAST_HOLDEM, FAST_OMAHA, FAST_OMAHA_HILO, else the generic one). */
function choosePath(): i32 {
  const fast = cfg(CFG_FAST_PATH);
  if (fast == FAST_HOLDEM && cfg(CFG_HIGH_RULE) == RULE_HIGH && cfg(CFG_LOW_RULE) < 0) return PATH_HOLDEM;
  if (fast == FAST_OMAHA && cfg(CFG_HIGH_RULE) == RULE_OMAHA_HIGH && cfg(CFG_LOW_RULE) < 0) return PATH_OMAHA;
  if (fast == FAST_OMAHA_HILO && cfg(CFG_HIGH_RULE) == RULE_OMAHA_HIGH && cfg(CFG_LOW_RULE) == RULE_OMAHA_LOW8) return PATH_OMAHA_HIGH_LOW;
  return PATH_GENERIC;
}

/** Hold'em: each player's two-card key from OWN (call when the hole cards change). */
function holeKeys(p: i32): void {
  const own = OWN + (<usize>(p * PLAYER_SLOT) << 2);
  const a = load<i32>(own);
  const b = load<i32>(own, 4);
  store<u64>(HOLE_KEY + (<usize>p << 3), highCardKey(a) + highCardKey(b));
  store<u64>(HOLE_MASK + (<usize>p << 3), highCardMask(a) | highCardMask(b));
}

/** Omaha: each player's hole pairs (exactly two hole cards, H-OMAHA). */
function pairKeys(p: i32): void {
  const own = OWN + (<usize>(p * PLAYER_SLOT) << 2);
  const size = load<i32>(OWN_SIZE + (<usize>p << 2));
  let k = 0;
  const base = <usize>(p * 10) << 3;
  for (let i = 0; i < size - 1; i++) {
    const a = load<i32>(own + (<usize>i << 2));
    for (let j = i + 1; j < size; j++) {
      const b = load<i32>(own + (<usize>j << 2));
      store<u64>(PAIR_KEY + base + (<usize>k << 3), HIGH_KEY_BASE + highCardKey(a) + highCardKey(b));
      store<u64>(PAIR_MASK + base + (<usize>k << 3), highCardMask(a) | highCardMask(b));
      const la = lowBit(a);
      const lb = lowBit(b);
      store<i32>(PAIR_LOW + (<usize>(p * 10 + k) << 2), la != 0 && lb != 0 && la != lb ? la | lb : 0);
      store<i32>(PAIR_RIDX + (<usize>(p * 10 + k) << 2), omahaPairIndex(a, b));
      store<i32>(PAIR_SUIT + (<usize>(p * 10 + k) << 2), (a & 3) == (b & 3) ? a & 3 : -1);
      k++;
    }
  }
  store<i32>(PAIR_COUNT + (<usize>p << 2), k);
  // The distinct rank classes of the pairs (rows of the Omaha table, eval-omaha.ts).
  const at = PAIR_RANK + (<usize>(p * 10) << 2);
  let ranks = 0;
  for (let q = 0; q < k; q++) {
    const key = <u32>load<i32>(PAIR_RIDX + (<usize>(p * 10 + q) << 2));
    let seen = false;
    for (let r = 0; r < ranks; r++) if (load<u32>(at + (<usize>r << 2)) == key) { seen = true; break; }
    if (!seen) { store<u32>(at + (<usize>ranks << 2), key); ranks++; }
  }
  store<i32>(PAIR_RANK_COUNT + (<usize>p << 2), ranks);
}

/** Hold'em leaf: board key and mask include the base; returns the winner set. */
@inline function holdemWinners(n: i32, key: u64, mask: u64): i32 {
  let best: i32 = -1;
  let set: i32 = 0;
  for (let p = 0; p < n; p++) {
    const cls = highClass(key + load<u64>(HOLE_KEY + (<usize>p << 3)), mask | load<u64>(HOLE_MASK + (<usize>p << 3)));
    if (cls > best) { best = cls; set = 1 << p; } else if (cls == best) set |= 1 << p;
  }
  return set;
}

/**
 * Omaha: the board's row of the Omaha table, whether it can make a flush, and its ten three-card keys (and
 * eight-or-better low masks, 0 when the three are not distinct lows). High-only boards that cannot make a flush
 * need none of the triples, so they are skipped (`lows` false).
 */
function omahaTriples(lows: bool): void {
  let suits = 0; // four 4-bit counters
  let rankKey: u32 = 0;
  for (let i = 0; i < 5; i++) {
    const c = load<i32>(BOARD + (<usize>i << 2));
    suits += 1 << ((c & 3) << 2);
    rankKey += <u32>highCardKey(c);
  }
  // Omaha needs three board cards of a suit for a flush; the ranks alone give the rest through the Omaha table.
  const flush = (suits + 0x5555) & 0x8888; // some counter >= 3
  boardCanFlush = flush != 0;
  flushSuit = boardCanFlush ? <i32>(ctz(flush) >> 2) : -1;
  omahaRow = omahaBoardRowOfKey(rankKey);
  if (!boardCanFlush && !lows) return;
  let t = 0;
  for (let i = 0; i < 3; i++) {
    const a = load<i32>(BOARD + (<usize>i << 2));
    for (let j = i + 1; j < 4; j++) {
      const b = load<i32>(BOARD + (<usize>j << 2));
      for (let k = j + 1; k < 5; k++) {
        const c = load<i32>(BOARD + (<usize>k << 2));
        store<u64>(TRIPLE_KEY + (<usize>t << 3), highCardKey(a) + highCardKey(b) + highCardKey(c));
        store<u64>(TRIPLE_MASK + (<usize>t << 3), highCardMask(a) | highCardMask(b) | highCardMask(c));
        const la = lowBit(a); const lb = lowBit(b); const lc = lowBit(c);
        const low = la | lb | lc;
        store<i32>(TRIPLE_LOW + (<usize>t << 2), popcnt(low) == 3 ? low : 0);
        t++;
      }
    }
  }
}

let boardCanFlush = true;
let flushSuit = -1;
let omahaRow: usize = 0;

/**
 * Omaha high class of player p (best hole pair + board triple, H-OMAHA): one table look-up per distinct pair rank class
 * (eval-omaha.ts); when the board has three of a suit, the player's pairs of that suit are also tried with every triple.
 */
@inline function omahaHighOfPlayer(p: i32): i32 {
  let mine: i32 = 0;
  const ranks = load<i32>(PAIR_RANK_COUNT + (<usize>p << 2));
  const at = PAIR_RANK + (<usize>(p * 10) << 2);
  for (let q = 0; q < ranks; q++) {
    const cls = omahaRowClass(omahaRow, load<i32>(at + (<usize>q << 2)));
    if (cls > mine) mine = cls;
  }
  if (!boardCanFlush) return mine;
  const pairs = load<i32>(PAIR_COUNT + (<usize>p << 2));
  const base = <usize>(p * 10) << 3;
  for (let q = 0; q < pairs; q++) {
    if (load<i32>(PAIR_SUIT + (<usize>(p * 10 + q) << 2)) != flushSuit) continue;
    const pk = load<u64>(PAIR_KEY + base + (<usize>q << 3));
    const pm = load<u64>(PAIR_MASK + base + (<usize>q << 3));
    for (let r = 0; r < 10; r++) {
      const cls = highClass(pk + load<u64>(TRIPLE_KEY + (<usize>r << 3)), pm | load<u64>(TRIPLE_MASK + (<usize>r << 3)));
      if (cls > mine) mine = cls;
    }
  }
  return mine;
}

/** Omaha high leaf: the five board cards are in BOARD; returns the winner set. */
function omahaWinners(n: i32): i32 {
  omahaTriples(false);
  let best: i32 = -1;
  let set: i32 = 0;
  for (let p = 0; p < n; p++) {
    const mine = omahaHighOfPlayer(p);
    if (mine > best) { best = mine; set = 1 << p; } else if (mine == best) set |= 1 << p;
  }
  return set;
}

/** Omaha hi/lo leaf (H-LOW8 with exactly two hole and three board cards), counted `weight` times. */
function omahaHighLow(n: i32, weight: i64): void {
  omahaTriples(true);
  let boardLows = 0;
  for (let t = 0; t < 10; t++) boardLows |= load<i32>(TRIPLE_LOW + (<usize>t << 2));
  for (let p = 0; p < n; p++) {
    store<i32>(HIGH + (<usize>p << 2), omahaHighOfPlayer(p));
    let low = -1;
    if (boardLows != 0) {
      const pairs = load<i32>(PAIR_COUNT + (<usize>p << 2));
      for (let q = 0; q < pairs; q++) {
        const pl = load<i32>(PAIR_LOW + (<usize>(p * 10 + q) << 2));
        if (pl == 0) continue;
        for (let t = 0; t < 10; t++) {
          const tl = load<i32>(TRIPLE_LOW + (<usize>t << 2));
          if (tl == 0 || (tl & pl) != 0) continue;
          const v = low8OfMask(tl | pl);
          if (v > low) low = v;
        }
      }
    }
    store<i32>(LOW + (<usize>p << 2), low);
  }
  scoreHighLow(n, false, weight);
}

// --- dealing ---

/** Copies the fixed cards into the working hands and board; returns the number of positions to deal. */
function prepareDeal(): i32 {
  const n = cfg(CFG_PLAYERS);
  const boardKnown = cfg(CFG_BOARD_KNOWN);
  const boardToCome = cfg(CFG_BOARD_TO_COME);
  for (let i = 0; i < boardKnown; i++) store<i32>(BOARD + (<usize>i << 2), load<i32>(BOARD_KNOWN + (<usize>i << 2)));
  let pos = 0;
  for (let i = 0; i < boardToCome; i++) {
    store<usize>(POS_DEST + (<usize>pos << 2), BOARD + (<usize>(boardKnown + i) << 2));
    store<i32>(POS_FIRST + (<usize>pos << 2), i == 0 ? 1 : 0);
    pos++;
  }
  for (let p = 0; p < n; p++) {
    const known = load<i32>(CONFIG + (<usize>(CFG_KNOWN + p) << 2));
    const base = (p * PLAYER_SLOT) << 2;
    for (let i = 0; i < known; i++) store<i32>(OWN + <usize>(base + (i << 2)), load<i32>(KNOWN + <usize>(base + (i << 2))));
    const toCome = load<i32>(CONFIG + (<usize>(CFG_TO_COME + p) << 2));
    const start = known + (load<i32>(CONFIG + (<usize>(CFG_RANGE + p) << 2)) > 0 ? 2 : 0);
    store<i32>(OWN_SIZE + (<usize>p << 2), start + toCome);
    for (let i = 0; i < toCome; i++) {
      store<usize>(POS_DEST + (<usize>pos << 2), OWN + <usize>(base + ((start + i) << 2)));
      store<i32>(POS_FIRST + (<usize>pos << 2), i == 0 ? 1 : 0);
      pos++;
    }
  }
  return pos;
}

let positions: i32 = 0;
let deckSize: i32 = 0;
let players: i32 = 0;

/** Generic exact: deals position `pos` onwards from deck indexes >= `from` (a new slot starts again at 0). */
function enumerate(pos: i32, from: i32): void {
  if (pos == positions) { scoreDeal(); return; }
  const dest = load<usize>(POS_DEST + (<usize>pos << 2));
  const start = load<i32>(POS_FIRST + (<usize>pos << 2)) != 0 ? 0 : from;
  for (let i = start; i < deckSize; i++) {
    const usedAt = USED + (<usize>i << 2);
    if (load<i32>(usedAt) != 0) continue;
    store<i32>(usedAt, 1);
    store<i32>(dest, load<i32>(DECK + (<usize>i << 2)));
    enumerate(pos + 1, i + 1);
    store<i32>(usedAt, 0);
  }
}

// --- exact enumeration of the board with suit symmetry ---
// The symmetry group G: the suit permutations that map every player's hand, the known board and the live deck
// onto themselves. Boards are enumerated from the highest card id down; a board is kept only when its card
// set, read as a 52-bit number, is the largest of its orbit under G, and then counts |G| / |stabilizer| times.
// A prefix is dropped as soon as a permutation beats it on the ranks above its lowest card (those bits are final).

const RANK_BITS: u64 = 0x1111111111111; // bit 4r for every rank r
const PERMS = memory.data(24 * 4 * 4, 16); // target suit of each suit, per permutation in G other than the identity
let permCount: i32 = 0;
let groupSize: i32 = 1;

@inline function applyPerm(g: i32, set: u64): u64 {
  const base = PERMS + (<usize>g << 4);
  return ((set & RANK_BITS) << <u64>load<i32>(base)) | (((set >> 1) & RANK_BITS) << <u64>load<i32>(base, 4))
    | (((set >> 2) & RANK_BITS) << <u64>load<i32>(base, 8)) | (((set >> 3) & RANK_BITS) << <u64>load<i32>(base, 12));
}

@inline function cardSet(cards: usize, n: i32): u64 {
  let set: u64 = 0;
  for (let i = 0; i < n; i++) set |= <u64>1 << <u64>load<i32>(cards + (<usize>i << 2));
  return set;
}

const PERM_TRY = memory.data(4 * 4, 16);

/** Fills PERMS with G (without the identity). */
function findSymmetries(): void {
  permCount = 0;
  const n = players;
  const board = cardSet(BOARD, cfg(CFG_BOARD_KNOWN));
  const deck = cardSet(DECK, deckSize);
  for (let a = 0; a < 4; a++) for (let b = 0; b < 4; b++) for (let c = 0; c < 4; c++) {
    if (a == b || a == c || b == c) continue;
    const d = 6 - a - b - c;
    if (a == 0 && b == 1 && c == 2) continue; // the identity
    store<i32>(PERM_TRY, a); store<i32>(PERM_TRY, b, 4); store<i32>(PERM_TRY, c, 8); store<i32>(PERM_TRY, d, 12);
    memory.copy(PERMS + (<usize>permCount << 4), PERM_TRY, 16);
    let ok = applyPerm(permCount, board) == board && applyPerm(permCount, deck) == deck;
    for (let p = 0; ok && p < n; p++) {
      const hand = cardSet(OWN + (<usize>(p * PLAYER_SLOT) << 2), load<i32>(OWN_SIZE + (<usize>p << 2)));
      ok = applyPerm(permCount, hand) == hand;
    }
    if (ok) permCount++;
  }
  groupSize = permCount + 1;
}

/** Permutations still undecided after adding card c to `set`: -1 when one of them beats the set (drop the prefix). */
@inline function stillAlive(set: u64, card: i32, alive: i32): i32 {
  const shift = <u64>(((card >> 2) + 1) << 2);
  const high = set >> shift;
  let live = alive;
  for (let j = 0; j < permCount; j++) {
    if (((live >> j) & 1) == 0) continue;
    const g = applyPerm(j, set) >> shift;
    if (g > high) return -1;
    if (g < high) live &= ~(1 << j);
  }
  return live;
}

/** Weight of a complete board: 0 when it is not the largest of its orbit, else |G| / |stabilizer|. */
@inline function boardWeight(set: u64, alive: i32): i32 {
  if (alive == 0) return groupSize;
  let stabilizer = 1;
  for (let j = 0; j < permCount; j++) {
    if (((alive >> j) & 1) == 0) continue;
    const g = applyPerm(j, set);
    if (g > set) return 0;
    if (g == set) stabilizer++;
  }
  return groupSize / stabilizer;
}

@inline function histogramAddMany(winners: i32, count: i64): void {
  const at = HISTOGRAM + (<usize>winners << 3);
  store<i64>(at, load<i64>(at) + count);
}

/** Hold'em: deals board position `pos` from deck indexes below `below`, keeping the board key per level. */
function enumerateHoldem(pos: i32, below: i32, key: u64, mask: u64, set: u64, alive: i32): void {
  if (pos == positions - 1 && alive == 0) { lastCardUnweighted(below, key, mask); return; }
  for (let i = below - 1; i >= 0; i--) {
    const c = load<i32>(DECK + (<usize>i << 2));
    const next = set | (<u64>1 << <u64>c);
    if (pos == positions - 1) {
      const w = boardWeight(next, alive); // the full comparison decides a complete board
      if (w > 0) histogramAddMany(holdemWinners(players, key + highCardKey(c), mask | highCardMask(c)), w);
      continue;
    }
    const live = alive == 0 ? 0 : stillAlive(next, c, alive);
    if (live < 0) continue;
    enumerateHoldem(pos + 1, i, key + highCardKey(c), mask | highCardMask(c), next, live);
  }
}

/** The last board card when no permutation is undecided: every board weighs |G|; outcomes counted in locals. */
function lastCardUnweighted(below: i32, key: u64, mask: u64): void {
  const n = players;
  const w = <i64>groupSize;
  if (n == 2) {
    const k0 = key + load<u64>(HOLE_KEY);
    const m0 = mask | load<u64>(HOLE_MASK);
    const k1 = key + load<u64>(HOLE_KEY, 8);
    const m1 = mask | load<u64>(HOLE_MASK, 8);
    let first = 0;
    let second = 0;
    for (let i = 0; i < below; i++) {
      const c = load<i32>(DECK + (<usize>i << 2));
      const ck = highCardKey(c);
      const cm = highCardMask(c);
      const a = highClass(k0 + ck, m0 | cm);
      const b = highClass(k1 + ck, m1 | cm);
      first += <i32>(a > b);
      second += <i32>(b > a);
    }
    histogramAddMany(1, <i64>first * w);
    histogramAddMany(2, <i64>second * w);
    histogramAddMany(3, <i64>(below - first - second) * w);
  } else if (n == 3) {
    const k0 = key + load<u64>(HOLE_KEY);
    const m0 = mask | load<u64>(HOLE_MASK);
    const k1 = key + load<u64>(HOLE_KEY, 8);
    const m1 = mask | load<u64>(HOLE_MASK, 8);
    const k2 = key + load<u64>(HOLE_KEY, 16);
    const m2 = mask | load<u64>(HOLE_MASK, 16);
    for (let i = 0; i < below; i++) {
      const c = load<i32>(DECK + (<usize>i << 2));
      const ck = highCardKey(c);
      const cm = highCardMask(c);
      const a = highClass(k0 + ck, m0 | cm);
      const b = highClass(k1 + ck, m1 | cm);
      const d = highClass(k2 + ck, m2 | cm);
      const top = max(a, max(b, d));
      histogramAddMany(<i32>(a == top) | (<i32>(b == top) << 1) | (<i32>(d == top) << 2), w);
    }
  } else {
    for (let i = 0; i < below; i++) {
      const c = load<i32>(DECK + (<usize>i << 2));
      histogramAddMany(holdemWinners(n, key + highCardKey(c), mask | highCardMask(c)), w);
    }
  }
}

let omahaSplit = false;

// --- exact Omaha by board rank multisets ---
// Without a flush an Omaha showdown depends only on ranks: each player's high is a row of the Omaha table
// (eval-omaha.ts) and the eight-or-better low (H-LOW8) is a function of ranks. So each multiset of board ranks to
// come is scored once and counted as often as the live deck can deal it (a product of binomials). Only boards with
// three or more cards of a suit in which some player holds two hole cards can make a flush (H-OMAHA: two hole and
// three board cards); those are dealt one by one, scored in full (the stored rank result and the flushes) and taken
// off their multiset's count. Five board cards hold at most one suit three times, so no board is counted twice.
// Work unit u (a card id) with u % 4 == 0 holds the boards whose highest rank to come is u / 4; the other units are
// empty. About 6,000 multisets plus the flush boards replace the 1.7 M boards of a heads-up enumeration.

const RANK_LIVE = memory.data(16 * 4, 16); // live cards per rank
const SUIT_RANKS = memory.data(MAX_PLAYERS * 4 * 4, 16); // per player and suit: the 13-bit mask of its hole ranks
const ROW_HIGH: usize = heap.alloc(<usize>(HIGH_CLASS_COUNT * MAX_PLAYERS * 4)); // per board class and player: best high without a flush
const ROW_LOW: usize = heap.alloc(<usize>(HIGH_CLASS_COUNT * MAX_PLAYERS * 4)); // ... and best low (-1: none)
const ROW_COUNT: usize = heap.alloc(<usize>(HIGH_CLASS_COUNT * 8)); // boards of that rank multiset still to count
const ROW_WINNERS: usize = heap.alloc(<usize>(HIGH_CLASS_COUNT * 4)); // high only: the winner set of that multiset
const ROW_LIST: usize = heap.alloc(<usize>(HIGH_CLASS_COUNT * 4)); // the board classes seen in this unit
let rowListSize = 0;
let knownRankKey: u32 = 0;
let knownLowMask = 0;
let toComeCards = 0;
let flushSuitNow = 0;
let knownSuitRanks = 0; // known board ranks of flushSuitNow
let knownSuitCount = 0;

/** n choose k for n <= 4. */
@inline function choose4(n: i32, k: i32): i64 {
  return <i64>load<u8>(BINOMIAL4 + <usize>(n * 5 + k));
}
const BINOMIAL4 = memory.data<u8>([1, 0, 0, 0, 0, 1, 1, 0, 0, 0, 1, 2, 1, 0, 0, 1, 3, 3, 1, 0, 1, 4, 6, 4, 1]);

/** A rank multiset is complete: score it (highs, lows, winners) from its board class. */
function rankLeaf(key: u32, weight: i64, lowMask: i32): void {
  const n = players;
  const cls = nonFlushClass(knownRankKey + key);
  const row = omahaRowOfClass(cls);
  const at = <usize>(cls * MAX_PLAYERS) << 2;
  const lows = omahaSplit && popcnt(lowMask) >= 3;
  let best: i32 = -1;
  let set = 0;
  for (let p = 0; p < n; p++) {
    let mine: i32 = 0;
    const ranks = load<i32>(PAIR_RANK_COUNT + (<usize>p << 2));
    const pr = PAIR_RANK + (<usize>(p * 10) << 2);
    for (let q = 0; q < ranks; q++) {
      const c = omahaRowClass(row, load<i32>(pr + (<usize>q << 2)));
      if (c > mine) mine = c;
    }
    store<i32>(ROW_HIGH + at + (<usize>p << 2), mine);
    if (mine > best) { best = mine; set = 1 << p; } else if (mine == best) set |= 1 << p;
    if (omahaSplit) store<i32>(ROW_LOW + at + (<usize>p << 2), lows ? lowOfRanks(p, lowMask) : -1);
  }
  store<i32>(ROW_WINNERS + (<usize>cls << 2), set);
  store<i64>(ROW_COUNT + (<usize>cls << 3), weight);
  store<i32>(ROW_LIST + (<usize>rowListSize << 2), cls);
  rowListSize++;
}

/** H-LOW8 with exactly two hole cards: the best low of player p with a board of distinct low ranks `board` (3+ bits). */
function lowOfRanks(p: i32, board: i32): i32 {
  let low = -1;
  const pairs = load<i32>(PAIR_COUNT + (<usize>p << 2));
  for (let q = 0; q < pairs; q++) {
    const pl = load<i32>(PAIR_LOW + (<usize>(p * 10 + q) << 2));
    if (pl == 0) continue;
    const free = board & ~pl;
    if (popcnt(free) < 3) continue;
    // Every three of the board's other low ranks.
    for (let x = free; x != 0; x &= x - 1) {
      const a = x & -x;
      for (let y = x & (x - 1); y != 0; y &= y - 1) {
        const b = y & -y;
        for (let z = y & (y - 1); z != 0; z &= z - 1) {
          const v = low8OfMask(pl | a | b | (z & -z));
          if (v > low) low = v;
        }
      }
    }
  }
  return low;
}

/** Multisets of `left` more ranks from `rank` down (at most the live cards of each rank). */
function rankWalk(rank: i32, left: i32, key: u32, weight: i64, lowMask: i32): void {
  if (left == 0) { rankLeaf(key, weight, lowMask); return; }
  if (rank < 0) return;
  const live = load<i32>(RANK_LIVE + (<usize>rank << 2));
  const rk = <u32>highCardKey(rank << 2);
  const lb = lowBit(rank << 2);
  rankWalk(rank - 1, left, key, weight, lowMask);
  for (let m = 1; m <= live && m <= left; m++) {
    rankWalk(rank - 1, left - m, key + <u32>m * rk, weight * choose4(live, m), lowMask | lb);
  }
}

/** A board that can make a flush in flushSuitNow: score it in full and take it off its multiset's count. */
function flushLeaf(key: u32, suitRanks: i32): void {
  const n = players;
  const cls = nonFlushClass(knownRankKey + key);
  const countAt = ROW_COUNT + (<usize>cls << 3);
  store<i64>(countAt, load<i64>(countAt) - 1);
  const at = <usize>(cls * MAX_PLAYERS) << 2;
  const board = knownSuitRanks | suitRanks;
  let best: i32 = -1;
  let set = 0;
  for (let p = 0; p < n; p++) {
    let mine = load<i32>(ROW_HIGH + at + (<usize>p << 2));
    const hole = load<i32>(SUIT_RANKS + (<usize>(p * 4 + flushSuitNow) << 2));
    if (popcnt(hole) >= 2) { const f = omahaBestFlush(hole, board); if (f > mine) mine = f; }
    if (omahaSplit) {
      store<i32>(HIGH + (<usize>p << 2), mine);
      store<i32>(LOW + (<usize>p << 2), load<i32>(ROW_LOW + at + (<usize>p << 2)));
    } else if (mine > best) { best = mine; set = 1 << p; } else if (mine == best) set |= 1 << p;
  }
  if (omahaSplit) scoreHighLow(n, false, 1); else histogramAdd(set);
}

/** Deals board position `pos` onwards (deck indexes below `below`), keeping boards with three of flushSuitNow. */
function flushWalk(pos: i32, below: i32, key: u32, suited: i32, suitRanks: i32): void {
  const left = toComeCards - pos;
  const need = 3 - knownSuitCount - suited; // suited cards still needed
  if (need > left) return;
  if (left == 0) { flushLeaf(key, suitRanks); return; }
  for (let i = below - 1; i >= 0; i--) {
    const c = load<i32>(DECK + (<usize>i << 2));
    if ((c & 3) == flushSuitNow) flushWalk(pos + 1, i, key + <u32>highCardKey(c), suited + 1, suitRanks | (1 << (c >> 2)));
    else if (need < left) flushWalk(pos + 1, i, key + <u32>highCardKey(c), suited, suitRanks);
  }
}

/** Exact Omaha (high or hi/lo) of the units [firstCard, lastCard): see above. Only the board is dealt. */
function omahaExactByRanks(firstCard: i32, lastCard: i32): void {
  const n = players;
  for (let p = 0; p < n; p++) {
    pairKeys(p);
    const own = OWN + (<usize>(p * PLAYER_SLOT) << 2);
    const size = load<i32>(OWN_SIZE + (<usize>p << 2));
    for (let s = 0; s < 4; s++) store<i32>(SUIT_RANKS + (<usize>(p * 4 + s) << 2), 0);
    for (let i = 0; i < size; i++) {
      const c = load<i32>(own + (<usize>i << 2));
      const at = SUIT_RANKS + (<usize>(p * 4 + (c & 3)) << 2);
      store<i32>(at, load<i32>(at) | (1 << (c >> 2)));
    }
  }
  memory.fill(RANK_LIVE, 0, 16 * 4);
  for (let i = 0; i < deckSize; i++) {
    const at = RANK_LIVE + (<usize>(load<i32>(DECK + (<usize>i << 2)) >> 2) << 2);
    store<i32>(at, load<i32>(at) + 1);
  }
  const boardKnown = cfg(CFG_BOARD_KNOWN);
  toComeCards = cfg(CFG_BOARD_TO_COME);
  knownRankKey = 0;
  knownLowMask = 0;
  for (let i = 0; i < boardKnown; i++) {
    const c = load<i32>(BOARD + (<usize>i << 2));
    knownRankKey += <u32>highCardKey(c);
    knownLowMask |= lowBit(c);
  }
  for (let top = 0; top < 13; top++) {
    if ((top << 2) < firstCard || (top << 2) >= lastCard) continue;
    const live = load<i32>(RANK_LIVE + (<usize>top << 2));
    if (live == 0) continue;
    // 1. Every multiset of ranks to come whose highest rank is `top`, scored from ranks alone.
    rowListSize = 0;
    const rk = <u32>highCardKey(top << 2);
    const lb = lowBit(top << 2);
    for (let m = 1; m <= live && m <= toComeCards; m++) rankWalk(top - 1, toComeCards - m, <u32>m * rk, choose4(live, m), knownLowMask | lb);
    // 2. The boards among them that can make a flush, suit by suit.
    for (let s = 0; s < 4; s++) {
      let holders = 0;
      for (let p = 0; p < n; p++) if (popcnt(load<i32>(SUIT_RANKS + (<usize>(p * 4 + s) << 2))) >= 2) holders++;
      if (holders == 0) continue;
      flushSuitNow = s;
      knownSuitRanks = 0;
      knownSuitCount = 0;
      for (let i = 0; i < boardKnown; i++) {
        const c = load<i32>(BOARD + (<usize>i << 2));
        if ((c & 3) == s) { knownSuitRanks |= 1 << (c >> 2); knownSuitCount++; }
      }
      for (let i = deckSize - 1; i >= 0; i--) {
        const c = load<i32>(DECK + (<usize>i << 2));
        if ((c >> 2) != top) continue;
        const suited = (c & 3) == s;
        flushWalk(1, i, <u32>highCardKey(c), suited ? 1 : 0, suited ? 1 << top : 0);
      }
    }
    // 3. The rest of each multiset's boards, with its rank result.
    for (let k = 0; k < rowListSize; k++) {
      const cls = load<i32>(ROW_LIST + (<usize>k << 2));
      const count = load<i64>(ROW_COUNT + (<usize>cls << 3));
      if (count == 0) continue;
      if (!omahaSplit) { histogramAddMany(load<i32>(ROW_WINNERS + (<usize>cls << 2)), count); continue; }
      const at = <usize>(cls * MAX_PLAYERS) << 2;
      for (let p = 0; p < n; p++) {
        store<i32>(HIGH + (<usize>p << 2), load<i32>(ROW_HIGH + at + (<usize>p << 2)));
        store<i32>(LOW + (<usize>p << 2), load<i32>(ROW_LOW + at + (<usize>p << 2)));
      }
      scoreHighLow(n, false, count);
    }
  }
}

/** True when only board cards are dealt (every player's hand is fixed for this job). */
function onlyBoardToCome(): bool {
  for (let p = 0; p < players; p++) if (load<i32>(CONFIG + (<usize>(CFG_TO_COME + p) << 2)) != 0) return false;
  return true;
}

/**
 * Exact enumeration of the deals whose first dealt card (the lowest card of the first slot: the board to
 * come, else the first player who receives cards) is a card id in [firstCard, lastCard). With nothing to
 * deal, the single showdown belongs to card 0. Adds into the counters; returns the showdowns counted.
 */
export function eqExact(firstCard: i32, lastCard: i32): f64 {
  deckSize = cfg(CFG_DECK_SIZE);
  players = cfg(CFG_PLAYERS);
  positions = prepareDeal();
  const before = load<i64>(COUNTERS + (<usize>CNT_SAMPLES << 3));
  memory.fill(USED, 0, 64 * 4);
  let path = choosePath();
  if (path != PATH_GENERIC && (positions == 0 || !onlyBoardToCome())) path = PATH_GENERIC;
  if (path != PATH_HOLDEM && cfg(CFG_BOARD_SIZE) != 5) path = PATH_GENERIC; // the Omaha table needs five board cards
  if (positions == 0) {
    if (firstCard <= 0 && lastCard > 0) scoreDeal();
  } else if (path == PATH_OMAHA || path == PATH_OMAHA_HIGH_LOW) {
    omahaSplit = path == PATH_OMAHA_HIGH_LOW;
    omahaExactByRanks(firstCard, lastCard);
  } else if (path == PATH_HOLDEM) {
    // The first dealt card is the highest card of the board to come.
    findSymmetries();
    const all = (1 << permCount) - 1;
    let key = HIGH_KEY_BASE;
    let mask: u64 = 0;
    const boardKnown = cfg(CFG_BOARD_KNOWN);
    for (let i = 0; i < boardKnown; i++) {
      const c = load<i32>(BOARD + (<usize>i << 2));
      key += highCardKey(c);
      mask |= highCardMask(c);
    }
    for (let p = 0; p < players; p++) holeKeys(p);
    for (let i = deckSize - 1; i >= 0; i--) {
      const c = load<i32>(DECK + (<usize>i << 2));
      if (c < firstCard || c >= lastCard) continue;
      const set = <u64>1 << <u64>c;
      const live = stillAlive(set, c, all);
      if (live < 0) continue;
      if (positions == 1) {
        const w = boardWeight(set, live);
        if (w > 0) histogramAddMany(holdemWinners(players, key + highCardKey(c), mask | highCardMask(c)), w);
      } else {
        enumerateHoldem(1, i, key + highCardKey(c), mask | highCardMask(c), set, live);
      }
    }
  } else {
    const dest = load<usize>(POS_DEST);
    for (let i = 0; i < deckSize; i++) {
      const card = load<i32>(DECK + (<usize>i << 2));
      if (card < firstCard || card >= lastCard) continue;
      store<i32>(USED + (<usize>i << 2), 1);
      store<i32>(dest, card);
      enumerate(1, i + 1);
      store<i32>(USED + (<usize>i << 2), 0);
    }
  }
  foldHistogram(players);
  return <f64>(load<i64>(COUNTERS + (<usize>CNT_SAMPLES << 3)) - before);
}

// --- Monte Carlo ---

let rngState: u64 = 1;

/** splitmix64: a fast generator with a 64-bit state; seeds are mixed so nearby seeds give unrelated streams. */
@inline function nextRandom(): u64 {
  rngState += 0x9E3779B97F4A7C15;
  let z = rngState;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EB;
  return z ^ (z >> 31);
}

/** A uniform integer in [0, n) (multiply-shift on the high 32 bits; bias below 2^-20 for n <= 4096). */
@inline function below(n: i32): i32 {
  return <i32>(((nextRandom() >> 32) * <u64>n) >> 32);
}

let stampNow: i32 = 0;

/** Samples a combo index for a range player by weight (binary search over the running totals; direct when all weights are equal). */
function sampleCombo(p: i32, count: i32): i32 {
  if (((cfg(CFG_UNIFORM_RANGES) >> p) & 1) != 0) return below(count);
  const weights = COMBO_CUMULATIVE + (<usize>(p * MAX_COMBOS) << 3);
  const total = load<f64>(weights + (<usize>(count - 1) << 3));
  const x = <f64>(nextRandom() >> 11) * (1.0 / 9007199254740992.0) * total;
  let lo = 0;
  let hi = count - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (load<f64>(weights + (<usize>mid << 3)) > x) hi = mid; else lo = mid + 1;
  }
  return lo;
}

/** A live card not yet taken in this trial. */
@inline function drawCard(): i32 {
  while (true) {
    const c = load<i32>(DECK + (<usize>below(deckSize) << 2));
    const s = STAMP + (<usize>c << 2);
    if (load<i32>(s) != stampNow) { store<i32>(s, stampNow); return c; }
  }
  return -1;
}

const SHUFFLED = memory.data(64 * 4, 16);
const RECORDS = memory.data(64 * 16, 16); // hold'em Monte Carlo: (key, mask) per deck slot

/**
 * Hold'em with every hand known: the board is the front of a deck kept in random order by a partial
 * Fisher-Yates shuffle (no rejection, no reset between trials), two 32-bit draws per 64-bit random number.
 */
function monteCarloHoldemFixed(trials: i32, n: i32, boardToCome: i32, fixedKey: u64, fixedMask: u64): void {
  // Each deck slot holds the card's (key, mask) pair as one v128. A card's mask bit is its own, so OR-ing the masks
  // of distinct cards equals adding them: one i64x2.add accumulates both halves.
  const size = deckSize;
  for (let i = 0; i < size; i++) {
    const c = load<i32>(DECK + (<usize>i << 2));
    v128.store(RECORDS + (<usize>i << 4), i64x2(<i64>highCardKey(c), <i64>highCardMask(c)));
  }
  const fixed = i64x2(<i64>fixedKey, <i64>fixedMask);
  const hole0 = i64x2(<i64>load<u64>(HOLE_KEY), <i64>load<u64>(HOLE_MASK));
  const hole1 = i64x2(<i64>load<u64>(HOLE_KEY, 8), <i64>load<u64>(HOLE_MASK, 8));
  let first: i64 = 0;
  let second: i64 = 0;
  let bits: u64 = 0;
  let have = 0;
  for (let t = 0; t < trials; t++) {
    let board = fixed;
    for (let i = 0; i < boardToCome; i++) {
      if (have == 0) { bits = nextRandom(); have = 2; }
      const r = <u32>bits;
      bits >>= 32;
      have--;
      const j = i + <i32>((<u64>r * <u64>(size - i)) >> 32);
      const at = RECORDS + (<usize>j << 4);
      const here = RECORDS + (<usize>i << 4);
      const card = v128.load(at);
      v128.store(at, v128.load(here));
      v128.store(here, card);
      board = i64x2.add(board, card);
    }
    if (n == 2) {
      const x = i64x2.add(board, hole0);
      const y = i64x2.add(board, hole1);
      const a = highClass(<u64>i64x2.extract_lane(x, 0), <u64>i64x2.extract_lane(x, 1));
      const b = highClass(<u64>i64x2.extract_lane(y, 0), <u64>i64x2.extract_lane(y, 1));
      first += <i64>(a > b);
      second += <i64>(b > a);
    } else {
      histogramAdd(holdemWinners(n, <u64>i64x2.extract_lane(board, 0), <u64>i64x2.extract_lane(board, 1)));
    }
  }
  if (n == 2) {
    histogramAddMany(1, first);
    histogramAddMany(2, second);
    histogramAddMany(3, <i64>trials - first - second);
  }
}

const KNOWN_KEY = memory.data(MAX_PLAYERS * 8, 16); // hold'em: the key of each player's known hole cards
const KNOWN_MASK = memory.data(MAX_PLAYERS * 8, 16);

/** Hold'em where some hole cards are dealt (random hands), no ranges: hole cards then the board from the shuffled deck. */
function monteCarloHoldemDealt(trials: i32, n: i32, boardToCome: i32, fixedKey: u64, fixedMask: u64): void {
  const size = deckSize;
  memory.copy(SHUFFLED, DECK, <usize>size << 2);
  for (let p = 0; p < n; p++) {
    const own = OWN + (<usize>(p * PLAYER_SLOT) << 2);
    const known = load<i32>(CONFIG + (<usize>(CFG_KNOWN + p) << 2));
    let key: u64 = 0;
    let mask: u64 = 0;
    for (let i = 0; i < known; i++) { const c = load<i32>(own + (<usize>i << 2)); key += highCardKey(c); mask |= highCardMask(c); }
    store<u64>(KNOWN_KEY + (<usize>p << 3), key);
    store<u64>(KNOWN_MASK + (<usize>p << 3), mask);
  }
  for (let t = 0; t < trials; t++) {
    let i = 0;
    for (let p = 0; p < n; p++) {
      const toCome = load<i32>(CONFIG + (<usize>(CFG_TO_COME + p) << 2));
      if (toCome == 0) continue;
      let key = load<u64>(KNOWN_KEY + (<usize>p << 3));
      let mask = load<u64>(KNOWN_MASK + (<usize>p << 3));
      for (let k = 0; k < toCome; k++, i++) {
        const c = shuffleNext(i, size);
        key += highCardKey(c);
        mask |= highCardMask(c);
      }
      store<u64>(HOLE_KEY + (<usize>p << 3), key);
      store<u64>(HOLE_MASK + (<usize>p << 3), mask);
    }
    let key = fixedKey;
    let mask = fixedMask;
    for (let k = 0; k < boardToCome; k++, i++) {
      const c = shuffleNext(i, size);
      key += highCardKey(c);
      mask |= highCardMask(c);
    }
    histogramAdd(holdemWinners(n, key, mask));
  }
}

/** Partial Fisher-Yates step: swaps a random card of SHUFFLED[i..size) into place i and returns it. */
@inline function shuffleNext(i: i32, size: i32): i32 {
  const j = i + below(size - i);
  const at = SHUFFLED + (<usize>j << 2);
  const c = load<i32>(at);
  store<i32>(at, load<i32>(SHUFFLED + (<usize>i << 2)));
  store<i32>(SHUFFLED + (<usize>i << 2), c);
  return c;
}

const CARD_RECORD = memory.data(64 * 16, 16); // hold'em: (key, mask) of each card id
const COMBO_RECORD = memory.data(MAX_PLAYERS * MAX_COMBOS * 16, 16); // hold'em ranges: (key, mask) of each combo
const COMBO_BITS = memory.data(MAX_PLAYERS * MAX_COMBOS * 8, 16); // hold'em ranges: the combo's two card-id bits
const PLAYER_RECORD = memory.data(MAX_PLAYERS * 16, 16); // hold'em ranges: this trial's hole (key, mask) per player
const KNOWN_RECORD = memory.data(MAX_PLAYERS * 16, 16); // hold'em ranges: the (key, mask) of a dealt player's known cards


const DEALT = memory.data(MAX_PLAYERS * 4, 16); // hold'em ranges: players dealt cards in each trial (their indexes)
const DEALT_COUNT = memory.data(MAX_PLAYERS * 4, 16); // ... and how many each gets
const RANGED = memory.data(MAX_PLAYERS * 4, 16); // hold'em ranges: the range players (their indexes)
// Walker alias tables, one u64 per entry: low 32 bits the chance (scaled to 2^32) of keeping the entry, high 32 its
// alias. While a table is built each entry holds its scaled weight (f64) until it is final.
const ALIAS = memory.data(MAX_PLAYERS * MAX_COMBOS * 8, 16); // per weighted range player, over its combos
const MARGINAL = memory.data(MAX_COMBOS * 8, 16); // two range players, too many pairs: the first one's marginal
const MAX_PAIRS: i32 = 65536;
const PAIR_LIST = memory.data(MAX_PAIRS * 4, 16); // two range players: the disjoint combo pairs (first | second << 16)
const PAIR_ALIAS = memory.data(MAX_PAIRS * 8, 16); // ... and their alias table (weighted by the product of weights)
const ALIAS_STACK = memory.data(MAX_PAIRS * 4, 16); // building: the small and large entries
const CARD_WEIGHT = memory.data(64 * 8, 16); // marginal: the second player's weight of combos holding each card
const CARD_COUNT = memory.data(64 * 4, 16); // ... and how many of them
const PAIR_SLOT = memory.data(64 * 64 * 4, 16); // marginal: 1 + the second player's index of combo {a, b}, or 0
const LIVE_RECORD = memory.data(64 * 16, 16); // hold'em ranges: the live deck's (key, mask) records, in their current order
const CHOSEN = memory.data(MAX_PLAYERS * 4, 16); // a trial's range combos (their slots), in RANGED order
let rangedCount = 0; // range players of the prepared job (prepareRanges)
let dealtCount = 0; // players dealt cards in each trial
let pairCount = 0; // two range players: entries of PAIR_LIST (0: too many pairs, MARGINAL is used)
let pairsUniform = false; // ... all of the same weight (drawn directly, no alias table)

/** The weight of combo k of range player p (from the running totals TypeScript writes). */
@inline function comboWeight(p: i32, k: i32): f64 {
  const w = COMBO_CUMULATIVE + (<usize>(p * MAX_COMBOS) << 3);
  return load<f64>(w + (<usize>k << 3)) - (k > 0 ? load<f64>(w + (<usize>(k - 1) << 3)) : 0.0);
}

/**
 * Turns the `count` weights (f64) at `table` into a Walker alias table in place (Vose's construction: an entry's slot
 * keeps its scaled weight until the entry is final). Returns false when the weights sum to zero.
 */
function buildAlias(table: usize, count: i32): bool {
  let total = 0.0;
  for (let i = 0; i < count; i++) total += load<f64>(table + (<usize>i << 3));
  if (!(total > 0)) return false;
  const scale = <f64>count / total;
  let small = 0; // small entries (scaled weight < 1) grow from the bottom of ALIAS_STACK, large ones from the top
  let large = count;
  for (let i = 0; i < count; i++) {
    const at = table + (<usize>i << 3);
    const s = load<f64>(at) * scale;
    store<f64>(at, s);
    if (s < 1.0) { store<i32>(ALIAS_STACK + (<usize>small << 2), i); small++; } else { large--; store<i32>(ALIAS_STACK + (<usize>large << 2), i); }
  }
  while (small > 0 && large < count) {
    small--;
    const s = load<i32>(ALIAS_STACK + (<usize>small << 2));
    const l = load<i32>(ALIAS_STACK + (<usize>large << 2));
    const ps = load<f64>(table + (<usize>s << 3));
    const pl = load<f64>(table + (<usize>l << 3)) + ps - 1.0; // the large entry gives 1 - ps to the small one
    store<u64>(table + (<usize>s << 3), (<u64><u32>l << 32) | <u64>keepChance(ps));
    store<f64>(table + (<usize>l << 3), pl);
    if (pl < 1.0) { large++; store<i32>(ALIAS_STACK + (<usize>small << 2), l); small++; }
  }
  // What is left holds a full share (up to rounding): it keeps itself.
  for (let k = 0; k < small; k++) { const i = load<i32>(ALIAS_STACK + (<usize>k << 2)); store<u64>(table + (<usize>i << 3), (<u64><u32>i << 32) | 0xffffffff); }
  for (let k = large; k < count; k++) { const i = load<i32>(ALIAS_STACK + (<usize>k << 2)); store<u64>(table + (<usize>i << 3), (<u64><u32>i << 32) | 0xffffffff); }
  return true;
}

/** A kept share in [0, 1] as a 32-bit threshold (a 32-bit random number below it keeps the entry). */
@inline function keepChance(p: f64): u32 {
  if (!(p > 0)) return 0;
  if (p >= 1.0) return 0xffffffff;
  return <u32>(p * 4294967296.0);
}

/**
 * A uniform index below n (1 <= n <= 2^31) from the high 32 bits of x, without bias (Lemire's multiply and reject:
 * the rare low products, fewer than n in 2^32, are drawn again), in the high 32 bits of the result; the low 32
 * bits of x are returned untouched in the low half for the caller's own use.
 */
@inline function unbiasedBelow(x: u64, n: u32): u64 {
  let m = (x >> 32) * <u64>n;
  if (<u32>m < n) {
    const floor: u32 = (0 - n) % n;
    while (<u32>m < floor) { x = nextRandom(); m = (x >> 32) * <u64>n; }
  }
  return (m & 0xffffffff00000000) | (x & 0xffffffff);
}

/** An entry of an alias table of `count` entries: 32 random bits pick it, 32 others keep it or take its alias. */
@inline function aliasSample(table: usize, count: i32): i32 {
  const m = unbiasedBelow(nextRandom(), <u32>count);
  const i = <i32>(m >> 32);
  const entry = load<u64>(table + (<usize>i << 3));
  return <u32>m < <u32>entry ? i : <i32>(entry >> 32);
}

/** A combo index of range player p (uniform ranges directly, weighted ones through their alias table). */
@inline function rangeSample(p: i32, count: i32, uniform: i32): i32 {
  if (((uniform >> p) & 1) != 0) return <i32>(unbiasedBelow(nextRandom(), <u32>count) >> 32);
  return aliasSample(ALIAS + (<usize>(p * MAX_COMBOS) << 3), count);
}

/** Gives range player p the combo in `slot`; returns the combo's card mask (lane 1 of its record: one bit per card). */
@inline function takeCombo(r: i32, p: i32, slot: usize): u64 {
  store<i32>(CHOSEN + (<usize>r << 2), <i32>slot);
  const rec = v128.load(COMBO_RECORD + (slot << 4));
  v128.store(PLAYER_RECORD + (<usize>p << 4), rec);
  return <u64>i64x2.extract_lane(rec, 1);
}

/**
 * Partial Fisher-Yates step i over LIVE_RECORD: a uniform record of positions [i, size) is swapped into place i; one
 * whose card is in `taken` (a range combo's) is left there and drawn again, so the result is uniform over the cards
 * left. Two steps per 64-bit random number (dealBits, dealHave: reset per trial).
 */
@inline function dealRecord(deck: usize, i: i32, size: i32, taken: u64): v128 {
  while (true) {
    let r: u64;
    if (dealHave) { r = dealBits << 32; dealHave = false; } else { dealBits = nextRandom(); r = dealBits; dealHave = true; }
    const j = i + <i32>(unbiasedBelow(r, <u32>(size - i)) >> 32);
    const at = deck + (<usize>j << 4);
    const here = deck + (<usize>i << 4);
    const card = v128.load(at);
    v128.store(at, v128.load(here));
    v128.store(here, card);
    if ((<u64>i64x2.extract_lane(card, 1) & taken) == 0) return card;
  }
  return i64x2(0, 0);
}
let dealBits: u64 = 0;
let dealHave = false;

/** splitmix64's output function (the generator's step without its state). */
@inline function mix64(z: u64): u64 {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EB;
  return z ^ (z >> 31);
}

/**
 * Sets up a hold'em range job: card and combo records, the range and dealt players, the alias tables (built once per
 * load: CFG_RANGES_READY, which TypeScript clears with each load) and the live deck's records. False: no tuple fits.
 */
function prepareRanges(n: i32): bool {
  const ready = cfg(CFG_RANGES_READY) != 0;
  const uniform = cfg(CFG_UNIFORM_RANGES);
  if (!ready) for (let c = 0; c < 52; c++) v128.store(CARD_RECORD + (<usize>c << 4), i64x2(<i64>highCardKey(c), <i64>highCardMask(c)));
  let ranged = 0;
  let dealt = 0;
  for (let p = 0; p < n; p++) {
    const count = load<i32>(CONFIG + (<usize>(CFG_RANGE + p) << 2));
    if (count == 0) {
      // Known cards (all of them, or the part a dealt player already holds).
      const own = OWN + (<usize>(p * PLAYER_SLOT) << 2);
      const known = load<i32>(CONFIG + (<usize>(CFG_KNOWN + p) << 2));
      let rec = i64x2(0, 0);
      for (let i = 0; i < known; i++) rec = i64x2.add(rec, v128.load(CARD_RECORD + (<usize>load<i32>(own + (<usize>i << 2)) << 4)));
      v128.store(PLAYER_RECORD + (<usize>p << 4), rec);
      const toCome = load<i32>(CONFIG + (<usize>(CFG_TO_COME + p) << 2));
      if (toCome > 0) {
        v128.store(KNOWN_RECORD + (<usize>p << 4), rec);
        store<i32>(DEALT + (<usize>dealt << 2), p);
        store<i32>(DEALT_COUNT + (<usize>dealt << 2), toCome);
        dealt++;
      }
      continue;
    }
    store<i32>(RANGED + (<usize>ranged << 2), p);
    ranged++;
    if (ready) continue;
    for (let k = 0; k < count; k++) {
      const slot = <usize>(p * MAX_COMBOS + k);
      const a = load<i32>(COMBO_CARDS + (slot << 3));
      const b = load<i32>(COMBO_CARDS + (slot << 3), 4);
      v128.store(COMBO_RECORD + (slot << 4), i64x2.add(v128.load(CARD_RECORD + (<usize>a << 4)), v128.load(CARD_RECORD + (<usize>b << 4))));
      store<u64>(COMBO_BITS + (slot << 3), (<u64>1 << <u64>a) | (<u64>1 << <u64>b));
    }
    if (((uniform >> p) & 1) == 0) {
      const table = ALIAS + (<usize>(p * MAX_COMBOS) << 3);
      for (let k = 0; k < count; k++) store<f64>(table + (<usize>k << 3), comboWeight(p, k));
      if (!buildAlias(table, count)) return false;
    }
  }
  rangedCount = ranged;
  dealtCount = dealt;
  const first = ranged > 0 ? load<i32>(RANGED) : 0;
  const second = ranged > 1 ? load<i32>(RANGED, 4) : 0;
  const firstCount = load<i32>(CONFIG + (<usize>(CFG_RANGE + first) << 2));
  const secondCount = load<i32>(CONFIG + (<usize>(CFG_RANGE + second) << 2));
  if (!ready) pairDecks = false;
  if (!ready && ranged == 2) {
    if (!buildPairs(first, firstCount, second, secondCount, uniform)) return false;
    if (pairCount == 0 && !buildMarginal(first, firstCount, second, secondCount)) return false;
    if (pairCount > 0 && pairCount <= MAX_PAIR_DECKS) buildPairDecks(first, second);
  }
  store<i32>(CONFIG + (<usize>CFG_RANGES_READY << 2), 1);
  for (let i = 0; i < deckSize; i++) v128.store(LIVE_RECORD + (<usize>i << 4), v128.load(CARD_RECORD + (<usize>load<i32>(DECK + (<usize>i << 2)) << 4)));
  return true;
}

/** Most pairs with a deck each (pairDecks): 64 card ids per deck. */
const MAX_PAIR_DECKS: i32 = 8192;
const PAIR_DECK_START = memory.data(MAX_PAIR_DECKS * 64, 16); // per pair: the live card ids less the pair's four
const PAIR_DECK = memory.data(MAX_PAIR_DECKS * 64, 16); // ... the same decks as one call shuffles them
let pairDecks = false; // the prepared job deals from PAIR_DECK

/** Fills PAIR_DECK_START: for every pair of PAIR_LIST, the live cards (DECK's order) without the pair's. */
function buildPairDecks(first: i32, second: i32): void {
  for (let e = 0; e < pairCount; e++) {
    const pair = load<u32>(PAIR_LIST + (<usize>e << 2));
    const bits = load<u64>(COMBO_BITS + (<usize>(first * MAX_COMBOS + <i32>(pair & 0xffff)) << 3))
      | load<u64>(COMBO_BITS + (<usize>(second * MAX_COMBOS + <i32>(pair >> 16)) << 3));
    const deck = PAIR_DECK_START + (<usize>e << 6);
    let at = 0;
    for (let i = 0; i < deckSize; i++) {
      const c = load<i32>(DECK + (<usize>i << 2));
      if (((bits >> <u64>c) & 1) != 0) continue;
      store<u8>(deck + <usize>at, <u8>c);
      at++;
    }
  }
  pairDecks = true;
}

/** Partial Fisher-Yates step i over a pair's deck of `cards` card ids, from the high 32 bits of x; returns the card's record. */
@inline function dealFromPairDeck(deck: usize, i: i32, cards: i32, x: u64): v128 {
  const j = i + <i32>(unbiasedBelow(x, <u32>(cards - i)) >> 32);
  const c = load<u8>(deck + <usize>j);
  store<u8>(deck + <usize>j, load<u8>(deck + <usize>i));
  store<u8>(deck + <usize>i, c);
  return v128.load(CARD_RECORD + (<usize>c << 4));
}

/** The range combos' card mask when drawRanges gives up (no card mask has these bits: highCardMask uses 13 of 16). */
const GAVE_UP_MASK: u64 = 0xffffffffffffffff;

/**
 * Draws the range players' combos for one trial (the law and the methods: monteCarloHoldemRanges), gives each its
 * record in PLAYER_RECORD and its slot in CHOSEN (per range player, in RANGED order); returns their card mask, or
 * GAVE_UP_MASK when the ranges (almost) never fit together.
 */
@inline function drawRanges(uniform: i32): u64 {
  const ranged = rangedCount;
  if (ranged == 0) return 0;
  const first = load<i32>(RANGED);
  const firstCount = load<i32>(CONFIG + (<usize>(CFG_RANGE + first) << 2));
  if (ranged == 1) return takeCombo(0, first, <usize>(first * MAX_COMBOS + rangeSample(first, firstCount, uniform)));
  if (ranged == 2) {
    const second = load<i32>(RANGED, 4);
    if (pairCount > 0) {
      const e = pairsUniform ? <i32>(unbiasedBelow(nextRandom(), <u32>pairCount) >> 32) : aliasSample(PAIR_ALIAS, pairCount);
      const pair = load<u32>(PAIR_LIST + (<usize>e << 2));
      return takeCombo(0, first, <usize>(first * MAX_COMBOS) + <usize>(pair & 0xffff))
        | takeCombo(1, second, <usize>(second * MAX_COMBOS) + <usize>(pair >> 16));
    }
    const secondCount = load<i32>(CONFIG + (<usize>(CFG_RANGE + second) << 2));
    const a = <usize>(first * MAX_COMBOS + aliasSample(MARGINAL, firstCount));
    const bitsA = load<u64>(COMBO_BITS + (a << 3));
    let attempts = 0;
    let b: usize = 0;
    do {
      if (++attempts > 1000000) return GAVE_UP_MASK;
      b = <usize>(second * MAX_COMBOS + rangeSample(second, secondCount, uniform));
    } while ((bitsA & load<u64>(COMBO_BITS + (b << 3))) != 0);
    return takeCombo(0, first, a) | takeCombo(1, second, b);
  }
  let attempts = 0;
  let cards: u64 = 0;
  let taken: u64 = 0;
  for (let r = 0; r < ranged; r++) {
    const p = load<i32>(RANGED + (<usize>r << 2));
    const count = load<i32>(CONFIG + (<usize>(CFG_RANGE + p) << 2));
    const slot = <usize>(p * MAX_COMBOS + rangeSample(p, count, uniform));
    const bits = load<u64>(COMBO_BITS + (slot << 3));
    if ((cards & bits) != 0) {
      if (++attempts > 1000000) return GAVE_UP_MASK;
      cards = 0;
      taken = 0;
      r = -1; // draw the whole tuple again
      continue;
    }
    cards |= bits;
    taken |= takeCombo(r, p, slot);
  }
  return taken;
}

/**
 * Hold'em with range players, known hands and players dealt random cards. Every trial draws the range players'
 * combos with probability proportional to the product of their weights among the assignments whose combos share no
 * card (the weighting the exact enumeration gives each range tuple; combos touching known, board or dead cards were
 * removed by the plan), then the dealt hole cards and the board uniformly from the cards left. A dealt player can
 * hold any cards the others left, and how many those are does not depend on the combos drawn, so dealing them after
 * the combos keeps every deal's probability right.
 * - One range player: its combo by weight.
 * - Two: the pair by weight from a table of every disjoint pair (up to MAX_PAIRS of them; drawn directly when both
 *   ranges are unweighted, else through its alias table); with more pairs, the first combo from its marginal,
 *   weight(a) * (the second's weight of combos missing a's cards), then the second by weight, drawn again until it
 *   misses a's cards (its exact conditional law given a).
 * - Three or more: the whole tuple by weight, drawn again while two combos share a card (rejection).
 * With a pair table of at most MAX_PAIR_DECKS pairs (and a call of at least as many trials), each pair keeps its own deck of the live cards less its four
 * (card ids, PAIR_DECK, back in their first order at each call so a chunk's deals do not depend on earlier ones),
 * and the dealt cards are a partial Fisher-Yates over it with nothing to pass over (a step that must pass over a
 * combo's card costs a mispredicted branch; that, not the evaluator, bounded this loop). Otherwise the rest is dealt
 * by partial Fisher-Yates over the live deck's (key, mask) records (no reset between trials: any order of the deck
 * gives uniform deals); a step that meets a combo's card leaves it in place and is drawn again. The showdowns are
 * queued and evaluated SCORE_BATCH at a time (score). Weighted draws use Walker alias tables and indexes Lemire's
 * unbiased multiply, so the only departure from the exact law is the alias thresholds' 2^-32 rounding. Returns false
 * when the ranges (almost) never fit together.
 */
function monteCarloHoldemRanges(trials: i32, n: i32, boardToCome: i32, fixedKey: u64, fixedMask: u64): bool {
  if (!prepareRanges(n)) return false;
  const uniform = cfg(CFG_UNIFORM_RANGES);
  const dealt = dealtCount;
  const size = deckSize;
  const fixed = i64x2(<i64>fixedKey, <i64>fixedMask);
  const first = load<i32>(RANGED);
  const second = load<i32>(RANGED, 4);
  const firstBase = <usize>(first * MAX_COMBOS);
  const secondBase = <usize>(second * MAX_COMBOS);
  // The pair decks are put back in order at each call (pairCount * 64 bytes): worth it only for calls of more trials.
  if (pairDecks && trials >= pairCount) {
    // Each pair's own deck (its cards left out): nothing to pass over. Decks start each call in the same order.
    memory.copy(PAIR_DECK, PAIR_DECK_START, <usize>pairCount << 6);
    const cards = size - 4;
    for (let t = 0; t < trials; t++) {
      const e = <usize>(pairsUniform ? <i32>(unbiasedBelow(nextRandom(), <u32>pairCount) >> 32) : aliasSample(PAIR_ALIAS, pairCount));
      const pair = load<u32>(PAIR_LIST + (e << 2));
      takeCombo(0, first, firstBase + <usize>(pair & 0xffff));
      takeCombo(1, second, secondBase + <usize>(pair >> 16));
      const deck = PAIR_DECK + (e << 6);
      let x: u64 = 0;
      let i = 0;
      for (let d = 0; d < dealt; d++) {
        const p = load<i32>(DEALT + (<usize>d << 2));
        let rec = v128.load(KNOWN_RECORD + (<usize>p << 4));
        for (let k = load<i32>(DEALT_COUNT + (<usize>d << 2)); k > 0; k--) {
          if ((i & 1) == 0) x = nextRandom(); else x <<= 32;
          rec = i64x2.add(rec, dealFromPairDeck(deck, i++, cards, x));
        }
        v128.store(PLAYER_RECORD + (<usize>p << 4), rec);
      }
      let board = fixed;
      for (let k = 0; k < boardToCome; k++) {
        if ((i & 1) == 0) x = nextRandom(); else x <<= 32;
        board = i64x2.add(board, dealFromPairDeck(deck, i++, cards, x));
      }
      score(board, n);
    }
    flushScores(n);
    return true;
  }
  for (let t = 0; t < trials; t++) {
    const taken = drawRanges(uniform);
    if (taken == GAVE_UP_MASK) { queued = 0; return false; }
    dealAndScore(LIVE_RECORD, size, taken, n, dealt, boardToCome, fixed);
  }
  flushScores(n);
  return true;
}

/**
 * One trial of monteCarloHoldemRanges once the range players hold their combos: the dealt players' cards and the
 * board by partial Fisher-Yates over `deck` (`cards` records), passing over the cards in `avoid`, then the showdown.
 */
@inline function dealAndScore(deck: usize, cards: i32, avoid: u64, n: i32, dealt: i32, boardToCome: i32, fixed: v128): void {
  dealHave = false;
  let i = 0;
  for (let d = 0; d < dealt; d++) {
    const p = load<i32>(DEALT + (<usize>d << 2));
    let rec = v128.load(KNOWN_RECORD + (<usize>p << 4));
    for (let k = load<i32>(DEALT_COUNT + (<usize>d << 2)); k > 0; k--) rec = i64x2.add(rec, dealRecord(deck, i++, cards, avoid));
    v128.store(PLAYER_RECORD + (<usize>p << 4), rec);
  }
  let board = fixed;
  for (let k = 0; k < boardToCome; k++) board = i64x2.add(board, dealRecord(deck, i++, cards, avoid));
  score(board, n);
}

/**
 * Queues the showdown of a trial whose board is `board` and hole cards are in PLAYER_RECORD: each player's seven-card
 * (key, mask) into HANDS; every SCORE_BATCH trials flushScores evaluates them. Evaluating apart from the dealing lets
 * many hands' table look-ups be in flight at once (one trial's three cannot hide their latency).
 */
@inline function score(board: v128, n: i32): void {
  const at = HANDS + (<usize>(queued * n) << 4);
  for (let p = 0; p < n; p++) v128.store(at + (<usize>p << 4), i64x2.add(board, v128.load(PLAYER_RECORD + (<usize>p << 4))));
  if (++queued == SCORE_BATCH) flushScores(n);
}

/** Scores the queued showdowns (score) into the histogram: every class first, then each trial's players with the best one. */
function flushScores(n: i32): void {
  const hands = queued * n;
  for (let h = 0; h < hands; h++) {
    const x = v128.load(HANDS + (<usize>h << 4));
    store<i32>(HAND_CLASS + (<usize>h << 2), highClass(<u64>i64x2.extract_lane(x, 0), <u64>i64x2.extract_lane(x, 1)));
  }
  for (let t = 0; t < queued; t++) {
    const at = HAND_CLASS + (<usize>(t * n) << 2);
    let best: i32 = -1;
    for (let p = 0; p < n; p++) best = max(best, load<i32>(at + (<usize>p << 2)));
    let set: i32 = 0;
    for (let p = 0; p < n; p++) set |= <i32>(load<i32>(at + (<usize>p << 2)) == best) << p;
    histogramAdd(set);
  }
  queued = 0;
}

const SCORE_BATCH: i32 = 64;
const HANDS = memory.data(SCORE_BATCH * MAX_PLAYERS * 16, 16); // queued showdowns: each player's (key, mask)
const HAND_CLASS = memory.data(SCORE_BATCH * MAX_PLAYERS * 4, 16); // ... and its class
let queued = 0; // trials in HANDS

/**
 * Two range players: every pair of their combos that shares no card, weighted by the product of the weights, into
 * PAIR_LIST and its alias table. Leaves pairCount 0 when there are more than MAX_PAIRS (the marginal is used then);
 * returns false when no pair fits.
 */
function buildPairs(first: i32, firstCount: i32, second: i32, secondCount: i32, uniform: i32): bool {
  pairCount = 0;
  let count = 0;
  for (let a = 0; a < firstCount; a++) {
    const bitsA = load<u64>(COMBO_BITS + (<usize>(first * MAX_COMBOS + a) << 3));
    const wa = comboWeight(first, a);
    for (let b = 0; b < secondCount; b++) {
      if ((bitsA & load<u64>(COMBO_BITS + (<usize>(second * MAX_COMBOS + b) << 3))) != 0) continue;
      if (count == MAX_PAIRS) return true; // too many: pairCount stays 0
      store<u32>(PAIR_LIST + (<usize>count << 2), <u32>a | (<u32>b << 16));
      store<f64>(PAIR_ALIAS + (<usize>count << 3), wa * comboWeight(second, b));
      count++;
    }
  }
  pairsUniform = ((uniform >> first) & (uniform >> second) & 1) != 0;
  if (!pairsUniform && !buildAlias(PAIR_ALIAS, count)) return false;
  if (count == 0) return false;
  pairCount = count;
  return true;
}

/**
 * Two range players with too many pairs: the alias table MARGINAL over the first player's combos a, weighted
 * w(a) * Z(a) where Z(a) is the second player's weight of combos sharing no card with a: its total, less the weight
 * of its combos holding either card of a, plus that of the combo made of both (subtracted twice). Z(a) is zero
 * exactly when no such combo is left (counted the same way in integers), so rounding cannot give a combo without a
 * partner a chance.
 */
function buildMarginal(first: i32, firstCount: i32, second: i32, secondCount: i32): bool {
  memory.fill(CARD_WEIGHT, 0, 64 * 8);
  memory.fill(CARD_COUNT, 0, 64 * 4);
  memory.fill(PAIR_SLOT, 0, 64 * 64 * 4);
  let total = 0.0;
  for (let k = 0; k < secondCount; k++) {
    const w = comboWeight(second, k);
    total += w;
    const at = COMBO_CARDS + (<usize>(second * MAX_COMBOS + k) << 3);
    const x = load<i32>(at);
    const y = load<i32>(at, 4);
    store<i32>(PAIR_SLOT + (<usize>(x * 64 + y) << 2), k + 1);
    store<i32>(PAIR_SLOT + (<usize>(y * 64 + x) << 2), k + 1);
    store<f64>(CARD_WEIGHT + (<usize>x << 3), load<f64>(CARD_WEIGHT + (<usize>x << 3)) + w);
    store<f64>(CARD_WEIGHT + (<usize>y << 3), load<f64>(CARD_WEIGHT + (<usize>y << 3)) + w);
    store<i32>(CARD_COUNT + (<usize>x << 2), load<i32>(CARD_COUNT + (<usize>x << 2)) + 1);
    store<i32>(CARD_COUNT + (<usize>y << 2), load<i32>(CARD_COUNT + (<usize>y << 2)) + 1);
  }
  for (let k = 0; k < firstCount; k++) {
    const at = COMBO_CARDS + (<usize>(first * MAX_COMBOS + k) << 3);
    const a = load<i32>(at);
    const b = load<i32>(at, 4);
    const slot = load<i32>(PAIR_SLOT + (<usize>(a * 64 + b) << 2)); // the second range's combo {a, b}, if any
    const both = slot == 0 ? 0.0 : comboWeight(second, slot - 1);
    const left = secondCount - load<i32>(CARD_COUNT + (<usize>a << 2)) - load<i32>(CARD_COUNT + (<usize>b << 2)) + (slot == 0 ? 0 : 1);
    let z = total - load<f64>(CARD_WEIGHT + (<usize>a << 3)) - load<f64>(CARD_WEIGHT + (<usize>b << 3)) + both;
    if (left <= 0 || z < 0) z = 0;
    store<f64>(MARGINAL + (<usize>k << 3), comboWeight(first, k) * z);
  }
  return buildAlias(MARGINAL, firstCount);
}

const COMBO_HITS = memory.data(MAX_PLAYERS * MAX_COMBOS * 4, 16); // eqSampleCombos: draws per combo (i32)
export function eqComboHitsPtr(): usize { return COMBO_HITS; }

/**
 * For tests of the sampling law: draws `trials` range tuples of the loaded hold'em job exactly as eqMonteCarlo's
 * trials do (seeded the same way, chunk 0) and counts each combo drawn: i32 at eqComboHitsPtr(), player p's
 * combo k at p * MAX_COMBOS + k. Returns false when the ranges (almost) never fit together.
 */
export function eqSampleCombos(trials: i32, seedHigh: i32, seedLow: i32): bool {
  rngState = (<u64><u32>seedHigh << 32) | <u64><u32>seedLow;
  nextRandom();
  const n = cfg(CFG_PLAYERS);
  players = n;
  deckSize = cfg(CFG_DECK_SIZE);
  prepareDeal();
  memory.fill(COMBO_HITS, 0, MAX_PLAYERS * MAX_COMBOS * 4);
  if (!prepareRanges(n)) return false;
  const uniform = cfg(CFG_UNIFORM_RANGES);
  for (let t = 0; t < trials; t++) {
    if (drawRanges(uniform) == GAVE_UP_MASK) return false;
    for (let r = 0; r < rangedCount; r++) {
      const at = COMBO_HITS + (<usize>load<i32>(CHOSEN + (<usize>r << 2)) << 2);
      store<i32>(at, load<i32>(at) + 1);
    }
  }
  return true;
}

/**
 * Runs `trials` random deals seeded by (seedHigh, seedLow, chunk): the same three numbers always give the same
 * deals, so a job split into chunks over any number of workers adds up to the same counters.
 * Range players get a combo by weight; a tuple whose combos share a card is drawn again (rejection).
 */
export function eqMonteCarlo(trials: i32, seedHigh: i32, seedLow: i32, chunk: i32): void {
  rngState = (<u64><u32>seedHigh << 32) | <u64><u32>seedLow;
  rngState ^= <u64><u32>chunk * 0xD1B54A32D192ED03;
  nextRandom();
  const n = cfg(CFG_PLAYERS);
  players = n;
  deckSize = cfg(CFG_DECK_SIZE);
  const boardKnown = cfg(CFG_BOARD_KNOWN);
  const boardToCome = cfg(CFG_BOARD_TO_COME);
  prepareDeal();
  const path = choosePath();
  memory.fill(STAMP, 0, 64 * 4);
  stampNow = 0;
  let hasRanges = false;
  let hasToCome = false;
  for (let p = 0; p < n; p++) {
    if (load<i32>(CONFIG + (<usize>(CFG_RANGE + p) << 2)) > 0) hasRanges = true;
    if (load<i32>(CONFIG + (<usize>(CFG_TO_COME + p) << 2)) > 0) hasToCome = true;
  }
  let fixedKey = HIGH_KEY_BASE;
  let fixedMask: u64 = 0;
  for (let i = 0; i < boardKnown; i++) {
    const c = load<i32>(BOARD + (<usize>i << 2));
    fixedKey += highCardKey(c);
    fixedMask |= highCardMask(c);
  }
  if (path == PATH_HOLDEM && !hasRanges) {
    for (let p = 0; p < n; p++) holeKeys(p);
    if (hasToCome) monteCarloHoldemDealt(trials, n, boardToCome, fixedKey, fixedMask);
    else monteCarloHoldemFixed(trials, n, boardToCome, fixedKey, fixedMask);
    foldHistogram(n);
    return;
  }
  if (path == PATH_HOLDEM) {
    if (!monteCarloHoldemRanges(trials, n, boardToCome, fixedKey, fixedMask)) store<i32>(CONFIG + (<usize>CFG_GAVE_UP << 2), 1);
    foldHistogram(n);
    return;
  }
  if ((path == PATH_OMAHA || path == PATH_OMAHA_HIGH_LOW) && !hasRanges && !hasToCome) for (let p = 0; p < n; p++) pairKeys(p);
  for (let t = 0; t < trials; t++) {
    stampNow++;
    if (hasRanges) {
      let ok = false;
      let attempts = 0;
      while (!ok) {
        if (++attempts > 1000000) { store<i32>(CONFIG + (<usize>CFG_GAVE_UP << 2), 1); foldHistogram(n); return; } // ranges (almost) never fit
        ok = true;
        for (let p = 0; p < n; p++) {
          const count = load<i32>(CONFIG + (<usize>(CFG_RANGE + p) << 2));
          if (count == 0) continue;
          const k = sampleCombo(p, count);
          const at = COMBO_CARDS + (<usize>((p * MAX_COMBOS + k) * 2) << 2);
          const c1 = load<i32>(at);
          const c2 = load<i32>(at, 4);
          const s1 = STAMP + (<usize>c1 << 2);
          const s2 = STAMP + (<usize>c2 << 2);
          if (load<i32>(s1) == stampNow || load<i32>(s2) == stampNow) { ok = false; stampNow++; break; }
          store<i32>(s1, stampNow);
          store<i32>(s2, stampNow);
          const own = OWN + (<usize>(p * PLAYER_SLOT + load<i32>(CONFIG + (<usize>(CFG_KNOWN + p) << 2))) << 2);
          store<i32>(own, c1);
          store<i32>(own, c2, 4);
        }
      }
    }
    if (hasToCome) {
      for (let p = 0; p < n; p++) {
        const toCome = load<i32>(CONFIG + (<usize>(CFG_TO_COME + p) << 2));
        if (toCome == 0) continue;
        const size = load<i32>(OWN_SIZE + (<usize>p << 2));
        const own = OWN + (<usize>(p * PLAYER_SLOT + size - toCome) << 2);
        for (let i = 0; i < toCome; i++) store<i32>(own + (<usize>i << 2), drawCard());
      }
    }
    if (path == PATH_HOLDEM) {
      if (hasRanges || hasToCome) for (let p = 0; p < n; p++) holeKeys(p);
      let key = fixedKey;
      let mask = fixedMask;
      for (let i = 0; i < boardToCome; i++) {
        const c = drawCard();
        key += highCardKey(c);
        mask |= highCardMask(c);
      }
      histogramAdd(holdemWinners(n, key, mask));
    } else {
      for (let i = 0; i < boardToCome; i++) store<i32>(BOARD + (<usize>(boardKnown + i) << 2), drawCard());
      if (path == PATH_OMAHA || path == PATH_OMAHA_HIGH_LOW) {
        if (hasRanges || hasToCome) for (let p = 0; p < n; p++) pairKeys(p);
        if (path == PATH_OMAHA) histogramAdd(omahaWinners(n)); else omahaHighLow(n, 1);
      } else {
        scoreDeal();
      }
    }
  }
  foldHistogram(n);
}
