// Issue 12 point 1, quick sweep: every kind x game x difficulty over a few seeds; the scene is reachable and
// consistent (replayed with replayHand), nothing the answer needs is missing, no card repeats. The 300-seed sweep
// is test/quiz-scenes.exhaustive.ts (npm run test:exhaustive).
import { describe, it } from 'vitest';
import { DIFFICULTIES } from '../src/trainer/quiz';
import { QUIZ_KINDS } from '../src/trainer/quizzes';
import { checkQuestion } from './quiz-scene-checks';

const SEEDS = 12;
const TABLE_KINDS = ['legal-actions', 'half-rule', 'live-chips', 'pot-limit-max', 'fixed-limit', 'min-raise', 'all-in-reopens', 'spread-limit', 'first-to-act', 'show-first'];

describe('quiz scenes are states the engine reached (B-FL, B-NL, B-PL, B-HALFRULE, B-DECLARE, F-ORDER-FLOP)', () => {
  for (const kind of QUIZ_KINDS) {
    it(`${kind.id}: ${SEEDS} seeds per game and difficulty`, () => {
      for (const game of kind.games.length ? kind.games : [undefined]) {
        for (const d of DIFFICULTIES) {
          for (let seed = 0; seed < SEEDS; seed++) {
            const q = kind.generate(seed, d, game);
            const where = `${kind.id} ${game ?? '-'} ${d}/${seed}`;
            if (TABLE_KINDS.includes(kind.id) && q.scene.seats && !q.table) throw new Error(`${where}: a betting question without the engine state it came from`);
            checkQuestion(q, where);
          }
        }
      }
    });
  }
});
