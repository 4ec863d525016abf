// H-NUTS: the nut-hand quiz's answer checked by the independent evaluator of test/quiz-oracle.ts over every two-card
// holding of the unseen cards (hold'em any five of seven, H-HOLDEM; Omaha two hole and three board cards, H-OMAHA).
import { describe, expect, it } from 'vitest';
import { deckCards, parseCards } from '../src/engine';
import type { Difficulty } from '../src/trainer/quiz';
import { nutHand } from '../src/trainer/quizzes/nut-hand';
import { bestHigh, compareKeys, type Key } from './quiz-oracle';

function oracleNuts(board: number[], omaha: boolean): Key {
  const rest = deckCards(52).filter((c) => !board.includes(c));
  let top: Key = [-1];
  for (let i = 0; i < rest.length; i++) for (let j = i + 1; j < rest.length; j++) {
    const k = bestHigh([rest[i], rest[j]], board, omaha, 'standard');
    if (compareKeys(k, top) > 0) top = k;
  }
  return top;
}

describe('nut-hand (H-NUTS)', () => {
  for (const game of ['holdem', 'omaha'] as const) {
    it(`${game}: exactly the expected option makes the nuts, by the independent evaluator`, () => {
      for (let seed = 0; seed < 24; seed++) {
        const q = nutHand.generate(seed, ((seed % 3) + 1) as Difficulty, game);
        const board = q.scene.board!;
        const nuts = oracleNuts(board, game === 'omaha');
        const options = (q.input as { options: string[] }).options;
        options.forEach((o, i) => {
          const k = bestHigh(parseCards(o), board, game === 'omaha', 'standard');
          expect(compareKeys(k, nuts) === 0, `${game} seed ${seed}: ${o}`).toBe(i === q.expected);
        });
      }
    });
  }
  it('a worked case: four spades on the board, Omaha needs two spades for the nut flush', () => {
    const board = parseCards('As Ks 8s 4s 2d');
    const nuts = oracleNuts(board, true);
    expect(compareKeys(bestHigh(parseCards('Qs Js'), board, true, 'standard'), nuts)).toBe(0);
    expect(compareKeys(bestHigh(parseCards('Qs Jd'), board, true, 'standard'), nuts)).toBeLessThan(0);
  });
});
