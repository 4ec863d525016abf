// The daily loop in Chromium (issue 13): a drill by keyboard alone on a phone with the feedback in view
// and the right answer marked, a reload resuming the drill, leaving asking first, presets on the first
// screen, a coach's timed drill behind an intro, the seat ring and seats on phone and tablet, chart text,
// a second tab refreshing, import preview and refusal, a full disk (simulated), wrapped links, impossible
// result codes and the framing headers.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Dialog, Page } from 'playwright-core';
import type { PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDrill, type DrillSpec } from '../src/trainer/drill';
import { drillHash, encodeResult, RESULT_ROUTE, resultPath } from '../src/trainer/links';
import type { Question } from '../src/trainer/quiz';
import { PHONE, RESULTS_DIR, TABLET, launchBrowser, openRoute, startPreview, watchProblems } from './browser';

let server: PreviewServer;
let url: string;
let context: BrowserContext;
let page: Page;
let closeBrowser: () => Promise<void>;
const problems: string[] = [];


const open = (p: Page, hash: string): Promise<void> => openRoute(p, url, hash);

/** The element that has focus, looking inside shadow roots. */
const focusedId = (p: Page) => p.evaluate(() => {
  let el: Element | null = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el ? `${el.tagName.toLowerCase()}#${el.id}` : '';
});

/** How many finished drills IndexedDB holds (the write lands just after the results show). */
const savedDrills = (p: Page) => p.evaluate(() => new Promise<number>((resolve) => {
  const req = indexedDB.open('felt');
  req.onsuccess = () => {
    const count = req.result.transaction('drillResults').objectStore('drillResults').count();
    count.onsuccess = () => { resolve(count.result); req.result.close(); };
  };
}));

/** Answers one question with the keyboard only. */
async function answerByKeyboard(p: Page, q: Question): Promise<void> {
  const input = q.input;
  if (input.type === 'choice') await p.keyboard.press(String((q.expected as number) + 1));
  else if (input.type === 'seat') await p.keyboard.press(String(q.expected));
  else if (input.type === 'amount' || input.type === 'amounts') {
    const values = Array.isArray(q.expected) ? q.expected : [q.expected];
    // Tab to each amount field and type: the digits go to the focused field (issue 13: they went to the first).
    await p.locator('felt-quiz-amount button.field').first().focus();
    for (let i = 0; i < values.length; i++) {
      if (i > 0) await p.keyboard.press('Tab');
      await p.keyboard.type(String(values[i]));
    }
    await p.keyboard.press('Enter');
  } else throw new Error(`no keyboard path for ${input.type}`);
}

beforeAll(async () => {
  ({ server, url } = await startPreview());
  ({ context, page, close: closeBrowser } = await launchBrowser({ viewport: PHONE, hasTouch: true }));
  // A full disk, simulated: while window.__diskFull is set, every IndexedDB put fails as a full disk does.
  await context.addInitScript(() => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      if ((window as unknown as { __diskFull?: boolean }).__diskFull) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    } as IDBObjectStore['put'];
  });
  watchProblems(page, problems, { console: false });
});

afterAll(async () => {
  await closeBrowser?.();
  await server?.close();
});

describe('the daily loop in Chromium', () => {
  const spec: DrillSpec = { kinds: ['side-pots', 'which-wins', 'first-to-act'], games: ['holdem'], difficulty: 1, count: 6, timer: 0, seed: 4242, mode: 'practice' };
  const questions = generateDrill(spec);

  it('phone: a drill by keyboard alone, the right answer marked, feedback and Next above the navigation, focus on Next', async () => {
    await page.setViewportSize(PHONE);
    await open(page, drillHash(spec));
    await page.locator('felt-practice-page #begin').focus();
    await page.keyboard.press('Enter');
    for (let i = 0; i < 3; i++) {
      const q = questions[i];
      await expect.poll(() => page.locator('felt-drill-runner #counter').textContent()).toBe(`Question ${i + 1} of ${questions.length}`);
      if (i === 1 && q.input.type === 'choice') {
        // One wrong pick: the right option is marked on the buttons beside it.
        await page.keyboard.press(String((((q.expected as number) + 1) % q.input.options.length) + 1));
        await page.locator('felt-quiz-choice button.is-right').waitFor();
        expect(await page.locator('felt-quiz-choice button.is-right').textContent()).toContain('right answer');
        expect(await page.locator('felt-quiz-choice button.is-wrong').textContent()).toContain('your answer');
      } else {
        await answerByKeyboard(page, q);
        await page.locator('felt-quiz-question #feedback').waitFor();
        expect(await page.locator('felt-quiz-question .verdict').textContent(), `${q.kind}`).toContain('Right.');
      }
      expect(await focusedId(page)).toBe('button#next');
      const next = await page.locator('felt-drill-runner #next').boundingBox();
      const nav = await page.locator('felt-app nav').boundingBox();
      expect(next!.y + next!.height).toBeLessThanOrEqual(nav!.y);
      expect(next!.y).toBeGreaterThanOrEqual(0);
      await page.screenshot({ path: join(RESULTS_DIR, `daily-phone-feedback-${i + 1}.png`) });
      await page.keyboard.press('Enter');
    }
  });

  it('a reload resumes the same drill at the same question; leaving asks first', async () => {
    await expect.poll(() => page.locator('felt-drill-runner #counter').textContent()).toBe(`Question 4 of ${questions.length}`);
    // Reloading mid-drill goes through the browser's leave prompt (accepted here); the drill resumes after it.
    const prompts: string[] = [];
    const accept = (d: Dialog) => { prompts.push(d.type()); void d.accept(); };
    page.on('dialog', accept);
    await page.reload();
    page.off('dialog', accept);
    expect(prompts).toEqual(['beforeunload']);
    await expect.poll(() => page.locator('felt-drill-runner #counter').textContent()).toBe(`Question 4 of ${questions.length}`);
    expect(await page.locator('felt-quiz-question #prompt').textContent()).toBe(questions[3].prompt);
    await page.locator('felt-app nav a[href="#/progress"]').tap();
    await page.locator('felt-app dialog#leave').waitFor();
    await page.locator('felt-app #leave-stay').tap();
    expect(page.url()).toContain('#/practice/drill/');
    await page.locator('felt-app nav a[href="#/practice"]').tap();
    await page.locator('felt-app #leave-go').tap();
    await page.locator('felt-practice-page #resume').waitFor();
    expect(await page.locator('felt-practice-page #resume-h').textContent()).toContain('in progress');
    await page.locator('felt-practice-page #resume').tap();
    await expect.poll(() => page.locator('felt-drill-runner #counter').textContent()).toBe(`Question 4 of ${questions.length}`);
    for (let i = 3; i < questions.length; i++) {
      await expect.poll(() => page.locator('felt-drill-runner #counter').textContent()).toBe(`Question ${i + 1} of ${questions.length}`);
      await answerByKeyboard(page, questions[i]);
      await page.locator('felt-drill-runner #next').waitFor();
      await page.keyboard.press('Enter');
    }
    await page.locator('felt-drill-results #score').waitFor();
    expect(await page.locator('felt-drill-results #score').textContent()).toBe(`${questions.length - 1} / ${questions.length}`);
    await expect.poll(() => savedDrills(page)).toBe(1);
  });

  it('Home offers Review now in one tap, the goal, the streak and the forecast; Practice starts with presets on the first screen', async () => {
    // A returning learner's Home: the counts and the forecast arrive after the first paint and must move nothing (CLS).
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: string[] };
      w.shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }>) {
          if (!e.hadRecentInput) w.shifts.push(`${e.value.toFixed(4)} @${Math.round(e.startTime)} ${e.sources?.map((x) => `${(x.node as Element | null)?.tagName ?? x.node?.nodeName} ${(x.node as Element | null)?.textContent?.slice(0, 30)} ${JSON.stringify((x as unknown as { previousRect: unknown }).previousRect)}->${JSON.stringify((x as unknown as { currentRect: unknown }).currentRect)}`).join(' | ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await open(page, '');
    await page.locator('felt-home-page #review-now').waitFor({ timeout: 10_000 }).catch(async (e: unknown) => {
      throw new Error(`${String(e)}: Home says ${(await page.locator('felt-home-page').evaluate((el) => el.shadowRoot?.textContent ?? '')).replace(/\s+/g, ' ')}`);
    });
    expect(await page.locator('felt-home-page #review-now').textContent()).toMatch(/Review now \(\d+ due\)/);
    expect(await page.locator('felt-home-page #goal').textContent()).toContain('6 of 10 answers today');
    expect(await page.locator('felt-home-page felt-forecast-chart #forecast').count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
    await page.screenshot({ path: join(RESULTS_DIR, 'daily-home-phone.png'), fullPage: true });
    await open(page, '#/practice');
    for (const id of ['quick', 'review', 'weak', 'lesson']) {
      const box = await page.locator(`felt-practice-page #preset-${id}`).boundingBox();
      expect(box!.y + box!.height, id).toBeLessThanOrEqual(PHONE.height - 60);
    }
    // The notice area is in the page flow: nothing floats over the controls.
    expect(await page.locator('felt-app section.notices').evaluate((el) => getComputedStyle(el).position)).toBe('static');
    await page.locator('felt-practice-page #preset-mistakes').tap();
    // Mistakes re-asks the exact question missed first.
    await expect.poll(() => page.locator('felt-quiz-question #prompt').textContent()).toBe(questions[1].prompt);
  });

  it('phone: chart text is at least 12 px; the eight-seat ring fits a 360 px screen with the dealer button', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await open(page, '#/progress');
    await page.locator('felt-progress-page .bar-row .label').first().waitFor();
    const sizes = await page.locator('felt-progress-page .bar-row .label, felt-progress-page .bar-row .value').evaluateAll((els) => els.map((e) => parseFloat(getComputedStyle(e).fontSize)));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
    await open(page, drillHash({ kinds: ['odd-chip'], games: ['holdem'], difficulty: 2, count: 1, timer: 0, seed: 7, mode: 'practice' }));
    await page.locator('felt-practice-page #begin').tap();
    const seats = await page.locator('felt-quiz-seat button.seat').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
    expect(seats.length).toBe(8);
    for (const [i, a] of seats.entries()) {
      expect(a.left).toBeGreaterThanOrEqual(0);
      expect(a.right).toBeLessThanOrEqual(360);
      for (const b of seats.slice(i + 1)) expect(a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top).toBe(true);
    }
    expect(await page.locator('felt-quiz-seat .dealer').count()).toBe(1);
    await page.screenshot({ path: join(RESULTS_DIR, 'daily-seat-ring-360.png'), fullPage: true });
    // Nothing said twice: the list above the ring keeps only the seats with more to say, without the button chip.
    const oddQ = generateDrill({ kinds: ['odd-chip'], games: ['holdem'], difficulty: 2, count: 1, timer: 0, seed: 7, mode: 'practice' })[0];
    const withDetails = (oddQ.scene.seats ?? []).filter((x) => x.note || x.cards?.length || x.up?.length || x.stack !== undefined || x.bet !== undefined).map((x) => x.label);
    expect(await page.locator('felt-quiz-scene .seat .name').allTextContents()).toEqual(withDetails);
    expect(await page.locator('felt-quiz-scene .button-chip').count()).toBe(0);
    const names = await page.locator('felt-quiz-seat button.seat').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    expect(names.map((n) => n.split(',')[0])).toEqual(Array.from({ length: 8 }, (_, i) => `Seat ${i + 1}`));
    expect(names.filter((n) => n.includes('dealer button')).length).toBe(1);
  });

  it('seven-card stud, who acts first: the up cards above, the seats and the button on the ring, each said once', async () => {
    await page.setViewportSize(PHONE);
    const stud: DrillSpec = { kinds: ['first-to-act'], games: ['stud7'], difficulty: 1, count: 1, timer: 0, seed: 5, mode: 'practice' };
    const q = generateDrill(stud)[0];
    await open(page, drillHash(stud));
    await page.locator('felt-practice-page #begin').tap();
    await page.locator('felt-quiz-seat button.seat').first().waitFor();
    const listed = (q.scene.seats ?? []).filter((x) => x.up?.length || x.cards?.length || x.stack !== undefined || x.note).map((x) => x.label);
    expect(await page.locator('felt-quiz-scene .seat .name').allTextContents()).toEqual(listed);
    expect(await page.locator('felt-quiz-scene .button-chip').count()).toBe(0);
    expect(await page.locator('felt-quiz-seat .dealer').count()).toBe(1);
    // The up cards are read once, as the seat's group; the visible "Showing:" caption is not read again.
    const groups = await page.locator('felt-quiz-scene felt-cards').evaluateAll((els) => els.map((el) => el.shadowRoot?.querySelector('[role="group"]')?.getAttribute('aria-label') ?? ''));
    expect(groups.filter((g) => g.endsWith('up cards')).length).toBe((q.scene.seats ?? []).filter((x) => x.up?.length).length);
    expect(await page.locator('felt-quiz-scene .meta[aria-hidden="true"]').count()).toBe((q.scene.seats ?? []).filter((x) => x.up?.length).length);
    await page.keyboard.press(String(q.expected));
    await page.locator('felt-quiz-question #feedback').waitFor();
    // After grading the ring's names say which seat was right; the legend beneath is for the eye only.
    expect(await page.locator(`felt-quiz-seat button.seat[data-seat="${String(q.expected)}"]`).getAttribute('aria-label')).toContain('right answer');
    expect(await page.locator('felt-quiz-seat .legend').getAttribute('aria-hidden')).toBe('true');
    await page.screenshot({ path: join(RESULTS_DIR, 'daily-stud-ring-phone.png'), fullPage: true });
    await page.keyboard.press('Enter');
    await page.locator('felt-drill-results #score').waitFor();
  });

  it('tablet: a seven-card stud hand never wraps inside its seat', async () => {
    await page.setViewportSize(TABLET);
    await open(page, drillHash({ kinds: ['which-wins'], games: ['stud7'], difficulty: 1, count: 1, timer: 0, seed: 1, mode: 'practice' }));
    await page.locator('felt-practice-page #begin').tap();
    const rows = await page.locator('felt-quiz-scene felt-cards').evaluateAll((els) => els.map((el) => {
      const tops = [...(el.shadowRoot?.querySelectorAll('svg.card') ?? [])].map((c) => Math.round(c.getBoundingClientRect().top));
      return { n: tops.length, lines: new Set(tops).size };
    }));
    expect(rows.some((r) => r.n >= 5)).toBe(true);
    for (const r of rows) expect(r.lines).toBe(1);
    await page.screenshot({ path: join(RESULTS_DIR, 'daily-stud-tablet.png'), fullPage: true });
    await page.setViewportSize(PHONE);
    await page.reload();
    await page.locator('felt-quiz-scene').waitFor();
    for (const r of await page.locator('felt-quiz-scene felt-cards').evaluateAll((els) => els.map((el) => new Set([...(el.shadowRoot?.querySelectorAll('svg.card') ?? [])].map((c) => Math.round(c.getBoundingClientRect().top))).size))) expect(r).toBe(1);
  });

  it('a coach\'s timed drill starts with an intro; the clock waits for Start', async () => {
    const timed: DrillSpec = { kinds: ['which-wins'], games: ['holdem'], difficulty: 1, count: 2, timer: 30, seed: 9, mode: 'timed' };
    await open(page, drillHash(timed));
    await page.locator('felt-practice-page #intro').waitFor();
    expect(await page.locator('felt-practice-page #intro').textContent()).toContain('30 seconds per question');
    expect(await page.locator('felt-drill-runner').count()).toBe(0);
    await page.locator('felt-practice-page #begin').tap();
    await page.locator('felt-drill-runner .timer').waitFor();
  });

  it('a wrapped link (trailing %20 or %0A) still opens; an impossible result code gets a clear message', async () => {
    const s: DrillSpec = { ...spec, count: 1, seed: 77 };
    await open(page, `${drillHash(s)}%20`);
    await page.locator('felt-practice-page #intro').waitFor();
    await open(page, `${drillHash(s)}%0A`);
    await page.locator('felt-practice-page #intro').waitFor();
    const q = generateDrill({ ...s, kinds: ['best-five'] })[0];
    const code = encodeResult({ spec: { ...s, kinds: ['best-five'] }, answers: [[99, 98, 97, 96, 95]], times: [1000] });
    expect(q.input.type).toBe('cards');
    await open(page, `${RESULT_ROUTE}${resultPath(code)}`);
    await page.locator('felt-coach-result #link-error').waitFor();
    expect(await page.locator('felt-coach-result #link-error').textContent()).toContain('never offered');
  });

  it('a second tab refreshes when the first finishes a drill', async () => {
    const other = await context.newPage();
    try {
      await open(other, '#/progress');
      // The page has read the store once (the list of earlier drills is there, or known to be empty).
      await other.locator('felt-progress-page section[aria-busy="false"]').waitFor();
      const before = await other.locator('felt-progress-page #recent-drills li').count();
      const one: DrillSpec = { kinds: ['which-wins'], games: ['holdem'], difficulty: 1, count: 1, timer: 0, seed: 31, mode: 'practice' };
      await open(page, drillHash(one));
      await page.locator('felt-practice-page #begin').tap();
      await answerByKeyboard(page, generateDrill(one)[0]);
      await page.locator('felt-drill-runner #next').tap();
      await page.locator('felt-drill-results #score').waitFor();
      await expect.poll(() => other.locator('felt-progress-page #recent-drills li').count(), { timeout: 10_000 }).toBe(before + 1);
    } finally {
      await other.close();
    }
  });

  it('import shows what it will replace and asks; a foreign file is refused and a damaged record left out', async () => {
    await open(page, '#/settings');
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('felt-settings-page #export').tap()]);
    const exported = JSON.parse(await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8'));
    const drills = exported.stores.drillResults.length;
    expect(drills).toBeGreaterThan(0);
    const dir = mkdtempSync(join(tmpdir(), 'felt-import-'));
    try {
      writeFileSync(join(dir, 'foreign.json'), '{"name":"package"}');
      await page.locator('felt-settings-page #import').setInputFiles(join(dir, 'foreign.json'));
      await page.locator('felt-settings-page #data-error').waitFor();
      expect(await page.locator('felt-settings-page #data-error').textContent()).toContain('nothing was changed');
      // A file with one damaged drill (finishedAt 9e15) and nothing else.
      writeFileSync(join(dir, 'damaged.json'), JSON.stringify({ ...exported, stores: { ...exported.stores, drillResults: [{ ...exported.stores.drillResults[0], finishedAt: 9e15 }] } }));
      await page.locator('felt-settings-page #import').setInputFiles(join(dir, 'damaged.json'));
      await page.locator('felt-settings-page #import-preview').waitFor();
      const text = await page.locator('felt-settings-page #import-preview').textContent();
      expect(text).toContain(`${drills} drill results`);
      expect(text).toContain('left out');
      await page.locator('felt-settings-page #import-cancel').tap();
      await open(page, '#/progress');
      await expect.poll(() => page.locator('felt-progress-page #recent-drills li').count()).toBe(Math.min(10, drills));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a full disk (simulated) says so: the drill goes on, an import says nothing was imported', async () => {
    const one: DrillSpec = { kinds: ['which-wins'], games: ['holdem'], difficulty: 1, count: 2, timer: 0, seed: 32, mode: 'practice' };
    await open(page, drillHash(one));
    await page.locator('felt-practice-page #begin').tap();
    await page.evaluate(() => { (window as unknown as { __diskFull: boolean }).__diskFull = true; });
    await answerByKeyboard(page, generateDrill(one)[0]);
    await page.locator('felt-practice-page #save-problem').waitFor();
    expect(await page.locator('felt-practice-page #save-problem').textContent()).toContain('out of storage space');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('felt-drill-runner #counter').textContent()).toBe('Question 2 of 2');
    await page.evaluate(() => { (window as unknown as { __diskFull: boolean }).__diskFull = false; });
    // Space again: the next save writes what the full disk held back, and the drill finishes.
    await answerByKeyboard(page, generateDrill(one)[1]);
    await page.locator('felt-drill-runner #next').waitFor();
    await page.keyboard.press('Enter');
    await page.locator('felt-drill-results #score').waitFor();
  });

  it('lesson pages name their rules in plain words, the IDs behind a toggle', async () => {
    await open(page, '#/learn/game-holdem');
    expect(await page.locator('felt-lesson-page .rules').textContent()).not.toContain('G-HOLDEM');
    expect(await page.locator('felt-lesson-page .rules').textContent()).toContain('Texas hold’em');
    expect(await page.locator('felt-lesson-page felt-rule-ids details code').textContent()).toContain('G-HOLDEM');
    await open(page, '#/learn');
    expect((await page.locator('felt-learn-page .tags').allTextContents()).join(' ')).not.toMatch(/\b[CHBFGPIT]-[A-Z0-9]/);
  });

  it('closing the tab mid-drill asks first, and only then', async () => {
    const two: DrillSpec = { kinds: ['which-wins'], games: ['holdem'], difficulty: 1, count: 2, timer: 0, seed: 33, mode: 'practice' };
    const [q1, q2] = generateDrill(two);
    const tab = await context.newPage();
    const prompts: string[] = [];
    // Dismissing the browser's prompt keeps the tab open (the learner chose to stay).
    tab.on('dialog', (d) => { prompts.push(d.type()); void d.dismiss(); });
    try {
      await open(tab, drillHash(two));
      await tab.locator('felt-practice-page #begin').tap();
      await tab.locator('felt-quiz-question #prompt').waitFor();
      await tab.close({ runBeforeUnload: true });
      await expect.poll(() => tab.isClosed()).toBe(true);
      expect(prompts, 'no answer yet: nothing to lose, no prompt').toEqual([]);
    } finally {
      if (!tab.isClosed()) await tab.close();
    }
    const again = await context.newPage();
    const asked: string[] = [];
    again.on('dialog', (d) => { asked.push(d.type()); void d.dismiss(); });
    try {
      await open(again, drillHash(two));
      await expect.poll(() => again.locator('felt-drill-runner #counter').textContent()).toBe('Question 1 of 2');
      await answerByKeyboard(again, q1);
      await again.locator('felt-drill-runner #next').waitFor();
      await again.close({ runBeforeUnload: true });
      await expect.poll(() => asked).toEqual(['beforeunload']);
      expect(again.isClosed(), 'the learner stayed: the tab is still open').toBe(false);
      // Another site: the same prompt.
      await again.evaluate(() => { location.href = 'about:blank'; });
      await expect.poll(() => asked.length).toBe(2);
      expect(again.url()).toContain('#/practice/drill/');
      await again.locator('felt-drill-runner #next').click();
      await answerByKeyboard(again, q2);
      await again.locator('felt-drill-runner #next').waitFor();
      await again.keyboard.press('Enter');
      await again.locator('felt-drill-results #score').waitFor();
      await again.close({ runBeforeUnload: true });
      await expect.poll(() => again.isClosed()).toBe(true);
      expect(asked.length, 'a finished drill: no prompt').toBe(2);
    } finally {
      if (!again.isClosed()) await again.close();
    }
  });

  it('the preview server sends the headers that stop framing', async () => {
    const response = await fetch(url);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(problems).toEqual([]);
  });
});
