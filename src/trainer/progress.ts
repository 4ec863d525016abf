// What a finished drill does to the learner's skills, and the summaries Home and Progress show:
// due count, review and mistakes pools, daily goal and streak, mastery per game and per rule group.
// Pure (time and the calendar are parameters).
import { drillPlan, parseSkillId, skillId, speedMark, type DrillSpec, type PlannedQuestion, type Skill } from './drill-plan';
import { GAME_IDS, type GameId } from './games';
import type { Grade, Question } from './quiz';
import { quizMeta } from './quizzes/meta';
import { RULE_GROUPS, ruleGroupOf } from './rule-ids';
import { dueSkills, recall, recentMistakes, reviewSession, type SessionAnswer, type SkillState } from './schedule';

/**
 * The skills after a drill session: each skill practised is reviewed once (FSRS), graded from all
 * of this session's answers to it and their speed (issue 13 item 4); `states` are the skills as
 * stored right now (read in the same transaction as the write, so a second tab's answers are kept).
 */
export function applyDrill(states: readonly SkillState[], spec: DrillSpec, questions: readonly Question[], grades: readonly Grade[], times: readonly number[], now: number): SkillState[] {
  const bySkill = new Map<string, SessionAnswer[]>();
  questions.forEach((q, i) => {
    if (!grades[i]) return;
    const id = skillId({ kind: q.kind, game: q.game, difficulty: q.difficulty });
    const list = bySkill.get(id) ?? [];
    list.push({ correct: grades[i].correct, mark: speedMark(times[i] ?? 0, spec.timer), seed: q.seed });
    bySkill.set(id, list);
  });
  const byId = new Map(states.map((s) => [s.skill, s]));
  return [...bySkill.entries()].map(([id, answers]) => reviewSession(byId.get(id), id, answers, now));
}

/** The skill ids a drill session touches (what the store reads before applying it). */
export const sessionSkillIds = (questions: readonly Question[]): string[] =>
  [...new Set(questions.map((q) => skillId({ kind: q.kind, game: q.game, difficulty: q.difficulty })))];

/** Only skills this version knows (an imported or stale id is left out everywhere, so Home and Practice agree). */
export const knownSkills = (states: readonly SkillState[]): SkillState[] => states.filter((s) => parseSkillId(s.skill) !== null);

/** How many skills are due by `until` (Home's "Review now (N due)" and Practice use this one count). */
export const dueReviewCount = (states: readonly SkillState[], until: number): number => dueDrillSkills(states, until).length;

/** Skills due by `until` (e.g. the end of today), as drill skills. */
export function dueDrillSkills(states: readonly SkillState[], until: number): Skill[] {
  return dueSkills(states, until).map((s) => parseSkillId(s.skill)).filter((s): s is Skill => s !== null);
}

/** Skills missed recently, as drill skills. */
export function mistakeDrillSkills(states: readonly SkillState[], now: number): Skill[] {
  return recentMistakes(states, now).map((s) => parseSkillId(s.skill)).filter((s): s is Skill => s !== null);
}

/**
 * The mistakes drill: the exact questions missed (skill and seed, newest skill first) before any
 * variant, then new questions of the missed skills until `count` (issue 13 item 4).
 */
export function mistakesPlan(states: readonly SkillState[], now: number, count: number, seed: number): PlannedQuestion[] {
  const recent = recentMistakes(states, now);
  const exact: PlannedQuestion[] = [];
  for (const s of recent) {
    const skill = parseSkillId(s.skill);
    if (skill) for (const q of s.missed ?? []) exact.push({ skill, seed: q });
  }
  const skills = recent.map((s) => parseSkillId(s.skill)).filter((s): s is Skill => s !== null);
  if (skills.length === 0) return [];
  const total = Math.max(count, exact.length);
  const variants = total > exact.length ? drillPlan({ kinds: [], games: [], difficulty: 1, count: total - exact.length, timer: 0, seed, mode: 'mistakes' }, skills) : [];
  return [...exact.slice(0, total), ...variants];
}

/** A local calendar day as a number (the shell gives `dayOf`, e.g. from the time zone). */
export type DayOf = (epochMs: number) => number;

export interface DailyStatus {
  /** Answers given today (finished drills). */
  today: number;
  goal: number;
  /** Days in a row, ending today (or yesterday while today's goal is not met yet), with the goal met. */
  streak: number;
  metToday: boolean;
}

/** Today's answers against the daily goal, and the streak of days the goal was met. */
export function dailyStatus(drills: readonly { finishedAt: number; total: number }[], goal: number, now: number, dayOf: DayOf): DailyStatus {
  const perDay = new Map<number, number>();
  for (const d of drills) perDay.set(dayOf(d.finishedAt), (perDay.get(dayOf(d.finishedAt)) ?? 0) + d.total);
  const todayIndex = dayOf(now);
  const today = perDay.get(todayIndex) ?? 0;
  const metToday = today >= goal;
  let streak = 0;
  for (let day = metToday ? todayIndex : todayIndex - 1; (perDay.get(day) ?? 0) >= goal; day--) streak++;
  return { today, goal, streak, metToday };
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

/** Mastery per rule group (C, H, B, F, G, P, I, T): a skill counts for every group its kind drills; `names` words a group (the UI's language). */
export function masteryByRuleGroup(states: readonly SkillState[], now: number, names: (group: string) => string = (g) => RULE_GROUPS[g]): Mastery[] {
  return Object.keys(RULE_GROUPS).map((group) => summarise(group, names(group), states.filter((s) => {
    const kind = quizMeta(parseSkillId(s.skill)?.kind ?? '');
    return !!kind && kind.ruleIds.some((r) => ruleGroupOf(r) === group);
  }), now));
}

/** One learner's result as a coach's class table reads it. */
export interface ClassEntry { learner: string; spec: DrillSpec; questions: readonly Question[]; grades: readonly Grade[]; times: readonly number[] }

export interface ClassLearnerRow { learner: string; drills: number; answers: number; correct: number; timeMs: number; missedRules: string[] }
export interface ClassRuleRow { rule: string; answers: number; correct: number; learnersMissing: string[] }

/** The class table (issue 13 item 6): per learner and per rule, learners and rules in a stable order. */
export function classTable(entries: readonly ClassEntry[]): { learners: ClassLearnerRow[]; rules: ClassRuleRow[] } {
  const learners = new Map<string, ClassLearnerRow>();
  const rules = new Map<string, ClassRuleRow>();
  for (const e of entries) {
    const row = learners.get(e.learner) ?? { learner: e.learner, drills: 0, answers: 0, correct: 0, timeMs: 0, missedRules: [] };
    row.drills++;
    e.questions.forEach((q, i) => {
      const right = e.grades[i]?.correct ?? false;
      row.answers++;
      if (right) row.correct++;
      row.timeMs += e.times[i] ?? 0;
      for (const id of q.ruleIds) {
        const r = rules.get(id) ?? { rule: id, answers: 0, correct: 0, learnersMissing: [] };
        r.answers++;
        if (right) r.correct++;
        else {
          if (!r.learnersMissing.includes(e.learner)) r.learnersMissing.push(e.learner);
          if (!row.missedRules.includes(id)) row.missedRules.push(id);
        }
        rules.set(id, r);
      }
    });
    learners.set(e.learner, row);
  }
  return {
    learners: [...learners.values()].sort((a, b) => a.learner.localeCompare(b.learner)),
    // The rules the class gets wrong most often first.
    rules: [...rules.values()].sort((a, b) => a.correct / a.answers - b.correct / b.answers || b.answers - a.answers || a.rule.localeCompare(b.rule)),
  };
}

/** A CSV field: quoted when needed, and a leading = + - @ defused so a spreadsheet never runs it as a formula. */
const csvField = (v: string | number): string => {
  let text = String(v);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Rows as CSV text (RFC 4180: CRLF line ends). */
export const toCsv = (rows: ReadonlyArray<ReadonlyArray<string | number>>): string => rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
