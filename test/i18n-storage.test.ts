// @vitest-environment happy-dom
// Storage's problems in every language (issue 15): every `storage.problem.*` id a validator or the import returns is
// reached by a real bad record here, and each refusal reads in Turkish and Greek with no word of the English storage
// sentences left. In every language the sentence says in words what is wrong: no data key, section name or stored value
// (in quotes or not) is in it; those stay for the technical details (storageDetail), which this test reads too.
import { afterAll, describe, expect, it } from 'vitest';
import { validateSettingsValue } from '../src/storage/migrations/002-lesson-status';
import { MIGRATIONS, SCHEMA_VERSION, storesAt } from '../src/storage/migrations/index';
import { parseExport } from '../src/storage/store';
import { STORAGE_TEXT, StorageError, problemParams, type StorageProblem } from '../src/storage/types';
import { errorText } from '../src/i18n/engine-text';
import { engineEl } from '../src/i18n/engine/el';
import { engineTr } from '../src/i18n/engine/tr';
import { failure, storageDetail } from '../src/ui/failure';
import { openIndexedDbBackend } from '../src/storage/backend';
import 'fake-indexeddb/auto';
import { setLocale, useLocale } from '../src/i18n/index';

const file = (stores: Record<string, unknown[]>) => ({ app: 'felt', kind: 'progress', schemaVersion: SCHEMA_VERSION, exportedAt: '2026-01-01T00:00:00.000Z', stores });
const skill = (extra: Record<string, unknown> = {}) => ({ skill: 'which-wins|holdem|1', due: 1000, stability: 2.3, difficulty: 5, elapsedDays: 0, scheduledDays: 2,
  learningSteps: 0, reps: 1, lapses: 0, state: 2, lastReview: 500, correct: 3, wrong: 1, lastWrong: 400, ...extra });
const result = (extra: Record<string, unknown> = {}) => ({ id: 'y', code: 'R.x', finishedAt: 1, score: 1, total: 1, mode: 'practice', ...extra });
const hand = (extra: Record<string, unknown> = {}) => ({ id: 'h', sessionId: 's', number: 1, playedAt: 1, net: 0, pot: 3, seat: 0, game: 'holdem', structure: 'no-limit',
  setup: {}, actions: [], showdown: false, rules: [], ...extra });
const question = (extra: Record<string, unknown> = {}) => ({ kind: 'which-wins', game: 'holdem', difficulty: 1, seed: 3, prompt: 'p', scene: {},
  input: { type: 'choice', options: ['a', 'b'] }, expected: 1, working: [], ruleIds: [], ...extra });
const plan = [{ skill: { kind: 'which-wins', game: 'holdem', difficulty: 1 }, seed: 3 }, { skill: { kind: 'which-wins', game: 'holdem', difficulty: 1 }, seed: 4 }];
const session = (extra: Record<string, unknown> = {}) => ({ id: 'current', route: '#/practice/review', spec: { kinds: [], games: [], difficulty: 1, count: 2, timer: 0, seed: 1, mode: 'review' },
  plan, questions: [question()], answers: [0], times: [1200], startedAt: 10, updatedAt: 11, started: true, ...extra });
const settings = (value: unknown) => ({ key: 'app', value });
const lesson = (extra: Record<string, unknown> = {}) => ({ id: 'a', status: 'done', updatedAt: 1, ...extra });

/** Bad records by store, each wrong in one way (the good ones are checked to pass below). */
const BAD: Array<[store: string, record: unknown]> = [
  ['lessonProgress', 'lesson'], ['lessonProgress', lesson({ id: '' })], ['lessonProgress', lesson({ colour: 1 })], ['lessonProgress', lesson({ status: 'zzz' })],
  ['lessonProgress', lesson({ updatedAt: 1e300 })],
  ['settings', { key: 1 }], ['settings', settings(5)], ['settings', settings({ theme: 'purple' })], ['settings', settings({ fourColour: 'yes' })],
  ['settings', settings({ dailyGoal: 0 })], ['settings', settings({ learnerName: 'x'.repeat(41) })], ['settings', settings({ language: 'Greek' })],
  ['settings', settings({ theme: 'dark', volume: 11 })],
  ['skills', 7], ['skills', skill({ skill: 'bad id' })], ['skills', skill({ due: -1 })], ['skills', skill({ stability: -1 })], ['skills', skill({ difficulty: 11 })],
  ['skills', skill({ elapsedDays: -1 })], ['skills', skill({ learningSteps: -1 })], ['skills', skill({ reps: 1.5 })], ['skills', skill({ state: 99 })],
  ['skills', skill({ lastReview: 'x' })], ['skills', skill({ lastReview: null })], ['skills', skill({ lastWrong: 'x' })], ['skills', skill({ missed: 'x' })],
  ['drillResults', result({ id: '' })], ['drillResults', result({ code: 'x' })], ['drillResults', result({ finishedAt: 9e15 })], ['drillResults', result({ score: 5, total: 2 })],
  ['drillResults', result({ mode: 'x' })], ['drillResults', result({ learner: 'x'.repeat(41) })],
  ['hands', hand({ id: '' })], ['hands', hand({ number: '1' })], ['hands', hand({ game: '' })], ['hands', hand({ setup: null })], ['hands', hand({ showdown: 'x' })],
  ['drillSession', session({ id: 'x' })], ['drillSession', session({ route: 'x' })], ['drillSession', session({ spec: null })], ['drillSession', session({ plan: [] })],
  ['drillSession', session({ questions: 'x' })], ['drillSession', session({ questions: [{}] })], ['drillSession', session({ questions: [question({ expected: 7 })], answers: [null] })],
  ['drillSession', session({ answers: [7] })], ['drillSession', session({ times: ['x'] })], ['drillSession', session({ startedAt: -1 })], ['drillSession', session({ started: undefined })],
  ['playTable', { id: 'x', state: null }],
];
const GOOD: Array<[string, unknown]> = [['lessonProgress', lesson()], ['settings', settings({ theme: 'dark' })], ['skills', skill()], ['drillResults', result()],
  ['hands', hand()], ['drillSession', session()], ['playTable', { id: 'current', state: null }]];

const catchError = (f: () => unknown): StorageError => {
  try { f(); } catch (e) { return e as StorageError; }
  throw new Error('nothing was thrown');
};

interface Sample { name: string; error: StorageError; reason: string | undefined }
/** Every bad record as the learner meets it: an import refusal (exported stores) or a refused save (the others). */
function samples(): Sample[] {
  const out: Sample[] = [];
  for (const [store, record] of BAD) {
    const spec = storesAt().get(store)!;
    if (spec.exported) {
      // The settings record's value is checked by the import itself (validateSettingsValue), the rest by the store's validator.
      const error = catchError(() => parseExport(JSON.stringify(file({ [store]: [record] }))));
      out.push({ name: `${store}: ${String(error.params.detail_problem)}`, error, reason: error.params.detail_problem as string });
    } else {
      const problem = spec.validate(record);
      expect(problem, `${store} ${JSON.stringify(record)}`).not.toBeNull();
      out.push({ name: `${store}: ${problem!.reason}`, error: new StorageError('failed', 'storage.save-change', problemParams(problem!)), reason: problem!.reason });
    }
  }
  // The import's own checks: a repeated entry, a skill this version lacks, a record that throws when read.
  out.push({ name: 'twice', reason: 'storage.problem.twice', error: catchError(() => parseExport(JSON.stringify(file({ lessonProgress: [lesson(), lesson()] })))) });
  out.push({ name: 'no skill', reason: 'storage.problem.no-skill', error: catchError(() => parseExport(JSON.stringify(file({ skills: [skill()] })), { knownSkill: () => false })) });
  const unreadable = Object.defineProperty({}, 'id', { enumerable: true, get() { throw new Error('boom'); } });
  out.push({ name: 'unreadable', reason: 'storage.problem.unreadable', error: catchError(() => parseExport(file({ lessonProgress: [unreadable] }))) });
  // Version 1's lesson record (read only by an old database's own validator).
  const old = MIGRATIONS[0].creates[0].validate({ lessonId: 1 });
  out.push({ name: 'v1 lesson', reason: old?.reason, error: new StorageError('failed', 'storage.save-change', problemParams(old!)) });
  return out;
}

/** Every word of the English storage sentences (their parameters left out), the names that are the same in every language excepted. */
const ENGLISH_WORDS = new Set(Object.values(STORAGE_TEXT)
  .flatMap((text) => (text as (p: Record<string, string>) => string)(new Proxy({}, { get: () => '' })).toLowerCase().match(/\p{L}{2,}/gu) ?? [])
  .filter((w) => !['felt', 'json', 'indexeddb'].includes(w)));
/** The words of a sentence outside its quotes (field names, stored values and ids stay as the data has them); a Turkish suffix after ’ belongs to its name. */
const words = (text: string): string[] => text.replace(/"[^"]*"|“[^”]*”|«[^»]*»|’\p{L}+/gu, '').toLowerCase().match(/\p{L}{2,}/gu) ?? [];

/** The data's own names: every field of every record shape here, the stores (sections), the setting values and ids the validators know. */
const RAW_KEYS = new Set([
  ...[...GOOD.map(([, r]) => r), skill(), result(), hand(), question(), session(), lesson()].flatMap((r) => Object.keys(r as object)),
  ...[...storesAt().keys(), ...storesAt(1).keys()], 'lessonId', 'done', 'key', 'value', 'current', 'system', 'light', 'dark', 'fourColour', 'dailyGoal',
  'learnerName', 'language', 'theme', 'purple', 'volume', 'colour', 'zzz', 'Greek',
]);
/**
 * The raw keys in a sentence: anything in quotes, a camelCase word, an id with '|'; in Turkish also any of the data's
 * names, and in Greek any Latin word but the app's name and JSON (its sentences have no other reason to hold one).
 */
function rawKeysIn(text: string, code: 'en' | 'tr' | 'el'): string[] {
  const quoted = [...text.matchAll(/["“«]([^"”»]*)["”»]/g)].map((m) => m[1]);
  const words = text.match(/[\p{L}\d|-]+/gu) ?? [];
  const shaped = words.filter((w) => /\p{Ll}\p{Lu}|\|/u.test(w));
  const named = code === 'tr' ? words.filter((w) => RAW_KEYS.has(w)) : code === 'el' ? words.filter((w) => /[A-Za-z]/.test(w) && !['Felt', 'JSON'].includes(w)) : [];
  return [...new Set([...quoted, ...shaped, ...named])];
}

describe('storage problems have message ids and read in the learner language (issue 15)', () => {
  afterAll(() => setLocale('en'));

  it('the good records pass, so each bad one fails for its one fault', () => {
    for (const [store, record] of GOOD) expect(storesAt().get(store)!.validate(record), store).toBeNull();
  });

  it('every storage.problem id is reached by a real bad record, and each error carries ids, not sentences', () => {
    const all = samples();
    const reached = new Set(all.map((s) => s.reason));
    const ids = Object.keys(STORAGE_TEXT).filter((id) => id.startsWith('storage.problem.'));
    expect(ids.filter((id) => !reached.has(id)), 'never reached').toEqual([]);
    for (const { name, error, reason } of all) {
      expect(error, name).toBeInstanceOf(StorageError);
      const nested = error.params.problem ?? error.params.detail_problem;
      expect(nested, name).toBe(reason);
    }
  });

  it('English: the sentence names the problem in words; the stored value and section stay for the technical details', () => {
    setLocale('en');
    const theme = samples().find((s) => s.reason === 'storage.problem.theme')!;
    expect(errorText(theme.error)).toBe('This file was not imported, and nothing was changed: entry 1 of its settings is wrong (the theme must follow the system, or be light or dark).');
    expect(failure(theme.error, null).detail).toBe('storage.import · storage.why.bad-entry · storage.problem.theme · section: settings · index: 1 · value: purple');
  });

  for (const code of ['en', 'tr', 'el'] as const) {
    it(`${code}: no sentence names a data key, a section by its key, or a stored value; the details keep them`, async () => {
      await useLocale(code);
      const bad = samples().flatMap(({ name, error }) => {
        const text = errorText(error);
        const out: string[] = [];
        if (/["“”«»]/.test(text)) out.push(`${name}: quotes in "${text}"`);
        const keys = rawKeysIn(text, code);
        if (keys.length) out.push(`${name}: raw ${keys.join(', ')} in "${text}"`);
        return out;
      });
      setLocale('en');
      expect(bad).toEqual([]);
    });
  }

  it('the technical details keep what the sentence leaves out: the keys, the repeated entry, the skill, the field names', () => {
    const all = samples();
    const detail = (reason: string) => storageDetail(all.find((s) => s.reason === reason)!.error) ?? '';
    expect(detail('storage.problem.daily-goal')).toBe('storage.import · storage.why.bad-entry · storage.problem.daily-goal · section: settings · index: 1');
    expect(detail('storage.problem.unknown-fields')).toContain('fields: "colour"');
    expect(detail('storage.problem.twice')).toContain('key: "a"');
    expect(detail('storage.problem.no-skill')).toContain('skill: which-wins|holdem|1');
    const unknown = catchError(() => parseExport(JSON.stringify({ ...file({}), stores: { secrets: [] } })));
    expect(storageDetail(unknown)).toBe('storage.import · storage.why.unknown-section · section: secrets');
    // A problem with nothing left out needs no details.
    expect(detail('storage.problem.lesson-time')).toBe('storage.import · storage.why.bad-entry · storage.problem.lesson-time · section: lessonProgress · index: 1');
    expect(storageDetail(new StorageError('failed', 'storage.save-change', problemParams(validateSettingsValue({ dailyGoal: 0 })!)))).toBeNull();
  });

  it('the catalogues\' storage sentences hold no data key, quote or English word of a key (tr, el)', () => {
    const found = [['tr', engineTr], ['el', engineEl]].flatMap(([code, cat]) => Object.entries(cat as Record<string, string>)
      .filter(([id]) => id.startsWith('engine.storage.'))
      .flatMap(([id, text]) => {
        const plain = text.replace(/\{\w+\}/g, '');
        return [...(/["“”«»]/.test(plain) ? [`${code} ${id}: quotes`] : []), ...rawKeysIn(plain, code as 'tr' | 'el').map((k) => `${code} ${id}: ${k}`)];
      }));
    expect(found).toEqual([]);
  });

  for (const code of ['en', 'tr', 'el'] as const) {
    it(`${code}: an old database that cannot be upgraded reads as a sentence, the error type only in the details`, async () => {
      const name = `upgrade-${code}-${Math.random()}`;
      const v1 = await openIndexedDbBackend({ name, version: 1 });
      v1.close();
      const original = MIGRATIONS[1].upgrade;
      (MIGRATIONS[1] as { upgrade: typeof original }).upgrade = async () => { throw new TypeError('boom in step 2'); };
      let error: unknown;
      try { error = await openIndexedDbBackend({ name }).then(() => null, (e: unknown) => e); } finally {
        (MIGRATIONS[1] as { upgrade: typeof original }).upgrade = original;
      }
      await useLocale(code);
      const f = failure(error, null);
      const text = f.text();
      setLocale('en');
      expect(text).not.toMatch(/\(|Error|boom|storage\./);
      expect(text).toMatch(/Felt/);
      expect(text.length).toBeGreaterThan(40);
      expect(f.detail).toBe('storage.upgrade\nTypeError: boom in step 2');
    });
  }

  for (const code of ['tr', 'el'] as const) {
    it(`${code}: every refusal in the learner language, with no English word of the storage sentences`, async () => {
      await useLocale(code);
      const bad = samples().flatMap(({ name, error }) => {
        const text = errorText(error);
        if (process.env.PRINT_ERRORS) console.log(`${code} ${name}: ${text}`);
        const out: string[] = [];
        if (text === error.message) out.push(`${name}: still English: ${text}`);
        const english = words(text).filter((w) => ENGLISH_WORDS.has(w));
        if (english.length) out.push(`${name}: English ${english.join(', ')} in "${text}"`);
        if (/\{\w+|storage\.|undefined/.test(text)) out.push(`${name}: raw id or placeholder in "${text}"`);
        return out;
      });
      setLocale('en');
      expect(bad).toEqual([]);
    });
  }

  it('a bad import record reads wholly in Turkish, nested problem and all', async () => {
    await useLocale('tr');
    const error = catchError(() => parseExport(JSON.stringify(file({ settings: [settings({ dailyGoal: 0 })] }))));
    expect(errorText(error)).toBe('Bu dosya içe aktarılmadı ve hiçbir şey değişmedi: ayarlar bölümündeki 1. kayıt hatalı (günlük hedef 1 ile 500 cevap arasında olmalı).');
    await useLocale('el');
    expect(errorText(error)).toBe('Το αρχείο δεν εισήχθη και δεν άλλαξε τίποτα: η εγγραφή 1 της ενότητας των ρυθμίσεων είναι λάθος (ο ημερήσιος στόχος πρέπει να είναι από 1 έως 500 απαντήσεις).');
    setLocale('en');
  });

  it('the scan can fail: an English problem inside a Turkish sentence is seen', () => {
    const mixed = 'Bu ayarlar kaydedilemiyor: the daily goal must be 1 to 500 answers.';
    expect(words(mixed).filter((w) => ENGLISH_WORDS.has(w))).toEqual(expect.arrayContaining(['the', 'daily', 'goal', 'must']));
    const p: StorageProblem | null = validateSettingsValue({ dailyGoal: 0 });
    expect(p?.message).toBe('the daily goal must be 1 to 500 answers');
  });
});
