// The rule book's latest decisions (RULES.md §3, §4, §5), each through the hand with the seed examples where given.
import { describe, expect, it } from 'vitest';
import { parseCards as c, readLiveAction, startHand, type Hand, type HandSetup } from '../src/engine/index';
import { play } from './engine-helpers';

const NL = (sb: number, bb: number) => ({ kind: 'no-limit' as const, smallBlind: sb, bigBlind: bb });
const options = (hand: Hand) => { const n = hand.next; if (n.kind !== 'act') throw new Error(n.kind); return n.options; };

describe('betting decisions (RULES.md §3)', () => {
  it('B-MINRAISE: no limit 10/20, flop: an all-in opening bet of 2 is not a full bet; the smallest raise is to 22', () => {
    const hand = startHand({ game: 'holdem', structure: NL(10, 20), button: 0, seed: 3, seats: [{ stack: 200 }, { stack: 22 }, { stack: 200 }] });
    play(hand, ['0 call', '1 call', '2 check', '1 bet 2']);
    expect(options(hand)).toMatchObject({ call: 2, minRaiseTo: 22 });
    expect(() => hand.act({ type: 'raise', to: 20 })).toThrow(/22/);
  });

  it('B-RAISE-CLOSED: raising is closed when no other player could put in another chip (one all-in, the other only covers the call)', () => {
    // Button 0 all-in to 20; the big blind (seat 2) has exactly the call behind; the small blind may only call or fold.
    const hand = startHand({ game: 'holdem', structure: NL(1, 2), button: 0, seed: 3, seats: [{ stack: 20 }, { stack: 200 }, { stack: 20 }] });
    play(hand, ['0 raise 20']);
    expect(options(hand)).toMatchObject({ call: 19, minRaiseTo: null });
    expect(hand.explain({ type: 'raise', to: 40 })?.params).toMatchObject({ why: 'raise-closed.others-all-in' });
  });

  it('B-FULLBET: blinds 1/3: call 3, all-in 5, all-in 6: short raises adding up to a full one reopen the caller, to at least 9', () => {
    // Seat 3 calls; seat 0 (button) all-in 5; seat 1 (small blind) all-in 6; the big blind calls; back to seat 3.
    const hand = startHand({ game: 'holdem', structure: NL(1, 3), button: 0, seed: 4, seats: [{ stack: 5 }, { stack: 6 }, { stack: 100 }, { stack: 100 }] });
    play(hand, ['3 call', '0 raise 5', '1 raise 6', '2 call']);
    expect(hand.next).toMatchObject({ seat: 3 });
    expect(options(hand)).toMatchObject({ call: 3, minRaiseTo: 9 });
    // Seed 003: bet 2000, all-in 3800, call 3800: the first bettor may not re-raise.
    const seed = startHand({ game: 'holdem', structure: NL(500, 1000), button: 0, seed: 5, seats: [{ stack: 10000 }, { stack: 10000 }, { stack: 4800 }, { stack: 10000 }] });
    play(seed, ['3 call', '0 call', '1 call', '2 check', '1 bet 2000', '2 raise 3800', '3 call', '0 call']);
    expect(options(seed)).toMatchObject({ call: 1800, minRaiseTo: null });
  });

  it('B-FL-SHORT: 10/20 on the flop: all-in for 4: the next player may call 4 or bet 10; less than half a bet does not count toward the cap', () => {
    const fl = { kind: 'fixed-limit' as const, smallBlind: 5, bigBlind: 10, smallBet: 10, bigBet: 20 };
    const hand = startHand({ game: 'holdem', structure: fl, button: 0, seed: 6, seats: [{ stack: 200 }, { stack: 14 }, { stack: 200 }] });
    play(hand, ['0 call', '1 call', '2 check', '1 bet 4']);
    expect(options(hand)).toMatchObject({ call: 4, raiseSizes: [10] });
    play(hand, ['2 raise 10', '0 raise 20', '2 raise 30', '0 raise 40']); // four full bets: the short all-in did not count
    expect(options(hand)).toMatchObject({ minRaiseTo: null });
  });

  it('B-FL-SHORT: bet 10, all-in for 16 (at least half a bet) counts as a raise: the next raise is to 26, and it reopens the bettor', () => {
    const fl = { kind: 'fixed-limit' as const, smallBlind: 5, bigBlind: 10, smallBet: 10, bigBet: 20 };
    const hand = startHand({ game: 'holdem', structure: fl, button: 0, seed: 6, seats: [{ stack: 200 }, { stack: 200 }, { stack: 26 }] });
    play(hand, ['0 call', '1 call', '2 check', '1 bet 10', '2 raise 16']);
    expect(options(hand)).toMatchObject({ call: 16, raiseSizes: [26] });
    play(hand, ['0 call']);
    expect(options(hand)).toMatchObject({ call: 6, raiseSizes: [26] }); // the bettor may raise again
    // Less than half (all-in 14): the next raise completes to 20 and the bettor may only call.
    const short = startHand({ game: 'holdem', structure: fl, button: 0, seed: 6, seats: [{ stack: 200 }, { stack: 200 }, { stack: 24 }] });
    play(short, ['0 call', '1 call', '2 check', '1 bet 10', '2 raise 14']);
    expect(options(short)).toMatchObject({ call: 14, raiseSizes: [20] });
    play(short, ['0 call']);
    expect(options(short)).toMatchObject({ call: 4, minRaiseTo: null });
  });

  it('B-FL-DOUBLE: an open pair on fourth street allows the big bet in seven-card stud, not in stud hi/lo', () => {
    const setup = (game: string): HandSetup => ({
      game, structure: { kind: 'fixed-limit', ante: 1, bringIn: 2, smallBet: 4, bigBet: 8 }, button: 0,
      seats: [{ stack: 100, cards: c('Ah Kd 9c 9d') }, { stack: 100, cards: c('2c 3d 4s 5h') }, { stack: 100, cards: c('Jh Qs Tc 6d') }],
    });
    for (const game of ['stud7', 'stud7-hl']) {
      const hand = startHand(setup(game));
      for (let n = hand.next; n.kind === 'act' && hand.streetName === 'third-street'; n = hand.next) hand.act(n.options.bringIn !== undefined ? { type: 'bring-in' } : n.options.check ? { type: 'check' } : { type: 'call' });
      expect(hand.streetName).toBe('fourth-street');
      expect(options(hand).raiseSizes, game).toEqual(game === 'stud7' ? [4, 8] : [4]);
    }
  });

  it('B-DECLARE: facing 800 with a minimum raise to 1600, "raise" and 1040 in chips is a raise to 1600 (not a call)', () => {
    const read = readLiveAction({ currentBet: 800, playerBet: 0, lastFullRaise: 800, minBet: 400, chipsPushed: 1040, chipCount: 3, said: 'raise', stack: 5000 });
    expect(read.action).toEqual({ type: 'raise', to: 1600 });
    // Without the word, the half rule reads it as a call (240 of a required 800 is less than half: B-HALFRULE).
    expect(readLiveAction({ currentBet: 800, playerBet: 0, lastFullRaise: 800, minBet: 400, chipsPushed: 1040, chipCount: 3, stack: 5000 }).action).toEqual({ type: 'call', to: 800 });
    // Short of chips for the minimum: all-in.
    expect(readLiveAction({ currentBet: 800, playerBet: 0, lastFullRaise: 800, minBet: 400, chipsPushed: 1000, chipCount: 3, said: 'raise', stack: 1200 }).action).toEqual({ type: 'raise', to: 1200 });
  });

  it('B-FOLDFREE: the table does not offer a fold when checking is free, and refuses one', () => {
    const hand = startHand({ game: 'holdem', structure: NL(1, 2), button: 0, seed: 2, seats: [{ stack: 50 }, { stack: 50 }] });
    play(hand, ['0 call']);
    expect(options(hand)).toMatchObject({ fold: false, check: true });
    expect(hand.explain({ type: 'fold' })?.id).toBe('nothing-to-fold');
  });
});

describe('forced bets and order (RULES.md §4, §5)', () => {
  const STUD = { kind: 'fixed-limit' as const, ante: 1, bringIn: 2, smallBet: 4, bigBet: 8 };

  it('F-BRINGIN: the bring-in player is all-in from the ante: the next player clockwise brings in, so the round opens with a bet', () => {
    // Seat 1 has the lowest up card (2c) but only the ante.
    const hand = startHand({ game: 'stud7', structure: STUD, button: 0, seats: [{ stack: 50, cards: c('Ah Kd 9c') }, { stack: 1, cards: c('7h 8d 2c') }, { stack: 50, cards: c('Qh Js 5d') }] });
    const n = hand.next;
    expect(n).toMatchObject({ kind: 'act', seat: 2, options: { bringIn: 2, check: false } });
  });

  it('F-ORDER-STUD: the best hand showing is all-in: the next player clockwise who can still act starts', () => {
    const hand = startHand({ game: 'stud7', structure: STUD, button: 2, seats: [
      { stack: 5, cards: c('As Ks Ah Ad') }, { stack: 100, cards: c('2c 3c 9d 4h') }, { stack: 100, cards: c('5c 6c Kd Qh') },
    ] });
    // Bring-in: seat 1 (9d lowest); seat 2 completes to 4; seat 0 calls all-in (4 after the ante); seat 1 calls.
    play(hand, ['1 bring-in', '2 raise 4', '0 call', '1 call']);
    expect(hand.streetName).toBe('fourth-street');
    expect(hand.view(1).seats[0].allIn).toBe(true);
    expect(hand.next).toMatchObject({ seat: 1 }); // not seat 2 (K-Q showing): seat 0's aces are all-in, seat 1 is next clockwise
  });

  it('G-STUD7-COMMUNITY: seven players reach seventh street: the burn is skipped and everyone gets a seventh card', () => {
    const hand = startHand({ game: 'stud7', structure: STUD, button: 0, seed: 12, seats: Array.from({ length: 7 }, () => ({ stack: 200 })) });
    for (let n = hand.next; n.kind === 'act'; n = hand.next) hand.act(n.options.bringIn !== undefined ? { type: 'bring-in' } : n.options.check ? { type: 'check' } : { type: 'call' });
    const history = hand.history;
    const seventh = history.findIndex((e) => e.type === 'street' && e.name === 'seventh-street');
    const after = history.slice(seventh + 1);
    expect(after.some((e) => e.type === 'burn')).toBe(false);
    expect(after.filter((e) => e.type === 'deal')).toHaveLength(7);
    expect(hand.result!.boards[0]).toHaveLength(0);
    for (const cards of hand.cards) expect(cards).toHaveLength(7);
  });

  it('G-STUD7-COMMUNITY: the count uses the cards really left, preset cards included (five players with all seven cards preset, ten cards left)', () => {
    const presets = Array.from({ length: 5 }, (_, k) => Array.from({ length: 7 }, (_, j) => k * 7 + j));
    const seats = [...presets.map((cards) => ({ stack: 200, cards })), { stack: 200 }, { stack: 200 }, { stack: 200 }];
    const hand = startHand({ game: 'stud7', structure: STUD, button: 7, seed: 3, seats });
    const folders = new Set([5, 6, 7]);
    for (let n = hand.next; n.kind === 'act'; n = hand.next) {
      const o = n.options;
      hand.act(o.bringIn !== undefined ? { type: 'bring-in' } : folders.has(n.seat) && o.fold ? { type: 'fold' } : o.check ? { type: 'check' } : { type: 'call' });
    }
    const history = hand.history;
    const seventh = history.findIndex((e) => e.type === 'street' && e.name === 'seventh-street');
    expect(history.slice(seventh + 1).some((e) => e.type === 'board')).toBe(false);
    expect(history[seventh + 1]).toEqual({ type: 'burn' });
    for (let s = 0; s < 5; s++) expect(hand.cards[s]).toEqual(presets[s]);
  });
});
