// Issue 12 point 2, every game: the answers of the hand kinds checked by the independent evaluator of
// test/quiz-oracle.ts over many seeds, Soko's four-flush and four-straight (H-SOKO), the suit tie-breaks of Telesina
// and 32-card draw (C-SUITORDER, H-TELESINA, H-DRAW32, H-TELESINA-HU) and deuce-to-seven (H-27) included.
import { describe, expect, it } from 'vitest';
import { GAMES, parseCards } from '../src/engine';
import { GAME_IDS, type GameId } from '../src/trainer/games';
import type { Difficulty } from '../src/trainer/quiz';
import { orderHands } from '../src/trainer/quizzes/order-hands';
import { whichWins } from '../src/trainer/quizzes/which-wins';
import { bestHigh, bestLow8, compareKeys, fiveKey, highWinners, variantOf } from './quiz-oracle';

const SEEDS = Number(process.env.QUIZ_ORACLE_SEEDS ?? 150);
const omaha = (game: GameId) => GAMES[game].high === 'omaha-high';

describe('the oracle itself, on worked cases from RULES.md', () => {
  const k = (cards: string, v: Parameters<typeof fiveKey>[1]) => fiveKey(parseCards(cards), v);
  it('H-SOKO: four-flush over four-straight over a pair, under two pair; ties by the four then the fifth card', () => {
    expect(compareKeys(k('Ah 9h 6h 2h Kc', 'soko'), k('9c Td Js Qh 2c', 'soko'))).toBeGreaterThan(0);
    expect(compareKeys(k('9c Td Js Qh 2c', 'soko'), k('Ac Ad 7s 5h 2c', 'soko'))).toBeGreaterThan(0);
    expect(compareKeys(k('3c 3d 2s 2h 7c', 'soko'), k('Ah Kh 6h 2h Kc', 'soko'))).toBeGreaterThan(0);
    expect(compareKeys(k('Ah 9h 6h 2h 3c', 'soko'), k('Ad 9d 5d 4d Kc', 'soko'))).toBeGreaterThan(0);
    expect(compareKeys(k('Ah 9h 6h 2h Kc', 'soko'), k('As 9s 6s 2s Qc', 'soko'))).toBeGreaterThan(0);
    expect(compareKeys(k('Ac 2d 3s 4h Kc', 'soko'), k('Jc Qd Ks Ah 2c', 'soko'))).toBeLessThan(0); // A-2-3-4 is four-high
    expect(compareKeys(k('5c 6d 7s 8h Kc', 'soko'), k('5d 6c 7h 8s Qc', 'soko'))).toBeGreaterThan(0);
  });
  it('H-TELESINA: flush by suit first, high card by the highest card with its suit, pair by the top kicker\'s suit', () => {
    expect(compareKeys(k('9h 8h 7h Jh Qh', 'telesina'), k('Ad Kd Qd Jd 9d', 'telesina'))).toBeGreaterThan(0);
    expect(compareKeys(k('Ah Qc Jd 9s 7c', 'telesina'), k('Ad Kc Jh 9c 7d', 'telesina'))).toBeGreaterThan(0);
    expect(compareKeys(k('Kh Kd Ah 9s 7c', 'telesina'), k('Kc Ks Ad 9c 7d', 'telesina'))).toBeGreaterThan(0);
    expect(compareKeys(k('Th 9s 8c 7d Ac', 'telesina'), k('Tc 9h 8h 7h Ah', 'telesina'))).toBeGreaterThan(0);
  });
  it('H-DRAW32: flush over full house; equal ranks go to the suit of the highest card or kicker', () => {
    expect(compareKeys(k('9s 8s 7s Js Ks', 'draw32'), k('Ah Ad Ac Kh Kd', 'draw32'))).toBeGreaterThan(0);
    expect(compareKeys(k('Ah Qc Jd 9s 7c', 'draw32'), k('Ad Qh Jh 9c 7d', 'draw32'))).toBeGreaterThan(0);
    expect(compareKeys(k('Ks Kc Ah 9s 7c', 'draw32'), k('Kh Kd Ad 9c 7d', 'draw32'))).toBeGreaterThan(0);
  });
  it('H-TELESINA-HU: heads-up the T-9-8-7-A straight flush beats A-K-Q-J-T, three-handed it does not', () => {
    const low = parseCards('Th 9h 8h 7h Ah');
    const high = parseCards('Ks Qs Js Ts 8c');
    const vela = parseCards('As');
    expect(highWinners([low, high], vela, false, 'telesina')).toEqual([0]);
    expect(highWinners([low, high, parseCards('7c 7d 8d 9c Kd')], vela, false, 'telesina')).toEqual([1]);
  });
  it('H-27: 7-5-4-3-2 is the best hand; A-2-3-4-5 is ace high; a straight is bad', () => {
    expect(compareKeys(k('7c 5d 4h 3s 2c', 'deuce-seven'), k('8c 5d 4h 3s 2c', 'deuce-seven'))).toBeGreaterThan(0);
    expect(compareKeys(k('Kc Qd Jh 9s 8c', 'deuce-seven'), k('Ac 5d 4h 3s 2c', 'deuce-seven'))).toBeGreaterThan(0);
    expect(compareKeys(k('8c 7d 6h 5s 4c', 'deuce-seven'), k('Kc Qd Jh 9s 8c', 'deuce-seven'))).toBeLessThan(0);
  });
});

describe('which-wins in every game against the independent evaluator (H-SOKO, H-TELESINA, H-DRAW32, H-27, H-LOW8)', () => {
  for (const game of GAME_IDS) {
    it(`${game}: ${SEEDS} seeds, every difficulty`, () => {
      for (let seed = 0; seed < SEEDS; seed++) {
        const d = ((seed % 3) + 1) as Difficulty;
        const q = whichWins.generate(seed, d, game);
        const options = (q.input as { options: string[] }).options;
        const hands = (q.scene.seats ?? []).map((s) => s.cards ?? []);
        const board = q.scene.board ?? [];
        let winners: number[];
        if (/low half/.test(q.prompt)) {
          const lows = hands.map((h) => bestLow8(h, board, omaha(game)));
          if (lows.every((l) => l === null)) { expect(options[q.expected as number], `${game} ${d}/${seed}`).toMatch(/No qualifying low/); continue; }
          const top = lows.filter((l): l is number[] => l !== null).sort(compareKeys)[0];
          winners = lows.flatMap((l, i) => (l && compareKeys(l, top) === 0 ? [i] : []));
        } else {
          winners = highWinners(hands, board, omaha(game), variantOf(game));
        }
        const want = winners.length > 1 ? options.findIndex((o) => /Split/.test(o)) : winners[0];
        expect(q.expected, `${game} ${d}/${seed}: ${q.working.join(' ')}`).toBe(want);
        if (game === 'draw32') expect(winners.length, `${game} ${d}/${seed}: 32-card draw never ties`).toBe(1);
      }
    });
  }
});

describe('order-hands in every game against the independent evaluator', () => {
  for (const game of GAME_IDS) {
    it(`${game}: ${SEEDS} seeds, every difficulty`, () => {
      for (let seed = 0; seed < SEEDS; seed++) {
        const d = ((seed % 3) + 1) as Difficulty;
        const q = orderHands.generate(seed, d, game);
        const hands = (q.scene.hands ?? []).map((h) => h.cards);
        // Order-hands ranks five-card hands by the game's high rule (Omaha and hold'em hands as H-HIGH).
        const keys = hands.map((h) => bestHigh(h, [], false, variantOf(game)));
        const order = q.expected as number[];
        for (let i = 1; i < order.length; i++) {
          expect(compareKeys(keys[order[i - 1]], keys[order[i]]), `${game} ${d}/${seed}: place ${i} before ${i + 1}`).toBeGreaterThan(0);
        }
      }
    });
  }
});
