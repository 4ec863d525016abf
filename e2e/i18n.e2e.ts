// Felt in Turkish and Greek in Chromium against the production build (issue 15): at phone width and
// offline after the first load, switch language in Settings without a reload, open Home, Settings, a
// lesson and the play setup, and scan what is on screen for English catalogue text and for overflow.
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../src/i18n/index';
import { el } from '../src/i18n/el';
import { tr } from '../src/i18n/tr';
import { LESSONS } from '../src/trainer/lessons/catalogue';
import { translations as lessonsEl } from '../src/trainer/lessons/el/index';
import { translations as lessonsTr } from '../src/trainer/lessons/tr/index';
import { NARROW, RESULTS_DIR, launchBrowser, startPreview, watchProblems } from './browser';

let server: PreviewServer;
let url: string;
let context: BrowserContext;
let page: Page;
let closeBrowser: () => Promise<void>;
const problems: string[] = [];

/** Every visible text node of the page, through the shadow roots, trimmed; and the text boxes wider than their box. */
async function screenText(p: Page): Promise<{ texts: string[]; overflow: string[]; pageWidth: number }> {
  return p.evaluate(() => {
    const texts: string[] = [];
    const overflow: string[] = [];
    const visit = (root: Node) => {
      for (const node of Array.from(root.childNodes)) {
        if (node.nodeType === Node.TEXT_NODE) {
          const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
          const parent = node.parentElement;
          if (text && parent && parent.checkVisibility({ visibilityProperty: true }) && !parent.closest('script, style')) texts.push(text);
          continue;
        }
        if (!(node instanceof Element)) continue;
        if (node instanceof HTMLElement && node.checkVisibility({ visibilityProperty: true })) {
          const style = getComputedStyle(node);
          const hasText = Array.from(node.childNodes).some((c) => c.nodeType === Node.TEXT_NODE && c.textContent?.trim());
          // A text box whose words run past its edge (scroll containers are meant to scroll).
          if (hasText && style.display !== 'inline' && !['auto', 'scroll'].includes(style.overflowX)
            && node.clientWidth > 0 && node.scrollWidth > node.clientWidth + 1) {
            overflow.push(`<${node.localName}${node.id ? `#${node.id}` : ''}> "${node.textContent?.trim().slice(0, 60)}" ${node.scrollWidth} > ${node.clientWidth}`);
          }
        }
        if (node.shadowRoot) visit(node.shadowRoot);
        visit(node);
      }
    };
    visit(document.body);
    return { texts, overflow, pageWidth: document.documentElement.scrollWidth };
  });
}

/** English strings a translated screen must not show: catalogue texts and lesson titles whose translation differs. */
function englishMatchers(other: Readonly<Record<string, string>>, lessonTitles: Readonly<Record<string, { title: string; summary: string }>>): Array<{ id: string; re: RegExp }> {
  const escape = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  const out: Array<{ id: string; re: RegExp }> = [];
  for (const [id, text] of Object.entries(en as Readonly<Record<string, string>>)) {
    if (other[id] === text) continue; // the same in both languages (names, "Omaha", "{name}: {amount}")
    // Placeholders and plural forms match anything; the literal words around them must not appear.
    const parts = text.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/);
    if (parts.join('').replace(/[^A-Za-z]/g, '').length < 4) continue;
    out.push({ id, re: new RegExp(`^${parts.map(escape).join('.+?')}$`) });
  }
  for (const l of LESSONS) {
    const t = lessonTitles[l.id];
    if (t && t.title !== l.title) out.push({ id: `lesson ${l.id} title`, re: new RegExp(`^${escape(l.title)}$`) });
    if (t && t.summary !== l.summary) out.push({ id: `lesson ${l.id} summary`, re: new RegExp(`^${escape(l.summary)}$`) });
  }
  return out;
}

async function go(hash: string, heading: string): Promise<void> {
  await page.evaluate((h) => { location.hash = h; }, hash);
  await page.locator('felt-app main h1').first().waitFor();
  await page.waitForFunction((h) => {
    const main = document.querySelector('felt-app')?.shadowRoot?.querySelector('main');
    const page = main?.firstElementChild;
    return !!page?.shadowRoot?.querySelector(h);
  }, heading);
  // Let lazy text (lesson bodies, examples) arrive.
  await page.waitForTimeout(400);
}

beforeAll(async () => {
  ({ server, url } = await startPreview());
  ({ context, page, close: closeBrowser } = await launchBrowser({ viewport: NARROW, hasTouch: true, locale: 'en-US' }));
  watchProblems(page, problems, { console: false });
});

afterAll(async () => {
  await closeBrowser?.();
  await server?.close();
});

describe('Felt in Turkish and Greek (issue 15)', () => {
  it('a first visit follows the browser languages: tr-TR gets Turkish, de then el gets Greek', async () => {
    for (const [locale, code, home] of [['tr-TR', 'tr', tr['nav.home']], ['el-GR', 'el', el['nav.home']]] as const) {
      const other = await launchBrowser({ viewport: NARROW, locale });
      try {
        const p = other.page;
        await p.goto(`${url}#/`);
        await p.waitForFunction((c) => document.documentElement.lang === c, code);
        await p.locator('felt-app nav').getByText(home, { exact: true }).waitFor();
        expect(await p.title()).toBe(code === 'tr' ? tr['app.title'] : el['app.title']);
      } finally {
        await other.close();
      }
    }
  });

  it('offline after the first load, Settings switches to Turkish and to Greek without a reload; pages show no English and nothing overflows', async () => {
    await page.goto(`${url}#/`);
    await page.locator('felt-app main h1').first().waitFor();
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await context.setOffline(true);
    try {
      // Marks this document: a reload would lose it.
      await page.evaluate(() => { (window as unknown as { __sameDocument: boolean }).__sameDocument = true; });
      const found: string[] = [];
      for (const [code, cat, lessons] of [['tr', tr, lessonsTr], ['el', el, lessonsEl]] as const) {
        await go('#/settings', 'fieldset#language');
        await page.locator(`felt-settings-page input[name="language"][value="${code}"]`).check();
        await page.waitForFunction((c) => document.documentElement.lang === c, code);
        await page.locator('felt-settings-page h1').getByText(cat['settings.title'], { exact: true }).waitFor();
        expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
        expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(`./manifest.${code}.webmanifest`);

        const matchers = englishMatchers(cat, lessons.titles);
        const own = new Set<string>([...Object.values(cat), ...Object.values(lessons.titles).flatMap((t) => [t.title, t.summary])]);
        const pages: Array<[string, string]> = [['#/', 'h1'], ['#/settings', 'fieldset#language'], ['#/learn/game-holdem', 'article'], ['#/learn', 'h1'], ['#/play', 'h1']];
        for (const [hash, ready] of pages) {
          await go(hash, ready);
          const { texts, overflow, pageWidth } = await screenText(page);
          // A text the translation itself uses ("Pot limit" kept as a loanword by a lesson title) is not left-over English.
          const english = texts.filter((t) => !own.has(t)).flatMap((t) => matchers.filter((m) => m.re.test(t)).map((m) => `${hash}: "${t}" (${m.id})`));
          found.push(...english.map((e) => `${code} English: ${e}`), ...overflow.map((o) => `${code} ${hash} overflow: ${o}`));
          if (pageWidth > NARROW.width) found.push(`${code} ${hash}: the page is ${pageWidth} px wide`);
          await page.screenshot({ path: join(RESULTS_DIR, `i18n-${code}-${hash.replace(/[#/]+/g, '-').replace(/^-|-$/g, '') || 'home'}.png`), fullPage: true });
        }
        // The lesson is the translated one, and its cards are named in the language for screen readers.
        await go('#/learn/game-holdem', 'article');
        await page.locator('felt-lesson-page h1').getByText(lessons.titles['game-holdem'].title, { exact: true }).waitFor();
      }
      expect(found).toEqual([]);
      // Back to English, still the same document.
      await go('#/settings', 'fieldset#language');
      await page.locator('felt-settings-page input[name="language"][value="en"]').check();
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    } finally {
      await context.setOffline(false);
    }
    expect(problems).toEqual([]);
  });

  it('the choice is kept: a reload opens in the chosen language, whatever the browser says', async () => {
    await go('#/settings', 'fieldset#language');
    await page.locator('felt-settings-page input[name="language"][value="el"]').check();
    await page.waitForFunction(() => document.documentElement.lang === 'el');
    await page.waitForTimeout(300);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.lang === 'el');
    await page.locator('felt-app nav').getByText(el['nav.home'], { exact: true }).waitFor();
    const label = await page.locator('felt-settings-page felt-cards svg.card').first().getAttribute('aria-label');
    expect(label).toBe('άσος μπαστούνι');
  });
});
