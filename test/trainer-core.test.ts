// The trainer's pure core: seeded randomness, drills (same seed, same drill), scoring, the rule-ID
// copy and FSRS scheduling.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkDrillSpec, drillSkills, generateDrill, parseSkillId, scoreDrill, skillId, speedMark, type DrillSpec } from '../src/trainer/drill';
import { Rng, mixSeed } from '../src/trainer/rng';
import { RULE_IDS } from '../src/trainer/rule-ids';
import { dueCount, dueSkills, newSkillState, ratingFor, recall, recentMistakes, reviewSkill } from '../src/trainer/schedule';
import { wrongAnswer } from '../src/trainer/quiz';

const spec: DrillSpec = { kinds: ['which-wins', 'best-five', 'low-hand'], games: ['holdem', 'omaha-hl'], difficulty: 2, count: 12, timer: 0, seed: 4242, mode: 'practice' };
const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 29, 9);

describe('seeded randomness', () => {
  it('repeats for a seed and differs between seeds', () => {
    const a = new Rng(7); const b = new Rng(7); const c = new Rng(8);
    const xs = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(xs);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(mixSeed(1, 2)).not.toBe(mixSeed(2, 1));
  });
});

describe('drills', () => {
  it('same seed gives the same questions in the same order', () => {
    expect(generateDrill(spec)).toEqual(generateDrill({ ...spec }));
    expect(generateDrill({ ...spec, seed: 4243 })).not.toEqual(generateDrill(spec));
  });
  it('draws only the chosen kinds and games, and every applicable skill comes up', () => {
    const qs = generateDrill(spec);
    expect(qs).toHaveLength(12);
    for (const q of qs) {
      expect(spec.kinds).toContain(q.kind);
      expect(spec.games).toContain(q.game);
    }
    // low-hand applies to omaha-hl only: skills = ww x2, b5 x2, lo x1.
    expect(drillSkills(spec).map(skillId)).toEqual(['which-wins|holdem|2', 'which-wins|omaha-hl|2', 'best-five|holdem|2', 'best-five|omaha-hl|2', 'low-hand|omaha-hl|2']);
    expect(new Set(qs.map((q) => `${q.kind}|${q.game}`)).size).toBe(5);
  });
  it('explains what is wrong with a bad spec', () => {
    expect(checkDrillSpec({ ...spec, count: 0 })).toMatch(/between 1 and/);
    expect(checkDrillSpec({ ...spec, kinds: ['nope'] })).toMatch(/no quiz kind/);
    expect(checkDrillSpec({ ...spec, kinds: ['low-hand'], games: ['holdem'] })).toMatch(/applies/);
    expect(checkDrillSpec(spec)).toBeNull();
  });
  it('scores answers, marks speed and lists the rules to revisit', () => {
    const qs = generateDrill(spec);
    const answers = qs.map((q, i) => (i % 3 === 0 ? wrongAnswer(q) : q.expected));
    const out = scoreDrill(spec, qs, answers, qs.map(() => 5000));
    expect(out.score).toBe(8);
    expect(out.total).toBe(12);
    expect(out.timeMs).toBe(60_000);
    expect(out.revisit.length).toBeGreaterThan(0);
    expect(speedMark(5000, 0)).toBe('fast');
    expect(speedMark(20_000, 0)).toBe('normal');
    expect(speedMark(31_000, 0)).toBe('slow');
  });
  it('skill ids round-trip', () => {
    expect(parseSkillId('which-wins|holdem|2')).toEqual({ kind: 'which-wins', game: 'holdem', difficulty: 2 });
    expect(parseSkillId('card-notation|-|1')).toEqual({ kind: 'card-notation', game: null, difficulty: 1 });
    expect(parseSkillId('x|y|z')).toBeNull();
  });
  it('review mode drills the given skills', () => {
    const qs = generateDrill({ ...spec, mode: 'review', count: 4 }, [{ kind: 'low-hand', game: 'stud7-hl', difficulty: 1 }]);
    expect(qs.every((q) => q.kind === 'low-hand' && q.game === 'stud7-hl' && q.difficulty === 1)).toBe(true);
  });
});

describe('rule IDs', () => {
  it('the copy in src/trainer/rule-ids.ts matches ../shared/RULES.md', () => {
    const file = new URL('../../shared/RULES.md', import.meta.url);
    if (!existsSync(file)) return; // CI machines without ../shared use the copy
    const ids = [...readFileSync(file, 'utf8').matchAll(/\*\*([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+(?:\+[0-9]+)?)\*\*/g)].map((m) => m[1]);
    expect([...new Set(ids)]).toEqual([...RULE_IDS]);
  });
});

describe('FSRS scheduling', () => {
  it('a new skill becomes due, a right answer pushes it out, a wrong one brings it back', () => {
    const id = 'which-wins|holdem|1';
    let s = reviewSkill(undefined, id, true, 'normal', T0);
    expect(s.reps).toBe(1);
    expect(s.correct).toBe(1);
    for (let i = 1; i < 4; i++) s = reviewSkill(s, id, true, 'normal', s.due);
    expect(s.due - (s.lastReview ?? 0)).toBeGreaterThan(DAY);
    const good = s;
    const bad = reviewSkill(s, id, false, 'normal', s.due);
    expect(bad.due).toBeLessThan(reviewSkill(good, id, true, 'normal', good.due).due);
    expect(bad.lapses).toBe(good.lapses + 1);
    expect(bad.lastWrong).toBe(good.due);
    expect(recall(good, good.due)).toBeGreaterThan(0.5);
    expect(recall(newSkillState(id, T0), T0)).toBe(0);
  });
  it('fast answers earn longer intervals than slow ones', () => {
    const id = 'best-five|omaha|2';
    const base = reviewSkill(reviewSkill(undefined, id, true, 'normal', T0), id, true, 'normal', T0 + DAY);
    const fast = reviewSkill(base, id, true, 'fast', base.due);
    const slow = reviewSkill(base, id, true, 'slow', base.due);
    expect(fast.due).toBeGreaterThan(slow.due);
    expect(ratingFor(false)).toBe(1);
  });
  it('counts due skills and recent mistakes', () => {
    const a = reviewSkill(undefined, 'a|-|1', true, 'normal', T0);
    const b = reviewSkill(undefined, 'b|-|1', false, 'normal', T0);
    const never = newSkillState('c|-|1', T0);
    expect(dueCount([a, b, never], T0 + 30 * DAY)).toBe(2);
    expect(dueSkills([a, b, never], T0)).toHaveLength(0);
    expect(recentMistakes([a, b, never], T0 + DAY).map((s) => s.skill)).toEqual(['b|-|1']);
  });
});
