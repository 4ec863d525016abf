// Quiz "which of these can be read as cards": the engine's card reader decides (C-NOTATION), and
// whether a card exists in the 32-card deck (C-DECK32) or the standard deck (C-DECK52).
//
// Difficulty: 1 picks the one readable list of three, in the 52-card deck; 2 of four, half the time in the 32-card
// deck (sixes and lower do not exist there); 3 of five, the same mix.
import { CardError, formatCard, inDeck, parseCards, RANK_CHARS, SUIT_CHARS } from '../../engine';
import { msg } from '../../i18n';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { question, retry } from './common';

const KIND = 'card-notation';

function candidate(rng: Rng): string {
  const token = () => {
    const r = rng.chance(0.1) ? rng.pick(['10', '1', '11', 'B', 'Z']) : RANK_CHARS[rng.int(0, 12)];
    const s = rng.chance(0.08) ? rng.pick(['x', 'p', 'S']) : SUIT_CHARS[rng.int(0, 3)];
    const t = r + s;
    return rng.chance(0.3) ? t.toLowerCase() : t;
  };
  const tokens = Array.from({ length: rng.int(2, 4) }, token);
  if (rng.chance(0.15)) tokens.push(tokens[0]);
  return tokens.join(rng.pick([' ', ',', '']));
}

/** Whether the engine reads one token as a card of the standard deck. */
function isCard(token: string): boolean {
  try {
    return parseCards(token).length === 1;
  } catch {
    return false;
  }
}

/**
 * null when the engine accepts the text, else why not in the active language. The engine's reader decides; its
 * CardError names the token, and the reason is told from that token with the same reader (is the rank part a rank?
 * is it a card of the full deck? then it repeats, or lies outside the 32-card deck).
 */
function readError(text: string, deck: 52 | 32): string | null {
  try {
    parseCards(text, { deck });
    return null;
  } catch (error) {
    const token = error instanceof CardError ? error.token ?? '' : '';
    if (token.length < 2) return msg('quiz.card-notation.short', { token });
    if (!isCard(token)) {
      const rank = token.startsWith('10') ? '10' : token[0];
      return isCard(`${rank}c`) ? msg('quiz.card-notation.badSuit', { token, suit: token.slice(-1) })
        : msg('quiz.card-notation.badRank', { token, rank: token.slice(0, -1) });
    }
    const card = parseCards(token)[0];
    return deck === 32 && !inDeck(card, 32) ? msg('quiz.card-notation.outside32', { card: formatCard(card) })
      : msg('quiz.card-notation.twice', { card: formatCard(card) });
  }
}

export const cardNotation: QuizKind = {
  id: KIND,
  code: 'cn',
  get title() { return msg('quiz.card-notation.title'); },
  ruleIds: ['C-NOTATION', 'C-DECK52', 'C-DECK32'],
  games: [],
  generate(seed, difficulty) {
    const rng = new Rng(seed);
    const deck: 52 | 32 = difficulty >= 2 && rng.chance(0.5) ? 32 : 52;
    const optionsCount = difficulty + 2;
    const options = retry(rng, (r) => {
      const texts = Array.from({ length: optionsCount }, () => candidate(r));
      const valid = texts.filter((t) => readError(t, deck) === null);
      return valid.length === 1 && new Set(texts).size === texts.length ? texts : null;
    }, 2000);
    const expected = options.findIndex((t) => readError(t, deck) === null);
    return question({ kind: KIND, seed, difficulty, game: null }, {
      prompt: msg(deck === 32 ? 'quiz.card-notation.prompt32' : 'quiz.card-notation.prompt'),
      scene: { facts: [msg('quiz.card-notation.fact')] },
      input: { type: 'choice', options },
      expected,
      working: options.map((t, i) => (i === expected ? msg('quiz.card-notation.reads', { text: t }) : msg('quiz.card-notation.fails', { text: t, why: readError(t, deck)! }))),
      ruleIds: deck === 32 ? ['C-NOTATION', 'C-DECK32'] : ['C-NOTATION', 'C-DECK52'],
    });
  },
};
