// Felt in Turkish and in Greek, used as a learner would (issue 15 point 4), in Chromium against the production build,
// offline after the first load, at phone width (360x740; the table also at 1180x820): Settings, Home, Practice, the
// coach builder, Learn, Progress, Equity, History, a lesson walked to its end and on to the next one, a drill answered to its results and a
// seeded hand at the table played to its end. Every screen is scanned for English (its rendered text, through the
// shadow roots, and its aria-label/title/placeholder/alt attributes, against the English catalogues) and for text that
// overflows or is clipped by its box. A failure lists each English text and each overflowing box, and where it is.
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_TEXT } from '../src/engine/cards';
import { REASON_TEXT } from '../src/engine/betting/reasons';
import { HAND_INPUT_TEXT } from '../src/engine/rankings/validate';
import { STORAGE_TEXT } from '../src/storage/types';
import { en as uiEn } from '../src/i18n/en';
import { el } from '../src/i18n/el';
import { tr } from '../src/i18n/tr';
import { engineEl } from '../src/i18n/engine/el';
import { engineTr } from '../src/i18n/engine/tr';
import { quizEn } from '../src/i18n/quizzes/en';
import { quizEl } from '../src/i18n/quizzes/el';
import { quizTr } from '../src/i18n/quizzes/tr';
import { msg, useLocale } from '../src/i18n/index';
import { LESSONS, lessonById } from '../src/trainer/lessons/catalogue';
import { translations as lessonsEl } from '../src/trainer/lessons/el/index';
import { translations as lessonsTr } from '../src/trainer/lessons/tr/index';
import type { LessonTranslations } from '../src/trainer/lessons/types';
import { generateDrill, type DrillSpec } from '../src/trainer/drill';
import { drillHash } from '../src/trainer/links';
import { QUIZ_KINDS, quizKind } from '../src/trainer/quizzes/index';
import { NARROW, RESULTS_DIR, launchBrowser, openRoute, seedRandomValues, startPreview, watchProblems } from './browser';
import { answerByTouch } from './quiz-answers';

/** The quiz kinds the drill runs: every kind (all are translated; a new kind is drilled here as soon as it exists). */
const TRANSLATED_QUIZ_KINDS: readonly string[] = QUIZ_KINDS.map((k) => k.id);

/** The lesson walked (its sections, every self-check opened), then the next one in the catalogue. */
const LESSON = 'bet-no-limit';

const PHONE = NARROW;
const TABLET = { width: 1180, height: 820 };

/**
 * Text that is the same word in every language, never English left over: the app's name, proper names of games and
 * of the hand-history format. Matched against whole texts (after trimming).
 */
const SAME_IN_EVERY_LANGUAGE: readonly RegExp[] = [/^Felt$/, /^PHH$/, /^(Omaha|Soko|Telesina|Americana|Vela)$/];

/**
 * English known to be on screen and reported without failing, each entry naming where it comes from. Empty: the
 * table's hand names and the drill results' lesson titles are translated now. Add an entry only with a reason.
 */
const BEING_TRANSLATED: ReadonlyArray<{ why: string; line: RegExp }> = [];

/** Kind titles not in the drill's list, allowed on the lists that name every kind (none while the drill runs every kind). */
const untranslatedKindTitles = (): Set<string> => new Set(QUIZ_KINDS.filter((k) => !(TRANSLATED_QUIZ_KINDS as readonly string[]).includes(k.id)).map((k) => k.title));

let server: PreviewServer;
let url: string;
let context: BrowserContext;
let page: Page;
let closeBrowser: () => Promise<void>;
const problems: string[] = [];
const languages: Language[] = [];

// ---- the English catalogues, as patterns ----------------------------------------------------------------

interface EnglishText { id: string; text: string }

/** A placeholder or a plural form (one level of nested braces), which matches any text. */
const PLACEHOLDER = /\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/;
const SENTINEL = '\u0001';

/** The engine's English sentences (functions of their parameters) as templates: every parameter a placeholder. */
function engineEnglish(): EnglishText[] {
  const out: EnglishText[] = [];
  const params = new Proxy({}, { get: (_t, key) => (typeof key === 'string' ? SENTINEL : undefined) });
  for (const [table, name] of [[REASON_TEXT, 'engine'], [CARD_TEXT, 'card'], [HAND_INPUT_TEXT, 'hand input'], [STORAGE_TEXT, 'storage']] as const) {
    for (const [id, fn] of Object.entries(table as Record<string, (p: unknown) => string>)) {
      try { out.push({ id: `${name} ${id}`, text: String(fn(params)).split(SENTINEL).join('{x}').replace(/NaN|undefined/g, '{x}') }); } catch { /* a sentence that computes with its parameters */ }
    }
  }
  return out;
}

/** Every English text a learner could meet: the UI, quiz and engine catalogues, lesson titles, summaries and text, quiz kind titles. */
async function englishTexts(): Promise<EnglishText[]> {
  const out: EnglishText[] = [
    ...Object.entries(uiEn).map(([id, text]) => ({ id, text })),
    ...Object.entries(quizEn).map(([id, text]) => ({ id, text })),
    ...engineEnglish(),
    ...QUIZ_KINDS.map((k) => ({ id: `quiz kind ${k.id} title`, text: k.title })),
  ];
  for (const l of LESSONS) {
    out.push({ id: `lesson ${l.id} title`, text: l.title }, { id: `lesson ${l.id} summary`, text: l.summary });
    const content = await l.load();
    for (const [i, s] of content.sections.entries()) {
      out.push({ id: `lesson ${l.id} section ${i + 1} heading`, text: s.heading });
      for (const p of s.paragraphs) out.push({ id: `lesson ${l.id} section ${i + 1}`, text: p });
      for (const ex of s.examples ?? []) out.push({ id: `lesson ${l.id} example caption`, text: ex.caption });
    }
    for (const q of content.practice) out.push({ id: `lesson ${l.id} self-check`, text: q.question }, { id: `lesson ${l.id} self-check answer`, text: q.answer });
  }
  return out;
}

/**
 * `key`: the longest literal piece, which a text must contain before the patterns are tried (most texts contain none);
 * `own`: the language's own templates for the same ids, which a text may match (a Greek "{rank} high" kept as a loanword).
 */
interface Matcher { id: string; english: string; key: string; whole: RegExp; inside: RegExp | null; own: RegExp[] }

const escape = (s: string) => s.replace(/[.*+?^$()|[\]{}\\]/g, '\\$&');
const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * Patterns for the English texts a translated screen must not show. Skipped: a text whose translation is the same
 * (names, "Omaha", "{name}: {amount}"), one with fewer than four letters of its own, and one the translation itself
 * uses (a loanword such as "Pot limit" in a Turkish title: the whole text, or every piece of a text of two words or
 * more). A text of two words or more is also found inside a longer one.
 */
function matchers(english: readonly EnglishText[], own: ReadonlyMap<string, string>, ownCorpus: string): Matcher[] {
  const out: Matcher[] = [];
  const seen = new Map<string, Matcher>();
  for (const { id, text } of english) {
    const value = norm(text);
    const mine = own.get(id);
    if (mine !== undefined && norm(mine) === value) continue;
    const parts = value.split(PLACEHOLDER);
    const literal = parts.join(' ');
    if (literal.replace(/[^A-Za-z]/g, '').length < 4) continue;
    const known = seen.get(value);
    if (known) { if (mine !== undefined) known.own.push(templateRe(mine)); continue; }
    const words = literal.trim().split(/\s+/).filter((w) => /[A-Za-z]{2}/.test(w));
    // A phrase the language's own catalogue uses is the translation's word, not English left over.
    if (parts.length === 1 ? ownCorpus.includes(value.toLowerCase()) : words.length >= 2 && parts.every((p) => !p.trim() || ownCorpus.includes(norm(p).toLowerCase()))) continue;
    const body = parts.map((p) => escape(p)).join('.+?');
    const m: Matcher = {
      id, english: value, key: parts.map((p) => p.trim()).sort((x, y) => y.length - x.length)[0], whole: new RegExp(`^${body}$`, 'u'),
      inside: words.length >= 2 && literal.replace(/[^A-Za-z]/g, '').length >= 8 ? new RegExp(`(?<![\\p{L}])${body}(?![\\p{L}])`, 'u') : null,
      own: mine === undefined ? [] : [templateRe(mine)],
    };
    seen.set(value, m);
    out.push(m);
  }
  return out;
}

/** Common English words that are not Turkish words either: two of them in one text is an English sentence, catalogued or not. */
const ENGLISH_WORDS = ['the', 'and', 'of', 'is', 'are', 'you', 'your', 'to', 'with', 'for', 'this', 'that', 'was', 'were', 'have', 'will', 'from', 'which', 'wins', 'who', 'when', 'what', 'there', 'their', 'must', 'may', 'cannot', 'would', 'should', 'does', 'no', 'or'];
const ENGLISH_WORD = new RegExp(`(?<![\\p{L}'’])(${ENGLISH_WORDS.join('|')})(?![\\p{L}'’])`, 'giu');

// ---- what a screen shows ---------------------------------------------------------------------------------

/** `whole`: an element's text with its children's (a sentence split by markup), not its own words alone. */
interface Shown { where: string; text: string; whole?: true }
interface Scan { shown: Shown[]; overflow: string[]; pageWidth: number }

/** Installed in every page: collects the visible text (elements' own text, their whole text, labelling attributes) and the overflowing boxes. */
function installScanner(): void {
  const w = window as unknown as { __feltScan: () => Scan; __feltSettled: (loading: string[]) => boolean; __feltLast?: string; __feltSame?: number };
  const clean = (s: string) => s.replace(/\s+/g, ' ').trim();
  const describe = (el: Element): string => {
    let host: Element | null = null;
    for (let n: Node | null = el; n; n = n instanceof ShadowRoot ? n.host : n.parentNode) {
      if (n !== el && n instanceof Element && n.localName.startsWith('felt-')) { host = n; break; }
    }
    const self = `${el.localName}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${Array.from(el.classList).join('.')}` : ''}`;
    return host ? `${host.localName} ${self}` : self;
  };
  const blockOf = (el: Element): Element | null => {
    for (let n: Node | null = el.parentNode; n; n = n instanceof ShadowRoot ? n.host : n.parentNode) {
      if (n instanceof Element && !['inline', 'contents'].includes(getComputedStyle(n).display)) return n;
    }
    return null;
  };
  /** Inside a box that scrolls sideways (the range grid, a wide table): its content is reached by scrolling, not cut. */
  const inScroller = (el: Element): boolean => {
    for (let n: Node | null = el.parentNode; n; n = n instanceof ShadowRoot ? n.host : n.parentNode) {
      if (n instanceof Element && ['auto', 'scroll'].includes(getComputedStyle(n).overflowX)) return true;
    }
    return false;
  };
  const canvas = document.createElement('canvas').getContext('2d')!;
  const hidden = (el: Element, style: CSSStyleDeclaration) => style.clip !== 'auto' && style.position === 'absolute';
  w.__feltScan = () => {
    const shown: Shown[] = [];
    const overflow: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        if (el.closest('script, style, template, noscript')) continue;
        const box = el.localName === 'option' ? el.closest('select') : el;
        const visible = !!box && box.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true });
        if (visible) {
          for (const a of ['aria-label', 'title', 'placeholder', 'alt', 'aria-description', 'aria-roledescription', 'aria-valuetext']) {
            const v = el.getAttribute(a);
            if (v && clean(v)) shown.push({ where: `${describe(el)} [${a}]`, text: clean(v) });
          }
          const own = clean(Array.from(el.childNodes).filter((c) => c.nodeType === Node.TEXT_NODE).map((c) => c.textContent ?? '').join(''));
          if (own) shown.push({ where: describe(el), text: own });
          const whole = clean(el.textContent ?? '');
          if (whole && whole !== own && whole.length <= 400 && el.children.length > 0) shown.push({ where: describe(el), text: whole, whole: true });
          if (own && el instanceof HTMLElement) {
            const style = getComputedStyle(el);
            if (hidden(el, style)) { /* screen-reader text, clipped on purpose */ } else if (style.display === 'inline') {
              // An inline run of words wider than the block it sits in.
              const block = blockOf(el);
              const r = el.getBoundingClientRect();
              const b = block?.getBoundingClientRect();
              if (block && b && !['auto', 'scroll'].includes(getComputedStyle(block).overflowX) && (r.right > b.right + 1 || r.left < b.left - 1)) {
                overflow.push(`${describe(el)} "${own.slice(0, 60)}" runs ${Math.round(Math.max(r.right - b.right, b.left - r.left))} px out of ${describe(block)}`);
              }
            } else if (el.clientWidth > 2) {
              const scrolls = ['auto', 'scroll'].includes(style.overflowX);
              if (!scrolls && el.scrollWidth > el.clientWidth + 1) overflow.push(`${describe(el)} "${own.slice(0, 60)}" is ${el.scrollWidth} px wide in a ${el.clientWidth} px box`);
              if (['hidden', 'clip'].includes(style.overflowY) && el.scrollHeight > el.clientHeight + 1) overflow.push(`${describe(el)} "${own.slice(0, 60)}" is cut: ${el.scrollHeight} px tall in a ${el.clientHeight} px box`);
              const r = el.getBoundingClientRect();
              // Wholly left of the screen is hidden on purpose (the skip link until it has focus).
              if (r.right > 0 && (r.right > innerWidth + 1 || r.left < -1) && !inScroller(el)) overflow.push(`${describe(el)} "${own.slice(0, 60)}" is off screen (${Math.round(r.left)}..${Math.round(r.right)} px of ${innerWidth})`);
            }
          }
          if (el instanceof HTMLSelectElement && el.options.length) {
            // A closed select shows the chosen option cut at its edge, with no scrollbar to tell: every option must fit.
            const style = getComputedStyle(el);
            canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            const [text, width] = Array.from(el.options).map((o) => [clean(o.text), canvas.measureText(clean(o.text)).width] as const).sort((x, y) => y[1] - x[1])[0];
            const need = width + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) + 20;
            if (need > el.clientWidth + 1) overflow.push(`${describe(el)} option "${text.slice(0, 60)}" is cut: it needs ${Math.round(need)} px, the box is ${el.clientWidth} px`);
          }
        }
        if (el.shadowRoot) visit(el.shadowRoot);
      }
    };
    visit(document);
    return { shown, overflow, pageWidth: document.documentElement.scrollWidth };
  };
  // Settled: no waiting text, and the same text on screen for four looks in a row.
  const allText = (root: Document | ShadowRoot, out: string[]): string[] => {
    for (const el of Array.from(root.querySelectorAll('*'))) {
      for (const c of Array.from(el.childNodes)) if (c.nodeType === Node.TEXT_NODE && c.textContent?.trim()) out.push(clean(c.textContent));
      if (el.shadowRoot) allText(el.shadowRoot, out);
    }
    return out;
  };
  w.__feltSettled = (loading: string[]) => {
    const texts = allText(document, []);
    if (texts.some((t) => loading.includes(t))) { w.__feltSame = 0; w.__feltLast = ''; return false; }
    const now = texts.join('\n');
    w.__feltSame = now === w.__feltLast ? (w.__feltSame ?? 0) + 1 : 0;
    w.__feltLast = now;
    return w.__feltSame >= 3;
  };
}

// ---- a language ------------------------------------------------------------------------------------------

interface Language {
  code: 'tr' | 'el';
  ui: Readonly<Record<string, string>>;
  all: ReadonlyMap<string, string>;
  lessons: LessonTranslations;
  matchers: Matcher[];
  /** The matchers each text met (texts repeat from screen to screen). */
  hits: Map<string, Matcher[]>;
  own: Set<string>;
  /** This test's findings (each test starts afresh). */
  found: string[];
  allowed: string[];
}

async function language(code: 'tr' | 'el'): Promise<Language> {
  const ui = code === 'tr' ? tr : el;
  const lessons = code === 'tr' ? lessonsTr : lessonsEl;
  const all = new Map<string, string>(Object.entries({ ...ui, ...(code === 'tr' ? engineTr : engineEl), ...(code === 'tr' ? quizTr : quizEl) }));
  for (const l of LESSONS) {
    const t = lessons.titles[l.id];
    if (t) { all.set(`lesson ${l.id} title`, t.title); all.set(`lesson ${l.id} summary`, t.summary); }
  }
  const ownTexts = [...all.values()];
  for (const id of [LESSON, next(LESSON)]) {
    const text = await lessons.lessons[id]?.();
    for (const s of text?.sections ?? []) ownTexts.push(s.heading, ...s.paragraphs, ...(s.captions ?? []));
    for (const q of text?.practice ?? []) ownTexts.push(q.question, q.answer);
  }
  const own = new Set(ownTexts.map(norm));
  return { code, ui, all, lessons, matchers: matchers(await englishTexts(), all, ownTexts.map((t) => norm(t).toLowerCase()).join('\n')), hits: new Map(), own, found: [], allowed: [] };
}

const next = (id: string): string => LESSONS[LESSONS.indexOf(lessonById(id)!) + 1].id;

/** A template of the language as a pattern for a whole text (placeholders match anything). */
const templateRe = (template: string): RegExp => new RegExp(`^${norm(template).split(PLACEHOLDER).map(escape).join('.+?')}$`, 'u');

/** Texts that say something is still on its way (the page, an example being worked out, the lab's tables). */
const WAITING = ['app.loading', 'example.computing', 'lab.tableLoading'] as const;

/** Waits until the screen has settled (no waiting text, the same text four looks in a row). */
async function settle(lang: Language): Promise<void> {
  await page.waitForFunction((loading) => (window as unknown as { __feltSettled: (l: string[]) => boolean }).__feltSettled(loading),
    WAITING.flatMap((id) => [lang.ui[id], uiEn[id]]), { polling: 50, timeout: 30_000 });
}

/** Scans the screen: English text, text overflowing its box, a page wider than the screen; `what` names the screen in the report. */
async function check(lang: Language, what: string, allow: ReadonlySet<string> = new Set(), settled = false): Promise<void> {
  if (!settled) await settle(lang);
  const scan = await page.evaluate(() => (window as unknown as { __feltScan: () => Scan }).__feltScan());
  const width = page.viewportSize()!.width;
  const before = lang.found.length;
  const seen = new Set<string>();
  const report = (line: string) => {
    if (seen.has(line)) return;
    seen.add(line);
    const pending = BEING_TRANSLATED.find((b) => b.line.test(line));
    if (pending) lang.allowed.push(`${line} [allowed for now: ${pending.why}]`); else lang.found.push(line);
  };
  // Shortest texts first, so English is reported where it sits, not again for every box around it.
  const englishSeen = new Set<string>();
  const englishTextsSeen: string[] = [];
  for (const { where, text, whole } of [...scan.shown].sort((x, y) => x.text.length - y.text.length)) {
    if (lang.own.has(text) || SAME_IN_EVERY_LANGUAGE.some((re) => re.test(text))) continue;
    if (allow.has(text)) { lang.allowed.push(`${lang.code} ${what}: "${text}" at ${where} [allowed for now: a hand kind's name, see TRANSLATED_QUIZ_KINDS]`); continue; }
    let hits = lang.hits.get(text);
    if (!hits) {
      hits = lang.matchers.filter((m) => text.includes(m.key) && (m.whole.test(text) || m.inside?.test(text)) && !m.own.some((re) => re.test(text)));
      lang.hits.set(text, hits);
    }
    if (hits.length) {
      const fresh = hits.filter((m) => !englishSeen.has(m.english));
      for (const m of fresh) englishSeen.add(m.english);
      englishTextsSeen.push(text);
      if (fresh.length) report(`${lang.code} ${what}: English "${text.slice(0, 160)}" at ${where} (en: ${fresh.slice(0, 3).map((m) => `${m.id} "${m.english.slice(0, 60)}"`).join(', ')})`);
      continue;
    }
    // A box's whole text strings its pieces together (lesson titles in a list): only an element's own words are read as sentences.
    if (whole || englishTextsSeen.some((t) => text.includes(t))) continue;
    const words = new Set([...text.matchAll(ENGLISH_WORD)].map((x) => x[1].toLowerCase()));
    if (words.size >= 2) {
      englishTextsSeen.push(text);
      report(`${lang.code} ${what}: English words (${[...words].join(', ')}) in "${text.slice(0, 160)}" at ${where}`);
    }
  }
  for (const o of scan.overflow) lang.found.push(`${lang.code} ${what} at ${width} px: overflow: ${o}`);
  if (scan.pageWidth > width) lang.found.push(`${lang.code} ${what}: the page is ${scan.pageWidth} px wide on a ${width} px screen`);
  // Every page once; a drill question only when something was found on it.
  if (!/^(question|answer) /.test(what) || lang.found.length > before) await page.screenshot({ path: join(RESULTS_DIR, `i18n-pages-${lang.code}-${what.replace(/[^a-z0-9]+/gi, '-')}-${width}.png`), fullPage: true });
}

/** Opens a route (a hash change: no reload, still offline) and waits for its page's heading. */
async function go(hash: string): Promise<void> {
  await page.evaluate((h) => { location.hash = h; }, hash);
  await page.waitForFunction((h) => location.hash === h || (h === '#/' && location.hash === ''), hash);
  await page.locator('felt-app main h1').first().waitFor();
}

/** Scrolls to every live example of the lesson on screen (each is worked out when it comes into view) and waits for each. */
async function walkExamples(): Promise<void> {
  await page.locator('felt-lesson-page article').waitFor();
  const examples = page.locator('felt-lesson-page felt-lesson-example');
  const n = await examples.count();
  for (let i = 0; i < n; i++) {
    await examples.nth(i).scrollIntoViewIfNeeded();
    await expect.poll(() => examples.nth(i).locator('.pending').count(), { timeout: 30_000 }).toBe(0);
  }
}

const tapButtonNamed = async (scope: string, template: string): Promise<boolean> => {
  const button = page.locator(`${scope} button:not([disabled])`).filter({ hasText: templateRe(template) });
  if (await button.count() === 0) return false;
  await button.first().tap();
  return true;
};

/** The learner's move at the table, found by the words of the language: check, else call, else bring in; one board; accept. */
async function learnerMove(lang: Language): Promise<void> {
  const bar = 'felt-table-actions';
  if (await page.locator(`${bar} button[data-times="1"]`).count()) { await page.locator(`${bar} button[data-times="1"]`).tap(); return; }
  for (const id of ['play.act.accept', 'play.act.split', 'play.act.check', 'play.act.call', 'play.act.callAllIn', 'play.act.bringIn', 'play.act.standPat']) {
    if (await tapButtonNamed(bar, lang.ui[id])) return;
  }
  throw new Error(`${lang.code}: no move found among: ${(await page.locator(`${bar} button`).allTextContents()).join(' | ')}`);
}

beforeAll(async () => {
  ({ server, url } = await startPreview());
  ({ context, page, close: closeBrowser } = await launchBrowser({ viewport: PHONE, hasTouch: true, locale: 'en-US' }));
  await seedRandomValues(context, 0x2545f491);
  await context.addInitScript(installScanner);
  watchProblems(page, problems);
  await openRoute(page, url, '#/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 30_000 });
  await context.setOffline(true);
});

afterAll(async () => {
  // What the temporary allow-list let through: reported, not failed.
  for (const l of languages) if (l.allowed.length) console.warn(`${l.code}: English allowed for now (BEING_TRANSLATED):\n  ${[...new Set(l.allowed)].join('\n  ')}`);
  await closeBrowser?.();
  await server?.close();
});

describe('Felt in Turkish and in Greek, offline, at phone width (issue 15)', () => {
  for (const code of ['tr', 'el'] as const) {
    let lang: Language;

    it(`${code}: chosen in Settings; Home, Practice, the coach builder, Learn, Progress, Equity and History show no English and nothing overflows`, async () => {
      lang = await language(code);
      languages.push(lang);
      await useLocale(code);
      await page.setViewportSize(PHONE);
      await go('#/settings');
      // A progress file with a damaged record, previewed while the page is still in the previous language: the preview
      // and the record's problem stay on screen and are reworded by the switch (issue 15: worded at render time).
      const damaged = { app: 'felt', kind: 'progress', schemaVersion: 1, stores: { settings: [{ key: 'app', value: { theme: 'dark', dailyGoal: 0 } }] } };
      await page.locator('felt-settings-page #import').setInputFiles({ name: 'damaged.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(damaged)) });
      await page.locator('felt-settings-page #import-preview li').waitFor();
      await page.locator(`felt-settings-page input[name="language"][value="${code}"]`).check();
      await page.waitForFunction((c) => document.documentElement.lang === c, code);
      await page.locator('felt-settings-page h1').getByText(lang.ui['settings.title'], { exact: true }).waitFor();
      const problem = (lang.all.get('engine.storage.problem.daily-goal') ?? '').replace('{min}', '1').replace('{max}', '500');
      expect(problem).not.toBe('');
      await page.locator('felt-settings-page #import-preview li').getByText(problem).waitFor();
      await check(lang, 'Settings, a damaged file previewed');
      await page.locator('felt-settings-page #import-cancel').tap();
      await page.locator('felt-settings-page #data-message').getByText(lang.ui['settings.importCancelled'], { exact: true }).waitFor();
      await check(lang, 'Settings');
      await go('#/');
      await check(lang, 'Home');
      await go('#/practice');
      await page.locator('felt-practice-page #custom summary').click();
      // The custom drill's list names every quiz kind; the hand kinds' names are not translated yet (TRANSLATED_QUIZ_KINDS).
      await check(lang, 'Practice', untranslatedKindTitles());
      await go('#/practice/builder');
      await page.locator('felt-coach-builder #make-link').tap();
      await page.locator('felt-coach-builder #drill-link').waitFor();
      await check(lang, 'coach builder', untranslatedKindTitles());
      await go('#/learn');
      await check(lang, 'Learn');
      await go('#/progress');
      await check(lang, 'Progress');
      await go('#/equity');
      await page.locator('felt-equity-page #run').tap();
      await page.locator('felt-equity-page felt-equity-results, felt-equity-page #error').first().waitFor({ timeout: 30_000 });
      await check(lang, 'Equity');
      await go('#/history');
      await check(lang, 'History');
      expect(lang.found).toEqual([]);
    });

    it(`${code}: a lesson walked to its end (every live example worked out, every self-check opened) and on to the next lesson`, async () => {
      lang.found = [];
      await go(`#/learn/${LESSON}`);
      await page.locator('felt-lesson-page h1').getByText(lang.lessons.titles[LESSON].title, { exact: true }).waitFor();
      await page.locator('felt-lesson-page ul.drills a').first().waitFor();
      await walkExamples();
      const checks = page.locator('felt-lesson-page #practice details summary');
      for (let i = 0; i < await checks.count(); i++) await checks.nth(i).tap();
      await page.locator('felt-lesson-page #practice').scrollIntoViewIfNeeded();
      await check(lang, 'lesson');
      await page.locator('felt-lesson-page a[rel="next"]').tap();
      await page.locator('felt-lesson-page h1').getByText(lang.lessons.titles[next(LESSON)].title, { exact: true }).waitFor();
      await walkExamples();
      await check(lang, 'next lesson');
      expect(lang.found).toEqual([]);
    });

    it(`${code}: a drill of the translated quiz kinds, every question answered (one wrong), to its results`, async () => {
      for (const k of TRANSLATED_QUIZ_KINDS) expect(quizKind(k), k).toBeDefined();
      lang.found = [];
      const spec: DrillSpec = { kinds: [...TRANSLATED_QUIZ_KINDS], games: ['holdem', 'omaha-hl'], difficulty: 1, count: TRANSLATED_QUIZ_KINDS.length, timer: 0, seed: code === 'tr' ? 20261201 : 20261202, mode: 'practice' };
      // The same drill in this process, in the same language: the prompts the page must show, and the engine's answers.
      const questions = generateDrill(spec);
      const wrong = questions.findIndex((q) => q.input.type === 'choice');
      await go(drillHash(spec));
      await check(lang, 'drill intro');
      await page.locator('felt-practice-page #begin').tap();
      for (let i = 0; i < questions.length; i++) {
        const q = questions[i];
        await expect.poll(() => page.locator('felt-drill-runner #counter').textContent()).toBe(msg('drill.counter', { n: i + 1, total: questions.length }));
        expect(await page.locator('felt-quiz-question #prompt').textContent(), `question ${i + 1} (${q.kind})`).toBe(q.prompt);
        await check(lang, `question ${i + 1} ${q.kind}`, undefined, true);
        if (i === wrong) await page.locator('felt-quiz-choice button.option').nth(((q.expected as number) + 1) % (q.input as { options: string[] }).options.length).tap();
        else await answerByTouch(page, q);
        await page.locator('felt-quiz-question #feedback').waitFor();
        expect(await page.locator('felt-quiz-question .verdict').textContent(), `question ${i + 1} (${q.kind})`).toContain(i === wrong ? lang.ui['quiz.wrong'] : lang.ui['quiz.right']);
        await check(lang, `answer ${i + 1} ${q.kind}`);
        await page.locator('felt-drill-runner #next').tap();
      }
      await page.locator('felt-drill-results #score').waitFor();
      expect(await page.locator('felt-drill-results #score').textContent()).toBe(`${questions.length - 1} / ${questions.length}`);
      // Every question with its answer and the rule IDs: the first fold tapped open, the rest opened at once.
      const folds = page.locator('felt-drill-results details:not([open]) > summary');
      await folds.first().tap();
      await page.locator('felt-drill-results').evaluate((host) => {
        const open = (root: ParentNode) => root.querySelectorAll('*').forEach((el) => {
          if (el instanceof HTMLDetailsElement) el.open = true;
          if (el.shadowRoot) open(el.shadowRoot);
        });
        open(host.shadowRoot!);
      });
      expect(await folds.count()).toBe(0);
      await check(lang, 'drill results');
      expect(lang.found).toEqual([]);
    });

    it(`${code}: a seeded hand at the table played to its end, at 360 px and on a 1180x820 tablet`, async () => {
      lang.found = [];
      await go('#/play');
      const setup = page.locator('felt-play-page #new-table, felt-play-page #end, felt-play-setup #start');
      await setup.first().waitFor();
      if (await page.locator('felt-play-page #end').count()) await page.locator('felt-play-page #end').tap();
      if (await page.locator('felt-play-page #new-table').count()) await page.locator('felt-play-page #new-table').tap();
      await page.locator('felt-play-setup #pace').selectOption('fast');
      await check(lang, 'table setup');
      await page.locator('felt-play-setup #start').tap();
      await page.locator('felt-table-view').waitFor();
      let looked = false;
      for (let guard = 0; guard < 200; guard++) {
        await page.locator('felt-table-actions button:not([disabled]), felt-play-page #next-hand').first().waitFor({ timeout: 30_000 });
        if (await page.locator('felt-play-page #next-hand').count()) break;
        if (!looked) {
          // The learner's first turn: the table and its action bar, on a phone and on a tablet.
          looked = true;
          await check(lang, 'table, learner to act');
          await page.setViewportSize(TABLET);
          await check(lang, 'table, learner to act');
          await page.setViewportSize(PHONE);
        }
        await learnerMove(lang);
      }
      expect(looked).toBe(true);
      const title = (await page.locator('felt-hand-result h2').first().textContent())?.trim();
      expect([lang.ui['play.showdown'], lang.ui['play.handOver']]).toContain(title);
      await check(lang, 'hand result');
      await page.setViewportSize(TABLET);
      await check(lang, 'hand result');
      await page.setViewportSize(PHONE);
      await page.locator('felt-play-page #end').tap();
      await page.locator('felt-play-summary').waitFor();
      await check(lang, 'table summary');
      // The hand is in the history, and its replay reads in the language too.
      await go('#/history');
      await page.locator('felt-hand-history-page ul.hands li a').first().tap();
      await page.locator('felt-hand-replay #back').waitFor();
      await check(lang, 'hand replay');
      expect(lang.found).toEqual([]);
    });


  }

  // After both languages' walks (a reload re-seeds the page's random values, which would change the seeded table hands above).
  for (const code of ['tr', 'el'] as const) {
    it(`${code}: an offline reload keeps the language; a page that does not exist; a refused import says why in words, its data's keys behind the details`, async () => {
      const lang = languages.find((l) => l.code === code)!;
      lang.found = [];
      await useLocale(code);
      await go('#/settings');
      await page.locator(`felt-settings-page input[name="language"][value="${code}"]`).check();
      await page.waitForFunction((c) => document.documentElement.lang === c, code);
      await go('#/progress');
      await page.reload();
      await page.locator('felt-app main h1').first().waitFor();
      // The first paint follows the browser (English here); the stored choice takes over once the store has opened.
      await page.waitForFunction((c) => document.documentElement.lang === c, code);
      await page.locator('felt-app main h1').getByText(lang.ui['progress.title'], { exact: true }).waitFor();
      await check(lang, 'Progress after an offline reload');
      await go('#/no-such-page');
      await check(lang, 'a page that does not exist');
      await go('#/settings');
      const foreign = { app: 'felt', kind: 'progress', schemaVersion: 1, stores: { lessons: [], secretStash: [] } };
      await page.locator('felt-settings-page #import').setInputFiles({ name: 'foreign.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(foreign)) });
      const error = page.locator('felt-settings-page #data-error');
      await error.waitFor();
      // The sentence says what is wrong in words: no section's own name, no quotes.
      expect(await error.textContent()).not.toMatch(/secretStash|["“”«»]/);
      await check(lang, 'Settings, a refused import');
      const details = page.locator('felt-settings-page .failure-detail');
      await details.locator('summary').getByText(lang.ui['failure.details'], { exact: true }).tap();
      await expect.poll(() => details.locator('code').textContent()).toContain('section: secretStash');
      expect(lang.found).toEqual([]);
    });
  }

  it('logged no errors', () => {
    expect(problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
  });
});
