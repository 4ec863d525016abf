// Issue 15, the hand quiz kinds of group B (odd-chip, run-it-twice, nut-hand, equity-estimate) in Turkish and Greek:
// for every kind, game it allows, level and seed, the question generated in 'tr' and 'el' is the English question
// (answer, options and their order, cards, pot, tolerance, every number), none of its text is left in English and
// none shows an unfilled placeholder. And odd-chip's explanation names each seat once per step (P-ODDCHIP): the
// deciding line (who has the button, who is first to its left) is not said a second time in the working.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { en, type LocaleCode, useLocale } from '../src/i18n/index';
import { GAME_IDS, gameName } from '../src/trainer/games';
import { DIFFICULTIES, type Difficulty, type Question } from '../src/trainer/quiz';
import { quizKind } from '../src/trainer/quizzes';
import { seatLabel } from '../src/trainer/quizzes/common';
import { questionTexts } from './quiz-texts';

const KINDS = ['odd-chip', 'run-it-twice', 'nut-hand', 'equity-estimate'];
const SEEDS = 20;
const LANGS: LocaleCode[] = ['tr', 'el'];

/** English catalogue strings long enough to be a sentence, without placeholders: none may be shown in another language. */
const ENGLISH = new Set(Object.values(en).filter((t) => t.length > 12 && !/[{}]/.test(t)));

const texts = questionTexts;

/** The numbers of a text as a sorted list, grouping and decimal separators read alike ("47.3%", "%47,3"). */
const numbers = (text: string): string[] => (text.replace(/(\d)[.,\u00a0\u202f](?=\d)/g, '$1').match(/\d+/g) ?? []).sort();

/** The question without its words: every other field must not depend on the language. */
function shape(q: Question): unknown {
  const strip = (v: unknown): unknown => (typeof v === 'string' ? 'text' : Array.isArray(v) ? v.map(strip)
    : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, strip(x)])) : v);
  return { ...(strip(q) as object), kind: q.kind, game: q.game, ruleIds: q.ruleIds, expected: q.expected, tolerance: q.tolerance };
}

/** Game names in the active language, longest first (a name may spell digits: "2-7 triple draw"). */
const gameNames = () => GAME_IDS.map((g) => gameName(g)).sort((x, y) => y.length - x.length);
const withoutNames = (text: string, names: string[]) => names.reduce((out, n) => out.split(n).join(' '), text);

afterAll(async () => { await useLocale('en'); });

describe('hand quizzes, group B, in Turkish and Greek (issue 15)', () => {
  it('every kind of the group exists, and its title is translated', async () => {
    await useLocale('en');
    const english = KINDS.map((id) => quizKind(id)!.title);
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
      for (const game of kind.games) for (const difficulty of DIFFICULTIES) for (let seed = 1; seed <= SEEDS; seed++) {
        const where = `${id} ${game} L${difficulty} seed ${seed}`;
        await useLocale('en');
        const base = kind.generate(seed, difficulty, game);
        const baseTexts = texts(base, kind.title);
        const enNames = gameNames();
        for (const lang of LANGS) {
          await useLocale(lang);
          const q = kind.generate(seed, difficulty, game);
          expect(shape(q), `${where} (${lang}): the same question`).toEqual(shape(base));
          const shown = texts(q, kind.title);
          expect(shown.map(([k]) => k), `${where} (${lang})`).toEqual(baseTexts.map(([k]) => k));
          const names = gameNames();
          shown.forEach(([k, text], i) => {
            const english = baseTexts[i][1];
            if (/[{}]/.test(text)) problems.push(`${where} (${lang}) ${k}: placeholder left in "${text}"`);
            if (ENGLISH.has(text)) problems.push(`${where} (${lang}) ${k}: English catalogue text "${text}"`);
            if (english.length > 12 && text === english) problems.push(`${where} (${lang}) ${k}: still English "${text}"`);
            // Every number of the English text is in the translation, as often (the games' names left out).
            const have = numbers(withoutNames(text, names));
            for (const n of numbers(withoutNames(english, enNames))) {
              const at = have.indexOf(n);
              if (at < 0) problems.push(`${where} (${lang}) ${k}: ${n} missing in "${text}" (en "${english}")`);
              else have.splice(at, 1);
            }
          });
        }
      }
      await useLocale('en');
      expect([...new Set(problems)].slice(0, 20)).toEqual([]);
    });
  }

  it('the English texts carry no placeholder either, and keep the words other tests read (twice+1, Board (turn), winner)', async () => {
    await useLocale('en');
    let plusOne = 0;
    let turn = 0;
    for (const id of KINDS) {
      const kind = quizKind(id)!;
      for (const game of kind.games) for (const difficulty of DIFFICULTIES) for (const seed of [3, 7, 11]) {
        const q = kind.generate(seed, difficulty, game);
        for (const [k, text] of texts(q, kind.title)) expect(text, `${id} ${game} ${k}`).not.toMatch(/[{}]/);
        if (id === 'run-it-twice' && /run it twice\+1\./.test(q.prompt)) plusOne++;
        if (id === 'nut-hand' && q.scene.boardLabel === 'Board (turn)') turn++;
        if (id === 'odd-chip') expect((q.scene.seats ?? []).every((s) => s.note === (s.cards ? 'winner' : 'folded')), `${id} ${game}`).toBe(true);
      }
    }
    expect(plusOne).toBeGreaterThan(0);
    expect(turn).toBeGreaterThan(0);
  });

  it('a percentage is written the locale\'s way: "47%" in English and Greek, "%47" in Turkish', async () => {
    const kind = quizKind('equity-estimate')!;
    for (const [lang, pattern] of [['en', /wins (about )?\d+% of the pot/], ['tr', /potun ortalama %\d+ kadarını/], ['el', /το \d+\s?% του ποτ/]] as const) {
      await useLocale(lang);
      const q = kind.generate(4, 1, 'holdem');
      expect(q.working.at(-1), lang).toMatch(pattern);
      expect(q.working.at(-1), lang).toContain(String(q.expected));
    }
    await useLocale('en');
  });

  it('the words are the glossary\'s (docs/glossary.md): no variant it rejects in any text of these kinds', async () => {
    // The glossary's "Rejected variants" rows (language | word | instead), matched at the start of a word.
    const section = readFileSync(new URL('../docs/glossary.md', import.meta.url), 'utf8').split(/^## /m).find((t) => t.startsWith('Rejected variants'))!;
    const rows = section.split('\n').filter((l) => l.startsWith('|')).map((l) => l.split('|').slice(1, -1).map((c) => c.trim()))
      .filter((c) => c.length === 3 && (c[0] === 'tr' || c[0] === 'el'));
    expect(rows.length).toBeGreaterThan(16);
    const problems: string[] = [];
    for (const lang of LANGS) {
      await useLocale(lang);
      const names = gameNames();
      const rejected = rows.filter((r) => r[0] === lang).map(([, word]) => [word, new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'iu')] as const);
      for (const id of KINDS) {
        const kind = quizKind(id)!;
        for (const game of kind.games) for (const difficulty of DIFFICULTIES) for (const seed of [1, 2, 3, 4]) {
          for (const [k, text] of texts(kind.generate(seed, difficulty, game), kind.title)) {
            const words = withoutNames(text, names).replace(/\b[A-Z][A-Z0-9]*(-[A-Z0-9+]+)+\b/g, ' ');
            for (const [word, re] of rejected) if (re.test(words)) problems.push(`${lang} ${id} ${game} ${k}: "${word}" in "${text}"`);
          }
        }
      }
    }
    await useLocale('en');
    expect([...new Set(problems)].slice(0, 20)).toEqual([]);
  });

  it('the checks can fail: an English question shows English catalogue text, and a dropped number is seen', async () => {
    await useLocale('en');
    const q = quizKind('run-it-twice')!.generate(1, 1, 'holdem');
    expect(texts(q, '').some(([, t]) => ENGLISH.has(t))).toBe(true);
    expect(numbers('47.3% and 1,500')).toEqual(numbers('%47,3 ve 1.500'));
    expect(numbers('47%')).not.toEqual(numbers('%48'));
  });
});

/** How often a seat's label is written in a text (Seat 1 is not Seat 10). */
const mentions = (text: string, label: string): number => text.split(label).length - 1 - (text.split(new RegExp(`${label}\\d`)).length - 1);

/** The explanation a learner reads after answering: the deciding line, then the working (felt-quiz-question). */
const explanation = (q: Question): string => [q.decisive ?? '', ...q.working].join(' ');

describe('odd-chip names each seat once per step (P-ODDCHIP; the double-name bug)', () => {
  for (const lang of ['en', ...LANGS] as LocaleCode[]) {
    it(`${lang}: the button's seat once, the first odd chip's winner in the hands, the shares and the deciding line only`, async () => {
      await useLocale(lang);
      const kind = quizKind('odd-chip')!;
      let checked = 0;
      for (const game of kind.games) for (const difficulty of [1, 2, 3] as Difficulty[]) for (let seed = 0; seed < 8; seed++) {
        const q = kind.generate(seed, difficulty, game);
        const where = `${lang} ${game} L${difficulty} seed ${seed}: ${explanation(q)}`;
        const winners = (q.input as { seats: number[] }).seats;
        const button = q.scene.button!;
        const first = q.expected as number;
        // Each line of the working names a seat at most once.
        for (const line of [q.prompt, ...q.working, q.decisive ?? '']) for (let s = 1; s <= (q.scene.seats ?? []).length; s++) {
          expect(mentions(line, seatLabel(s - 1)), `${where}: "${line}"`).toBeLessThanOrEqual(1);
        }
        const text = explanation(q);
        // The hands line and the shares line name every winner; the deciding line adds the button and the first
        // winner to its left; nothing repeats them (the working used to end by saying the deciding line again).
        for (const w of winners) expect(mentions(text, seatLabel(w - 1)), `${where}: seat ${w}`).toBe(w === first ? 3 : 2 + (w === button ? 1 : 0));
        if (!winners.includes(button)) expect(mentions(text, seatLabel(button - 1)), `${where}: the button's seat`).toBe(1);
        // The prompt names each winner once, and the scene's facts name the button once.
        for (const w of winners) expect(mentions(q.prompt, seatLabel(w - 1)), where).toBe(1);
        expect((q.scene.facts ?? []).reduce((t, f) => t + mentions(f, seatLabel(button - 1)), 0), where).toBe(1);
        checked++;
      }
      expect(checked).toBeGreaterThan(200);
      await useLocale('en');
    });
  }

  it('the check fails on the old explanation, which said who gets the chip twice', async () => {
    await useLocale('en');
    const old = [
      '107 chips among 2 winners leaves 1 over; the first winner to the left of the button (Seat 1) is Seat 3.',
      'Seat 1: two pair; Seat 3: two pair: equal hands split the pot.',
      '107 does not split evenly: Seat 1 53, Seat 3 54.',
      'Odd chips go one at a time starting with the first winner to the left of the button, who is at Seat 1: Seat 3.',
    ].join(' ');
    // Seat 3 got the chip, Seat 1 (a winner too) has the button: each is named 4 times where 3 is right.
    expect(mentions(old, seatLabel(2))).toBe(4);
    expect(mentions(old, seatLabel(0))).toBe(4);
    expect(mentions('Seat 10 and Seat 1', seatLabel(0))).toBe(1);
  });
});
