// What a finished drill does to the learner's skills, and the summaries Home and Progress show:
// due count, review and mistakes pools, mastery per game and per rule group. Pure (time is a parameter).
import { parseSkillId, skillId, speedMark, type DrillSpec, type Skill } from './drill';
import { GAME_IDS, type GameId } from './games';
import type { Grade, Question } from './quiz';
import { quizKind } from './quizzes';
import { RULE_GROUPS, ruleGroupOf } from './rule-ids';
import { dueSkills, recall, recentMistakes, reviewSkill, type SkillState } from './schedule';

/** One skill after one graded answer (speed counts only in timed drills). */
export function applyAnswer(states: readonly SkillState[], spec: DrillSpec, question: Question, correct: boolean, ms: number, now: number): SkillState {
  const id = skillId({ kind: question.kind, game: question.game, difficulty: question.difficulty });
  const mark = spec.mode === 'timed' ? speedMark(ms, spec.timer) : 'normal';
  return reviewSkill(states.find((s) => s.skill === id), id, correct, mark, now);
}

/** The skills after a drill: every graded answer reviews its skill once, in order (answers in timed drills rate by speed). */
export function applyDrill(states: readonly SkillState[], spec: DrillSpec, questions: readonly Question[], grades: readonly Grade[], times: readonly number[], now: number): SkillState[] {
  const byId = new Map(states.map((s) => [s.skill, s]));
  const changed = new Map<string, SkillState>();
  questions.forEach((q, i) => {
    const id = skillId({ kind: q.kind, game: q.game, difficulty: q.difficulty });
    // Speed counts only in timed drills; elsewhere a right answer is a plain Good (FSRS).
    const mark = spec.mode === 'timed' ? speedMark(times[i] ?? 0, spec.timer) : 'normal';
    const next = reviewSkill(byId.get(id), id, grades[i].correct, mark, now);
    byId.set(id, next);
    changed.set(id, next);
  });
  return [...changed.values()];
}

/** Skills due by `until` (e.g. the end of today), as drill skills. */
export function dueDrillSkills(states: readonly SkillState[], until: number): Skill[] {
  return dueSkills(states, until).map((s) => parseSkillId(s.skill)).filter((s): s is Skill => s !== null);
}

/** Skills missed recently, as drill skills. */
export function mistakeDrillSkills(states: readonly SkillState[], now: number): Skill[] {
  return recentMistakes(states, now).map((s) => parseSkillId(s.skill)).filter((s): s is Skill => s !== null);
}

export interface Mastery {
  key: string;
  label: string;
  /** Average recall (0..1) over the practised skills; 0 when none. */
  recall: number;
  /** Average of recall x share of right answers per skill (0..1): what the chart shows. */
  mastery: number;
  practised: number;
  answers: number;
  correct: number;
}

const summarise = (key: string, label: string, states: readonly SkillState[], now: number): Mastery => ({
  key, label, practised: states.length,
  recall: states.length ? states.reduce((s, x) => s + recall(x, now), 0) / states.length : 0,
  mastery: states.length ? states.reduce((s, x) => s + recall(x, now) * (x.correct / Math.max(1, x.correct + x.wrong)), 0) / states.length : 0,
  answers: states.reduce((s, x) => s + x.correct + x.wrong, 0),
  correct: states.reduce((s, x) => s + x.correct, 0),
});

/** Mastery per game (skills tied to no game are left out). */
export function masteryByGame(states: readonly SkillState[], now: number, names: (g: GameId) => string): Mastery[] {
  return GAME_IDS.map((g) => summarise(g, names(g), states.filter((s) => parseSkillId(s.skill)?.game === g), now));
}

/** Mastery per rule group (C, H, B, F, G, P, I, T): a skill counts for every group its kind drills. */
export function masteryByRuleGroup(states: readonly SkillState[], now: number): Mastery[] {
  return Object.entries(RULE_GROUPS).map(([group, label]) => summarise(group, label, states.filter((s) => {
    const kind = quizKind(parseSkillId(s.skill)?.kind ?? '');
    return !!kind && kind.ruleIds.some((r) => ruleGroupOf(r) === group);
  }), now));
}
