// Issue 12 point 2, the payout kinds: hi-lo-split, run-it-twice and odd-chip are hands the engine played to the end,
// and their answers are checked here against the independent evaluator of test/quiz-oracle.ts and the payout rules
// worked from RULES.md (P-ODDCHIP, P-RIT, P-RIT+1, H-LOW8), not against the engine's own splitPot.
import { describe, expect, it } from 'vitest';
import { GAMES } from '../src/engine';
import { GAME_IDS, type GameId } from '../src/trainer/games';
import type { Difficulty, Question } from '../src/trainer/quiz';
import { hiLoSplit } from '../src/trainer/quizzes/hi-lo-split';
import { oddChip } from '../src/trainer/quizzes/odd-chip';
import { runItTwice } from '../src/trainer/quizzes/run-it-twice';
import { bestLow8, compareKeys, highWinners, variantOf } from './quiz-oracle';

const SEEDS = Number(process.env.QUIZ_PAYOUT_SEEDS ?? 60);
const omaha = (game: GameId) => GAMES[game].high === 'omaha-high';

/** Splits `amount` among `winners` (listed in odd-chip order): equal shares, odd chips one at a time from the first. */
function split(amount: number, winners: number[]): Map<number, number> {
  const out = new Map<number, number>();
  winners.forEach((w, k) => out.set(w, Math.floor(amount / winners.length) + (k < amount % winners.length ? 1 : 0)));
  return out;
}

function lowWinners(hands: number[][], board: number[], om: boolean): number[] {
  const lows = hands.map((h) => bestLow8(h, board, om));
  const q = lows.filter((l): l is number[] => l !== null);
  if (!q.length) return [];
  const top = q.sort(compareKeys)[0];
  return lows.flatMap((l, i) => (l && compareKeys(l, top) === 0 ? [i] : []));
}

const showdownHands = (q: Question) => (q.scene.seats ?? []).filter((s) => s.cards).map((s) => s.cards!);

describe('hi-lo-split: the engine-played pot, split by the rules (H-LOW8, P-ODDCHIP)', () => {
  for (const game of ['omaha-hl', 'omaha5-hl', 'stud7-hl'] as GameId[]) {
    it(`${game}: ${SEEDS} seeds per difficulty`, () => {
      let odd = 0;
      for (const d of [1, 2, 3] as Difficulty[]) for (let seed = 0; seed < SEEDS; seed++) {
        const q = hiLoSplit.generate(seed, d, game);
        const hands = showdownHands(q);
        const board = q.scene.board ?? [];
        const pot = q.scene.pot!;
        if (pot % 2) odd++;
        // The button is the last showdown player, so odd-chip order is Player 1, 2, ...
        const high = highWinners(hands, board, omaha(game), 'standard');
        const low = lowWinners(hands, board, omaha(game));
        const shares = hands.map(() => 0);
        const add = (m: Map<number, number>) => m.forEach((v, k) => { shares[k] += v; });
        if (low.length) { add(split(Math.ceil(pot / 2), high)); add(split(Math.floor(pot / 2), low)); } else add(split(pot, high));
        expect(q.expected, `${game} ${d}/${seed}: ${q.working.join(' ')}`).toEqual(shares);
        if (d === 1) expect(pot % 2, `${game} 1/${seed}: difficulty 1 pots are even`).toBe(0);
      }
      expect(odd, `${game}: odd pots occur`).toBeGreaterThan(0);
    });
  }
});

describe('run-it-twice: the engine-played run-out, paid by the rules (P-RIT, P-RIT+1, P-ODDCHIP)', () => {
  for (const game of ['holdem', 'omaha', 'omaha5'] as GameId[]) {
    it(`${game}: ${SEEDS} seeds per difficulty`, () => {
      let thirds = 0;
      let ties = 0;
      for (const d of [1, 2, 3] as Difficulty[]) for (let seed = 0; seed < SEEDS; seed++) {
        const q = runItTwice.generate(seed, d, game);
        if (q.input.type !== 'amounts') continue; // who chooses (P-RIT-INTERACTIVE) is checked in test/quiz-kinds
        const hands = showdownHands(q);
        const boards = (q.scene.hands ?? []).map((h) => h.cards);
        const pot = q.scene.pot!;
        const winners = boards.map((b) => highWinners(hands, b, omaha(game), 'standard'));
        const plusOne = /twice\+1/.test(q.prompt);
        const sameTwice = winners[0].length === 1 && winners[1].length === 1 && winners[0][0] === winners[1][0];
        expect(boards.length, `${game} ${d}/${seed}: a third board exactly when twice+1 and one player won both`).toBe(plusOne && sameTwice ? 3 : 2);
        const n = boards.length;
        // Each board's part: equal parts, the remainder to the first board (one chip of a halved pot, up to two of thirds).
        const parts = boards.map((_, b) => Math.floor(pot / n) + (b === 0 ? pot % n : 0));
        const shares = [0, 0];
        // Player 2 has the button, so Player 1 is first to its left (a folded Player 3 holds no share).
        parts.forEach((part, b) => split(part, winners[b]).forEach((v, k) => { shares[k] += v; }));
        expect(q.expected, `${game} ${d}/${seed}: ${q.working.join(' ')}`).toEqual(shares);
        if (n === 3) thirds++;
        if (winners.some((w) => w.length > 1)) ties++;
      }
      expect(thirds, `${game}: twice+1 deals a third board sometimes`).toBeGreaterThan(0);
      if (game === 'holdem') expect(ties, `${game}: tied boards occur`).toBeGreaterThan(0);
    });
  }
});

describe('odd-chip: a played showdown of equal hands (P-ODDCHIP)', () => {
  for (const game of GAME_IDS.filter((g) => g !== 'draw32')) {
    it(`${game}: ${Math.ceil(SEEDS / 2)} seeds per difficulty`, () => {
      for (const d of [1, 2, 3] as Difficulty[]) for (let seed = 0; seed < Math.ceil(SEEDS / 2); seed++) {
        const q = oddChip.generate(seed, d, game);
        const where = `${game} ${d}/${seed}`;
        const seats = q.scene.seats!;
        const shown = seats.flatMap((s, i) => (s.cards ? [i] : []));
        const hands = shown.map((i) => seats[i].cards!);
        // Everyone else folded; the hands shown tie by the oracle (and their lows tie too in hi/lo games).
        expect(seats.filter((s) => !s.cards).every((s) => s.note === 'folded'), where).toBe(true);
        expect(highWinners(hands, q.scene.board ?? [], omaha(game), variantOf(game)).length, `${where}: the hands tie`).toBe(hands.length);
        if (GAMES[game].low) { const low = lowWinners(hands, q.scene.board ?? [], omaha(game)); expect([0, hands.length], where).toContain(low.length); }
        expect(q.scene.pot! % hands.length, `${where}: the pot does not split evenly`).not.toBe(0);
        // The first odd chip: the first winner clockwise from the seat left of the button (stud: of the dealer).
        const n = seats.length;
        const button = q.scene.button! - 1;
        const first = Array.from({ length: n }, (_, k) => (button + 1 + k) % n).find((s) => shown.includes(s))!;
        expect(q.expected, `${where}: ${q.working.join(' ')}`).toBe(first + 1);
      }
    });
  }
});
