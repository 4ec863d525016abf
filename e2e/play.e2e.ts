// The play table in Chromium against the production build, at phone (390x844, 360 wide) and tablet (1180x820) sizes:
// twenty hands of six-handed no-limit hold'em against mixed bots with a reload mid-hand, a heads-up all-in where the
// learner chooses twice+1, a stud hand, a triple-draw hand with discards, the 32-card draw split, offline play,
// a hand exported and imported back, no console errors, axe on the table.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HandAction } from '../src/engine/index';
import { PlaySession, defaultSetup, type PlaySetup, type SessionState } from '../src/play/index';
import { NARROW, PHONE, RESULTS_DIR, TABLET, axeScan as axeScanOf, launchBrowser, openRoute, seedRandomValues, startPreview, watchProblems } from './browser';

let server: PreviewServer;
let url: string;
let context: BrowserContext;
let page: Page;
let closeBrowser: () => Promise<void>;
const problems: string[] = [];


const open = (hash: string): Promise<void> => openRoute(page, url, hash);
const axeScan = (name: string): Promise<string[]> => axeScanOf(page, name);

const handNumber = async (): Promise<number> => Number(/Hand (\d+)/.exec((await page.locator('felt-play-page .top p').textContent()) ?? '')?.[1] ?? 0);

/** Sets up a table through the form (fast bots, so the test stays short). */
async function setUp(options: { game?: string; seats?: number; rit?: string; structure?: string } = {}): Promise<void> {
  await open('#/play');
  if (await page.locator('felt-play-page #new-table').count()) await page.locator('felt-play-page #new-table').click();
  if (await page.locator('felt-play-page #end').count()) { await page.locator('felt-play-page #end').click(); await page.locator('felt-play-page #new-table').click(); }
  const form = page.locator('felt-play-setup');
  await form.locator('#game').waitFor();
  if (options.game) await form.locator('#game').selectOption(options.game);
  if (options.structure) await form.locator('#structure').selectOption(options.structure);
  if (options.seats) await form.locator('#seat-count').selectOption(String(options.seats));
  if (options.rit) await form.locator('#rit').selectOption(options.rit);
  await form.locator('#pace').selectOption('fast');
  await form.locator('#start').click();
  await page.locator('felt-table-view').waitFor();
}

type Policy = { draw?: (cards: number) => number; split?: boolean; run?: 1 | 2 | 3 };

/** The learner's move: check, else call, else bring in; draws, splits and run-outs by the policy. Returns what was done. */
async function learnerMove(policy: Policy = {}): Promise<string> {
  const bar = page.locator('felt-table-actions');
  const button = (name: RegExp) => bar.getByRole('button', { name });
  if (await bar.locator('.pick').count()) {
    const picks = bar.locator('.pick');
    const n = policy.draw ? policy.draw(await picks.count()) : 0;
    for (let k = 0; k < n; k++) await picks.nth(k).tap();
    if (n > 0) await button(/^Discard \d+ and draw$/).tap(); else await button(/^Stand pat$/).tap();
    return n > 0 ? `draw ${n}` : 'stand pat';
  }
  if (await button(/^Split the pot$/).count()) { await button(policy.split === false ? /^Play on$/ : /^Split the pot$/).tap(); return 'split'; }
  if (await bar.locator('button[data-times]').count()) { await bar.locator(`button[data-times="${policy.run ?? 1}"]`).tap(); return `run ${policy.run ?? 1}`; }
  if (await button(/^Accept$/).count()) { await button(/^Accept$/).tap(); return 'accept'; }
  for (const name of [/^Check$/, /^Call /, /^Bring in /]) {
    if (await button(name).count()) { await button(name).first().tap(); return String(name); }
  }
  throw new Error(`no move found: ${await bar.textContent()}`);
}

/** Waits for `selector`; on a timeout the error says what the table showed (its status line, error and notice). */
async function visibleOrSay(selector: string, what: string, timeout = 30_000): Promise<void> {
  try {
    await page.locator(selector).first().waitFor({ timeout });
  } catch {
    const shown = await page.locator('felt-play-page .turn-status, felt-play-page .error, felt-play-page .top p').allTextContents();
    throw new Error(`${what}: ${selector} never appeared; the table showed: ${shown.join(' | ')}`);
  }
}

/** Plays until `hands` more hands have ended (or `stop` says so), the learner moving by `policy`. */
async function playHands(hands: number, policy: Policy = {}, stop?: () => Promise<boolean>): Promise<string[]> {
  const moves: string[] = [];
  let ended = 0;
  for (let guard = 0; guard < 600 && ended < hands; guard++) {
    await visibleOrSay('felt-table-actions button, felt-play-page #next-hand, felt-play-page #rebuy, felt-play-page #new-table', `playing hand ${ended + 1}`);
    if (stop && await stop()) break;
    if (await page.locator('felt-play-page #next-hand').count()) {
      ended++;
      if (ended < hands) await page.locator('felt-play-page #next-hand').click();
      continue;
    }
    if (await page.locator('felt-play-page #rebuy').count()) { await page.locator('felt-play-page #rebuy').click(); continue; }
    if (await page.locator('felt-play-page #new-table').count()) break;
    moves.push(await learnerMove(policy));
  }
  return moves;
}

/** Puts a saved table into the page's IndexedDB (the state the page itself saves: setup + actions) and opens it. */
async function resume(state: SessionState): Promise<void> {
  await open('#/');
  await page.evaluate(async (saved) => {
    await new Promise<void>((resolve, reject) => {
      const req = indexedDB.open('felt');
      req.onerror = () => reject(req.error);
      req.onsuccess = () => {
        const db = req.result;
        const tx = db.transaction('playTable', 'readwrite');
        tx.objectStore('playTable').put({ id: 'current', state: saved });
        tx.oncomplete = () => { db.close(); resolve(); };
        tx.onerror = () => reject(tx.error);
      };
    });
  }, JSON.parse(JSON.stringify(state)));
  await open('#/play');
  await page.locator('felt-table-view').waitFor();
}

/** A saved table whose hand in play waits on the learner for `kind`, found by playing seeded hands with scripted moves. */
function findState(setup: PlaySetup, kind: string, script: (next: { kind: string; options?: { maxRaiseTo: number | null; check: boolean } }, learner: boolean) => HandAction): SessionState {
  for (let seed = 1; seed < 400; seed++) {
    const s = PlaySession.start({ ...setup, seed }, { now: Date.now(), id: `e2e${seed}` });
    s.deal(Date.now());
    for (let k = 0; k < 60; k++) {
      const t = s.turn();
      if (t.kind !== 'learner' && t.kind !== 'bot') break;
      if (t.kind === 'learner' && t.next.kind === kind) return s.save();
      const record = s.act(script(t.next as never, t.kind === 'learner'), Date.now());
      if (record) break;
    }
  }
  throw new Error(`no seed reaches ${kind}`);
}

beforeAll(async () => {
  ({ server, url } = await startPreview());
  ({ context, page, close: closeBrowser } = await launchBrowser({ viewport: PHONE, hasTouch: true, acceptDownloads: true }));
  await seedRandomValues(context, 0x9e3779b9);
  watchProblems(page, problems);
  await open('');
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 30_000 });
});

afterAll(async () => {
  await closeBrowser?.();
  await server?.close();
});

describe('the play table in Chromium', () => {
  it('one tap starts six-handed no-limit hold\'em (phone 390x844)', async () => {
    await open('#/play');
    await page.locator('felt-play-setup #quick-start').tap();
    await page.locator('felt-table-view').waitFor();
    expect(await page.locator('felt-table-view li.seat').count()).toBe(6);
    expect(await page.locator('felt-play-page .top p').textContent()).toContain('Texas hold’em');
    await page.locator('felt-play-page #end').click();
    await page.locator('felt-play-summary').waitFor();
    await page.locator('felt-play-page #new-table').click();
  });

  it('twenty hands of six-handed no-limit hold\'em against mixed bots, with a reload in the middle of a hand', async () => {
    await setUp();
    await playHands(8);
    await page.locator('felt-play-page #next-hand').click();
    // Mid-hand: the learner's cards and the hand number survive a reload.
    await page.locator('felt-table-actions button').first().waitFor();
    const before = await handNumber();
    const cards = await page.locator('felt-table-view li.seat.viewer svg').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    await page.reload();
    await page.locator('felt-table-actions button, felt-play-page #next-hand').first().waitFor();
    expect(await handNumber()).toBe(before);
    expect(await page.locator('felt-table-view li.seat.viewer svg').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual(cards);
    expect(cards.every((c) => c && / of (clubs|diamonds|hearts|spades)$/.test(c))).toBe(true);
    await playHands(12);
    expect(await handNumber()).toBeGreaterThanOrEqual(20);
    await page.screenshot({ path: join(RESULTS_DIR, 'play-holdem-phone.png'), fullPage: true });
    // The showdown or the last hand's result lists what happened.
    expect(await page.locator('felt-hand-result h2').textContent()).toMatch(/Showdown|Hand over/);
    await page.locator('felt-play-page #end').click();
    await page.locator('felt-play-summary').waitFor();
    expect(await page.locator('felt-play-summary dd').first().textContent()).toBe('20');
  });

  it('a heads-up all-in where the learner chooses twice+1, and the bot answers (tablet)', async () => {
    await page.setViewportSize(TABLET);
    const setup: PlaySetup = { ...defaultSetup('holdem'), seats: [{ kind: 'learner' }, { kind: 'bot', level: 'normal' }], runItTwice: 'ask', pace: 'fast' };
    const state = findState(setup, 'runout-choice', (next, learner) => {
      if (next.kind === 'act' && learner && next.options?.maxRaiseTo) return { type: 'raise', to: next.options.maxRaiseTo };
      return next.kind === 'act' ? (next.options?.check ? { type: 'check' } : { type: 'call' }) : { type: 'timeout' };
    });
    await resume(state);
    await page.locator('felt-table-actions button[data-times="3"]').waitFor();
    expect(await page.locator('felt-table-actions .timer').textContent()).toMatch(/\d+ s left/);
    await page.locator('felt-table-actions button[data-times="3"]').tap();
    await page.locator('felt-hand-result').waitFor({ timeout: 30_000 });
    const text = (await page.locator('felt-hand-result section').textContent()) ?? '';
    const log = await page.locator('felt-play-page .sr[role="status"]').textContent();
    // Accepted: two or three boards; declined: one board and the log says so.
    if (/Board 2/.test(text)) expect(text).toMatch(/Board 1/);
    else expect(log ?? '').toMatch(/declines|once/);
    await page.screenshot({ path: join(RESULTS_DIR, 'play-rit-tablet.png'), fullPage: true });
  });

  it('a seven-card stud hand: up and down cards, the bring-in (phone)', async () => {
    await page.setViewportSize(PHONE);
    await setUp({ game: 'stud7' });
    // Up cards of other players are visible and named; their down cards are face down.
    await page.locator('felt-table-actions button, felt-play-page #next-hand').first().waitFor();
    const names = await page.locator('felt-table-view li.seat svg').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(names.filter((n) => n === 'face-down card').length).toBeGreaterThan(0);
    expect(names.filter((n) => n && n !== 'face-down card').length).toBeGreaterThan(0);
    await playHands(1);
    expect(await page.locator('felt-hand-result').count()).toBe(1);
  });

  it('a 2-7 triple draw hand with discards by tapping cards (360 wide)', async () => {
    await page.setViewportSize(NARROW);
    await setUp({ game: 'triple-draw-27', seats: 3 });
    const moves = await playHands(1, { draw: () => 2 });
    if (!moves.some((m) => m.startsWith('draw'))) {
      // Everyone else folded before the draw: play hands until the learner draws.
      for (let k = 0; k < 6 && !moves.some((m) => m.startsWith('draw')); k++) {
        await page.locator('felt-play-page #next-hand').click();
        moves.push(...await playHands(1, { draw: () => 2 }));
      }
    }
    expect(moves.some((m) => m === 'draw 2')).toBe(true);
    await page.screenshot({ path: join(RESULTS_DIR, 'play-draw-narrow.png'), fullPage: true });
  });

  it('the 32-card draw split offer: the learner chooses to split (tablet)', async () => {
    await page.setViewportSize(TABLET);
    const setup: PlaySetup = { ...defaultSetup('draw32'), seats: [{ kind: 'learner' }, { kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'normal' }], pace: 'fast' };
    const state = findState(setup, 'split-offer', (next) => {
      if (next.kind === 'act') return next.options?.check ? { type: 'check' } : { type: 'call' };
      if (next.kind === 'draw') return { type: 'stand-pat' };
      return { type: 'split' };
    });
    await resume(state);
    await page.locator('felt-table-actions').getByRole('button', { name: /^Split the pot$/ }).tap();
    await playHands(1, { split: true });
    expect(await page.locator('felt-hand-result').count()).toBe(1);
    const result = (await page.locator('felt-hand-result section').textContent()) ?? '';
    const announced = (await page.locator('felt-play-page .sr[role="status"]').textContent()) ?? '';
    expect(result + announced).toMatch(/shared as agreed|split|plays on|wins/);
    expect(await page.locator('felt-hand-result a[href^="#/learn/"]').count()).toBeGreaterThan(0);
  });

  it('plays offline: a reload with no network resumes the table and the bots still decide', async () => {
    await page.setViewportSize(PHONE);
    await setUp();
    await context.setOffline(true);
    try {
      await page.reload();
      await page.locator('felt-table-view').waitFor();
      await playHands(2);
      expect(await handNumber()).toBeGreaterThanOrEqual(2);
    } finally {
      await context.setOffline(false);
    }
  });

  it('sitting out: the bots play on and the learner comes back posting the missed blinds (F-MISSED)', async () => {
    await playHands(1);
    await page.locator('felt-play-page #sit-out').click();
    await visibleOrSay('felt-play-page #sit-in, felt-play-page #sit-in-post', 'sitting out');
    for (let k = 0; k < 3; k++) {
      await page.locator('felt-play-page #next-hand').click();
      await visibleOrSay('felt-play-page #next-hand', `hand ${k + 1} while sitting out`);
      expect(await page.locator('felt-table-actions').count()).toBe(0);
    }
    await page.locator('felt-play-page #sit-in-post, felt-play-page #sit-in').first().click();
    await page.locator('felt-play-page #next-hand').click();
    await playHands(1);
    expect(await page.locator('felt-hand-result').count()).toBe(1);
  });

  it('every hand is in the history: replayed step by step, exported as PHH and imported back', async () => {
    await open('#/history');
    await page.locator('felt-hand-history-page ul.hands li').first().waitFor();
    const before = await page.locator('felt-hand-history-page ul.hands li').count();
    expect(before).toBeGreaterThanOrEqual(20);
    await page.locator('felt-hand-history-page #filter-game').selectOption('stud7');
    expect(await page.locator('felt-hand-history-page ul.hands li').count()).toBeGreaterThanOrEqual(1);
    await page.locator('felt-hand-history-page #filter-game').selectOption('all');
    // Replay: back to the start and forward again.
    await page.locator('felt-hand-history-page ul.hands li a').first().click();
    await page.locator('felt-hand-replay #back').waitFor();
    const end = await page.locator('felt-hand-replay .step').textContent();
    await page.locator('felt-hand-replay #first').click();
    expect(await page.locator('felt-hand-replay .step').textContent()).toMatch(/^Step 0 of/);
    await page.locator('felt-hand-replay #forward').click();
    expect(await page.locator('felt-hand-replay .step').textContent()).toMatch(/^Step 1 of/);
    await page.locator('felt-hand-replay #last').click();
    expect(await page.locator('felt-hand-replay .step').textContent()).toBe(end);
    // The share link replays the same hand.
    await page.locator('felt-hand-history-page #share').click();
    const link = await page.locator('felt-hand-history-page input.link').inputValue();
    expect(link).toContain('#/history/share/h1.');
    // Export this hand and import the file back.
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('felt-hand-history-page #export-one').click()]);
    const file = await download.path();
    const text = readFileSync(file!, 'utf8');
    expect(text).toMatch(/^variant = "/);
    await page.goto(link);
    await page.locator('felt-hand-replay .step').waitFor();
    expect(await page.locator('felt-hand-replay .step').textContent()).toBe(end);
    await open('#/history');
    await page.locator('felt-hand-history-page #import').setInputFiles({ name: 'hand.phh', mimeType: 'application/toml', buffer: Buffer.from(text) });
    await expect.poll(() => page.locator('felt-hand-history-page p.message').textContent()).toMatch(/^1 hand imported\b/);
    expect(await page.locator('felt-hand-history-page ul.hands li').count()).toBe(before + 1);
    // A malformed file: the line is named and nothing changes.
    const broken = text.replace(/"(p\d+) cc"/, '"$1 cbr 1"').replace(/"(p\d+) f"/, '"$1 cbr 1"');
    await page.locator('felt-hand-history-page #import').setInputFiles({ name: 'bad.phh', mimeType: 'application/toml', buffer: Buffer.from(broken.replace('variant = "', 'variant = ')) });
    await expect.poll(() => page.locator('felt-hand-history-page p.message').textContent()).toMatch(/not imported.*Line 1/);
    expect(await page.locator('felt-hand-history-page ul.hands li').count()).toBe(before + 1);
  });

  it('has no serious or critical axe violations on the setup form, the table and the history, phone and tablet', async () => {
    const found: string[] = [];
    for (const size of [PHONE, TABLET]) {
      await page.setViewportSize(size);
      await setUp();
      await page.locator('felt-table-actions button').first().waitFor();
      found.push(...await axeScan(`table ${size.width}`));
      if (size === TABLET) await page.screenshot({ path: join(RESULTS_DIR, 'play-table-tablet.png') });
      await page.locator('felt-play-page #end').click();
      await page.locator('felt-play-page #new-table').click();
      found.push(...await axeScan(`setup ${size.width}`));
    }
    await open('#/history');
    found.push(...await axeScan('history'));
    expect(found).toEqual([]);
  });

  it('phone and tablet tables: no seat covers a board card or another seat\'s cards or name, 2 to 9 seats, 1 to 3 boards, stud\'s seven cards', async () => {
    await setUp();
    const found: string[] = [];
    for (const size of [NARROW, PHONE, TABLET]) {
      await page.setViewportSize(size);
      const cases = [...[2, 3, 4, 5, 6, 7, 8, 9].flatMap((n) => [1, 2, 3].map((boards) => ({ game: 'holdem', n, boards, cards: 2 }))),
        ...[6, 8].map((n) => ({ game: 'stud7', n, boards: 0, cards: 7 }))];
      for (const c of cases) {
        // A table drawn beside the page's own, as wide, with every seat in the hand and showing its cards (the widest seats).
        const hits = await page.evaluate(async ({ game, n, boards, cards }) => {
          const width = document.querySelector('felt-app')!.shadowRoot!.querySelector('felt-play-page')!.shadowRoot!.querySelector('felt-table-view')!.getBoundingClientRect().width;
          const box = document.createElement('div');
          box.style.cssText = `position:absolute;left:0;top:0;width:${width}px`;
          const element = document.createElement('felt-table-view');
          const view = element as unknown as Record<string, unknown>;
          box.append(element);
          document.body.append(box);
          const seatCards = (i: number) => Array.from({ length: cards }, (_, k) => (i * 7 + k) % 52);
          view.names = Array.from({ length: n }, (_, i) => (i === 0 ? 'You' : `Seat ${i + 1}`));
          view.levels = Array.from({ length: n }, (_, i) => (i === 0 ? null : 'Normal bot'));
          view.lastActions = Array.from({ length: n }, (_, i) => (i % 2 ? 'Raise to 120' : null));
          view.view = {
            game, button: 1, pot: 1234,
            seats: Array.from({ length: n }, (_, i) => ({ inHand: true, folded: false, allIn: i === 1, stack: 1000 + i, bet: 20, cards: seatCards(i), up: seatCards(i).map((_, k) => cards > 2 && k >= 2 && k < 6) })),
            boards: Array.from({ length: boards }, (_, b) => [40, 41, 42, 43 + b, 46 + b]),
          };
          await element.updateComplete;
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
          const root = element.shadowRoot!;
          const over = (a: DOMRect, b: DOMRect) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
          const seats = [...root.querySelectorAll('li.seat')];
          const out: string[] = [];
          for (const card of root.querySelectorAll('.board svg.card')) {
            const r = card.getBoundingClientRect();
            seats.forEach((seat, i) => { if (over(seat.getBoundingClientRect(), r)) out.push(`seat ${i + 1} covers a board card`); });
          }
          seats.forEach((seat, i) => seat.querySelectorAll('svg.card, .name').forEach((part) => seats.forEach((other, j) => {
            if (i !== j && over(other.getBoundingClientRect(), part.getBoundingClientRect())) out.push(`seat ${j + 1} covers ${part.matches('.name') ? 'the name' : 'a card'} of seat ${i + 1}`);
          })));
          box.remove();
          return [...new Set(out)];
        }, c);
        for (const h of hits) found.push(`${size.width} px, ${c.game}, ${c.n} seats, ${c.boards} boards: ${h}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('logged no console errors', () => {
    expect(problems).toEqual([]);
  });
});
