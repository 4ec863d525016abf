// The trainer in Chromium against the production build: a coach link answered entirely by touch
// (choice, seats, keypad, cards, order), the results, progress and the due count surviving a reload
// and offline use, the coach reading the result code, and a corrupt link showing its message.
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDrill, type DrillSpec } from '../src/trainer/drill';
import { drillHash } from '../src/trainer/links';
import { RESULTS_DIR, axeScan as axeScanOf, launchBrowser, openRoute, startPreview, watchProblems } from './browser';
import { answerByTouch } from './quiz-answers';

let server: PreviewServer;
let url: string;
let context: BrowserContext;
let page: Page;
let closeBrowser: () => Promise<void>;
const problems: string[] = [];

// One kind per answer view: choice, seat, amount keypad, amounts keypad, cards, order.
const spec: DrillSpec = {
  kinds: ['which-wins', 'first-to-act', 'min-raise', 'side-pots', 'best-five', 'order-hands'],
  games: ['holdem'], difficulty: 1, count: 6, timer: 0, seed: 20261129, mode: 'practice',
};

/** The Home page's paragraphs (the host's textContent does not include its shadow root). */
const homeText = async (): Promise<string> => (await page.locator('felt-home-page p').allTextContents()).join(' ');

const open = (hash: string): Promise<void> => openRoute(page, url, hash);
const axeScan = (name: string): Promise<string[]> => axeScanOf(page, name);

/** A drill link shows its intro first (issue 13): press Start. */
async function begin(p: Page = page): Promise<void> {
  await p.locator('felt-practice-page #begin').tap();
  await p.locator('felt-drill-runner #counter').waitFor();
}

beforeAll(async () => {
  ({ server, url } = await startPreview());
  ({ context, page, close: closeBrowser } = await launchBrowser({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: false }));
  watchProblems(page, problems);
});

afterAll(async () => {
  await closeBrowser?.();
  await server?.close();
});

describe('the trainer in Chromium', () => {
  const questions = generateDrill(spec);
  const link = drillHash(spec);
  const wrong = questions.findIndex((q) => q.input.type === 'choice');

  it('opens a coach link and every question is answered by touch, then shows the results', async () => {
    await open('');
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 30_000 });
    await open(link);
    await begin();
    for (let i = 0; i < questions.length; i++) {
      const q = questions[i];
      await expect.poll(() => page.locator('felt-drill-runner #counter').textContent()).toBe(`Question ${i + 1} of ${questions.length}`);
      // The same drill on this device as in Node: the prompt matches.
      expect(await page.locator('felt-quiz-question #prompt').textContent()).toBe(q.prompt);
      await page.screenshot({ path: join(RESULTS_DIR, `trainer-question-${i + 1}-${q.input.type}.png`), fullPage: true });
      if (i === wrong) {
        // One answer deliberately wrong: the feedback shows the engine's answer worked out.
        await page.locator('felt-quiz-choice button.option').nth(((q.expected as number) + 1) % (q.input as { options: string[] }).options.length).tap();
        await page.locator('felt-quiz-question #feedback').waitFor();
        expect(await page.locator('felt-quiz-question .verdict').textContent()).toContain('Not quite.');
        expect(await page.locator('felt-quiz-question #feedback').textContent()).toContain(q.working[q.working.length - 1]);
      } else {
        await answerByTouch(page, q);
        await page.locator('felt-quiz-question #feedback').waitFor();
        expect(await page.locator('felt-quiz-question .verdict').textContent(), `question ${i + 1} (${q.kind})`).toContain('Right.');
      }
      await page.locator('felt-drill-runner #next').tap();
    }
    await page.locator('felt-drill-results #score').waitFor();
    expect(await page.locator('felt-drill-results #score').textContent()).toBe(`${questions.length - 1} / ${questions.length}`);
    // Rules to revisit are named in plain words; the IDs sit behind the coaches' toggle.
    expect(await page.locator('felt-drill-results #revisit').textContent()).not.toContain(questions[wrong].ruleIds[0]);
    expect(await page.locator('felt-drill-results felt-rule-ids details code').first().textContent()).toContain(questions[wrong].ruleIds[0]);
    expect(await page.locator('felt-drill-results a[href^="#/learn/"]').count()).toBeGreaterThan(0);
    await page.screenshot({ path: join(RESULTS_DIR, 'trainer-results.png'), fullPage: true });
  });

  it('the coach opens the result link and sees the score and answers', async () => {
    const resultLink = (await page.locator('felt-drill-results #result-link').textContent()) ?? '';
    expect(resultLink).toContain('#/practice/result/');
    await page.goto(resultLink);
    await page.locator('felt-coach-result felt-drill-results #score').waitFor();
    expect(await page.locator('felt-coach-result #score').textContent()).toBe(`${questions.length - 1} / ${questions.length}`);
  });

  it('progress and the due count survive a reload and offline use', async () => {
    await open('#/progress');
    await expect.poll(() => page.locator('felt-progress-page #mastery-summary').textContent()).toContain(`${questions.length} answers`);
    // The recent drill opens as a result, like a coach would see it.
    await page.locator('felt-progress-page #recent-drills a').first().click();
    await page.locator('felt-coach-result #score').waitFor();
    expect(await page.locator('felt-coach-result #score').textContent()).toBe(`${questions.length - 1} / ${questions.length}`);
    await open('');
    // A fresh FSRS card answered once comes back within the day.
    await expect.poll(() => homeText()).toMatch(/\d+ skills? (is|are) due for review/);
    await context.setOffline(true);
    try {
      await page.reload();
      await page.locator('felt-app main h1').first().waitFor();
      await expect.poll(() => homeText()).toMatch(/\d+ skills? (is|are) due for review/);
      await open('#/progress');
      await expect.poll(() => page.locator('felt-progress-page #mastery-summary').textContent()).toContain(`${questions.length} answers`);
      // Review what is due, offline.
      await open('#/practice/review');
      await page.locator('felt-drill-runner #counter').waitFor();
    } finally {
      await context.setOffline(false);
    }
  });

  it('has no serious or critical axe violations on Practice, a question, the builder and Progress', async () => {
    const found: string[] = [];
    await open('#/practice');
    found.push(...await axeScan('practice'));
    await open(link);
    found.push(...await axeScan('intro'));
    await begin();
    found.push(...await axeScan('question'));
    await open('#/practice/builder');
    await page.locator('felt-coach-builder #make-link').tap();
    await page.locator('felt-coach-builder #drill-link').waitFor();
    found.push(...await axeScan('builder'));
    await page.screenshot({ path: join(RESULTS_DIR, 'trainer-builder.png'), fullPage: true });
    await open('#/progress');
    found.push(...await axeScan('progress'));
    await page.screenshot({ path: join(RESULTS_DIR, 'trainer-progress.png'), fullPage: true });
    expect(found).toEqual([]);
  });

  it('a second browser profile opening the same link gets the same questions in the same order', async () => {
    const second = await launchBrowser({ viewport: { width: 1280, height: 720 }, hasTouch: true });
    try {
      const other = second.page;
      await other.goto(`${url}${link}`);
      await begin(other);
      for (let i = 0; i < 3; i++) {
        await expect.poll(() => other.locator('felt-drill-runner #counter').textContent()).toBe(`Question ${i + 1} of ${questions.length}`);
        expect(await other.locator('felt-quiz-question #prompt').textContent()).toBe(questions[i].prompt);
        // Any answer will do here: tap something, then Next.
        const q = questions[i];
        if (q.input.type === 'choice') await other.locator('felt-quiz-choice button.option').first().tap();
        else if (q.input.type === 'seat') await other.locator('felt-quiz-seat button.seat:not([disabled])').first().tap();
        else if (q.input.type === 'order') for (let k = 0; k < (q.input as { items: string[] }).items.length; k++) await other.locator('felt-quiz-order button.item:not([disabled])').first().tap();
        else if (q.input.type === 'cards') { for (let k = 0; k < 5; k++) await other.locator('felt-quiz-cards button.pick[aria-pressed="false"]').first().tap(); await other.locator('felt-quiz-cards #check').tap(); }
        else { for (const f of await other.locator('felt-quiz-amount button.field').all()) { await f.tap(); await other.locator('felt-quiz-amount button[data-key="1"]').tap(); } await other.locator('felt-quiz-amount #check').tap(); }
        await other.locator('felt-drill-runner #next').tap();
      }
    } finally {
      await second.close();
    }
  });

  it('a corrupt link shows a clear message and changes nothing', async () => {
    const corrupt = link.slice(0, -2) + (link.endsWith('zz') ? 'yy' : 'zz');
    await open(corrupt);
    await page.locator('felt-practice-page #link-error').waitFor();
    expect(await page.locator('felt-practice-page #link-error').textContent()).toMatch(/changed after it was made|could not be read|damaged/);
    await open('#/progress');
    await expect.poll(() => page.locator('felt-progress-page #mastery-summary').textContent()).toContain(`${questions.length} answers`);
    await open('#/practice/nonsense');
    await page.locator('felt-practice-page #link-error').waitFor();
    // Lessons link to one kind's drill: #/practice/<kind>[/<game>].
    await open('#/practice/best-five/omaha');
    await page.locator('felt-drill-runner #counter').waitFor();
    expect(await page.locator('felt-drill-runner .top').textContent()).toContain('Pick the best five cards · Omaha');
    expect(problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
  });
  it('Practice: choosing timed mode and Start runs a timed drill; a phone-sized screen keeps the keypad usable', async () => {
    await open('#/practice');
    await page.locator('felt-practice-page #custom summary').click();
    await page.locator('felt-practice-page input[name="mode"]').nth(1).check();
    // Every kind and game ticked one by one makes the longest drill link, cut into router-sized segments.
    const boxes = page.locator('felt-practice-page fieldset input[type="checkbox"]');
    const n = await boxes.count();
    for (let i = 0; i < n; i++) await boxes.nth(i).check();
    await page.locator('felt-practice-page #start').tap();
    await page.locator('felt-drill-runner #counter').waitFor();
    expect(page.url()).toContain('#/practice/drill/');
    await page.setViewportSize({ width: 390, height: 844 });
    await open(drillHash({ ...spec, kinds: ['min-raise'], count: 1 }));
    await begin();
    await page.locator('felt-quiz-amount #check').waitFor();
    await page.screenshot({ path: join(RESULTS_DIR, 'trainer-keypad-390x844.png'), fullPage: true });
    const q = generateDrill({ ...spec, kinds: ['min-raise'], count: 1 })[0];
    await answerByTouch(page, q);
    await page.locator('felt-quiz-question #feedback').waitFor();
    expect(await page.locator('felt-quiz-question .verdict').textContent()).toContain('Right.');
    await page.setViewportSize({ width: 1024, height: 768 });
  });
});
