// Cheap hand-strength reads for Easy and Normal (no equity kernel): the made hand now, draws, lows, under every hand rule.
import { bestHandUnchecked, rankOf, suitOf, type Card, type GameSpec, type HandCategory, type HandRule } from '../engine/index';

/**
 * Rough share of showdowns a made hand wins against one random hand, by category: the base and the top of the band
 * (the band is spread by the rank of the hand's leading card). `seven` is for best-of-seven games (hold'em, stud),
 * where pairs are common; `five` for five-card hands (draw, Soko, Americana, Telesina, 32-card draw), where a pair
 * is already a good hand; `omaha` for Omaha, where everyone makes two pair or better often. Read from the category
 * frequencies of random hands (a pair is about 44 % of seven-card hands, 42 % of five-card ones).
 */
export const CATEGORY_BANDS: Readonly<Record<'seven' | 'five' | 'omaha', Partial<Record<HandCategory, readonly [number, number]>>>> = {
  seven: {
    'high-card': [0.04, 0.22], 'pair': [0.3, 0.62], 'two-pair': [0.66, 0.78], 'trips': [0.8, 0.86], 'straight': [0.87, 0.9],
    'flush': [0.9, 0.94], 'full-house': [0.95, 0.98], 'quads': [0.985, 0.995], 'straight-flush': [0.997, 1],
  },
  five: {
    'high-card': [0.04, 0.4], 'pair': [0.45, 0.8], 'four-straight': [0.8, 0.82], 'four-flush': [0.82, 0.84], 'two-pair': [0.85, 0.9],
    'trips': [0.91, 0.94], 'straight': [0.95, 0.96], 'flush': [0.96, 0.975], 'full-house': [0.975, 0.99], 'quads': [0.99, 0.998], 'straight-flush': [0.998, 1],
  },
  omaha: {
    'high-card': [0.02, 0.08], 'pair': [0.1, 0.3], 'two-pair': [0.35, 0.55], 'trips': [0.58, 0.68], 'straight': [0.7, 0.8],
    'flush': [0.8, 0.9], 'full-house': [0.9, 0.97], 'quads': [0.98, 0.995], 'straight-flush': [0.997, 1],
  },
};

/** The lowest rank in the game's deck (32-card games start at the seven). */
export const lowestRank = (spec: GameSpec): number => (spec.deck === 32 ? 5 : 0);

function band(kind: 'seven' | 'five' | 'omaha', category: HandCategory, lead: number, minRank: number): number {
  const b = CATEGORY_BANDS[kind][category] ?? [0.5, 0.5];
  const frac = Math.max(0, Math.min(1, (lead - minRank) / Math.max(1, 12 - minRank)));
  return b[0] + (b[1] - b[0]) * frac;
}

/** The rank counts of a set of cards: [rank, count] from the most frequent and highest. */
function rankGroups(cards: readonly Card[]): [number, number][] {
  const counts = new Map<number, number>();
  for (const c of cards) counts.set(rankOf(c), (counts.get(rankOf(c)) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
}

/** A made-hand read of fewer than five cards (early streets): pairs and trips by rank counts. */
function partialCategory(cards: readonly Card[]): { category: HandCategory; lead: number } {
  const groups = rankGroups(cards);
  if (groups.length === 0) return { category: 'high-card', lead: 0 };
  const [r, n] = groups[0];
  if (n >= 4) return { category: 'quads', lead: r };
  if (n === 3) return { category: 'trips', lead: r };
  if (n === 2 && groups[1]?.[1] === 2) return { category: 'two-pair', lead: r };
  if (n === 2) return { category: 'pair', lead: r };
  return { category: 'high-card', lead: r };
}

/** The band a game's hands are read in. */
export function bandKind(spec: GameSpec): 'seven' | 'five' | 'omaha' {
  if (spec.high === 'omaha-high') return 'omaha';
  return spec.cardsPerPlayer + spec.boardCards >= 7 ? 'seven' : 'five';
}

/**
 * The high hand's strength now, 0..1 (roughly the share of showdowns it wins against one random hand), under the
 * game's high rule. Fewer cards than a full hand are read by their pairs; Omaha needs two hole and three board cards.
 */
export function madeStrength(spec: GameSpec, cards: readonly Card[], board: readonly Card[]): number {
  const rule: HandRule = spec.high;
  const kind = bandKind(spec);
  const minRank = lowestRank(spec);
  if (rule === 'deuce-seven') return lowStrength27(cards);
  let category: HandCategory;
  let lead: number;
  const omaha = rule === 'omaha-high';
  const enough = omaha ? cards.length >= 2 && board.length >= 3 : cards.length + board.length >= 5;
  if (enough) {
    const v = bestHandUnchecked(rule, cards, board);
    if (!v) return 0;
    category = v.category;
    lead = rankOf(v.cards[0]);
    // A hand the board makes by itself is shared: it counts as the board's, not ours.
    if (!omaha && board.length >= 5) {
      const boardOnly = bestHandUnchecked(rule, board.slice(0, 5), []);
      if (boardOnly && boardOnly.strength === v.strength) return band(kind, 'high-card', 6, minRank);
    }
  } else {
    ({ category, lead } = partialCategory(omaha ? cards : [...cards, ...board]));
    if (omaha) return 0.2 + 0.1 * (category === 'pair' ? 1 : 0); // before the flop Omaha reads its start (ranges.ts)
  }
  let s = band(kind, category, lead, minRank);
  // A pair made only with the board's cards (a paired board) is everyone's: count it as high card.
  if (!omaha && (category === 'pair' || category === 'two-pair') && board.length > 0) {
    const own = new Set(cards.map(rankOf));
    const boardPairs = rankGroups(board).filter(([, n]) => n >= 2).map(([r]) => r);
    if (category === 'pair' && boardPairs.includes(lead) && !own.has(lead)) s = band(kind, 'high-card', Math.max(...cards.map(rankOf)), minRank);
    if (category === 'two-pair' && boardPairs.length > 0 && !boardPairs.some((r) => own.has(r))) s -= 0.2;
    if (category === 'pair' && spec.family === 'community' && board.length >= 3 && own.has(lead)) s = communityPair(cards, board, lead);
  }
  return s;
}

/**
 * COMMUNITY_PAIR: a pair in hold'em read against the board rather than by its rank alone: an overpair or top pair
 * with a good kicker is a strong hand on the flop, the same pair of nines on a king-high board is not.
 */
export const COMMUNITY_PAIR = { overpair: 0.68, topPair: 0.55, kicker: 0.08, secondPair: 0.43, lowPair: 0.35, underPair: 0.33 } as const;

function communityPair(cards: readonly Card[], board: readonly Card[], pair: number): number {
  const P = COMMUNITY_PAIR;
  const boardRanks = [...new Set(board.map(rankOf))].sort((a, b) => b - a);
  const pocket = cards.filter((c) => rankOf(c) === pair).length >= 2;
  if (pocket && !boardRanks.includes(pair)) {
    if (pair > boardRanks[0]) return P.overpair + 0.04 * (pair / 12);
    return pair > boardRanks[boardRanks.length - 1] ? P.secondPair - 0.03 : P.underPair;
  }
  const kicker = Math.max(...cards.filter((c) => rankOf(c) !== pair).map(rankOf), 0);
  if (pair === boardRanks[0]) return P.topPair + P.kicker * (kicker / 12);
  if (pair === boardRanks[1]) return P.secondPair + 0.03 * (kicker / 12);
  return P.lowPair;
}

/** 2-7 (H-27): a five-card low read 0..1: seven-high 1, eight-high about 0.85, down to a pair, straight or flush near 0. */
export function lowStrength27(cards: readonly Card[]): number {
  if (cards.length < 5) return 0.2;
  const v = bestHandUnchecked('deuce-seven', cards, []);
  if (!v) return 0;
  if (v.category !== 'high-card') return 0.05;
  const ranks = v.cards.map(rankOf).sort((a, b) => b - a);
  // ranks: 0 = deuce .. 12 = ace; the best hand 7-5-4-3-2 has top rank 5.
  const top = ranks[0];
  const second = ranks[1];
  const base = Math.max(0.1, 1 - (top - 5) * 0.15);
  return Math.max(0.05, Math.min(1, base - (second - 3) * 0.02));
}

/** Hi/lo (H-LOW8): the low hand's strength, 0 when no eight-or-better low can be made now. */
export function low8Strength(spec: GameSpec, cards: readonly Card[], board: readonly Card[]): number {
  if (!spec.low) return 0;
  const omaha = spec.low === 'omaha-low8';
  const enough = omaha ? cards.length >= 2 && board.length >= 3 : cards.length + board.length >= 5;
  if (!enough) return 0;
  const v = bestHandUnchecked(spec.low, cards, board);
  if (!v) return 0;
  // The five low ranks, ace low: a wheel (5-4-3-2-A) is the best; an eight low the weakest.
  const top = v.category === 'five-low' ? 5 : v.category === 'six-low' ? 6 : v.category === 'seven-low' ? 7 : 8;
  return 0.95 - (top - 5) * 0.15;
}

/** Cards of rank eight or lower (ace low) among `cards`, distinct ranks: the start of an eight-or-better low. */
export function lowCards(cards: readonly Card[]): number {
  const ranks = new Set<number>();
  for (const c of cards) { const r = rankOf(c); if (r <= 6 || r === 12) ranks.add(r); }
  return ranks.size;
}

/** Straight and flush draws of a high hand: outs (cards that complete it) and whether it is already made. */
export function drawOuts(spec: GameSpec, cards: readonly Card[], board: readonly Card[]): { outs: number; flush: boolean; straight: 0 | 1 | 2 } {
  if (spec.high === 'deuce-seven') return { outs: 0, flush: false, straight: 0 };
  const omaha = spec.high === 'omaha-high';
  const all = [...cards, ...board];
  // Flush draw: four of a suit (hold'em: one of ours at least; Omaha: two of ours and two on the board).
  let flush = false;
  for (let suit = 0; suit < 4; suit++) {
    const mine = cards.filter((c) => suitOf(c) === suit).length;
    const onBoard = board.filter((c) => suitOf(c) === suit).length;
    if (omaha ? mine >= 2 && onBoard === 2 : mine + onBoard === 4 && mine >= 1) flush = true;
  }
  // Straight draws: ranks that would complete five in a row (ace also low; 32-card decks: A-7-8-9-T).
  const ranks = new Set(all.map(rankOf));
  const minRank = lowestRank(spec);
  const makes = (set: Set<number>): boolean => {
    const has = (r: number) => set.has(r);
    for (let top = 12; top >= minRank + 4; top--) {
      let ok = true;
      for (let k = 0; k < 5; k++) if (!has(top - k)) { ok = false; break; }
      if (ok) return true;
    }
    // The lowest straight: A-2-3-4-5 (52 cards) or A-7-8-9-T (32 cards).
    const wheel = minRank === 0 ? [12, 0, 1, 2, 3] : [12, 5, 6, 7, 8];
    return wheel.every(has);
  };
  let straight: 0 | 1 | 2 = 0;
  if (!makes(ranks)) {
    let completing = 0;
    for (let r = minRank; r <= 12; r++) if (!ranks.has(r)) { const s = new Set(ranks); s.add(r); if (makes(s)) completing++; }
    straight = completing >= 2 ? 2 : completing === 1 ? 1 : 0;
  }
  const suitOuts = spec.deck === 32 ? 4 : 9;
  const rankOuts = 4;
  const outs = (flush ? suitOuts : 0) + (straight === 2 ? 2 * rankOuts : straight === 1 ? rankOuts : 0) - (flush && straight ? 2 : 0);
  return { outs: Math.max(0, outs), flush, straight };
}

/** Cards still to come to this player (board cards for flop games; own cards in stud games). */
export function cardsToCome(spec: GameSpec, cards: readonly Card[], board: readonly Card[]): number {
  if (spec.family === 'community') return Math.max(0, spec.boardCards - board.length);
  if (spec.family === 'stud') return Math.max(0, spec.cardsPerPlayer - cards.length) + Math.max(0, spec.boardCards - board.length);
  return 0;
}
