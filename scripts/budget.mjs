#!/usr/bin/env node
// npm run budget: first-load JavaScript of the production build, gzipped, against the 80 kB budget
// (issue 5). First load = the entry chunk and its static imports; lazy chunks (lessons, engine,
// worker) are listed separately. Reads dist/.vite/manifest.json; run after `vite build`.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 80;
const dist = 'dist';
const manifestFile = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error('No build found: run `npm run build` first (dist/.vite/manifest.json is missing).');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'));
/** The files of chunk `key` and everything it imports statically (what loads before it runs). */
const graph = (key, seen = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) graph(dep, seen);
  return seen;
};
const first = graph(entryKey);
const css = new Set(Object.values(manifest).filter((c) => first.has(c.file)).flatMap((c) => c.css ?? []));

// The service-worker registration loads workbox-window right after start-up: count it too.
const startup = Object.values(manifest).filter((c) => /workbox-window/.test(c.file) && !first.has(c.file)).map((c) => c.file);
// The build's classic scripts in index.html (the first route's preload table, scripts/first-route-plugin.ts) load with the
// entry: counted too (public/shell-language.js is not built, and under 1 kB).
const classic = [...readFileSync(join(dist, 'index.html'), 'utf8').matchAll(/<script(?![^>]*type="module")[^>]*src="\.\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);

let total = 0;
console.log('First-load JavaScript (gzipped):');
for (const file of [...first, ...classic, ...startup]) {
  const size = gz(file);
  total += size;
  const note = startup.includes(file) ? '  (service-worker registration, after start-up)' : classic.includes(file) ? '  (classic script: the first route\'s preloads)' : '';
  console.log(`  ${file.padEnd(48)} ${kb(size).padStart(9)}${note}`);
}
for (const file of css) console.log(`  ${file.padEnd(48)} ${kb(gz(file)).padStart(9)}  (CSS, not counted)`);
const lazy = Object.values(manifest).filter((c) => c.file.endsWith('.js') && !first.has(c.file) && !startup.includes(c.file))
  .map((c) => ({ file: c.file, size: gz(c.file) })).sort((a, b) => b.size - a.size);
console.log(`Lazy chunks: ${lazy.length}, largest: ${lazy.slice(0, 4).map((c) => `${c.file} ${kb(c.size)}`).join(', ')}`);
// Workers and the .wasm are built beside the manifest: list them from the assets folder.
for (const name of readdirSync(join(dist, 'assets')).filter((f) => /\.wasm$|worker-.*\.js$/.test(f))) {
  console.log(`Loaded on demand by the equity worker: assets/${name} ${kb(gz(join('assets', name)))}`);
}
// What a page fetches beyond the shell before it can paint (its chunk's static imports; issue 13 item 8): Practice's chooser
// paints without its trainer part, and a page's second wave (these plus the store's) should fit one round of six requests.
const store = [...graph('src/storage/store.ts')].filter((f) => !first.has(f));
for (const [name, key] of [['Practice', 'src/ui/felt-practice-page.ts'], ['a lesson', 'src/ui/felt-lesson-page.ts']]) {
  const files = [...graph(key)].filter((f) => !first.has(f));
  const wave = new Set([...files, ...store]);
  console.log(`Before ${name}'s first paint: ${kb(files.reduce((sum, f) => sum + gz(f), 0))} in ${files.length} chunks beyond the shell (${wave.size} requests with the store's)`);
}
console.log(`budget: first-load JS ${kb(total)} gzipped of ${BUDGET_KB} kB (${total <= BUDGET_KB * 1024 ? 'within budget' : 'OVER BUDGET'})`);
