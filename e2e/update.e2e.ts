// A new version waits: the service worker update shows "Update ready" instead of reloading the page,
// and "Restart now" activates it.
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preview, type PreviewServer } from 'vite';
import type { BrowserContext } from 'playwright-core';
import { launchBrowser } from './browser';

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
});
