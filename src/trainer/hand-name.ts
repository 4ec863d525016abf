// A hand's name in the active language (the engine's describeHand, translated): one source for the quizzes' answers,
// the table's result line and the lessons' showdown examples. The quizzes' English part carries its words.
import { decodeStrength, type HandRule, type HandValue } from '../engine';
import { currentLocale, inSentence, msg, type MessageId, type Params } from '../i18n/index';
import '../i18n/quizzes/en'; // the English words ('quiz.common.hand.*', ranks) join the catalogue with this module

const word = (id: string, params?: Params): string => msg(id as MessageId, params);

/**
 * The engine's describeHand in the active language: "Full house, queens over sixes", "Eight-six low", "Flush, ace
 * high, in hearts" (ranks and category read from the engine's decodeStrength; rank words per language in
 * 'quiz.common.rank.N' and, for groups of a rank, 'quiz.common.ranks.N'). Null reads "No qualifying low".
 */
export function handName(rule: HandRule, value: HandValue | number | null): string {
  if (value === null) return msg('quiz.common.hand.noLow');
  const { category, ranks, suit } = decodeStrength(rule, typeof value === 'number' ? value : value.strength);
  const deck32 = rule === 'americana' || rule === 'telesina' || rule === 'draw32';
  const one = (r: number) => word(`quiz.common.rank.${r}`);
  const many = (r: number) => word(`quiz.common.ranks.${r}`);
  const suitName = suit !== undefined ? word(`suit.${suit}`) : '';
  const top = (r: number) => (r === 3 ? msg('quiz.common.hand.wheelTop') : r === 8 && deck32 ? msg('quiz.common.hand.deck32Top') : msg('quiz.common.hand.top', { rank: one(r) }));
  const low = () => (ranks[0] === 3 && ranks[1] === 2 ? msg('quiz.common.hand.wheel') : msg('quiz.common.hand.low', { a: one(ranks[0]), b: one(ranks[1]) }));
  let text: string;
  switch (category) {
    case 'five-low': case 'six-low': case 'seven-low': case 'eight-low': text = low(); break;
    case 'high-card':
      text = rule === 'deuce-seven' ? msg('quiz.common.hand.low', { a: one(ranks[0]), b: one(ranks[1]) })
        : suit !== undefined ? msg('quiz.common.hand.highCardSuit', { rank: one(ranks[0]), suit: suitName }) : msg('quiz.common.hand.highCard', { rank: one(ranks[0]) });
      break;
    case 'pair': text = msg('quiz.common.hand.pair', { ranks: many(ranks[0]) }); break;
    case 'two-pair': text = msg('quiz.common.hand.twoPair', { a: many(ranks[0]), b: many(ranks[1]) }); break;
    case 'trips': text = msg('quiz.common.hand.trips', { ranks: many(ranks[0]) }); break;
    case 'straight': text = msg('quiz.common.hand.straight', { top: top(ranks[0]) }); break;
    case 'flush': text = suit !== undefined ? msg('quiz.common.hand.flushSuit', { rank: one(ranks[0]), suit: suitName }) : msg('quiz.common.hand.flush', { rank: one(ranks[0]) }); break;
    case 'full-house': text = msg('quiz.common.hand.fullHouse', { a: many(ranks[0]), b: many(ranks[1]) }); break;
    case 'quads': text = msg('quiz.common.hand.quads', { ranks: many(ranks[0]) }); break;
    case 'straight-flush': text = ranks[0] === 12 ? msg('quiz.common.hand.royal') : msg('quiz.common.hand.straightFlush', { top: top(ranks[0]) }); break;
    case 'four-flush': text = msg('quiz.common.hand.fourFlush', { rank: one(ranks[0]) }); break;
    case 'four-straight': text = msg('quiz.common.hand.fourStraight', { top: ranks[0] === 2 ? msg('quiz.common.hand.fourHigh') : msg('quiz.common.hand.top', { rank: one(ranks[0]) }) }); break;
  }
  return text.charAt(0).toLocaleUpperCase(currentLocale()) + text.slice(1);
}

/** A hand's name inside a sentence or after a label's colon, in lower case (the convention: inSentence in src/i18n). */
export const handNameInSentence = (rule: HandRule, value: HandValue | number | null): string => inSentence(handName(rule, value));
