#!/usr/bin/env node
// npm run lighthouse: Lighthouse 12.2.3 (run through npx, not a dependency; TOOLCHAIN §10) against the
// production build served locally; prints performance and accessibility (issue 5 asks for >= 0.95).
// Run `npm run build` first. Reports go to test-results/lighthouse-*.json.
import { spawn } from 'node:child_process';
import { clearTimeout, setTimeout } from 'node:timers';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview } from 'vite';

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const ALL = [['home', ''], ['lesson', '#/learn/rank-high'], ['practice', '#/practice'], ['settings', '#/settings']];
// `npm run lighthouse -- home lesson` runs only those pages.
const pages = process.argv.length > 2 ? ALL.filter(([name]) => process.argv.includes(name)) : ALL;

/** Runs a command and resolves with its exit status (killed after `timeoutMs`). */
function runAsync(cmd, args, options, timeoutMs) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, options);
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.on('exit', (status) => { clearTimeout(timer); resolve({ status }); });
  });
}

mkdirSync('test-results', { recursive: true });
const server = await preview({ preview: { host: '127.0.0.1', port: 0 }, logLevel: 'silent' });
const base = server.resolvedUrls.local[0];
let failed = false;
try {
  for (const [name, hash] of pages) {
    const profile = mkdtempSync(join(tmpdir(), 'felt-lh-'));
    const out = join('test-results', `lighthouse-${name}.json`);
    // Spawned asynchronously: a blocking spawn would stop this process's preview server from answering.
    const run = await runAsync('npx', ['-y', 'lighthouse@12.2.3', `${base}${hash}`, '--output=json', `--output-path=${out}`, '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo', `--chrome-flags=${[...FLAGS, `--user-data-dir=${profile}`].join(' ')}`],
    { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } }, 300_000);
    rmSync(profile, { recursive: true, force: true });
    if (run.status !== 0) { console.error(`Lighthouse failed on ${name} (exit ${run.status}).`); failed = true; continue; }
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const score = (k) => report.categories[k]?.score?.toFixed(2) ?? '-';
    const metric = (k) => report.audits[k]?.displayValue ?? '-';
    console.log(`lighthouse ${name.padEnd(8)} performance ${score('performance')}  accessibility ${score('accessibility')}  best-practices ${score('best-practices')}  seo ${score('seo')}  (FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')})`);
  }
} finally {
  await server.close();
}
process.exit(failed ? 1 : 0);
