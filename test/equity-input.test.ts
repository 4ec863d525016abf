// Equity input: PokerStove-style ranges with card removal, and readable errors for bad requests (issue 3).
import { describe, expect, it } from 'vitest';
import { formatCards, parseCards } from '../src/engine/cards';
import { EquityInputError, MAX_EXACT_WORK, MAX_TRIALS, computeEquity, parseRange, planEquity, rangeSize } from '../src/engine/equity/index';
import { testKernel } from './equity-setup';

const combosText = (text: string, removed = ''): string[] =>
  parseRange(text, parseCards(removed)).map((c) => formatCards(c.cards));

describe('hold\'em ranges (PokerStove / Equilab syntax)', () => {
  it('counts the classic tokens', () => {
    expect(rangeSize('AA')).toBe(6);
    expect(rangeSize('AKs')).toBe(4);
    expect(rangeSize('AKo')).toBe(12);
    expect(rangeSize('AK')).toBe(16);
    expect(rangeSize('QQ+')).toBe(18);
    expect(rangeSize('22-55')).toBe(24);
    expect(rangeSize('55-22')).toBe(24);
    expect(rangeSize('A5s-A2s')).toBe(16);
    expect(rangeSize('KTo+')).toBe(36); // KTo KJo KQo
    expect(rangeSize('76s')).toBe(4);
    expect(rangeSize('random')).toBe(1326);
    expect(rangeSize('QQ+, AKs, A5s-A2s, KTo+, 76s, 22-55')).toBe(18 + 4 + 16 + 36 + 4 + 24);
    expect(rangeSize('AA,KK')).toBe(12);
    expect(rangeSize('AA KK')).toBe(12);
  });

  it('reads specific hands and weights', () => {
    expect(combosText('AhKh')).toEqual(['Ah Kh']);
    expect(combosText('KhAh')).toEqual(['Ah Kh']);
    const weighted = parseRange('AKs:0.5, QQ');
    expect(weighted.filter((c) => c.weight === 0.5)).toHaveLength(4);
    expect(weighted.filter((c) => c.weight === 1)).toHaveLength(6);
    expect(parseRange('AA, AsAh:0.25').find((c) => formatCards(c.cards) === 'As Ah')?.weight).toBe(0.25);
  });

  it('removes combos that use known cards (card removal)', () => {
    expect(combosText('AA', 'Ah')).toHaveLength(3);
    expect(combosText('AKs', 'Ah Kd')).toEqual(['As Ks', 'Ac Kc']);
    expect(parseRange('random', parseCards('Ah As Kd Kc')).length).toBe(1128);
  });

  it('names an unknown token', () => {
    expect(() => parseRange('QQ+, AXs')).toThrow(/"AXs" is not a range token/);
    expect(() => parseRange('AAs')).toThrow(/pair cannot be suited/);
    expect(() => parseRange('AKs-QJs')).toThrow(/"AKs-QJs"/);
    expect(() => parseRange('AKs:2')).toThrow(/weight/);
    expect(() => parseRange('')).toThrow(/empty/);
    expect(() => parseRange('AA', parseCards('Ah As Ad'))).toThrow(/no hands left/);
  });
});

describe('equity request validation', () => {
  const holdem = (players: { cards?: string; range?: string }[], board = '', dead = '') => planEquity({
    game: 'holdem',
    players: players.map((p) => (p.range !== undefined ? { range: p.range } : { cards: parseCards(p.cards ?? '') })),
    board: parseCards(board), dead: parseCards(dead),
  });

  it('plans a hand against a range with card removal', () => {
    const plan = holdem([{ cards: 'AhAs' }, { range: 'AA, KK' }], 'Kd 7c 2h');
    expect(plan.players[1].combos).toHaveLength(1 + 3);
    expect(plan.boardToCome).toBe(2);
    expect(plan.live).toHaveLength(52 - 5);
  });

  it('rejects duplicate cards across hands, board and dead cards', () => {
    expect(() => holdem([{ cards: 'AhAs' }, { cards: 'AhKc' }])).toThrow(/Ah is in both player 1's cards and player 2's cards/);
    expect(() => holdem([{ cards: 'AhAs' }, { cards: 'KdKc' }], 'Ah 7c 2d')).toThrow(/Ah is in both player 1's cards and the board/);
    expect(() => holdem([{ cards: 'AhAs' }, { cards: 'KdKc' }], '7c 2d 3h', '7c')).toThrow(/7c is in both the board and the dead cards/);
  });

  it('rejects wrong card counts per game', () => {
    expect(() => holdem([{ cards: 'AhAsKd' }, { cards: 'KcQd' }])).toThrow(/holds 2 cards; player 1 was given 3/);
    expect(() => holdem([{ cards: 'AhAs' }, { cards: 'KcQd' }], '2c 3c 4c 5c 6c 7c')).toThrow(/at most 5 community cards/);
    expect(() => planEquity({ game: 'stud7', players: [{ cards: parseCards('AhAs') }, {}], board: parseCards('2c') })).toThrow(/no community cards/);
    expect(() => planEquity({ game: 'draw5', players: [{ cards: parseCards('AhAsKd'), draw: 3 }, {}] })).toThrow(/kept \+ drawn must make 5/);
    expect(() => planEquity({ game: 'draw32', players: [{ cards: parseCards('Ah'), draw: 4 }, { cards: [], draw: 5 }] })).toThrow(/draws 0 to 4/);
    expect(() => planEquity({ game: 'americana', players: [{ cards: parseCards('Ah 2c') }, {}] })).toThrow(/not in the 32-card deck/);
    expect(() => planEquity({ game: 'omaha', players: [{ range: 'AA' }, {}] })).toThrow(/not a range/);
  });

  it('rejects more players than the game or the deck allows', () => {
    expect(() => planEquity({ game: 'holdem', players: Array.from({ length: 11 }, () => ({})) })).toThrow(/at most 10 players/);
    expect(() => planEquity({ game: 'holdem', players: [{}] })).toThrow(/at least 2 players/);
    // G-STUD7-COMMUNITY: eight stud players fit with a shared seventh card, unless dead cards make even that impossible.
    expect(planEquity({ game: 'stud7-hl', players: Array.from({ length: 8 }, () => ({})) }).spec.boardCards).toBe(1);
    expect(() => planEquity({ game: 'stud7-hl', players: Array.from({ length: 8 }, () => ({})), dead: parseCards('2c 2d 2h 2s') }))
      .toThrow(/Too many players for the deck/);
    expect(() => planEquity({ game: 'americana', players: Array.from({ length: 6 }, () => ({})), dead: parseCards('7c 7d 7h') }))
      .toThrow(/need 30 more cards, but only 29/);
  });

  it('rejects an unknown game, mode and a range token', () => {
    expect(() => planEquity({ game: 'pineapple' as never, players: [{}, {}] })).toThrow(/not a game/);
    expect(() => holdem([{ cards: 'AhAs' }, { range: 'QQ+, XYZ' }])).toThrow(/"XYZ" is not a range token/);
    expect(() => planEquity({ game: 'holdem', players: [{}, {}], mode: 'fast' as never })).toThrow(/mode/);
  });

  it('rejects ranges that can never be dealt together', () => {
    expect(() => holdem([{ range: 'AA' }, { range: 'AA' }, { range: 'AA' }])).toThrow(/players 1, 2 and 3 can never be dealt together/);
    expect(() => holdem([{ cards: 'AhKh' }, { range: 'AA' }, { range: 'AA' }])).toThrow(/players 2 and 3/);
    expect(holdem([{ range: 'AA' }, { range: 'AA' }]).players[1].combos).toHaveLength(6);
  });

  it('refuses an exact enumeration that is far too big', () => {
    expect(() => planEquity({ game: 'stud7', players: [{ cards: parseCards('Ah Kh Qh') }, { cards: parseCards('2c 3c 4c') }], mode: 'exact' }))
      .toThrow(/Exact enumeration would visit about .* showdowns, more than the 1 × 10\^9 it allows: use mode 'auto' or 'monte-carlo'/);
  });

  it('estimates the exact work', () => {
    expect(holdem([{ cards: 'AhAs' }, { cards: 'KdKc' }]).exactWork).toBe(1_712_304);
    expect(planEquity({ game: 'omaha', players: [{ cards: parseCards('AsAhKsKh') }, { cards: parseCards('JdTd9c8c') }] }).exactWork).toBe(1_086_008);
  });
});

/** The EquityInputError a call throws (fails the test when it throws something else or nothing). */
function inputError(call: () => unknown): EquityInputError {
  try { call(); } catch (e) {
    expect(e).toBeInstanceOf(EquityInputError);
    return e as EquityInputError;
  }
  throw new Error('expected an EquityInputError');
}

describe('hostile requests get a clear error with a message id, never zeros or a hang', () => {
  const heads = [{ cards: parseCards('AhAs') }, { cards: parseCards('KdKc') }];

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '', 'HOLDEM'])('refuses the game name "%s"', async (game) => {
    const e = inputError(() => planEquity({ game: game as never, players: heads }));
    expect(e.reason).toBe('equity.unknownGame');
    expect(e.params.game).toBe(game);
    expect(e.message).toMatch(/is not a game the equity engine knows \(try holdem, /);
    // The same through the front door, with a real kernel: an error, not a normal-looking result of zeros.
    const kernel = await testKernel();
    expect(() => computeEquity({ game: game as never, players: heads }, kernel)).toThrow(EquityInputError);
  });

  it('refuses a game that is not a string', () => {
    for (const game of [null, 42, {}, ['holdem']]) expect(inputError(() => planEquity({ game: game as never, players: heads })).reason).toBe('equity.unknownGame');
  });

  it.each([1e12, 2 ** 53, MAX_TRIALS + 1, Infinity, NaN, 0, -5, 2.5, '1000' as never])('refuses trials = %s, naming the limit', (trials) => {
    const e = inputError(() => planEquity({ game: 'holdem', players: heads, mode: 'monte-carlo', trials }));
    expect(e.reason).toBe('equity.badTrials');
    expect(e.params.max).toBe(MAX_TRIALS);
    expect(e.message).toContain('from 1 to 1 × 10^8 (100,000,000)');
  });

  it('accepts the largest number of trials', () => {
    expect(planEquity({ game: 'holdem', players: heads, mode: 'monte-carlo', trials: MAX_TRIALS }).trials).toBe(MAX_TRIALS);
  });

  it.each([Infinity, 2 ** 53, 1e12, MAX_EXACT_WORK + 1, -1, NaN, '5' as never])('refuses exactLimit = %s, naming the limit', (exactLimit) => {
    const e = inputError(() => planEquity({ game: 'holdem', players: heads, exactLimit }));
    expect(e.reason).toBe('equity.badExactLimit');
    expect(e.params.max).toBe(MAX_EXACT_WORK);
    expect(e.message).toContain('from 0 to 1 × 10^9 (1,000,000,000)');
  });

  it('accepts exactLimit from 0 (always sample) to the largest exact work', () => {
    expect(planEquity({ game: 'holdem', players: heads, exactLimit: 0 }).exactLimit).toBe(0);
    expect(planEquity({ game: 'holdem', players: heads, exactLimit: MAX_EXACT_WORK }).exactLimit).toBe(MAX_EXACT_WORK);
  });

  it('refuses a non-finite seed or target standard error, and a bad mode, each with its id', () => {
    expect(inputError(() => planEquity({ game: 'holdem', players: heads, seed: Infinity })).reason).toBe('equity.badSeed');
    expect(inputError(() => planEquity({ game: 'holdem', players: heads, targetStdError: Infinity })).reason).toBe('equity.badTargetStdError');
    expect(inputError(() => planEquity({ game: 'holdem', players: heads, targetStdError: -0.1 })).reason).toBe('equity.badTargetStdError');
    expect(inputError(() => planEquity({ game: 'holdem', players: heads, mode: 'fast' as never })).reason).toBe('equity.badMode');
  });

  it('gives every request error a message id and parameters', () => {
    const cases: Array<[() => unknown, string]> = [
      [() => planEquity(null as never), 'equity.noRequest'],
      [() => planEquity({ game: 'holdem', players: [{}] }), 'equity.tooFewPlayers'],
      [() => planEquity({ game: 'holdem', players: Array.from({ length: 11 }, () => ({})) }), 'equity.tooManyPlayers'],
      [() => planEquity({ game: 'holdem', players: [null as never, {}] }), 'equity.playerMissing'],
      [() => planEquity({ game: 'holdem', players: [{ cards: 'AhAs' as never }, {}] }), 'equity.cardsNotList'],
      [() => planEquity({ game: 'holdem', players: [{ cards: [60] }, {}] }), 'equity.notCardId'],
      [() => planEquity({ game: 'holdem', players: heads, board: parseCards('2c 3c 4c 5c 6c 7c') }), 'equity.boardTooLong'],
      [() => planEquity({ game: 'holdem', players: [{ cards: parseCards('AhAs'), range: 'KK' }, {}] }), 'equity.cardsAndRange'],
      [() => planEquity({ game: 'holdem', players: [{ range: 5 as never }, {}] }), 'equity.rangeNotText'],
      [() => planEquity({ game: 'omaha', players: [{ range: 'AA' }, {}] }), 'equity.noRanges'],
      [() => planEquity({ game: 'holdem', players: [{ cards: parseCards('AhAsKd') }, {}] }), 'equity.tooManyCards'],
      [() => planEquity({ game: 'holdem', players: [{ cards: parseCards('Ah'), draw: 1 }, {}] }), 'equity.noDraw'],
      [() => planEquity({ game: 'draw5', players: [{ cards: [], draw: 6 }, {}] }), 'equity.badDraw'],
      [() => planEquity({ game: 'draw5', players: [{ cards: parseCards('AhAsKd'), draw: 3 }, {}] }), 'equity.drawMismatch'],
      [() => planEquity({ game: 'americana', players: Array.from({ length: 6 }, () => ({})), dead: parseCards('7c 7d 7h') }), 'equity.deckTooSmall'],
      [() => planEquity({ game: 'holdem', players: [{ range: 'AA' }, { range: 'AA' }, { range: 'AA' }] }), 'equity.rangesClash'],
      [() => planEquity({ game: 'stud7', players: [{ cards: parseCards('Ah Kh Qh') }, { cards: parseCards('2c 3c 4c') }], mode: 'exact' }), 'equity.exactTooBig'],
    ];
    for (const [call, reason] of cases) {
      const e = inputError(call);
      expect(e.reason, e.message).toBe(reason);
      expect(typeof e.params).toBe('object');
    }
  });

  it('samples (auto) or refuses (exact) when the ranges have too many combinations to enumerate', () => {
    // Every hand as an explicit range, on the river: about 1.1 million assignments of 1 showdown each.
    const range = '22+, A2+, K2+, Q2+, J2+, T2+, 92+, 82+, 72+, 62+, 52+, 42+, 32';
    const wide = { game: 'holdem' as const, players: [{ range }, { range }], board: parseCards('2c 7d 3h 4s Kd') };
    expect(planEquity(wide).exactWork).toBe(Infinity);
    expect(inputError(() => planEquity({ ...wide, mode: 'exact' })).reason).toBe('equity.exactTooManyRanges');
  });
});
