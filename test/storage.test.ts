// Storage: migrations (real version-1 data upgraded), settings, lesson progress, export/import,
// a second tab's upgrade, the memory fallback and a full disk.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createMemoryBackend, openIndexedDbBackend, type Backend } from '../src/storage/backend';
import { MIGRATIONS, SCHEMA_VERSION, checkRegistry, storesAt } from '../src/storage/migrations/index';
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
      const error = await openIndexedDbBackend({ name }).then(() => null, (e: unknown) => e as Error & { cause?: Error });
      // The sentence says what happened in words (no error type in it); the migration's own message stays in the cause, for reports.
      expect(error?.message).toBe('Your saved progress could not be brought up to date for this version of Felt; it is left untouched on this device.');
      expect(error?.cause?.message).toBe('test failure');
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
    await expect(store.saveSettings({ theme: 'purple' as never, fourColour: false })).rejects.toThrow(/the theme must follow the system, or be light or dark/);
    store.close();
  });

  it('keeps the chosen language and refuses a value that is not a language code (issue 15)', async () => {
    const store = await openStore({ name: dbName() });
    await store.saveSettings({ theme: 'system', fourColour: false, language: 'el' });
    expect((await store.getSettings()).language).toBe('el');
    await expect(store.saveSettings({ theme: 'system', fourColour: false, language: 'Greek<script>' })).rejects.toThrow(/not written as a language code/);
    expect((await store.getSettings()).language).toBe('el');
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
    ['an unknown section', { app: 'felt', kind: 'progress', schemaVersion: SCHEMA_VERSION, stores: { secrets: [] } }, /a kind of data this version of Felt does not know/],
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
      expect(store.fallbackReason).toMatch(/no place to keep data/);
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

// ---- issue 13 item 7: storage that cannot be half-written ----

const file = (stores: Record<string, unknown[]>) => ({ app: 'felt', kind: 'progress', schemaVersion: SCHEMA_VERSION, exportedAt: '2026-01-01T00:00:00.000Z', stores });
const skill = (id: string, extra: Record<string, unknown> = {}) => ({ skill: id, due: 1000, stability: 2.3, difficulty: 5, elapsedDays: 0, scheduledDays: 2,
  learningSteps: 0, reps: 1, lapses: 0, state: 2, lastReview: 500, correct: 3, wrong: 1, lastWrong: 400, ...extra });

describe('all or none, range checks, two tabs', () => {
  for (const kind of ['indexeddb', 'memory'] as const) {
    it(`${kind}: an import with one record that cannot be written leaves the old data byte for byte`, async () => {
      const store = kind === 'memory' ? new FeltStore(createMemoryBackend()) : await openStore({ name: dbName() });
      await store.setLessonStatus('kept', 'done', 1);
      await store.saveSettings({ theme: 'dark', fourColour: true });
      await store.saveDrill({ id: 'd1', code: 'R.x', finishedAt: 5, score: 1, total: 2, mode: 'practice' }, [skill('which-wins|holdem|1') as never]);
      const before = JSON.stringify(await store.exportData(0));
      // A record that passes the checks but that IndexedDB refuses to store (a function cannot be cloned).
      const spec = storesAt().get('skills')!;
      const original = spec.validate;
      spec.validate = () => null;
      try {
        const error = await store.importData(file({ lessonProgress: [{ id: 'new', status: 'done', updatedAt: 2 }], settings: [],
          skills: [skill('side-pots|-|1'), { ...skill('min-raise|holdem|1'), extra: { deep: () => 1 } }], drillResults: [] })).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(StorageError);
        expect((error as Error).message).toMatch(/nothing was changed/);
      } finally {
        spec.validate = original;
      }
      expect(JSON.stringify(await store.exportData(0))).toBe(before);
      store.close();
    });
  }

  it('a multi-record write whose last put throws writes none of it (IndexedDB aborts the transaction)', async () => {
    const backend = await openIndexedDbBackend({ name: dbName() });
    await backend.put('lessonProgress', { id: 'a', status: 'done', updatedAt: 1 });
    await expect(backend.putMany([{ store: 'lessonProgress', value: { id: 'b', status: 'done', updatedAt: 2 } },
      { store: 'lessonProgress', value: { id: 'c', status: 'done', updatedAt: 3, f: () => 0 } }])).rejects.toThrow();
    expect(await backend.getAll('lessonProgress')).toEqual([{ id: 'a', status: 'done', updatedAt: 1 }]);
    backend.close();
  });

  const damaged: Array<[string, string, unknown]> = [
    ['a lesson time of 1e300 (it blanked Progress)', 'lessonProgress', { id: 'x', status: 'done', updatedAt: 1e300 }],
    ['a drill finished at 9e15 (it hid every drill)', 'drillResults', { id: 'y', code: 'R.x', finishedAt: 9e15, score: 1, total: 1, mode: 'practice' }],
    ['an FSRS state of 99 (ts-fsrs threw on every answer)', 'skills', skill('which-wins|holdem|2', { state: 99 })],
    ['a reviewed skill with no last review (NaN mastery)', 'skills', skill('which-wins|holdem|3', { lastReview: null })],
    ['a score above the total', 'drillResults', { id: 'z', code: 'R.x', finishedAt: 1, score: 5, total: 2, mode: 'practice' }],
    ['a deeply nested extra field', 'lessonProgress', { id: 'w', status: 'done', updatedAt: 1, junk: { a: { b: { c: [1] } } } }],
  ];
  for (const [what, storeName, record] of damaged) {
    it(`skips and reports ${what}, on import and on read`, async () => {
      const preview = await new FeltStore(createMemoryBackend()).previewImport(file({ [storeName]: [record] }));
      expect(preview.skipped).toHaveLength(1);
      expect(preview.counts[storeName]).toBeUndefined();
      // The same record written straight into IndexedDB (an old version, another tool): reads leave it out and say so.
      const name = dbName();
      const raw = await openIndexedDbBackend({ name });
      await raw.put(storeName, record);
      raw.close();
      const notices: StoreNotice[] = [];
      const store = await openStore({ name, onNotice: (n) => notices.push(n) });
      const list = storeName === 'skills' ? await store.listSkills() : storeName === 'drillResults' ? await store.listDrillResults() : await store.listLessonProgress();
      expect(list).toEqual([]);
      expect(notices).toEqual([expect.objectContaining({ kind: 'bad-records', store: storeName, count: 1 })]);
      store.close();
    });
  }

  it('skips a skill this version does not know when told which ones it knows', async () => {
    const store = new FeltStore(createMemoryBackend());
    const summary = await store.importData(file({ skills: [skill('which-wins|holdem|1'), skill('no-such-kind|holdem|1')] }), { knownSkill: (id) => id.startsWith('which-wins') });
    expect(summary.counts).toEqual({ skills: 1 });
    expect(summary.skipped[0].problem).toMatchObject({ reason: 'storage.problem.no-skill', params: { skill: 'no-such-kind|holdem|1' } });
    expect(summary.skipped[0].problem.message).toBe('it is for a skill this version of Felt does not have');
  });

  it('shows what an import would replace before writing anything', async () => {
    const store = await openStore({ name: dbName() });
    await store.setLessonStatus('a', 'done', 1);
    await store.setLessonStatus('b', 'done', 1);
    const preview = await store.previewImport(file({ lessonProgress: [{ id: 'c', status: 'started', updatedAt: 3 }], skills: [skill('which-wins|holdem|1')] }));
    expect(preview).toMatchObject({ counts: { lessonProgress: 1, skills: 1 }, current: { lessonProgress: 2, skills: 0 }, exportedAt: '2026-01-01T00:00:00.000Z' });
    expect((await store.listLessonProgress()).map((p) => p.id).sort()).toEqual(['a', 'b']);
    store.close();
  });

  it('an import on a full disk says nothing was imported and keeps the old data', async () => {
    const memory = createMemoryBackend();
    const store = new FeltStore({ ...memory, replaceAll: async () => { throw Object.assign(new Error('quota'), { name: 'QuotaExceededError' }); } });
    await store.setLessonStatus('kept', 'done', 1);
    const error = await store.importData(file({ lessonProgress: [] })).catch((e: unknown) => e);
    expect((error as StorageError).kind).toBe('full');
    expect((error as Error).message).toMatch(/nothing was imported: the progress on this device is unchanged/);
    expect((error as Error).message).not.toMatch(/kept while this tab/);
    expect(await store.listLessonProgress()).toEqual([{ id: 'kept', status: 'done', updatedAt: 1 }]);
  });

  it('two tabs finishing drills on the same skill keep both tabs\' answers, and each hears of the other\'s change', async () => {
    const name = dbName();
    const a = await openStore({ name });
    const b = await openStore({ name });
    const heard: string[] = [];
    b.onChange((c) => { if (c.remote) heard.push(c.store); });
    const id = 'which-wins|holdem|1';
    // Each tab reads the skill inside its own write transaction: neither overwrites the other.
    const apply = (n: number) => (current: Array<ReturnType<typeof skill>>) => {
      const base = current[0] ?? skill(id, { reps: 0, correct: 0, wrong: 0, lastReview: null, state: 0, lastWrong: null });
      return [{ ...base, reps: base.reps + 1, correct: base.correct + n, lastReview: 600 }];
    };
    await Promise.all([
      a.finishDrill({ id: 'ra', code: 'R.a', finishedAt: 1, score: 3, total: 3, mode: 'practice' }, [id], apply(3) as never),
      b.finishDrill({ id: 'rb', code: 'R.b', finishedAt: 2, score: 4, total: 4, mode: 'practice' }, [id], apply(4) as never),
    ]);
    const [s] = await a.listSkills();
    expect(s).toMatchObject({ reps: 2, correct: 7 });
    expect((await b.listDrillResults()).map((d) => d.id).sort()).toEqual(['ra', 'rb']);
    await a.setLessonStatus('game-holdem', 'done', 3);
    await expect.poll(() => heard).toContain('lessonProgress');
    a.close(); b.close();
  });

  it('the drill in progress is saved, read back and cleared; a damaged one is ignored', async () => {
    const store = await openStore({ name: dbName() });
    const q = { kind: 'which-wins', game: 'holdem', difficulty: 1, seed: 3, prompt: 'p', scene: {}, input: { type: 'choice', options: ['a', 'b'] }, expected: 1, working: [], ruleIds: [] };
    const session = { id: 'current' as const, route: '#/practice/review', spec: { kinds: [], games: [], difficulty: 1 as const, count: 2, timer: 0, seed: 1, mode: 'review' as const },
      plan: [{ skill: { kind: 'which-wins', game: 'holdem' as const, difficulty: 1 as const }, seed: 3 }, { skill: { kind: 'which-wins', game: 'holdem' as const, difficulty: 1 as const }, seed: 4 }],
      questions: [q as never], answers: [0], times: [1200], startedAt: 10, updatedAt: 11, started: true };
    await store.saveDrillSession(session);
    expect(await store.getDrillSession()).toEqual(session);
    await expect(store.saveDrillSession({ ...session, answers: [7] })).rejects.toThrow(/do not fit/);
    await store.clearDrillSession();
    expect(await store.getDrillSession()).toBeUndefined();
    store.close();
  });
});
