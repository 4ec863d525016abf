// The play table's storage (migration 5): the table in play saved after every action and resumed, hand records, the last 2,000 hands, imports all or nothing.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createMemoryBackend, openIndexedDbBackend } from '../src/storage/backend';
import { storesAt } from '../src/storage/migrations/index';
import { FeltStore, HAND_HISTORY_LIMIT } from '../src/storage/store';
import { PlaySession, defaultSetup, type HandRecord, type SessionState } from '../src/play/index';
import { randomDecider } from './play-helpers';

let counter = 0;
const dbName = () => `felt-play-${counter++}`;

/** A record as the table writes it, with a chosen time. */
function fakeRecord(template: HandRecord, i: number): HandRecord {
  return { ...template, id: `s-${i}`, number: i, playedAt: 1000 + i };
}

async function oneHand(): Promise<{ session: PlaySession; record: HandRecord }> {
  const session = PlaySession.start(defaultSetup('holdem', 5), { now: 0, id: 's' });
  session.deal(0);
  const d = randomDecider(1);
  for (let k = 1; ; k++) {
    const r = session.actFor(d, k);
    if (r) return { session, record: r };
  }
}

describe('play table storage', () => {
  it('migration 5 adds the hands and the table in play; an older database upgrades with its data kept', async () => {
    expect(storesAt().get('hands')?.exported).toBe(true);
    expect(storesAt().get('playTable')?.exported).toBe(false);
    const name = dbName();
    const v4 = await openIndexedDbBackend({ name, version: 4 });
    await v4.put('settings', { key: 'app', value: { theme: 'dark', fourColour: false } });
    v4.close();
    const store = new FeltStore(await openIndexedDbBackend({ name }));
    expect((await store.getSettings()).theme).toBe('dark');
    expect(await store.listHands()).toEqual([]);
    expect(await store.getPlaySession()).toBeNull();
    store.close();
  });

  it('saves the table after an action and the hand with it in one write; a new store resumes the same hand', async () => {
    const name = dbName();
    const store = new FeltStore(await openIndexedDbBackend({ name }));
    const { session, record } = await oneHand();
    session.deal(50);
    session.actFor(randomDecider(2), 51);
    expect(await store.savePlay(session.save(), record)).toEqual({ dropped: 0 });
    store.close();
    const again = new FeltStore(await openIndexedDbBackend({ name }));
    const saved = await again.getPlaySession<SessionState>();
    const resumed = PlaySession.restore(saved!);
    expect(resumed.turn()).toEqual(session.turn());
    expect(resumed.view(resumed.learner)).toEqual(session.view(session.learner));
    expect(await again.getHand(record.id)).toEqual(record);
    await again.savePlay(null);
    expect(await again.getPlaySession()).toBeNull();
    again.close();
  });

  it(`keeps the newest ${HAND_HISTORY_LIMIT} hands and says how many old ones were dropped`, async () => {
    const store = new FeltStore(createMemoryBackend());
    const { record } = await oneHand();
    const many = Array.from({ length: HAND_HISTORY_LIMIT + 3 }, (_, i) => fakeRecord(record, i));
    expect(await store.addHands(many)).toEqual({ added: many.length, dropped: 3 });
    const list = await store.listHands<HandRecord>();
    expect(list).toHaveLength(HAND_HISTORY_LIMIT);
    expect(list[0].id).toBe(`s-${HAND_HISTORY_LIMIT + 2}`);
    expect(list.some((h) => h.id === 's-0' || h.id === 's-2')).toBe(false);
    expect(await store.savePlay(null, fakeRecord(record, 99_999))).toEqual({ dropped: 1 });
  });

  it('the same in IndexedDB, oldest first by time played', async () => {
    const store = new FeltStore(await openIndexedDbBackend({ name: dbName() }));
    const { record } = await oneHand();
    await store.addHands(Array.from({ length: HAND_HISTORY_LIMIT }, (_, i) => fakeRecord(record, i + 10)));
    expect(await store.savePlay(null, fakeRecord(record, 5000))).toEqual({ dropped: 1 });
    expect(await store.getHand('s-10')).toBeUndefined();
    expect(await store.getHand('s-5000')).toBeDefined();
    store.close();
  });

  it('an import with one bad hand saves nothing', async () => {
    const store = new FeltStore(createMemoryBackend());
    const { record } = await oneHand();
    const bad = { ...fakeRecord(record, 2), playedAt: Number.NaN };
    await expect(store.addHands([fakeRecord(record, 1), bad])).rejects.toThrow(/not saved/);
    expect(await store.listHands()).toEqual([]);
  });
});
