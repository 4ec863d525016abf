// Issue 15: the Turkish and Greek lessons, UI, quiz and engine catalogues use the poker words of docs/glossary.md, the one source:
// no text uses a variant the glossary rejects (Greek 'pot' in Latin letters where it says ποτ, 'all-in' for ρέστα...).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { el } from '../src/i18n/el';
import { engineEl } from '../src/i18n/engine/el';
import { engineTr } from '../src/i18n/engine/tr';
import { quizEl } from '../src/i18n/quizzes/el';
import { quizTr } from '../src/i18n/quizzes/tr';
import { tr } from '../src/i18n/tr';
import { LESSON_TRANSLATIONS } from '../src/trainer/lessons/translations';
import type { LessonTranslations } from '../src/trainer/lessons/types';

type Rejected = { lang: string; word: string; instead: string };

/** The rows of the glossary's "Rejected variants" table. */
function rejectedVariants(markdown: string): Rejected[] {
  const section = markdown.split(/^## /m).find((s) => s.startsWith('Rejected variants'));
  if (!section) throw new Error('docs/glossary.md has no "## Rejected variants" section');
  return section.split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()))
    .filter((cells) => cells.length === 3 && cells[0] !== 'Language' && !/^-+$/.test(cells[0]))
    .map(([lang, word, instead]) => ({ lang, word, instead }));
}

/** A matcher for a rejected word at the start of a word (any suffix), whatever its case. */
function matcher(word: string): RegExp {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}`, 'iu');
}

/** The words a learner reads: placeholders ({pot}, {n, plural, ...}) and rule IDs (B-FULLBET) removed. */
function readable(text: string): string {
  return text
    .replace(/\{\s*\w+\s*(\}|,\s*plural\s*,)/g, ' ')
    .replace(/\b[A-Z][A-Z0-9]*(-[A-Z0-9+]+)+\b/g, ' ');
}

/**
 * Engine texts for developers quote the code a developer types, which stays as written (field names are not poker
 * words): object literals with an ASCII key ({ kind: "no-limit", smallBlind: 1 }, { kind = "no-limit" }, nested too),
 * quoted ASCII names ("_felt_button", "call"), camelCase identifiers (extraBoards) and calls (best(rule, hole, board)).
 * Only those are removed; every word around them is checked. Applied to the engine catalogues only.
 */
function developerText(text: string): string {
  let out = text;
  for (let before = ''; before !== out;) {
    before = out;
    out = out.replace(/\{\s*[A-Za-z_]\w*\s*[:=][^{}]*\}/g, ' ');
  }
  return out
    .replace(/"[A-Za-z_][\w-]*"/g, ' ')
    .replace(/\b[a-z][a-z0-9]*[A-Z]\w*\b/g, ' ')
    .replace(/\b[a-z]\w*\([\w\s,]*\)/g, ' ');
}

/** Every text of one language: [where, text]. */
async function textsOf(lang: 'tr' | 'el'): Promise<[string, string][]> {
  const out: [string, string][] = [];
  for (const [id, value] of Object.entries(lang === 'tr' ? tr : el)) out.push([`src/i18n/${lang}.ts ${id}`, value as string]);
  for (const [id, value] of Object.entries(lang === 'tr' ? quizTr : quizEl)) out.push([`src/i18n/quizzes/${lang}.ts ${id}`, value as string]);
  for (const [id, value] of Object.entries(lang === 'tr' ? engineTr : engineEl)) out.push([`src/i18n/engine/${lang}.ts ${id}`, developerText(value as string)]);
  const lessons: LessonTranslations = await LESSON_TRANSLATIONS[lang]();
  for (const [id, { title, summary }] of Object.entries(lessons.titles)) out.push([`lesson ${id} title`, title], [`lesson ${id} summary`, summary]);
  for (const [id, load] of Object.entries(lessons.lessons)) {
    const text = await load();
    text.sections.forEach((s, i) => {
      out.push([`lesson ${id} §${i + 1} heading`, s.heading]);
      s.paragraphs.forEach((p, k) => out.push([`lesson ${id} §${i + 1} ¶${k + 1}`, p]));
      (s.captions ?? []).forEach((c, k) => out.push([`lesson ${id} §${i + 1} caption ${k + 1}`, c]));
    });
    text.practice.forEach((p, k) => out.push([`lesson ${id} self-check ${k + 1}`, `${p.question} ${p.answer}`]));
  }
  return out;
}

const glossary = readFileSync(new URL('../docs/glossary.md', import.meta.url), 'utf8');
const rejected = rejectedVariants(glossary);

describe('glossary (issue 15)', () => {
  it('the glossary lists rejected variants for Turkish and Greek, each with what to write instead', () => {
    for (const lang of ['tr', 'el']) expect(rejected.filter((r) => r.lang === lang).length, lang).toBeGreaterThanOrEqual(8);
    for (const r of rejected) {
      expect(['tr', 'el'], r.word).toContain(r.lang);
      expect(r.instead, r.word).not.toBe('');
      // What the glossary says to write is not itself rejected.
      expect(matcher(r.word).test(r.instead), `${r.lang} ${r.word}`).toBe(false);
    }
    // Each rejected word's replacement appears in the terms table for that language's column.
    const terms = glossary.split(/^## /m).find((s) => s.startsWith('Terms'))!;
    for (const r of rejected) expect(terms.includes(r.instead.split(',')[0]), `${r.lang} ${r.word} -> ${r.instead}`).toBe(true);
  });

  it('the matcher catches suffixed and capitalized forms, not the word inside another word', () => {
    expect(matcher('çip').test('Artan çipler')).toBe(true);
    expect(matcher('pot').test('δύο Pots')).toBe(true);
    expect(matcher('all-in').test('είναι All-in')).toBe(true);
    expect(matcher('kafa kafaya').test('kafa  kafaya hold’em')).toBe(true);
    expect(matcher('pot').test('ποτ, depot')).toBe(false);
    expect(matcher('ante').test('garantel')).toBe(false);
    expect(readable('Ποτ μετά την πληρωμή: {pot}, B-FULLBET')).not.toMatch(matcher('pot'));
    expect(readable('{n, plural, one {# pot} other {# pots}}')).toMatch(matcher('pot'));
  });

  it('the engine exemption removes only code a developer types, never the words around it', () => {
    const code = developerText('Το πεδίο "blinds": { game: "holdem", structure: { kind: "no-limit", smallBlind: 1 }, seats: [{ stack: 200 }] }, extraBoards, best(rule, hole, board).');
    for (const word of ['blind', 'stack', 'board', 'holdem']) expect(code, word).not.toMatch(matcher(word));
    expect(code).toContain('Το πεδίο');
    // Poker words outside code are still caught: a bare loan word, a word in «» quotes, a plural branch.
    expect(developerText('Τα blinds πρέπει να δείχνουν θέσεις: { smallBlind: 1 }')).toMatch(matcher('blind'));
    expect(developerText('απαντήστε «split» ή «no-split»')).toMatch(matcher('split'));
    expect(readable(developerText('{max, plural, =0 {κανένα board} other {# board}}'))).toMatch(matcher('board'));
  });

  for (const lang of ['tr', 'el'] as const) {
    it(`${lang}: no lesson, UI, quiz or engine text uses a variant the glossary rejects`, async () => {
      const rules = rejected.filter((r) => r.lang === lang).map((r) => ({ ...r, re: matcher(r.word) }));
      const found: string[] = [];
      for (const [where, text] of await textsOf(lang)) {
        const words = readable(text);
        for (const r of rules) {
          const m = r.re.exec(words);
          if (m) found.push(`${where}: "${words.slice(Math.max(0, m.index - 20), m.index + r.word.length + 20)}" (write ${r.instead})`);
        }
      }
      expect(found).toEqual([]);
    });
  }
});
