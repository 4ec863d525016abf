// The detail that decides a hand comparison, in plain words (issue 13 point 1): the category, the kicker, the low
// card or the suit, read off the engine's evaluation of the two hands (HandValue.cards in significance order), never
// written by hand. C-SUITORDER, H-TELESINA, H-DRAW32, H-SOKO, H-AMERICANA, H-LOW8, H-27.
import { type Card, categoryPhrase, describeHand, formatCard, type HandRule, type HandValue, RANK_CHARS, RANK_NAMES } from '../../engine';

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];
const rank = (c: Card) => c >> 2;
/** Telesina and 32-card draw suit value: hearts > diamonds > clubs > spades (ids c d h s). */
const suitValue = (c: Card) => [1, 2, 3, 0][c & 3];
const lowRule = (rule: HandRule) => rule === 'low8' || rule === 'omaha-low8' || rule === 'deuce-seven';
const deck32 = (rule: HandRule) => rule === 'americana' || rule === 'telesina' || rule === 'draw32';
const plural = (r: number) => (r === 4 ? 'sixes' : `${RANK_NAMES[r]}s`);

/** "7-5-4-2-A": a low (or a deuce-to-seven hand) from its highest card. */
export const lowWords = (v: HandValue): string => v.cards.map((c) => RANK_CHARS[rank(c)]).join('-');

function handPhrase(rule: HandRule, v: HandValue): string {
  if (lowRule(rule) && v.category !== 'pair' && v.category !== 'two-pair') return `${lowWords(v)}${rule === 'deuce-seven' ? '' : ' low'}`;
  const words = describeHand(rule, v);
  const article = ['pair', 'straight', 'flush', 'full-house', 'straight-flush', 'four-flush', 'four-straight'].includes(v.category) && !/^Royal/.test(words) ? 'a ' : '';
  return article + words.charAt(0).toLowerCase() + words.slice(1);
}

/** "a flush", "one pair", "a high card"; after a possessive ("Ana's flush") without the article. */
const categoryWords = (v: HandValue): string => {
  const p = categoryPhrase(v.category);
  return /^(a|an|one|two|three|four) /.test(p) ? p : `a ${p}`;
};
const possessed = (v: HandValue): string => categoryWords(v).replace(/^(a|an|one) /, '');

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
    let why = '';
    const cats = [a.category, b.category];
    if (deck32(rule) && cats.includes('flush') && cats.includes('full-house')) why = ' (with 32 cards a flush beats a full house)';
    if (rule === 'soko' && (cats.includes('four-flush') || cats.includes('four-straight'))) why = ' (in Soko a four-flush beats a four-straight, and both beat one pair but lose to two pair)';
    if (rule === 'deuce-seven') why = ' (in deuce-to-seven the lowest hand wins: pairs, straights and flushes are bad)';
    return `${who}'s ${possessed(a)} beats ${other}'s ${possessed(b)}${why}`;
  }
  const same = describeHand(rule, a) === describeHand(rule, b);
  const both = `both have ${same ? handPhrase(rule, a) : categoryWords(a)}`;
  const low = lowRule(rule);
  const value = (c: Card) => (rule !== 'deuce-seven' && low && rank(c) === 12 ? -1 : rank(c));
  const straight = a.category === 'straight' || a.category === 'straight-flush';
  const positions = straight ? [0] : [0, 1, 2, 3, 4];
  const i = positions.find((k) => value(a.cards[k]) !== value(b.cards[k]));
  if (i !== undefined) {
    const ra = rank(a.cards[i]);
    const rb = rank(b.cards[i]);
    if (low && !['pair', 'two-pair', 'trips'].includes(a.category)) {
      return `${who}'s ${handPhrase(rule, a)} beats ${other}'s ${handPhrase(rule, b)} at the ${ORDINALS[i]} card (${RANK_CHARS[ra]} against ${RANK_CHARS[rb]})`;
    }
    if (straight) return `${both}; ${who}'s ${RANK_NAMES[ra]}-high one beats ${other}'s ${RANK_NAMES[rb]}-high one`;
    if (a.category === 'high-card' || a.category === 'flush') return `${both}; at the ${ORDINALS[i]} card ${who}'s ${RANK_NAMES[ra]} beats ${other}'s ${RANK_NAMES[rb]}`;
    if (a.category === 'four-flush' || a.category === 'four-straight') {
      return i === 4 ? `${both}; ${who}'s fifth card, ${RANK_NAMES[ra] === 'ace' ? 'an' : 'a'} ${RANK_NAMES[ra]}, beats ${other}'s ${RANK_NAMES[rb]}`
        : `${both}; at the ${ORDINALS[i]} card of the four ${who}'s ${RANK_NAMES[ra]} beats ${other}'s ${RANK_NAMES[rb]}`;
    }
    const grouped = a.cards.filter((c) => rank(c) === ra).length > 1;
    const better = low ? 'lower' : '';
    if (grouped) return `${both}; ${who}'s ${plural(ra)} beat ${other}'s ${plural(rb)}`;
    return `${both}; ${who}'s ${better ? `${better} ` : ''}${RANK_NAMES[ra]} kicker beats ${other}'s ${RANK_NAMES[rb]}`;
  }
  if (rule !== 'telesina' && rule !== 'draw32') return null;
  const k = suitCardIndex(rule, a, b);
  if (suitValue(a.cards[k]) === suitValue(b.cards[k])) return null;
  return `${both} with the same ranks, so the suit order decides (hearts, diamonds, clubs, spades from the top): ${who}'s ${formatCard(a.cards[k])} beats ${other}'s ${formatCard(b.cards[k])}`;
}

/**
 * The deciding detail of a showdown among `values` won by `winners`: the winner against the best of the rest, or the
 * shared hand of a tie. Undefined when fewer than two hands are in it.
 */
export function showdownDecisive(rule: HandRule, values: (HandValue | null)[], winners: number[], labels: string[]): string | undefined {
  const inIt = values.flatMap((v, i) => (v ? [i] : []));
  if (!inIt.length || !winners.length) return undefined;
  const w = winners[0];
  if (winners.length > 1) return `${winners.map((x) => labels[x]).join(' and ')} have the same ${lowRule(rule) && rule !== 'deuce-seven' ? 'low' : 'hand'} (${handPhrase(rule, values[w]!)}) and split`;
  const rest = inIt.filter((i) => i !== w);
  if (!rest.length) return `only ${labels[w]} has a qualifying low (${handPhrase(rule, values[w]!)})`;
  const runner = rest.reduce((x, y) => (values[y]!.strength > values[x]!.strength ? y : x));
  return beatsWords(rule, values[w]!, values[runner]!, labels[w], labels[runner]) ?? undefined;
}

/** The low half's deciding detail (H-LOW8). */
export const lowDecisive = (lows: (HandValue | null)[], winners: number[], labels: string[]): string | undefined =>
  showdownDecisive('low8', lows, winners, labels);

/** Capitalises a decisive sentence for display. */
export const sentence = (s: string | undefined): string | undefined => (s ? `${s.charAt(0).toUpperCase()}${s.slice(1)}.` : undefined);
