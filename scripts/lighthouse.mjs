#!/usr/bin/env node
// npm run lighthouse: Lighthouse 12.2.3 (run through npx, not a dependency; TOOLCHAIN §10) against the
// production build served locally, mobile default settings; prints performance and accessibility (issue 13
// item 8 asks for 100 on Home, a lesson and Practice). Each page runs 3 times (`-- --runs=N`): the machine is
// shared and noisy, so the median of each score and metric is what counts. Run `npm run build` first.
// Reports go to test-results/lighthouse-<page>-<run>.json.
import { spawn } from 'node:child_process';
import { clearTimeout, setTimeout } from 'node:timers';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview } from 'vite';

const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const ALL = [['home', ''], ['lesson', '#/learn/rank-high'], ['practice', '#/practice'], ['settings', '#/settings']];
// `npm run lighthouse -- home lesson` runs only those pages; `-- --runs=1` once each.
const names = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const pages = names.length ? ALL.filter(([name]) => names.includes(name)) : ALL;
const runsArg = process.argv.find((a) => a.startsWith('--runs='));
const RUNS = runsArg ? Math.max(1, Number.parseInt(runsArg.slice(7), 10) || 1) : 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [['FCP', 'first-contentful-paint', 's'], ['LCP', 'largest-contentful-paint', 's'], ['TBT', 'total-blocking-time', 'ms'],
  ['CLS', 'cumulative-layout-shift', ''], ['SI', 'speed-index', 's']];

/** Runs a command and resolves with its exit status (killed after `timeoutMs`). */
function runAsync(cmd, args, options, timeoutMs) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, options);
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.on('exit', (status) => { clearTimeout(timer); resolve({ status }); });
  });
}

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN; };
const metricText = (value, unit) => unit === 's' ? `${(value / 1000).toFixed(1)} s` : unit === 'ms' ? `${Math.round(value)} ms` : value.toFixed(3);
const line = (name, scores, metrics) => `${name.padEnd(16)} ${CATEGORIES.map((c) => `${c} ${scores[c]?.toFixed(2) ?? '-'}`).join('  ')}  (${
  METRICS.map(([label, , unit], i) => `${label} ${Number.isFinite(metrics[i]) ? metricText(metrics[i], unit) : '-'}`).join(', ')})`;

mkdirSync('test-results', { recursive: true });
const server = await preview({ preview: { host: '127.0.0.1', port: 0 }, logLevel: 'silent' });
const base = server.resolvedUrls.local[0];
let failed = false;
try {
  for (const [name, hash] of pages) {
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      const profile = mkdtempSync(join(tmpdir(), 'felt-lh-'));
      const out = join('test-results', `lighthouse-${name}-${run}.json`);
      // Spawned asynchronously: a blocking spawn would stop this process's preview server from answering.
      const result = await runAsync('npx', ['-y', 'lighthouse@12.2.3', `${base}${hash}`, '--output=json', `--output-path=${out}`, '--quiet',
        `--only-categories=${CATEGORIES.join(',')}`, `--chrome-flags=${[...FLAGS, `--user-data-dir=${profile}`].join(' ')}`],
      { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } }, 300_000);
      rmSync(profile, { recursive: true, force: true });
      if (result.status !== 0) { console.error(`Lighthouse failed on ${name} (exit ${result.status}).`); failed = true; continue; }
      const report = JSON.parse(readFileSync(out, 'utf8'));
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, report.categories[c]?.score ?? NaN]));
      const metrics = METRICS.map(([, id]) => report.audits[id]?.numericValue ?? NaN);
      runs.push({ scores, metrics });
      if (RUNS > 1) console.log(line(`  ${name} run ${run}`, scores, metrics));
    }
    if (!runs.length) continue;
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))]));
    const metrics = METRICS.map((_, i) => median(runs.map((r) => r.metrics[i])));
    console.log(line(`lighthouse ${name}`, scores, metrics) + (RUNS > 1 ? ` median of ${runs.length}` : ''));
  }
} finally {
  await server.close();
}
process.exit(failed ? 1 : 0);
