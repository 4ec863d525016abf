// formatNumber's shortcut for small whole numbers and formatList's own list patterns (no Intl formatter created
// before the first paint, issue 13 item 8) give exactly what Intl gives, in every language of the registry: each whole
// number from -999 to 999, plain and as chips, and lists of zero to seven items. fill() copies text a run at a time:
// seeded random templates read as a character-by-character reference reads them.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { fill, formatChips, formatList, formatNumber, loadLocale, setLocale, type Params } from '../src/i18n/index';
import { LANGUAGES } from '../src/i18n/languages';

afterAll(() => setLocale('en'));

describe('formatNumber, small whole numbers', () => {
  for (const { code } of LANGUAGES) {
    it(`${code}: -999 to 999 read as Intl.NumberFormat writes them`, async () => {
      await loadLocale(code);
      setLocale(code);
      const plain = new Intl.NumberFormat(code);
      const chips = new Intl.NumberFormat(code, { maximumFractionDigits: 0 });
      const wrong: string[] = [];
      for (let n = -999; n <= 999; n++) {
        if (formatNumber(n) !== plain.format(n)) wrong.push(`${n}: ${formatNumber(n)} vs ${plain.format(n)}`);
        if (formatChips(n) !== chips.format(n)) wrong.push(`chips ${n}: ${formatChips(n)} vs ${chips.format(n)}`);
      }
      expect(wrong).toEqual([]);
      // Outside the shortcut Intl still decides: grouping, decimals, negative zero, percent.
      for (const [value, options] of [[1000, {}], [-1000, {}], [12500, {}], [0.75, {}], [-0, {}], [2.5, { maximumFractionDigits: 0 }], [7, { minimumFractionDigits: 2 }], [0.25, { style: 'percent' }]] as const) {
        expect(formatNumber(value, options)).toBe(new Intl.NumberFormat(code, options).format(value));
      }
      // Lists of every length up to seven, of words in each script and starting with a vowel (a language whose
      // joining word changed before a vowel would show here).
      const lists = new Intl.ListFormat(code, { style: 'long', type: 'conjunction' });
      const words = ['Omaha', 'Razz', 'İki', 'Έλα', 'ίδιο', 'and', '{0}', 've, και'];
      for (let n = 0; n <= 7; n++) {
        for (let start = 0; start < words.length; start++) {
          const items = Array.from({ length: n }, (_, i) => words[(start + i) % words.length] ?? '');
          expect(formatList(items), JSON.stringify(items)).toBe(lists.format(items));
        }
      }
    });
  }
});

/** The reference: one character at a time (plural branches and number formatting as in src/i18n: only placeholders here). */
function slowFill(template: string, params: Params, hash?: string): string {
  let out = '';
  for (let i = 0; i < template.length; i++) {
    const ch = template[i];
    if (ch === '#' && hash !== undefined) { out += hash; continue; }
    if (ch !== '{') { out += ch; continue; }
    let depth = 0;
    let close = -1;
    for (let j = i; j < template.length; j++) {
      if (template[j] === '{') depth++;
      else if (template[j] === '}' && --depth === 0) { close = j; break; }
    }
    if (close < 0) { out += template.slice(i); break; }
    const key = template.slice(i + 1, close).trim();
    const value = params[key];
    out += value === undefined ? `{${template.slice(i + 1, close)}}` : String(value);
    i = close;
  }
  return out;
}

describe('fill', () => {
  it('copies text and fills placeholders as the character-by-character reference does (seeded random templates)', () => {
    const piece = fc.constantFrom('a', ' ', '#', '{', '}', '{n}', '{ name }', '{x}', '{{n}}', 'é', ',');
    fc.assert(fc.property(fc.array(piece, { maxLength: 24 }), fc.option(fc.constantFrom('7', '#')), (parts, hash) => {
      const template = parts.join('');
      const params: Params = { n: 'N', name: 'Ayşe' };
      expect(fill(template, params, hash ?? undefined)).toBe(slowFill(template, params, hash ?? undefined));
    }), { seed: 13, numRuns: 3000 });
  });
});
