// The shared storage error type and storage's sentences; the record shapes live in ./records.ts (re-exported here).

export * from './records';

export type StorageErrorKind = 'full' | 'unavailable' | 'import' | 'blocked' | 'failed';

type StorageParams = Readonly<Record<string, string | number>>;

/**
 * Storage's sentences in English, by message id (issue 15: the learner's language comes from the catalogues'
 * `engine.storage.*` through errorText). `detail` names a nested id (why an import was refused) and `problem` another
 * (what is wrong with a record: `storage.problem.*`, returned by the stores' validators); the nested text reads the
 * same parameters. The sentences say in words what is wrong; the data's own keys and values (a section's or a field's
 * name, a repeated key, a stored value) and the browser's error stay in the parameters and the cause, which the UI shows
 * behind its "technical details" toggle (src/ui/failure.ts).
 */
export const STORAGE_TEXT = {
  'storage.save-settings': (p: StorageParams) => `These settings cannot be saved: ${nested(p.problem, p)}.`,
  'storage.save-drill': (p: StorageParams) => `This drill could not be saved: ${nested(p.problem, p)}.`,
  'storage.save-session': (p: StorageParams) => `The drill in progress cannot be saved: ${nested(p.problem, p)}.`,
  'storage.save-hands': (p: StorageParams) => `These hands were not saved: ${nested(p.problem, p)}.`,
  'storage.save-change': (p: StorageParams) => `This change cannot be saved: ${nested(p.problem, p)}.`,
  'storage.full': () => 'Your device is out of storage space, so this change is not saved yet. It is kept while this tab stays open: free some space and it will be saved with your next change.',
  'storage.import-full': () => 'Your device is out of storage space, so nothing was imported: the progress on this device is unchanged. Free some space and import the file again.',
  // The browser's error (`name`, and the cause) is for the technical details, not the sentence.
  'storage.import-write': () => 'This file was not imported, and nothing was changed: the browser refused to write it to this device.',
  'storage.import': (p: StorageParams) => `This file was not imported, and nothing was changed: ${nested(p.detail, { ...p, problem: p.detail_problem })}.`,
  'storage.why.too-large': () => 'it is too large to be a Felt progress file',
  'storage.why.not-json': () => 'it is not a JSON file',
  'storage.why.not-felt': () => 'it is not a progress file exported by Felt',
  'storage.why.bad-version': () => 'its version number is missing or wrong',
  'storage.why.newer': (p: StorageParams) => `it was made by a newer version of Felt (data version ${p.version}; this one reads up to ${p.max}). Update the app first`,
  'storage.why.no-data': () => 'it has no progress data in it',
  // The section's own name (`section`) is a data key: the technical details show it.
  'storage.why.unknown-section': () => 'it holds a kind of data this version of Felt does not know',
  'storage.why.not-a-list': (p: StorageParams) => `the part holding its ${section(p.section)} is not a list of entries`,
  'storage.why.migrate': () => 'its older data could not be brought up to date',
  'storage.why.bad-entry': (p: StorageParams) => `entry ${p.index} of its ${section(p.section)} is wrong (${nested(p.problem, p)})`,
  // A file's sections (the stores an export holds) in words, as `section` reads inside the sentences above.
  'storage.section.lessons': () => 'lessons',
  'storage.section.settings': () => 'settings',
  'storage.section.lessonProgress': () => 'lesson progress',
  'storage.section.skills': () => 'skills',
  'storage.section.drillResults': () => 'drill results',
  'storage.section.hands': () => 'hands',
  'storage.no-indexeddb': () => 'This browser gives web pages no place to keep data.',
  'storage.upgrade': () => 'Your saved progress could not be brought up to date for this version of Felt; it is left untouched on this device.',
  'storage.open': () => 'The browser would not open the place where Felt keeps your progress.',
  // What is wrong with one record (the validators in ./migrations and the import's own checks). Each says it in words;
  // the data's own keys and values (`fields`, `key`, `skill`, `value`) are parameters for the technical details only.
  'storage.problem.not-object': () => 'it is not an entry at all',
  'storage.problem.unreadable': () => 'it cannot be read',
  'storage.problem.unknown-fields': () => 'it holds details this version of Felt does not know',
  'storage.problem.twice': () => 'it repeats an entry that came before it',
  'storage.problem.no-skill': () => 'it is for a skill this version of Felt does not have',
  'storage.problem.old-lesson': () => 'a lesson entry needs the lesson it is for and whether it is done',
  'storage.problem.settings-entry': () => 'a settings entry needs a name and a value',
  'storage.problem.settings-object': () => 'the settings record is garbled',
  'storage.problem.theme': () => 'the theme must follow the system, or be light or dark',
  'storage.problem.four-colour': () => 'the four-colour deck setting must be on or off',
  'storage.problem.daily-goal': (p: StorageParams) => `the daily goal must be ${p.min} to ${p.max} answers`,
  'storage.problem.name-length': (p: StorageParams) => `the learner's name must be at most ${p.max} characters`,
  'storage.problem.language': () => 'the chosen language is not written as a language code',
  'storage.problem.lesson-id': () => 'a lesson entry does not say which lesson it is for',
  'storage.problem.lesson-status': () => 'a lesson must be new, started or done',
  'storage.problem.lesson-time': () => 'a lesson entry needs the date it last changed',
  'storage.problem.skill-id': () => 'a skill entry does not say which quiz kind, game and difficulty it is for',
  'storage.problem.due': () => 'its due date is not a date',
  'storage.problem.stability': () => 'its memory strength is out of range',
  'storage.problem.difficulty': () => 'its difficulty must be 0 to 10',
  'storage.problem.day-counts': () => 'its day counts are out of range',
  'storage.problem.learning-step': () => 'its learning step is out of range',
  'storage.problem.counts': () => 'its counts must be whole numbers of zero or more',
  'storage.problem.state': () => 'its stage must be new, learning, review or relearning',
  'storage.problem.last-review': () => 'its last review is not a date',
  'storage.problem.review-date': () => 'a skill that was reviewed needs the date of its last review',
  'storage.problem.last-wrong': () => 'its last mistake is not a date',
  'storage.problem.missed': () => 'its missed questions are garbled',
  'storage.problem.result-id': () => 'a drill result does not say which one it is',
  'storage.problem.result-code': () => 'a drill result needs its result code',
  'storage.problem.finished-at': () => 'its finishing time is not a date',
  'storage.problem.score': () => 'its score must be between 0 and its number of questions',
  'storage.problem.mode': () => 'its mode is unknown',
  'storage.problem.learner': () => 'its learner name is too long',
  'storage.problem.question': () => 'a question is garbled',
  'storage.problem.question-answer': () => 'a question\'s answer does not fit it',
  'storage.problem.session-id': () => 'it is not kept as the drill in progress',
  'storage.problem.session-route': () => 'its address is not a drill',
  'storage.problem.session-spec': () => 'it has no drill',
  'storage.problem.plan': () => 'its plan is garbled',
  'storage.problem.questions': () => 'its questions are garbled',
  'storage.problem.answers': () => 'its answers do not fit its questions',
  'storage.problem.times': () => 'its times are garbled',
  'storage.problem.dates': () => 'its times are not dates',
  'storage.problem.started': () => 'it does not say whether it started',
  'storage.problem.hand-id': () => 'a hand needs to say which hand and which session it is',
  'storage.problem.hand-numbers': () => 'a hand needs its number, time, seat, pot and result',
  'storage.problem.hand-game': () => 'a hand needs its game and betting structure',
  'storage.problem.hand-actions': () => 'a hand needs its setup and actions',
  'storage.problem.hand-showdown': () => 'a hand needs to say whether it went to a showdown and which rules it involved',
  'storage.problem.play-table': () => 'the table in play is garbled',
} satisfies Record<string, (p: StorageParams) => string>;

export type StorageReason = keyof typeof STORAGE_TEXT;

const storageText = (id: string, params: StorageParams): string =>
  (STORAGE_TEXT as Record<string, (p: StorageParams) => string>)[id]?.(params) ?? id;

/** A file's section in words ("drill results"): `storage.section.<name>`. */
const section = (name: unknown): string => storageText(`storage.section.${String(name)}`, {});

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
