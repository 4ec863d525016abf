// @vitest-environment happy-dom
// Issue 15: what is already on screen follows a language switch (errors and notices are worded at render time), and the
// browser's own English (a chunk that did not download, a bug) is replaced by our sentence, the raw text behind a
// toggle labelled in the learner's language.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { handError } from '../src/engine/hand/errors';
import { en, msg, setLocale, useLocale } from '../src/i18n/index';
import { LESSONS } from '../src/trainer/lessons/catalogue';
import { failure, failureText, isOwnError } from '../src/ui/failure';
import { refreshAll } from '../src/ui/locale-refresh';
import '../src/ui/felt-hand-history-page';
import '../src/ui/felt-lesson-page';

/** What Chromium says when a lazy chunk does not arrive. */
const chunkError = () => new TypeError('Failed to fetch dynamically imported module: https://felt.example/assets/felt-lesson-page-1a2b.js');

/** English words of the UI catalogue's failure sentences (the text a Turkish or Greek learner must not meet). */
const ENGLISH = new Set(['failure.offline', 'failure.load', 'failure.unexpected', 'failure.lesson', 'failure.details']
  .flatMap((id) => (en as Record<string, string>)[id].toLowerCase().match(/\p{L}{3,}/gu) ?? []).filter((w) => w !== 'felt'));
const englishIn = (text: string): string[] => (text.toLowerCase().match(/\p{L}{3,}/gu) ?? []).filter((w) => ENGLISH.has(w));

const setOnline = (online: boolean) => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

afterEach(() => { setLocale('en'); setOnline(true); document.body.replaceChildren(); });
afterAll(() => setLocale('en'));

describe('failures the browser words (src/ui/failure.ts)', () => {
  it('tells our own errors (a message id, or our plain Error) from the browser\'s', () => {
    expect(isOwnError(handError('nothing-to-call', {}))).toBe(true);
    expect(isOwnError(new Error('Bu örnek hesaplanamadı.'))).toBe(true);
    expect(isOwnError(chunkError())).toBe(false);
    expect(isOwnError(new Error('error loading dynamically imported module'))).toBe(false);
    expect(isOwnError(new DOMException('The operation is insecure.', 'SecurityError'))).toBe(false);
    expect(isOwnError('a string')).toBe(false);
  });

  it('a chunk that did not download reads as our sentence in the learner language; the browser text is kept for the toggle', async () => {
    const f = failure(chunkError(), 'failure.lesson', 'lesson.loadFailed');
    expect(f.text()).toBe(`${msg('failure.lesson')} ${msg('failure.load')}`);
    expect(f.detail).toBe('TypeError: Failed to fetch dynamically imported module: https://felt.example/assets/felt-lesson-page-1a2b.js');
    for (const code of ['tr', 'el'] as const) {
      await useLocale(code);
      expect(f.text(), code).not.toMatch(/Failed|fetch|module|lesson/i);
      expect(englishIn(f.text()), code).toEqual([]);
    }
    setLocale('en');
    setOnline(false);
    expect(failureText(chunkError())).toBe(msg('failure.offline'));
  });

  it('our own errors keep their reason, with no details toggle', async () => {
    const f = failure(handError('nothing-to-call', {}), 'failure.bot', 'play.botFallback');
    expect(f.detail).toBeNull();
    await useLocale('tr');
    expect(f.text()).toBe('Bir bot karar veremedi (Görülecek bahis yok: pas deyin.), bu yüzden pas dedi ya da çekildi. Masa oynamaya devam ediyor.');
    // No context sentence: the template's reason becomes "an unexpected error" in the learner language.
    expect(failure(new RangeError('Invalid array length'), null, 'play.saveFailed').text()).toContain('beklenmeyen bir hata');
  });

  it('the scan can fail: an English failure sentence is seen', () => {
    expect(englishIn(msg('failure.load'))).not.toEqual([]);
  });
});

describe('a language switch rewords what is already shown', () => {
  it('the lesson page: a lesson chunk that did not download, in English, then Turkish, then Greek, with a labelled toggle', async () => {
    const meta = LESSONS[0];
    const original = meta.load;
    (meta as { load: typeof original }).load = () => Promise.reject(chunkError());
    try {
      const page = document.createElement('felt-lesson-page') as HTMLElement & { lessonId: string; updateComplete: Promise<unknown> };
      page.lessonId = meta.id;
      document.body.append(page);
      const alert = () => page.shadowRoot?.querySelector('[role="alert"]') as HTMLElement | null;
      await expect.poll(() => alert()?.querySelector('p')?.textContent ?? '').toBe(`${msg('failure.lesson')} ${msg('failure.load')}`);
      expect(alert()!.querySelector('details summary')!.textContent).toBe('Technical details (for a bug report)');
      expect(alert()!.querySelector('details code')!.textContent).toMatch(/^TypeError: Failed to fetch/);
      for (const [code, sentence] of [['tr', 'Bu ders yüklenemedi.'], ['el', 'Αυτό το μάθημα δεν φορτώθηκε.']] as const) {
        await useLocale(code);
        refreshAll(document.body);
        // The page asks for the lesson again in the new language; it fails again, now worded in that language.
        await expect.poll(() => alert()?.querySelector('p')?.textContent ?? '').toBe(`${sentence} ${msg('failure.load')}`);
        expect(englishIn(alert()!.querySelector('p')!.textContent!)).toEqual([]);
        expect(alert()!.querySelector('details summary')!.textContent).toBe(msg('failure.details'));
      }
    } finally {
      (meta as { load: typeof original }).load = original;
    }
  });

  it('the hand history: a bad share link\'s message switches from English to Turkish without reloading', async () => {
    const page = document.createElement('felt-hand-history-page') as HTMLElement & { shareCode: string | null; updateComplete: Promise<unknown> };
    page.shareCode = 'h1.abc.zzzz';
    document.body.append(page);
    await page.updateComplete;
    const text = () => page.shadowRoot!.querySelector('[role="alert"]')!.textContent!;
    const english = text();
    expect(english).toMatch(/link|code/i);
    await useLocale('tr');
    refreshAll(document.body);
    await page.updateComplete;
    expect(text()).not.toBe(english);
    expect(text()).not.toMatch(/\b(the|link|is|not)\b/i);
  });
});
