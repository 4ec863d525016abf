// Two storage backends with the same small surface: IndexedDB (via idb) and a memory fallback.
import { openDB, type IDBPDatabase } from 'idb';
import { MIGRATIONS, SCHEMA_VERSION, storesAt } from './migrations/index';
import { StorageError } from './types';

/** What a transaction body may do: reads first, then writes; a throw anywhere aborts all of it. */
export interface TxView {
  get<T>(store: string, key: IDBValidKey): Promise<T | undefined>;
  getAll<T>(store: string): Promise<T[]>;
  put(store: string, value: unknown): void;
  delete(store: string, key: IDBValidKey): void;
  clear(store: string): void;
}

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
  /**
   * One read-modify-write transaction over `stores` (DESIGN.md: every multi-record write is one
   * transaction that aborts as a whole). The body may await only the view's reads; if it or any
   * write throws, nothing is written. Two tabs doing this on the same records run one after the other.
   */
  transact(stores: string[], body: (tx: TxView) => Promise<void>): Promise<void>;
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
  if (!(globalThis as { indexedDB?: IDBFactory }).indexedDB) throw new StorageError('unavailable', 'storage.no-indexeddb');
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
      throw new StorageError('failed', 'storage.upgrade', { name: (migrationError as Error)?.name ?? 'error' }, { cause: migrationError });
    }
    throw new StorageError('unavailable', 'storage.open', { name: (error as Error).name ?? 'error' }, { cause: error });
  }

  async function transact(stores: string[], body: (tx: TxView) => Promise<void>): Promise<void> {
    const names = [...new Set(stores)];
    if (names.length === 0) return;
    const tx = db.transaction(names, 'readwrite');
    const done = tx.done;
    done.catch(() => { /* reported below */ });
    // A request that fails (or a put that throws at once, e.g. a value that cannot be cloned) must
    // abort the whole transaction: without the abort, the puts before it would still commit.
    const quiet = (p: Promise<unknown>) => { p.catch(() => { /* the transaction's error says it */ }); };
    const view: TxView = {
      get: (store, key) => tx.objectStore(store).get(key) as Promise<never>,
      getAll: (store) => tx.objectStore(store).getAll() as Promise<never>,
      put(store, value) { quiet(tx.objectStore(store).put(value)); },
      delete(store, key) { quiet(tx.objectStore(store).delete(key)); },
      clear(store) { quiet(tx.objectStore(store).clear()); },
    };
    try {
      await body(view);
    } catch (error) {
      try { tx.abort(); } catch { /* already finished */ }
      await done.catch(() => undefined);
      throw error;
    }
    await done;
  }
  return {
    kind: 'indexeddb',
    get: (store, key) => db.get(store, key),
    getAll: (store) => db.getAll(store),
    async put(store, value) { await transact([store], async (tx) => tx.put(store, value)); },
    async putMany(writes) {
      await transact(writes.map((w) => w.store), async (tx) => { for (const w of writes) tx.put(w.store, w.value); });
    },
    async replaceAll(data) {
      await transact(Object.keys(data), async (tx) => {
        for (const [name, values] of Object.entries(data)) { tx.clear(name); for (const v of values) tx.put(name, v); }
      });
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
    transact,
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
    if (!store) throw new StorageError('failed', null, {}, { message: `There is no store called ${name}.` }); // a code bug, never a learner's
    return store;
  };
  const keyOf = (name: string, value: unknown): string =>
    JSON.stringify((value as Record<string, unknown>)[specs.get(name)!.keyPath]);
  const copy = <T>(value: T): T => structuredClone(value);
  // Transactions run one at a time on staged copies; the stores change only when the body and
  // every write succeeded (all or none, as in IndexedDB).
  let queue: Promise<void> = Promise.resolve();
  function transact(names: string[], body: (tx: TxView) => Promise<void>): Promise<void> {
    const run = async () => {
      const staged = new Map<string, Map<string, unknown>>();
      for (const name of new Set(names)) staged.set(name, new Map(storeOf(name)));
      const open = (name: string) => {
        const s = staged.get(name);
        if (!s) throw new StorageError('failed', null, {}, { message: `The store ${name} is not part of this transaction.` }); // a code bug
        return s;
      };
      await body({
        get: async (store, key) => copy(open(store).get(JSON.stringify(key))) as never,
        getAll: async (store) => [...open(store).values()].map(copy) as never,
        put(store, value) { open(store).set(keyOf(store, value), copy(value)); },
        delete(store, key) { open(store).delete(JSON.stringify(key)); },
        clear(store) { open(store).clear(); },
      });
      for (const [name, s] of staged) stores.set(name, s);
    };
    const result = queue.then(run);
    queue = result.catch(() => undefined);
    return result;
  }
  return {
    kind: 'memory',
    get: async (store, key) => copy(storeOf(store).get(JSON.stringify(key))) as never,
    getAll: async (store) => [...storeOf(store).values()].map(copy) as never,
    put: (store, value) => transact([store], async (tx) => tx.put(store, value)),
    putMany: (writes) => transact(writes.map((w) => w.store), async (tx) => { for (const w of writes) tx.put(w.store, w.value); }),
    replaceAll: (data) => transact(Object.keys(data), async (tx) => {
      for (const [name, values] of Object.entries(data)) { tx.clear(name); for (const v of values) tx.put(name, v); }
    }),
    transact,
    trimOldest: (name, _index, field, keep) => {
      let removed = 0;
      return transact([name], async (tx) => {
        const all = await tx.getAll<Record<string, unknown>>(name);
        const keyPath = specs.get(name)!.keyPath;
        all.sort((a, b) => Number(a[field]) - Number(b[field]));
        for (const r of all.slice(0, Math.max(0, all.length - keep))) { tx.delete(name, r[keyPath] as IDBValidKey); removed++; }
      }).then(() => removed);
    },
    close() { /* nothing to close */ },
  };
}
