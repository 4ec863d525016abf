// Two storage backends with the same small surface: IndexedDB (via idb) and a memory fallback.
import { openDB, type IDBPDatabase } from 'idb';
import { MIGRATIONS, SCHEMA_VERSION, storesAt } from './migrations/index';
import { StorageError } from './types';

/** The primitive operations the named store methods are built from. */
export interface Backend {
  readonly kind: 'indexeddb' | 'memory';
  get<T>(store: string, key: IDBValidKey): Promise<T | undefined>;
  getAll<T>(store: string): Promise<T[]>;
  put(store: string, value: unknown): Promise<void>;
  /** Several puts in one transaction: all or none. */
  putMany(writes: Array<{ store: string; value: unknown }>): Promise<void>;
  /** Clears the named stores and fills them, in one transaction: all or none. */
  replaceAll(data: Record<string, unknown[]>): Promise<void>;
  /** Deletes the oldest records (lowest `field`, read through `index`) so that at most `keep` remain; returns how many went. */
  trimOldest(store: string, index: string, field: string, keep: number): Promise<number>;
  close(): void;
}

export interface OpenEvents {
  /** Another tab holds an older version open and has not closed it yet: we wait. */
  onBlocked?(): void;
  /** Another tab wants to upgrade: we closed our connection so it can; this tab must reload. */
  onVersionChange?(): void;
}

export interface OpenOptions extends OpenEvents {
  name?: string;
  /** Open at this schema version (tests open version 1 to make real old data). */
  version?: number;
}

export const DEFAULT_DB_NAME = 'felt';

/** Opens IndexedDB and runs the numbered migrations from the stored version up to `version`. */
export async function openIndexedDbBackend(options: OpenOptions = {}): Promise<Backend> {
  const { name = DEFAULT_DB_NAME, version = SCHEMA_VERSION } = options;
  if (!(globalThis as { indexedDB?: IDBFactory }).indexedDB) throw new StorageError('unavailable', 'This browser gives the page no IndexedDB.');
  let migrationError: unknown = null;
  let db: IDBPDatabase<unknown>;
  try {
    db = await openDB(name, version, {
      upgrade(database, oldVersion, _newVersion, tx) {
        // Each step waits for the one before; only IndexedDB requests are awaited, so the
        // upgrade transaction stays open until the last migration has finished.
        tx.done.catch(() => { /* an aborted upgrade is reported by openDB's rejection */ });
        let chain: Promise<void> = Promise.resolve();
        for (const m of MIGRATIONS.slice(oldVersion, version)) {
          chain = chain.then(() => m.upgrade(database, tx));
        }
        chain.catch((error: unknown) => {
          migrationError = error;
          try { tx.abort(); } catch { /* already finished */ }
        });
      },
      blocked() { options.onBlocked?.(); },
      blocking() {
        // A newer tab is upgrading: let it (never deadlock), then tell this tab to reload.
        db.close();
        options.onVersionChange?.();
      },
    });
  } catch (error) {
    if (migrationError) {
      throw new StorageError('failed', `Your saved progress could not be upgraded: ${String((migrationError as Error).message ?? migrationError)}`, { cause: migrationError });
    }
    throw new StorageError('unavailable', `IndexedDB could not be opened (${(error as Error).name ?? 'error'}).`, { cause: error });
  }

  return {
    kind: 'indexeddb',
    get: (store, key) => db.get(store, key),
    getAll: (store) => db.getAll(store),
    async put(store, value) { await db.put(store, value); },
    async putMany(writes) {
      const names = [...new Set(writes.map((w) => w.store))];
      if (names.length === 0) return;
      const tx = db.transaction(names, 'readwrite');
      for (const w of writes) void tx.objectStore(w.store).put(w.value);
      await tx.done;
    },
    async replaceAll(data) {
      const names = Object.keys(data);
      if (names.length === 0) return;
      const tx = db.transaction(names, 'readwrite');
      for (const storeName of names) {
        const store = tx.objectStore(storeName);
        void store.clear();
        for (const value of data[storeName]) void store.put(value);
      }
      await tx.done;
    },
    async trimOldest(storeName, index, _field, keep) {
      const tx = db.transaction(storeName, 'readwrite');
      const store = tx.objectStore(storeName);
      let excess = (await store.count()) - keep;
      let removed = 0;
      let cursor = excess > 0 ? await store.index(index).openCursor() : null;
      while (cursor && excess > 0) {
        await cursor.delete();
        removed++;
        excess--;
        cursor = await cursor.continue();
      }
      await tx.done;
      return removed;
    },
    close: () => db.close(),
  };
}

/** A backend in memory: used when IndexedDB is missing or refuses to open. Nothing outlives the tab. */
export function createMemoryBackend(): Backend {
  const specs = storesAt();
  const stores = new Map<string, Map<string, unknown>>();
  for (const name of specs.keys()) stores.set(name, new Map());
  const storeOf = (name: string): Map<string, unknown> => {
    const store = stores.get(name);
    if (!store) throw new StorageError('failed', `There is no store called ${name}.`);
    return store;
  };
  const keyOf = (name: string, value: unknown): string =>
    JSON.stringify((value as Record<string, unknown>)[specs.get(name)!.keyPath]);
  const copy = <T>(value: T): T => structuredClone(value);
  return {
    kind: 'memory',
    get: async (store, key) => copy(storeOf(store).get(JSON.stringify(key))) as never,
    getAll: async (store) => [...storeOf(store).values()].map(copy) as never,
    async put(store, value) { storeOf(store).set(keyOf(store, value), copy(value)); },
    async putMany(writes) { for (const w of writes) storeOf(w.store).set(keyOf(w.store, w.value), copy(w.value)); },
    async replaceAll(data) {
      for (const name of Object.keys(data)) storeOf(name);
      for (const [name, values] of Object.entries(data)) {
        const store = storeOf(name);
        store.clear();
        for (const v of values) store.set(keyOf(name, v), copy(v));
      }
    },
    async trimOldest(name, _index, field, keep) {
      const store = storeOf(name);
      const oldest = [...store.entries()].sort((a, b) => Number((a[1] as Record<string, unknown>)[field]) - Number((b[1] as Record<string, unknown>)[field]));
      const drop = oldest.slice(0, Math.max(0, oldest.length - keep));
      for (const [key] of drop) store.delete(key);
      return drop.length;
    },
    close() { /* nothing to close */ },
  };
}
