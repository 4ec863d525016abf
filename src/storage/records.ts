// The record shapes kept in storage (lesson progress, settings) and their defaults: small, so the first load carries
// them while the store's code (./store.ts, with idb and the validators) loads on its own.

/** How far a learner is with one lesson. */
export type LessonStatus = 'new' | 'started' | 'done';
export const LESSON_STATUSES: readonly LessonStatus[] = ['new', 'started', 'done'];

/** One lesson's progress (store `lessonProgress`, key `id` = the lesson id). */
export interface LessonProgress {
  id: string;
  status: LessonStatus;
  /** Epoch milliseconds of the last change. */
  updatedAt: number;
}

export type ThemeSetting = 'system' | 'light' | 'dark';

/** The learner's settings (store `settings`, one record with key `app`). */
export interface Settings {
  theme: ThemeSetting;
  /** Four-colour deck: clubs green, diamonds blue, hearts red, spades black. */
  fourColour: boolean;
  /** Answers a day that count as a day practised (the streak). */
  dailyGoal?: number;
  /** Put into result codes when set, so a coach knows whose result it is. */
  learnerName?: string;
  /** The language the learner chose (a code from src/i18n/languages.ts); unset follows the browser. */
  language?: string;
}

export const DEFAULT_DAILY_GOAL = 10;
export const DEFAULT_SETTINGS: Settings = { theme: 'system', fourColour: false };
