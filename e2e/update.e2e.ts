// A new version waits: the service worker update shows "Update ready" instead of reloading the page,
// and "Restart now" activates it; with two tabs open, only the tab where Restart was pressed reloads and
// a drill in the other goes on (issue 13 item 3).
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preview, type PreviewServer } from 'vite';
import type { BrowserContext } from 'playwright-core';
import { launchBrowser } from './browser';
import { generateDrill, type DrillSpec } from '../src/trainer/drill';
import { drillHash } from '../src/trainer/links';

let dir: string;
let server: PreviewServer;
let context: BrowserContext;
let closeBrowser: () => Promise<void>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'felt-dist-'));
  cpSync('dist', dir, { recursive: true });
  server = await preview({ build: { outDir: resolve(dir) }, preview: { host: '127.0.0.1', port: 0 }, logLevel: 'silent' });
  ({ context, close: closeBrowser } = await launchBrowser());
});

afterAll(async () => {
  await closeBrowser?.();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('updates', () => {
  it('shows "Update ready" for a new version and restarts only when asked', async () => {
    const page = context.pages()[0] ?? await context.newPage();
    await page.goto(server.resolvedUrls!.local[0]);
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 30_000 });
    await page.evaluate(() => { (window as unknown as { stillHere: boolean }).stillHere = true; });

    appendFileSync(join(dir, 'sw.js'), `\n// a new version ${Date.now()}\n`);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await page.locator('felt-app #update-ready').getByText('Update ready').waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting)))).toBe(true);

    await Promise.all([page.waitForEvent('load'), page.locator('felt-app #update-ready button').first().click()]);
    await page.locator('felt-app main h1').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBeUndefined();
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting)))).toBe(false);
  });

  it('with two tabs open, Restart in one never reloads the other mid-drill', async () => {
    const base = server.resolvedUrls!.local[0];
    const a = context.pages()[0] ?? await context.newPage();
    await a.goto(base);
    await a.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 30_000 });
    const b = await context.newPage();
    const spec: DrillSpec = { kinds: ['which-wins'], games: ['holdem'], difficulty: 1, count: 3, timer: 0, seed: 11, mode: 'practice' };
    const q = generateDrill(spec)[0];
    await b.goto(`${base}${drillHash(spec)}`);
    await b.locator('felt-practice-page #begin').click();
    await b.keyboard.press(String((q.expected as number) + 1));
    await b.locator('felt-drill-runner #next').click();
    await b.locator('felt-drill-runner #counter').getByText('Question 2 of 3').waitFor();
    await b.evaluate(() => { (window as unknown as { stillHere: boolean }).stillHere = true; });

    appendFileSync(join(dir, 'sw.js'), `\n// another version ${Date.now()}\n`);
    await a.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await a.locator('felt-app #update-ready').getByText('Update ready').waitFor({ timeout: 30_000 });
    await Promise.all([a.waitForEvent('load'), a.locator('felt-app #update-ready button').first().click()]);
    await a.locator('felt-app main h1').first().waitFor();
    // The other tab was told, not reloaded: its drill is where it was.
    await b.locator('felt-app .notice').getByText('updated in another tab').waitFor({ timeout: 30_000 });
    expect(await b.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(await b.locator('felt-drill-runner #counter').textContent()).toBe('Question 2 of 3');
    // Reloading it when ready resumes the drill at the same question.
    await b.reload();
    await b.locator('felt-drill-runner #counter').getByText('Question 2 of 3').waitFor();
    await b.close();
  });
});
