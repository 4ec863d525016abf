// Every quiz kind round-trips over 1,000 seeds across its games: the engine's answer grades
// correct, a wrong answer incorrect, and the explanation names rule IDs (issue 6 item 7).
import { describe, expect, it } from 'vitest';
import { gradeQuestion } from '../src/trainer/drill';
import { answerFits, wrongAnswer, type Difficulty } from '../src/trainer/quiz';
import { QUIZ_KINDS } from '../src/trainer/quizzes';
import { ALL_RULE_IDS as RULE_IDS } from '../src/trainer/rule-ids';
import { whichWins } from '../src/trainer/quizzes/which-wins';
import { lowestStraightFlushIn, rankOf, suitOf } from '../src/engine/index';

// 400 seeds here; test/quiz-scenes.exhaustive.ts runs 300 seeds per game and level on top.
const ALL_SEEDS = 400;
const known = new Set<string>(RULE_IDS);

describe('quiz kinds', () => {
  it('have unique ids and link codes, and name only real rule IDs', () => {
    expect(new Set(QUIZ_KINDS.map((k) => k.id)).size).toBe(QUIZ_KINDS.length);
    expect(new Set(QUIZ_KINDS.map((k) => k.code)).size).toBe(QUIZ_KINDS.length);
    for (const k of QUIZ_KINDS) {
      expect(k.code).toMatch(/^[0-9a-z]{2}$/);
      for (const r of k.ruleIds) expect(known.has(r), `${k.id} names ${r}`).toBe(true);
    }
  });

  for (const kind of QUIZ_KINDS) {
    // The kinds that value about a thousand holdings or run exact equity per question get fewer seeds here.
    const SEEDS = kind.id === 'nut-hand' ? 150 : ALL_SEEDS;
    it(`${kind.id} round-trips over ${SEEDS} seeds across ${kind.games.length ? kind.games.join(', ') : 'no particular game'}`, () => {
      const seen = new Set<string>();
      for (let seed = 0; seed < SEEDS; seed++) {
        const game = kind.games.length ? kind.games[seed % kind.games.length] : undefined;
        const difficulty = ((seed % 3) + 1) as Difficulty;
        const q = kind.generate(seed, difficulty, game);
        expect(q.kind).toBe(kind.id);
        expect(q.game).toBe(game ?? null);
        expect(answerFits(q.input, q.expected), `seed ${seed}: expected answer fits the input`).toBe(true);
        const right = gradeQuestion(q, q.expected);
        expect(right.correct, `seed ${seed}: the engine's answer grades correct`).toBe(true);
        const wrong = kind.wrong ? kind.wrong(q) : wrongAnswer(q);
        expect(gradeQuestion(q, wrong).correct, `seed ${seed}: a wrong answer grades incorrect`).toBe(false);
        expect(q.ruleIds.length).toBeGreaterThan(0);
        for (const r of q.ruleIds) {
          expect(known.has(r)).toBe(true);
          expect(right.explanation).toContain(r);
        }
        expect(right.explanation).not.toMatch(/</);
        // Same seed, same question.
        if (seed % 97 === 0) expect(kind.generate(seed, difficulty, game)).toEqual(q);
        q.ruleIds.forEach((r) => seen.add(r));
      }
      // Across the seeds the kind drills at least one of its rules.
      expect(seen.size).toBeGreaterThan(0);
    });
  }
});

describe('which-wins: the Telesina heads-up corner (H-TELESINA-HU)', () => {
  it('a T-9-8-7-A holder whose Vela also makes a jack-high straight flush still beats A-K-Q-J-T heads-up', () => {
    let found = 0;
    for (let seed = 0; seed < 20_000 && found < 3; seed++) {
      const q = whichWins.generate(seed, 3, 'telesina');
      const seats = q.scene.seats ?? [];
      const vela = q.scene.board?.[0];
      if (seats.length !== 2 || vela === undefined) continue;
      const low = seats.findIndex((s) => lowestStraightFlushIn(s.cards ?? []) !== null);
      const jackOfThatSuit = low >= 0 && rankOf(vela) === 9 && suitOf(vela) === suitOf(lowestStraightFlushIn(seats[low].cards!)!.cards[0]);
      if (!jackOfThatSuit) continue;
      found++;
      expect(q.expected).toBe(low);
      expect(gradeQuestion(q, low).correct).toBe(true);
    }
    expect(found).toBeGreaterThan(0);
  });
});
