// Record shapes kept in storage (lesson progress, settings) and the shared storage error type.

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

export type StorageErrorKind = 'full' | 'unavailable' | 'import' | 'blocked' | 'failed';

type StorageParams = Readonly<Record<string, string | number>>;

/**
 * Storage's sentences in English, by message id (issue 15: the learner's language comes from the catalogues'
 * `engine.storage.*` through errorText). `detail` names a nested id: why an import was refused. A validator's
 * `problem` is a detail in English, shown as it is.
 */
export const STORAGE_TEXT = {
  'storage.save-settings': (p: StorageParams) => `These settings cannot be saved: ${p.problem}.`,
  'storage.save-drill': (p: StorageParams) => `This drill could not be saved: ${p.problem}.`,
  'storage.save-session': (p: StorageParams) => `The drill in progress cannot be saved: ${p.problem}.`,
  'storage.save-hands': (p: StorageParams) => `These hands were not saved: ${p.problem}.`,
  'storage.save-change': (p: StorageParams) => `This change cannot be saved: ${p.problem}.`,
  'storage.full': () => 'Your device is out of storage space, so this change is not saved yet. It is kept while this tab stays open: free some space and it will be saved with your next change.',
  'storage.import-full': () => 'Your device is out of storage space, so nothing was imported: the progress on this device is unchanged. Free some space and import the file again.',
  'storage.import-write': (p: StorageParams) => `This file was not imported, and nothing was changed: it could not be written (${p.name}).`,
  'storage.import': (p: StorageParams) => `This file was not imported, and nothing was changed: ${storageText(String(p.detail), p)}.`,
  'storage.why.too-large': () => 'it is too large to be a Felt progress file',
  'storage.why.not-json': () => 'it is not a JSON file',
  'storage.why.not-felt': () => 'it is not a progress file exported by Felt',
  'storage.why.bad-version': () => 'its version number is missing or wrong',
  'storage.why.newer': (p: StorageParams) => `it was made by a newer version of Felt (data version ${p.version}; this one reads up to ${p.max}). Update the app first`,
  'storage.why.no-data': () => 'it has no progress data in it',
  'storage.why.unknown-section': (p: StorageParams) => `it has an unknown section "${p.section}"`,
  'storage.why.not-a-list': (p: StorageParams) => `its section "${p.section}" is not a list`,
  'storage.why.migrate': () => 'its older data could not be brought up to date',
  'storage.why.bad-entry': (p: StorageParams) => `entry ${p.index} of "${p.section}" is wrong (${p.problem})`,
  'storage.no-indexeddb': () => 'This browser gives the page no IndexedDB.',
  'storage.upgrade': (p: StorageParams) => `Your saved progress could not be upgraded: ${p.problem}`,
  'storage.open': (p: StorageParams) => `IndexedDB could not be opened (${p.name}).`,
} satisfies Record<string, (p: StorageParams) => string>;

export type StorageReason = keyof typeof STORAGE_TEXT;

const storageText = (id: string, params: StorageParams): string =>
  (STORAGE_TEXT as Record<string, (p: StorageParams) => string>)[id]?.(params) ?? id;

/** A storage failure with a sentence the learner can read: `reason` and `params` word it in their language (errorText). */
export class StorageError extends Error {
  constructor(readonly kind: StorageErrorKind, readonly reason: StorageReason | null, readonly params: StorageParams = {},
    options?: { cause?: unknown; message?: string }) {
    super(options?.message ?? (reason ? storageText(reason, params) : 'Storage failed.'), options);
    this.name = 'StorageError';
  }
}

/** True for the error browsers raise when the disk or the origin's quota is full. */
export function isQuotaError(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
}
