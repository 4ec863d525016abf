// Browser harness for the e2e tests: a production preview server and Debian's Chromium via playwright-core.
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** A fresh persistent profile (a normal context reports "in-incognito" to installability checks). */
export async function launchBrowser(): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'felt-e2e-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS,
    viewport: { width: 1180, height: 820 },
  });
  return { context, async close() { await context.close(); rmSync(dir, { recursive: true, force: true }); } };
}

/** Serves dist/ on a free port; `url` ends with a slash. */
export async function startPreview(): Promise<{ server: PreviewServer; url: string }> {
  const server = await preview({ preview: { host: '127.0.0.1', port: 0, strictPort: false }, logLevel: 'silent' });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('The preview server did not report its address.');
  return { server, url };
}

export const RESULTS_DIR = 'test-results';
mkdirSync(RESULTS_DIR, { recursive: true });
