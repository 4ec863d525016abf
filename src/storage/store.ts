// The one store object the app talks to: named methods over IndexedDB (or memory), export/import.
//
// Adding stores (e.g. the trainer's SRS cards, answer log, drill results):
//   1. Write `migrations/00N-<what>.ts` exporting a Migration with `version: N`, the StoreSpecs it
//      creates (key path, exported?, a validate(record) that returns a StorageProblem or null) and an
//      `upgrade(db, tx)` that creates the stores and indexes (await only IndexedDB requests there).
//   2. Add one line to MIGRATIONS in `migrations/index.ts`. SCHEMA_VERSION follows by itself;
//      the memory fallback, export and import pick the new stores up from their specs.
//   3. Add named methods below (e.g. `putCard(card)`, `listDueCards(now)`), built on
//      `this.backend.get / getAll / put / putMany` through `this.write(...)`, which turns a full
//      disk into a clear message and keeps the change in memory until it can be saved.
//   4. Add a test in test/storage*.test.ts that upgrades real data of the previous version.
import { createMemoryBackend, DEFAULT_DB_NAME, openIndexedDbBackend, type Backend, type OpenOptions } from './backend';
import { MIGRATIONS, SCHEMA_VERSION, storesAt } from './migrations/index';
import { validateSettingsValue } from './migrations/002-lesson-status';
import { isRecord } from './migrations/types';
import {
  DEFAULT_SETTINGS, StorageError, isQuotaError, problemParams, storageProblem, type StorageProblem, type StorageReason,
  type LessonProgress, type LessonStatus, type Settings,
} from './types';
import type { SkillState } from '../trainer/schedule';
import type { DrillSpec, PlannedQuestion } from '../trainer/drill-plan';
import type { Answer, Question } from '../trainer/quiz';
import { validateHandRecord, type StoredHand } from './migrations/005-hand-history';

/** The hand history keeps the newest hands only (issue 11: the last 2,000). */
export const HAND_HISTORY_LIMIT = 2000;

/** A trainer skill's spaced-repetition state. */
export type SkillRecord = SkillState;
/** A finished drill: its result code (spec, answers, times) and score. */
export interface DrillResultRecord { id: string; code: string; finishedAt: number; score: number; total: number; mode: string; learner?: string }

/** The drill in progress (store `drillSession`, one record): saved after every answer (issue 13 item 3). */
export interface DrillSessionRecord {
  id: 'current';
  /** The address it runs at (#/practice/drill/..., #/practice/review, ...). */
  route: string;
  spec: DrillSpec;
  plan: PlannedQuestion[];
  /** The questions shown so far, as shown (a resumed drill shows the same ones even after an update). */
  questions: Question[];
  answers: (Answer | null)[];
  times: number[];
  startedAt: number;
  updatedAt: number;
  /** False while a coach's drill still shows its intro. */
  started: boolean;
}

export const EXPORT_APP = 'felt';
export const EXPORT_KIND = 'progress';

/** The file written by Export and read by Import. */
export interface ExportFile {
  app: typeof EXPORT_APP;
  kind: typeof EXPORT_KIND;
  schemaVersion: number;
  exportedAt: string;
  stores: Record<string, unknown[]>;
}

export interface ImportSummary {
  /** Records restored per store. */
  counts: Record<string, number>;
  /** Records left out, each with the reason. */
  skipped: SkippedRecord[];
}

/** What an import would do, shown before the learner agrees (issue 13 item 7). */
export interface ImportPreview extends ImportSummary {
  /** Records on this device now, per store, that the import would replace. */
  current: Record<string, number>;
  exportedAt: string | null;
}

/** A record left out of an import: where it was and what is wrong with it (errorText words the problem). */
export interface SkippedRecord { store: string; index: number; problem: StorageProblem }

export interface ImportOptions {
  /** Whether a skill id names a skill this version knows (the trainer supplies it; storage does not load the quizzes). */
  knownSkill?(id: string): boolean;
}

/** `remote` when another tab made the change (BroadcastChannel). */
export type StoreChange = { store: string; remote?: boolean };
export type StoreNotice =
  /** `error` is why (a StorageError: errorText words it); `reason` is its English message. */
  | { kind: 'memory'; reason: string; error: unknown }
  | { kind: 'full' }
  | { kind: 'saved-after-full' }
  | { kind: 'blocked' }
  | { kind: 'version-change' }
  | { kind: 'bad-records'; store: string; count: number; problem: StorageProblem };

const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

export class FeltStore {
  private listeners = new Set<(change: StoreChange) => void>();
  /** Writes that hit a full disk: kept here (and visible to reads) until a later save succeeds. */
  private pending: Array<{ store: string; value: unknown }> = [];
  /** Other tabs of the same database hear of every change and refresh (issue 13 item 7). */
  private channel: BroadcastChannel | null = null;
  /** Stores whose bad records were already reported (once per store per tab). */
  private reported = new Set<string>();

  constructor(
    private readonly backend: Backend,
    /** Why the app runs on memory, when it does. */
    readonly fallbackReason: string | null = null,
    private readonly notify: (notice: StoreNotice) => void = () => {},
    /** The database name: tabs on the same one tell each other about changes. */
    channelName: string | null = null,
  ) {
    const Channel = (globalThis as { BroadcastChannel?: typeof BroadcastChannel }).BroadcastChannel;
    if (channelName && Channel && backend.kind === 'indexeddb') {
      this.channel = new Channel(`felt-store:${channelName}`);
      this.channel.onmessage = (e: MessageEvent<{ stores?: unknown }>) => {
        const stores = Array.isArray(e.data?.stores) ? e.data.stores.filter((x): x is string => typeof x === 'string') : [];
        for (const store of stores) this.emit(store, true);
      };
    }
  }

  /** 'indexeddb', or 'memory' when progress will not be kept. */
  get kind(): Backend['kind'] { return this.backend.kind; }

  /** True while some changes could not be written because the disk is full. */
  get hasUnsavedChanges(): boolean { return this.pending.length > 0; }

  /** Called after every successful change (so pages can refresh). */
  onChange(listener: (change: StoreChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  // ---- settings ----

  async getSettings(): Promise<Settings> {
    const record = this.overlay<{ key: string; value: unknown }>('settings', 'app')
      ?? await this.backend.get<{ key: string; value: unknown }>('settings', 'app');
    const value = record?.value;
    if (!value || validateSettingsValue(value)) return { ...DEFAULT_SETTINGS };
    return { ...DEFAULT_SETTINGS, ...(value as Partial<Settings>) };
  }

  async saveSettings(settings: Settings): Promise<void> {
    const problem = validateSettingsValue(settings);
    if (problem) throw new StorageError('failed', 'storage.save-settings', problemParams(problem));
    await this.write([{ store: 'settings', value: { key: 'app', value: { ...settings } } }]);
  }

  // ---- lesson progress ----

  async getLessonProgress(id: string): Promise<LessonProgress | undefined> {
    return this.overlay<LessonProgress>('lessonProgress', id) ?? this.checked('lessonProgress', await this.backend.get<LessonProgress>('lessonProgress', id));
  }

  async listLessonProgress(): Promise<LessonProgress[]> {
    return this.listWithPending<LessonProgress>('lessonProgress', 'id');
  }

  /** Sets a lesson's status; `now` is epoch milliseconds (passed in so tests control time). */
  async setLessonStatus(id: string, status: LessonStatus, now: number): Promise<LessonProgress> {
    const progress: LessonProgress = { id, status, updatedAt: now };
    await this.write([{ store: 'lessonProgress', value: progress }]);
    return progress;
  }

  /** Marks a lesson started unless it is already started or done. */
  async touchLesson(id: string, now: number): Promise<void> {
    const current = await this.getLessonProgress(id);
    if (!current || current.status === 'new') await this.setLessonStatus(id, 'started', now);
  }

  // ---- trainer (issue 6): spaced-repetition skills and drill results ----

  async listSkills(): Promise<SkillRecord[]> {
    return this.listWithPending<SkillRecord>('skills', 'skill');
  }

  /** Saves skills after graded answers (one transaction). */
  async putSkills(skills: readonly SkillRecord[]): Promise<void> {
    await this.write(skills.map((value) => ({ store: 'skills', value })));
  }

  async listDrillResults(): Promise<DrillResultRecord[]> {
    return (await this.listWithPending<DrillResultRecord>('drillResults', 'id')).sort((a, b) => b.finishedAt - a.finishedAt);
  }

  /** Saves a finished drill together with the skills it updated (one transaction: all or none). */
  async saveDrill(result: DrillResultRecord, skills: readonly SkillRecord[]): Promise<void> {
    await this.write([{ store: 'drillResults', value: result }, ...skills.map((value) => ({ store: 'skills', value }))]);
  }

  /**
   * Finishes a drill in one read-modify-write transaction: reads the skills it touched as stored
   * now (another tab may have changed them), applies the session with `apply`, writes the skills
   * and the result and clears the drill in progress. Any failure writes nothing.
   */
  async finishDrill(result: DrillResultRecord, skillIds: readonly string[], apply: (current: SkillRecord[]) => SkillRecord[]): Promise<SkillRecord[]> {
    let written: SkillRecord[] = [];
    const writes = (): Array<{ store: string; value: unknown }> => [{ store: 'drillResults', value: result }, ...written.map((value) => ({ store: 'skills', value }))];
    const check = (store: string, value: unknown) => {
      const problem = storesAt().get(store)!.validate(value);
      if (problem) throw new StorageError('failed', 'storage.save-drill', problemParams(problem));
    };
    try {
      await this.backend.transact(['skills', 'drillResults', 'drillSession', ...this.pendingStores()], async (tx) => {
        const current: SkillRecord[] = [];
        for (const id of skillIds) {
          const pending = this.overlay<SkillRecord>('skills', id);
          const saved = pending ?? this.checked('skills', await tx.get<SkillRecord>('skills', id));
          if (saved) current.push(saved);
        }
        written = apply(current);
        for (const w of [...this.pending, ...writes()]) { check(w.store, w.value); tx.put(w.store, w.value); }
        tx.delete('drillSession', 'current');
      });
    } catch (error) {
      if (isQuotaError(error)) {
        this.pending = [...this.pending, ...writes()];
        this.notify({ kind: 'full' });
        throw fullDiskError(error);
      }
      throw error;
    }
    const had = this.pending.length > 0;
    const stores = new Set(['skills', 'drillResults', 'drillSession', ...this.pendingStores()]);
    this.pending = [];
    if (had) this.notify({ kind: 'saved-after-full' });
    this.announce([...stores]);
    return written;
  }

  // ---- the drill in progress (issue 13 item 3) ----

  /** The drill in progress, or undefined (a damaged record is reported and ignored). */
  async getDrillSession(): Promise<DrillSessionRecord | undefined> {
    return this.overlay<DrillSessionRecord>('drillSession', 'current') ?? this.checked('drillSession', await this.backend.get<DrillSessionRecord>('drillSession', 'current'));
  }

  async saveDrillSession(session: DrillSessionRecord): Promise<void> {
    const problem = storesAt().get('drillSession')!.validate(session);
    if (problem) throw new StorageError('failed', 'storage.save-session', problemParams(problem));
    await this.write([{ store: 'drillSession', value: session }]);
  }

  async clearDrillSession(): Promise<void> {
    this.pending = this.pending.filter((w) => w.store !== 'drillSession');
    await this.backend.transact(['drillSession'], async (tx) => tx.delete('drillSession', 'current'));
    this.announce(['drillSession']);
  }

  private pendingStores(): string[] { return [...new Set(this.pending.map((w) => w.store))]; }

  /** A record as read, or undefined when it fails its store's checks (reported once per store). */
  private checked<T>(store: string, value: T | undefined): T | undefined {
    if (value === undefined) return undefined;
    const problem = storesAt().get(store)?.validate(value);
    if (!problem) return value;
    this.report(store, 1, problem);
    return undefined;
  }

  private report(store: string, count: number, problem: StorageProblem): void {
    if (this.reported.has(store)) return;
    this.reported.add(store);
    this.notify({ kind: 'bad-records', store, count, problem });
  }

  /** Every valid record of a store, with unsaved changes on top; bad records are skipped and reported. */
  private async listWithPending<T>(store: string, keyPath: string): Promise<T[]> {
    const saved = await this.backend.getAll<T>(store);
    const spec = storesAt().get(store);
    const bad: StorageProblem[] = [];
    const byKey = new Map<unknown, T>();
    for (const v of saved) {
      const problem = spec?.validate(v) ?? null;
      if (problem) bad.push(problem);
      else byKey.set((v as Record<string, unknown>)[keyPath], v);
    }
    if (bad.length) this.report(store, bad.length, bad[0]);
    for (const w of this.pending) if (w.store === store) byKey.set((w.value as Record<string, unknown>)[keyPath], w.value as T);
    return [...byKey.values()];
  }

  // ---- the play table (issue 11): the table in play and the hand history ----

  /** The table in play, or null. */
  async getPlaySession<S = unknown>(): Promise<S | null> {
    const record = this.overlay<{ id: string; state: S | null }>('playTable', 'current')
      ?? await this.backend.get<{ id: string; state: S | null }>('playTable', 'current');
    return record?.state ?? null;
  }

  /**
   * Saves the table in play (null: no table) and, when a hand just ended, its record, in one transaction; then keeps
   * only the newest HAND_HISTORY_LIMIT hands and says how many old ones were dropped.
   */
  async savePlay(state: unknown, hand?: StoredHand): Promise<{ dropped: number }> {
    const writes: Array<{ store: string; value: unknown }> = [{ store: 'playTable', value: { id: 'current', state } }];
    if (hand) writes.push({ store: 'hands', value: hand });
    await this.write(writes);
    return { dropped: hand ? await this.trimHands() : 0 };
  }

  /** Every hand kept, newest first. */
  async listHands<H extends StoredHand = StoredHand>(): Promise<H[]> {
    return (await this.listWithPending<H>('hands', 'id')).sort((a, b) => b.playedAt - a.playedAt || b.number - a.number);
  }

  async getHand<H extends StoredHand = StoredHand>(id: string): Promise<H | undefined> {
    return this.overlay<H>('hands', id) ?? this.backend.get<H>('hands', id);
  }

  /** Adds imported hands (all in one transaction: all or none), then trims to the newest HAND_HISTORY_LIMIT. */
  async addHands(records: readonly StoredHand[]): Promise<{ added: number; dropped: number }> {
    for (const r of records) {
      const problem = validateHandRecord(r);
      if (problem) throw new StorageError('failed', 'storage.save-hands', problemParams(problem));
    }
    await this.write(records.map((value) => ({ store: 'hands', value })));
    return { added: records.length, dropped: await this.trimHands() };
  }

  private async trimHands(): Promise<number> {
    if (this.pending.some((w) => w.store === 'hands')) return 0;
    const dropped = await this.backend.trimOldest('hands', 'byPlayedAt', 'playedAt', HAND_HISTORY_LIMIT);
    if (dropped > 0) this.emit('hands');
    return dropped;
  }

  // ---- export and import ----

  /** Everything worth keeping, as a JSON-ready object. */
  async exportData(now: number): Promise<ExportFile> {
    const stores: Record<string, unknown[]> = {};
    for (const spec of storesAt().values()) {
      if (!spec.exported) continue;
      const saved = (await this.backend.getAll<unknown>(spec.name)).filter((v) => spec.validate(v) === null);
      const byKey = new Map(saved.map((v) => [JSON.stringify((v as Record<string, unknown>)[spec.keyPath]), v]));
      for (const w of this.pending) {
        if (w.store === spec.name) byKey.set(JSON.stringify((w.value as Record<string, unknown>)[spec.keyPath]), w.value);
      }
      stores[spec.name] = [...byKey.values()];
    }
    return { app: EXPORT_APP, kind: EXPORT_KIND, schemaVersion: SCHEMA_VERSION, exportedAt: new Date(now).toISOString(), stores };
  }

  /**
   * Replaces the saved progress with an export file's content. The file is checked completely
   * first: a bad or foreign file changes nothing and the StorageError says why.
   */
  async importData(input: string | unknown, options: ImportOptions = {}): Promise<ImportSummary> {
    const { stores, skipped } = readExport(input, options);
    try {
      // One transaction: a record that cannot be written aborts all of it and the old data stays (issue 13 item 7).
      await this.backend.replaceAll(stores);
    } catch (error) {
      if (isQuotaError(error)) {
        throw new StorageError('full', 'storage.import-full', {}, { cause: error });
      }
      throw new StorageError('import', 'storage.import-write', { name: (error as Error)?.name ?? 'error' }, { cause: error });
    }
    // The imported data replaces what the full disk kept unsaved (the file now decides).
    this.pending = this.pending.filter((w) => !(w.store in stores));
    this.reported.clear();
    this.announce(Object.keys(stores));
    return { counts: countsOf(stores), skipped };
  }

  /** What importing this file would do: what it brings, what it would replace, what it would leave out. Writes nothing. */
  async previewImport(input: string | unknown, options: ImportOptions = {}): Promise<ImportPreview> {
    const { stores, skipped } = readExport(input, options);
    const current: Record<string, number> = {};
    for (const name of Object.keys(stores)) current[name] = (await this.listWithPending<unknown>(name, storesAt().get(name)!.keyPath)).length;
    const data = (typeof input === 'string' ? JSON.parse(input) : input) as { exportedAt?: unknown };
    return { counts: countsOf(stores), skipped, current, exportedAt: typeof data.exportedAt === 'string' ? data.exportedAt.slice(0, 40) : null };
  }

  /** Asks the browser to keep this site's data under storage pressure. */
  async requestPersistence(): Promise<boolean> {
    try {
      const storage = (globalThis.navigator as Navigator | undefined)?.storage;
      if (!storage?.persist) return false;
      if (await storage.persisted?.()) return true;
      return await storage.persist();
    } catch {
      return false;
    }
  }

  close(): void { this.channel?.close(); this.channel = null; this.backend.close(); }

  // ---- internals ----

  /** Writes (retrying earlier unsaved changes first); a full disk keeps them in memory and throws a clear error. */
  private async write(writes: Array<{ store: string; value: unknown }>): Promise<void> {
    for (const w of writes) {
      const problem = storesAt().get(w.store)?.validate(w.value);
      if (problem) throw new StorageError('failed', 'storage.save-change', problemParams(problem));
    }
    const hadPending = this.pending.length > 0;
    const all = [...this.pending, ...writes];
    try {
      await this.backend.putMany(all);
    } catch (error) {
      if (isQuotaError(error)) {
        this.pending = all;
        this.notify({ kind: 'full' });
        throw fullDiskError(error);
      }
      throw error;
    }
    this.pending = [];
    if (hadPending) this.notify({ kind: 'saved-after-full' });
    this.announce([...new Set(all.map((w) => w.store))]);
  }

  /** Tells this tab's listeners and the other tabs which stores changed. */
  private announce(stores: string[]): void {
    for (const store of stores) this.emit(store);
    try { this.channel?.postMessage({ stores }); } catch { /* the channel is closed */ }
  }

  private overlay<T>(store: string, key: string): T | undefined {
    const keyPath = storesAt().get(store)?.keyPath;
    if (!keyPath) return undefined;
    for (let i = this.pending.length - 1; i >= 0; i--) {
      const w = this.pending[i];
      if (w.store === store && (w.value as Record<string, unknown>)[keyPath] === key) return w.value as T;
    }
    return undefined;
  }

  private emit(store: string, remote = false): void {
    for (const listener of this.listeners) listener(remote ? { store, remote } : { store });
  }
}

function fullDiskError(cause: unknown): StorageError {
  return new StorageError('full', 'storage.full', {}, { cause });
}

const importError = (why: StorageReason, params: Record<string, string | number> = {}): StorageError =>
  new StorageError('import', 'storage.import', { ...params, detail: why });

const countsOf = (stores: Record<string, unknown[]>): Record<string, number> =>
  // Only the stores that bring records (a file without trainer data restores lessons and settings).
  Object.fromEntries(Object.entries(stores).filter(([, v]) => v.length > 0).map(([k, v]) => [k, v.length]));

/** Checks an export file completely and returns its stores in the current schema's shape; any bad record refuses the file. */
export function parseExport(input: string | unknown, options: ImportOptions = {}): Record<string, unknown[]> {
  const { stores, skipped } = readExport(input, options);
  if (skipped.length) throw importError('storage.why.bad-entry', { index: skipped[0].index + 1, section: skipped[0].store, ...problemParams(skipped[0].problem, 'detail_problem') });
  return stores;
}

/**
 * Reads an export file: a file that is not Felt's (or is newer) is refused with a StorageError;
 * within it, every record is checked field by field (ranges, dates, known skills) and a bad or
 * repeated one is left out and listed in `skipped`, never written.
 */
export function readExport(input: string | unknown, options: ImportOptions = {}): { stores: Record<string, unknown[]>; skipped: SkippedRecord[] } {
  let data: unknown = input;
  if (typeof input === 'string') {
    if (input.length > MAX_IMPORT_BYTES) throw importError('storage.why.too-large');
    try { data = JSON.parse(input); } catch { throw importError('storage.why.not-json'); }
  }
  if (!isRecord(data) || data.app !== EXPORT_APP || data.kind !== EXPORT_KIND) {
    throw importError('storage.why.not-felt');
  }
  const version = data.schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) throw importError('storage.why.bad-version');
  if (version > SCHEMA_VERSION) throw importError('storage.why.newer', { version, max: SCHEMA_VERSION });
  if (!isRecord(data.stores)) throw importError('storage.why.no-data');
  let stores = data.stores as Record<string, unknown[]>;
  const oldSpecs = storesAt(version);
  for (const [name, records] of Object.entries(stores)) {
    if (!oldSpecs.has(name) || !oldSpecs.get(name)!.exported) throw importError('storage.why.unknown-section', { section: name.slice(0, 40) });
    if (!Array.isArray(records)) throw importError('storage.why.not-a-list', { section: name.slice(0, 40) });
  }
  // Bring an older file up to today's shape, one version at a time.
  try {
    for (const m of MIGRATIONS.slice(version, SCHEMA_VERSION)) stores = m.upgradeExport ? m.upgradeExport(stores) : stores;
  } catch {
    throw importError('storage.why.migrate');
  }
  const result: Record<string, unknown[]> = {};
  const skipped: SkippedRecord[] = [];
  for (const spec of storesAt().values()) {
    if (!spec.exported) continue;
    const records = stores[spec.name] ?? [];
    const seen = new Set<string>();
    const kept: unknown[] = [];
    records.forEach((record, index) => {
      const skip = (problem: StorageProblem) => { skipped.push({ store: spec.name, index, problem }); };
      let problem: StorageProblem | null;
      try { problem = spec.validate(record); } catch { problem = storageProblem('storage.problem.unreadable'); }
      if (problem) return skip(problem);
      const key = JSON.stringify((record as Record<string, unknown>)[spec.keyPath]);
      if (seen.has(key)) return skip(storageProblem('storage.problem.twice', { key: key.slice(0, 60) }));
      if (spec.name === 'settings' && (record as { key: string }).key === 'app') {
        const settingsProblem = validateSettingsValue((record as { value: unknown }).value);
        if (settingsProblem) return skip(settingsProblem);
      }
      if (spec.name === 'skills' && options.knownSkill && !options.knownSkill((record as { skill: string }).skill)) {
        return skip(storageProblem('storage.problem.no-skill', { skill: (record as { skill: string }).skill.slice(0, 60) }));
      }
      seen.add(key);
      kept.push(record);
    });
    result[spec.name] = kept;
  }
  return { stores: result, skipped };
}

export interface OpenStoreOptions extends OpenOptions {
  /** Told about the memory fallback, a full disk, a blocked upgrade or a newer tab. */
  onNotice?(notice: StoreNotice): void;
}

/**
 * Opens the app's store: IndexedDB when the browser allows it, otherwise memory (with a notice
 * saying progress will not be kept). Never throws.
 */
export async function openStore(options: OpenStoreOptions = {}): Promise<FeltStore> {
  const notify = options.onNotice ?? (() => {});
  try {
    const backend = await openIndexedDbBackend({
      ...options,
      onBlocked: () => notify({ kind: 'blocked' }),
      onVersionChange: () => notify({ kind: 'version-change' }),
    });
    return new FeltStore(backend, null, notify, options.name ?? DEFAULT_DB_NAME);
  } catch (error) {
    const reason = error instanceof StorageError ? error.message : String(error);
    notify({ kind: 'memory', reason, error });
    return new FeltStore(createMemoryBackend(), reason, notify);
  }
}
