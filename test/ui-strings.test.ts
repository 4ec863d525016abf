// UI strings go through the message layer (COMMON standards, issue 13): the quiz views, the coach pages and
// the drill results may not put English words straight into their Lit templates. The scanner reads each
// html`` template, skipping its ${} expressions, and flags words in text and in aria-label, title, alt and
// placeholder attributes, plus capitalised string literals inside the expressions ('Copied', 'Share…').
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The literal parts of every html`` / svg`` template in `src`, and the string literals in their expressions. */
export function templateParts(src: string): { literals: string[]; strings: string[] } {
  const literals: string[] = [];
  const strings: string[] = [];
  let i = 0;
  // Reads a template body starting after its backtick; returns the index after the closing backtick.
  const template = (start: number, record: boolean): number => {
    let j = start;
    let chunk = '';
    while (j < src.length) {
      const c = src[j];
      if (c === '\\') { chunk += src.slice(j, j + 2); j += 2; continue; }
      if (c === '`') { if (record) literals.push(chunk); return j + 1; }
      if (c === '$' && src[j + 1] === '{') { if (record) literals.push(chunk); chunk = ''; j = expression(j + 2, record); continue; }
      chunk += c; j++;
    }
    return j;
  };
  // Reads an expression up to its closing brace; nested templates are read too.
  const expression = (start: number, record: boolean): number => {
    let j = start;
    let depth = 0;
    while (j < src.length) {
      const c = src[j];
      if (c === '{') depth++;
      else if (c === '}') { if (depth === 0) return j + 1; depth--; }
      else if (c === "'" || c === '"') {
        let k = j + 1;
        while (k < src.length && src[k] !== c) k += src[k] === '\\' ? 2 : 1;
        if (record) strings.push(src.slice(j + 1, k));
        j = k;
      } else if (c === '`') { j = template(j + 1, record && /(html|svg)$/.test(src.slice(Math.max(0, j - 4), j))); continue; }
      j++;
    }
    return j;
  };
  while (i < src.length) {
    const at = src.indexOf('`', i);
    if (at < 0) break;
    const tagged = /(html|svg)$/.test(src.slice(Math.max(0, at - 4), at));
    i = template(at + 1, tagged);
  }
  return { literals, strings };
}

/** Words a template shows or says without the message layer. */
export function hardCoded(src: string): string[] {
  const { literals, strings } = templateParts(src);
  const found: string[] = [];
  const text = literals.join('\u0000');
  // Attribute values written out in the template.
  for (const m of text.matchAll(/\b(aria-label|title|alt|placeholder)="([^"]*)"/g)) if (/[A-Za-z]{2,}/.test(m[2])) found.push(`${m[1]}="${m[2]}"`);
  // Text between tags (CSS in css`` is not read: only html and svg templates are).
  const bare = text.replace(/<[^>]*>/g, ' ').replace(/<[^>]*$/gm, ' ').replace(/^[^<]*>/gm, ' ');
  for (const m of bare.matchAll(/[A-Za-z][A-Za-z'’]+(?:\s+[A-Za-z'’]+)*/g)) found.push(m[0]);
  for (const s of strings) if (/^[A-Z][a-z]+(\b|…)/.test(s) && !/^[A-Z][a-z]+[A-Z]/.test(s)) found.push(`'${s}'`);
  return found;
}

const FILES = [
  ...readdirSync('src/ui/quiz-views').filter((f) => f.startsWith('felt-')).map((f) => `src/ui/quiz-views/${f}`),
  ...readdirSync('src/ui').filter((f) => f.startsWith('felt-coach-')).map((f) => `src/ui/${f}`),
  'src/ui/felt-drill-results.ts', 'src/ui/felt-drill-runner.ts', 'src/ui/felt-progress-page.ts', 'src/ui/felt-practice-page.ts', 'src/ui/felt-home-page.ts',
  'src/ui/felt-forecast-chart.ts', 'src/ui/felt-rule-ids.ts',
];

describe('UI strings go through msg()', () => {
  it('the scanner finds hard-coded words (a control that must fail)', () => {
    const sample = 'const a = html`<p class="hint">Tap the hands</p><div aria-label="Keypad">${x ? \'Copied\' : msg(\'a.b\')}</div>${y.map((k) => html`<b>${k}</b> Undo`)}`;';
    expect(hardCoded(sample)).toEqual(['aria-label="Keypad"', 'Tap the hands', 'Undo', "'Copied'"]);
    expect(hardCoded('const b = html`<p id="x" class="a b">${msg(\'x\')} ✓ – D</p>`; const c = css`.a { color: red; }`; if (e.key === \'Enter\') go();')).toEqual([]);
  });

  for (const file of FILES) {
    it(`${file} has no hard-coded English`, () => {
      expect(hardCoded(readFileSync(file, 'utf8'))).toEqual([]);
    });
  }
});
