// The build's first-route script (issue 13 item 8): src/ui/first-route.ts built as a small classic script with the
// table of which chunks each route imports once the shell has run, and index.html loading it beside the entry.
// The route's page, the store and a lesson's text then arrive with the shell instead of one round trip (and the
// shell's first render) later: a lesson's Lighthouse LCP went from 1.9 s to 1.5 s back to back.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';
import type { FirstRouteTable } from '../src/ui/first-route.ts';

/** The shell's lazy pages: felt-app.ts's LAZY_PAGES table, read from its source so that the table stays the one list. */
export function lazyPages(source: string): Map<string, string> {
  const block = /const LAZY_PAGES\b[^{]*\{([\s\S]*?)\n\};/.exec(source)?.[1];
  if (!block) throw new Error('first-route: felt-app.ts has no LAZY_PAGES table');
  const pages = new Map([...block.matchAll(/^\s*(\w+): \(\) => import\('\.\/([\w-]+)'\),?$/gm)].map((m) => [m[1]!, `src/ui/${m[2]}.ts`]));
  const entries = block.split('\n').filter((line) => line.trim()).length;
  if (pages.size === 0 || pages.size !== entries) throw new Error(`first-route: read ${pages.size} of LAZY_PAGES's ${entries} lines; keep each as "page: () => import('./module'),"`);
  return pages;
}

/**
 * The preload table from the bundle: for each key (see src/ui/first-route.ts) the chunk files, with their static imports,
 * that index.html does not load already. Modules: the store on every route; each lazy page; each lesson's text
 * (src/trainer/lessons/<id>.ts); each further language's catalogue parts and lesson-title index (src/i18n/<code>.ts,
 * src/i18n/{engine,quizzes}/<code>.ts, src/trainer/lessons/<code>/index.ts) and its lesson texts (lessons/<code>/<id>.ts).
 */
export function firstRouteTable(bundle: Rollup.OutputBundle, root: string, pages: ReadonlyMap<string, string>): FirstRouteTable {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const byModule = new Map<string, Rollup.OutputChunk>();
  for (const c of chunks) if (c.facadeModuleId) byModule.set(relative(root, c.facadeModuleId).replace(/\\/g, '/'), c);
  const withImports = (c: Rollup.OutputChunk, seen: Set<string>): Set<string> => {
    if (seen.has(c.fileName)) return seen;
    seen.add(c.fileName);
    for (const file of c.imports) { const dep = byFile.get(file); if (dep) withImports(dep, seen); }
    return seen;
  };
  const entry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('index.html')) ?? chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('first-route: the bundle has no entry chunk');
  const shell = withImports(entry, new Set());
  const filesOf = (modules: string[]): string[] => {
    const files = new Set<string>();
    for (const m of modules) { const c = byModule.get(m); if (c) withImports(c, files); }
    return [...files].filter((f) => !shell.has(f));
  };

  const table: Record<string, string[]> = {};
  const store = 'src/storage/store.ts';
  if (!byModule.has(store)) throw new Error(`first-route: no chunk for ${store}`);
  table.all = filesOf([store]);
  for (const [page, module] of pages) {
    if (!byModule.has(module)) throw new Error(`first-route: no chunk for page ${page} (${module})`);
    table[page] = filesOf([module]);
  }
  const locales = new Map<string, string[]>();
  for (const [module, chunk] of byModule) {
    // A lesson's English text exports `lesson`, a translation `text` (the lessons' folders hold other modules too).
    const lesson = /^src\/trainer\/lessons\/(?:([a-z]{2,3})\/)?([\w-]+)\.ts$/.exec(module);
    if (lesson && chunk.exports.includes(lesson[1] ? 'text' : 'lesson')) table[lesson[1] ? `lesson:${lesson[1]}:${lesson[2]}` : `lesson:${lesson[2]}`] = filesOf([module]);
    const catalogue = /^src\/(?:i18n\/(?:engine\/|quizzes\/)?([a-z]{2,3})|trainer\/lessons\/([a-z]{2,3})\/index)\.ts$/.exec(module);
    const code = catalogue?.[1] ?? catalogue?.[2];
    if (code && code !== 'en') locales.set(code, [...(locales.get(code) ?? []), module]);
  }
  for (const [code, modules] of locales) table[`locale:${code}`] = filesOf(modules);
  // Named without their folder and extension: the script stays near 2.5 kB gzipped.
  const name = (file: string) => { const m = /^assets\/(.+)\.js$/.exec(file); if (!m) throw new Error(`first-route: unexpected chunk file ${file}`); return m[1]!; };
  return Object.fromEntries(Object.entries(table).map(([key, files]) => [key, files.map(name)]));
}

/** The plugin: writes assets/first-route-<hash>.js and loads it from index.html (builds only; the dev server has no chunks). */
export function firstRoutePreload(): Plugin {
  let root = process.cwd();
  let script: { fileName: string; source: string } | null = null;
  return {
    name: 'felt-first-route',
    apply: 'build',
    configResolved(config) { root = config.root; },
    transformIndexHtml: {
      // After Vite's own tags, with the bundle's chunks known.
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.bundle) return html;
        const table = firstRouteTable(ctx.bundle, root, lazyPages(readFileSync(resolve(root, 'src/ui/felt-app.ts'), 'utf8')));
        const out = await build({
          configFile: false, root, logLevel: 'silent', define: { __FELT_FIRST_ROUTE__: JSON.stringify(table) },
          build: { write: false, target: 'es2022', minify: true, lib: { entry: resolve(root, 'src/ui/first-route.ts'), formats: ['iife'], name: 'feltFirstRoute' } },
        });
        const output = (Array.isArray(out) ? out[0] : out) as Rollup.RollupOutput;
        const code = output.output.find((o): o is Rollup.OutputChunk => o.type === 'chunk')?.code;
        if (!code) throw new Error('first-route: building src/ui/first-route.ts gave no script');
        const fileName = `assets/first-route-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
        script = { fileName, source: code };
        // A plain script at the end of the body, run before the shell's modules: an async one is fetched at low priority,
        // and Lighthouse's simulation then counted its preloads after the shell's code (lesson LCP 1.8 s, not 1.5).
        const tag = `<script src="./${fileName}"></script>`;
        if (!html.includes('</body>')) throw new Error('first-route: index.html has no </body>');
        return html.replace('</body>', `  ${tag}\n  </body>`);
      },
    },
    generateBundle: {
      // After Vite's HTML step (the hook above runs inside it), so the script is known.
      order: 'post',
      handler() {
        if (!script) throw new Error('first-route: index.html was not transformed before the bundle was written');
        this.emitFile({ type: 'asset', fileName: script.fileName, source: script.source });
      },
    },
  };
}
