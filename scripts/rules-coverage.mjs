#!/usr/bin/env node
// rules:coverage (issue 6 item 6): for every rule ID in ../shared/RULES.md, whether a test names
// it (enforced), a lesson names it (taught) and a quiz kind names it (drilled), and a summary.
// Falls back to the copy in src/trainer/rule-ids.ts when ../shared is not next to the checkout.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ID = /\*\*([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+(?:\+[0-9]+)?)\*\*/g;

/** Rule IDs in the order RULES.md defines them. */
export function ruleIdsFrom(markdown) {
  const ids = [];
  for (const m of markdown.matchAll(ID)) if (!ids.includes(m[1])) ids.push(m[1]);
  return ids;
}

function loadIds() {
  const candidates = process.env.FELT_RULES ? [process.env.FELT_RULES] : [join(root, '..', 'shared', 'RULES.md'), join(root, '..', '..', 'shared', 'RULES.md')];
  for (const file of candidates) {
    if (existsSync(file)) return { ids: ruleIdsFrom(readFileSync(file, 'utf8')), source: file };
  }
  const copy = join(root, 'src', 'trainer', 'rule-ids.ts');
  const text = readFileSync(copy, 'utf8');
  const ids = [...text.matchAll(/'([A-Z][A-Z0-9+-]+)'/g)].map((m) => m[1]);
  console.log(`Note: ${candidates.join(' or ')} was not found; using the copy of the rule IDs in src/trainer/rule-ids.ts.`);
  return { ids, source: copy };
}

function filesUnder(dir, ext = /\.(ts|mjs|js|md|json)$/) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path, ext));
    else if (ext.test(name)) out.push(path);
  }
  return out;
}

const read = (files) => files.map((f) => readFileSync(f, 'utf8')).join('\n');
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An ID is named when it stands alone: P-RIT is not named by P-RIT+1 or P-RIT-INTERACTIVE. */
const names = (text, id) => new RegExp(`(?<![A-Za-z0-9-])${escape(id)}(?![A-Za-z0-9+-])`).test(text);

const { ids: bookIds, source } = loadIds();
// The trainer's own rule IDs (src/trainer/rule-ids.ts TRAINER_RULES), where RULES.md has none.
const trainerText = readFileSync(join(root, 'src', 'trainer', 'rule-ids.ts'), 'utf8');
const trainerBlock = trainerText.slice(trainerText.indexOf('TRAINER_RULES = ['));
const trainerIds = [...trainerBlock.matchAll(/\{ id: '([A-Z][A-Z0-9+-]+)'/g)].map((m) => m[1]);
const ids = [...bookIds, ...trainerIds.filter((id) => !bookIds.includes(id))];
const tests = read([...filesUnder(join(root, 'test')), ...filesUnder(join(root, 'e2e'))]);
const lessons = read(filesUnder(join(root, 'src', 'trainer', 'lessons')));
const quizzes = read(filesUnder(join(root, 'src', 'trainer', 'quizzes')));

const rows = ids.map((id) => ({ id, enforced: names(tests, id), taught: names(lessons, id), drilled: names(quizzes, id) }));
const mark = (b) => (b ? 'yes' : ' - ');
const width = Math.max(...ids.map((i) => i.length), 4);
console.log(`Rule coverage (${bookIds.length} rule IDs from ${source.startsWith(root) ? source.slice(root.length + 1) : source}${trainerIds.length ? `, ${trainerIds.length} of the trainer's own from src/trainer/rule-ids.ts` : ''})`);
console.log(`${'rule'.padEnd(width)}  enforced  taught  drilled`);
for (const r of rows) console.log(`${r.id.padEnd(width)}  ${mark(r.enforced).padEnd(8)}  ${mark(r.taught).padEnd(6)}  ${mark(r.drilled)}`);
const count = (k) => rows.filter((r) => r[k]).length;
const missing = (k) => rows.filter((r) => !r[k]).map((r) => r.id);
for (const k of ['taught', 'drilled']) if (missing(k).length) console.log(`Not ${k}: ${missing(k).join(', ')}`);
console.log(`rules:coverage ${ids.length} rules: ${count('enforced')} enforced, ${count('taught')} taught, ${count('drilled')} drilled`);
