// The message layer: every UI string goes through msg(id, params); plurals through Intl.PluralRules,
// numbers, chips, percentages and dates through Intl in the active locale. Languages: ./languages.ts.
import { en as uiEn, type MessageId as UiMessageId } from './en';
import type { QuizMessageId } from './quizzes/en';
import { LANGUAGES, type LocaleCode } from './languages';

/** Every message id: the UI's (./en.ts) and the quizzes' (./quizzes/en.ts); the engine's reasons are looked up as engine.<id> (./engine/<code>.ts). */
export type MessageId = UiMessageId | QuizMessageId;
export type { LocaleCode };

/**
 * The English catalogue: the UI part at once, the other parts as their code loads them (addEnglish), so the quizzes'
 * text is not in every page's first load. The reference the other languages are checked against.
 */
const english: Record<string, string> = { ...uiEn };
export const en = english as Readonly<Record<MessageId, string>>;

/** Adds an English catalogue part that travels with its code (./quizzes/en.ts registers itself when imported). */
export function addEnglish(part: Readonly<Record<string, string>>): void {
  Object.assign(english, part);
}
export { LANGUAGES };
export type Params = Record<string, string | number>;

/** A catalogue: the same ids as en.ts (test/i18n-parity.test.ts checks every id and placeholder). */
export type Catalogue = Readonly<Partial<Record<MessageId, string>>>;

const loaded = new Map<LocaleCode, Catalogue>([['en', en]]);
let locale: LocaleCode = 'en';
const listeners = new Set<(code: LocaleCode) => void>();

/** The active locale (BCP 47), used by Intl formatters too. */
export const currentLocale = (): LocaleCode => locale;

/** Whether a code is one of the registry's languages. */
export const isLocale = (code: unknown): code is LocaleCode => LANGUAGES.some((l) => l.code === code);

/**
 * The language a first visit gets: the first of the browser's languages (navigator.languages, in
 * the learner's order of preference) that Felt speaks, matched on the primary subtag ("tr-TR" is tr);
 * English when none is.
 */
export function pickLocale(preferred: readonly string[]): LocaleCode {
  for (const tag of preferred) {
    const primary = String(tag).toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return 'en';
}

/** The case marks' resolver (./inflect.ts): loaded with the first language other than English, whose texts alone carry marks. */
let inflector: ((locale: string, text: string) => string) | null = null;

/** Loads a language's catalogue (a lazy chunk, precached for offline use) without switching to it. */
export async function loadLocale(code: LocaleCode): Promise<void> {
  if (loaded.has(code)) return;
  const entry = LANGUAGES.find((l) => l.code === code);
  if (!entry) return;
  const marks = code === 'en' || inflector ? null : import('./inflect').then((m) => { inflector = m.inflect; });
  const [catalogue] = await Promise.all([entry.load(), marks]);
  loaded.set(code, catalogue);
}

/** Loads a language's catalogue and makes it active. */
export async function useLocale(code: LocaleCode): Promise<void> {
  await loadLocale(code);
  setLocale(code);
}

/** Switches to an already loaded catalogue; unknown or unloaded locales fall back to English. */
export function setLocale(next: string): void {
  const code: LocaleCode = isLocale(next) && loaded.has(next) ? next : 'en';
  if (code === locale) return;
  locale = code;
  for (const listener of listeners) listener(code);
}

/** Called after every language switch (the app re-renders its pages); returns the unsubscribe. */
export function onLocaleChange(listener: (code: LocaleCode) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A UI string by id. Templates use `{name}` placeholders (numbers formatted with Intl) and an
 * ICU-like plural form, `{count, plural, =0 {none} one {# skill} other {# skills}}`: the branch is
 * chosen by Intl.PluralRules of the active locale (an exact `=n` first), `#` is the formatted count.
 * A missing translation falls back to English, then to the id itself. Turkish and Greek marks for a label's case
 * (`{seat}’(DA)`, `[του] {player}`) are resolved after filling (./inflect.ts).
 */
export function msg(id: MessageId, params: Params = {}): string {
  const template = loaded.get(locale)?.[id] ?? en[id] ?? id;
  const text = fill(template, params);
  return inflector ? inflector(locale, text) : text;
}

/**
 * A text by a key built at run time (the engine's reasons: `engine.<id>`), filled like msg(); null when the
 * active catalogue has none, so the caller shows its own fallback (the engine's English sentence).
 */
export function lookup(key: string, params: Params = {}): string | null {
  const template = (loaded.get(locale) as Readonly<Record<string, string>> | undefined)?.[key];
  return template === undefined ? null : fill(template, params);
}

/**
 * A name in running text (issue 15): its first letter in lower case, the active locale's way. In every language a hand's
 * name keeps its capital only where it opens a line or an option; after a label's colon ("Board 1: full house, ...",
 * "wins: ...") and inside a sentence it is in lower case: Turkish and Greek write a common noun so there, and English
 * keeps a capital after a colon only for a full sentence (src/trainer/hand-name.ts handNameInSentence).
 */
export const inSentence = (name: string): string => name.charAt(0).toLocaleLowerCase(locale) + name.slice(1);

/** Fills a template (exported for the parity test and for catalogues built at run time). */
export function fill(template: string, params: Params, hash?: string): string {
  // Plain text between placeholders is copied a run at a time (every string a page draws passes here).
  let out = '';
  let i = 0;
  while (i < template.length) {
    const brace = template.indexOf('{', i);
    const sharp = hash === undefined ? -1 : template.indexOf('#', i);
    const at = brace < 0 ? sharp : sharp < 0 ? brace : Math.min(brace, sharp);
    if (at < 0) { out += template.slice(i); break; }
    out += template.slice(i, at);
    if (at === sharp) { out += hash; i = at + 1; continue; }
    const close = matchingBrace(template, at);
    if (close < 0) { out += template.slice(at); break; }
    out += fillPart(template.slice(at + 1, close), params, hash);
    i = close + 1;
  }
  return out;
}

function fillPart(inner: string, params: Params, hash: string | undefined): string {
  const plural = /^\s*(\w+)\s*,\s*plural\s*,/.exec(inner);
  if (!plural) {
    const key = inner.trim();
    const value = params[key];
    if (value === undefined) return `{${inner}}`;
    return typeof value === 'number' ? formatNumber(value) : value;
  }
  // Only a number selects a branch: a formatted string ("1.000") would be misread; it takes "other".
  const raw = params[plural[1]];
  const value = typeof raw === 'number' && Number.isFinite(raw) ? raw : null;
  const branches = pluralBranches(inner.slice(plural[0].length));
  const chosen = (value !== null ? branches.get(`=${value}`) ?? branches.get(pluralRules().select(value)) : undefined)
    ?? branches.get('other') ?? '';
  return fill(chosen, params, value !== null ? formatNumber(value) : raw === undefined ? hash : String(raw));
}

/** `one {…} other {…}` -> Map(selector -> text). */
export function pluralBranches(body: string): Map<string, string> {
  const branches = new Map<string, string>();
  const re = /\s*(=\d+|zero|one|two|few|many|other)\s*\{/y;
  let at = 0;
  for (;;) {
    re.lastIndex = at;
    const m = re.exec(body);
    if (!m) break;
    const open = at + m[0].length - 1;
    const close = matchingBrace(body, open);
    if (close < 0) break;
    branches.set(m[1], body.slice(open + 1, close));
    at = close + 1;
  }
  return branches;
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** Intl formatters are costly to create: keep one per locale and options. */
const formatters = new Map<string, unknown>();
function cached<T>(kind: string, options: object, make: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key) as T | undefined;
  if (!f) { f = make(); formatters.set(key, f); }
  return f;
}

const pluralRules = (): Intl.PluralRules => cached('plural', {}, () => new Intl.PluralRules(locale));

/**
 * A whole number from -999 to 999 with no options (or none but no fraction digits) reads the same in every language
 * Felt speaks: Latin digits, no grouping (test/i18n-fast-paths.test.ts checks each against Intl). It skips
 * Intl.NumberFormat, whose first construction loads the locale's number data: tens of milliseconds on a phone, inside
 * the task that draws the first page (issue 13 item 8).
 */
const isPlainInteger = (value: number, options: Intl.NumberFormatOptions): boolean =>
  Number.isInteger(value) && value > -1000 && value < 1000 && !Object.is(value, -0)
  && Object.entries(options).every(([k, v]) => k === 'maximumFractionDigits' && v === 0);

/** A plain number in the active locale. */
export const formatNumber = (value: number, options: Intl.NumberFormatOptions = {}): string =>
  isPlainInteger(value, options) ? String(value) : cached('number', options, () => new Intl.NumberFormat(locale, options)).format(value);

/** A chip amount: whole chips without decimals, fractional amounts (rake) with two. */
export const formatChips = (value: number): string =>
  formatNumber(value, Number.isInteger(value) ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A share as a percentage: 0.25 -> "25%" ("%25" in Turkish). */
export const formatPercent = (value: number, digits = 0): string =>
  formatNumber(value, { style: 'percent', maximumFractionDigits: digits });

/**
 * CLDR's long conjunction list patterns of the languages Felt speaks ("a and b", "a, b, and c"): creating Intl.ListFormat
 * loads the locale's list data, 5-12 ms on this machine inside the task that draws a lesson's first frame (issue 13
 * item 8). test/i18n-fast-paths.test.ts checks every language of the registry against Intl; a language missing here
 * uses Intl.
 */
const LIST_PATTERNS: Partial<Record<LocaleCode, { two: string; middle: string; end: string }>> = {
  en: { two: ' and ', middle: ', ', end: ', and ' },
  tr: { two: ' ve ', middle: ', ', end: ' ve ' },
  el: { two: ' και ', middle: ', ', end: ' και ' },
};

/** A list joined the way the locale joins lists: "a, b and c". None or one item needs no joining. */
export const formatList = (items: string[]): string => {
  if (items.length <= 1) return items[0] ?? '';
  const p = LIST_PATTERNS[locale];
  if (!p) return cached('list', {}, () => new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' })).format(items);
  return items.length === 2 ? `${items[0]}${p.two}${items[1]}` : `${items.slice(0, -1).join(p.middle)}${p.end}${items.at(-1)}`;
};

/** A date and time for export notes and "last studied". */
export const formatDate = (epochMs: number): string =>
  cached('date', {}, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })).format(new Date(epochMs));

