// One full hand replayed for each game, with the pots and payouts worked out by hand from RULES.md.
import { describe, expect, it } from 'vitest';
import { GAMES, GAME_IDS, parseCards as c, startHand, type HandSetup } from '../src/engine/index';
import { play, sum } from './engine-helpers';

const seats = (...hands: string[]) => hands.map((h) => ({ stack: 100, cards: c(h) }));
const NL = { kind: 'no-limit' as const, smallBlind: 1, bigBlind: 2 };
const PL = { kind: 'pot-limit' as const, smallBlind: 1, bigBlind: 2 };
const STUD_FL = { kind: 'fixed-limit' as const, ante: 1, bringIn: 2, smallBet: 4, bigBet: 8 };
const ANTE_PL = { kind: 'pot-limit' as const, ante: 1, bringIn: 2 };

function potsOf(setup: HandSetup, script: string[]) {
  const hand = play(startHand(setup), script);
  expect(hand.next.kind).toBe('done');
  const result = hand.result!;
  expect(sum(result.net)).toBe(0);
  return { hand, result };
}

describe('GAMES catalogue', () => {
  it('has the games of RULES.md §5 with their structures (test/games-catalogue.test.ts checks the list against RULES.md)', () => {
    for (const id of GAME_IDS) {
      expect(GAMES[id].id).toBe(id);
      expect(GAMES[id].structures.length).toBeGreaterThan(0);
    }
    expect(GAMES.draw32.deck).toBe(32);
    expect(GAMES.telesina.streets.at(-1)!.vela).toBe(true);
    expect(GAMES['omaha-hl'].runItTwice).toBeUndefined();
    expect(GAMES.draw5.drawSeconds).toBe(30); // G-DRAW-TIMER
    expect(GAMES.omaha5.runItTwice!.maxPlayers).toBe(7); // P-RIT: at most seven players at PLO5
  });
});

describe('front door', () => {
  it('startHand takes the DESIGN.md setup (exact cards for one seat, the rest from the seed) and next has the documented shape', () => {
    const hand = startHand({
      game: 'holdem',
      structure: { kind: 'no-limit', smallBlind: 1, bigBlind: 2, ante: 0, minRaise: 'standard' },
      seats: [{ stack: 200, cards: c('AhAs') }, { stack: 150 }],
      button: 1,
      board: c('2c 7d 9h'),
      seed: 42,
    });
    expect(hand.next).toEqual({ kind: 'act', seat: 1, street: 'preflop', options: { fold: true, check: false, call: 1, minRaiseTo: 4, maxRaiseTo: 150, allInTo: 150 } });
    expect(hand.cards[0]).toEqual(c('AhAs'));
    const again = startHand({ game: 'holdem', structure: NL, seats: [{ stack: 200, cards: c('AhAs') }, { stack: 150 }], button: 1, board: c('2c 7d 9h'), seed: 42 });
    expect(again.cards[1]).toEqual(hand.cards[1]); // the same seed deals the same cards
    play(hand, ['1 call', '0 check']);
    expect(hand.boards[0]).toEqual(c('2c 7d 9h'));
  });
});

describe('replayed hands, one per game', () => {
  it("holdem: G-HOLDEM H-HOLDEM F-ORDER-FLOP P-SHOWORDER: raise, check-call, river check-raise; trips aces win 154", () => {
    const { hand, result } = potsOf({ game: 'holdem', structure: NL, seats: seats('AhAd', 'KsKc', '7c2d'), button: 0, board: c('Ac Kd 5s 9h 3c') },
      ['0 raise 6', '1 call', '2 fold', '1 check', '0 bet 10', '1 call', '1 check', '0 check', '1 bet 20', '0 raise 60', '1 call']);
    expect(hand.result!.pots).toHaveLength(1);
    expect(result.pots[0]).toMatchObject({ amount: 154, eligible: [0, 1], winners: [0] });
    expect(result.net).toEqual([78, -76, -2]);
    expect(result.showdownOrder.order[0]).toBe(0); // the last raiser on the river shows first
    expect(result.hands[0]!.high[0]!.category).toBe('trips');
  });

  it('holdem: P-SIDEPOTS P-RUNOUT: three all-ins make a main pot of 150 and a side pot of 100', () => {
    const { hand, result } = potsOf({
      game: 'holdem', structure: NL, button: 0, board: c('2d 7h 9c Jd 4h'),
      seats: [{ stack: 50, cards: c('AsAc') }, { stack: 100, cards: c('KsKc') }, { stack: 200, cards: c('QsQc') }],
    }, ['0 raise 50', '1 raise 100', '2 call']);
    expect(result.pots.map((p) => [p.amount, p.eligible, p.winners])).toEqual([[150, [0, 1, 2], [0]], [100, [1, 2], [1]]]);
    expect(result.net).toEqual([100, 0, -100]);
    expect(result.showdownOrder.byPot[0].pot).toBe(1); // P-SHOWORDER: the last side pot first
    expect(hand.history.filter((e) => e.type === 'board')).toHaveLength(3); // run out without betting
  });

  it('holdem: P-ODDCHIP: a board that plays splits a pot of 5; the odd chip goes to the first winner left of the button', () => {
    const { result } = potsOf({ game: 'holdem', structure: NL, seats: seats('2c3d', '4c5d', '6c8d'), button: 0, board: c('Ah Kh Qh Jh Th') },
      ['0 call', '1 fold', '2 check', '2 check', '0 check', '2 check', '0 check', '2 check', '0 check']);
    expect(result.pots[0].awards[0]).toMatchObject({ amount: 5, winners: [0, 2], shares: [2, 3] });
    expect(result.net).toEqual([0, -1, 1]);
  });

  it('holdem: P-SIDEPOTS: an uncalled bet goes back to its owner', () => {
    const { hand, result } = potsOf({ game: 'holdem', structure: NL, seats: seats('AhAd', 'KsKc', '7c2d'), button: 0, seed: 3 },
      ['0 raise 30', '1 fold', '2 fold']);
    expect(hand.history).toContainEqual({ type: 'uncalled', seat: 0, amount: 28 });
    expect(result.pots[0]).toMatchObject({ amount: 5, winners: [0] });
    expect(result.net).toEqual([3, -1, -2]);
    expect(result.showdown).toBe(false);
  });

  it('omaha: G-OMAHA H-OMAHA B-PL F-HEADSUP: pot-sized raise to 6, pot bet of 12; two pair with two hole cards wins 36', () => {
    const hand = startHand({ game: 'omaha', structure: PL, seats: seats('As Ks 2h 3d', 'Qh Qd Jc Tc'), button: 0, board: c('Ah Kd 4s 8c 9h') });
    const first = hand.next;
    expect(first).toMatchObject({ kind: 'act', seat: 0, options: { call: 1, minRaiseTo: 4, maxRaiseTo: 6 } });
    play(hand, ['0 raise 6', '1 call', '1 check']);
    expect(hand.next).toMatchObject({ seat: 0, options: { minRaiseTo: 2, maxRaiseTo: 12 } });
    play(hand, ['0 bet 12', '1 call', '1 check', '0 check', '1 check', '0 check']);
    const result = hand.result!;
    expect(result.pots[0]).toMatchObject({ amount: 36, winners: [0] });
    expect(result.net).toEqual([18, -18]);
    expect(result.hands[0]!.high[0]!.category).toBe('two-pair');
    expect(result.showdownOrder.order[0]).toBe(1); // no bet on the river: first left of the button shows first
  });

  it('omaha5: G-OMAHA5 H-OMAHA: J-9 in the hole with T-8-7 makes a straight that beats three aces', () => {
    const { result } = potsOf({ game: 'omaha5', structure: PL, seats: seats('2h 3h 4h 5h 6d', 'Ah Ad 2c 3c 4d', 'Kh Kd Qs Js 9c'), button: 0, board: c('As 7h 8d Tc 2s') },
      ['0 fold', '1 call', '2 check', '1 check', '2 check', '1 check', '2 check', '1 check', '2 check']);
    expect(result.pots[0]).toMatchObject({ amount: 4, eligible: [1, 2], winners: [2] });
    expect(result.hands[2]!.high[0]!.category).toBe('straight');
    expect(result.net).toEqual([0, -2, 2]);
  });

  it('omaha-hl: G-OMAHA-HL H-LOW8 P-ODDCHIP: a pot of 5 splits 3 high (straight) and 2 low (7-6-5-2-A); the odd chip goes high', () => {
    const { result } = potsOf({ game: 'omaha-hl', structure: PL, seats: seats('Ah 2h Kc Kd', '3c 4c Qs Qd', '9s 9d Ts Jd'), button: 0, board: c('5d 6c 8h Ks 7s') },
      ['0 call', '1 fold', '2 check', '2 check', '0 check', '2 check', '0 check', '2 check', '0 check']);
    expect(result.pots[0].awards.map((a) => [a.half, a.amount, a.winners])).toEqual([['high', 3, [2]], ['low', 2, [0]]]);
    expect(result.net).toEqual([0, -1, 1]);
    expect(result.hands[0]!.low[0]!.category).toBe('seven-low');
  });

  it('omaha-hl: P-SIDEPOTS P-ODDCHIP H-LOW8: quartered main pot of 63 (32 high, 15/16 low, odd chip left of the button) and a side pot of 58', () => {
    const { result } = potsOf({
      game: 'omaha-hl', structure: { kind: 'no-limit', smallBlind: 1, bigBlind: 2 }, button: 0, board: c('2c 5d 7h Kc Qd'),
      seats: [{ stack: 21, cards: c('Ah 3h Kd 9s') }, { stack: 100, cards: c('As 3s Jc Jh') }, { stack: 100, cards: c('Qs Qh 8c 8d') }],
    }, ['0 raise 21', '1 call', '2 call', '1 check', '2 bet 29', '1 call', '1 check', '2 check', '1 check', '2 check']);
    expect(result.pots.map((p) => [p.amount, p.eligible, p.winners])).toEqual([[63, [0, 1, 2], [0, 1, 2]], [58, [1, 2], [1, 2]]]);
    expect(result.pots[0].awards.map((a) => [a.half, a.amount, a.winners, a.shares])).toEqual([['high', 32, [2], [32]], ['low', 31, [0, 1], [15, 16]]]);
    expect(result.pots[1].awards.map((a) => [a.half, a.amount, a.winners])).toEqual([['high', 29, [2]], ['low', 29, [1]]]);
    expect(result.net).toEqual([-6, -5, 11]);
    expect(result.showdownOrder.order).toEqual([1, 2, 0]);
  });

  it('omaha5-hl: G-OMAHA5-HL H-LOW8: no low is possible on K-Q-9-2-3, so the straight scoops', () => {
    const { result } = potsOf({ game: 'omaha5-hl', structure: PL, seats: seats('Ah Ad 4c 5c 7h', 'Ks Kc Jh Th 8s'), button: 0, board: c('Kd Qd 9s 2c 3h') },
      ['0 call', '1 check', '1 check', '0 check', '1 check', '0 check', '1 check', '0 check']);
    expect(result.pots[0].awards).toEqual([{ board: 0, half: 'whole', amount: 4, winners: [1], shares: [4] }]);
    expect(result.hands[0]!.low[0]).toBeNull();
    expect(result.net).toEqual([-2, 2]);
  });

  it('stud7: G-STUD7 F-ANTE F-BRINGIN (3c brings in over 3d) B-FL B-FL-DOUBLE F-ORDER-STUD: trips aces win 47', () => {
    const hand = startHand({
      game: 'stud7', structure: STUD_FL, button: 0,
      seats: seats('As Ad Kh Qs Jd 4c Ac', '2c 7d 3c 8c', '5h 6h 3d 3h 9c 9d 5d'),
    });
    expect(hand.next).toMatchObject({ kind: 'act', seat: 1, options: { bringIn: 2, minRaiseTo: 4, maxRaiseTo: 4, fold: false, check: false } });
    play(hand, ['1 bring-in', '2 raise 4', '0 call', '1 call']);
    // Fourth street: a pair of threes shows, so the big bet may be bet (B-FL-DOUBLE); the pair acts first.
    expect(hand.next).toMatchObject({ seat: 2, options: { minRaiseTo: 4, maxRaiseTo: 8, raiseSizes: [4, 8] } });
    play(hand, ['2 bet 8', '0 call', '1 fold', '2 check', '0 check', '2 check', '0 check', '2 check', '0 bet 8', '2 call']);
    const result = hand.result!;
    expect(result.pots[0]).toMatchObject({ amount: 47, eligible: [0, 2], winners: [0] });
    expect(result.net).toEqual([26, -5, -21]);
    expect(result.showdownOrder.order).toEqual([0, 2]);
  });

  it('stud7-hl: G-STUD7-HL H-LOW8 F-BRINGIN (lowest card, clubs lowest) P-ODDCHIP: 23 splits 12 high (flush) and 11 low', () => {
    const { result } = potsOf({
      game: 'stud7-hl', structure: STUD_FL, button: 0,
      seats: seats('Ah 2h 5d Kd Kc 7s 3s', '4c 6c 5c 9c Qc 8d 2d', 'Jd Js Ac'),
    }, ['1 bring-in', '2 fold', '0 call', '0 check', '1 check', '0 check', '1 check', '0 check', '1 check', '0 bet 8', '1 call']);
    expect(result.pots[0].awards.map((a) => [a.half, a.amount, a.winners])).toEqual([['high', 12, [1]], ['low', 11, [0]]]);
    expect(result.net).toEqual([0, 1, -1]);
  });

  it('soko: G-SOKO H-SOKO F-BRINGIN (highest card, spades highest): a four-flush beats a pair of queens, 14 chips', () => {
    const hand = startHand({ game: 'soko', structure: ANTE_PL, button: 0, seats: seats('Kd As 7s 8s 2s', 'Qc Ah Qh 3c 9d') });
    expect(hand.next).toMatchObject({ seat: 0, options: { bringIn: 2, minRaiseTo: 4 } });
    play(hand, ['0 bring-in', '1 call', '1 check', '0 check', '1 check', '0 check']);
    // Fifth card: a four-flush showing is the best hand showing (F-ORDER-STUD); pot limit: at least the bring-in (the
    // minimum bet, seed 004), at most the pot, 6.
    expect(hand.next).toMatchObject({ seat: 0, options: { minRaiseTo: 2, maxRaiseTo: 6 } });
    const result = play(hand, ['0 bet 4', '1 call']).result!;
    expect(result.pots[0]).toMatchObject({ amount: 14, winners: [0] });
    expect(result.hands[0]!.high[0]!.category).toBe('four-flush');
    expect(result.net).toEqual([7, -7]);
  });

  it('draw5: G-DRAW5 B-FL: raise, draw three, pat straight wins 17 with a big bet after the draw', () => {
    const hand = startHand({ game: 'draw5', structure: { kind: 'fixed-limit', smallBlind: 1, bigBlind: 2, smallBet: 2, bigBet: 4 }, button: 0,
      seats: seats('7c 8d 9h Ts Jc', '2c 3c 4d 6h Kc', 'Ac Ad 2s 5h 9d'), stub: c('Ah Kd 3h') });
    play(hand, ['0 raise 4', '1 fold', '2 call']);
    expect(hand.next).toMatchObject({ kind: 'draw', seat: 2, max: 5 });
    play(hand, ['2 draw 2s5h9d', '0 pat']);
    expect(hand.next).toMatchObject({ seat: 2, options: { minRaiseTo: 4, maxRaiseTo: 4 } }); // the big bet after the draw
    const result = play(hand, ['2 check', '0 bet 4', '2 call']).result!;
    expect(result.hands[2]!.cards).toEqual(c('Ac Ad Ah Kd 3h'));
    expect(result.pots[0]).toMatchObject({ amount: 17, winners: [0] });
    expect(result.net).toEqual([9, -1, -8]);
  });

  it('triple-draw-27: G-27TD H-27 G-DRAW-TIMER: 7-5-4-3-2 wins; the player who timed out may not bet in the last round', () => {
    const hand = startHand({ game: 'triple-draw-27', structure: { kind: 'fixed-limit', smallBlind: 1, bigBlind: 2, smallBet: 2, bigBet: 4 }, button: 0,
      seats: seats('8c 6d 2h Qs Qh', '7c 5d 4h 3s Kd'), stub: c('2c 9d Js 3d') });
    play(hand, ['0 call', '1 check', '1 draw Kd', '0 draw QsQh', '1 check', '0 bet 2', '1 call', '1 pat', '0 draw Js', '1 check', '0 check', '1 pat', '0 timeout']);
    expect(hand.history).toContainEqual({ type: 'timed-out', seat: 0 });
    play(hand, ['1 bet 4']);
    expect(hand.next).toMatchObject({ seat: 0, options: { call: 4, minRaiseTo: null } });
    expect(() => hand.act({ type: 'raise', to: 8 })).toThrow(/timed out/);
    const result = play(hand, ['0 call']).result!;
    expect(result.hands[1]!.cards).toEqual(c('7c 5d 4h 3s 2c'));
    expect(result.pots[0]).toMatchObject({ amount: 16, winners: [1] });
    expect(result.net).toEqual([-8, 8]);
  });

  it('americana: G-AMERICANA H-AMERICANA C-DECK32: a flush beats a full house, 14 chips', () => {
    const { result } = potsOf({ game: 'americana', structure: ANTE_PL, button: 0, seats: seats('Ad Kh Kd Kc Ac', '9s Ks Js 8s 7s') },
      ['1 bring-in', '0 call', '0 check', '1 check', '0 bet 4', '1 call', '0 check', '1 check']);
    expect(result.pots[0]).toMatchObject({ amount: 14, winners: [1] });
    expect(result.hands[1]!.high[0]!.category).toBe('flush');
    expect(result.net).toEqual([-7, 7]);
  });

  it('telesina: G-TELESINA H-TELESINA-HU C-SUITORDER: heads-up, T-9-8-7-A straight flush beats A-K-Q-J-T; Ah brings in over As', () => {
    const hand = startHand({ game: 'telesina', structure: ANTE_PL, button: 0, seats: seats('Th Ah 9h 8h 7h', 'Ts As Ks Qs Js'), board: c('7d') });
    expect(hand.next).toMatchObject({ seat: 0, options: { bringIn: 2 } });
    play(hand, ['0 bring-in', '1 call', '1 check', '0 check', '1 check', '0 check', '1 check', '0 check']);
    expect(hand.view(0).boards[0]).toEqual(c('7d')); // the Vela
    const result = play(hand, ['1 check', '0 check']).result!;
    expect(result.pots[0]).toMatchObject({ amount: 6, winners: [0] });
    expect(result.net).toEqual([3, -3]);
  });

  it('telesina: H-TELESINA-HU: six suited cards (A-7-8-9-T and the Jh Vela) make J-high and T-9-8-7-A; heads-up the lower one beats the royal', () => {
    const hand = startHand({ game: 'telesina', structure: ANTE_PL, button: 0, seats: seats('Th Ah 9h 8h 7h', 'Ts As Ks Qs Js'), board: c('Jh') });
    play(hand, ['0 bring-in', '1 call', '1 check', '0 check', '1 check', '0 check', '1 check', '0 check']);
    const result = play(hand, ['1 check', '0 check']).result!;
    expect(result.pots[0]).toMatchObject({ amount: 6, winners: [0] });
    expect(result.net).toEqual([3, -3]);
  });

  it('draw32: G-DRAW32 H-DRAW32 F-ORDER-DRAW32 G-DRAW32-SPLIT: the offer is declined; pair of aces with the 9d kicker beats the 9c', () => {
    const hand = startHand({ game: 'draw32', structure: PL, button: 0, seats: seats('Ah Ad 9c 8c 7s', 'Kh Qd Jc Tc 8h', 'As Ac 9d 8d 7h') });
    play(hand, ['0 call', '1 fold', '2 check', '2 pat', '0 pat']);
    expect(hand.next).toMatchObject({ kind: 'split-offer', seat: 0 });
    play(hand, ['0 no-split']);
    expect(hand.next).toMatchObject({ kind: 'act', seat: 0 }); // after the draw: first left of the big blind
    const result = play(hand, ['0 bet 4', '2 call']).result!;
    expect(result.pots[0]).toMatchObject({ amount: 13, winners: [2] });
    expect(result.net).toEqual([-6, -1, 7]);
  });

  it('draw32: G-DRAW32-SPLIT P-ODDCHIP: everyone chooses Split, a pot of 5 is shared, the odd chip left of the button', () => {
    const { hand, result } = potsOf({ game: 'draw32', structure: PL, button: 0, seats: seats('Ah Ad 9c 8c 7s', 'Kh Qd Jc Tc 8h', 'As Ac 9d 8d 7h') },
      ['0 call', '1 fold', '2 check', '2 pat', '0 pat', '0 split', '2 split']);
    expect(result.pots[0]).toMatchObject({ amount: 5, split: true, winners: [0, 2] });
    expect(result.net).toEqual([0, -1, 1]);
    expect(hand.history.some((e) => e.type === 'show')).toBe(false);
  });
});

describe('run it twice', () => {
  const heads = (pref: 'always' | 'ask') => [{ stack: 100, cards: c('AhAs'), runItTwice: pref }, { stack: 100, cards: c('KhKs'), runItTwice: pref }];

  it('P-RIT: both players always run it twice: each board wins half of 200', () => {
    const { result } = potsOf({ game: 'holdem', structure: NL, button: 0, seats: heads('always'), board: c('2c 7d 9h Jd 3s'), extraBoards: [c('Kc Kd 4h 5h 6c')] },
      ['0 raise 100', '1 call']);
    expect(result.boards).toHaveLength(2);
    expect(result.pots[0].awards.map((a) => [a.board, a.amount, a.winners])).toEqual([[0, 100, [0]], [1, 100, [1]]]);
    expect(result.net).toEqual([0, 0]);
  });

  it('P-RIT+1: a board tied on the main pot is not one player winning both, so no third board is dealt', () => {
    // Both boards are royal flushes that both players play: the same two share both boards. The halves stand.
    const hand = play(startHand({ game: 'holdem', structure: NL, button: 0, seats: heads('ask'), board: c('Tc Jc Qc Kc Ac'), extraBoards: [c('Td Jd Qd Kd Ad'), c('2c 3d 4h 5h 6c')], runItTwiceChooser: 0 }),
      ['0 raise 100', '1 call', '0 run 3', '1 accept']);
    const result = hand.result!;
    expect(result.boards).toHaveLength(2);
    expect(result.pots[0].awards.map((a) => [a.board, a.amount, a.winners])).toEqual([[0, 100, [0, 1]], [1, 100, [0, 1]]]);
  });

  it('P-RIT+1 P-RIT-INTERACTIVE: twice+1 accepted, the same winner twice brings a third board; thirds 68/66/66', () => {
    const hand = play(startHand({ game: 'holdem', structure: NL, button: 0, seats: heads('ask'), board: c('2c 7d 9h Jd 3s'), extraBoards: [c('2d 7c 9s Jh 4s'), c('Kc Kd 4h 5h 6c')], runItTwiceChooser: 0 }),
      ['0 raise 100', '1 call']);
    expect(hand.next).toEqual({ kind: 'runout-choice', seat: 0, choices: [1, 2, 3] });
    play(hand, ['0 run 3']);
    expect(hand.next).toEqual({ kind: 'runout-accept', seat: 1, times: 3 });
    const result = play(hand, ['1 accept']).result!;
    expect(result.boards).toHaveLength(3);
    expect(result.pots[0].awards.map((a) => [a.board, a.amount, a.winners])).toEqual([[0, 68, [0]], [1, 66, [0]], [2, 66, [1]]]);
    expect(result.net).toEqual([34, -34]);
  });

  it('P-RIT-INTERACTIVE: a declined offer runs once', () => {
    const hand = play(startHand({ game: 'holdem', structure: NL, button: 0, seats: heads('ask'), board: c('2c 7d 9h Jd 3s'), runItTwiceChooser: 1 }),
      ['0 raise 100', '1 call', '1 run 2', '0 decline']);
    expect(hand.result!.boards).toHaveLength(1);
    expect(hand.result!.net).toEqual([100, -100]);
  });

  it('P-RIT-INTERACTIVE: a player whose preference is Always accepts without being asked', () => {
    const hand = play(startHand({ game: 'holdem', structure: NL, button: 0, board: c('2c 7d 9h Jd 3s'), extraBoards: [c('Kc Kd 4h 5h 6c')], runItTwiceChooser: 0,
      seats: [{ stack: 100, cards: c('AhAs'), runItTwice: 'ask' }, { stack: 100, cards: c('KhKs'), runItTwice: 'always' }] }), ['0 raise 100', '1 call', '0 run 2']);
    expect(hand.history).toContainEqual({ type: 'runout-answer', seat: 1, accept: true });
    expect(hand.result!.boards).toHaveLength(2);
  });

  it('P-RIT: never in Omaha hi/lo', () => {
    const hand = play(startHand({ game: 'omaha-hl', structure: PL, button: 0, seats: [{ stack: 4, runItTwice: 'always' }, { stack: 4, runItTwice: 'always' }], seed: 5 }),
      ['0 raise 4', '1 call']);
    expect(hand.result!.boards).toHaveLength(1);
  });
});
