// Every catalogue has every id of en.ts with the same placeholders; plurals pick Intl.PluralRules' branch.
import { afterEach, describe, expect, it } from 'vitest';
import { REASON_TEXT } from '../src/engine/betting/reasons';
import { CARD_TEXT, OMAHA_WHY, PLACE_TEXT, parseCards } from '../src/engine/cards';
import { LAB_TEXT } from '../src/engine/equity/lab-request';
import { LAB_LINK_TEXT } from '../src/engine/equity/lab-setup';
import { EQUITY_TEXT } from '../src/engine/equity/plan';
import { parseRange } from '../src/engine/equity/ranges';
import { handError } from '../src/engine/hand/errors';
import { PHH_TEXT } from '../src/engine/history/phh';
import { TOML_TEXT } from '../src/engine/history/toml';
import { SHARE_TEXT } from '../src/play/record';
import { SESSION_TEXT } from '../src/play/session';
import { STORAGE_TEXT } from '../src/storage/types';
import { HAND_INPUT_TEXT, validateHand } from '../src/engine/rankings/validate';
import { engineEl } from '../src/i18n/engine/el';
import { engineTr } from '../src/i18n/engine/tr';
import { errorText } from '../src/ui/engine-text';
import '../src/i18n/quizzes/en';
import { LANGUAGES, en, currentLocale, fill, msg, onLocaleChange, pickLocale, setLocale, useLocale, type Catalogue } from '../src/i18n/index';

/** Placeholder names of a template, read independently of msg(): `{name}` and `{name, plural, ...}`, nested too. */
function placeholders(template: string): string[] {
  const names = new Set<string>();
  for (const m of template.matchAll(/\{\s*(\w+)\s*(\}|,\s*plural\s*,)/g)) {
    // "one {items}" is a plural branch whose text is a single word, not a placeholder.
    if (m[2] === '}' && /(^|[\s}])(=\d+|zero|one|two|few|many|other)\s*$/.test(template.slice(0, m.index))) continue;
    names.add(m[1]);
  }
  return [...names].sort();
}

/** Balanced braces, and every plural form has an `other` branch. */
function problems(template: string): string[] {
  const out: string[] = [];
  let depth = 0;
  for (const ch of template) { if (ch === '{') depth++; if (ch === '}') depth--; if (depth < 0) break; }
  if (depth !== 0) out.push('unbalanced braces');
  for (const m of template.matchAll(/\{\s*\w+\s*,\s*plural\s*,/g)) {
    if (!/other\s*\{/.test(template.slice(m.index))) out.push('a plural without "other"');
  }
  return out;
}

const ids = Object.keys(en).sort();

describe('catalogue parity (issue 15)', () => {
  for (const lang of LANGUAGES) {
    it(`${lang.code} (${lang.name}) has exactly the ids of en.ts, with the same placeholders`, async () => {
      const cat = (await lang.load()) as Record<string, string>;
      // The engine's reasons ride along in the same load; they have their own test below.
      const have = Object.keys(cat).filter((k) => !k.startsWith('engine.')).sort();
      expect(ids.filter((id) => !(id in cat)), 'missing ids').toEqual([]);
      expect(have.filter((id) => !(id in en)), 'extra ids').toEqual([]);
      const wrong = ids.filter((id) => placeholders(cat[id]).join() !== placeholders((en as Record<string, string>)[id]).join())
        .map((id) => `${id}: ${placeholders(cat[id]).join()} vs en ${placeholders((en as Record<string, string>)[id]).join()}`);
      expect(wrong, 'placeholders differ').toEqual([]);
      const broken = ids.flatMap((id) => problems(cat[id]).map((p) => `${id}: ${p}`));
      expect(broken).toEqual([]);
      const empty = ids.filter((id) => cat[id].trim() === '');
      expect(empty, 'empty strings').toEqual([]);
    });
  }

  it('the placeholder reader sees nested placeholders and ignores plural selectors', () => {
    expect(placeholders('{a} of {total, plural, one {# lesson} other {# lessons, {b}}}')).toEqual(['a', 'b', 'total']);
    expect(placeholders('{count, plural, =0 {none} other {#}}')).toEqual(['count']);
    expect(problems('{count, plural, one {#}}')).toEqual(['a plural without "other"']);
    expect(problems('{a')).toEqual(['unbalanced braces']);
  });

  it('a catalogue that lacks an id fails the id check (the test can fail)', () => {
    const cat: Catalogue = { ...en };
    delete (cat as Record<string, string>)['home.title'];
    expect(ids.filter((id) => !(id in cat))).toEqual(['home.title']);
  });
});

describe('plurals through Intl.PluralRules', () => {
  afterEach(() => setLocale('en'));

  it('English picks one and other', () => {
    expect(msg('home.streak', { count: 1 })).toBe('1 day in a row');
    expect(msg('home.streak', { count: 2 })).toBe('2 days in a row');
    expect(msg('home.streak', { count: 0 })).toBe('0 days in a row');
    expect(msg('home.dueCount', { count: 1 })).toBe('1 skill is due for review today.');
    expect(msg('home.dueCount', { count: 1500 })).toBe('1,500 skills are due for review today.');
    expect(msg('progress.summary', { done: 3, total: 1 })).toBe('3 of 1 lesson learned.');
  });

  it('exact =n branches come before categories; # is the formatted count; other placeholders fill inside', () => {
    expect(fill('{n, plural, =0 {none} one {# item} other {# items}}', { n: 0 })).toBe('none');
    expect(fill('{n, plural, =0 {none} one {# item} other {# items}}', { n: 1 })).toBe('1 item');
    expect(fill('{n, plural, one {# of {who}} other {# of {who}s}}', { n: 3, who: 'Ann' })).toBe('3 of Anns');
    expect(fill('{n, plural, one {#} other {# x}}', { n: 'some' })).toBe('some x');
    expect(fill('{n, plural, one {one} other {items}}', { n: 1 })).toBe('one');
  });

  it('Greek and Turkish choose their own forms and format numbers their way', async () => {
    await useLocale('el');
    expect(msg('home.streak', { count: 1 })).toBe('1 ημέρα στη σειρά');
    expect(msg('home.streak', { count: 5 })).toBe('5 ημέρες στη σειρά');
    expect(msg('history.exported', { count: 2000 })).toBe('Εξήχθησαν 2.000 χέρια.');
    await useLocale('tr');
    expect(msg('settings.answersADay', { count: 10 })).toBe('Günde 10 cevap');
    expect(msg('play.act.check')).toBe('Pas');
    expect(msg('play.act.bringInPlain')).toBe('Gel gel');
  });

  it('no rendered English template keeps a brace or a bare # once its parameters are given', async () => {
    for (const code of ['en', 'tr', 'el'] as const) {
      await useLocale(code);
      for (const id of ids) {
        const names = placeholders((en as Record<string, string>)[id]);
        const params = Object.fromEntries(names.map((n) => [n, 2]));
        const text = msg(id as keyof typeof en, params);
        expect(text, `${code} ${id}`).not.toMatch(/[{}]/);
      }
    }
  });
});

describe('choosing a language', () => {
  afterEach(() => setLocale('en'));

  it('follows the first of the browser languages Felt speaks, matched on the primary subtag', () => {
    expect(pickLocale(['tr-TR', 'en'])).toBe('tr');
    expect(pickLocale(['el'])).toBe('el');
    expect(pickLocale(['de-DE', 'el-GR', 'tr'])).toBe('el');
    expect(pickLocale(['en-GB', 'tr'])).toBe('en');
    expect(pickLocale(['fr', 'de'])).toBe('en');
    expect(pickLocale([])).toBe('en');
  });

  it('switching tells listeners once, and an unknown code falls back to English', async () => {
    const heard: string[] = [];
    const stop = onLocaleChange((c) => heard.push(c));
    await useLocale('tr');
    await useLocale('tr');
    setLocale('xx');
    stop();
    await useLocale('el');
    expect(heard).toEqual(['tr', 'en']);
    expect(currentLocale()).toBe('el');
  });
});

describe('the engine reasons in every language (issue 15 item 5)', () => {
  const english: Record<string, (p: Record<string, string | number>) => string> = {
    ...REASON_TEXT, ...CARD_TEXT, ...HAND_INPUT_TEXT, ...PLACE_TEXT, ...OMAHA_WHY, ...EQUITY_TEXT, ...LAB_TEXT, ...LAB_LINK_TEXT, ...PHH_TEXT, ...TOML_TEXT, ...SESSION_TEXT, ...SHARE_TEXT, ...STORAGE_TEXT,
  };
  /** The parameters the engine's English sentence reads (p.name in its source), plus the verb it may carry. */
  const engineParams = (id: string): Set<string> => new Set(['verb', ...[...String(english[id]).matchAll(/\bp\.(\w+)/g)].map((m) => m[1]),
    // Code written in the sentence itself ("startHand(setup, { evaluator })") is literal text, not a parameter.
    ...placeholders(english[id]({}))]);
  const VERBS = ['raise', 'bet', 'complete'];
  /** Errors whose English sentence is written where they are thrown (src/worker/pool.ts, src/wasm/loader.ts); test/i18n-engine-errors.test.ts checks their parameters. */
  const INLINE = ['pool.workerDied', 'pool.workerTimeout', 'pool.cancelled', 'pool.shutDown', 'wasm.notFelt', 'wasm.abi', 'wasm.fetch', 'wasm.noHost'];
  const expected = [...Object.keys(english).map((id) => `engine.${id}`), ...VERBS.map((v) => `engine.verb.${v}`), ...INLINE.map((id) => `engine.${id}`)].sort();

  for (const [code, cat] of [['tr', engineTr], ['el', engineEl]] as const) {
    it(`${code}: one entry per engine message id, using only the parameters the engine gives`, () => {
      expect(expected.filter((k) => !(k in cat)), 'missing').toEqual([]);
      expect(Object.keys(cat).filter((k) => !expected.includes(k)), 'extra').toEqual([]);
      const wrong = Object.keys(english).flatMap((id) => {
        const allowed = engineParams(id);
        return placeholders(cat[`engine.${id}`]).filter((n) => !allowed.has(n)).map((n) => `${id}: {${n}}`);
      });
      expect(wrong).toEqual([]);
      expect(Object.keys(cat).flatMap((k) => problems(cat[k]).map((p) => `${k}: ${p}`))).toEqual([]);
    });
  }

  it('a refused action, a bad card and a bad range read in Turkish and Greek, nested reasons too', async () => {
    const closed = handError('may-not-raise', { verb: 'raise', why: 'raise-closed.capped', cap: 4 });
    const low = handError('below-minimum', { verb: 'bet', min: 4, rule: 'rule.minimum-bet' });
    let card: unknown; try { parseCards('Ax'); } catch (e) { card = e; }
    let range: unknown; try { parseRange('AKx'); } catch (e) { range = e; }
    let input: unknown; try { validateHand('omaha-high', [0, 1, 2], [3, 4, 5]); } catch (e) { input = e; }
    expect(errorText(closed)).toBe(closed.message);
    expect(errorText(card)).toBe((card as Error).message);
    await useLocale('tr');
    expect(errorText(closed)).toBe('Şu an artırma yapamazsınız: bu turda bahis 4 bahiste kapandı (B-FL).');
    expect(errorText(low)).toBe('En küçük bahis 4 olur (en küçük bahis (B-NL)).');
    expect(errorText(card)).toMatch(/^“Ax” bir kart değil: “x” bir renk değil/);
    expect(errorText(range)).toMatch(/^“AKx” bir aralık parçası değil/);
    expect(errorText(input)).toBe('Omaha 4 ya da 5 el kartı ister; 3 verildi.');
    await useLocale('el');
    expect(errorText(closed)).toBe('Δεν επιτρέπεται αύξηση: το ποντάρισμα έκλεισε στα 4 πονταρίσματα σε αυτόν τον γύρο (B-FL).');
    expect(errorText(card)).toMatch(/^Το «Ax» δεν είναι φύλλο/);
    expect(errorText(new Error('plain'))).toBe('plain');
    setLocale('en');
  });
});
