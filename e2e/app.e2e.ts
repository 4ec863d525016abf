// The installable offline app in Chromium against the production build: service worker and offline,
// installability, every lesson route, progress kept, export/import, the memory fallback, axe scans, screenshots.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../src/i18n/en';
import { LESSONS } from '../src/trainer/lessons/catalogue';
import { RESULTS_DIR, axeSerious, axeViolations, launchBrowser, openRoute, startPreview, watchProblems } from './browser';

let server: PreviewServer;
let url: string;
let context: BrowserContext;
let closeBrowser: () => Promise<void>;
let page: Page;
const problems: string[] = [];

const watch = (p: Page): void => watchProblems(p, problems);
const open = (hash: string): Promise<void> => openRoute(page, url, hash);

/** Brings every live example on the page into view (they compute when near the screen), waits for each, and returns their states. */
async function exampleStates(): Promise<string[]> {
  const examples = page.locator('felt-lesson-example');
  await page.locator('felt-lesson-page #practice').waitFor();
  const count = await examples.count();
  const states: string[] = [];
  for (let i = 0; i < count; i++) {
    const example = examples.nth(i);
    await example.scrollIntoViewIfNeeded();
    const state = example.locator('[data-example-state]').first();
    await state.waitFor({ timeout: 20_000 });
    states.push(await state.getAttribute('data-example-state') ?? 'none');
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return states;
}

async function axeScan(name: string): Promise<string[]> {
  const all = await axeViolations(page);
  console.log(`axe ${name}: ${all.length} violations of any impact: ${all.map((v) => v.id).join(', ')}`);
  return axeSerious(all, name);
}

beforeAll(async () => {
  ({ server, url } = await startPreview());
  ({ context, page, close: closeBrowser } = await launchBrowser());
  // Record Content-Security-Policy violations in every document the page loads.
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  watch(page);
});

afterAll(async () => {
  await closeBrowser?.();
  await server?.close();
});

describe('Felt in Chromium', () => {
  it('first visit: the shell renders and the service worker takes control with everything precached', async () => {
    await open('');
    expect(await page.locator('felt-app h1').first().textContent()).toContain('Welcome to Felt');
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 30_000 });
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const key of await caches.keys()) for (const r of await (await caches.open(key)).keys()) urls.push(r.url);
      return urls;
    });
    expect(cached.some((u) => /\.wasm(\?|$)/.test(u)), 'the .wasm is precached').toBe(true);
    expect(cached.some((u) => /engine\.worker-[^/]*\.js/.test(u)), 'the worker chunk is precached').toBe(true);
    expect(cached.some((u) => /rank-high-[^/]*\.js/.test(u)), 'lazy lesson chunks are precached').toBe(true);
  });

  it('is installable: Chromium reports no installability errors and a clean manifest', async () => {
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors') as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest') as { errors: unknown[]; url: string };
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/manifest\.webmanifest$/);
    await cdp.detach();
  });

  it('every lesson route renders its lesson and computed examples with no console errors', async () => {
    problems.length = 0;
    for (const lesson of LESSONS) {
      await open(`#/learn/${lesson.id}`);
      expect(await page.locator('felt-lesson-page h1').textContent()).toBe(lesson.title);
      await page.locator('felt-lesson-page #practice').waitFor();
      const states = await exampleStates();
      expect(states.filter((s) => s !== 'computed'), `${lesson.id}: examples not computed`).toEqual([]);
      problems.push(...await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations.map((v) => `CSP: ${v}`)));
    }
    expect(problems).toEqual([]);
  });

  it('has a strict Content-Security-Policy: no inline script, Wasm allowed', async () => {
    await open('#/');
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    const scriptSrc = /script-src ([^;]*)/.exec(csp ?? '')?.[1] ?? '';
    expect(scriptSrc.split(' ').sort()).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp).toContain("object-src 'none'");
    expect(await page.locator('script:not([src])').count()).toBe(0);
  });

  it('works from the keyboard: skip to content, navigate, open a lesson, reveal an answer', async () => {
    await open('#/');
    await page.reload();
    await page.locator('felt-app main h1').first().waitFor();
    const focused = () => page.evaluate(() => {
      let el: Element | null = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      return el?.textContent?.trim() ?? '';
    });
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Skip to content');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Learn');
    // After a route change the app moves focus to the new page's heading one frame later: wait for
    // that before focusing something else, or the heading takes the focus back before the key press.
    const headingFocused = () => page.waitForFunction(() => {
      let el: Element | null = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      return el?.tagName === 'H1';
    });
    await page.keyboard.press('Enter');
    await page.locator('felt-learn-page h1').waitFor();
    await headingFocused();
    await page.locator('felt-learn-page a[href="#/learn/rank-low8"]').focus();
    await page.keyboard.press('Enter');
    await page.locator('felt-lesson-page h1').getByText('Eight-or-better lows').waitFor();
    await headingFocused();
    await page.locator('felt-lesson-page summary').first().focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('felt-lesson-page details').first().getAttribute('open')).not.toBeNull();
  });

  it('lesson progress survives a reload', async () => {
    await open('#/learn/game-omaha');
    await page.locator('felt-lesson-page #mark-done').click();
    await page.locator('felt-lesson-page felt-status-badge').getByText('Learned').waitFor();
    await page.reload();
    await page.locator('felt-lesson-page felt-status-badge').getByText('Learned').waitFor();
    await open('#/');
    await page.locator('felt-home-page').getByText(/^1 of \d+ lessons learned/).waitFor();
  });

  it('export then import round-trips, and a foreign file changes nothing and says why', async () => {
    await open('#/settings');
    const downloading = page.waitForEvent('download');
    await page.locator('felt-settings-page #export').click();
    const download = await downloading;
    const file = join(RESULTS_DIR, 'felt-progress-export.json');
    await download.saveAs(file);
    const exported = JSON.parse(readFileSync(file, 'utf8'));
    expect(exported.app).toBe('felt');
    expect(exported.stores.lessonProgress.some((p: { id: string; status: string }) => p.id === 'game-omaha' && p.status === 'done')).toBe(true);

    // Change something, then import the file: the change is undone.
    await open('#/learn/game-soko');
    await page.locator('felt-lesson-page #mark-done').click();
    await page.locator('felt-lesson-page felt-status-badge').getByText('Learned').waitFor();
    await open('#/settings');
    await page.locator('felt-settings-page #import').setInputFiles(file);
    // Import first says what it brings and what it replaces, and asks.
    await page.locator('felt-settings-page #import-preview').getByText(/It replaces what is on this device now/).waitFor();
    await page.locator('felt-settings-page #import-confirm').click();
    await page.locator('felt-settings-page #data-message').getByText(/Imported/).waitFor();
    await open('#/learn/game-soko');
    await page.locator('felt-lesson-page felt-status-badge').getByText('Started').waitFor();

    await open('#/settings');
    await page.locator('felt-settings-page #import').setInputFiles({ name: 'package.json', mimeType: 'application/json', buffer: Buffer.from('{"name":"x"}') });
    await page.locator('felt-settings-page #data-error').getByText(/not a progress file exported by Felt/).waitFor();
    await open('#/learn/game-omaha');
    await page.locator('felt-lesson-page felt-status-badge').getByText('Learned').waitFor();
  });

  it('dark mode and the four-colour deck apply from Settings', async () => {
    await open('#/settings');
    await page.locator('felt-settings-page input[value="dark"]').check();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.locator('felt-settings-page #four-colour').check();
    await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-four-colour'))).toBe(true);
    const clubs = await page.locator('felt-settings-page felt-cards svg.card').last().evaluate((el) => getComputedStyle(el.querySelector('text')!).fill);
    expect(clubs).toBe('rgb(19, 115, 51)');
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.locator('felt-settings-page input[value="system"]').check();
    await page.locator('felt-settings-page #four-colour').uncheck();
  });

  it('has no serious or critical axe violations on Home, a lesson and Settings', async () => {
    const found: string[] = [];
    await open('#/');
    found.push(...await axeScan('home'));
    await open('#/learn/rank-high');
    await exampleStates();
    found.push(...await axeScan('lesson'));
    await open('#/settings');
    found.push(...await axeScan('settings'));
    expect(found).toEqual([]);
  });

  it('takes screenshots at phone and tablet sizes', async () => {
    for (const [w, h] of [[390, 844], [1180, 820]]) {
      await page.setViewportSize({ width: w, height: h });
      for (const [name, hash] of [['home', '#/'], ['lesson', '#/learn/game-omaha-hl'], ['settings', '#/settings']]) {
        await open(hash);
        if (name === 'lesson') await exampleStates();
        await page.screenshot({ path: join(RESULTS_DIR, `app-${name}-${w}x${h}.png`), fullPage: name !== 'lesson' });
      }
    }
    await page.setViewportSize({ width: 1180, height: 820 });
  });

  it('without IndexedDB the app runs on memory and says progress will not be kept', async () => {
    const other = await context.newPage();
    await other.addInitScript(() => { Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true }); });
    await other.goto(`${url}#/`);
    // The catalogue's own sentence, after the reason it starts with.
    const kept = en['notice.memory'].replace('{reason} ', '');
    await other.locator('felt-app .notice').getByText(kept).waitFor();
    await other.close();
  });

  it('offline: a reload still renders a lesson with its cards and engine-computed examples, even with the server gone', async () => {
    await open('#/learn/proc-run-it-twice');
    await context.setOffline(true);
    try {
      await expect(page.evaluate(() => fetch(`./not-precached-${Date.now()}.txt`).then((r) => r.status))).rejects.toThrow();
      await page.reload();
      await page.locator('felt-lesson-page h1').getByText('Run it twice').waitFor();
      expect(await exampleStates()).not.toContain('unavailable');
      expect(await page.locator('felt-example-equity td.equity').count()).toBe(2);
      expect(await page.locator('felt-example-equity svg.card').first().getAttribute('aria-label')).toBe('king of hearts');
      await server.close();
      await page.reload();
      await page.locator('felt-lesson-page h1').getByText('Run it twice').waitFor();
      expect(await exampleStates()).toContain('computed');
    } finally {
      await context.setOffline(false);
    }
  });
});
