// The trainer's storage (migration 3: skills and drill results) and what a drill does to the skills.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openIndexedDbBackend } from '../src/storage/backend';
import { FeltStore, openStore, parseExport } from '../src/storage/store';
import { generateDrill, gradeQuestion, type DrillSpec } from '../src/trainer/drill';
import { applyDrill, dueDrillSkills, masteryByGame, masteryByRuleGroup, mistakeDrillSkills } from '../src/trainer/progress';
import { wrongAnswer } from '../src/trainer/quiz';
import { dueCount } from '../src/trainer/schedule';
import { encodeResult } from '../src/trainer/links';

let counter = 0;
const dbName = () => `felt-trainer-${counter++}-${Math.floor(performance.now())}`;
const spec: DrillSpec = { kinds: ['which-wins', 'side-pots'], games: ['holdem'], difficulty: 1, count: 6, timer: 0, seed: 77, mode: 'practice' };
const T0 = Date.UTC(2026, 10, 29, 10);
const DAY = 86_400_000;

describe('trainer storage', () => {
  it('upgrades version-2 data and keeps the lessons', async () => {
    const name = dbName();
    const v2 = await openIndexedDbBackend({ name, version: 2 });
    await v2.put('lessonProgress', { id: 'game-holdem', status: 'done', updatedAt: 5 });
    v2.close();
    const store = new FeltStore(await openIndexedDbBackend({ name }));
    expect(await store.listLessonProgress()).toEqual([{ id: 'game-holdem', status: 'done', updatedAt: 5 }]);
    expect(await store.listSkills()).toEqual([]);
    store.close();
  });

  it('saves a drill with its skills, lists them, and exports and imports them', async () => {
    const store = await openStore({ name: dbName() });
    const questions = generateDrill(spec);
    const answers = questions.map((q, i) => (i === 0 ? wrongAnswer(q) : q.expected));
    const grades = questions.map((q, i) => gradeQuestion(q, answers[i]));
    const times = questions.map(() => 4000);
    const skills = applyDrill([], spec, questions, grades, times, T0);
    expect(skills.length).toBe(2);
    await store.saveDrill({ id: 'd1', code: encodeResult({ spec, answers, times }), finishedAt: T0, score: 5, total: 6, mode: 'practice' }, skills);
    const listed = await store.listSkills();
    expect(listed.map((s) => s.skill).sort()).toEqual(['side-pots|-|1', 'which-wins|holdem|1']);
    expect((await store.listDrillResults())[0]).toMatchObject({ id: 'd1', score: 5 });
    const file = await store.exportData(T0);
    expect(() => parseExport(JSON.parse(JSON.stringify(file)))).not.toThrow();
    const other = await openStore({ name: dbName() });
    const summary = await other.importData(JSON.stringify(file));
    expect(summary.counts).toMatchObject({ skills: 2, drillResults: 1 });
    store.close(); other.close();
  });

  it('refuses a broken skill record on import', () => {
    expect(() => parseExport({ app: 'felt', kind: 'progress', schemaVersion: 3, stores: { skills: [{ skill: 'x' }] } })).toThrow(/skills/);
  });
});

describe('skills after drills', () => {
  it('every answer reviews its skill; due counts, review and mistakes pools, mastery', () => {
    const questions = generateDrill(spec);
    const grades = questions.map((q, i) => gradeQuestion(q, i === 1 ? wrongAnswer(q) : q.expected));
    const skills = applyDrill([], spec, questions, grades, questions.map(() => 4000), T0);
    // One FSRS review per skill per session, however many answers it had.
    for (const s of skills) expect(s.reps).toBe(1);
    const perSkill = questions.reduce((m, q) => m.set(q.kind, (m.get(q.kind) ?? 0) + 1), new Map<string, number>());
    for (const s of skills) expect(s.correct + s.wrong).toBe(perSkill.get(s.skill.split('|')[0]));
    expect(dueCount(skills, T0)).toBe(0);
    expect(dueCount(skills, T0 + 30 * DAY)).toBe(2);
    expect(dueDrillSkills(skills, T0 + 30 * DAY)).toHaveLength(2);
    expect(mistakeDrillSkills(skills, T0 + DAY).map((s) => s.kind)).toEqual([questions[1].kind]);
    const games = masteryByGame(skills, T0 + DAY, (g) => g);
    expect(games.find((m) => m.key === 'holdem')!.practised).toBe(1);
    expect(games.find((m) => m.key === 'holdem')!.recall).toBeGreaterThan(0);
    expect(games.find((m) => m.key === 'holdem')!.mastery).toBeLessThan(games.find((m) => m.key === 'holdem')!.recall);
    const groups = masteryByRuleGroup(skills, T0 + DAY);
    expect(groups.find((m) => m.key === 'H')!.practised).toBe(1);
    expect(groups.find((m) => m.key === 'P')!.practised).toBe(1);
  });
});
