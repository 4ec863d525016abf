// Omaha ranges for the equity lab: "AAxx, AAKKds, KKQQss, JT98r, AsAhKsKh" (four cards; five for 5-card Omaha), and
// sampling them: the engine deals known hands, so a range is run as many known hands drawn from it (seeded).
import { type Card, RANK_CHARS, cardError, deckCards, parseCards } from '../cards';
import { mulberry32 } from '../random';
import type { EquityResult, PlayerEquity } from './types';

/** The most hands one Omaha range may hold (broader patterns are refused with a message). */
export const MAX_OMAHA_COMBOS = 200_000;

/** A refused token, its reason an id of OMAHA_WHY (src/engine/cards.ts) so that it reads in the learner's language. */
const bad = (token: string, why: string, params: Record<string, number> = {}) => cardError('omaha.token', { token, why: `omaha.why.${why}`, ...params }, token);

/** Whether text reads as an Omaha range rather than known cards (it has a rank pattern, a suit qualifier or a comma). */
export function isOmahaRange(text: string): boolean {
  const t = text.trim();
  if (t === '' || /^(random|any)$/i.test(t)) return false;
  try { parseCards(t); return false; } catch { return true; }
}

/** Suits pattern check: 'ds' two suits with two cards each, 'ss' exactly one suit twice and the rest different, 'r' all different. */
function suitsFit(cards: readonly Card[], q: string): boolean {
  if (q === '') return true;
  const counts = [0, 0, 0, 0];
  for (const c of cards) counts[c & 3]++;
  const sorted = counts.filter((n) => n > 0).sort((a, b) => b - a).join('');
  if (q === 'ds') return sorted === '22' || sorted === '221';
  if (q === 'ss') return sorted === '211' || sorted === '2111';
  return /^1+$/.test(sorted); // 'r': rainbow
}

/**
 * Reads an Omaha range into its hands (each `size` cards, ascending ids), without `removed` cards. Tokens are separated
 * by commas: exact cards ("AsAhKsKh"), or `size` rank characters where x stands for any rank not written in the token,
 * optionally followed by ds (double-suited), ss (single-suited: one suited pair, the other cards of other suits) or
 * r (rainbow). A hand listed twice counts once. Throws a CardError naming the token.
 */
export function parseOmahaRange(text: string, size: 4 | 5, removed: Iterable<Card> = []): Card[][] {
  if (typeof text !== 'string' || text.trim() === '') throw cardError('omaha.empty');
  const gone = new Set(removed);
  const deck = deckCards().filter((c) => !gone.has(c));
  const out = new Map<string, Card[]>();
  for (const raw of text.split(',').map((s) => s.trim()).filter(Boolean)) {
    const m = /^([2-9TJQKAX]+)(ds|ss|r)?$/i.exec(raw.replace(/\s+/g, ''));
    if (!m) {
      let cards: Card[];
      try { cards = parseCards(raw); } catch { throw bad(raw, 'syntax'); }
      if (cards.length !== size) throw bad(raw, 'hand-size', { size });
      if (cards.some((c) => gone.has(c))) continue;
      const hand = [...cards].sort((a, b) => a - b);
      out.set(hand.join(','), hand);
      continue;
    }
    const ranks = m[1].toUpperCase();
    const q = (m[2] ?? '').toLowerCase();
    if (ranks.length !== size) throw bad(raw, 'pattern-size', { size });
    if (q === 'r' && size === 5) throw bad(raw, 'five-rainbow');
    const named = [...ranks].filter((r) => r !== 'X').map((r) => RANK_CHARS.indexOf(r));
    const need = new Map<number, number>();
    for (const r of named) need.set(r, (need.get(r) ?? 0) + 1);
    if ([...need.values()].some((n) => n > 4)) throw bad(raw, 'four-of-rank');
    const wild = size - named.length;
    // Cards of each named rank (choose exactly as many as written), then `wild` cards of ranks not named.
    const groups: Card[][][] = [...need.entries()].map(([r, n]) => choose(deck.filter((c) => c >> 2 === r), n));
    const others = deck.filter((c) => !need.has(c >> 2));
    let count = groups.reduce((n, g) => n * g.length, 1) * binomial(others.length, wild);
    if (count > MAX_OMAHA_COMBOS * 4) throw bad(raw, 'too-broad', { count, max: MAX_OMAHA_COMBOS });
    const rest = choose(others, wild);
    const walk = (g: number, acc: Card[]): void => {
      if (g === groups.length) {
        for (const extra of rest) {
          const hand = [...acc, ...extra].sort((a, b) => a - b);
          if (suitsFit(hand, q)) out.set(hand.join(','), hand);
        }
        return;
      }
      for (const pick of groups[g]) walk(g + 1, [...acc, ...pick]);
    };
    walk(0, []);
    count = out.size;
    if (count > MAX_OMAHA_COMBOS) throw bad(raw, 'too-many', { count, max: MAX_OMAHA_COMBOS });
  }
  if (out.size === 0) throw cardError('omaha.none-left', { range: text });
  return [...out.values()];
}

function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return Math.round(r);
}

/** Every k-subset of cards (ascending positions). */
function choose(cards: readonly Card[], k: number): Card[][] {
  const out: Card[][] = [];
  const pick: Card[] = [];
  const go = (from: number): void => {
    if (pick.length === k) { out.push([...pick]); return; }
    for (let i = from; i <= cards.length - (k - pick.length); i++) { pick.push(cards[i]); go(i + 1); pick.pop(); }
  };
  go(0);
  return out;
}

/**
 * Hands for the range players, one assignment per stratum: every compatible assignment when there are at most
 * `max` (then the merged result is exact if each run is), else `max` seeded draws, uniform over compatible
 * assignments (rejection). Returns null when no compatible assignment turns up.
 */
export function omahaStrata(ranges: readonly Card[][][], max: number, seed: number): { hands: Card[][][]; exhaustive: boolean } | null {
  const all = ranges.reduce((n, r) => n * r.length, 1);
  const fits = (hands: Card[][]): boolean => new Set(hands.flat()).size === hands.flat().length;
  if (all <= max) {
    const out: Card[][][] = [];
    const go = (i: number, acc: Card[][]): void => {
      if (i === ranges.length) { if (fits(acc)) out.push([...acc]); return; }
      for (const h of ranges[i]) go(i + 1, [...acc, h]);
    };
    go(0, []);
    return out.length ? { hands: out, exhaustive: true } : null;
  }
  const random = mulberry32(seed);
  const out: Card[][][] = [];
  for (let tries = 0; out.length < max && tries < max * 50; tries++) {
    const hands = ranges.map((r) => r[Math.floor(random() * r.length)]);
    if (fits(hands)) out.push(hands);
  }
  return out.length ? { hands: out, exhaustive: false } : null;
}

/**
 * Merges the results of the strata (each one assignment of range hands, all equally likely): the average of every
 * figure. Exact when every stratum was enumerated and exact; otherwise the standard error is the spread of the
 * strata's equities over the square root of their number (it covers both the sampling and the choice of hands).
 */
export function mergeStrata(results: readonly EquityResult[], exhaustive: boolean): EquityResult {
  const k = results.length;
  const n = results[0].players.length;
  const mean = (f: (r: EquityResult) => number): number => results.reduce((s, r) => s + f(r), 0) / k;
  const opt = (f: (p: PlayerEquity) => number | undefined, i: number): number | undefined =>
    results[0].players[i] && f(results[0].players[i]) !== undefined ? mean((r) => f(r.players[i]) ?? 0) : undefined;
  const players: PlayerEquity[] = Array.from({ length: n }, (_, i) => {
    const p: PlayerEquity = { equity: mean((r) => r.players[i].equity), win: mean((r) => r.players[i].win), tie: mean((r) => r.players[i].tie) };
    const high = opt((x) => x.high, i);
    if (high !== undefined) { p.high = high; p.low = opt((x) => x.low, i); p.scoop = opt((x) => x.scoop, i); }
    return p;
  });
  const exact = exhaustive && results.every((r) => r.exact);
  let stdError = 0;
  if (!exact) {
    for (let i = 0; i < n; i++) {
      const m = players[i].equity;
      const between = k > 1 ? results.reduce((s, r) => s + (r.players[i].equity - m) ** 2, 0) / (k - 1) / k : 0;
      const within = results.reduce((s, r) => s + r.stdError ** 2, 0) / (k * k);
      stdError = Math.max(stdError, Math.sqrt(exhaustive ? within : Math.max(between, within)));
    }
  }
  const out: EquityResult = { players, exact, samples: results.reduce((s, r) => s + r.samples, 0), stdError };
  if (results[0].noLow !== undefined) out.noLow = mean((r) => r.noLow ?? 0);
  return out;
}
