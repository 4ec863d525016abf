// The procedure quiz kinds in Turkish and Greek (issue 15, group B): for every kind, game it allows, level and seed,
// the question generated in 'tr' and in 'el' has the English question's answer, options, order and numbers, and
// none of its text is left in English or shows an unfilled placeholder.
import { afterAll, describe, expect, it } from 'vitest';
import { en, type LocaleCode, useLocale } from '../src/i18n/index';
import { DIFFICULTIES, type Question } from '../src/trainer/quiz';
import { quizKind } from '../src/trainer/quizzes';

const KINDS = ['first-to-act', 'blinds-button', 'rake', 'misdeal', 'premature-card', 'game-facts', 'table-procedures',
  'returning-player', 'show-first', 'side-pots', 'card-notation'];
const SEEDS = 20;

/** Every English catalogue string long enough to be a sentence: none may be shown in another language. */
const ENGLISH = new Set(Object.values(en).filter((s) => s.length > 12));

/** The text a question shows, in a fixed order (the engine state in `table` is not text). */
function shown(q: Question): string[] {
  const out: string[] = [q.prompt, ...(q.scene.facts ?? []), ...q.working];
  if (q.decisive) out.push(q.decisive);
  if (q.scene.boardLabel) out.push(q.scene.boardLabel);
  for (const s of q.scene.seats ?? []) out.push(s.label, ...(s.note ? [s.note] : []));
  for (const h of q.scene.hands ?? []) out.push(h.label, ...(h.note ? [h.note] : []));
  const input = q.input;
  if (input.type === 'choice') out.push(...input.options);
  if (input.type === 'order') out.push(...input.items);
  if (input.type === 'amount') out.push(input.label, ...(input.unit ? [input.unit] : []));
  if (input.type === 'amounts') out.push(...input.labels, ...(input.unit ? [input.unit] : []));
  return out;
}

/** The numbers in a text, grouping and decimal separators read alike ("1,000", "1.000" and "10.00" as digits). */
const numbers = (texts: string[]): string[] => texts.flatMap((t) => t.replace(/(\d)[.,\u00a0\u202f](?=\d)/g, '$1').match(/\d+/g) ?? []).sort();

/** The question without its words: everything but text must not depend on the language. */
function shape(q: Question): unknown {
  const strip = (v: unknown): unknown => (typeof v === 'string' ? 'text' : Array.isArray(v) ? v.map(strip)
    : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, strip(x)])) : v);
  return { ...(strip(q) as object), kind: q.kind, game: q.game, ruleIds: q.ruleIds, table: q.table, expected: q.expected };
}

interface Case { kind: string; game: string | undefined; difficulty: 1 | 2 | 3; seed: number }
const cases: Case[] = KINDS.flatMap((id) => {
  const kind = quizKind(id)!;
  const games: (string | undefined)[] = kind.games.length ? [...kind.games] : [undefined];
  return games.flatMap((game) => DIFFICULTIES.flatMap((difficulty) => Array.from({ length: SEEDS }, (_, i) => ({ kind: id, game, difficulty, seed: 1000 + 37 * i }))));
});

async function generateAll(locale: LocaleCode): Promise<Question[]> {
  await useLocale(locale);
  return cases.map((c) => quizKind(c.kind)!.generate(c.seed, c.difficulty, c.game as never));
}

describe('procedure quizzes in Turkish and Greek (issue 15)', () => {
  afterAll(async () => { await useLocale('en'); });

  it('every kind of group B exists, and its title is translated', async () => {
    for (const locale of ['tr', 'el'] as const) {
      await useLocale('en');
      const english = KINDS.map((id) => quizKind(id)!.title);
      await useLocale(locale);
      KINDS.forEach((id, i) => expect(quizKind(id)!.title, `${locale} ${id}`).not.toBe(english[i]));
    }
    await useLocale('en');
  });

  for (const locale of ['tr', 'el'] as const) {
    it(`${locale}: same answers, options, order and numbers as English; no English sentence, no open placeholder`, { timeout: 120_000 }, async () => {
      const english = await generateAll('en');
      const local = await generateAll(locale);
      await useLocale('en');
      const problems: string[] = [];
      cases.forEach((c, i) => {
        const where = `${c.kind} ${c.game ?? '-'} L${c.difficulty} seed ${c.seed}`;
        const [e, q] = [english[i], local[i]];
        expect(shape(q), where).toEqual(shape(e));
        const texts = shown(q);
        expect(texts.length, where).toBe(shown(e).length);
        // Every number of the English text, as often (street names may add ordinals such as "3. sokak").
        const have = numbers(texts);
        const missing = numbers(shown(e)).filter((n) => { const at = have.indexOf(n); if (at < 0) return true; have.splice(at, 1); return false; });
        expect(missing, `${where}: numbers of the English text missing`).toEqual([]);
        for (const t of texts) {
          if (/\{\s*\w+\s*(\}|,)/.test(t)) problems.push(`${where}: open placeholder in "${t}"`);
          if (ENGLISH.has(t)) problems.push(`${where}: English catalogue text "${t}"`);
        }
        // Text of this group's own making: the prompt, the working and the answers (card lists are not words).
        const own = [q.prompt, ...q.working, ...(q.input.type === 'choice' && c.kind !== 'card-notation' ? q.input.options : [])];
        const ownEnglish = [e.prompt, ...e.working, ...(e.input.type === 'choice' && c.kind !== 'card-notation' ? e.input.options : [])];
        own.forEach((t, j) => { if (t.length > 12 && t === ownEnglish[j]) problems.push(`${where}: left in English: "${t}"`); });
      });
      expect([...new Set(problems)].slice(0, 20)).toEqual([]);
    });
  }

  it('the checks can fail: an English question shows English catalogue text', async () => {
    await useLocale('en');
    const q = quizKind('misdeal')!.generate(1, 1);
    expect(shown(q).some((t) => ENGLISH.has(t))).toBe(true);
    expect(numbers(['1,000 and 4.00'])).toEqual(numbers(['1.000 and 4,00']));
    expect(numbers(['4.00'])).not.toEqual(numbers(['5,00']));
  });
});
