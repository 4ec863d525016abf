// Issue 15: the Turkish and Greek lessons and UI catalogues use the poker words of docs/glossary.md, the one source:
// no text uses a variant the glossary rejects (Greek 'pot' in Latin letters where it says ποτ, 'all-in' for ρέστα...).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { el } from '../src/i18n/el';
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

/** Every text of one language: [where, text]. */
async function textsOf(lang: 'tr' | 'el'): Promise<[string, string][]> {
  const out: [string, string][] = [];
  for (const [id, value] of Object.entries(lang === 'tr' ? tr : el)) out.push([`src/i18n/${lang}.ts ${id}`, value as string]);
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

  for (const lang of ['tr', 'el'] as const) {
    it(`${lang}: no lesson or UI text uses a variant the glossary rejects`, async () => {
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
