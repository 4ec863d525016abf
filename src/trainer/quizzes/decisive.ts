// The detail that decides a hand comparison, in plain words (issue 13 point 1): the category, the kicker, the low
// card or the suit, read off the engine's evaluation of the two hands (HandValue.cards in significance order), never
// written by hand; in the active language (issue 15, 'quiz.decisive.*'). C-SUITORDER, H-TELESINA, H-DRAW32, H-SOKO,
// H-AMERICANA, H-LOW8, H-27.
import { type Card, formatCard, type HandRule, type HandValue, RANK_CHARS } from '../../engine';
import { currentLocale, formatList, inSentence, msg } from '../../i18n/index';
import { categoryPhrase, handName, word } from './common';

const rank = (c: Card) => c >> 2;
/** Telesina and 32-card draw suit value: hearts > diamonds > clubs > spades (ids c d h s). */
const suitValue = (c: Card) => [1, 2, 3, 0][c & 3];
const lowRule = (rule: HandRule) => rule === 'low8' || rule === 'omaha-low8' || rule === 'deuce-seven';
const deck32 = (rule: HandRule) => rule === 'americana' || rule === 'telesina' || rule === 'draw32';
/** Rank words in the active language: one card ("king"), a group of a rank ("kings"), a position ("second"). */
const one = (r: number) => word(`quiz.common.rank.${r}`);
const many = (r: number) => word(`quiz.common.ranks.${r}`);
const nth = (i: number) => word(`quiz.decisive.nth.${i}`);

/** "7-5-4-2-A": a low (or a deuce-to-seven hand) from its highest card. */
export const lowWords = (v: HandValue): string => v.cards.map((c) => RANK_CHARS[rank(c)]).join('-');

/** The hand as it reads inside a sentence: "a flush, ace high", "7-5-4-2-A low", "8-6-4-3-2" (deuce-to-seven). */
function handPhrase(rule: HandRule, v: HandValue): string {
  if (lowRule(rule) && v.category !== 'pair' && v.category !== 'two-pair') return rule === 'deuce-seven' ? lowWords(v) : msg('quiz.decisive.lowPhrase', { cards: lowWords(v) });
  const name = handName(rule, v);
  const counted = ['pair', 'straight', 'flush', 'full-house', 'straight-flush', 'four-flush', 'four-straight'].includes(v.category) && name !== msg('quiz.common.hand.royal');
  return counted ? msg('quiz.decisive.aHand', { hand: inSentence(name) }) : inSentence(name);
}

/** "a flush", "one pair", "a high card" (English adds the article the category phrase lacks). */
const categoryWords = (v: HandValue): string => {
  const p = categoryPhrase(v.category);
  return /^(a|an|one|two|three|four) /.test(p) ? p : msg('quiz.decisive.aCategory', { category: p });
};
/** The category after a possessive ("Ana's flush"): English drops its article; other languages keep their phrase as it is. */
const possessed = (v: HandValue): string => (currentLocale() === 'en' ? categoryWords(v).replace(/^(a|an|one) /, '') : categoryPhrase(v.category));

/** The card whose suit settles equal ranks (C-SUITORDER), by the rule's own order of tie-breaks. */
function suitCardIndex(rule: HandRule, a: HandValue, b: HandValue): number {
  switch (a.category) {
    case 'straight': case 'straight-flush': case 'flush': return 0; // the top card (a flush: its suit)
    case 'two-pair': return rule === 'telesina' ? 0 : 4;             // Telesina the high pair's best suit; draw32 the kicker
    case 'pair': return 2;                                           // the highest kicker
    case 'trips': return 3;                                          // 32-card draw: the highest kicker
    case 'high-card': {
      if (rule === 'draw32') return 0;                               // the highest card
      const k = a.cards.findIndex((c, i) => suitValue(c) !== suitValue(b.cards[i])); // Telesina: each card with its suit
      return k < 0 ? 0 : k;
    }
    default: return 0;
  }
}

/**
 * Why hand `a` (of `who`) beats hand `b` (of `other`) under `rule`, in one plain sentence; null when they tie.
 * Ranks are compared position by position in the engine's significance order; lows and deuce-to-seven lower first.
 */
export function beatsWords(rule: HandRule, a: HandValue, b: HandValue, who: string, other: string): string | null {
  if (a.category !== b.category && rule !== 'low8' && rule !== 'omaha-low8') {
    const cats = [a.category, b.category];
    const why = rule === 'deuce-seven' ? msg('quiz.decisive.why27')
      : rule === 'soko' && (cats.includes('four-flush') || cats.includes('four-straight')) ? msg('quiz.decisive.whySoko')
      : deck32(rule) && cats.includes('flush') && cats.includes('full-house') ? msg('quiz.decisive.why32') : '';
    const params = { who, other, a: possessed(a), b: possessed(b) };
    return why ? msg('quiz.decisive.beatsWhy', { ...params, why }) : msg('quiz.decisive.beats', params);
  }
  const same = handName(rule, a) === handName(rule, b);
  const both = msg('quiz.decisive.both', { hand: same ? handPhrase(rule, a) : categoryWords(a) });
  const low = lowRule(rule);
  const value = (c: Card) => (rule !== 'deuce-seven' && low && rank(c) === 12 ? -1 : rank(c));
  const straight = a.category === 'straight' || a.category === 'straight-flush';
  const positions = straight ? [0] : [0, 1, 2, 3, 4];
  const i = positions.find((k) => value(a.cards[k]) !== value(b.cards[k]));
  if (i !== undefined) {
    const ra = rank(a.cards[i]);
    const rb = rank(b.cards[i]);
    if (low && !['pair', 'two-pair', 'trips'].includes(a.category)) {
      return msg('quiz.decisive.lowCard', { who, other, a: handPhrase(rule, a), b: handPhrase(rule, b), nth: nth(i), ra: RANK_CHARS[ra], rb: RANK_CHARS[rb] });
    }
    const ranks = { both, who, other, ra: one(ra), rb: one(rb) };
    if (straight) return msg('quiz.decisive.straight', ranks);
    if (a.category === 'high-card' || a.category === 'flush') return msg('quiz.decisive.atCard', { ...ranks, nth: nth(i) });
    if (a.category === 'four-flush' || a.category === 'four-straight') {
      return i === 4 ? msg(ra === 12 ? 'quiz.decisive.fifthCardAce' : 'quiz.decisive.fifthCard', ranks) : msg('quiz.decisive.atCardOfFour', { ...ranks, nth: nth(i) });
    }
    if (a.cards.filter((c) => rank(c) === ra).length > 1) return msg('quiz.decisive.groups', { ...ranks, ra: many(ra), rb: many(rb) });
    return msg(low ? 'quiz.decisive.kickerLower' : 'quiz.decisive.kicker', ranks);
  }
  if (rule !== 'telesina' && rule !== 'draw32') return null;
  const k = suitCardIndex(rule, a, b);
  if (suitValue(a.cards[k]) === suitValue(b.cards[k])) return null;
  return msg('quiz.decisive.suits', { both, who, other, a: formatCard(a.cards[k]), b: formatCard(b.cards[k]) });
}

/**
 * The deciding detail of a showdown among `values` won by `winners`: the winner against the best of the rest, or the
 * shared hand of a tie. Undefined when fewer than two hands are in it.
 */
export function showdownDecisive(rule: HandRule, values: (HandValue | null)[], winners: number[], labels: string[]): string | undefined {
  const inIt = values.flatMap((v, i) => (v ? [i] : []));
  if (!inIt.length || !winners.length) return undefined;
  const w = winners[0];
  if (winners.length > 1) {
    const params = { players: formatList(winners.map((x) => labels[x])), hand: handPhrase(rule, values[w]!) };
    return msg(lowRule(rule) && rule !== 'deuce-seven' ? 'quiz.decisive.tieLow' : 'quiz.decisive.tie', params);
  }
  const rest = inIt.filter((i) => i !== w);
  if (!rest.length) return msg('quiz.decisive.onlyLow', { who: labels[w], hand: handPhrase(rule, values[w]!) });
  const runner = rest.reduce((x, y) => (values[y]!.strength > values[x]!.strength ? y : x));
  return beatsWords(rule, values[w]!, values[runner]!, labels[w], labels[runner]) ?? undefined;
}

/** The low half's deciding detail (H-LOW8). */
export const lowDecisive = (lows: (HandValue | null)[], winners: number[], labels: string[]): string | undefined =>
  showdownDecisive('low8', lows, winners, labels);

/** A decisive clause as a sentence for display: the first letter in upper case (the locale's way), the full stop. */
export const sentence = (s: string | undefined): string | undefined =>
  (s ? msg('quiz.decisive.sentence', { text: `${s.charAt(0).toLocaleUpperCase(currentLocale())}${s.slice(1)}` }) : undefined);
