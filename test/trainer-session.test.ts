// Scheduling that follows memory (issue 13 item 4): one FSRS review per skill per drill session,
// graded from the session's answers and speed; mistakes re-asked exactly; the forecast, the daily
// goal and streak; the coach's class table and its CSV; learner names and impossible answers in result codes.
import fc from 'fast-check';
import { createEmptyCard, fsrs, Rating } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { drillPlan, generateDrill, gradeQuestion, plannedQuestion, skillId, type DrillSpec } from '../src/trainer/drill';
import { decodeName, decodeResult, encodeName, encodeResult } from '../src/trainer/links';
import { applyDrill, classTable, dailyStatus, mistakesPlan, toCsv } from '../src/trainer/progress';
import { answerPossible, wrongAnswer } from '../src/trainer/quiz';
import { forecast, sessionRating, type SessionAnswer } from '../src/trainer/schedule';

const T0 = Date.UTC(2026, 10, 29, 10);
const DAY = 86_400_000;
const spec: DrillSpec = { kinds: ['which-wins'], games: ['holdem'], difficulty: 1, count: 10, timer: 0, seed: 5, mode: 'practice' };

describe('one review per skill per session', () => {
  it('a ten-question drill of one skill is one FSRS review: stability and difficulty as ts-fsrs gives for one Good', () => {
    const questions = generateDrill(spec);
    const grades = questions.map((q) => gradeQuestion(q, q.expected));
    const [skill] = applyDrill([], spec, questions, grades, questions.map(() => 15_000), T0);
    // The oracle: ts-fsrs itself, asked once with Good on a new card.
    const oracle = fsrs({ enable_fuzz: false }).next(createEmptyCard(new Date(T0)), new Date(T0), Rating.Good).card;
    expect(skill).toMatchObject({ reps: 1, correct: 10, wrong: 0, stability: oracle.stability, difficulty: oracle.difficulty, due: oracle.due.getTime() });
    // Issue 13: ten reviews in a row left stability 0.03 days and difficulty 9.94.
    expect(skill.stability).toBeGreaterThan(1);
    expect(skill.difficulty).toBeLessThan(9);
  });

  it('grades a session from its answers and speed', () => {
    const a = (correct: boolean, mark: SessionAnswer['mark'] = 'normal'): SessionAnswer => ({ correct, mark, seed: 1 });
    expect(sessionRating([a(true), a(true)])).toBe(Rating.Good);
    expect(sessionRating([a(true, 'fast'), a(true, 'fast'), a(true)])).toBe(Rating.Easy);
    expect(sessionRating([a(true, 'slow'), a(true, 'slow')])).toBe(Rating.Hard);
    expect(sessionRating([a(true), a(true), a(false)])).toBe(Rating.Hard);
    expect(sessionRating([a(true), a(false), a(false)])).toBe(Rating.Again);
    expect(sessionRating([])).toBe(Rating.Again);
  });

  it('property: reps grow by exactly one per session whatever the answers, and counts add up', () => {
    fc.assert(fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 1e6 }), (rights, seed) => {
      const s = { ...spec, count: rights.length, seed };
      const questions = generateDrill(s);
      const grades = questions.map((q, i) => gradeQuestion(q, rights[i] ? q.expected : wrongAnswer(q)));
      const first = applyDrill([], s, questions, grades, questions.map(() => 5000), T0);
      const second = applyDrill(first, s, questions, grades, questions.map(() => 5000), T0 + DAY);
      expect(first.map((x) => x.reps)).toEqual([1]);
      expect(second.map((x) => x.reps)).toEqual([2]);
      expect(second[0].correct + second[0].wrong).toBe(2 * rights.length);
      expect(Number.isFinite(second[0].stability) && second[0].stability > 0).toBe(true);
    }), { seed: 13, numRuns: 25 });
  });
});

describe('mistakes come back exactly', () => {
  it('re-asks the very questions missed before any variant, and forgets one once answered right', () => {
    const s: DrillSpec = { ...spec, kinds: ['which-wins', 'side-pots'], count: 8, seed: 99 };
    const questions = generateDrill(s);
    const missed = [1, 4];
    const grades = questions.map((q, i) => gradeQuestion(q, missed.includes(i) ? wrongAnswer(q) : q.expected));
    const skills = applyDrill([], s, questions, grades, questions.map(() => 4000), T0);
    const plan = mistakesPlan(skills, T0 + 60_000, 5, 7);
    const firstTwo = plan.slice(0, 2).map((entry) => plannedQuestion(entry)).map((q) => q.prompt).sort();
    expect(firstTwo).toEqual(missed.map((i) => questions[i].prompt).sort());
    expect(plan.length).toBe(5);
    // Answered right in the mistakes drill: that question leaves the list.
    const redo = plan.slice(0, 2).map((entry) => plannedQuestion(entry));
    const again = applyDrill(skills, { ...s, mode: 'mistakes' }, redo, redo.map((q) => gradeQuestion(q, q.expected)), [1000, 1000], T0 + 120_000);
    const merged = skills.map((x) => again.find((y) => y.skill === x.skill) ?? x);
    expect(merged.flatMap((x) => x.missed ?? [])).toEqual([]);
  });
});

describe('forecast, daily goal and streak', () => {
  it('counts reviews per coming day, overdue ones today', () => {
    const base = { stability: 1, difficulty: 5, elapsedDays: 0, scheduledDays: 1, learningSteps: 0, lapses: 0, state: 2, lastReview: T0, correct: 1, wrong: 0, lastWrong: null } as const;
    const states = [-2, 0.2, 1.5, 1.6, 6.5, 30].map((d, i) => ({ ...base, skill: `k${i}|-|1`, due: T0 + d * DAY, reps: 1 }));
    const ends = Array.from({ length: 7 }, (_, i) => T0 + (i + 0.5) * DAY);
    expect(forecast(states, ends)).toEqual([2, 1, 1, 0, 0, 0, 1]);
  });

  it('counts answers per day against the goal and the days in a row', () => {
    const dayOf = (ms: number) => Math.floor(ms / DAY);
    const drills = [{ finishedAt: T0 - 3 * DAY, total: 10 }, { finishedAt: T0 - 2 * DAY, total: 10 }, { finishedAt: T0 - DAY, total: 4 }, { finishedAt: T0 - DAY, total: 6 }];
    expect(dailyStatus(drills, 10, T0, dayOf)).toEqual({ today: 0, goal: 10, streak: 3, metToday: false });
    expect(dailyStatus([...drills, { finishedAt: T0, total: 10 }], 10, T0, dayOf)).toMatchObject({ streak: 4, metToday: true });
    expect(dailyStatus(drills, 10, T0 + 2 * DAY, dayOf).streak).toBe(0);
  });
});

describe('result codes for a class', () => {
  it('carries an optional learner name through the code (any Unicode, router-safe)', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (name) => {
      const field = encodeName(name);
      expect(field).toMatch(/^N[A-Za-z0-9_~-]*$/);
      const back = decodeName(field);
      expect(back).toBe([...name.trim()].slice(0, 40).join(''));
    }), { seed: 6, numRuns: 200 });
    const questions = generateDrill(spec);
    const answers = questions.map((q) => q.expected);
    const code = encodeResult({ spec, answers, times: answers.map(() => 1000), learner: 'Ayşe K.' });
    const decoded = decodeResult(code);
    expect(decoded.ok && decoded.value.learner).toBe('Ayşe K.');
    // A code made before names existed still reads.
    const old = decodeResult(encodeResult({ spec, answers, times: answers.map(() => 1000) }));
    expect(old.ok && old.value.learner).toBeUndefined();
  });

  it('tells an impossible answer from a possible one (a card the question never offered)', () => {
    const q = generateDrill({ ...spec, kinds: ['best-five'] })[0];
    expect(answerPossible(q.input, q.expected)).toBe(true);
    expect(answerPossible(q.input, (q.expected as number[]).map((c, i) => (i === 0 ? 99 : c)))).toBe(false);
    expect(answerPossible(q.input, (q.expected as number[]).map(() => (q.expected as number[])[0]))).toBe(false);
  });

  it('builds the class table per learner and per rule, and a CSV that no spreadsheet runs as a formula', () => {
    const questions = generateDrill({ ...spec, count: 4 });
    const entry = (learner: string, wrong: number[]) => ({ learner, spec, questions, times: [1000, 2000, 3000, 4000],
      grades: questions.map((q, i) => gradeQuestion(q, wrong.includes(i) ? wrongAnswer(q) : q.expected)) });
    const { learners, rules } = classTable([entry('Bo', [0]), entry('Al', []), entry('Bo', [1, 2])]);
    expect(learners.map((l) => [l.learner, l.drills, l.answers, l.correct, l.timeMs])).toEqual([['Al', 1, 4, 4, 10_000], ['Bo', 2, 8, 5, 20_000]]);
    const total = rules.reduce((s, r) => s + r.answers, 0);
    expect(total).toBe(questions.reduce((s, q) => s + q.ruleIds.length, 0) * 3);
    expect(rules.find((r) => r.learnersMissing.length)?.learnersMissing).toEqual(['Bo']);
    expect(toCsv([['a', '=HYPERLINK("x")', 'b,"c"'], [1, -2, '@x']])).toBe('a,"\'=HYPERLINK(""x"")","b,""c"""\r\n1,\'-2,\'@x\r\n');
  });

  it('skill ids in sessions are those of the questions', () => {
    const plan = drillPlan(spec);
    expect(skillId(plan[0].skill)).toBe('which-wins|holdem|1');
  });
});
