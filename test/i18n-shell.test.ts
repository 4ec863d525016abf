// @vitest-environment happy-dom
// The page before the app (issue 15): index.html's loading line in every language, written from the catalogues by
// vite.config.ts, and public/shell-language.js showing the learner's (the stored choice, else the browser's languages).
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../src/i18n/languages';
import { localizedShell } from '../vite.config';

const script = readFileSync('public/shell-language.js', 'utf8');

async function shellHtml(): Promise<string> {
  const hook = localizedShell().transformIndexHtml as (html: string) => Promise<string>;
  return hook(readFileSync('index.html', 'utf8'));
}

/** Loads the built shell's <main> into the document and runs the script with these browser languages. */
async function run(languages: string[], stored: string | null): Promise<{ shown: string[]; lang: string }> {
  const html = await shellHtml();
  document.body.innerHTML = /<main id="app">[\s\S]*?<\/main>/.exec(html)![0];
  document.documentElement.lang = 'en';
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
  if (stored === null) localStorage.removeItem('felt.language'); else localStorage.setItem('felt.language', stored);
  new Function(script)();
  const shown = [...document.querySelectorAll<HTMLElement>('#app > span[lang]')].filter((s) => !s.hidden).map((s) => s.lang);
  return { shown, lang: document.documentElement.lang };
}

describe('the loading line before the app runs (issue 15)', () => {
  afterEach(() => localStorage.removeItem('felt.language'));

  it('index.html gets one line per language, from each catalogue, English shown until the script runs', async () => {
    const html = await shellHtml();
    for (const l of LANGUAGES) {
      const cat = (await l.load()) as Record<string, string>;
      expect(html).toContain(`<span lang="${l.code}"${l.code === 'en' ? '' : ' hidden'}>${cat['app.shellLoading']}</span>`);
      expect(html).toContain(cat['app.noscript']);
    }
    expect(html).toContain('<script src="./shell-language.js"></script>');
  });

  it('follows the browser languages, the stored choice first, English otherwise', async () => {
    expect(await run(['tr-TR', 'en'], null)).toEqual({ shown: ['tr'], lang: 'tr' });
    expect(await run(['de-DE', 'el-GR'], null)).toEqual({ shown: ['el'], lang: 'el' });
    expect(await run(['fr'], null)).toEqual({ shown: ['en'], lang: 'en' });
    expect(await run(['tr'], 'el')).toEqual({ shown: ['el'], lang: 'el' });
    expect(await run(['el'], 'xx')).toEqual({ shown: ['el'], lang: 'el' });
  });
});
