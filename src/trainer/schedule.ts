// Spaced repetition with ts-fsrs (issue 6 item 4, issue 13 item 4): each skill (quiz kind x game x
// difficulty) is one card, reviewed once per drill session with a grade from that session's answers
// and speed (one review per answer made due dates noise). Pure: `now` is a parameter (ms since the epoch).
import { createEmptyCard, fsrs, Rating, State, type Card as FsrsCard, type Grade as FsrsGrade } from 'ts-fsrs';
import type { SpeedMark } from './drill';

const scheduler = fsrs({ enable_fuzz: false });

/** What storage keeps per skill (plain data: dates as epoch milliseconds). */
export interface SkillState {
  /** skillId(kind, game, difficulty). */
  skill: string;
  due: number;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: State;
  lastReview: number | null;
  correct: number;
  wrong: number;
  /** When the learner last missed it (mistakes mode). */
  lastWrong: number | null;
  /** Seeds of this skill's questions the learner missed and has not yet answered right, newest first (mistakes mode re-asks them). */
  missed?: number[];
}

/** How many missed questions a skill remembers. */
export const MAX_MISSED = 5;

function toFsrs(s: SkillState): FsrsCard {
  return {
    due: new Date(s.due), stability: s.stability, difficulty: s.difficulty, elapsed_days: s.elapsedDays,
    scheduled_days: s.scheduledDays, learning_steps: s.learningSteps, reps: s.reps, lapses: s.lapses, state: s.state,
    last_review: s.lastReview === null ? undefined : new Date(s.lastReview),
  };
}

/** A skill never practised. */
export function newSkillState(skill: string, now: number): SkillState {
  const c = createEmptyCard(new Date(now));
  return {
    skill, due: c.due.getTime(), stability: c.stability, difficulty: c.difficulty, elapsedDays: c.elapsed_days,
    scheduledDays: c.scheduled_days, learningSteps: c.learning_steps, reps: c.reps, lapses: c.lapses, state: c.state,
    lastReview: null, correct: 0, wrong: 0, lastWrong: null,
  };
}

/** The FSRS rating of one answer: wrong = Again; right and slow = Hard, normal = Good, fast = Easy. */
export function ratingFor(correct: boolean, mark: SpeedMark = 'normal'): FsrsGrade {
  if (!correct) return Rating.Again;
  return mark === 'slow' ? Rating.Hard : mark === 'fast' ? Rating.Easy : Rating.Good;
}

/** The skill after one graded answer at `now`. */
export function reviewSkill(previous: SkillState | undefined, skill: string, correct: boolean, mark: SpeedMark, now: number): SkillState {
  const base = previous ?? newSkillState(skill, now);
  const { card } = scheduler.next(toFsrs(base), new Date(now), ratingFor(correct, mark));
  return {
    skill, due: card.due.getTime(), stability: card.stability, difficulty: card.difficulty, elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days, learningSteps: card.learning_steps, reps: card.reps, lapses: card.lapses, state: card.state,
    lastReview: now, correct: base.correct + (correct ? 1 : 0), wrong: base.wrong + (correct ? 0 : 1),
    lastWrong: correct ? base.lastWrong : now,
  };
}

/** One answer inside a session: right or wrong, how fast, and the question's seed. */
export interface SessionAnswer { correct: boolean; mark: SpeedMark; seed: number }

/**
 * The FSRS rating of a whole session of one skill: under half right = Again; some wrong = Hard;
 * all right = Easy when most answers were fast, Hard when most were slow, else Good.
 */
export function sessionRating(answers: readonly SessionAnswer[]): FsrsGrade {
  const right = answers.filter((a) => a.correct).length;
  if (answers.length === 0 || right * 2 < answers.length) return Rating.Again;
  if (right < answers.length) return Rating.Hard;
  const fast = answers.filter((a) => a.mark === 'fast').length;
  const slow = answers.filter((a) => a.mark === 'slow').length;
  if (fast * 2 > answers.length) return Rating.Easy;
  if (slow * 2 > answers.length) return Rating.Hard;
  return Rating.Good;
}

/** The skill after one drill session's answers to it at `now`: one FSRS review, the answers counted, missed questions remembered. */
export function reviewSession(previous: SkillState | undefined, skill: string, answers: readonly SessionAnswer[], now: number): SkillState {
  const base = previous ?? newSkillState(skill, now);
  const { card } = scheduler.next(toFsrs(base), new Date(now), sessionRating(answers));
  const right = answers.filter((a) => a.correct).length;
  const wrongSeeds = answers.filter((a) => !a.correct).map((a) => a.seed).reverse();
  const rightSeeds = new Set(answers.filter((a) => a.correct).map((a) => a.seed));
  const missed = [...new Set([...wrongSeeds, ...(base.missed ?? []).filter((s) => !rightSeeds.has(s))])].slice(0, MAX_MISSED);
  return {
    skill, due: card.due.getTime(), stability: card.stability, difficulty: card.difficulty, elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days, learningSteps: card.learning_steps, reps: card.reps, lapses: card.lapses, state: card.state,
    lastReview: now, correct: base.correct + right, wrong: base.wrong + answers.length - right,
    lastWrong: right < answers.length ? now : base.lastWrong, missed,
  };
}

/** Reviews due on each of the next `days` days: entry 0 = due by the end of today (overdue included). `dayEnds[i]` = the last ms of day i. */
export function forecast(states: readonly SkillState[], dayEnds: readonly number[]): number[] {
  const practised = states.filter((s) => s.reps > 0);
  return dayEnds.map((end, i) => practised.filter((s) => s.due <= end && (i === 0 || s.due > dayEnds[i - 1])).length);
}

/** Skills due at `now` (practised at least once), soonest first. */
export function dueSkills(states: readonly SkillState[], now: number): SkillState[] {
  return states.filter((s) => s.reps > 0 && s.due <= now).sort((a, b) => a.due - b.due || a.skill.localeCompare(b.skill));
}

/** How many skills are due by the end of the local day that contains `now` (`endOfDay` given by the shell). */
export const dueCount = (states: readonly SkillState[], until: number): number => dueSkills(states, until).length;

/** Skills missed within `windowMs` before `now`, most recent first. */
export function recentMistakes(states: readonly SkillState[], now: number, windowMs = 14 * 86_400_000): SkillState[] {
  return states.filter((s) => s.lastWrong !== null && now - s.lastWrong <= windowMs).sort((a, b) => (b.lastWrong ?? 0) - (a.lastWrong ?? 0));
}

/** Chance of recalling the skill now (0..1): FSRS retrievability; 0 for a skill never practised. */
export function recall(state: SkillState, now: number): number {
  if (state.reps === 0) return 0;
  return scheduler.get_retrievability(toFsrs(state), new Date(now), false);
}
