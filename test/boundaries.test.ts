// The boundaries of DESIGN.md are enforced by the tools: fixture files (test/fixtures/boundaries/, outside every
// project's include) are type-checked with a folder's own tsconfig and linted with eslint.config.js as if they sat in
// that folder, and a forbidden import, a DOM global, Math.random or the clock must fail; the clean control must pass.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixture = (name: string): string => readFileSync(path.join(ROOT, 'test/fixtures/boundaries', name), 'utf8');

/**
 * Type-checks `text` as the file `virtualPath` of the project `config`: its options and its files plus this one (for
 * the engine, which depends on no other project's output; elsewhere only its ambient .d.ts files, the fixtures import
 * nothing). Returns the fixture's own errors and the project-level ones (a file outside the project: TS6307).
 */
const previous = new Map<string, ts.Program>(); // per project: reused source files make the next program quick

function typeErrors(config: string, virtualPath: string, text: string): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(ROOT, config), {}, {
    ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n')); },
  })!;
  const target = path.join(ROOT, virtualPath);
  const options = parsed.options; // nothing is emitted: only the diagnostics are read
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (f) => path.resolve(f) === target || fileExists.call(host, f);
  host.readFile = (f) => (path.resolve(f) === target ? text : readFile.call(host, f));
  host.getSourceFile = (f, lang, ...rest) => (path.resolve(f) === target
    ? ts.createSourceFile(f, text, lang, true) : getSourceFile.call(host, f, lang, ...rest));
  const files = config === 'tsconfig.engine.json' ? parsed.fileNames : parsed.fileNames.filter((f) => f.endsWith('.d.ts'));
  const program = ts.createProgram({ rootNames: [...files, target], options, host, oldProgram: previous.get(config) });
  previous.set(config, program);
  const source = program.getSourceFile(target)!;
  return [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics(), ...program.getSyntacticDiagnostics(source),
    ...program.getSemanticDiagnostics(source)]
    .map((d) => `${d.file ? path.relative(ROOT, d.file.fileName) : ''} TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
}

let eslint: ESLint;
beforeAll(() => { eslint = new ESLint({ cwd: ROOT }); });

/** Lints `text` as the file `virtualPath` with the project's eslint.config.js; returns "rule: message" lines. */
async function lintErrors(virtualPath: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: path.join(ROOT, virtualPath) });
  return result.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

const IN_ENGINE = 'src/engine/__boundary_fixture__.ts';

describe('TypeScript projects (tsconfig.<folder>.json): the pure folders have no DOM', () => {
  it('the clean engine fixture type-checks in the engine project (the control)', () => {
    expect(typeErrors('tsconfig.engine.json', IN_ENGINE, fixture('engine-clean.ts'))).toEqual([]);
  });

  it('a DOM global in the engine fails: no DOM lib there', () => {
    const errors = typeErrors('tsconfig.engine.json', IN_ENGINE, fixture('engine-dom-global.ts'));
    expect(errors.some((e) => e.startsWith(IN_ENGINE) && /TS2584|TS2304/.test(e) && e.includes("'document'"))).toBe(true);
  });

  it('an import of the UI from the engine fails: the UI file is not in the engine project', () => {
    const errors = typeErrors('tsconfig.engine.json', IN_ENGINE, fixture('engine-imports-ui.ts'));
    expect(errors.some((e) => e.includes('TS6307') && e.includes('src/ui/engine-access.ts'))).toBe(true);
  });

  it('the trainer, bots and play projects have no DOM either (bots and play are covered before they exist)', () => {
    const dom = 'export const w = (): number => window.innerWidth;\n';
    for (const [config, file] of [['tsconfig.trainer.json', 'src/trainer/__f__.ts'], ['tsconfig.bots.json', 'src/bots/__f__.ts'],
      ['tsconfig.play.json', 'src/play/__f__.ts']]) {
      const errors = typeErrors(config, file, dom);
      expect(errors.some((e) => e.startsWith(file) && e.includes("'window'")), config).toBe(true);
      expect(typeErrors(config, file, 'export const n = (a: number): number => a * 2;\n'), config).toEqual([]);
    }
  });

  it('the worker project has the worker globals and no DOM; the UI project has the DOM', () => {
    const file = 'src/worker/__f__.ts';
    expect(typeErrors('tsconfig.worker.json', file, 'export const d = (): string => document.title;\n').some((e) => e.includes("'document'"))).toBe(true);
    expect(typeErrors('tsconfig.worker.json', file, 'export const s = (): number => self.navigator.hardwareConcurrency;\n')).toEqual([]);
    expect(typeErrors('tsconfig.ui.json', 'src/ui/__f__.ts', 'export const d = (): string => document.title;\n')).toEqual([]);
  });
});

describe('ESLint (eslint.config.js): the arrows DESIGN.md forbids', () => {
  it('accepts the clean engine fixture (the control)', async () => {
    expect(await lintErrors(IN_ENGINE, fixture('engine-clean.ts'))).toEqual([]);
  });

  it('refuses the engine importing the UI or storage', async () => {
    expect(await lintErrors(IN_ENGINE, fixture('engine-imports-ui.ts'))).toEqual([
      expect.stringMatching(/^felt\/boundaries: src\/engine may not import src\/ui/),
    ]);
    expect((await lintErrors(IN_ENGINE, fixture('engine-imports-storage.ts'))).join('\n')).toMatch(/src\/engine may not import src\/storage/);
  });

  it('refuses a DOM global, Math.random, Date.now and new Date() in the engine', async () => {
    expect((await lintErrors(IN_ENGINE, fixture('engine-dom-global.ts'))).join('\n')).toMatch(/no-restricted-globals: .*document is a host global/);
    const errors = (await lintErrors(IN_ENGINE, fixture('engine-clock-random.ts'))).join('\n');
    expect(errors).toMatch(/Math\.random is unseeded/);
    expect(errors).toMatch(/Date\.now reads the clock/);
    expect(errors).toMatch(/new Date\(\) reads the clock/);
  });

  it.each([
    ['src/engine/hand/x.ts', "import { x } from '../../trainer/quiz';", /src\/engine may not import src\/trainer/],
    ['src/engine/x.ts', "export { createEngineApi } from '../worker/api';", /src\/engine may not import src\/worker/],
    ['src/engine/x.ts', "const m = () => import('../bots/index');\nexport default m;", /src\/engine may not import src\/bots/],
    ['src/engine/x.ts', "import type { T } from '../play/session';\nexport type U = T;", /src\/engine may not import src\/play/],
    ['src/trainer/x.ts', "import { openStore } from '../storage/store';\nexport default openStore;", /src\/trainer may not import src\/storage/],
    ['src/trainer/quizzes/x.ts', "import '../../ui/felt-app';", /src\/trainer may not import src\/ui/],
    ['src/trainer/x.ts', "import { createEnginePool } from '../worker/pool';\nexport default createEnginePool;", /src\/trainer may not import src\/worker/],
    ['src/bots/x.ts', "import { RULE_IDS } from '../trainer/rule-ids';\nexport default RULE_IDS;", /src\/bots may not import src\/trainer/],
    ['src/bots/x.ts', "import { msg } from '../i18n/index';\nexport default msg;", /src\/bots may not import src\/i18n/],
    ['src/play/x.ts', "import { FeltApp } from '../ui/felt-app';\nexport default FeltApp;", /src\/play may not import src\/ui/],
    ['src/play/x.ts', "import type { Settings } from '../storage/types';\nexport type S = Settings;", /src\/play may not import src\/storage/],
    ['src/storage/x.ts', "import { msg } from '../i18n/index';\nimport '../ui/felt-app';\nexport default msg;", /src\/storage may not import src\/ui/],
    ['src/engine/x.ts', "import { html } from 'lit';\nexport default html;", /src\/engine may not import the package "lit"/],
    ['src/ui/x.ts', "import { openDB } from 'idb';\nexport default openDB;", /Only src\/storage imports idb/],
    ['src/worker/pool2.ts', "import * as Comlink from 'comlink';\nComlink.expose({});", /Only src\/worker\/engine.worker.ts calls Comlink.expose/],
    ['src/ui/x.ts', "import { expose as e } from 'comlink';\ne({});", /Only src\/worker\/engine.worker.ts calls Comlink.expose/],
    ['src/trainer/x.ts', 'export const r = (): number => Math.random();', /Math\.random is unseeded/],
    ['src/bots/x.ts', 'export const t = (): number => Date.now();', /Date\.now reads the clock/],
    ['src/play/x.ts', 'export const t = (f: () => void): unknown => setTimeout(f, 10);', /setTimeout is a host global/],
    ['src/worker/api2.ts', 'export const n = (): number => self.navigator.hardwareConcurrency;', /Only src\/worker\/engine.worker.ts touches self/],
  ])('refuses %s: %s', async (file, code, expected) => {
    expect((await lintErrors(file, code)).join('\n')).toMatch(expected);
  });

  it.each([
    ['src/ui/x.ts', "import { loadEngine } from './engine-access';\nimport { RULE_IDS } from '../trainer/rule-ids';\nexport default [loadEngine, RULE_IDS];"],
    ['src/storage/x.ts', "import { openDB } from 'idb';\nexport default openDB;"],
    ['src/worker/engine.worker.ts', "import * as Comlink from 'comlink';\nComlink.expose({});"],
    ['src/bots/x.ts', "import { parseCards } from '../engine/index';\nexport default parseCards;"],
    ['src/play/x.ts', "import { parseCards } from '../engine/index';\nimport type { Bot } from '../bots/index';\nexport type B = Bot;\nexport default parseCards;"],
    ['src/trainer/x.ts', "import { createEmptyCard } from 'ts-fsrs';\nexport default createEmptyCard;"],
  ])('allows %s: %s', async (file, code) => {
    expect(await lintErrors(file, code)).toEqual([]);
  });
});
