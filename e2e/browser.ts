// Browser harness for the e2e tests: a production preview server, Debian's Chromium via playwright-core, and the
// pieces every file uses (opening a route, collecting page errors, seeded randomness, axe scans).
import { mkdtempSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type LaunchOptions, type Page } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export const PHONE = { width: 390, height: 844 };
export const NARROW = { width: 360, height: 740 };
export const TABLET = { width: 1180, height: 820 };

/** What a test may set on its browser (the rest is the harness's: Chromium, headless, its flags). */
export type BrowserOptions = Omit<NonNullable<Parameters<typeof chromium.launchPersistentContext>[1]>, keyof LaunchOptions>;

/** A fresh persistent profile (a normal context reports "in-incognito" to installability checks); a tablet unless told. */
export async function launchBrowser(options: BrowserOptions = {}): Promise<{ context: BrowserContext; page: Page; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'felt-e2e-'));
  const context = await chromium.launchPersistentContext(dir, {
    viewport: TABLET, ...options,
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS,
  });
  const page = context.pages()[0] ?? await context.newPage();
  return { context, page, async close() { await context.close(); rmSync(dir, { recursive: true, force: true }); } };
}

/** Serves dist/ on a free port; `url` ends with a slash. */
export async function startPreview(): Promise<{ server: PreviewServer; url: string }> {
  const server = await preview({ preview: { host: '127.0.0.1', port: 0, strictPort: false }, logLevel: 'silent' });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('The preview server did not report its address.');
  return { server, url };
}

/** Goes to `hash` under `url` and waits for the page's heading. */
export async function openRoute(page: Page, url: string, hash: string): Promise<void> {
  await page.goto(`${url}${hash}`);
  await page.locator('felt-app main h1').first().waitFor();
}

/** Collects the page's uncaught errors (and, unless told otherwise, console errors) into `problems`. */
export function watchProblems(page: Page, problems: string[], { console = true } = {}): void {
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  if (console) page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
}

/**
 * Seeded tables: the page draws a new table's seed from crypto.getRandomValues; here it comes from a fixed
 * xorshift sequence, so a failing run deals the same cards when run again.
 */
export async function seedRandomValues(context: BrowserContext, seed: number): Promise<void> {
  await context.addInitScript((start: number) => {
    let state = start;
    crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint32Array) for (let i = 0; i < array.length; i++) { state ^= state << 13; state ^= state >>> 17; state ^= state << 5; array[i] = state >>> 0; }
      return array;
    };
  }, seed);
}

export interface AxeViolation { id: string; impact: string; nodes: number; targets: string }

/** Every axe-core violation on the page as it is (the caller keeps the serious and critical ones). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(readFileSync(join('node_modules', 'axe-core', 'axe.min.js'), 'utf8'));
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: unknown }> }> }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, targets: JSON.stringify(v.nodes.slice(0, 3).map((n) => n.target)) }));
  });
}

/** The serious or critical ones of `violations`, one line each, named `name`. */
export const axeSerious = (violations: AxeViolation[], name: string): string[] => violations
  .filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${name}: ${v.id} (${v.impact}, ${v.nodes} nodes) ${v.targets}`);

/** The serious or critical axe-core violations on the page, one line each, named `name`. */
export async function axeScan(page: Page, name: string): Promise<string[]> {
  return axeSerious(await axeViolations(page), name);
}

export const RESULTS_DIR = 'test-results';
mkdirSync(RESULTS_DIR, { recursive: true });
