// Issue 15, hand kinds A: which-wins, order-hands, best-five, hi-lo-split and low-hand, with the decisive lines of
// src/trainer/quizzes/decisive.ts, speak Turkish and Greek. For every kind, game, level and seed the question in 'tr'
// and in 'el' is the English question (answer, option order, cards, every number), with no English catalogue text,
// no sentence left in English and no placeholder unfilled. (The English wording itself is checked against the
// independent evaluator by test/quiz-decisive.test.ts, which parses the English decisive lines.)
import { afterAll, describe, expect, it } from 'vitest';
import { parseCards } from '../src/engine/index';
import { en, type LocaleCode, useLocale } from '../src/i18n/index';
import { GAME_IDS, gameName } from '../src/trainer/games';
import { DIFFICULTIES, type Question } from '../src/trainer/quiz';
import { quizKind } from '../src/trainer/quizzes';
import { illegalFive } from '../src/trainer/quizzes/best-five';
import { questionTexts } from './quiz-texts';

const KINDS = ['which-wins', 'order-hands', 'best-five', 'hi-lo-split', 'low-hand'];
const SEEDS = 20;
const LANGS: LocaleCode[] = ['tr', 'el'];

/** English catalogue strings long enough that showing one unchanged means an untranslated text. */
const ENGLISH = new Set(Object.values(en).filter((t) => t.length > 12 && !/[{}]/.test(t)));
/** A text that is only cards ("Ah Kh 9h 5h 2h"): the same in every language. */
const cardsOnly = (t: string) => /^([2-9TJQKA][cdhs])( [2-9TJQKA][cdhs])*$/.test(t);

const texts = questionTexts;

/** The numbers written in a text, as a sorted list (digit runs). */
const numbers = (text: string): string[] => (text.match(/\d+/g) ?? []).sort();

/** The question without its words: what must not depend on the language. */
function shape(q: Question): unknown {
  const strip = (v: unknown): unknown => (typeof v === 'string' ? 'text' : Array.isArray(v) ? v.map(strip)
    : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, strip(x)])) : v);
  const input = q.input;
  return {
    ...(strip(q) as object), kind: q.kind, game: q.game, difficulty: q.difficulty, seed: q.seed, expected: q.expected, ruleIds: q.ruleIds,
    seats: (q.scene.seats ?? []).map((s) => [s.seat, s.cards, s.stack, s.bet, !!s.note]), board: q.scene.board, pot: q.scene.pot, button: q.scene.button,
    hands: (q.scene.hands ?? []).map((h) => h.cards), items: input.type === 'order' ? input.items : null, from: input.type === 'cards' ? input.from : null,
    decisive: !!q.decisive,
  };
}

/** The game names of every language, longest first (names may spell digits: "5-card Omaha"). */
const withoutNames = (text: string, names: string[]) => names.reduce((out, n) => out.split(n).join(' '), text);

afterAll(async () => { await useLocale('en'); });

describe('hand quizzes in Turkish and Greek (issue 15, hand kinds A)', () => {
  it('every kind of the group exists, and its title follows the language', async () => {
    await useLocale('en');
    const english = KINDS.map((id) => quizKind(id)!.title);
    expect(english).toEqual(['Which hand wins?', 'Order these hands', 'Pick the best five cards', 'Split the hi/lo pot', 'Does this low qualify? Which low is best?']);
    for (const lang of LANGS) {
      await useLocale(lang);
      KINDS.forEach((id, i) => expect(quizKind(id)!.title, `${lang} ${id}`).not.toBe(english[i]));
    }
    await useLocale('en');
  });

  for (const id of KINDS) {
    it(`${id}: the same question in every language, every text translated`, { timeout: 300_000 }, async () => {
      const kind = quizKind(id)!;
      const problems: string[] = [];
      let decisives = 0;
      for (const game of kind.games) {
        for (const difficulty of DIFFICULTIES) {
          for (let seed = 1; seed <= SEEDS; seed++) {
            const where = `${id} ${game} L${difficulty} seed ${seed}`;
            await useLocale('en');
            const base = kind.generate(seed, difficulty, game);
            const baseTexts = texts(base, kind.title);
            const enNames = GAME_IDS.map((g) => gameName(g)).sort((a, b) => b.length - a.length);
            for (const lang of LANGS) {
              await useLocale(lang);
              const q = kind.generate(seed, difficulty, game);
              expect(shape(q), `${where} (${lang}): the same question`).toEqual(shape(base));
              const shown = texts(q, kind.title);
              expect(shown.map(([k]) => k), `${where} (${lang})`).toEqual(baseTexts.map(([k]) => k));
              const names = GAME_IDS.map((g) => gameName(g)).sort((a, b) => b.length - a.length);
              shown.forEach(([k, text], i) => {
                const english = baseTexts[i][1];
                if (/\{\s*\w+\s*(\}|,)|undefined|null|NaN/.test(text)) problems.push(`${where} (${lang}) ${k}: unfilled "${text}"`);
                if (ENGLISH.has(text)) problems.push(`${where} (${lang}) ${k}: English catalogue text "${text}"`);
                if (english.length > 12 && text === english && !cardsOnly(text)) problems.push(`${where} (${lang}) ${k}: left in English "${text}"`);
                // Every number of the English text, as often (hand names and card runs such as T-9-8-7-A keep their digits).
                const have = numbers(withoutNames(text, names));
                const missing = numbers(withoutNames(english, enNames)).filter((n) => { const at = have.indexOf(n); if (at < 0) return true; have.splice(at, 1); return false; });
                if (missing.length) problems.push(`${where} (${lang}) ${k}: numbers ${missing.join(',')} missing from "${text}" (en "${english}")`);
              });
              if (q.decisive) {
                decisives++;
                // A sentence: the first letter in upper case the language's way (Turkish "İkisinde", not "Ikisinde").
                expect(q.decisive.charAt(0), `${where} (${lang}) ${q.decisive}`).toBe(q.decisive.charAt(0).toLocaleUpperCase(lang));
                if (lang === 'tr') expect(q.decisive, where).not.toMatch(/^I/);
                expect(q.decisive, where).toMatch(/\.$/);
              }
            }
          }
        }
      }
      await useLocale('en');
      expect([...new Set(problems)].slice(0, 20)).toEqual([]);
      expect(decisives, `${id}: decisive lines were checked`).toBeGreaterThan(0);
    });
  }

  it('the decisive lines meet every shape of decisive.ts in both languages (kickers, cards, suits, categories, lows, ties)', async () => {
    // Seen in English by their wording, then the same seed in each language must say it in another way.
    const shapes: Record<string, RegExp> = {
      category: /'s [\w -]+ beats .*'s [\w -]+(\.| \()/, why: /\((with 32 cards|in Soko|in deuce-to-seven)/, kicker: /kicker beats/, card: /at the \w+ card/,
      straight: /-high one beats/, suit: /suit order decides/, group: /'s \w+ beat /, low: / low beats .* at the \w+ card/, tie: /have the same (hand|low)/, only: /^(Low half: )?Only /,
    };
    const seen = new Map<string, number>();
    for (const id of ['which-wins', 'order-hands', 'low-hand', 'hi-lo-split']) {
      const kind = quizKind(id)!;
      for (const game of kind.games) for (const difficulty of DIFFICULTIES) for (let seed = 1; seed <= 40; seed++) {
        await useLocale('en');
        const base = kind.generate(seed, difficulty, game).decisive;
        if (!base) continue;
        for (const [name, re] of Object.entries(shapes)) if (re.test(base)) seen.set(name, (seen.get(name) ?? 0) + 1);
        for (const lang of LANGS) {
          await useLocale(lang);
          const text = kind.generate(seed, difficulty, game).decisive!;
          expect(text, `${id} ${game} ${difficulty}/${seed} (${lang})`).not.toBe(base);
          expect(text, `${id} ${game} ${difficulty}/${seed} (${lang})`).not.toMatch(/'s |\bbeats?\b|\bkicker beats\b|\bboth have\b/);
        }
      }
    }
    await useLocale('en');
    expect([...seen.keys()].sort()).toEqual(Object.keys(shapes).sort());
  });

  it('best-five: the reasons a choice is not a hand are in the language too', async () => {
    const hole = parseCards('Ah Kh Qd Jc');
    const board = parseCards('2c 3d 4h 5s 9c');
    const cases = [[...hole.slice(0, 4), board[0]], [...hole.slice(0, 4), hole[0]], [hole[0], ...board.slice(0, 3), parseCards('7s')[0]]];
    await useLocale('en');
    const english = cases.map((five) => illegalFive('omaha', hole, board, five));
    expect(english).toEqual([
      'In Omaha a hand uses exactly two hole cards and three board cards (this choice uses 4 hole cards).',
      'Choose five different cards.',
      'Choose only cards that are on the table.',
    ]);
    expect(illegalFive('omaha', hole, board, [hole[0], ...board.slice(0, 4)])).toMatch(/uses 1 hole card\)\.$/);
    for (const lang of LANGS) {
      await useLocale(lang);
      cases.forEach((five, i) => {
        const text = illegalFive('omaha', hole, board, five)!;
        expect(text, lang).not.toBe(english[i]);
        expect(text, lang).not.toMatch(/[{}]/);
        expect(numbers(text), lang).toEqual(numbers(english[i]!));
      });
    }
    await useLocale('en');
  });

  it('the checks can fail: an English question shows English catalogue text and English sentences', async () => {
    await useLocale('en');
    const q = quizKind('low-hand')!.generate(3, 2, 'omaha-hl');
    const all = texts(q, quizKind('low-hand')!.title).map(([, t]) => t);
    expect(all.some((t) => ENGLISH.has(t))).toBe(true);
    expect(cardsOnly('Ah Kh 9h 5h 2h')).toBe(true);
    expect(cardsOnly('Hand A')).toBe(false);
    expect(numbers('Player 1 50, Player 2 50')).toEqual(['1', '2', '50', '50']);
  });
});
