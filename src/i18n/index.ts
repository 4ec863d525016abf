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

/** A plain number in the active locale. */
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions): string =>
  new Intl.NumberFormat(locale, options).format(value);

/** A chip amount: whole chips without decimals, fractional amounts (rake) with two. */
export const formatChips = (value: number): string =>
  new Intl.NumberFormat(locale, Number.isInteger(value) ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

/** A share as a percentage: 0.25 -> "25%". */
export const formatPercent = (value: number, digits = 0): string =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: digits }).format(value);

/** A list joined the way the locale joins lists: "a, b and c". */
export const formatList = (items: string[]): string =>
  new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);

/** A date and time for export notes and "last studied". */
export const formatDate = (epochMs: number): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(epochMs));
