// The shared storage error type and storage's sentences; the record shapes live in ./records.ts (re-exported here).

export * from './records';

export type StorageErrorKind = 'full' | 'unavailable' | 'import' | 'blocked' | 'failed';

type StorageParams = Readonly<Record<string, string | number>>;

/**
 * Storage's sentences in English, by message id (issue 15: the learner's language comes from the catalogues'
 * `engine.storage.*` through errorText). `detail` names a nested id (why an import was refused) and `problem` another
 * (what is wrong with a record: `storage.problem.*`, returned by the stores' validators); the nested text reads the
 * same parameters. Field names and stored values stay as the data spells them, in quotes.
 */
export const STORAGE_TEXT = {
  'storage.save-settings': (p: StorageParams) => `These settings cannot be saved: ${nested(p.problem, p)}.`,
  'storage.save-drill': (p: StorageParams) => `This drill could not be saved: ${nested(p.problem, p)}.`,
  'storage.save-session': (p: StorageParams) => `The drill in progress cannot be saved: ${nested(p.problem, p)}.`,
  'storage.save-hands': (p: StorageParams) => `These hands were not saved: ${nested(p.problem, p)}.`,
  'storage.save-change': (p: StorageParams) => `This change cannot be saved: ${nested(p.problem, p)}.`,
  'storage.full': () => 'Your device is out of storage space, so this change is not saved yet. It is kept while this tab stays open: free some space and it will be saved with your next change.',
  'storage.import-full': () => 'Your device is out of storage space, so nothing was imported: the progress on this device is unchanged. Free some space and import the file again.',
  'storage.import-write': (p: StorageParams) => `This file was not imported, and nothing was changed: it could not be written (${p.name}).`,
  'storage.import': (p: StorageParams) => `This file was not imported, and nothing was changed: ${nested(p.detail, { ...p, problem: p.detail_problem })}.`,
  'storage.why.too-large': () => 'it is too large to be a Felt progress file',
  'storage.why.not-json': () => 'it is not a JSON file',
  'storage.why.not-felt': () => 'it is not a progress file exported by Felt',
  'storage.why.bad-version': () => 'its version number is missing or wrong',
  'storage.why.newer': (p: StorageParams) => `it was made by a newer version of Felt (data version ${p.version}; this one reads up to ${p.max}). Update the app first`,
  'storage.why.no-data': () => 'it has no progress data in it',
  'storage.why.unknown-section': (p: StorageParams) => `it has an unknown section "${p.section}"`,
  'storage.why.not-a-list': (p: StorageParams) => `its section "${p.section}" is not a list`,
  'storage.why.migrate': () => 'its older data could not be brought up to date',
  'storage.why.bad-entry': (p: StorageParams) => `entry ${p.index} of "${p.section}" is wrong (${nested(p.problem, p)})`,
  'storage.no-indexeddb': () => 'This browser gives the page no IndexedDB.',
  'storage.upgrade': (p: StorageParams) => `Your saved progress could not be upgraded (${p.name}).`,
  'storage.open': (p: StorageParams) => `IndexedDB could not be opened (${p.name}).`,
  // What is wrong with one record (the validators in ./migrations and the import's own checks).
  'storage.problem.not-object': () => 'it is not an object',
  'storage.problem.unreadable': () => 'it cannot be read',
  'storage.problem.unknown-fields': (p: StorageParams) => `it has unknown fields (${p.fields})`,
  'storage.problem.twice': (p: StorageParams) => `the same entry twice (${p.key})`,
  'storage.problem.no-skill': (p: StorageParams) => `this version of Felt has no skill "${p.skill}"`,
  'storage.problem.old-lesson': () => 'a lesson entry needs a "lessonId" and "done"',
  'storage.problem.settings-entry': () => 'a settings entry needs a "key" and a "value"',
  'storage.problem.settings-object': () => 'the settings must be an object',
  'storage.problem.theme': (p: StorageParams) => `"${p.value}" is not a theme ("system", "light" or "dark")`,
  'storage.problem.four-colour': () => 'the four-colour setting must be true or false',
  'storage.problem.daily-goal': (p: StorageParams) => `the daily goal must be ${p.min} to ${p.max} answers`,
  'storage.problem.name-length': (p: StorageParams) => `the name must be at most ${p.max} characters`,
  'storage.problem.language': () => 'the language must be a language code like "tr"',
  'storage.problem.lesson-id': () => 'a lesson entry needs an id',
  'storage.problem.lesson-status': (p: StorageParams) => `"${p.value}" is not a lesson status`,
  'storage.problem.lesson-time': () => 'a lesson entry needs a time ("updatedAt") that is a date',
  'storage.problem.skill-id': () => 'a skill entry needs a skill id (kind|game|difficulty)',
  'storage.problem.due': () => 'its due date is not a date',
  'storage.problem.stability': () => 'its stability is out of range',
  'storage.problem.difficulty': () => 'its difficulty must be 0 to 10',
  'storage.problem.day-counts': () => 'its day counts are out of range',
  'storage.problem.learning-step': () => 'its learning step is out of range',
  'storage.problem.counts': () => 'its counts must be whole numbers of zero or more',
  'storage.problem.state': () => 'its state must be 0 (new), 1 (learning), 2 (review) or 3 (relearning)',
  'storage.problem.last-review': () => 'its last review is not a date',
  'storage.problem.review-date': () => 'a skill that was reviewed needs the date of its last review',
  'storage.problem.last-wrong': () => 'its last mistake is not a date',
  'storage.problem.missed': () => 'its missed questions are garbled',
  'storage.problem.result-id': () => 'a drill result needs an id',
  'storage.problem.result-code': () => 'a drill result needs its result code',
  'storage.problem.finished-at': () => 'its finishing time is not a date',
  'storage.problem.score': () => 'its score must be between 0 and its number of questions',
  'storage.problem.mode': () => 'its mode is unknown',
  'storage.problem.learner': () => 'its learner name is too long',
  'storage.problem.question': () => 'a question is garbled',
  'storage.problem.question-answer': () => 'a question\'s answer does not fit it',
  'storage.problem.session-id': () => 'a drill in progress has the id "current"',
  'storage.problem.session-route': () => 'its address is not a drill',
  'storage.problem.session-spec': () => 'it has no drill',
  'storage.problem.plan': () => 'its plan is garbled',
  'storage.problem.questions': () => 'its questions are garbled',
  'storage.problem.answers': () => 'its answers do not fit its questions',
  'storage.problem.times': () => 'its times are garbled',
  'storage.problem.dates': () => 'its times are not dates',
  'storage.problem.started': () => 'it does not say whether it started',
  'storage.problem.hand-id': () => 'a hand needs an id and its session',
  'storage.problem.hand-numbers': () => 'a hand needs its number, time, seat, pot and result',
  'storage.problem.hand-game': () => 'a hand needs its game and structure',
  'storage.problem.hand-actions': () => 'a hand needs its setup and actions',
  'storage.problem.hand-showdown': () => 'a hand needs its showdown flag and rule IDs',
  'storage.problem.play-table': () => 'the table in play needs its state',
} satisfies Record<string, (p: StorageParams) => string>;

export type StorageReason = keyof typeof STORAGE_TEXT;

const storageText = (id: string, params: StorageParams): string =>
  (STORAGE_TEXT as Record<string, (p: StorageParams) => string>)[id]?.(params) ?? id;

/** A nested id's English text (`detail`, `problem`), with the outer parameters. */
const nested = (id: unknown, params: StorageParams): string => storageText(String(id), params);

/** What is wrong with a record: a `storage.problem.*` id with its parameters, and the English sentence (errorText words it). */
export interface StorageProblem { readonly reason: StorageReason; readonly params: StorageParams; readonly message: string }

export const storageProblem = (reason: StorageReason, params: StorageParams = {}): StorageProblem =>
  ({ reason, params, message: storageText(reason, params) });

/** A problem as the parameters of a sentence that nests it (`problem` names the id; its own parameters beside it). */
export const problemParams = (problem: StorageProblem, key = 'problem'): StorageParams => ({ ...problem.params, [key]: problem.reason });

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
