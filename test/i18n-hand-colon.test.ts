// @vitest-environment happy-dom
// Issue 15: one convention for a hand's name in result and feedback lines, in English, Turkish and Greek alike: it keeps
// its capital only where it opens a line (an option, a seat's line with one board); after a label's colon ("Board 1:",
// "Low:", "wins:") and inside a sentence it is in lower case (src/i18n/index.ts inSentence). Checked on the play table's
// result (two boards, a hi/lo hand), on every quiz kind's rendered text, and against the old behaviour.
import { afterAll, describe, expect, it } from 'vitest';
import { startHand, type GameId, type Hand } from '../src/engine/index';
import { inSentence, msg, setLocale, useLocale, type LocaleCode } from '../src/i18n/index';
import { quizEl } from '../src/i18n/quizzes/el';
import { quizEn } from '../src/i18n/quizzes/en';
import { quizTr } from '../src/i18n/quizzes/tr';
import { DIFFICULTIES } from '../src/trainer/quiz';
import { QUIZ_KINDS } from '../src/trainer/quizzes';
import '../src/ui/felt-hand-result';
import type { FeltHandResult } from '../src/ui/felt-hand-result';
import { play } from './engine-helpers';
import { questionTexts } from './quiz-texts';

const LANGS: LocaleCode[] = ['en', 'tr', 'el'];
const QUIZ: Record<string, Record<string, string>> = { en: quizEn, tr: quizTr, el: quizEl };

afterAll(() => setLocale('en'));

/** The text lines of a finished hand's result as the table shows them. */
async function resultLines(hand: Hand, game: GameId): Promise<{ shown: string[]; awards: string[] }> {
  const el = document.createElement('felt-hand-result') as FeltHandResult;
  el.result = hand.result!;
  el.history = [...hand.history];
  el.game = game;
  el.names = ['Ana', 'Ben'];
  document.body.append(el);
  await el.updateComplete;
  const text = (sel: string) => [...el.shadowRoot!.querySelectorAll(sel)].map((n) => (n.textContent ?? '').replace(/\s+/g, ' ').trim());
  const lines = { shown: text('ol li div'), awards: text('ul ul li') };
  el.remove();
  return lines;
}

/** Two boards: heads-up all-in preflop, both players agree to run it twice (P-RIT). */
const twice = () => play(startHand({ game: 'holdem', structure: { kind: 'no-limit', smallBlind: 1, bigBlind: 2 }, button: 0, seed: 3,
  seats: [{ stack: 50, runItTwice: 'ask' }, { stack: 50, runItTwice: 'ask' }], runItTwiceChooser: 0 }), ['0 raise 50', '1 call', '0 run 2', '1 accept']);
/** A hi/lo hand checked down to the showdown, where both seats have a low. */
const hiLo = () => play(startHand({ game: 'omaha-hl', structure: { kind: 'pot-limit', smallBlind: 1, bigBlind: 2 }, button: 0,
    seats: [{ stack: 50 }, { stack: 50 }], seed: 11 }), ['0 call', '1 check', '1 check', '0 check', '1 check', '0 check', '1 check', '0 check']);

describe('a hand\'s name after a label\'s colon is in lower case (issue 15)', () => {
  for (const lang of LANGS) {
    it(`${lang}: the table's result reads "Board 1: full house..." and "wins ... with ..." in lower case`, async () => {
      await useLocale(lang);
      const hand = twice();
      expect(hand.result!.boards).toHaveLength(2);
      const { shown, awards } = await resultLines(hand, 'holdem');
      const board = msg('play.boardN', { n: 1 });
      const boardLines = shown.filter((l) => l.startsWith(`${board}: `));
      expect(boardLines.length, shown.join(' | ')).toBe(2);
      for (const l of boardLines) expect(l.slice(board.length + 2), l).toMatch(/^\p{Ll}/u);
      const wrong = [...shown, ...awards].flatMap((l) => [...l.matchAll(/: (\p{Lu}\p{Ll}+)/gu)].map((m) => m[1]).filter((w) => !['Ana', 'Ben'].includes(w)).map((w) => `${w} in "${l}"`));
      expect(wrong).toEqual([]);
    });

    it(`${lang}: a hi/lo result reads "Low: eight-..." in lower case, a seat's single high hand keeps its capital`, async () => {
      await useLocale(lang);
      const hand = hiLo();
      expect(hand.result!.showdown).toBe(true);
      const { shown } = await resultLines(hand, 'omaha-hl');
      const low = msg('play.low');
      expect(shown).toHaveLength(2);
      for (const l of shown) {
        expect(l, l).toMatch(/^\p{Lu}/u); // the seat's high hand opens its line
        expect(l, l).toContain(` · ${low}: `);
        expect(l.split(` · ${low}: `)[1], l).toMatch(/^\p{Ll}/u);
      }
    });
  }

  it('inSentence lower-cases the first letter the locale\'s way (Turkish dotted İ)', async () => {
    await useLocale('tr');
    expect(inSentence('İki per, ...')).toBe('iki per, ...');
    await useLocale('en');
    expect(inSentence('Full house, queens over sixes')).toBe('full house, queens over sixes');
  });

  for (const lang of LANGS) {
    it(`${lang}: no quiz kind's rendered text has a capitalised hand name after a colon`, async () => {
      await useLocale(lang);
      // How hand names open: each hand template's words before its first placeholder or comma ("Full house", "En yüksek kart").
      // (Names that open with a rank word, "Eight-six low", take the same path through handName and are covered by these.)
      const openers = [...new Set(Object.entries(QUIZ[lang]).filter(([k]) => k.startsWith('quiz.common.hand.'))
        .map(([, v]) => v.split(/[{,(]/)[0].trim()).filter((w) => w.length > 1 && /^\p{Lu}/u.test(w)))];
      expect(openers.length).toBeGreaterThan(8);
      const wrong: string[] = [];
      for (const kind of QUIZ_KINDS) for (const game of kind.games) for (const difficulty of DIFFICULTIES) {
        const q = kind.generate(1, difficulty, game);
        // Options and order items stand alone (they open their line): only running text is checked.
        for (const [where, text] of questionTexts(q, kind.title)) {
          if (/^(option|item) /.test(where)) continue;
          for (const m of text.matchAll(/: (?=\p{Lu})/gu)) {
            const rest = text.slice(m.index + 2);
            if (openers.some((o) => rest.startsWith(o) && !/^[\p{L}]/u.test(rest.slice(o.length)))) wrong.push(`${kind.id} ${game} ${where}: "${rest.slice(0, 30)}" in "${text}"`);
          }
        }
      }
      expect(wrong.slice(0, 10)).toEqual([]);
    }, 240_000);
  }
});
