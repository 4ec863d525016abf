// Normal's (and Hard's) starting ranges, one table per game family: hold'em by position, Omaha, stud third street, draw.
import { parseRange, rankOf, suitOf, type Card, type GameSpec } from '../engine/index';

/**
 * Hold'em seats by how many players act after this one before the flop (blinds included): the button has two behind
 * (the blinds), the cutoff three, the hijack four; five or more is early position. The small blind is 'sb', the big
 * blind 'bb'.
 */
export type HoldemPosition = 'ep' | 'utg' | 'hj' | 'co' | 'btn' | 'sb' | 'bb' | 'hu';

/**
 * Hands to open (raise first in) from each position, PokerStove syntax. Why these: about 9 % (nine-handed early
 * position), 15 % (six-handed first seat), 19 %, 27 %, 45 % on the button and 40 % in the small blind, the usual
 * shape of a solid six-handed 100-big-blind strategy: tight where many players are left to wake up with a hand,
 * wide where only the blinds are. Heads-up ('hu', the button is the small blind) about 75 %: one opponent, and
 * the blinds come round every other hand.
 */
export const HOLDEM_OPEN: Readonly<Record<HoldemPosition, string>> = {
  ep: '88+, AJs+, KQs, AQo+',
  utg: '77+, ATs+, KTs+, QTs+, JTs, T9s, AQo+, KQo',
  hj: '66+, A8s+, A5s, K9s+, Q9s+, J9s+, T9s, 98s, AJo+, KQo',
  co: '44+, A2s+, K8s+, Q9s+, J9s+, T8s+, 97s+, 87s, 76s, ATo+, KJo+, QJo',
  btn: '22+, A2s+, K5s+, Q7s+, J7s+, T7s+, 96s+, 85s+, 75s+, 64s+, 54s, A7o+, A5o, K9o+, Q9o+, J9o+, T9o',
  sb: '22+, A2s+, K7s+, Q8s+, J8s+, T8s+, 97s+, 87s, 76s, 65s, A8o+, KTo+, QTo+, JTo',
  bb: '22+, A2s+, K7s+, Q8s+, J8s+, T8s+, 97s+, 87s, 76s, 65s, A8o+, KTo+, QTo+, JTo',
  hu: '22+, A2s+, K2s+, Q2s+, J4s+, T6s+, 96s+, 85s+, 74s+, 64s+, 53s+, A2o+, K5o+, Q7o+, J8o+, T8o+, 98o',
};

/** Against one raise: re-raise for value (and a few suited wheel aces that block aces), or call. Why: a 3-bet range of about 4 %, calls about 12 %, wider from the big blind which is getting a price. */
export const HOLDEM_VS_RAISE = {
  reraise: 'QQ+, AKs, AKo, A5s-A4s',
  call: '22-JJ, ATs-AQs, KJs+, QJs, JTs, T9s, 98s, AQo, KQo',
  bigBlindCall: '22-JJ, A2s-AQs, K6s+, Q8s+, J8s+, T7s+, 97s+, 86s+, 75s+, 65s, 54s, A9o-AQo, KTo+, QTo+, JTo',
} as const;

/**
 * Hard's re-raises against a single open raise, wider than Normal's: about 11 % of hands (value plus suited
 * wheel aces and suited connectors that play well when called), and about 20 % heads-up from the big blind
 * against a button that opens three hands in four. Why: a tight opener folds most of its range to a re-raise,
 * and the hands chosen keep equity when called.
 */
export const HARD_VS_RAISE = {
  reraise: 'TT+, AQs+, AKo, A5s-A2s, KTs+, QJs, JTs, T9s, 98s, 87s, 76s, AJo, KQo',
  reraiseHeadsUp: '77+, A2s+, K9s+, QTs+, J9s+, T8s+, 97s+, 86s+, 75s+, 64s+, 54s, ATo+, KJo+',
} as const;

/** Against a re-raise or more: raise again, or call. Why: only the hands that are ahead of a tight 3-bet range continue. */
export const HOLDEM_VS_RERAISE = { reraise: 'KK+, AKs', call: 'QQ-TT, AKo, AQs' } as const;

const comboKey = (a: Card, b: Card): number => (a > b ? a * 52 + b : b * 52 + a);
const parsed = new Map<string, Set<number>>();

/** True when the two cards are in a PokerStove range (parsed once and kept). */
export function inRange(range: string, cards: readonly Card[]): boolean {
  if (cards.length !== 2) return false;
  let set = parsed.get(range);
  if (!set) {
    set = new Set(parseRange(range).map((c) => comboKey(c.cards[0], c.cards[1])));
    parsed.set(range, set);
  }
  return set.has(comboKey(cards[0], cards[1]));
}

/** The hold'em position of `seat` from the number of players acting after it before the flop. */
export function holdemPosition(behind: number, isSmallBlind: boolean, isBigBlind: boolean, players = 6): HoldemPosition {
  if (isBigBlind) return 'bb';
  if (players === 2) return 'hu';
  if (isSmallBlind) return 'sb';
  if (behind <= 2) return 'btn';
  if (behind === 3) return 'co';
  if (behind === 4) return 'hj';
  if (behind === 5) return 'utg';
  return 'ep';
}

/**
 * Omaha starting points (four or five cards): pairs by rank, suited cards (an ace-suited pair of cards counts more:
 * the nut flush), cards that work together for straights, high cards. A dead-looking three of a kind loses points.
 * Why: Omaha hands win by making the nuts, so hands whose cards all work together (AAKK double suited, JT98) score
 * high and scattered ones (A-8-4-2 rainbow) low.
 */
export const OMAHA_POINTS = {
  /** Per pair, by rank: 10 for aces down to 2 for small pairs (big pairs make top sets). */
  pairBase: 2, pairHighBonusFrom: 8,
  /** Trips or quads in the hand: the third card is dead. */
  tripsPenalty: 5,
  /** Per suit held exactly twice (three or more: one point), plus a bonus when the ace is one of them. */
  suited: 2, suitedAce: 2, overSuited: 1,
  /** Per two distinct ranks within four of each other: 4 - gap points (straights need connected cards). */
  connectBase: 4,
  /** Per card ten or higher. */
  highCard: 1,
  /** Hi/lo: an ace with another low card, and each other distinct low card (eight or lower). */
  lowAce: 4, lowCard: 1,
} as const;

/**
 * Omaha thresholds (points) to open, to call a raise, to re-raise, by position (early / late / blinds). Why: on the
 * point scale above the median four-card hand scores 9, the top 15 % 13 or more, the top 30 % 10, the top 3 % about
 * 18 (20,000 random hands); opening about the top 15 % early and 30 % late is the usual pot-limit shape. Five-card
 * Omaha hands score about 5 points more at every share, hi/lo hands about 3 more.
 */
export const OMAHA_THRESHOLDS = {
  open: { early: 13, late: 10, blinds: 11 },
  call: { early: 14, late: 12, blinds: 11 },
  reraise: 18,
  fiveCardExtra: 5,
  hiLoExtra: 3,
} as const;

/** Omaha (and five-card Omaha) starting points; hi/lo games add low points. */
export function omahaPoints(spec: GameSpec, cards: readonly Card[]): number {
  const P = OMAHA_POINTS;
  let points = 0;
  const byRank = new Map<number, number>();
  for (const c of cards) byRank.set(rankOf(c), (byRank.get(rankOf(c)) ?? 0) + 1);
  for (const [r, n] of byRank) {
    if (n === 2) points += P.pairBase + Math.max(0, r - P.pairHighBonusFrom) * 2;
    if (n >= 3) points -= P.tripsPenalty;
  }
  for (let suit = 0; suit < 4; suit++) {
    const inSuit = cards.filter((c) => suitOf(c) === suit);
    if (inSuit.length === 2) points += P.suited + (inSuit.some((c) => rankOf(c) === 12) ? P.suitedAce : 0);
    else if (inSuit.length > 2) points += P.overSuited;
  }
  const ranks = [...byRank.keys()].sort((a, b) => b - a);
  for (let i = 0; i < ranks.length; i++) {
    for (let j = i + 1; j < ranks.length; j++) {
      const gap = ranks[i] - ranks[j];
      if (gap >= 1 && gap <= 3) points += P.connectBase - gap;
    }
    if (ranks[i] === 12 && ranks.includes(3)) points += 1; // A-5 wheel cards
  }
  points += cards.filter((c) => rankOf(c) >= 8).length * P.highCard;
  if (spec.low) {
    const lows = new Set(cards.map(rankOf).filter((r) => r <= 6 || r === 12));
    if (lows.has(12) && lows.size >= 2) points += P.lowAce;
    points += Math.max(0, lows.size - 1) * P.lowCard;
  }
  return points;
}

/** What a stud or first-two-cards start is worth, and what to do with it. */
export type StartPlay = 'raise' | 'call' | 'fold';

/**
 * Seven-card stud third street (two down, one up). Why: rolled-up trips and big pairs are favourites against any
 * start and want the pot big; small pairs and three to a flush or a high straight play for a price; the rest folds.
 * Hi/lo: three low cards to an eight (an ace among them is worth raising) play too.
 */
export const STUD_THIRD_STREET = {
  bigPairFrom: 8, // tens and up
  drawTopFrom: 7, // three to a straight with a nine or higher on top
  hiLoLowCards: 3,
} as const;

/**
 * The first round of Soko, Americana and Telesina (one down, one up). Why: with five cards a pair is already a good
 * hand and two high cards make one often; small unpaired starts are behind most of the time.
 */
export const FIVE_CARD_STUD_START = { highFrom52: 10, highFrom32: 10 } as const;

/** The start of a stud-family hand (the first betting round). */
export function studStart(spec: GameSpec, cards: readonly Card[]): StartPlay {
  const ranks = cards.map(rankOf);
  const counts = new Map<number, number>();
  for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1);
  const pairs = [...counts.entries()].filter(([, n]) => n >= 2).map(([r]) => r);
  const trips = [...counts.values()].some((n) => n >= 3);
  if (cards.length >= 3) {
    const T = STUD_THIRD_STREET;
    if (trips) return 'raise';
    if (pairs.length > 0 && pairs[0] >= T.bigPairFrom) return 'raise';
    if (spec.low && ranks.filter((r) => r <= 6 || r === 12).length >= T.hiLoLowCards && new Set(ranks).size === 3) {
      return ranks.includes(12) ? 'raise' : 'call';
    }
    if (pairs.length > 0) return 'call';
    const flush = new Set(cards.map(suitOf)).size === 1;
    const sorted = [...new Set(ranks)].sort((a, b) => a - b);
    const straight = sorted.length === 3 && sorted[2] - sorted[0] <= 4 && sorted[2] >= T.drawTopFrom;
    if (flush || straight) return 'call';
    return 'fold';
  }
  const high = spec.deck === 32 ? FIVE_CARD_STUD_START.highFrom32 : FIVE_CARD_STUD_START.highFrom52;
  if (pairs.length > 0) return 'raise';
  if (ranks.every((r) => r >= high) && ranks.includes(12)) return 'raise';
  if (ranks.every((r) => r >= high)) return 'call';
  if (cards.length === 2 && suitOf(cards[0]) === suitOf(cards[1]) && Math.abs(ranks[0] - ranks[1]) <= 2) return 'call';
  return 'fold';
}

/**
 * Draw games before the (first) draw: what each holding does. Why: pat hands and two pair are ahead of most hands
 * and raise; a pair of jacks or better opens (the classic openers); a smaller pair or a four-card flush or
 * open-ended straight draw plays for a price. 2-7: a pat nine or better or a one-card draw to an eight raises,
 * two-card draws to a seven call.
 */
export const DRAW_START = {
  high: { raiseFrom: 0.85, openFrom: 0.62, callFrom: 0.45 },
  lowball: { raiseFrom: 0.7, callFrom: 0.5 },
} as const;
