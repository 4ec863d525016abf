// Quiz "which of these can be read as cards": the engine's card reader decides (C-NOTATION), and
// whether a card exists in the 32-card deck (C-DECK32) or the standard deck (C-DECK52).
//
// Difficulty: 1 picks the one readable list of three, in the 52-card deck; 2 of four, half the time in the 32-card
// deck (sixes and lower do not exist there); 3 of five, the same mix.
import { parseCards, RANK_CHARS, SUIT_CHARS } from '../../engine';
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

/** null when the engine accepts the text, else its error message. */
function readError(text: string, deck: 52 | 32): string | null {
  try {
    parseCards(text, { deck });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

export const cardNotation: QuizKind = {
  id: KIND,
  code: 'cn',
  title: 'Card notation and decks',
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
      prompt: `Which of these is a correct list of cards${deck === 32 ? ' for a 32-card game (sevens up to aces)' : ''}?`,
      scene: { facts: ['Cards are written rank then suit: Ah, Td, 7c; 10 may be written for T.'] },
      input: { type: 'choice', options },
      expected,
      working: options.map((t, i) => (i === expected ? `"${t}" reads correctly.` : `"${t}": ${readError(t, deck)}`)),
      ruleIds: deck === 32 ? ['C-NOTATION', 'C-DECK32'] : ['C-NOTATION', 'C-DECK52'],
    });
  },
};
