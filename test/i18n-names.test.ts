// Issue 15: one spelling per language for the names a learner meets on every page. Game names come from one place,
// the rule catalogue (rule.G-*): the quizzes' names are those entries, a game lesson's title starts with its game's
// name, and wherever a Turkish or Greek lesson, page, quiz or engine text names a game it spells it the same way
// (only the first letter's case may differ, and the apostrophe is ’). Inside a sentence a name that opens with a
// common noun is in lower case ("το πόκερ αλλαγής", "το stud επτά φύλλων"), and so is a hand's name after a colon.
// Greek names equity one way: μερίδιο, on the navigation too.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { GAMES, type GameId } from '../src/engine/games';
import { el } from '../src/i18n/el';
import { engineEl } from '../src/i18n/engine/el';
import { engineTr } from '../src/i18n/engine/tr';
import { gameNamesInSentence } from '../src/i18n/inflect';
import { msg, setLocale, useLocale } from '../src/i18n/index';
import { quizEl } from '../src/i18n/quizzes/el';
import { quizTr } from '../src/i18n/quizzes/tr';
import { tr } from '../src/i18n/tr';
import { LESSON_TRANSLATIONS } from '../src/trainer/lessons/translations';
import type { LessonTranslations } from '../src/trainer/lessons/types';
import { gameName } from '../src/trainer/games';
import { DIFFICULTIES } from '../src/trainer/quiz';
import { quizKind } from '../src/trainer/quizzes';
import { questionTexts } from './quiz-texts';

const IDS = Object.keys(GAMES) as GameId[];
const UI = { tr, el } as Record<'tr' | 'el', Record<string, string>>;
const QUIZ = { tr: quizTr, el: quizEl } as Record<'tr' | 'el', Record<string, string>>;
const ENGINE = { tr: engineTr, el: engineEl } as Record<'tr' | 'el', Record<string, string>>;
const ruleOf = (id: GameId) => GAMES[id].ruleIds[0];

/** Every text a Turkish or Greek learner may read, with where it is: the catalogues' values and the lessons. */
async function textsOf(lang: 'tr' | 'el'): Promise<[string, string][]> {
  const out: [string, string][] = [];
  for (const [part, cat] of [['ui', UI[lang]], ['quiz', QUIZ[lang]], ['engine', ENGINE[lang]]] as const) {
    for (const [id, value] of Object.entries(cat)) out.push([`${part} ${id}`, value]);
  }
  const lessons: LessonTranslations = await LESSON_TRANSLATIONS[lang]();
  for (const [id, { title, summary }] of Object.entries(lessons.titles)) out.push([`lesson ${id} title`, title], [`lesson ${id} summary`, summary]);
  for (const [id, load] of Object.entries(lessons.lessons)) {
    const text = await load();
    text.sections.forEach((s, i) => {
      [s.heading, ...s.paragraphs, ...(s.captions ?? [])].forEach((t, k) => out.push([`lesson ${id} §${i + 1}.${k}`, t]));
    });
    text.practice.forEach((p, k) => out.push([`lesson ${id} self-check ${k + 1}`, `${p.question} ${p.answer}`]));
  }
  return out;
}

/** A name as a pattern that finds it however it is cased and whichever apostrophe it has. */
const loose = (name: string): RegExp => new RegExp(`(?<![\\p{L}\\d])${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/[’']/g, "['’]")}(?![\\p{L}\\d])`, 'giu');

/** A spelling of a name that is wrong: anything but the name itself, or the name with only its first letter's case changed. */
function misspelt(found: string, name: string): boolean {
  if (found === name) return false;
  return found.slice(1) !== name.slice(1) || found[0].toLocaleLowerCase() !== name[0].toLocaleLowerCase();
}

afterAll(() => setLocale('en'));

describe('game names come from the rule catalogue (issue 15)', () => {
  for (const lang of ['tr', 'el'] as const) {
    it(`${lang}: the quizzes name every game as the rule catalogue does`, async () => {
      await useLocale(lang);
      for (const id of IDS) {
        expect(QUIZ[lang][`quiz.common.game.${id}`], id).toBe(UI[lang][`rule.${ruleOf(id)}`]);
        expect(gameName(id), id).toBe(msg(`rule.${ruleOf(id)}` as never));
      }
    });

    it(`${lang}: a game lesson's title starts with its game's name`, async () => {
      const lessons = await LESSON_TRANSLATIONS[lang]();
      const wrong = IDS.filter((id) => !lessons.titles[`game-${id}`]?.title.startsWith(UI[lang][`rule.${ruleOf(id)}`]))
        .map((id) => `${id}: "${lessons.titles[`game-${id}`]?.title}" (the game is "${UI[lang][`rule.${ruleOf(id)}`]}")`);
      expect(wrong).toEqual([]);
    });

    it(`${lang}: every lesson, page, quiz and engine text spells a game's name as the catalogue does`, async () => {
      // The names worth checking: those with more than one word or an apostrophe (a one-word name like Soko has one spelling).
      const names = [...new Set(IDS.map((id) => UI[lang][`rule.${ruleOf(id)}`]))].filter((n) => /[ ’']/.test(n));
      // The short form the texts use for hold'em ("στο hold’em", "Hold’em’de").
      names.push(UI[lang]['rule.G-HOLDEM'].replace(/^Texas /, ''));
      const wrong: string[] = [];
      for (const [where, text] of await textsOf(lang)) {
        for (const name of names) for (const m of text.matchAll(loose(name))) if (misspelt(m[0], name)) wrong.push(`${where}: "${m[0]}" (write "${name}")`);
        for (const m of text.matchAll(/\p{L}+'\p{L}+/gu)) wrong.push(`${where}: "${m[0]}" has a straight apostrophe (write ’)`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('Greek five-card draw is named with its digit, as 32-card draw is, so the name fits the table setup at 360 px', () => {
    expect(el['rule.G-DRAW5']).toBe('Πόκερ αλλαγής με 5 φύλλα');
    expect(el['rule.G-DRAW32']).toBe('Πόκερ αλλαγής με 32 φύλλα');
  });

  it('the old spellings are caught: a capital after "Texas", a straight apostrophe, another wording', () => {
    const name = 'Texas hold’em';
    expect([..."Το Texas Hold'em".matchAll(loose(name))].map((m) => misspelt(m[0], name))).toEqual([true]);
    expect(misspelt('texas hold’em', name)).toBe(false);
    expect(misspelt('Texas hold’em', name)).toBe(false);
    expect(misspelt("Texas hold'em", name)).toBe(true);
  });
});

describe('names inside a sentence (issue 15)', () => {
  it('a Greek or Turkish game name that opens with a common word is in lower case after a word, a proper name keeps its capital', () => {
    expect(gameNamesInSentence('el', 'Το Πόκερ αλλαγής με 32 φύλλα παίζεται από 2 έως 5 παίκτες.')).toBe('Το πόκερ αλλαγής με 32 φύλλα παίζεται από 2 έως 5 παίκτες.');
    expect(gameNamesInSentence('el', 'Πόκερ αλλαγής με πέντε φύλλα: ποιος μιλάει πρώτος;')).toBe('Πόκερ αλλαγής με πέντε φύλλα: ποιος μιλάει πρώτος;');
    expect(gameNamesInSentence('el', 'Στο Stud επτά φύλλων hi/lo και στο Omaha')).toBe('Στο stud επτά φύλλων hi/lo και στο Omaha');
    expect(gameNamesInSentence('tr', 'Bu soru türü Yedi kartlı stud için geçerli değil.')).toBe('Bu soru türü yedi kartlı stud için geçerli değil.');
    expect(gameNamesInSentence('tr', 'Beş kartlı Omaha: kim başlar?')).toBe('Beş kartlı Omaha: kim başlar?');
  });

  for (const lang of ['tr', 'el'] as const) {
    it(`${lang}: rendered quiz text names games in the sentence's case and hands in lower case after a colon`, async () => {
      await useLocale(lang);
      const handOpeners = new Set(Object.entries(QUIZ[lang]).filter(([k]) => k.startsWith('quiz.common.hand.'))
        .map(([, v]) => v.split(/[ ,]/)[0]).filter((w) => /^\p{Lu}/u.test(w)));
      const wrong: string[] = [];
      for (const id of ['game-facts', 'odd-chip', 'first-to-act']) {
        const kind = quizKind(id)!;
        for (const game of kind.games) for (const difficulty of DIFFICULTIES) for (let seed = 1; seed <= 3; seed++) {
          for (const [where, text] of questionTexts(kind.generate(seed, difficulty, game), kind.title)) {
            for (const m of text.matchAll(/\p{Ll}[ \u00a0](Πόκερ αλλαγής|Stud επτά|Beş kartlı|Yedi kartlı)/gu)) wrong.push(`${id} ${game} ${where}: "${m[0]}" in "${text}"`);
            for (const m of text.matchAll(/: (\p{Lu}\p{Ll}+)/gu)) if (handOpeners.has(m[1]) && id === 'odd-chip') wrong.push(`${id} ${game} ${where}: "${m[0]}" in "${text}"`);
          }
        }
      }
      expect(wrong.slice(0, 10)).toEqual([]);
    }, 120_000);
  }
});

describe('Greek names equity one way (issue 15)', () => {
  it('μερίδιο on the navigation, the lab and the quizzes; the glossary rejects πιθανότητες for it', () => {
    expect(el['nav.equity']).toBe('Μερίδιο');
    expect(el['lab.title']).toMatch(/μεριδίου/);
    expect(el['lab.equity']).toBe('Μερίδιο');
    expect(quizEl['quiz.equity-estimate.title']).toMatch(/μερίδιο/);
    const glossary = readFileSync(new URL('../docs/glossary.md', import.meta.url), 'utf8');
    expect(glossary).toMatch(/^\| el \| πιθανότητ \| μερίδιο \|$/m);
    expect(glossary).toMatch(/^\| el \| πιθανοτήτ \| μερίδιο \|$/m);
  });
});
