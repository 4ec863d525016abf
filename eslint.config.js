// Lint config: typescript-eslint's recommended rules over the TypeScript sources (assembly/ is checked by asc), plus the
// boundaries of DESIGN.md as rules: which folder may import which (felt/boundaries), only src/storage imports idb, only
// src/worker/engine.worker.ts calls Comlink.expose, and the pure folders touch no host globals, no Math.random, no clock.
// The per-folder tsconfig.*.json files enforce the same from the type side (no DOM lib in the pure projects).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const EXPOSE_MESSAGE = 'Only src/worker/engine.worker.ts calls Comlink.expose (DESIGN.md): export an API factory and let the worker expose it.';

/**
 * The import arrows DESIGN.md forbids, by the folder under src/ (main = src/main.ts, the app entry).
 * `forbid`: folders it may not import; `only`: the only folders it may import (itself always allowed);
 * `packages`: the only npm packages it may import (undefined: any).
 */
const BOUNDARIES = {
  engine: { forbid: ['ui', 'storage', 'trainer', 'worker', 'bots', 'play', 'main'], packages: [] },
  wasm: { forbid: ['ui', 'storage', 'trainer', 'worker', 'bots', 'play', 'main'], packages: [] },
  trainer: { forbid: ['ui', 'storage', 'worker', 'bots', 'play', 'main'], packages: ['ts-fsrs'] },
  bots: { only: ['engine'], packages: [] },
  play: { forbid: ['ui', 'storage', 'worker', 'main'], packages: [] },
  i18n: { only: [], packages: [] },
  storage: { forbid: ['ui', 'worker', 'play', 'bots', 'main'], packages: ['idb'] },
  worker: { forbid: ['ui', 'storage', 'main'], packages: ['comlink'] },
};

const WHY = {
  engine: 'the engine is pure and at the bottom: it imports nothing above it',
  wasm: 'the Wasm loader sits under the engine',
  trainer: 'the trainer is pure: it sees the engine, never the UI, storage or workers',
  bots: 'a bot decides from view(seat) with the engine alone',
  play: 'a table session is pure: the page renders it',
  i18n: 'the message layer is a leaf',
  storage: 'storage knows records, not the UI',
  worker: 'the worker runs engine work, it knows no page',
};

/** src/<folder> of a file path (absolute or relative to the repository), or null outside src/. */
function folderOf(file) {
  const rel = path.relative(ROOT, path.resolve(ROOT, file)).split(path.sep).join('/');
  if (rel === 'src/main.ts') return 'main';
  const m = /^src\/([^/]+)\//.exec(rel);
  return m ? m[1] : null;
}

const packageName = (spec) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);

const boundariesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports must follow the folder boundaries of DESIGN.md.' },
    schema: [],
    messages: {
      folder: 'src/{{from}} may not import src/{{to}} ({{why}}; DESIGN.md boundaries).',
      package: 'src/{{from}} may not import the package "{{name}}" ({{why}}; DESIGN.md boundaries).',
    },
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const from = folderOf(file);
    const rule = from && BOUNDARIES[from];
    if (!rule) return {};
    const check = (node, spec) => {
      if (typeof spec !== 'string') return;
      const bare = spec.split('?')[0];
      if (bare.startsWith('.') || bare.startsWith('/')) {
        const to = folderOf(path.resolve(path.dirname(file), bare));
        if (!to || to === from) return;
        const bad = rule.only ? !rule.only.includes(to) : rule.forbid.includes(to);
        if (bad) context.report({ node, messageId: 'folder', data: { from, to, why: WHY[from] } });
        return;
      }
      if (!rule.packages) return;
      const name = packageName(bare);
      if (!rule.packages.includes(name)) context.report({ node, messageId: 'package', data: { from, name, why: WHY[from] } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
      TSImportType: (node) => {
        const lit = node.argument?.literal ?? node.argument;
        if (lit && lit.type === 'Literal') check(lit, lit.value);
      },
    };
  },
};

/** Comlink.expose (as a namespace member or a named import, whatever the local name) outside the engine worker. */
const exposeRule = {
  meta: { type: 'problem', docs: { description: 'Only src/worker/engine.worker.ts calls Comlink.expose.' }, schema: [], messages: { expose: EXPOSE_MESSAGE } },
  create(context) {
    const namespaces = new Set();
    return {
      ImportDeclaration(node) {
        if (node.source.value !== 'comlink') return;
        for (const s of node.specifiers) {
          if (s.type === 'ImportSpecifier' && (s.imported.name ?? s.imported.value) === 'expose') context.report({ node: s, messageId: 'expose' });
          else if (s.type !== 'ImportSpecifier') namespaces.add(s.local.name);
        }
      },
      MemberExpression(node) {
        if (node.object.type === 'Identifier' && namespaces.has(node.object.name) && !node.computed && node.property.name === 'expose') {
          context.report({ node, messageId: 'expose' });
        }
      },
    };
  },
};

const felt = { rules: { boundaries: boundariesRule, 'comlink-expose': exposeRule } };

/** Host globals the pure folders may not touch (randomness, time and the kernel are parameters). */
const HOST_GLOBALS = [
  'window', 'document', 'self', 'navigator', 'location', 'localStorage', 'sessionStorage', 'indexedDB', 'IDBKeyRange',
  'fetch', 'XMLHttpRequest', 'Worker', 'SharedWorker', 'postMessage', 'importScripts', 'performance', 'crypto',
  'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'requestAnimationFrame', 'process', 'require', 'Buffer',
].map((name) => ({ name, message: `${name} is a host global: the pure folders (engine, trainer, bots, play) take time, randomness, storage and the equity kernel as parameters (DESIGN.md).` }));

const PURE_PROPERTIES = [
  { object: 'Math', property: 'random', message: 'Math.random is unseeded: take a seeded random source as a parameter (DESIGN.md; the engine has seeded RNGs).' },
  { object: 'Date', property: 'now', message: 'Date.now reads the clock: take the time as a parameter (DESIGN.md).' },
];

const PURE_SYNTAX = [
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'new Date() reads the clock: take the time as a parameter (DESIGN.md).' },
];

export default tseslint.config(
  { ignores: ['dist/', 'build/', 'node_modules/', 'assembly/', 'test-results/', 'dev-dist/', 'test/fixtures/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-constant-condition': ['error', { checkLoops: false }],
    },
  },
  {
    // Everywhere: idb only in src/storage, Comlink.expose only in the engine worker.
    files: ['**/*.ts', '**/*.js', '**/*.mjs'],
    plugins: { felt },
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'idb', message: 'Only src/storage imports idb (DESIGN.md): use the store object.' }] }],
      'felt/comlink-expose': 'error',
    },
  },
  { files: ['src/storage/**/*.ts'], rules: { 'no-restricted-imports': 'off' } },
  { files: ['src/worker/engine.worker.ts'], rules: { 'felt/comlink-expose': 'off' } },
  {
    // Declaration files declare globals the way lib.dom.d.ts does.
    files: ['**/*.d.ts'],
    rules: { 'no-var': 'off', '@typescript-eslint/no-empty-object-type': 'off' },
  },
  {
    // The folder arrows (every file under src/).
    files: ['src/**/*.ts'],
    rules: { 'felt/boundaries': 'error' },
  },
  {
    // The Node-only test helper may read the file system.
    files: ['src/wasm/node.ts'],
    rules: { 'felt/boundaries': 'off' },
  },
  {
    // Pure folders: no host globals, no unseeded randomness, no clock.
    files: ['src/engine/**/*.ts', 'src/trainer/**/*.ts', 'src/bots/**/*.ts', 'src/play/**/*.ts', 'src/i18n/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', ...HOST_GLOBALS, { name: 'globalThis', message: 'globalThis reaches the host: the pure folders take what they need as parameters (DESIGN.md).' }],
      'no-restricted-properties': ['error', ...PURE_PROPERTIES],
      'no-restricted-syntax': ['error', ...PURE_SYNTAX],
    },
  },
  {
    // The worker folder: only engine.worker.ts touches the worker's global scope (the API factory is plain, Node-testable).
    files: ['src/worker/**/*.ts'],
    ignores: ['src/worker/engine.worker.ts'],
    rules: {
      'no-restricted-globals': ['error',
        { name: 'self', message: 'Only src/worker/engine.worker.ts touches self (DESIGN.md): take what the API needs as options.' },
        { name: 'postMessage', message: 'Only src/worker/engine.worker.ts talks to its page (through Comlink).' },
        { name: 'importScripts', message: 'Workers are ES modules: import instead.' }],
    },
  },
  {
    // The Wasm loader finds its host through globalThis (Node or fetch), and nothing else.
    files: ['src/wasm/**/*.ts'],
    ignores: ['src/wasm/node.ts'],
    rules: {
      'no-restricted-globals': ['error', ...HOST_GLOBALS],
      'no-restricted-properties': ['error', ...PURE_PROPERTIES],
      'no-restricted-syntax': ['error', ...PURE_SYNTAX],
    },
  },
);
