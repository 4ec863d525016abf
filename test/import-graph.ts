// The static import graph of the sources, read from the text (no build): what a module needs evaluated before it runs.
// Shared by the first-paint tests (test/quiz-meta.test.ts, test/practice-first-paint.test.ts).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/** The imports a source file evaluates (static imports that are not type-only; `import()` excluded): relative paths resolved, packages by name. */
export function staticImports(file: string): { files: string[]; packages: string[] } {
  const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const files: string[] = [];
  const packages: string[] = [];
  for (const m of code.matchAll(/^\s*(import|export)\s+([^'";]*?)\s*from\s*'([^']+)'|^\s*import\s+'([^']+)'/gm)) {
    const spec = m[3] ?? m[4];
    const clause = m[2] ?? '';
    if (/^type\s/.test(clause)) continue;
    const names = /^\{([^}]*)\}$/.exec(clause.trim());
    if (names && names[1].split(',').map((s) => s.trim()).filter(Boolean).every((s) => s.startsWith('type '))) continue;
    if (!spec.startsWith('.')) { packages.push(spec); continue; }
    const base = normalize(join(dirname(file), spec));
    const found = [`${base}.ts`, base, join(base, 'index.ts')].find((f) => f.endsWith('.ts') && existsSync(f));
    if (found) files.push(found);
  }
  return { files, packages };
}

/** Every source file `entry` evaluates statically, itself included. */
export function closure(entry: string): Set<string> {
  const seen = new Set<string>();
  const walk = (f: string): void => { if (seen.has(f)) return; seen.add(f); staticImports(f).files.forEach(walk); };
  walk(entry);
  return seen;
}

/** The packages (bare specifiers) the files of `entry`'s closure import statically. */
export const closurePackages = (entry: string): Set<string> => new Set([...closure(entry)].flatMap((f) => staticImports(f).packages));
