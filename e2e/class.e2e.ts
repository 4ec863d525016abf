// The coach's class page in Chromium (issue 13 item 6): result codes pasted (several at once, links or bare
// codes), a table per learner and per rule, both CSV files, and bad codes refused with a clear message and
// left in the box, on a phone and on a tablet. The expected scores come from the answers the test chose
// (every answer right for one learner, every answer wrong for the other), not from the page's own grading.
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import type { PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDrill, type DrillSpec } from '../src/trainer/drill';
import { encodeResult, resultLink } from '../src/trainer/links';
import { axeScan, launchBrowser, startPreview, watchProblems } from './browser';

let server: PreviewServer;
let url: string;
let browser: { context: BrowserContext; page: Page; close(): Promise<void> };
let page: Page;
const problems: string[] = [];

const spec: DrillSpec = { kinds: ['which-wins'], games: ['holdem'], difficulty: 1, count: 4, timer: 0, seed: 2024, mode: 'practice' };
const questions = generateDrill(spec);
const choices = questions.map((q) => (q.input.type === 'choice' ? q.input.options.length : 0));
const times = questions.map((_, i) => 2000 + 1000 * i);
// Ayşe answers every question right; Νίκος picks a wrong option every time.
const ayse = resultLink('https://felt.example/', { spec, answers: questions.map((q) => q.expected), times, learner: 'Ayşe' });
const nikos = encodeResult({ spec, answers: questions.map((q, i) => ((q.expected as number) + 1) % choices[i]), times, learner: 'Νίκος' });
const allRules = [...new Set(questions.flatMap((q) => q.ruleIds))];

beforeAll(async () => {
  ({ server, url } = await startPreview());
  browser = await launchBrowser();
  page = browser.page;
  watchProblems(page, problems, { console: false });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A fresh class page (the class lives in the page, so a reload starts an empty one). */
async function openClass(): Promise<void> {
  await page.goto(`${url}#/practice/class`);
  await page.reload();
  await page.locator('felt-coach-class #codes').waitFor();
}

async function csv(button: string): Promise<string[][]> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator(`felt-coach-class ${button}`).click()]);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFF'), 'a byte-order mark so spreadsheets read UTF-8').toBe(true);
  return text.slice(1).trimEnd().split('\r\n').map((line) => line.split(','));
}

describe('the class page', () => {
  it('sanity: the drill is all multiple choice and names rules', () => {
    expect(choices.every((n) => n >= 2)).toBe(true);
    expect(allRules.length).toBeGreaterThan(0);
  });

  for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['tablet', { width: 1180, height: 820 }]] as const) {
    it(`${name}: several codes pasted give a table per learner and per rule, and both CSV files`, async () => {
      await page.setViewportSize(viewport);
      await openClass();
      expect(await page.locator('felt-coach-class #class-learners').count()).toBe(0);
      // A link and a bare code, on one line and wrapped, plus the same code again.
      await page.locator('felt-coach-class #codes').fill(`${ayse}\n  ${nikos}\n${nikos}`);
      await page.locator('felt-coach-class #add-codes').click();
      await page.locator('felt-coach-class #class-learners').waitFor();
      const rows = await page.locator('felt-coach-class #class-learners tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent?.trim() ?? '')));
      const n = questions.length;
      expect(rows.map((r) => r[0]).sort()).toEqual(['Ayşe', 'Νίκος'].sort());
      const row = (who: string) => rows.find((r) => r[0] === who)!;
      expect(row('Ayşe')[2]).toBe(`${n} / ${n} (100%)`);
      expect(row('Νίκος')[2]).toBe(`0 / ${n} (0%)`);
      expect(row('Ayşe')[3]).toBe(String(times.reduce((a, b) => a + b, 0) / 1000));
      expect(row('Ayşe')[4]).toBe('–');
      // The repeated code is said, not added twice.
      expect(await page.locator('felt-coach-class [role="status"]').textContent()).toContain('already in the class');
      // Per rule: every rule the questions name, each missed by Νίκος only.
      const ruleRows = await page.locator('felt-coach-class #class-rules tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent?.trim() ?? '')));
      expect(ruleRows.length).toBe(allRules.length);
      for (const rule of allRules) {
        const k = questions.filter((q) => q.ruleIds.includes(rule)).length;
        const r = ruleRows.find((x) => x[0].includes(rule))!;
        expect(r, rule).toBeDefined();
        expect(r[1]).toBe(`${k} / ${2 * k} (50%)`);
        expect(r[2]).toBe('Νίκος');
      }
      // Nothing sticks out of a phone screen: wide tables scroll inside their box.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      const learners = await csv('#csv-learners');
      expect(learners[0]).toEqual(['Learner', 'Drills', 'Answers', 'Right answers', 'Right (%)', 'Seconds', 'Rules missed']);
      expect(learners.slice(1).map((r) => r.slice(0, 5)).sort()).toEqual([['Ayşe', '1', String(n), String(n), '100'], ['Νίκος', '1', String(n), '0', '0']].sort());
      const rules = await csv('#csv-rules');
      expect(rules[0]).toEqual(['Rule', 'Rule ID', 'Answers', 'Right answers', 'Right (%)', 'Learners who missed it']);
      expect(rules.slice(1).map((r) => r[1]).sort()).toEqual([...allRules].sort());
      for (const r of rules.slice(1)) expect(r.slice(-2)).toEqual(['50', 'Νίκος']);
    });
  }

  it('bad codes get a clear message each, stay in the box to be fixed, and the good ones are still added', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openClass();
    const tampered = nikos.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a'));
    await page.locator('felt-coach-class #codes').fill(`hello-coach ${tampered} ${ayse}`);
    await page.locator('felt-coach-class #add-codes').click();
    await page.locator('felt-coach-class #class-problems').waitFor();
    const text = (await page.locator('felt-coach-class #class-problems').textContent())!.replace(/\s+/g, ' ');
    expect(text).toContain('2 codes could not be added');
    expect(text).toContain('This is not a Felt result code');
    expect(text).toMatch(/checksum|garbled/);
    expect(await page.locator('felt-coach-class #codes').inputValue()).toBe(`hello-coach\n${tampered}`);
    expect(await page.locator('felt-coach-class #class-learners tbody tr').count()).toBe(1);
    // A code whose answers no question offered (valid checksum, made by hand).
    const impossible = encodeResult({ spec, answers: questions.map(() => 9), times, learner: 'Mallory' });
    await page.locator('felt-coach-class #codes').fill(impossible);
    await page.locator('felt-coach-class #add-codes').click();
    await expect.poll(() => page.locator('felt-coach-class #class-problems').textContent()).toContain('never offered');
    expect(await page.locator('felt-coach-class #class-problems').textContent()).toContain('1 code could not be added');
    expect(await page.locator('felt-coach-class #class-learners tbody tr').count()).toBe(1);
    // The tables scroll sideways on a phone: their boxes are reachable by keyboard and named.
    expect(await page.locator('felt-coach-class .scroll[tabindex="0"][role="region"]').count()).toBe(2);
    expect(await axeScan(page, 'class')).toEqual([]);
    expect(problems).toEqual([]);
  });
});
