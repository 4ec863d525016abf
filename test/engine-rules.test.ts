// Special rules through the front door: the stud community card, the draw reshuffle, privacy, stud show order, run-out timeouts.
import { describe, expect, it } from 'vitest';
import { parseCards as c, replayHand, startHand, type Hand } from '../src/engine/index';
import { play } from './engine-helpers';

/** Calls or checks (posting the bring-in) until the next step is not a betting action. */
function passive(hand: Hand): void {
  for (let next = hand.next; next.kind === 'act'; next = hand.next) {
    const o = next.options;
    hand.act(o.bringIn !== undefined ? { type: 'bring-in' } : o.check ? { type: 'check' } : { type: 'call' });
  }
}

describe('special rules', () => {
  it('G-STUD7-COMMUNITY: eight players reach seventh street: one shared card face up and no betting round', () => {
    const hand = startHand({
      game: 'stud7', structure: { kind: 'fixed-limit', ante: 1, bringIn: 2, smallBet: 4, bigBet: 8 }, button: 0, seed: 12,
      seats: Array.from({ length: 8 }, () => ({ stack: 200 })),
    });
    passive(hand);
    expect(hand.next.kind).toBe('done');
    const community = hand.history.find((e) => e.type === 'board');
    expect(community).toMatchObject({ type: 'board', community: true });
    const result = hand.result!;
    expect(result.boards[0]).toHaveLength(1);
    for (let s = 0; s < 8; s++) expect(hand.cards[s]).toHaveLength(6);
    const lastStreet = hand.history.map((e, i) => [e, i] as const).filter(([e]) => e.type === 'street').at(-1)![1];
    expect(hand.history.slice(lastStreet).some((e) => ['bet', 'check', 'call', 'raise'].includes(e.type))).toBe(false);
    expect(result.hands[0]!.high[0]).not.toBeNull();
  });

  it('G-DRAW-RESHUFFLE: six players draw five each: the discards are reshuffled, never to the player who threw them', () => {
    const hand = startHand({
      game: 'triple-draw-27', structure: { kind: 'fixed-limit', smallBlind: 1, bigBlind: 2, smallBet: 2, bigBet: 4 }, button: 0, seed: 8,
      seats: Array.from({ length: 6 }, () => ({ stack: 100 })),
    });
    passive(hand);
    for (let next = hand.next; next.kind === 'draw'; next = hand.next) hand.act({ type: 'draw', discard: hand.cards[next.seat].slice() });
    expect(hand.history.some((e) => e.type === 'reshuffle')).toBe(true);
    for (const e of hand.history) {
      if (e.type === 'draw') for (const card of e.received) expect(e.discarded).not.toContain(card);
    }
    const held = hand.cards.flat();
    expect(new Set(held).size).toBe(held.length);
  });

  it('T-PRIVACY: a seat sees its own cards and up cards, never another seat\'s down cards or draws, until the showdown', () => {
    const hand = startHand({ game: 'draw5', structure: { kind: 'no-limit', smallBlind: 1, bigBlind: 2 }, button: 0, seats: [{ stack: 50, cards: c('Ah Kh Qh Jh 2c') }, { stack: 50, cards: c('3c 3d 8s 9s Td') }], stub: c('4d Th') });
    const view1 = hand.view(1);
    expect(view1.seats[0].cards).toEqual([null, null, null, null, null]);
    expect(view1.seats[1].cards).toEqual(c('3c 3d 8s 9s Td'));
    expect(view1.history.filter((e) => e.type === 'deal' && e.seat === 0).every((e) => e.type === 'deal' && e.cards.every((x) => x === -1))).toBe(true);
    expect(view1.next).toEqual({ kind: 'act', seat: 0 }); // no options for someone else's turn
    play(hand, ['0 call', '1 check', '1 draw Td', '0 draw 2c']);
    const drawSeen = hand.view(1).history.find((e) => e.type === 'draw' && e.seat === 0);
    expect(drawSeen).toEqual({ type: 'draw', seat: 0, discarded: [-1], received: [-1] });
    play(hand, ['1 check', '0 check']);
    expect(hand.view(1).seats[0].cards).toEqual(c('Ah Kh Qh Jh Th')); // shown at the showdown
  });

  it('P-SHOWORDER F-ORDER-STUD: with no bet on the last round, the best hand showing shows first', () => {
    const hand = startHand({ game: 'soko', structure: { kind: 'pot-limit', ante: 1, bringIn: 2 }, button: 0, seats: [{ stack: 100, cards: c('2c 3d 7h 9c Jd') }, { stack: 100, cards: c('4c Ks Kd 5h 6s') }] });
    passive(hand);
    expect(hand.result!.showdownOrder.order).toEqual([1, 0]);
  });

  it('P-RIT-INTERACTIVE: no choice in time runs it once; no answer in time declines', () => {
    const seats = [{ stack: 50, runItTwice: 'ask' as const }, { stack: 50, runItTwice: 'ask' as const }];
    const once = play(startHand({ game: 'holdem', structure: { kind: 'no-limit', smallBlind: 1, bigBlind: 2 }, button: 0, seed: 3, seats, runItTwiceChooser: 0 }), ['0 raise 50', '1 call', '0 timeout']);
    expect(once.result!.boards).toHaveLength(1);
    const declined = play(startHand({ game: 'holdem', structure: { kind: 'no-limit', smallBlind: 1, bigBlind: 2 }, button: 0, seed: 3, seats, runItTwiceChooser: 0 }), ['0 raise 50', '1 call', '0 run 2', '1 timeout']);
    expect(declined.result!.boards).toHaveLength(1);
  });

  it('I-DISCONNECT: in fixed limit a player who cannot act is all-in for what they put in; with nothing in, folded', () => {
    const fl = { kind: 'fixed-limit' as const, smallBlind: 1, bigBlind: 2, smallBet: 2, bigBet: 4 };
    const hand = startHand({ game: 'holdem', structure: fl, button: 0, seats: [{ stack: 50, cards: c('8c 6d') }, { stack: 50, cards: c('As Ad') }, { stack: 50, cards: c('Kc Qc') }], board: c('Ah 9s 5d 3c 2h') });
    play(hand, ['0 raise 4', '1 disconnect', '2 call']);
    expect(hand.history).toContainEqual({ type: 'disconnected', seat: 1, folded: false });
    expect(hand.view(2).seats[1].allIn).toBe(true);
    play(hand, ['2 check', '0 check', '2 check', '0 check', '2 check', '0 check']);
    const result = hand.result!;
    // Seat 1 put in 1 (the small blind): the main pot is 3 (1 from each), seat 1 wins it with aces; the side pot of 6 goes to the best of the others.
    expect(result.pots.map((p) => [p.amount, p.eligible, p.winners])).toEqual([[3, [0, 1, 2], [1]], [6, [0, 2], [2]]]);
    expect(result.net).toEqual([-4, 2, 2]);
    const folds = startHand({ game: 'holdem', structure: fl, button: 0, seed: 1, seats: [{ stack: 50 }, { stack: 50 }, { stack: 50 }] });
    play(folds, ['0 disconnect']);
    expect(folds.folded[0]).toBe(true);
    const nl = startHand({ game: 'holdem', structure: { kind: 'no-limit', smallBlind: 1, bigBlind: 2 }, button: 0, seed: 1, seats: [{ stack: 50 }, { stack: 50 }] });
    expect(() => nl.act({ type: 'disconnect' })).toThrow(/fixed-limit/);
  });

  it('F-BRINGIN F-ANTE: the bring-in is twice the ante unless the table says otherwise; in pot limit the minimum bet is the bring-in', () => {
    const fl = startHand({ game: 'stud7', structure: { kind: 'fixed-limit', ante: 1, smallBet: 4, bigBet: 8 }, button: 0, seed: 4, seats: [{ stack: 50 }, { stack: 50 }, { stack: 50 }] });
    expect(fl.history.filter((e) => e.type === 'ante')).toHaveLength(3);
    expect(fl.next).toMatchObject({ kind: 'act', options: { bringIn: 2, minRaiseTo: 4, maxRaiseTo: 4 } });
    const pl = startHand({ game: 'americana', structure: { kind: 'pot-limit', ante: 1 }, button: 0, seed: 4, seats: [{ stack: 50 }, { stack: 50 }, { stack: 50 }] });
    expect(pl.next).toMatchObject({ kind: 'act', options: { bringIn: 2, minRaiseTo: 4, maxRaiseTo: 4 } });
    pl.act({ type: 'bring-in' });
    expect(pl.next).toMatchObject({ kind: 'act', options: { call: 2, minRaiseTo: 4, maxRaiseTo: 9 } }); // pot 5: call 2, then 7 more
  });

  it('replayHand and clone rebuild a hand exactly from its setup and recorded actions', () => {
    const hand = play(startHand({ game: 'draw32', structure: { kind: 'pot-limit', smallBlind: 1, bigBlind: 2 }, button: 0, seed: 21, seats: [{ stack: 60 }, { stack: 60 }, { stack: 60 }] }),
      ['0 call', '1 call', '2 check', '1 pat', '2 timeout']);
    const copy = hand.clone();
    expect(copy.snapshot()).toBe(hand.snapshot());
    copy.act({ type: 'stand-pat' });
    expect(copy.snapshot()).not.toBe(hand.snapshot()); // independent
    expect(replayHand(hand.startingSetup, hand.actions).snapshot()).toBe(hand.snapshot());
  });

  it('I-CRASH: a cancelled hand returns every chip to its owner', () => {
    const hand = play(startHand({ game: 'holdem', structure: { kind: 'no-limit', smallBlind: 1, bigBlind: 2 }, button: 0, seed: 5, seats: [{ stack: 50 }, { stack: 80 }, { stack: 30 }] }), ['0 raise 10', '1 call']);
    hand.cancel();
    expect(hand.next.kind).toBe('done');
    expect(hand.result).toMatchObject({ cancelled: true, pots: [], net: [0, 0, 0], stacks: [50, 80, 30] });
  });
});
