// `npm run bench`: runs each bench section that exists (evaluator, equity, engine); each prints its own table.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SECTIONS = ['evaluator', 'equity', 'engine', 'bots'] as const;

interface Section { run(): Promise<void> }

const only = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
console.log(`Felt bench · Node ${process.versions.node} · ${new Date().toISOString()} (figures are noisy on a shared machine)`);
for (const name of SECTIONS) {
  if (only.length > 0 && !only.includes(name)) continue;
  const url = new URL(`./bench/${name}.ts`, import.meta.url);
  if (!existsSync(fileURLToPath(url))) {
    console.log(`\n## ${name}: no section yet (scripts/bench/${name}.ts)`);
    continue;
  }
  console.log(`\n## ${name}`);
  const section = (await import(url.href)) as Section;
  await section.run();
}
