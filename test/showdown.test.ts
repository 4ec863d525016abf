// The single showdown rule (src/engine/showdown): fixed cases for every distinctive rule, decided by showdownWinners.
import { describe, expect, it } from 'vitest';
import {
  decideBoard, GAMES, parseCards, showdownHand, showdownWinners, telesinaWinners, type GameId,
} from '../src/engine/index';

const c = (text: string) => parseCards(text);
const decide = (game: GameId, hands: string[], board = '', inPot?: number[]) =>
  showdownWinners({ game, players: hands.map(c), board: c(board), inPot }).boards[0];

describe('showdownWinners: Telesina heads-up straight flushes (H-TELESINA-HU)', () => {
  it('H-TELESINA-HU heads-up T-9-8-7-A beats A-K-Q-J-T; three-handed the royal wins', () => {
    expect(decide('telesina', ['Th 9h 8h 7h Ah', 'As Ks Qs Js Ts'], '7c').high).toEqual([0]);
    expect(decide('telesina', ['As Ks Qs Js Ts', 'Th 9h 8h 7h Ah'], '7c').high).toEqual([1]);
    expect(decide('telesina', ['Th 9h 8h 7h Ah', 'As Ks Qs Js Ts', '7d 8d 9c Jc Qd'], '7c').high).toEqual([1]);
  });

  it('H-TELESINA-HU six suited cards: 7s8s9sTsAs with the Vela Js (J-high and T-9-8-7-A) beats AhKhQhJhTh heads-up', () => {
    const result = decide('telesina', ['7s 8s 9s Ts As', 'Ah Kh Qh Jh Th'], 'Js');
    expect(result.high).toEqual([0]);
    expect(result.shares).toEqual([1, 0]);
    // It shows the ten-high straight flush, although its best hand is jack-high.
    expect(result.shownHigh[0]?.strength).toBe(showdownHand('telesina', c('7s 8s 9s Ts As'), c('Js')).headsUpHigh?.strength);
    // The reverse seat order, and with a third player the royal wins.
    expect(decide('telesina', ['Ah Kh Qh Jh Th', '7s 8s 9s Ts As'], 'Js').high).toEqual([1]);
    expect(decide('telesina', ['7s 8s 9s Ts As', 'Ah Kh Qh Jh Th', '7d 8d 9c Jc Qd'], 'Js').high).toEqual([1]);
  });

  it('H-TELESINA-HU counts the players in the pot: a side pot between two of three applies it', () => {
    const hands = ['7s 8s 9s Ts As', 'Ah Kh Qh Jh Th', '7d 8d 9c Jc Qd'];
    expect(decide('telesina', hands, 'Js', [0, 1]).high).toEqual([0]);
    expect(decide('telesina', hands, 'Js', [0, 1, 2]).high).toEqual([1]);
  });

  it('H-TELESINA-HU the J-high straight flush with T-9-8-7-A still loses to a K-high straight flush (only the royal turns)', () => {
    expect(decide('telesina', ['7s 8s 9s Ts As', 'Kh Qh Jh Th 9h'], 'Js').high).toEqual([1]);
    expect(decide('telesina', ['7s 8s 9s Ts As', 'Kh Qh Jh Th 9h'], 'Js').shownHigh[0]?.category).toBe('straight-flush');
  });

  it('telesinaWinners goes through the same rule (values, or showdown hands for the six-card case)', () => {
    const low = showdownHand('telesina', c('7s 8s 9s Ts As'), c('Js'));
    const royal = showdownHand('telesina', c('Ah Kh Qh Jh Th'), c('Js'));
    expect(telesinaWinners([low, royal])).toEqual([0]);
    expect(telesinaWinners([low.high!, royal.high!])).toEqual([1]); // the bare J-high value cannot carry T-9-8-7-A
  });
});

describe('showdownWinners: the other distinctive rules', () => {
  it('H-SOKO four-flush beats four-straight, which beats a pair; two pair beats both', () => {
    expect(decide('soko', ['2h 5h 9h Jh Kc', '9c Td Jd Qs 2c']).high).toEqual([0]);
    expect(decide('soko', ['9c Td Jh Qs 2c', 'Ac Ad Kh Qd 9d']).high).toEqual([0]);
    expect(decide('soko', ['2h 5h 9h Jh Kc', '2c 2d 3h 3s 4c']).high).toEqual([1]);
  });

  it('H-AMERICANA flush beats full house; A-7-8-9-T is the lowest straight', () => {
    expect(decide('americana', ['7h 9h Jh Qh Kh', 'Ac Ad As Kc Kd']).high).toEqual([0]);
    expect(decide('americana', ['Ac 7d 8h 9s Tc', 'Jd 7c 8c 9d Th']).high).toEqual([1]);
  });

  it('H-DRAW32 flush beats full house; the suit order hearts > diamonds > clubs > spades settles ties', () => {
    expect(decide('draw32', ['7h 9h Jh Qh Kh', 'Ac Ad As Kc Kd']).high).toEqual([0]);
    expect(decide('draw32', ['As Kh Qh Jh Th', 'Ah Ks Qs Js Ts']).high).toEqual([1]); // straights: suit of the top card
    expect(decide('draw32', ['Ah Ad 9c 8c 7s', 'As Ac 9d 8d 7h']).high).toEqual([1]); // pairs: the highest kicker's suit
    expect(decide('draw32', ['Ah Ad 9c 8c 7s', 'As Ac 9d 8d 7h']).awards).toEqual([{ half: 'whole', winners: [1], share: 1 }]);
  });

  it("H-HOLDEM the board plays: a split pot, halves of 1/2", () => {
    const r = decide('holdem', ['2c 3d', '2h 3s'], 'Ah Kh Qh Jh Th');
    expect(r.high).toEqual([0, 1]);
    expect(r.shares).toEqual([0.5, 0.5]);
  });

  it('H-LOW8 hi/lo with a qualifying low: high and low halves; a tied low is quartered', () => {
    const r = decide('omaha-hl', ['Ac 2d Kh Ks', '3c 4d Qs Qd'], '5h 6c 8s Kd Jc');
    expect(r.high).toEqual([0]);
    expect(r.low).toEqual([0]);
    expect(r.noLow).toBe(false);
    expect(r.shares).toEqual([1, 0]);
    const quartered = decide('omaha-hl', ['Ac 2d Kh Ks', 'As 2c Qs Qd'], '5h 6c 8s Kd Jc');
    expect(quartered.awards).toEqual([{ half: 'high', winners: [0], share: 0.5 }, { half: 'low', winners: [0, 1], share: 0.25 }]);
    expect(quartered.shares).toEqual([0.75, 0.25]);
    const stud = decide('stud7-hl', ['Ac 2d 3h 4s 6c Kd Kh', 'Qc Qd Qh 9s 9c 2h Ts']);
    expect(stud).toMatchObject({ high: [1], low: [0], shares: [0.5, 0.5] });
  });

  it('H-LOW8 hi/lo without a qualifying low: the high hand scoops', () => {
    const r = decide('omaha-hl', ['Ac 2d Kh Ks', '3c 4d Qs Qd'], '9h Tc Js Kd Jc');
    expect(r).toMatchObject({ high: [0], low: [], noLow: true, shares: [1, 0] });
    expect(r.awards).toEqual([{ half: 'whole', winners: [0], share: 1 }]);
  });

  it('H-27 the lowest hand wins; a seat outside the pot gets nothing', () => {
    const r = decide('triple-draw-27', ['2c 3d 4h 5s 7c', '2d 3c 4s 6h 7d', '8c 9d Th Js Qc'], '', [1, 2]);
    expect(r.high).toEqual([1]);
    expect(r.shares).toEqual([0, 1, 0]);
  });

  it('P-RIT several boards: each board decided alone, the pot shared equally between them', () => {
    const result = showdownWinners({ game: 'holdem', players: [c('Ac Ad'), c('Kc Kd')], boards: [c('2h 3h 9s Td Js'), c('Kh 3s 9c Th 4c')] });
    expect(result.boards.map((b) => b.high)).toEqual([[0], [1]]);
    expect(result.shares).toEqual([0.5, 0.5]);
  });

  it('decideBoard reuses hands already valued; bad input gets a clear message', () => {
    const hands = [c('Ac Ad'), null, c('Kc Kd')].map((h) => (h ? showdownHand(GAMES.holdem, h, c('2h 3h 9s Td Js')) : null));
    expect(decideBoard('holdem', hands).high).toEqual([0]);
    expect(() => decideBoard('holdem', hands, [0, 1])).toThrow(/Seat 1 is in the pot but has no hand/);
    expect(() => showdownWinners({ game: 'chess' as GameId, players: [] })).toThrow(/"chess" is not a game/);
    expect(() => decide('holdem', ['Ac Ad', 'Ac Kd'], '2h 3h 9s Td Js')).toThrow('Ac is dealt twice (seat 0 and seat 1).');
    expect(() => decide('holdem', ['Ac Ad', 'Kc Kd'], '2h 3h 9s Td Ac')).toThrow('Ac is dealt twice (seat 0 and the board).');
    expect(() => decide('holdem', ['Ac Ad', 'Kc Kd'])).toThrow(/.+/); // no board: two cards make no hand
  });
});
