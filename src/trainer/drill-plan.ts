// Drill specs and plans (kinds x games x difficulty x count x timer x seed x mode): what a drill asks, read from the quiz
// kinds' metadata alone, so the pages that show or link drills load no generator (issue 13 item 8). The same spec gives
// the same plan on every device; ./drill.ts turns a plan into questions and grades them.
import { msg } from '../i18n/index';
import { GAME_IDS, isGameId, type GameId } from './games';
import type { Difficulty, Question } from './quiz';
import { QUIZ_META, quizMeta, type QuizKindMeta } from './quizzes/meta';
import { mixSeed, Rng } from './rng';

export type DrillMode = 'practice' | 'timed' | 'review' | 'mistakes';
export const DRILL_MODES: readonly DrillMode[] = ['practice', 'timed', 'review', 'mistakes'];
export const MAX_QUESTIONS = 100;
export const MAX_TIMER_SECONDS = 600;

export interface DrillSpec {
  /** Quiz kind ids; empty = every kind. */
  kinds: string[];
  /** Game ids; empty = every game. */
  games: GameId[];
  difficulty: Difficulty;
  count: number;
  /** Seconds per question; 0 = no timer. */
  timer: number;
  /** A 32-bit unsigned seed. */
  seed: number;
  mode: DrillMode;
}

/** A skill: one quiz kind in one game at one difficulty (the unit spaced repetition schedules). */
export interface Skill {
  kind: string;
  game: GameId | null;
  difficulty: Difficulty;
}

export const skillId = (s: Skill): string => `${s.kind}|${s.game ?? '-'}|${s.difficulty}`;
export function parseSkillId(id: string): Skill | null {
  const [kind, game, d] = id.split('|');
  const difficulty = Number(d);
  if (!quizMeta(kind) || !(game === '-' || isGameId(game)) || ![1, 2, 3].includes(difficulty)) return null;
  return { kind, game: game === '-' ? null : game, difficulty: difficulty as Difficulty };
}

/** Says what is wrong with a spec in a sentence (in the learner's language), or returns null when it is fine. */
export function checkDrillSpec(spec: DrillSpec): string | null {
  for (const k of spec.kinds) if (!quizMeta(k)) return msg('drill.problem.kind', { kind: k });
  for (const g of spec.games) if (!isGameId(g)) return msg('drill.problem.game', { game: g });
  if (![1, 2, 3].includes(spec.difficulty)) return msg('drill.problem.difficulty');
  if (!Number.isInteger(spec.count) || spec.count < 1 || spec.count > MAX_QUESTIONS) return msg('drill.problem.count', { max: MAX_QUESTIONS });
  if (!Number.isInteger(spec.timer) || spec.timer < 0 || spec.timer > MAX_TIMER_SECONDS) return msg('drill.problem.timer', { max: MAX_TIMER_SECONDS });
  if (!Number.isInteger(spec.seed) || spec.seed < 0 || spec.seed > 0xffffffff) return msg('drill.problem.seed');
  if (!DRILL_MODES.includes(spec.mode)) return msg('drill.problem.mode', { modes: DRILL_MODES.join(', ') });
  if (drillSkills(spec).length === 0) return msg('drill.problem.noSkills');
  return null;
}

/** The skills a spec draws from, in a stable order. */
export function drillSkills(spec: DrillSpec): Skill[] {
  const kinds: readonly QuizKindMeta[] = spec.kinds.length ? spec.kinds.map((k) => quizMeta(k)).filter((k): k is QuizKindMeta => !!k) : QUIZ_META;
  const games: readonly GameId[] = spec.games.length ? spec.games : GAME_IDS;
  const skills: Skill[] = [];
  for (const kind of kinds) {
    if (kind.games.length === 0) skills.push({ kind: kind.id, game: null, difficulty: spec.difficulty });
    else for (const g of games) if (kind.games.includes(g)) skills.push({ kind: kind.id, game: g, difficulty: spec.difficulty });
  }
  return skills;
}

/** One planned question: the skill it drills and its seed. */
export interface PlannedQuestion {
  skill: Skill;
  seed: number;
}

/**
 * The drill's plan: question i uses a seed mixed from the drill seed and i; the skills are dealt
 * round-robin from a seeded shuffle so every chosen kind comes up. `skills` overrides the spec's
 * kinds x games (review and mistakes modes pass the due or missed skills).
 */
export function drillPlan(spec: DrillSpec, skills?: readonly Skill[]): PlannedQuestion[] {
  const problem = checkDrillSpec(spec);
  if (problem && !(skills && skills.length)) throw new Error(problem);
  const pool = skills && skills.length ? [...skills] : drillSkills(spec);
  const rng = new Rng(spec.seed);
  let order = rng.shuffle(pool);
  const plan: PlannedQuestion[] = [];
  for (let i = 0; i < spec.count; i++) {
    if (i > 0 && i % order.length === 0) order = rng.shuffle(pool);
    plan.push({ skill: order[i % order.length], seed: mixSeed(spec.seed, i) });
  }
  return plan;
}

/** The worked-out answer and the rule IDs it rests on, as plain text. */
export function explainQuestion(question: Question): string {
  return `${question.working.join(' ')} (${question.ruleIds.join(', ')})`;
}

export type SpeedMark = 'fast' | 'normal' | 'slow';

/** Timed mode: fast under a third of the target time, slow over it (target = the timer, else 30 s). */
export function speedMark(ms: number, timerSeconds: number): SpeedMark {
  const target = (timerSeconds > 0 ? timerSeconds : 30) * 1000;
  if (ms <= target / 3) return 'fast';
  return ms > target ? 'slow' : 'normal';
}

