// The Table: button and blinds over hand after hand (F-DEADBUTTON, F-HEADSUP, F-NEWPLAYER, F-MISSED) and positions helpers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HandError, createRng, nextActiveSeat, bringInSeat, firstToAct, nextBlindPositions, parseCards as c, showdownOrder, showingValue, Table, type Hand,
} from '../src/engine/index';

/** Plays the hand by checking or folding, so the stacks barely move. */
function finish(hand: Hand): void {
  while (hand.next.kind !== 'done') {
    const next = hand.next;
    if (next.kind !== 'act') throw new Error(`unexpected ${next.kind}`);
    hand.act(next.options.check ? { type: 'check' } : { type: 'fold' });
  }
}

const holdemTable = (seatCount: number) =>
  new Table({ game: 'holdem', structure: { kind: 'no-limit', smallBlind: 1, bigBlind: 2 }, seatCount, button: 0, seed: 11 });

describe('Table', () => {
  it('F-DEADBUTTON: the seats 1-5 worked example of seed 003 (seats 0-4 here)', () => {
    const table = holdemTable(5);
    for (let s = 0; s < 5; s++) table.sit(s, 100);
    finish(table.startHand());
    expect(table.positions).toEqual({ button: 0, smallBlind: 1, bigBlind: 2 }); // hand 1: button 1, SB 2, BB 3
    table.leave(2);                                                              // seat 3 leaves
    finish(table.startHand());
    expect(table.positions).toEqual({ button: 1, smallBlind: null, bigBlind: 3 }); // hand 2: button 2, no SB, BB 4
    finish(table.startHand());
    expect(table.positions).toEqual({ button: 1, smallBlind: 3, bigBlind: 4 });    // hand 3: button still 2, SB 4, BB 5
    finish(table.startHand());
    expect(table.positions).toEqual({ button: 3, smallBlind: 4, bigBlind: 0 });    // hand 4: button 4, SB 5, BB 1
  });

  it('F-DEADBUTTON: a hand without a small blind posts only the big blind', () => {
    const table = holdemTable(5);
    for (let s = 0; s < 5; s++) table.sit(s, 100);
    finish(table.startHand());
    table.leave(2);
    const hand = table.startHand();
    expect(hand.history.filter((e) => e.type === 'small-blind' || e.type === 'big-blind')).toEqual([{ type: 'big-blind', seat: 3, amount: 2 }]);
  });

  it('F-HEADSUP: from three players to two, last hand\'s big blind takes the button and small blind', () => {
    const table = holdemTable(3);
    for (let s = 0; s < 3; s++) table.sit(s, 100);
    finish(table.startHand());
    expect(table.positions).toEqual({ button: 0, smallBlind: 1, bigBlind: 2 });
    table.leave(0);
    const hand = table.startHand();
    expect(table.positions).toEqual({ button: 2, smallBlind: 2, bigBlind: 1 });
    expect(hand.next).toMatchObject({ seat: 2 }); // the button acts first before the flop
    finish(hand);
    finish(table.startHand());
    expect(table.positions).toEqual({ button: 1, smallBlind: 1, bigBlind: 2 });
  });

  it('F-NEWPLAYER: a new player waits for the big blind, or posts a live blind and plays at once', () => {
    const table = holdemTable(6);
    for (let s = 0; s < 3; s++) table.sit(s, 100);
    finish(table.startHand()); // button 0, SB 1, BB 2
    table.sit(4, 100);         // waits
    table.sit(5, 100, { postLiveBlind: true });
    const hand = table.startHand(); // BB moves to the next player: seat 4 (who was waiting for it)
    expect(table.positions).toEqual({ button: 1, smallBlind: 2, bigBlind: 4 });
    expect(hand.dealtIn).toEqual([true, true, true, false, true, true]);
    expect(hand.history).toContainEqual({ type: 'live-blind', seat: 5, amount: 2 });
    // The live blind may check when nobody raised (it counts toward the player's bet).
    finish(hand);
  });

  it('F-NEWPLAYER: a waiting player is not dealt in until the big blind reaches them', () => {
    const table = holdemTable(6);
    for (let s = 0; s < 4; s++) table.sit(s, 100);
    finish(table.startHand()); // button 0, SB 1, BB 2
    table.sit(5, 100);
    const second = table.startHand(); // BB 3: seat 5 keeps waiting
    expect(table.positions!.bigBlind).toBe(3);
    expect(second.dealtIn[5]).toBe(false);
    finish(second);
    const third = table.startHand(); // the big blind reaches seat 5, who now plays
    expect(table.positions).toEqual({ button: 2, smallBlind: 3, bigBlind: 5 });
    expect(third.dealtIn[5]).toBe(true);
    expect(third.history).toContainEqual({ type: 'big-blind', seat: 5, amount: 2 });
  });

  it('F-MISSED: a player who sat out while the blinds passed posts the big blind live and the small blind dead', () => {
    const table = holdemTable(5);
    for (let s = 0; s < 5; s++) table.sit(s, 100);
    finish(table.startHand()); // button 0, SB 1, BB 2
    table.sitOut(3);
    finish(table.startHand()); // BB passes seat 3 → BB 4
    expect(table.positions!.bigBlind).toBe(4);
    expect(table.seats[3]).toMatchObject({ missedBig: true, missedSmall: true });
    table.sitIn(3, { postMissed: true });
    const hand = table.startHand();
    expect(hand.history).toContainEqual({ type: 'dead-blind', seat: 3, amount: 1 });
    expect(hand.history).toContainEqual({ type: 'live-blind', seat: 3, amount: 2 });
    finish(hand);
    const pot = hand.result!.pots.reduce((a, p) => a + p.amount, 0);
    expect(pot).toBeGreaterThanOrEqual(3);
  });

  it('F-MISSED: or waits for the big blind', () => {
    const table = holdemTable(5);
    for (let s = 0; s < 5; s++) table.sit(s, 100);
    finish(table.startHand());
    table.sitOut(3);
    finish(table.startHand());
    table.sitIn(3);
    expect(table.seats[3]!.status).toBe('waiting');
    const hand = table.startHand();
    expect(hand.dealtIn[3]).toBe(false);
  });

  it('keeps chips across hands (stacks carried over, total conserved)', () => {
    const table = new Table({ game: 'stud7', structure: { kind: 'fixed-limit', ante: 1, bringIn: 2, smallBet: 4, bigBet: 8 }, seatCount: 4, seed: 3 });
    for (let s = 0; s < 4; s++) table.sit(s, 50);
    for (let k = 0; k < 5; k++) {
      const hand = table.startHand();
      while (hand.next.kind !== 'done') {
        const next = hand.next;
        if (next.kind !== 'act') throw new Error('unexpected');
        hand.act(next.options.bringIn !== undefined ? { type: 'bring-in' } : next.options.check ? { type: 'check' } : { type: 'call' });
      }
    }
    table.settle();
    expect(table.seats.reduce((a, s) => a + (s?.stack ?? 0), 0)).toBe(200);
  });
});

describe('Table over many hands (fast-check, seeded)', () => {
  it('F-DEADBUTTON F-HEADSUP F-NEWPLAYER F-MISSED: with players joining, leaving and sitting out, the big blind moves to the next player each hand and no chip is lost', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 2, max: 9 }), (seed, seatCount) => {
      const rng = createRng(seed);
      const table = holdemTable(seatCount);
      let bank = 0; // chips brought to the table minus chips taken away
      for (let s = 0; s < seatCount; s++) if (s < 2 || rng() < 0.7) { table.sit(s, 40); bank += 40; }
      for (let k = 0; k < 25; k++) {
        // Between hands: someone may leave, sit out, come back or join.
        const s = Math.floor(rng() * seatCount);
        const seat = table.seats[s];
        const r = rng();
        if (!seat && r < 0.5) { table.sit(s, 40, { postLiveBlind: rng() < 0.5 }); bank += 40; }
        else if (seat && r < 0.15) { bank -= seat.stack; table.leave(s); }
        else if (seat && seat.status === 'active' && r < 0.3) table.sitOut(s);
        else if (seat && seat.status === 'sitting-out' && r < 0.6) table.sitIn(s, { postMissed: rng() < 0.5 });
        const eligible = table.seats.map((x) => !!x && x.stack > 0 && (x.status === 'active' || x.status === 'waiting'));
        if (eligible.filter(Boolean).length < 2) break;
        const waitingOnly = table.seats.filter((x) => x && x.stack > 0 && x.status === 'active').length < 2;
        const previous = table.positions;
        const hand = table.startHand();
        const positions = table.positions!;
        expect(hand.dealtIn[positions.bigBlind]).toBe(true);
        if (positions.smallBlind !== null) expect(hand.dealtIn[positions.smallBlind]).toBe(true);
        if (previous && !waitingOnly) expect(positions.bigBlind).toBe(nextActiveSeat(eligible, previous.bigBlind));
        if (hand.dealtIn.filter(Boolean).length === 2) expect(positions.smallBlind).toBe(positions.button); // F-HEADSUP
        while (hand.next.kind !== 'done') {
          const next = hand.next;
          if (next.kind !== 'act') throw new Error('unexpected');
          const o = next.options;
          const x = rng();
          hand.act(o.minRaiseTo !== null && x < 0.2 ? { type: 'raise', to: o.maxRaiseTo! } : o.check ? { type: 'check' } : x < 0.5 ? { type: 'fold' } : { type: 'call' });
        }
        table.settle();
        expect(table.seats.reduce((a, x) => a + (x?.stack ?? 0), 0)).toBe(bank);
        // Busted players leave.
        table.seats.forEach((x, i) => { if (x && x.stack === 0) table.leave(i); });
      }
    }), { seed: 99, numRuns: 40 });
  });
});

describe('positions helpers', () => {
  it('nextBlindPositions follows F-DEADBUTTON', () => {
    expect(nextBlindPositions({ button: 0, smallBlind: 1, bigBlind: 2 }, [true, true, false, true, true])).toEqual({ button: 1, smallBlind: null, bigBlind: 3 });
  });

  it('F-BRINGIN C-SUITORDER: lowest (clubs lowest) and highest (spades or hearts highest)', () => {
    expect(bringInSeat(c('3d 3c Kh'), 'lowest', 'spades')).toBe(1);
    expect(bringInSeat(c('Ah As Kh'), 'highest', 'spades')).toBe(1);
    expect(bringInSeat(c('Ah As Kh'), 'highest', 'hearts')).toBe(0);
    expect(bringInSeat([c('2s')[0], null, c('2c')[0]], 'lowest', 'hearts')).toBe(0); // hearts order: spades lowest
  });

  it('F-ORDER-FLOP F-ORDER-DRAW32 F-ORDER-STUD: who acts first', () => {
    const all = [true, true, true, true];
    expect(firstToAct({ kind: 'preflop', canAct: all, button: 0, bigBlind: 2 })).toBe(3);
    expect(firstToAct({ kind: 'postflop', canAct: all, button: 0 })).toBe(1);
    expect(firstToAct({ kind: 'postflop', canAct: [true, false, true, true], button: 0 })).toBe(2);
    expect(firstToAct({ kind: 'after-draw-left-of-big-blind', canAct: all, button: 0, bigBlind: 2 })).toBe(3);
    const showing = [c('Kh Qs'), c('3d 3h'), c('Ah 9c'), c('2c 7d')].map((cards) => showingValue(cards));
    expect(firstToAct({ kind: 'stud-later', canAct: all, button: 0, showing })).toBe(1);
    expect(firstToAct({ kind: 'stud-bring-in', canAct: all, button: 0, upCards: [c('Kh'), c('3d'), c('3c'), c('9s')], bringInCard: 'lowest', suitOrder: 'spades' })).toBe(2);
    expect(firstToAct({ kind: 'stud-later', canAct: all, button: 0, upCards: [c('Kh Qs'), c('3d 3h'), c('Ah 9c'), c('2c 7d')] })).toBe(1);
    expect(showingValue(c('2s 7s 9s Js'), true)).toBeGreaterThan(showingValue(c('Ah Ad 9c 2d'), true)); // Soko four-flush showing
  });

  it('P-SHOWORDER: the last aggressor first, last side pot first; with no bet, left of the button', () => {
    const pots = [{ eligible: [0, 1, 2] }, { eligible: [1, 2] }];
    expect(showdownOrder({ pots, seatCount: 3, button: 0, lastAggressor: 2 })).toEqual({
      byPot: [{ pot: 1, order: [2, 1] }, { pot: 0, order: [2, 0, 1] }], order: [2, 1, 0],
    });
    expect(showdownOrder({ pots: [{ eligible: [0, 2] }], seatCount: 3, button: 0, lastAggressor: null }).order).toEqual([2, 0]);
  });
});

describe('Table: its state is sealed', () => {
  it('seats and positions are frozen copies: writing into them throws and changes nothing', () => {
    const table = holdemTable(4);
    for (let s = 0; s < 3; s++) table.sit(s, 100);
    finish(table.startHand());
    const before = table.snapshot();
    expect(() => { (table.seats as unknown[])[3] = { stack: 5 }; }).toThrow(TypeError);
    expect(() => { (table.seats[0] as { stack: number }).stack = 1e6; }).toThrow(TypeError);
    expect(() => { (table.positions as { button: number }).button = 3; }).toThrow(TypeError);
    expect(() => { (table as unknown as { handNumber: number }).handNumber = 0; }).toThrow(TypeError);
    expect(table.snapshot()).toEqual(before);
    // The snapshot is the caller's own copy.
    const copy = table.snapshot();
    copy.seats[0]!.stack = 1;
    expect(table.seats[0]!.stack).toBe(before.seats[0]!.stack);
  });

  it('T-CHIPS: rebuy tops a seat up between hands, within the chip limit, and is refused during a hand', () => {
    const table = holdemTable(3);
    for (let s = 0; s < 3; s++) table.sit(s, 100);
    const hand = table.startHand();
    expect(() => table.rebuy(0, 200)).toThrow(HandError);
    finish(hand);
    table.rebuy(0, 250);
    expect(table.seats[0]!.stack).toBe(250);
    expect(() => table.rebuy(0, 0)).toThrow(/positive whole number/);
    expect(() => table.rebuy(0, 1.5)).toThrow(HandError);
  });

  it('restore(snapshot) plays on exactly as the original table does', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 6 }), (seed, hands) => {
      const options = { game: 'holdem', structure: { kind: 'no-limit', smallBlind: 1, bigBlind: 2 } as const, seatCount: 5, seed };
      const a = new Table(options);
      for (let s = 0; s < 5; s++) if (s !== seed % 5) a.sit(s, 50 + s);
      for (let k = 0; k < hands; k++) { finish(a.startHand()); if (k === 2) a.sitOut((seed + 1) % 5); }
      a.settle();
      const b = Table.restore(options, JSON.parse(JSON.stringify(a.snapshot())));
      expect(b.snapshot()).toEqual(a.snapshot());
      const ha = a.startHand();
      const hb = b.startHand();
      expect(hb.startingSetup).toEqual(ha.startingSetup);
      expect(hb.cards).toEqual(ha.cards);
      finish(ha); finish(hb);
      expect(b.snapshot()).toEqual(a.snapshot());
    }), { seed: 9, numRuns: 40 });
  });

  it('restore refuses a snapshot no table could have left, naming the field', () => {
    const options = { game: 'holdem', structure: { kind: 'no-limit', smallBlind: 1, bigBlind: 2 } as const, seatCount: 3 };
    const table = new Table(options);
    for (let s = 0; s < 3; s++) table.sit(s, 100);
    finish(table.startHand());
    table.settle();
    const good = table.snapshot();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the point is to write what the type forbids
    const bad = (change: (s: any) => void, field: RegExp) => {
      const s = JSON.parse(JSON.stringify(good));
      change(s);
      expect(() => Table.restore(options, s)).toThrow(field);
    };
    bad((s) => { s.seats.push(null); }, /seats/);
    bad((s) => { s.seats[0].stack = -1; }, /seats\[0\]\.stack/);
    bad((s) => { s.seats[1].status = 'asleep'; }, /seats\[1\]\.status/);
    bad((s) => { s.seats[1].owes = { live: 'x', dead: 0 }; }, /seats\[1\]\.owes/);
    bad((s) => { s.seats[2].joinedAt = 99; }, /seats\[2\]\.joinedAt/);
    bad((s) => { s.seats[2].runItTwice = 'sometimes'; }, /seats\[2\]\.runItTwice/);
    bad((s) => { s.handNumber = -2; }, /handNumber/);
    bad((s) => { s.positions = { button: 7, smallBlind: 1, bigBlind: 2 }; }, /positions/);
    bad((s) => { s.positions = null; }, /positions/);
    bad((s) => { s.seats[0].stack = Number.MAX_SAFE_INTEGER; }, /seats/);
    expect(Table.restore(options, good).snapshot()).toEqual(good);
  });
});
