// Loading order in Chromium (issue 13 item 8): a lesson's text is on screen while its worked examples' code is still on
// the way (held back here), each example's frame keeps its place, and nothing shifts when the examples arrive; Practice's
// presets are on screen while its trainer part (quiz kinds, scheduling) is held back, and its counts fill in without a shift.
// The first route's chunks are asked for by the build's first-route script, beside the shell's, not after the shell has run.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import type { PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonById } from '../src/trainer/lessons/catalogue';
import { reviewSession } from '../src/trainer/schedule';
import { CHROMIUM_ARGS, startPreview } from './browser';

let server: PreviewServer;
let url: string;
let context: BrowserContext;
let page: Page;
let profile: string;

beforeAll(async () => {
  ({ server, url } = await startPreview());
  profile = mkdtempSync(join(tmpdir(), 'felt-e2e-loading-'));
  // No service worker: every chunk comes from the network, so the test can hold one back.
  context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS,
    viewport: { width: 390, height: 844 }, serviceWorkers: 'block',
  });
  page = context.pages()[0] ?? await context.newPage();
  // Every layout shift not caused by input, summed over the page's life.
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!e.hadRecentInput) w.shifts += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
});

afterAll(async () => {
  await context?.close();
  await server?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

describe('loading order', () => {
  it('a lesson shows its text before its examples load, keeps their place, and does not shift when they arrive', async () => {
    const meta = lessonById('rank-high');
    if (!meta) throw new Error('lesson rank-high is missing from the catalogue');
    const content = await meta.load();
    const firstParagraph = content.sections[0]?.paragraphs[0] ?? '';
    const lastHeading = content.sections.at(-1)?.heading ?? '';
    expect(content.sections.some((s) => s.examples?.length), 'the lesson has worked examples').toBe(true);

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    let asked = false;
    await page.route(/\/assets\/example-elements-[^/]*\.js$/, async (route) => { asked = true; await held; await route.continue(); });

    await page.goto(`${url}#/learn/rank-high`);
    const lesson = page.locator('felt-lesson-page');
    // The text (first paragraph to the last section) and the practice part, while the examples' code is held back.
    await expect.poll(async () => (await lesson.locator('article p').first().textContent())?.trim(), { timeout: 20_000 }).toBe(firstParagraph);
    // The first section comes in one task, the rest in the next.
    await expect.poll(() => lesson.locator('article h2').last().textContent(), { timeout: 20_000 }).toBe(lastHeading);
    await lesson.locator('#practice').waitFor();
    await expect.poll(() => asked, { timeout: 20_000 }).toBe(true);
    const frames = lesson.locator('felt-lesson-example');
    expect(await frames.count()).toBeGreaterThan(0);
    const first = frames.first();
    expect(await first.locator('figcaption').textContent()).toBe(content.sections.flatMap((s) => s.examples ?? [])[0]?.caption);
    expect(await first.locator('p.pending[aria-busy="true"]').count()).toBe(1);
    expect(await page.evaluate(() => !!customElements.get('felt-example-ladder'))).toBe(false);
    expect(await lesson.locator('[data-example-state]').count()).toBe(0);

    release();
    await first.locator('[data-example-state="computed"]').waitFor({ timeout: 20_000 });
    expect(await first.locator('felt-cards').count()).toBeGreaterThan(0);
    // Let the other examples near the screen finish, then: nothing moved under the learner.
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  });
});

describe('examples on a lesson\'s first screen only', () => {
  it('a ladder draws its cards a few rungs a frame into boxes of their size, and examples further down wait to be scrolled near', async () => {
    const meta = lessonById('rank-high');
    if (!meta) throw new Error('lesson rank-high is missing from the catalogue');
    const content = await meta.load();
    const all = content.sections.flatMap((s) => s.examples ?? []);
    const ladderExample = all[0];
    if (ladderExample?.kind !== 'ladder') throw new Error('rank-high no longer opens with a ladder');
    const tablet = await context.newPage();
    await tablet.setViewportSize({ width: 1180, height: 820 });
    try {
      // Every height the ladder's list has had, and how many rungs had cards then, from its first drawing to its last.
      await tablet.addInitScript(() => {
        const w = window as unknown as { ladder: Array<[number, number]> };
        w.ladder = [];
        const look = () => {
          const list = document.querySelector('felt-app')?.shadowRoot?.querySelector('felt-lesson-page')?.shadowRoot
            ?.querySelector('felt-lesson-example')?.shadowRoot?.querySelector('felt-example-ladder')?.shadowRoot?.querySelector('ol.ladder');
          if (list) w.ladder.push([Math.round(list.getBoundingClientRect().height), list.querySelectorAll('felt-cards').length]);
          if (!list || list.getAttribute('aria-busy') !== 'false') requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
      await tablet.goto(`${url}#/learn/rank-high`);
      const lesson = tablet.locator('felt-lesson-page');
      const ladder = lesson.locator('felt-example-ladder ol.ladder');
      await ladder.and(tablet.locator('[aria-busy="false"]')).waitFor({ timeout: 20_000 });
      expect(await ladder.locator('felt-cards').count()).toBe(ladderExample.hands.length);
      const seen = await tablet.evaluate(() => (window as unknown as { ladder: Array<[number, number]> }).ladder);
      // Drawn in steps (not all ten rungs in one frame), and the list never changed height while its cards came.
      expect(seen.some(([, cards]) => cards > 0 && cards < ladderExample.hands.length), JSON.stringify(seen)).toBe(true);
      expect(new Set(seen.map(([height]) => height)).size, JSON.stringify(seen)).toBe(1);

      // The last example is far below the first screen: not worked out until the learner scrolls near it.
      const frames = lesson.locator('felt-lesson-example');
      expect(await frames.count()).toBe(all.length);
      const last = frames.last();
      await tablet.waitForTimeout(1000);
      expect(await last.locator('[data-example-state]').count()).toBe(0);
      await last.scrollIntoViewIfNeeded();
      await last.locator('[data-example-state="computed"]').waitFor({ timeout: 20_000 });
    } finally {
      await tablet.close();
    }
  });

  it('Practice draws its presets before its trainer part loads; a preset pressed meanwhile starts once it is in; counts fill in without a shift', async () => {
    let release: () => void = () => undefined;
    let held = new Promise<void>((resolve) => { release = resolve; });
    let asked = 0;
    await page.route(/\/assets\/practice-trainer-[^/]*\.js$/, async (route) => { asked++; await held; await route.continue(); });
    const practice = page.locator('felt-practice-page');
    const hash = () => page.evaluate(() => location.hash);

    // A first visit: nothing stored, so the counts are known without the trainer part.
    await page.goto(`${url}#/practice`);
    await practice.locator('#preset-quick').waitFor({ timeout: 20_000 });
    await expect.poll(() => asked, { timeout: 20_000 }).toBe(1);
    expect(await practice.locator('#preset-review').textContent()).toContain('Review now (0 due)');
    expect(await practice.locator('#preset-mistakes').textContent()).toContain('Mistakes (0)');
    expect(await practice.locator('p.muted').textContent()).toContain('Check yourself on what you have studied');
    // Quick 10 pressed while the trainer part is held: it starts as soon as the part is in.
    await practice.locator('#preset-quick').click();
    await page.waitForTimeout(300);
    expect(await hash()).toBe('#/practice');
    release();
    await expect.poll(hash, { timeout: 20_000 }).toMatch(/^#\/practice\/drill\//);
    await page.locator('felt-drill-runner').waitFor({ timeout: 20_000 });

    // A practised learner (one skill missed an hour ago, so one due, one mistake, one weak spot): the counts show '…'
    // while the part is held, and the presets and the lessons below them keep their place when the counts arrive.
    const skill = reviewSession(undefined, 'card-notation|-|1', [{ correct: false, mark: 'normal', seed: 7 }], Date.now() - 3_600_000);
    await page.evaluate((record) => new Promise<void>((resolve, reject) => {
      const req = indexedDB.open('felt');
      req.onsuccess = () => {
        const tx = req.result.transaction(['skills', 'drillSession'], 'readwrite');
        tx.objectStore('skills').put(record);
        tx.objectStore('drillSession').clear();
        tx.oncomplete = () => { req.result.close(); resolve(); };
        tx.onerror = () => reject(new Error(String(tx.error)));
      };
      req.onerror = () => reject(new Error(String(req.error)));
    }), skill);
    held = new Promise<void>((resolve) => { release = resolve; });
    await page.evaluate(() => { location.hash = '#/practice'; });
    await page.reload();
    await practice.locator('#preset-quick').waitFor({ timeout: 20_000 });
    await expect.poll(() => asked, { timeout: 20_000 }).toBe(2);
    expect(await practice.locator('#preset-review').textContent()).toContain('Review now (… due)');
    expect(await practice.locator('#preset-review').isDisabled()).toBe(true);
    const boxes = () => practice.locator('.preset, p.muted').evaluateAll((els) => els.map((e) => JSON.stringify(e.getBoundingClientRect())));
    const before = await boxes();
    release();
    await expect.poll(() => practice.locator('#preset-review').textContent(), { timeout: 20_000 }).toContain('Review now (1 due)');
    expect(await practice.locator('#preset-mistakes').textContent()).toContain('Mistakes (1)');
    expect(await practice.locator('#preset-weak').isDisabled()).toBe(false);
    expect(await boxes()).toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    await page.unroute(/\/assets\/practice-trainer-[^/]*\.js$/);
  });
});

/** The build's manifest: a module's chunk file and everything it imports statically (read independently of the plugin). */
function manifestGraph(): { files(key: string): Set<string>; file(key: string): string } {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;
  const files = (key: string, seen = new Set<string>()): Set<string> => {
    const c = manifest[key];
    if (!c) throw new Error(`the manifest has no ${key}`);
    if (seen.has(c.file)) return seen;
    seen.add(c.file);
    for (const dep of c.imports ?? []) files(dep, seen);
    return seen;
  };
  return { files, file: (key) => files(key).values().next().value! };
}

describe('the first route\'s code comes beside the shell\'s', () => {
  /**
   * The script files a fresh load of `hash` asks for while the shell's entry chunk is held back (so nothing of the app
   * runs: whatever is asked for then, the first-route script asked for), with how often each was asked for in all.
   */
  async function requestsOf(hash: string, locale: string): Promise<{ early: Set<string>; count: Map<string, number> }> {
    const m = manifestGraph();
    const entry = m.file('index.html');
    const dir = mkdtempSync(join(tmpdir(), 'felt-e2e-first-route-'));
    const ctx = await chromium.launchPersistentContext(dir, {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS,
      viewport: { width: 390, height: 844 }, serviceWorkers: 'block', locale,
    });
    try {
      const tab = ctx.pages()[0] ?? await ctx.newPage();
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => { release = resolve; });
      await tab.route((u) => u.pathname.endsWith(`/${entry}`), async (route) => { await held; await route.continue(); });
      const count = new Map<string, number>();
      tab.on('request', (r) => {
        const file = /\/(assets\/[^/?#]+\.js)$/.exec(r.url())?.[1];
        if (file) count.set(file, (count.get(file) ?? 0) + 1);
      });
      const loaded = tab.goto(`${url}${hash}`);
      await tab.waitForTimeout(1500);
      const early = new Set(count.keys());
      release();
      await loaded;
      await tab.locator('felt-app main h1').first().waitFor({ timeout: 20_000 });
      await tab.waitForTimeout(500);
      return { early, count };
    } finally {
      await ctx.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it('a lesson: its page, the store and its text, each asked for once, before the shell has run', async () => {
    const m = manifestGraph();
    const shell = m.files('index.html');
    const expected = [...new Set([...m.files('src/ui/felt-lesson-page.ts'), ...m.files('src/storage/store.ts'), m.file('src/trainer/lessons/rank-high.ts')])]
      .filter((f) => !shell.has(f));
    expect(expected.length).toBeGreaterThanOrEqual(4);
    const { early, count } = await requestsOf('#/learn/rank-high', 'en-GB');
    for (const file of expected) {
      expect(early.has(file), file).toBe(true);
      expect(count.get(file), file).toBe(1);
    }
    // The shell's own modules are asked for once each; nothing Turkish in English.
    for (const file of shell) expect(count.get(file), file).toBe(1);
    expect(count.has(m.file('src/i18n/tr.ts'))).toBe(false);
  });

  it('in Turkish: the language\'s catalogue parts and the lesson\'s Turkish text as well', async () => {
    const m = manifestGraph();
    const { early, count } = await requestsOf('#/learn/rank-high', 'tr-TR');
    for (const key of ['src/i18n/tr.ts', 'src/i18n/engine/tr.ts', 'src/i18n/quizzes/tr.ts', 'src/trainer/lessons/tr/index.ts',
      'src/trainer/lessons/tr/rank-high.ts', 'src/trainer/lessons/rank-high.ts']) {
      expect(early.has(m.file(key)), key).toBe(true);
      expect(count.get(m.file(key)), key).toBe(1);
    }
  });

  it('Practice: its page and the store, and no other page\'s code', async () => {
    const m = manifestGraph();
    const shell = m.files('index.html');
    const { early } = await requestsOf('#/practice', 'en-GB');
    for (const file of [...m.files('src/ui/felt-practice-page.ts'), ...m.files('src/storage/store.ts')].filter((f) => !shell.has(f))) expect(early.has(file), file).toBe(true);
    for (const key of ['src/ui/felt-lesson-page.ts', 'src/ui/felt-play-page.ts', 'src/trainer/lessons/rank-high.ts']) expect(early.has(m.file(key)), key).toBe(false);
  });
});
