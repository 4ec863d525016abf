// Issue 15: one spelling per language for the names a learner meets on every page. Game names come from one place,
// the rule catalogue (rule.G-*): the quizzes and the engine's English sentences name games by those entries, a game
// lesson's title starts with its game's name, and wherever an English, Turkish or Greek lesson, page, quiz or engine
// text names a game it spells it the same way (only the first letter's case may differ, and the apostrophe is ’), with
// no other spelling beside it ("5-card Omaha", "Omaha hi/lo eight-or-better", "four-card Omaha", "Beş kartlı draw" in Greek...). Inside a sentence a name that opens with a
// common noun is in lower case ("το πόκερ αλλαγής", "το stud επτά φύλλων"), and so is a hand's name after a colon.
// Greek names equity one way: μερίδιο, on the navigation too.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { GAMES, type GameId } from '../src/engine/games';
import { EQUITY_GAMES } from '../src/engine/equity/games';
import { el } from '../src/i18n/el';
import { en } from '../src/i18n/en';
import { quizEn } from '../src/i18n/quizzes/en';
import { engineEl } from '../src/i18n/engine/el';
import { engineTr } from '../src/i18n/engine/tr';
import { gameNamesInSentence } from '../src/i18n/inflect';
import { msg, setLocale, useLocale } from '../src/i18n/index';
import { quizEl } from '../src/i18n/quizzes/el';
import { quizTr } from '../src/i18n/quizzes/tr';
import { tr } from '../src/i18n/tr';
import { LESSONS } from '../src/trainer/lessons/catalogue';
import { LESSON_TRANSLATIONS } from '../src/trainer/lessons/translations';
import type { LessonTranslations } from '../src/trainer/lessons/types';
import { gameName, TRAINER_GAMES } from '../src/trainer/games';
import { DIFFICULTIES } from '../src/trainer/quiz';
import { QUIZ_KINDS, quizKind } from '../src/trainer/quizzes';
import { questionTexts } from './quiz-texts';

const IDS = Object.keys(GAMES) as GameId[];
const UI = { tr, el } as Record<'tr' | 'el', Record<string, string>>;
const QUIZ = { tr: quizTr, el: quizEl } as Record<'tr' | 'el', Record<string, string>>;
const ENGINE = { tr: engineTr, el: engineEl } as Record<'tr' | 'el', Record<string, string>>;
const ruleOf = (id: GameId) => GAMES[id].ruleIds[0];
const EN = en as Record<string, string>;

/**
 * Other spellings of the games, which none of our texts may use once the catalogue's names are taken out of them:
 * digits for the catalogue's words and words for its digits, the long and the bare forms, and in Turkish and Greek the
 * same names in the other language's words or in English.
 */
const ALIASES: Record<'en' | 'tr' | 'el', RegExp[]> = {
  en: [/\b(?:5|five|four|4)[- ]?card omaha/giu, /\bomaha[ -]?(?:5|8)\b/giu, /\bomaha ?\/ ?8/giu, /\bomaha hi-lo/giu, /\bhi\/lo eight-or-better\b/giu,
    /\b(?:7|seven)[- ]?card stud\b/giu, /\bstud hi\/lo\b/giu, /\bstud ?8\b/giu, /\b(?:5|five)[- ]?card draw\b/giu, /\btriple draw\b/giu,
    /\bdeuce-to-seven triple/giu, /\b(?:32|thirty-two)[- ]?card draw\b/giu, /\bhold em\b/giu, /\bHoldem\b/gu, /\bPLO ?5?\b/gu],
  tr: [/(?<![\p{L}\d])(?:5|dört|4) kartlı omaha/giu, /(?<![\p{L}\d])(?:7) kartlı stud/giu, /(?<![\p{L}\d])(?:5) kartlı draw/giu, /(?<![\p{L}\d])otuz iki kartlık/giu,
    /(?<![\p{L}\d])(?:five|seven)-card/giu, /(?<![\p{L}\d])stud hi\/lo/giu, /(?<![\p{L}\d])triple draw/giu],
  el: [/omaha (?:των )?(?:5|τεσσάρων) φύλλων/giu, /stud 7 φύλλων/giu, /πόκερ αλλαγής (?:με )?πέντε φύλλ/giu, /πόκερ αλλαγής (?:με )?τριάντα/giu,
    /(?<![\p{L}\d])(?:five|seven)-card/giu, /(?<![\p{L}\d])stud hi\/lo/giu, /(?<![\p{L}\d])triple draw/giu, /(?<![\p{L}\d])kartlı/giu],
};

/** Every string value inside a lesson's content (headings, paragraphs, captions, labels, self-checks). */
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(strings) : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

/** The English texts a learner may read: the catalogues, every lesson, and the string literals of the code (engine sentences, quiz wording). */
async function englishTexts(): Promise<[string, string][]> {
  const out: [string, string][] = [];
  for (const [part, cat] of [['ui', EN], ['quiz', quizEn as Record<string, string>]] as const) {
    for (const [id, value] of Object.entries(cat)) out.push([`${part} ${id}`, value]);
  }
  for (const lesson of LESSONS) {
    out.push([`lesson ${lesson.id} title`, lesson.title], [`lesson ${lesson.id} summary`, lesson.summary]);
    strings(await lesson.load()).forEach((t, k) => out.push([`lesson ${lesson.id} text ${k}`, t]));
  }
  // The code's own sentences (the engine's English reasons, quiz wording built in code): string literals outside comments.
  const walk = (dir: string): string[] => readdirSync(dir).flatMap((n) => {
    const p = `${dir}/${n}`;
    return statSync(p).isDirectory() ? (/\/(tr|el)$/.test(p) ? [] : walk(p)) : /\.ts$/.test(n) && !/\/i18n\/.*(tr|el)\.ts$/.test(p) ? [p] : [];
  });
  for (const file of walk(new URL('../src', import.meta.url).pathname)) {
    readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
      if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
      for (const m of line.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)) out.push([`${file.replace(/.*\/src\//, 'src/')}:${i + 1}`, m[1] ?? m[2] ?? m[3].replace(/\$\{[^}]*\}/g, ' ')]);
    });
  }
  return out;
}

/** The names a language's texts must spell as the catalogue does, longest first, with hold'em's short form. */
function namesOf(cat: Record<string, string>): string[] {
  const names = [...new Set(IDS.map((id) => cat[`rule.${ruleOf(id)}`]))];
  names.push(cat['rule.G-HOLDEM'].replace(/^Texas /, ''));
  return names.sort((a, b) => b.length - a.length);
}

/** Where in a text the catalogue's names (however cased) stand: another spelling found inside one of them is that name. */
const nameSpans = (text: string, names: string[]): [number, number][] =>
  names.flatMap((n) => [...text.matchAll(loose(n))].map((m): [number, number] => [m.index, m.index + m[0].length]));

/** The wrong spellings of game names in some texts: another case or apostrophe, a straight apostrophe, an alias. */
function wrongNames(lang: 'en' | 'tr' | 'el', texts: [string, string][], names: string[]): string[] {
  const wrong: string[] = [];
  for (const [where, text] of texts) {
    if (/^[\w./-]+$/.test(text)) continue; // an identifier (a game id, a rule ID such as G-OMAHA), not a text
    for (const name of names) for (const m of text.matchAll(loose(name))) if (misspelt(m[0], name)) wrong.push(`${where}: "${m[0]}" (write "${name}")`);
    for (const m of text.matchAll(/hold'em/giu)) wrong.push(`${where}: "${m[0]}" has a straight apostrophe (write ’)`);
    const spans = nameSpans(text, names);
    for (const re of ALIASES[lang]) for (const m of text.matchAll(re)) {
      if (spans.some(([a, b]) => a <= m.index && m.index + m[0].length <= b)) continue;
      wrong.push(`${where}: "${m[0]}" is not the catalogue's name of a game, in "${text.slice(Math.max(0, m.index - 50), m.index + 70)}"`);
    }
  }
  return wrong;
}

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
      // The short form the texts use for hold'em ("στο hold’em", "Hold’em’de") is among the names; another spelling is an alias.
      const texts = await textsOf(lang);
      const wrong = wrongNames(lang, texts, namesOf(UI[lang]));
      for (const [where, text] of texts) for (const m of text.matchAll(/\p{L}+'\p{L}+/gu)) wrong.push(`${where}: "${m[0]}" has a straight apostrophe (write ’)`);
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

describe('English names each game one way (issue 15)', () => {
  it('the engine, the trainer, the equity engine and the quizzes name a game by its rule.G-* entry; the quizzes have no names of their own', async () => {
    await useLocale('en');
    for (const id of IDS) {
      const name = EN[`rule.${ruleOf(id)}`];
      expect(GAMES[id].name, id).toBe(name);
      expect(TRAINER_GAMES[id].name, id).toBe(name);
      expect(EQUITY_GAMES[id].name, id).toBe(name);
      expect(gameName(id), id).toBe(name);
    }
    for (const cat of [quizEn, quizTr, quizEl] as Record<string, string>[]) expect(Object.keys(cat).filter((k) => k.startsWith('quiz.common.game.'))).toEqual([]);
    expect(gameName('omaha5')).toBe('Five-card Omaha');
  });

  it('a game lesson\'s title starts with its game\'s name', () => {
    const wrong = IDS.filter((id) => !LESSONS.find((l) => l.id === `game-${id}`)?.title.startsWith(EN[`rule.${ruleOf(id)}`]));
    expect(wrong).toEqual([]);
  });

  it('every English catalogue entry, lesson and string in the code spells a game as the catalogue does, with no other name for it', async () => {
    expect(wrongNames('en', await englishTexts(), namesOf(EN)).slice(0, 30)).toEqual([]);
  });

  it('every quiz kind\'s rendered English text names its games as the catalogue does', async () => {
    await useLocale('en');
    const texts: [string, string][] = [];
    for (const kind of QUIZ_KINDS) for (const game of kind.games) for (const difficulty of DIFFICULTIES) {
      for (const [where, text] of questionTexts(kind.generate(1, difficulty, game), kind.title)) texts.push([`${kind.id} ${game} ${difficulty} ${where}`, text]);
    }
    expect(wrongNames('en', texts, namesOf(EN)).slice(0, 20)).toEqual([]);
  }, 240_000);

  it('the check catches the old spellings', () => {
    const names = namesOf(EN);
    expect(wrongNames('en', [['x', 'In 5-card Omaha hi/lo you use two.'], ['y', 'Omaha hi/lo eight-or-better'], ['z', "Texas hold'em"], ['w', 'as in four-card Omaha']], names)
      .map((w) => w.split(':')[0])).toEqual(expect.arrayContaining(['x', 'y', 'z', 'w']));
    expect(wrongNames('en', [['x', 'In five-card Omaha hi/lo and Seven-card stud hi/lo; hold’em.']], names)).toEqual([]);
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
