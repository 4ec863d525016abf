// The first route's preload (issue 13 item 8): which keys a hash asks for (through the app's own parseRoute), which files
// a table gives for them, and how the build makes the table from a bundle (scripts/first-route-plugin.ts). The browser
// side, against a real build and its manifest, is in e2e/loading.e2e.ts.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { firstRouteTable, lazyPages } from '../scripts/first-route-plugin';
import { firstRouteFiles, firstRouteKeys } from '../src/ui/first-route';
import { parseRoute } from '../src/ui/router';

const ROOT = '/app';

/** A chunk as the bundle has it (only the fields the table reads). */
function chunk(fileName: string, facade: string | null, imports: string[] = [], exports: string[] = [], isEntry = false): Rollup.OutputChunk {
  return { type: 'chunk', fileName, facadeModuleId: facade && `${ROOT}/${facade}`, imports, exports, isEntry } as unknown as Rollup.OutputChunk;
}

const bundle = (chunks: Rollup.OutputChunk[]): Rollup.OutputBundle => Object.fromEntries(chunks.map((c) => [c.fileName, c]));

describe('the keys a first route asks for', () => {
  it('every route: the store\'s ("all"), its page and its language; a lesson also its text, English and translated', () => {
    expect(firstRouteKeys('#/learn/rank-high', 'tr')).toEqual(['all', 'lesson', 'locale:tr', 'lesson:rank-high', 'lesson:tr:rank-high']);
    expect(firstRouteKeys('#/learn/rank-high/practice', 'en')).toEqual(['all', 'lesson', 'locale:en', 'lesson:rank-high', 'lesson:en:rank-high']);
    expect(firstRouteKeys('', 'en')).toEqual(['all', 'home', 'locale:en']);
    expect(firstRouteKeys('#/practice/side-pots', 'el')).toEqual(['all', 'practice', 'locale:el']);
  });

  it('reads the hash as the app does: a wrapped link\'s trailing space, an odd path', () => {
    expect(firstRouteKeys('#/learn/rank-high%20%0A', 'en')).toContain('lesson:rank-high');
    expect(firstRouteKeys('#/nowhere/at/all', 'en')).toEqual(['all', 'not-found', 'locale:en']);
  });

  it('gives each file once, under assets/, and nothing for keys the table does not have', () => {
    const table = { all: ['store-A', 'page-base-B'], lesson: ['felt-lesson-page-C', 'page-base-B'], 'lesson:rank-high': ['rank-high-D'] };
    expect(firstRouteFiles(table, '#/learn/rank-high', 'en')).toEqual(
      ['./assets/store-A.js', './assets/page-base-B.js', './assets/felt-lesson-page-C.js', './assets/rank-high-D.js']);
    expect(firstRouteFiles(table, '#/learn/unknown-lesson', 'xx')).toEqual(
      ['./assets/store-A.js', './assets/page-base-B.js', './assets/felt-lesson-page-C.js']);
    expect(firstRouteFiles({}, '#/settings', 'en')).toEqual([]);
  });
});

describe('the shell\'s lazy pages, read from felt-app.ts', () => {
  it('are the pages the router can reach beyond Home, each an existing module', () => {
    const pages = lazyPages(readFileSync('src/ui/felt-app.ts', 'utf8'));
    const reachable = new Set(['#/learn', '#/learn/x', '#/practice', '#/progress', '#/settings', '#/play', '#/history', '#/equity']
      .map((hash) => parseRoute(hash).page));
    expect(new Set(pages.keys())).toEqual(reachable);
    for (const file of pages.values()) expect(existsSync(file), file).toBe(true);
  });

  it('refuses a table it cannot read whole, rather than preloading part of it', () => {
    const source = readFileSync('src/ui/felt-app.ts', 'utf8');
    expect(() => lazyPages(source.replace("learn: () => import('./felt-learn-page'),", "learn: () => import(`./${'felt-learn-page'}`),"))).toThrow(/LAZY_PAGES/);
    expect(() => lazyPages('const pages = {};')).toThrow(/no LAZY_PAGES/);
  });
});

describe('the table the build writes', () => {
  const chunks = [
    chunk('assets/index-1.js', 'index.html', ['assets/shared-2.js'], [], true),
    chunk('assets/shared-2.js', null),
    chunk('assets/store-3.js', 'src/storage/store.ts', ['assets/shared-2.js', 'assets/base-4.js']),
    chunk('assets/base-4.js', null),
    chunk('assets/felt-lesson-page-5.js', 'src/ui/felt-lesson-page.ts', ['assets/base-4.js', 'assets/shared-2.js', 'assets/ids-6.js']),
    chunk('assets/ids-6.js', null, ['assets/base-4.js']),
    chunk('assets/rank-high-7.js', 'src/trainer/lessons/rank-high.ts', [], ['lesson']),
    chunk('assets/rank-high-8.js', 'src/trainer/lessons/tr/rank-high.ts', [], ['text']),
    chunk('assets/examples-9.js', 'src/trainer/lessons/examples.ts', ['assets/shared-2.js'], ['computeExample']),
    chunk('assets/tr-10.js', 'src/i18n/tr.ts', ['assets/shared-2.js']),
    chunk('assets/tr-11.js', 'src/i18n/engine/tr.ts'),
    chunk('assets/tr-12.js', 'src/i18n/quizzes/tr.ts'),
    chunk('assets/index-13.js', 'src/trainer/lessons/tr/index.ts'),
    chunk('assets/en-14.js', 'src/i18n/quizzes/en.ts'),
  ];
  const pages = new Map([['lesson', 'src/ui/felt-lesson-page.ts']]);

  it('lists each route\'s chunks with their static imports, less what index.html loads already', () => {
    const table = firstRouteTable(bundle(chunks), ROOT, pages);
    expect(table.all).toEqual(['store-3', 'base-4']);
    expect(table.lesson).toEqual(['felt-lesson-page-5', 'base-4', 'ids-6']);
    expect(table['lesson:rank-high']).toEqual(['rank-high-7']);
    expect(table['lesson:tr:rank-high']).toEqual(['rank-high-8']);
    expect(table['locale:tr']).toEqual(['tr-10', 'tr-11', 'tr-12', 'index-13']);
  });

  it('takes lessons by what they export (not every module in the lessons folder) and no English catalogue part', () => {
    const table = firstRouteTable(bundle(chunks), ROOT, pages);
    expect(Object.keys(table).sort()).toEqual(['all', 'lesson', 'lesson:rank-high', 'lesson:tr:rank-high', 'locale:tr']);
  });

  it('fails the build when a page or the store has no chunk of its own', () => {
    expect(() => firstRouteTable(bundle(chunks), ROOT, new Map([['play', 'src/ui/felt-play-page.ts']]))).toThrow(/page play/);
    expect(() => firstRouteTable(bundle(chunks.filter((c) => !c.fileName.startsWith('assets/store'))), ROOT, pages)).toThrow(/store/);
  });
});
