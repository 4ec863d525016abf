// The one store object the app talks to: named methods over IndexedDB (or memory), export/import.
//
// Adding stores (e.g. the trainer's SRS cards, answer log, drill results):
//   1. Write `migrations/00N-<what>.ts` exporting a Migration with `version: N`, the StoreSpecs it
//      creates (key path, exported?, a validate(record) that returns a reason or null) and an
//      `upgrade(db, tx)` that creates the stores and indexes (await only IndexedDB requests there).
//   2. Add one line to MIGRATIONS in `migrations/index.ts`. SCHEMA_VERSION follows by itself;
//      the memory fallback, export and import pick the new stores up from their specs.
//   3. Add named methods below (e.g. `putCard(card)`, `listDueCards(now)`), built on
//      `this.backend.get / getAll / put / putMany` through `this.write(...)`, which turns a full
//      disk into a clear message and keeps the change in memory until it can be saved.
//   4. Add a test in test/storage*.test.ts that upgrades real data of the previous version.
import { createMemoryBackend, openIndexedDbBackend, type Backend, type OpenOptions } from './backend';
import { MIGRATIONS, SCHEMA_VERSION, storesAt } from './migrations/index';
import { validateSettingsValue } from './migrations/002-lesson-status';
import { isRecord } from './migrations/types';
import {
  DEFAULT_SETTINGS, StorageError, isQuotaError,
  type LessonProgress, type LessonStatus, type Settings,
} from './types';
import type { SkillState } from '../trainer/schedule';
import { validateHandRecord, type StoredHand } from './migrations/004-hand-history';

/** The hand history keeps the newest hands only (issue 11: the last 2,000). */
export const HAND_HISTORY_LIMIT = 2000;

/** A trainer skill's spaced-repetition state. */
export type SkillRecord = SkillState;
/** A finished drill: its result code (spec, answers, times) and score. */
export interface DrillResultRecord { id: string; code: string; finishedAt: number; score: number; total: number; mode: string }

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
}

export type StoreChange = { store: string };
export type StoreNotice =
  | { kind: 'memory'; reason: string }
  | { kind: 'full' }
  | { kind: 'saved-after-full' }
  | { kind: 'blocked' }
  | { kind: 'version-change' };

const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

export class FeltStore {
  private listeners = new Set<(change: StoreChange) => void>();
  /** Writes that hit a full disk: kept here (and visible to reads) until a later save succeeds. */
  private pending: Array<{ store: string; value: unknown }> = [];

  constructor(
    private readonly backend: Backend,
    /** Why the app runs on memory, when it does. */
    readonly fallbackReason: string | null = null,
    private readonly notify: (notice: StoreNotice) => void = () => {},
  ) {}

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
    if (problem) throw new StorageError('failed', `These settings cannot be saved: ${problem}.`);
    await this.write([{ store: 'settings', value: { key: 'app', value: { ...settings } } }]);
  }

  // ---- lesson progress ----

  async getLessonProgress(id: string): Promise<LessonProgress | undefined> {
    return this.overlay<LessonProgress>('lessonProgress', id) ?? this.backend.get<LessonProgress>('lessonProgress', id);
  }

  async listLessonProgress(): Promise<LessonProgress[]> {
    const saved = await this.backend.getAll<LessonProgress>('lessonProgress');
    const byId = new Map(saved.map((p) => [p.id, p]));
    for (const w of this.pending) if (w.store === 'lessonProgress') byId.set((w.value as LessonProgress).id, w.value as LessonProgress);
    return [...byId.values()];
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

  private async listWithPending<T>(store: string, keyPath: string): Promise<T[]> {
    const saved = await this.backend.getAll<T>(store);
    const byKey = new Map(saved.map((v) => [(v as Record<string, unknown>)[keyPath], v]));
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
      if (problem) throw new StorageError('failed', `These hands were not saved: ${problem}.`);
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
      const saved = await this.backend.getAll<unknown>(spec.name);
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
  async importData(input: string | unknown): Promise<ImportSummary> {
    const stores = parseExport(input);
    try {
      await this.backend.replaceAll(stores);
    } catch (error) {
      if (isQuotaError(error)) throw fullDiskError(error);
      throw error;
    }
    this.pending = [];
    // Only the stores that brought records (a file without trainer data restores lessons and settings).
    const counts = Object.fromEntries(Object.entries(stores).filter(([, v]) => v.length > 0).map(([k, v]) => [k, v.length]));
    for (const store of Object.keys(stores)) this.emit(store);
    return { counts };
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

  close(): void { this.backend.close(); }

  // ---- internals ----

  /** Writes (retrying earlier unsaved changes first); a full disk keeps them in memory and throws a clear error. */
  private async write(writes: Array<{ store: string; value: unknown }>): Promise<void> {
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
    for (const store of new Set(all.map((w) => w.store))) this.emit(store);
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

  private emit(store: string): void {
    for (const listener of this.listeners) listener({ store });
  }
}

function fullDiskError(cause: unknown): StorageError {
  return new StorageError('full',
    'Your device is out of storage space, so this change is not saved yet. It is kept while this tab stays open: free some space and it will be saved with your next change.',
    { cause });
}

const importError = (reason: string): StorageError =>
  new StorageError('import', `This file was not imported, and nothing was changed: ${reason}.`);

/** Checks an export file completely and returns its stores in the current schema's shape. */
export function parseExport(input: string | unknown): Record<string, unknown[]> {
  let data: unknown = input;
  if (typeof input === 'string') {
    if (input.length > MAX_IMPORT_BYTES) throw importError('it is too large to be a Felt progress file');
    try { data = JSON.parse(input); } catch { throw importError('it is not a JSON file'); }
  }
  if (!isRecord(data) || data.app !== EXPORT_APP || data.kind !== EXPORT_KIND) {
    throw importError('it is not a progress file exported by Felt');
  }
  const version = data.schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) throw importError('its version number is missing or wrong');
  if (version > SCHEMA_VERSION) throw importError(`it was made by a newer version of Felt (data version ${version}; this one reads up to ${SCHEMA_VERSION}). Update the app first`);
  if (!isRecord(data.stores)) throw importError('it has no progress data in it');
  let stores = data.stores as Record<string, unknown[]>;
  const oldSpecs = storesAt(version);
  for (const [name, records] of Object.entries(stores)) {
    if (!oldSpecs.has(name)) throw importError(`it has an unknown section "${name.slice(0, 40)}"`);
    if (!Array.isArray(records)) throw importError(`its section "${name}" is not a list`);
  }
  // Bring an older file up to today's shape, one version at a time.
  for (const m of MIGRATIONS.slice(version, SCHEMA_VERSION)) {
    stores = m.upgradeExport ? m.upgradeExport(stores) : stores;
  }
  const specs = storesAt();
  const result: Record<string, unknown[]> = {};
  for (const spec of specs.values()) {
    if (!spec.exported) continue;
    const records = stores[spec.name] ?? [];
    const seen = new Set<string>();
    records.forEach((record, i) => {
      const problem = spec.validate(record);
      if (problem) throw importError(`entry ${i + 1} of "${spec.name}" is wrong (${problem})`);
      const key = JSON.stringify((record as Record<string, unknown>)[spec.keyPath]);
      if (seen.has(key)) throw importError(`"${spec.name}" has the same entry twice (${key.slice(0, 60)})`);
      seen.add(key);
      if (spec.name === 'settings' && (record as { key: string }).key === 'app') {
        const settingsProblem = validateSettingsValue((record as { value: unknown }).value);
        if (settingsProblem) throw importError(`the settings are wrong (${settingsProblem})`);
      }
    });
    result[spec.name] = records;
  }
  return result;
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
    return new FeltStore(backend, null, notify);
  } catch (error) {
    const reason = error instanceof StorageError ? error.message : String(error);
    notify({ kind: 'memory', reason });
    return new FeltStore(createMemoryBackend(), reason, notify);
  }
}
