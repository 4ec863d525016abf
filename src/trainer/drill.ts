// Drills: the questions of a plan (./drill-plan.ts) and their grades, from the quiz kinds' generators; the same spec gives the
// same questions in the same order on every device. Pages import this module only when a drill starts (issue 13 item 8).
import { formatCards } from '../engine/cards';
import { describeAnswer, defaultGrade, type Answer, type Grade, type Question, type QuizContext } from './quiz';
import { quizKind } from './quizzes';
import { drillPlan, explainQuestion, speedMark, type DrillSpec, type PlannedQuestion, type Skill, type SpeedMark } from './drill-plan';

export * from './drill-plan';

/** The question of one planned entry (the UI generates them one at a time, as they are shown). */
export function plannedQuestion(entry: PlannedQuestion, context?: QuizContext): Question {
  const kind = quizKind(entry.skill.kind);
  if (!kind) throw new Error(`There is no quiz kind called "${entry.skill.kind}".`);
  return kind.generate(entry.seed, entry.skill.difficulty, entry.skill.game ?? undefined, context);
}

/** The drill's questions, in order: the same spec gives the same questions everywhere. */
export function generateDrill(spec: DrillSpec, skills?: readonly Skill[], context?: QuizContext): Question[] {
  return drillPlan(spec, skills).map((entry) => plannedQuestion(entry, context));
}

/** Grades an answer with the kind's own rule (or exact equality) and explains it. */
export function gradeQuestion(question: Question, answer: Answer | null): Grade {
  const kind = quizKind(question.kind);
  const correct = answer !== null && (kind?.grade ? kind.grade(question, answer) : defaultGrade(question, answer));
  return {
    correct,
    expected: question.expected,
    expectedText: describeAnswer(question, question.expected, formatCards),
    givenText: describeAnswer(question, answer, formatCards),
    explanation: explainQuestion(question),
    ruleIds: question.ruleIds,
  };
}

export interface DrillOutcome {
  score: number;
  total: number;
  timeMs: number;
  grades: Grade[];
  marks: SpeedMark[];
  /** Rule IDs of missed questions, most missed first. */
  revisit: string[];
}

/** Scores a finished drill: answers and times (ms) per question, null = unanswered. */
export function scoreDrill(spec: DrillSpec, questions: readonly Question[], answers: readonly (Answer | null)[], times: readonly number[]): DrillOutcome {
  const grades = questions.map((q, i) => gradeQuestion(q, answers[i] ?? null));
  const missed = new Map<string, number>();
  grades.forEach((g) => { if (!g.correct) for (const r of g.ruleIds) missed.set(r, (missed.get(r) ?? 0) + 1); });
  return {
    score: grades.filter((g) => g.correct).length,
    total: questions.length,
    timeMs: times.reduce((a, b) => a + b, 0),
    grades,
    marks: questions.map((_, i) => speedMark(times[i] ?? 0, spec.timer)),
    revisit: [...missed.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([r]) => r),
  };
}
