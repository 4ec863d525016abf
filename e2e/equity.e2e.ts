// The equity lab in Chromium against the production build (issue 14): paint a range on the grid, calculate (exact from
// the preflop table), start a long Monte Carlo and cancel it, share the link, reopen it offline; bad input at its field.
import type { BrowserContext, Page } from 'playwright-core';
import type { PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULTS_DIR, launchBrowser, startPreview } from './browser';

let server: PreviewServer;
let url: string;
let context: BrowserContext;
let closeBrowser: () => Promise<void>;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  ({ server, url } = await startPreview());
  ({ context, close: closeBrowser } = await launchBrowser());
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin });
  page = context.pages()[0] ?? await context.newPage();
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
});

afterAll(async () => {
  await closeBrowser?.();
  await server?.close();
});

/** The centre of grid cell i (0 = AA, row by row) of the lab's grid. */
async function cellCentre(i: number): Promise<{ x: number; y: number }> {
  const box = await page.locator(`felt-equity-grid [data-i="${i}"]`).boundingBox();
  if (!box) throw new Error(`grid cell ${i} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

describe('the equity lab', () => {
  it('paints a range by dragging, keeps the text in step, and computes it exactly from the preflop table', async () => {
    await page.goto(`${url}#/equity`);
    await page.locator('felt-equity-page h1').waitFor();
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 30_000 });
    await page.locator('felt-equity-page').getByText(/Preflop table ready/).waitFor({ timeout: 30_000 });
    // The top-percent slider writes the best 10 % of hands by the table's ranking.
    await page.locator('#top').fill('10');
    await expect.poll(() => page.locator('#f-p1-hand').inputValue()).toMatch(/^[2-9TJQKA]{2}\+, /);
    await page.locator('felt-equity-page').getByText(/\b13[0-9] combos\b/).first().waitFor();
    // Player 2's grid is shown; clear it, then drag from AA across AKs to AQs.
    await page.locator('felt-equity-grid').getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => page.locator('#f-p1-hand').inputValue()).toBe('');
    const from = await cellCentre(0);
    const to = await cellCentre(2);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move((from.x + to.x) / 2, from.y, { steps: 4 });
    await page.mouse.move(to.x, to.y, { steps: 4 });
    await page.mouse.up();
    await expect.poll(() => page.locator('#f-p1-hand').inputValue()).toBe('AA, AQs+');
    // Keyboard: move to KK (down one, right one from AA) and paint it with Space.
    await page.locator('felt-equity-grid [data-i="2"]').focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect.poll(() => page.locator('#f-p1-hand').inputValue()).toBe('KK+, AQs+');
    await expect.poll(() => page.locator('felt-equity-page').getByText(/20 combos, 12 after card removal/).count()).toBe(1);
    // Typed text goes back into the grid.
    await page.locator('#f-p1-hand').fill('QQ+, AKs:0.5');
    await expect.poll(() => page.locator('felt-equity-grid [data-i="1"]').getAttribute('aria-label')).toBe('AKs, 50%');
    await page.locator('#run').click();
    const how = page.locator('felt-equity-results #how');
    await how.getByText(/Exact, from the preflop table/).waitFor();
    const equity = await page.locator('felt-equity-results td.equity').first().textContent();
    expect(equity).toMatch(/%/);
    // The hand against the range colours the range's cells.
    await expect.poll(() => page.locator('felt-equity-grid [data-i="0"]').getAttribute('aria-label')).toMatch(/player 1 has .*% against it/);
    await page.screenshot({ path: `${RESULTS_DIR}/equity-lab.png`, fullPage: true });
  });

  it('shows bad input at the field where it is wrong and keeps the rest as typed', async () => {
    await page.locator('#f-p1-hand').fill('QQ+, AXs');
    await page.locator('#f-board').fill('Ah 7c');
    await page.locator('#run').click();
    await page.locator('#f-p1-hand-err').getByText(/"AXs" is not a range token/).waitFor();
    await page.locator('#f-board-err').getByText(/Ah is already in player 1's hand/).waitFor();
    expect(await page.locator('#f-p0-hand').inputValue()).toBe('AhKh');
    expect(await page.locator('#f-p1-hand').getAttribute('aria-invalid')).toBe('true');
    await page.locator('#f-p1-hand').fill('QQ+, AKs:0.5');
    await page.locator('#f-board').fill('');
    // The card picker: tap a card to add it; cards held elsewhere cannot be picked.
    await page.locator('#f-board').locator('xpath=..').getByRole('button', { name: 'Pick cards' }).click();
    await page.locator('felt-equity-picker').getByRole('button', { name: 'queen of hearts' }).click();
    await expect.poll(() => page.locator('#f-board').inputValue()).toBe('Qh');
    expect(await page.locator('felt-equity-picker').getByRole('button', { name: 'ace of hearts' }).isDisabled()).toBe(true);
    await page.locator('felt-equity-picker').getByRole('button', { name: 'queen of hearts' }).click();
    await expect.poll(() => page.locator('#f-board').inputValue()).toBe('');
  });

  it('runs a long Monte Carlo on the worker pool with progress, and Cancel stops it', async () => {
    await page.locator('#mode-monte-carlo').check();
    await page.locator('#trials').fill('100000000');
    await page.locator('#f-board').fill('Qh 7c 2d');
    await page.locator('#run').click();
    await page.locator('felt-equity-page progress').waitFor();
    await page.waitForTimeout(300);
    const t0 = Date.now();
    await page.locator('#cancel').click();
    await page.locator('#cancelled').waitFor();
    expect(Date.now() - t0).toBeLessThan(2000);
    expect(await page.locator('felt-equity-page progress').count()).toBe(0);
    // A new request after a cancel runs normally.
    await page.locator('#trials').fill('200000');
    await page.locator('#run').click();
    await page.locator('felt-equity-results #how').getByText(/Monte Carlo: .* seeded trials, standard error/).waitFor({ timeout: 30_000 });
  });

  it('computes its example for every game of RULES.md §5, hi/lo split into halves', async () => {
    await page.goto(`${url}#/equity`);
    await page.locator('felt-equity-page h1').waitFor();
    const games = await page.locator('#game option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(games.length).toBeGreaterThanOrEqual(13);
    for (const game of games) {
      await page.locator('#game').selectOption(game);
      await page.locator('#run').click();
      await page.locator('felt-equity-results #how').waitFor({ timeout: 30_000 });
      expect(await page.locator('felt-equity-page #error').count(), `${game} computes`).toBe(0);
      const cells = await page.locator('felt-equity-results td.equity').allTextContents();
      expect(cells.length, game).toBeGreaterThanOrEqual(2);
      if (game.endsWith('-hl')) await page.locator('felt-equity-results').getByText(/No low qualified in/).waitFor();
    }
    // An Omaha range, run as its hands: every one of the six AAKKds hands, so the answer is exact.
    await page.locator('#game').selectOption('omaha');
    await page.locator('#f-p0-hand').fill('AAKKds');
    await page.locator('#run').click();
    await page.locator('felt-equity-results #how').getByText(/Exact: every one of/).waitFor({ timeout: 30_000 });
    await page.locator('#f-p0-hand').fill('AAyy');
    await page.locator('#run').click();
    await page.locator('#f-p0-hand-err').getByText(/"AAyy" is not an Omaha range token/).waitFor();
    await page.setViewportSize({ width: 360, height: 740 });
    // On a phone the results are a card per player, every figure on screen with nothing to scroll sideways: hi/lo has five.
    await page.locator('#game').selectOption('omaha-hl');
    await page.locator('#run').click();
    await page.locator('felt-equity-results').getByText(/No low qualified in/).waitFor({ timeout: 30_000 });
    const figures = page.locator('felt-equity-results .cards dd');
    await expect.poll(() => figures.count()).toBe(10);
    for (const box of await figures.evaluateAll((ds) => ds.map((d) => d.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(box.width).toBeGreaterThan(0);
      expect(box.right).toBeLessThanOrEqual(360);
    }
    expect(await page.locator('felt-equity-results table').isVisible()).toBe(false);
    // The street-by-street chart's words are readable there: at least 12 px (the chart scales with its width).
    const words = page.locator('felt-equity-results svg.chart text');
    await expect.poll(() => words.count(), { timeout: 30_000 }).toBeGreaterThan(3); // the chart comes after the figures
    const chartText = await words.evaluateAll((ts) => ts.map((t) => {
      const chart = t.closest('svg')!;
      return parseFloat(getComputedStyle(t).fontSize) * (chart.getBoundingClientRect().width / chart.viewBox.baseVal.width);
    }));
    for (const height of chartText) expect(height).toBeGreaterThanOrEqual(12);
    await page.screenshot({ path: `${RESULTS_DIR}/equity-lab-phone-hilo.png`, fullPage: true });
    await page.locator('#game').selectOption('holdem');
    await page.screenshot({ path: `${RESULTS_DIR}/equity-lab-phone.png`, fullPage: true });
    await page.setViewportSize({ width: 1180, height: 820 });
  });

  it('on a 360 px phone every hand is a 44 px target: the grid scrolls under sticky rank headers, touch paints and scrolls; on a tablet it shows whole', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    try {
      await page.locator('felt-equity-grid [data-i="168"]').waitFor({ state: 'attached' });
      // Every target in the grid panel, measured: 169 hands and the brush buttons.
      const sizes = await page.locator('felt-equity-grid').evaluate((el) => [...el.shadowRoot!.querySelectorAll('button')]
        .map((b) => { const r = b.getBoundingClientRect(); return { name: b.getAttribute('aria-label') ?? b.textContent, w: r.width, h: r.height }; }));
      expect(sizes.length).toBe(169 + 5);
      expect(sizes.filter((s) => s.w < 44 || s.h < 44)).toEqual([]);
      const frame = async () => page.locator('felt-equity-grid').evaluate((el) => {
        const f = el.shadowRoot!.querySelector('.frame')!;
        const r = f.getBoundingClientRect();
        const side = el.shadowRoot!.querySelector('.head.side')!.getBoundingClientRect();
        const top = el.shadowRoot!.querySelector('.head.top')!.getBoundingClientRect();
        return { left: f.scrollLeft, top: f.scrollTop, wide: f.scrollWidth > f.clientWidth, x: r.x, y: r.y, w: r.width, h: r.height,
          sideX: side.x, sideW: side.width, topY: top.y, topH: top.height };
      });
      await page.locator('felt-equity-grid').evaluate((el) => el.shadowRoot!.querySelector('.frame')!.scrollIntoView({ block: 'start' }));
      const start = await frame();
      expect(start.wide).toBe(true);
      expect(start.w).toBeLessThanOrEqual(360);
      // Touch: a tap on a hand switches it, a drag across hands paints them (the page does not scroll away).
      await page.locator('felt-equity-grid').getByRole('button', { name: 'Clear' }).click();
      await expect.poll(() => page.locator('#f-p1-hand').inputValue()).toBe('');
      const cdp = await context.newCDPSession(page);
      const touch = async (points: { x: number; y: number }[]): Promise<void> => {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [points[0]] });
        for (const p of points.slice(1)) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [p] });
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      };
      const kk = await cellCentre(14);
      await touch([kk]);
      await expect.poll(() => page.locator('#f-p1-hand').inputValue()).toBe('KK');
      const aa = await cellCentre(0);
      const aq = await cellCentre(2);
      await touch([aa, { x: (aa.x + aq.x) / 2, y: aa.y }, aq]);
      await expect.poll(() => page.locator('#f-p1-hand').inputValue()).toBe('KK+, AQs+');
      expect((await frame()).left).toBe(start.left);
      // A touch that starts on the rank letters pans the frame (touch-action), one that starts on a hand paints; headless
      // Chromium synthesises no touch scrolling, so the pan itself is driven by the wheel over the letters.
      const actions = await page.locator('felt-equity-grid').evaluate((el) => ['.head.top', '.head.side', '.cell']
        .map((sel) => getComputedStyle(el.shadowRoot!.querySelector(sel)!).touchAction));
      expect(actions).toEqual(['pan-x pan-y', 'pan-x pan-y', 'none']);
      const here = await frame(); // the taps may have scrolled the page
      await page.mouse.move(here.x + here.w - 30, here.topY + here.topH / 2);
      await page.mouse.wheel(250, 0);
      await expect.poll(async () => (await frame()).left).toBeGreaterThan(100);
      const moved = await frame();
      expect(Math.abs(moved.sideX - moved.x)).toBeLessThan(3); // the row letters stay at the frame's edge
      expect(Math.abs(moved.topY - moved.y)).toBeLessThan(3); // and the column letters at its top
      // Keyboard: moving focus brings the hand into view, clear of the sticky letters.
      await page.locator('felt-equity-grid [data-i="0"]').focus();
      await page.keyboard.press('End');
      const a2 = await page.locator('felt-equity-grid [data-i="12"]').boundingBox();
      const now = await frame();
      expect(a2!.x).toBeGreaterThanOrEqual(now.sideX + now.sideW - 1);
      expect(a2!.x + a2!.width).toBeLessThanOrEqual(now.x + now.w + 1);
      await page.keyboard.press('Space');
      await expect.poll(() => page.locator('#f-p1-hand').inputValue()).toBe('KK+, AQs+, A2s');
      await page.screenshot({ path: `${RESULTS_DIR}/equity-grid-phone.png` });
    } finally {
      await page.setViewportSize({ width: 1180, height: 820 });
    }
    // On a landscape tablet the grid has the room its 13 columns need: all of it shows, nothing to pan.
    await expect.poll(() => page.locator('felt-equity-grid').evaluate((el) => {
      const frame = el.shadowRoot!.querySelector('.frame')!;
      return frame.scrollWidth - frame.clientWidth;
    })).toBeLessThanOrEqual(1);
  });

  it('shares the setup as a link that reopens offline and computes again', async () => {
    await page.locator('#f-p1-hand').fill('QQ+, AKs:0.5');
    await page.locator('#share').click();
    const link = await page.locator('felt-equity-page input.link').inputValue();
    expect(link).toMatch(/#\/equity\/[A-Za-z0-9_-]+\.[0-9a-z]{5}$/);
    await context.setOffline(true);
    try {
      const other = await context.newPage();
      other.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
      await other.goto(link);
      await other.locator('felt-equity-page h1').waitFor();
      expect(await other.locator('#f-p1-hand').inputValue()).toBe('QQ+, AKs:0.5');
      await other.locator('felt-equity-results #how').getByText(/Exact/).waitFor({ timeout: 30_000 });
      // The setup is kept among the recent ones.
      await other.locator('felt-equity-page .recent a').first().waitFor();
      // A damaged link says so and shows a fresh setup.
      await other.goto(`${link.slice(0, -3)}zzz`);
      await other.reload();
      await other.locator('felt-equity-page').getByText(/could not be opened/).waitFor();
      await other.close();
    } finally {
      await context.setOffline(false);
    }
    expect(problems).toEqual([]);
  });
});
