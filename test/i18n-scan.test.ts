// Issue 15 item 7: no user-facing English left in src/ui, src/play and src/trainer outside the catalogues. Every
// module is read (comments dropped): its html``/svg`` templates by the scanner of test/ui-strings.test.ts, and every
// other string literal that reads like words ("Copied the link") wherever it sits. The English sentences of a
// message table (`export const SESSION_TEXT = { ... } satisfies`, the engine's way: the catalogues translate its ids)
// are the English catalogue of that part, and so are the lessons' English sources (src/trainer/lessons/*.ts,
// translated in lessons/tr and lessons/el, whose parity test/lesson-i18n tests check).
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

/** A module's English message tables (`export const X_TEXT = { ... } satisfies ...`), dropped: they are catalogues. */
const withoutTables = (src: string): string => src.replace(/export const [A-Z_]+_TEXT = \{[\s\S]*?\n\} satisfies/g, '');

/** Words on screen in a UI module that do not come from msg(). */
export function englishIn(src: string): string[] {
  const code = withoutTables(withoutComments(src));
  const found = hardCoded(code).filter((w) => !NOT_WORDS.has(w));
  for (const m of code.matchAll(/(['"])([A-Z][a-z]+(?: [A-Za-z’']+)+[.!?…]?)\1/g)) {
    if (!NOT_WORDS.has(`'${m[2]}'`)) found.push(`'${m[2]}'`);
  }
  return [...new Set(found)];
}

/** The lessons' own text: English sources beside their translations (the lesson pages show the learner's language). */
const LESSON_SOURCES = join('src/trainer/lessons');

/** Invariant errors: thrown only when the code itself is wrong, never for a learner's input, so no learner reads them. */
const INVARIANTS = new Set(["'The deck ran out while building a question.'", "'The hand is not over yet.'"]);

const scanned = [...files('src/ui'), ...files('src/play'), ...files('src/trainer')]
  .filter((f) => !f.startsWith(LESSON_SOURCES));

describe('no hard-coded English in src/ui, src/play and src/trainer (issue 15)', () => {
  it('the scan finds words in templates and in plain literals (a control that must fail)', () => {
    const sample = "const t = html`<p>${msg('a')}</p><b>Undo</b>`; this.status = 'Copied the link'; if (e.key === 'Enter') go(); // 'A comment here'";
    expect(englishIn(sample)).toEqual(['Undo', "'Copied the link'"]);
  });

  it('a message table is a catalogue, its neighbours are not', () => {
    const sample = "export const SESSION_TEXT = {\n  'session.x': () => 'Sit out between hands.',\n} satisfies Record<string, string>;\nthrow new Error('Come back between hands.');";
    expect(englishIn(sample)).toEqual(["'Come back between hands.'"]);
  });

  for (const file of scanned) {
    it(`${file}`, () => {
      expect(englishIn(readFileSync(file, 'utf8')).filter((w) => !INVARIANTS.has(w))).toEqual([]);
    });
  }
});
