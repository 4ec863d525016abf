// Bad setups get a clear error with a reason id, never a corrupt hand: the hostile cases of issue 9 and a seeded fuzz.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, HandError, REASON_TEXT, startHand, Table, type HandSetup } from '../src/engine/index';
import { legalActions } from './engine-helpers';

const BASE = (): Record<string, unknown> => ({
  game: 'holdem', structure: { kind: 'no-limit', smallBlind: 1, bigBlind: 2 }, button: 0, seed: 7,
  seats: [{ stack: 100 }, { stack: 100 }, { stack: 100 }],
});

/** The reason id a bad setup is refused with (fails the test if it is not a HandError with a known id and a sentence). */
function refusal(setup: unknown): string {
  try {
    startHand(setup as HandSetup);
  } catch (e) {
    expect(e).toBeInstanceOf(HandError);
    const err = e as HandError;
    expect(Object.keys(REASON_TEXT)).toContain(err.reason.id);
    expect(err.message.length).toBeGreaterThan(10);
    expect(err.message).toBe(err.reason.text);
    return err.reason.id;
  }
  throw new Error(`accepted: ${JSON.stringify(setup)}`);
}

describe('hostile setups (issue 9 point 6)', () => {
  it.each([
    ['posts with an object amount', { ...BASE(), posts: [{ seat: 1, live: { n: 2 } }] }, 'setup.post'],
    ['posts with 0.5 chips', { ...BASE(), posts: [{ seat: 1, live: 0.5 }] }, 'setup.post'],
    ['posts for a seat not dealt in', { ...BASE(), posts: [{ seat: 5, live: 2 }] }, 'setup.post'],
    ['blinds naming absent seats', { ...BASE(), blinds: { smallBlind: 7, bigBlind: 8 } }, 'setup.blinds'],
    ['blinds on a seat sitting out', { ...BASE(), seats: [{ stack: 100 }, { stack: 100 }, { stack: 100, sittingOut: true }], blinds: { smallBlind: 1, bigBlind: 2 } }, 'setup.blinds'],
    ['minBet as text', { ...BASE(), structure: { kind: 'no-limit', smallBlind: 1, bigBlind: 2, minBet: '5' } }, 'setup.amount'],
    ['NaN spread maxima', { ...BASE(), structure: { kind: 'spread-limit', smallBlind: 1, bigBlind: 2, spreadMax: [NaN, 4, 6] } }, 'setup.spread-max'],
    ['negative spread maxima', { ...BASE(), structure: { kind: 'spread-limit', smallBlind: 1, bigBlind: 2, spreadMax: [2, -4, 6] } }, 'setup.spread-max'],
    ['a stack of 2^53', { ...BASE(), seats: [{ stack: 2 ** 53 }, { stack: 100 }] }, 'setup.stack'],
    ['stacks adding up past the table limit', { ...BASE(), seats: [{ stack: 9e14 }, { stack: 9e14 }] }, 'setup.too-many-chips'],
    ['a null seat', { ...BASE(), seats: [{ stack: 100 }, null, { stack: 100 }] }, 'setup.seat-not-object'],
    ['game "__proto__"', { ...BASE(), game: '__proto__' }, 'setup.unknown-game'],
    ['game "constructor"', { ...BASE(), game: 'constructor' }, 'setup.unknown-game'],
    ['game "toString"', { ...BASE(), game: 'toString' }, 'setup.unknown-game'],
    ['no setup at all', null, 'setup.not-object'],
    ['a structure kind that does not exist', { ...BASE(), structure: { kind: 'unlimited', bigBlind: 2 } }, 'setup.structure-kind'],
    ['a fractional ante', { ...BASE(), game: 'stud7', structure: { kind: 'fixed-limit', ante: 0.5, smallBet: 2, bigBet: 4 } }, 'setup.amount'],
    ['a NaN seed', { ...BASE(), seed: NaN }, 'setup.seed'],
    ['a function inside the seats', { ...BASE(), seats: [{ stack: 100, cards: () => [] }, { stack: 100 }] }, 'setup.card-list'],
    ['a card id out of range', { ...BASE(), seats: [{ stack: 100, cards: [52, 3] }, { stack: 100 }] }, 'setup.card-list'],
    ['a bad evaluator', { ...BASE(), evaluator: { best: 3 } }, 'setup.evaluator'],
  ])('%s: refused with a reason id', (_name, setup, id) => {
    expect(refusal(setup)).toBe(id);
  });

  it('the Table refuses bad options with reason ids too', () => {
    const ids: string[] = [];
    for (const make of [
      () => new Table({ game: 'constructor', structure: { kind: 'no-limit', bigBlind: 2 }, seatCount: 6 }),
      () => new Table({ game: 'holdem', structure: { kind: 'no-limit', bigBlind: 2, minBet: '5' as unknown as number }, seatCount: 6 }),
      () => new Table({ game: 'holdem', structure: { kind: 'no-limit', bigBlind: 2 }, seatCount: 1 }),
      () => { const t = new Table({ game: 'holdem', structure: { kind: 'no-limit', bigBlind: 2 }, seatCount: 3 }); t.sit(0, 2 ** 53); },
      () => { const t = new Table({ game: 'holdem', structure: { kind: 'no-limit', bigBlind: 2 }, seatCount: 3 }); t.sit(0, 100); t.sit(0, 100); },
    ]) {
      try { make(); ids.push('accepted'); } catch (e) { expect(e).toBeInstanceOf(HandError); ids.push((e as HandError).reason.id); }
    }
    expect(ids).toEqual(['setup.unknown-game', 'setup.amount', 'table.seat-count', 'table.sit-stack', 'table.taken']);
  });

  it('every engine error of a hand carries a message id: a missing seat, a second cancel, live chips out of turn', () => {
    const hand = startHand(BASE() as unknown as HandSetup);
    expect(() => hand.view(9)).toThrow(expect.objectContaining({ reason: expect.objectContaining({ id: 'no-such-seat' }) }));
    hand.cancel();
    expect(() => hand.cancel()).toThrow(expect.objectContaining({ reason: expect.objectContaining({ id: 'already-over' }) }));
    expect(() => hand.readLive({ chipsPushed: 5 })).toThrow(expect.objectContaining({ reason: expect.objectContaining({ id: 'live-not-betting' }) }));
    expect(() => hand.act({ type: 'check' })).toThrow(expect.objectContaining({ reason: expect.objectContaining({ id: 'hand-over' }) }));
  });

  it('fuzz (fast-check, seeded): a setup with hostile values anywhere is either refused with a known reason id or plays a sound hand', () => {
    const hostile = fc.oneof(
      fc.constantFrom(null, undefined, NaN, Infinity, -Infinity, -1, 0, 0.5, 2 ** 53, 1e300, '5', '', '__proto__', 'toString', true, [], {}, [NaN], { n: 1 }),
      fc.integer({ min: -3, max: 12 }),
    );
    const paths = ['game', 'button', 'seed', 'structure', 'structure.kind', 'structure.smallBlind', 'structure.bigBlind', 'structure.minBet', 'structure.ante',
      'structure.spreadMax', 'structure.minRaise', 'structure.betCap', 'seats', 'seats.0', 'seats.1.stack', 'seats.0.cards', 'seats.2.sittingOut', 'seats.1.runItTwice',
      'blinds', 'blinds.bigBlind', 'blinds.smallBlind', 'posts', 'posts.0', 'posts.0.live', 'posts.0.seat', 'posts.0.dead', 'board', 'stub', 'extraBoards',
      'runItTwiceThreshold', 'runItTwiceChooser'];
    fc.assert(fc.property(fc.array(fc.tuple(fc.constantFrom(...paths), hostile), { minLength: 1, maxLength: 3 }), fc.constantFrom('holdem', 'stud7', 'draw32', 'spread'), (edits, base) => {
      const setup = BASE();
      if (base === 'stud7') { setup.game = 'stud7'; setup.structure = { kind: 'fixed-limit', ante: 1, bringIn: 2, smallBet: 4, bigBet: 8 }; }
      if (base === 'draw32') setup.game = 'draw32';
      if (base === 'spread') setup.structure = { kind: 'spread-limit', smallBlind: 1, bigBlind: 2, spreadMax: [2, 4, 6] };
      setup.blinds = { smallBlind: 1, bigBlind: 2 };
      setup.posts = [{ seat: 0, live: 2 }];
      for (const [path, value] of edits) assign(setup, path, value);
      let hand;
      try {
        hand = startHand(setup as unknown as HandSetup);
      } catch (e) {
        if (!(e instanceof HandError)) throw e; // a raw TypeError is a failure
        expect(Object.keys(REASON_TEXT)).toContain(e.reason.id);
        return;
      }
      // Accepted: the hand is sound (whole chips conserved, legal options, it ends).
      const start = hand.startStacks;
      const total = start.reduce((a, b) => a + b, 0);
      expect(start.every((s) => Number.isSafeInteger(s) && s >= 0)).toBe(true);
      const rng = createRng(edits.length * 31 + 7);
      for (let guard = 0; !hand.done; guard++) {
        expect(guard).toBeLessThan(400);
        const n = hand.next;
        if (n.kind === 'act') {
          expect(Number.isSafeInteger(n.options.call)).toBe(true);
          if (n.options.minRaiseTo !== null) expect(n.options.minRaiseTo).toBeLessThanOrEqual(n.options.maxRaiseTo!);
        }
        const options = legalActions(hand, rng);
        hand.act(options[Math.floor(rng() * options.length)]);
        expect(hand.stacks.reduce((a, b) => a + b, 0) + (hand.done ? 0 : hand.pot)).toBe(total);
      }
      expect(hand.result!.net.reduce((a, b) => a + b, 0)).toBe(0);
    }), { seed: 2026, numRuns: 400 });
  });
});

function assign(root: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let obj: unknown = root;
  for (const k of keys.slice(0, -1)) {
    if (obj === null || typeof obj !== 'object') return;
    obj = (obj as Record<string, unknown>)[k];
  }
  if (obj !== null && typeof obj === 'object') (obj as Record<string, unknown>)[keys[keys.length - 1]] = value;
}

