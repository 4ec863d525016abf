// The message layer: every UI string goes through msg(id, params); numbers and chips through Intl.
// English is the only catalogue for now; a second language is one more file of the same shape.
import { en, type MessageId } from './en';

export type { MessageId };
export type Params = Record<string, string | number>;

type Catalogue = Record<MessageId, string>;
const catalogues: Record<string, Catalogue> = { en };
let locale = 'en';

/** The active locale (BCP 47), used by Intl formatters too. */
export const currentLocale = (): string => locale;

/** Switch the catalogue; unknown locales fall back to English. */
export function setLocale(next: string): void {
  locale = catalogues[next] ? next : 'en';
}

/** A UI string by id; `{name}` placeholders are filled from params (numbers formatted with Intl). */
export function msg(id: MessageId, params: Params = {}): string {
  const template = (catalogues[locale] ?? en)[id] ?? en[id] ?? id;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = params[key];
    if (value === undefined) return whole;
    return typeof value === 'number' ? formatNumber(value) : value;
  });
}

/** Intl formatters are costly to create: keep one per locale and options. */
const formatters = new Map<string, { format(value: never): string }>();
function cached<T extends { format(value: never): string }>(kind: string, options: object, make: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key) as T | undefined;
  if (!f) { f = make(); formatters.set(key, f); }
  return f;
}

/** A plain number in the active locale. */
export const formatNumber = (value: number, options: Intl.NumberFormatOptions = {}): string =>
  cached('number', options, () => new Intl.NumberFormat(locale, options)).format(value);

/** A chip amount: whole chips without decimals, fractional amounts (rake) with two. */
export const formatChips = (value: number): string =>
  formatNumber(value, Number.isInteger(value) ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A share as a percentage: 0.25 -> "25%". */
export const formatPercent = (value: number, digits = 0): string =>
  formatNumber(value, { style: 'percent', maximumFractionDigits: digits });

/** A list joined the way the locale joins lists: "a, b and c". */
export const formatList = (items: string[]): string =>
  cached('list', {}, () => new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' })).format(items as never);

/** A date and time for export notes and "last studied". */
export const formatDate = (epochMs: number): string =>
  cached('date', {}, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })).format(new Date(epochMs) as never);
