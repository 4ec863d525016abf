// Betting structures, pots and live procedures: the pure functions, the structure table, and the seed examples through a hand.
import { describe, expect, it } from 'vitest';
import {
  bettingOptions, buildSidePots, completeShortRaise, fixedLimitBetSize, fixedLimitCapReached, halfPotMaxRaiseTo, hiLoHalves,
  minRaiseTo, parseCards as c, potLimitMaxRaiseTo, rake, readLiveAction, reopensAction, runItTwicePayout, splitPot,
  spreadLimitRange, startHand, uncalledBet, HandError, type BettingContext,
} from '../src/engine/index';
import { play } from './engine-helpers';

describe('structure table: minima and maxima for a grid of pots and bets', () => {
  // [pot incl. bets on the table, current bet, player's bet] → pot-limit max, half-pot max (B-PL, B-HALFPL).
  const rows: [number, number, number, number, number][] = [
    [10, 0, 0, 10, 5],      // no bet: the pot / half the pot
    [3, 2, 0, 7, 4],        // preflop 1/2, first to act: call 2 → pot 5 → to 7 (half: 2 + 2)
    [3, 2, 1, 6, 4],        // the small blind: call 1 → pot 4 → to 6 (half: 2 + 2)
    [100, 20, 0, 140, 80],  // 80 in the middle and a bet of 20: call → 120 → to 140 (half: 20 + 60)
    [150, 50, 20, 230, 140], // facing 50 with 20 in: call 30 → 180 → to 230 (half: 50 + 90)
    [7, 0, 0, 7, 3],        // odd pot: half rounds down
  ];
  it.each(rows)('B-PL B-HALFPL: pot %i, bet %i, own bet %i → pot-limit to %i, half-pot to %i', (pot, currentBet, playerBet, pl, half) => {
    expect(potLimitMaxRaiseTo({ pot, currentBet, playerBet })).toBe(pl);
    expect(halfPotMaxRaiseTo({ pot, currentBet, playerBet })).toBe(half);
  });

  // [currentBet, lastFullRaise, minBet, rule] → min raise-to (B-NL, B-MINRAISE, B-MINRAISE-DOUBLE).
  const minRows: [number, number, number, 'standard' | 'double', number][] = [
    [0, 2, 2, 'standard', 2], [2, 2, 2, 'standard', 4], [10, 8, 2, 'standard', 18], [3800, 2000, 100, 'standard', 5800],
    [2, 2, 2, 'double', 4], [1500, 1500, 100, 'double', 3000], [4000, 2500, 100, 'double', 8000], [1, 2, 2, 'standard', 2],
  ];
  it.each(minRows)('B-MINRAISE: bet %i, last full raise %i, minimum bet %i, rule %s → at least %i', (currentBet, lastFullRaise, minBet, rule, expected) => {
    expect(minRaiseTo({ currentBet, lastFullRaise, minBet, rule })).toBe(expected);
  });

  it('B-SPREAD: 1-2-3 spread (as 2-4-6): range per round and the three-times cap', () => {
    const spreadMax = [2, 4, 6] as const;
    expect(spreadLimitRange({ roundIndex: 0, currentBet: 0, lastFullRaise: 2, minBet: 2, spreadMax })).toEqual({ minRaiseTo: 2, maxRaiseTo: 2 });
    expect(spreadLimitRange({ roundIndex: 2, currentBet: 0, lastFullRaise: 2, minBet: 2, spreadMax })).toEqual({ minRaiseTo: 2, maxRaiseTo: 4 });
    expect(spreadLimitRange({ roundIndex: 3, currentBet: 3, lastFullRaise: 3, minBet: 2, spreadMax })).toEqual({ minRaiseTo: 6, maxRaiseTo: 9 });
    expect(spreadLimitRange({ roundIndex: 3, currentBet: 12, lastFullRaise: 6, minBet: 2, spreadMax })).toEqual({ minRaiseTo: 18, maxRaiseTo: 18 });
    expect(spreadLimitRange({ roundIndex: 3, currentBet: 18, lastFullRaise: 6, minBet: 2, spreadMax })).toBeNull();
  });

  it('B-FL: small bet in the first two rounds, big bet after; four bets a round', () => {
    expect([0, 1, 2, 3].map((roundIndex) => fixedLimitBetSize({ roundIndex, smallBet: 2, bigBet: 4 }))).toEqual([2, 2, 4, 4]);
    expect(fixedLimitBetSize({ roundIndex: 1, smallBet: 2, bigBet: 4, smallRounds: 1 })).toBe(4);
    expect(fixedLimitCapReached(3)).toBe(false);
    expect(fixedLimitCapReached(4)).toBe(true);
  });

  const base: BettingContext = {
    structure: { kind: 'no-limit', smallBlind: 1, bigBlind: 2 }, roundIndex: 0, currentBet: 2, lastFullRaise: 2, playerBet: 0,
    stack: 100, pot: 3, betsThisRound: 1, mayRaise: true,
  };
  it('B-NL B-STACK: options for each structure (min ≤ max, capped by the stack)', () => {
    expect(bettingOptions(base)).toMatchObject({ fold: true, check: false, call: 2, minRaiseTo: 4, maxRaiseTo: 100 });
    expect(bettingOptions({ ...base, structure: { kind: 'pot-limit', smallBlind: 1, bigBlind: 2 } })).toMatchObject({ minRaiseTo: 4, maxRaiseTo: 7 });
    expect(bettingOptions({ ...base, structure: { kind: 'half-pot', smallBlind: 1, bigBlind: 2 } })).toMatchObject({ minRaiseTo: 4, maxRaiseTo: 4 });
    expect(bettingOptions({ ...base, structure: { kind: 'fixed-limit', smallBet: 2, bigBet: 4 } })).toMatchObject({ minRaiseTo: 4, maxRaiseTo: 4, raiseSizes: [4] });
    expect(bettingOptions({ ...base, structure: { kind: 'fixed-limit', smallBet: 2, bigBet: 4 }, betsThisRound: 4, currentBet: 8 })).toMatchObject({ call: 8, minRaiseTo: null });
    expect(bettingOptions({ ...base, stack: 3 })).toMatchObject({ call: 2, minRaiseTo: 3, maxRaiseTo: 3 }); // all-in short raise
    expect(bettingOptions({ ...base, stack: 1 })).toMatchObject({ call: 1, minRaiseTo: null });
    expect(bettingOptions({ ...base, currentBet: 0, pot: 10, roundIndex: 1 })).toMatchObject({ fold: false, check: true, call: 0, minRaiseTo: 2 });
  });
});

describe('pots', () => {
  it('P-SIDEPOTS: main and side pots from contributions; folded chips stay in', () => {
    expect(buildSidePots([50, 100, 100], [false, false, false])).toEqual([{ amount: 150, eligible: [0, 1, 2] }, { amount: 100, eligible: [1, 2] }]);
    expect(buildSidePots([20, 100, 60, 100], [false, false, true, false])).toEqual([{ amount: 80, eligible: [0, 1, 3] }, { amount: 200, eligible: [1, 3] }]);
    expect(uncalledBet([30, 1, 2])).toEqual({ seat: 0, amount: 28 });
    expect(uncalledBet([10, 10, 2])).toBeNull();
  });

  it('P-ODDCHIP: odd chips one at a time from the left of the button; hi/lo odd chip to the high half', () => {
    expect(splitPot(10, [0, 2], [1, 2, 0])).toEqual([5, 5]);
    expect(splitPot(11, [0, 2], [1, 2, 0])).toEqual([5, 6]);
    expect(splitPot(11, [0, 1, 2], [1, 2, 0])).toEqual([3, 4, 4]);
    expect(hiLoHalves(23)).toEqual({ high: 12, low: 11 });
  });

  it('P-RIT P-RIT+1: halves with the odd chip to the first board; thirds with the remainder to the first board', () => {
    expect(runItTwicePayout(201, 2)).toEqual([101, 100]);
    expect(runItTwicePayout(200, 3)).toEqual([68, 66, 66]);
  });

  it('P-RAKE: no flop no drop; 5% capped by players; small pots 0.01 per 0.20; the fixed-limit tiers of seed 004', () => {
    expect(rake({ pot: 50, players: 6, flopSeen: false })).toBe(0);
    expect(rake({ pot: 10, players: 6, flopSeen: true })).toBe(0.5);
    expect(rake({ pot: 100, players: 2, flopSeen: true })).toBe(0.75);
    expect(rake({ pot: 100, players: 3, flopSeen: true })).toBe(2);
    expect(rake({ pot: 100, players: 6, flopSeen: true })).toBe(3);
    expect(rake({ pot: 3.9, players: 6, flopSeen: true })).toBe(0.19);
    expect(rake({ pot: 3, players: 2, flopSeen: true, structure: 'fixed-limit', smallBet: 0.25 })).toBe(0.15);
    expect(rake({ pot: 1.9, players: 2, flopSeen: true, structure: 'fixed-limit', smallBet: 0.25 })).toBe(0.09);
    expect(rake({ pot: 100, players: 6, flopSeen: true, structure: 'fixed-limit', smallBet: 0.5 })).toBe(1);
    expect(rake({ pot: 24, players: 6, flopSeen: true, structure: 'spread-limit', smallBet: 1 })).toBe(1);
    expect(rake({ pot: 100, players: 3, flopSeen: true, structure: 'fixed-limit', smallBet: 2 })).toBe(0.75);
    expect(rake({ pot: 100, players: 8, flopSeen: true, structure: 'fixed-limit', smallBet: 2 })).toBe(2);
  });
});

describe('seed examples (seed 003)', () => {
  it('B-FULLBET: bet 2000, all-in 3800, call 3800: the first bettor may only call or fold', () => {
    const hand = startHand({
      game: 'holdem', structure: { kind: 'no-limit', smallBlind: 50, bigBlind: 100 }, button: 0, seed: 7,
      seats: [{ stack: 10000 }, { stack: 10000 }, { stack: 3900 }],
    });
    play(hand, ['0 call', '1 call', '2 check', '1 bet 2000', '2 raise 3800']);
    // The player who has not acted yet may still raise.
    expect(hand.next).toMatchObject({ seat: 0, options: { call: 3800, minRaiseTo: 5800 } });
    play(hand, ['0 call']);
    const before = hand.snapshot();
    expect(hand.next).toMatchObject({ seat: 1, options: { call: 1800, minRaiseTo: null, maxRaiseTo: null } });
    expect(() => hand.act({ type: 'raise', to: 8000 })).toThrow(/B-FULLBET/);
    expect(hand.snapshot()).toBe(before);
    expect(reopensAction({ currentBet: 2000, raiseTo: 3800, lastFullRaise: 2000, minBet: 100 }).reopens).toBe(false);
    expect(reopensAction({ currentBet: 2000, raiseTo: 4000, lastFullRaise: 2000, minBet: 100 }).reopens).toBe(true);
  });

  it('B-MINRAISE-DOUBLE B-HALFRULE: 1500, raise to 4000, re-raise to 6800 must be completed to 8000', () => {
    const hand = startHand({
      game: 'holdem', structure: { kind: 'no-limit', smallBlind: 50, bigBlind: 100, minRaise: 'double' }, button: 0, seed: 9,
      seats: [{ stack: 20000 }, { stack: 20000 }, { stack: 20000 }],
    });
    play(hand, ['0 call', '1 call', '2 check', '1 bet 1500']);
    expect(hand.next).toMatchObject({ seat: 2, options: { minRaiseTo: 3000 } });
    play(hand, ['2 raise 4000']);
    expect(hand.next).toMatchObject({ seat: 0, options: { minRaiseTo: 8000 } });
    expect(() => hand.act({ type: 'raise', to: 6800 })).toThrow(/8000.*B-MINRAISE-DOUBLE/);
    const live = hand.readLive({ chipsPushed: 6800, chipCount: 4 });
    expect(live.action).toEqual({ type: 'raise', to: 8000 });
    expect(hand.can(live.action)).toBe(true);
    expect(completeShortRaise({ currentBet: 4000, pushedTo: 6800, lastFullRaise: 2500, minBet: 100, rule: 'double' }))
      .toMatchObject({ action: 'raise', to: 8000 });
    expect(completeShortRaise({ currentBet: 4000, pushedTo: 5900, lastFullRaise: 2500, minBet: 100, rule: 'double' }))
      .toMatchObject({ action: 'call', to: 4000 });
  });

  it('B-LIVEACTS: one oversized chip is a call; a bet without words is the chips pushed; B-HALFRULE in readLiveAction', () => {
    const facing = { currentBet: 400, playerBet: 0, lastFullRaise: 400, minBet: 100 };
    expect(readLiveAction({ ...facing, chipsPushed: 1000, chipCount: 1 }).action).toEqual({ type: 'call', to: 400 });
    expect(readLiveAction({ ...facing, chipsPushed: 1000, chipCount: 1, said: 'raise' }).action).toEqual({ type: 'raise', to: 1000 });
    expect(readLiveAction({ ...facing, chipsPushed: 700, chipCount: 3 }).action).toEqual({ type: 'raise', to: 800 });
    expect(readLiveAction({ ...facing, chipsPushed: 500, chipCount: 3 }).action).toEqual({ type: 'call', to: 400 });
    expect(readLiveAction({ currentBet: 0, playerBet: 0, lastFullRaise: 100, minBet: 100, chipsPushed: 300, chipCount: 3 }).action).toEqual({ type: 'bet', to: 300 });
    const reading = readLiveAction({ currentBet: 4000, playerBet: 0, lastFullRaise: 2500, minBet: 100, rule: 'double', chipsPushed: 6800, chipCount: 5 });
    expect(reading.action).toEqual({ type: 'raise', to: 8000 });
    expect(reading.reason).toMatch(/B-HALFRULE/);
  });

  it('F-BLINDS: small blind left of the button, big blind next; the blinds are live (the big blind may check or raise)', () => {
    const hand = startHand({ game: 'holdem', structure: { kind: 'no-limit', smallBlind: 1, bigBlind: 2 }, button: 3, seed: 6, seats: [{ stack: 100 }, { stack: 100 }, { stack: 100 }, { stack: 100 }] });
    expect(hand.history.filter((e) => e.type === 'small-blind' || e.type === 'big-blind')).toEqual([
      { type: 'small-blind', seat: 0, amount: 1 }, { type: 'big-blind', seat: 1, amount: 2 },
    ]);
    play(hand, ['2 call', '3 call', '0 call']);
    expect(hand.next).toMatchObject({ seat: 1, options: { check: true, call: 0, minRaiseTo: 4, maxRaiseTo: 100 } });
    play(hand, ['1 raise 8']);
    expect(hand.next).toMatchObject({ seat: 2, options: { call: 6, minRaiseTo: 14 } });
  });

  it('F-HEADSUP: heads-up the button posts the small blind, acts first before the flop and last after', () => {
    const hand = startHand({ game: 'holdem', structure: { kind: 'no-limit', smallBlind: 1, bigBlind: 2 }, button: 1, seed: 4, seats: [{ stack: 100 }, { stack: 100 }] });
    expect(hand.history.filter((e) => e.type === 'small-blind' || e.type === 'big-blind')).toEqual([
      { type: 'small-blind', seat: 1, amount: 1 }, { type: 'big-blind', seat: 0, amount: 2 },
    ]);
    expect(hand.next).toMatchObject({ seat: 1, options: { call: 1 } });
    play(hand, ['1 call', '0 check']);
    expect(hand.next).toMatchObject({ seat: 0 });
  });

  it('illegal actions are refused with a readable sentence and the hand unchanged', () => {
    const hand = startHand({ game: 'holdem', structure: { kind: 'no-limit', smallBlind: 1, bigBlind: 2 }, button: 0, seed: 2, seats: [{ stack: 100 }, { stack: 100 }, { stack: 100 }] });
    const before = hand.snapshot();
    expect(() => hand.act({ type: 'check' })).toThrow(/cannot check.*call 2/);
    expect(() => hand.act({ type: 'raise', to: 3 })).toThrow(/smallest raise is to 4/);
    expect(() => hand.act({ type: 'raise', to: 500 })).toThrow(/at most 100/);
    expect(() => hand.act({ type: 'call', seat: 1 })).toThrow(/seat 0's turn/);
    expect(() => hand.act({ type: 'draw', discard: [] })).toThrow(/must bet, call, check, raise or fold/);
    // Reasons are message ids with parameters, for translations (DESIGN.md "Words on screen").
    const error = (() => { try { hand.act({ type: 'check' }); } catch (e) { return e as HandError; } return null; })();
    expect(error).toBeInstanceOf(HandError);
    expect(error!.reason).toMatchObject({ id: 'cannot-check', params: { bet: 2, call: 2 } });
    expect(hand.explain({ type: 'raise', to: 3 })).toMatchObject({ id: 'below-minimum', params: { min: 4, rule: 'rule.standard' } });
    expect(hand.snapshot()).toBe(before);
    expect(() => startHand({ game: 'holdem', structure: { kind: 'no-limit', bigBlind: 2 }, button: 0, seats: [{ stack: 100, cards: [50, 50] }, { stack: 100 }] })).toThrow(/twice/);
    expect(() => startHand({ game: 'stud7', structure: { kind: 'half-pot', ante: 1 }, button: 0, seats: [{ stack: 100 }, { stack: 100 }] })).toThrow(/not played half-pot/);
    expect(() => startHand({ game: 'draw32', structure: { kind: 'pot-limit', bigBlind: 2 }, button: 0, seats: [{ stack: 100, cards: c('2h') }, { stack: 100 }] })).toThrow(/32-card deck/);
  });
});
