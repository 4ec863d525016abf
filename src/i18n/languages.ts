// The language registry: one line per language (its code, its own name, its catalogue loader).
// English is built into the first load; every other catalogue is a lazy chunk, precached for offline use.
// Adding a language: README "Languages" (adding a fourth).
import { en } from './en.ts';
import type { Catalogue } from './index';

export interface Language {
  /** BCP 47 primary tag, also the Intl locale and `<html lang>`. */
  readonly code: string;
  /** The language's name in itself, as the picker shows it. */
  readonly name: string;
  /** The catalogue parts merged: the UI's (./<code>.ts), the engine reasons' (./engine/<code>.ts; English is the engine's own text) and the quizzes' (./quizzes/<code>.ts). */
  readonly load: () => Promise<Catalogue>;
}

export const LANGUAGES = [
  { code: 'en', name: 'English', load: () => import('./quizzes/en.ts').then((quiz) => ({ ...en, ...quiz.quizEn })) },
  { code: 'tr', name: 'Türkçe', load: () => Promise.all([import('./tr.ts'), import('./engine/tr.ts'), import('./quizzes/tr.ts')]).then(([ui, engine, quiz]) => ({ ...ui.tr, ...engine.engineTr, ...quiz.quizTr })) },
  { code: 'el', name: 'Ελληνικά', load: () => Promise.all([import('./el.ts'), import('./engine/el.ts'), import('./quizzes/el.ts')]).then(([ui, engine, quiz]) => ({ ...ui.el, ...engine.engineEl, ...quiz.quizEl })) },
] as const satisfies readonly Language[];

export type LocaleCode = (typeof LANGUAGES)[number]['code'];
