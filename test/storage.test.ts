// Storage: migrations (real version-1 data upgraded), settings, lesson progress, export/import,
// a second tab's upgrade, the memory fallback and a full disk.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createMemoryBackend, openIndexedDbBackend, type Backend } from '../src/storage/backend';
import { MIGRATIONS, SCHEMA_VERSION, checkRegistry } from '../src/storage/migrations/index';
import type { LessonRecordV1 } from '../src/storage/migrations/001-initial';
import { FeltStore, openStore, parseExport, type StoreNotice } from '../src/storage/store';
import { DEFAULT_SETTINGS, StorageError } from '../src/storage/types';

let counter = 0;
const dbName = () => `felt-test-${Date.now()}-${counter++}`;

describe('schema migrations', () => {
  it('numbers migrations 1, 2, ... in registry order', () => {
    expect(() => checkRegistry()).not.toThrow();
    expect(SCHEMA_VERSION).toBe(MIGRATIONS.length);
  });

  it('upgrades real version-1 data to the current version', async () => {
    const name = dbName();
    const v1 = await openIndexedDbBackend({ name, version: 1 });
    const old: LessonRecordV1[] = [
      { lessonId: 'game-holdem', done: true, openedAt: 1000 },
      { lessonId: 'rule-high', done: false, openedAt: 2000 },
    ];
    await v1.putMany([
      ...old.map((value) => ({ store: 'lessons', value })),
      { store: 'settings', value: { key: 'app', value: { theme: 'dark', fourColour: true } } },
    ]);
    v1.close();

    const store = new FeltStore(await openIndexedDbBackend({ name }));
    const progress = (await store.listLessonProgress()).sort((a, b) => a.id.localeCompare(b.id));
    expect(progress).toEqual([
      { id: 'game-holdem', status: 'done', updatedAt: 1000 },
      { id: 'rule-high', status: 'started', updatedAt: 2000 },
    ]);
    expect(await store.getSettings()).toEqual({ theme: 'dark', fourColour: true });
    store.close();
  });

  it('a failing migration leaves the old data in place and says why', async () => {
    const name = dbName();
    const v1 = await openIndexedDbBackend({ name, version: 1 });
    await v1.put('lessons', { lessonId: 'x', done: true, openedAt: 1 });
    v1.close();
    const original = MIGRATIONS[1].upgrade;
    (MIGRATIONS[1] as { upgrade: typeof original }).upgrade = async () => { throw new Error('test failure'); };
    try {
      await expect(openIndexedDbBackend({ name })).rejects.toThrow(/could not be upgraded: test failure/);
    } finally {
      (MIGRATIONS[1] as { upgrade: typeof original }).upgrade = original;
    }
    const again = new FeltStore(await openIndexedDbBackend({ name }));
    expect(await again.getLessonProgress('x')).toEqual({ id: 'x', status: 'done', updatedAt: 1 });
    again.close();
  });
});

describe('settings and lesson progress', () => {
  it('returns defaults, then what was saved', async () => {
    const store = await openStore({ name: dbName() });
    expect(store.kind).toBe('indexeddb');
    expect(await store.getSettings()).toEqual(DEFAULT_SETTINGS);
    await store.saveSettings({ theme: 'light', fourColour: true });
    expect(await store.getSettings()).toEqual({ theme: 'light', fourColour: true });
    await expect(store.saveSettings({ theme: 'purple' as never, fourColour: false })).rejects.toThrow(/not a theme/);
    store.close();
  });

  it('keeps lesson status across connections and tells listeners', async () => {
    const name = dbName();
    const store = await openStore({ name });
    const seen: string[] = [];
    store.onChange((c) => seen.push(c.store));
    await store.touchLesson('game-omaha', 10);
    await store.touchLesson('game-omaha', 20);
    await store.setLessonStatus('rule-low8', 'done', 30);
    store.close();
    const again = await openStore({ name });
    expect(await again.getLessonProgress('game-omaha')).toEqual({ id: 'game-omaha', status: 'started', updatedAt: 10 });
    expect((await again.listLessonProgress()).length).toBe(2);
    expect(seen).toEqual(['lessonProgress', 'lessonProgress']);
    again.close();
  });
});

describe('export and import', () => {
  it('round-trips through a JSON string', async () => {
    const a = await openStore({ name: dbName() });
    await a.setLessonStatus('game-stud7', 'done', 5);
    await a.saveSettings({ theme: 'dark', fourColour: true });
    const file = JSON.stringify(await a.exportData(Date.UTC(2026, 0, 1)));
    const b = await openStore({ name: dbName() });
    await b.setLessonStatus('something-else', 'started', 1);
    const summary = await b.importData(file);
    expect(summary.counts).toEqual({ settings: 1, lessonProgress: 1 });
    expect(await b.listLessonProgress()).toEqual([{ id: 'game-stud7', status: 'done', updatedAt: 5 }]);
    expect(await b.getSettings()).toEqual({ theme: 'dark', fourColour: true });
    a.close(); b.close();
  });

  it('reads a version-1 export file', () => {
    const stores = parseExport({ app: 'felt', kind: 'progress', schemaVersion: 1, exportedAt: '', stores: {
      lessons: [{ lessonId: 'game-soko', done: true, openedAt: 7 }], settings: [] } });
    expect(stores.lessonProgress).toEqual([{ id: 'game-soko', status: 'done', updatedAt: 7 }]);
  });

  const bad: Array<[string, unknown, RegExp]> = [
    ['not JSON', '{oops', /not a JSON file/],
    ['a foreign JSON file', '{"name":"package","version":"1.0.0"}', /not a progress file exported by Felt/],
    ['a newer version', { app: 'felt', kind: 'progress', schemaVersion: 99, stores: {} }, /newer version of Felt/],
    ['an unknown section', { app: 'felt', kind: 'progress', schemaVersion: SCHEMA_VERSION, stores: { secrets: [] } }, /unknown section "secrets"/],
    ['a bad record', { app: 'felt', kind: 'progress', schemaVersion: SCHEMA_VERSION, stores: { lessonProgress: [{ id: 'a', status: 'mastered', updatedAt: 1 }] } }, /entry 1 of "lessonProgress" is wrong .*"mastered" is not a lesson status/],
    ['bad settings', { app: 'felt', kind: 'progress', schemaVersion: SCHEMA_VERSION, stores: { settings: [{ key: 'app', value: { theme: 'neon' } }] } }, /settings are wrong/],
    ['a duplicate', { app: 'felt', kind: 'progress', schemaVersion: SCHEMA_VERSION, stores: { lessonProgress: [{ id: 'a', status: 'done', updatedAt: 1 }, { id: 'a', status: 'new', updatedAt: 2 }] } }, /same entry twice/],
  ];
  for (const [what, input, reason] of bad) {
    it(`refuses ${what}, changes nothing and says why`, async () => {
      const store = await openStore({ name: dbName() });
      await store.setLessonStatus('kept', 'done', 1);
      const error = await store.importData(input).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StorageError);
      expect((error as StorageError).kind).toBe('import');
      expect((error as Error).message).toMatch(/nothing was changed/);
      expect((error as Error).message).toMatch(reason);
      expect(await store.listLessonProgress()).toEqual([{ id: 'kept', status: 'done', updatedAt: 1 }]);
      store.close();
    });
  }
});

describe('two tabs, no IndexedDB, a full disk', () => {
  it('an older tab closes for a newer tab\'s upgrade instead of deadlocking it', async () => {
    const name = dbName();
    let told = 0;
    const oldTab = await openIndexedDbBackend({ name, version: 1, onVersionChange: () => { told++; } });
    await oldTab.put('lessons', { lessonId: 'game-draw5', done: false, openedAt: 3 });
    const newTab = new FeltStore(await openIndexedDbBackend({ name }));
    expect(told).toBe(1);
    expect(await newTab.getLessonProgress('game-draw5')).toMatchObject({ status: 'started' });
    newTab.close();
  });

  it('falls back to memory with a notice when IndexedDB is missing', async () => {
    const saved = globalThis.indexedDB;
    const notices: StoreNotice[] = [];
    // @ts-expect-error simulate a browser without IndexedDB
    delete globalThis.indexedDB;
    try {
      const store = await openStore({ name: dbName(), onNotice: (n) => notices.push(n) });
      expect(store.kind).toBe('memory');
      expect(store.fallbackReason).toMatch(/no IndexedDB/);
      expect(notices[0]?.kind).toBe('memory');
      await store.setLessonStatus('game-holdem', 'done', 1);
      expect(await store.getLessonProgress('game-holdem')).toEqual({ id: 'game-holdem', status: 'done', updatedAt: 1 });
    } finally {
      globalThis.indexedDB = saved;
    }
  });

  it('a full disk gives a clear message and loses nothing', async () => {
    const memory = createMemoryBackend();
    let full = true;
    const quota = () => Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
    const backend: Backend = {
      ...memory,
      putMany: async (w) => { if (full) throw quota(); return memory.putMany(w); },
      put: async (s, v) => { if (full) throw quota(); return memory.put(s, v); },
    };
    const notices: StoreNotice[] = [];
    const store = new FeltStore(backend, null, (n) => notices.push(n));
    const error = await store.setLessonStatus('game-omaha5', 'done', 9).catch((e: unknown) => e);
    expect((error as StorageError).kind).toBe('full');
    expect((error as Error).message).toMatch(/out of storage space/);
    expect(store.hasUnsavedChanges).toBe(true);
    expect(await store.getLessonProgress('game-omaha5')).toMatchObject({ status: 'done' });
    expect((await store.exportData(0)).stores.lessonProgress).toHaveLength(1);
    full = false;
    await store.saveSettings({ theme: 'dark', fourColour: false });
    expect(store.hasUnsavedChanges).toBe(false);
    expect(await memory.get('lessonProgress', 'game-omaha5')).toMatchObject({ status: 'done' });
    expect(notices.map((n) => n.kind)).toEqual(['full', 'saved-after-full']);
  });
});
