// The language registry: one line per language (its code, its own name, its catalogue loader).
// English is built into the first load; every other catalogue is a lazy chunk, precached for offline use.
// Adding a language: README "Adding a language".
import { en } from './en';
import type { Catalogue } from './index';

export interface Language {
  /** BCP 47 primary tag, also the Intl locale and `<html lang>`. */
  readonly code: string;
  /** The language's name in itself, as the picker shows it. */
  readonly name: string;
  /** The UI and engine-reason catalogues, merged. */
  readonly load: () => Promise<Catalogue>;
}

export const LANGUAGES = [
  { code: 'en', name: 'English', load: () => Promise.resolve(en) },
  { code: 'tr', name: 'Türkçe', load: () => import('./tr').then((m) => m.tr) },
  { code: 'el', name: 'Ελληνικά', load: () => import('./el').then((m) => m.el) },
] as const satisfies readonly Language[];

export type LocaleCode = (typeof LANGUAGES)[number]['code'];
