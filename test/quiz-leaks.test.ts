// Issue 12 point 5: no answer leaks. In every kind whose options are a list of rulings or actions, the right
// option's position follows the seed evenly (each position within half to one and a half times its fair share);
// the side-pot answer boxes do not depend on how many pots there are; no option repeats another.
import { describe, expect, it } from 'vitest';
import type { Difficulty } from '../src/trainer/quiz';
import { QUIZ_KINDS, quizKind } from '../src/trainer/quizzes';

/** Kinds whose options are in a natural order (players, seats, a fixed list the question is about), not shuffled. */
const NATURAL = ['which-wins', 'low-hand', 'blinds-button', 'run-it-twice'];
const SEEDS = 240;

describe('no answer leaks', () => {
  for (const kind of QUIZ_KINDS) {
    const sample = kind.generate(0, 1, kind.games[0]);
    if (sample.input.type !== 'choice' && kind.id !== 'show-first' && kind.id !== 'game-facts') continue;
    it(`${kind.id}: options are distinct${NATURAL.includes(kind.id) ? '' : ' and the right one sits anywhere'}`, () => {
      const byCount = new Map<number, number[]>();
      for (let seed = 0; seed < SEEDS; seed++) {
        const q = kind.generate(seed, ((seed % 3) + 1) as Difficulty, kind.games.length ? kind.games[seed % kind.games.length] : undefined);
        if (q.input.type !== 'choice') continue;
        const options = q.input.options;
        expect(new Set(options).size, `${kind.id} seed ${seed}: an option repeats`).toBe(options.length);
        const tally = byCount.get(options.length) ?? new Array<number>(options.length).fill(0);
        tally[q.expected as number]++;
        byCount.set(options.length, tally);
      }
      if (NATURAL.includes(kind.id)) return;
      for (const [n, tally] of byCount) {
        const total = tally.reduce((a, b) => a + b, 0);
        if (total < 12 * n) continue;
        for (const [pos, count] of tally.entries()) {
          expect(count / total, `${kind.id}, ${n} options: position ${pos + 1} holds the answer ${count} of ${total} times`).toBeGreaterThan(0.5 / n);
          expect(count / total, `${kind.id}, ${n} options: position ${pos + 1} holds the answer ${count} of ${total} times`).toBeLessThan(1.5 / n);
        }
      }
    });
  }
  it('side-pots: the answer boxes depend on the players only, never on how many pots there are (P-SIDEPOTS)', () => {
    const k = quizKind('side-pots')!;
    for (let seed = 0; seed < 60; seed++) {
      const d = ((seed % 3) + 1) as Difficulty;
      const q = k.generate(seed, d);
      expect((q.input as { labels: string[] }).labels.length).toBe(d + 2);
    }
  });
});
