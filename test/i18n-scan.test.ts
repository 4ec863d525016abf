// Issue 15 item 7: no user-facing English left in src/ui outside the catalogues. Every UI module is read
// (comments dropped): its html``/svg`` templates by the scanner of test/ui-strings.test.ts, and every other
// string literal that reads like words ("Copied the link") wherever it sits.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hardCoded } from './ui-strings.test';

/** Key names compared with KeyboardEvent.key, and font names in CSS: code, not words on screen. */
const NOT_WORDS = new Set(["'Enter'", "'Escape'", "'Tab'", "'Backspace'", "'Delete'", "'Home'", "'End'", "'ArrowLeft'", "'ArrowRight'", "'ArrowUp'", "'ArrowDown'", "'Segoe UI'"]);

const files = (dir: string): string[] => readdirSync(dir).flatMap((f) => {
  const path = join(dir, f);
  return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
});

/** The source without comments (a quoted sentence in a comment is documentation). */
const withoutComments = (src: string): string => src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** Words on screen in a UI module that do not come from msg(). */
export function englishIn(src: string): string[] {
  const code = withoutComments(src);
  const found = hardCoded(code).filter((w) => !NOT_WORDS.has(w));
  for (const m of code.matchAll(/(['"])([A-Z][a-z]+(?: [A-Za-z’']+)+[.!?…]?)\1/g)) {
    if (!NOT_WORDS.has(`'${m[2]}'`)) found.push(`'${m[2]}'`);
  }
  return [...new Set(found)];
}

describe('no hard-coded English in src/ui (issue 15)', () => {
  it('the scan finds words in templates and in plain literals (a control that must fail)', () => {
    const sample = "const t = html`<p>${msg('a')}</p><b>Undo</b>`; this.status = 'Copied the link'; if (e.key === 'Enter') go(); // 'A comment here'";
    expect(englishIn(sample)).toEqual(['Undo', "'Copied the link'"]);
  });

  for (const file of files('src/ui')) {
    it(`${file}`, () => {
      expect(englishIn(readFileSync(file, 'utf8'))).toEqual([]);
    });
  }
});
