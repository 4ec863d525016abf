#!/usr/bin/env node
// Runs every test suite (unit and property, browser; exhaustive with --exhaustive) and prints
// one closing line "N passed, N failed" summed from vitest's JSON reports, which CI reads.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const withExhaustive = process.argv.includes('--exhaustive');
mkdirSync('test-results', { recursive: true });

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', shell: false });
  return r.status ?? 1;
}

const suites = [
  { name: 'unit', config: 'vite.config.ts', out: 'test-results/unit.json' },
  ...(withExhaustive ? [{ name: 'exhaustive', config: 'vitest.exhaustive.config.ts', out: 'test-results/exhaustive.json' }] : []),
  { name: 'browser', config: 'vitest.e2e.config.ts', out: 'test-results/e2e.json', build: true },
];

let passed = 0;
let failed = 0;
let broken = false;
if (run('npm', ['run', '-s', 'asbuild']) !== 0) broken = true;
for (const suite of suites) {
  if (suite.build && run('npm', ['run', '-s', 'build']) !== 0) {
    console.error(`The production build failed, so the ${suite.name} tests could not run.`);
    broken = true;
    continue;
  }
  const status = run('npx', ['vitest', 'run', '--config', suite.config, '--passWithNoTests', '--reporter=default', '--reporter=json',
    `--outputFile.json=${suite.out}`]);
  if (!existsSync(suite.out)) { broken = true; continue; }
  const report = JSON.parse(readFileSync(suite.out, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  if (status !== 0 && report.numFailedTests === 0) broken = true; // e.g. a file that failed to load
  console.log(`${suite.name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || broken ? 1 : 0);
