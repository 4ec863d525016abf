// The first route's code, asked for beside the shell's (issue 13 item 8). Built by vite.config.ts (firstRoutePreload)
// into a small classic script that index.html loads beside the entry: it reads the hash with the app's own
// parseRoute and adds a modulepreload link for each chunk the route will import once the shell has run (its page, the
// store, a lesson's text in the page's language). Without it those requests wait for the shell's code to arrive and run:
// one more round trip and one long task before a lesson's text can paint.
import { parseRoute } from './router';

/**
 * What to preload, written by the build: by key ('all' for every route, a page such as 'lesson', 'lesson:<id>',
 * 'locale:<code>', 'lesson:<code>:<id>'), the chunk files in assets/ without ".js", each only if index.html does not
 * load it already.
 */
export type FirstRouteTable = Readonly<Record<string, readonly string[]>>;
declare const __FELT_FIRST_ROUTE__: FirstRouteTable;

/** The keys of what `hash` will import in language `code` (index.html's lang, set by shell-language.js just before). */
export function firstRouteKeys(hash: string, code: string): string[] {
  const route = parseRoute(hash);
  const keys = ['all', route.page, `locale:${code}`];
  if (route.page === 'lesson') keys.push(`lesson:${route.id}`, `lesson:${code}:${route.id}`);
  return keys;
}

/** The files (relative to the page) that `hash` will import, each once; keys the table does not know give none. */
export function firstRouteFiles(table: FirstRouteTable, hash: string, code: string): string[] {
  const names = new Set(firstRouteKeys(hash, code).flatMap((key) => table[key] ?? []));
  return [...names].map((name) => `./assets/${name}.js`);
}

// Run when built as the classic script (the build defines the table); imported by the unit tests, it does nothing.
if (typeof __FELT_FIRST_ROUTE__ !== 'undefined') {
  for (const href of firstRouteFiles(__FELT_FIRST_ROUTE__, location.hash, document.documentElement.lang || 'en')) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}
