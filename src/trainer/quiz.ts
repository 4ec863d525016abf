// The quiz contract (DESIGN.md "Where a new thing goes"): every quiz kind generates a question
// from a seed and a difficulty, carries the engine's answer, grades a learner's answer and
// explains it by naming rule IDs.
import type { Card } from '../engine/cards';
import type { EquityKernelLike } from '../engine/equity/compute';
import type { HandAction, HandSetup } from '../engine/hand/types';
import type { GameId } from './games';
import { msg } from '../i18n/index';

export type Difficulty = 1 | 2 | 3;
export const DIFFICULTIES: readonly Difficulty[] = [1, 2, 3];

/**
 * A learner's answer. Its meaning follows the question's input: a choice index, an amount, a
 * seat, a list of amounts, a list of cards, or an order (indices of the items, first = best).
 * Only integers, so that answers fit in a result code.
 */
export type Answer = number | number[];

/** How the learner answers: what the quiz view shows for input. */
export type AnswerInput =
  | { type: 'choice'; options: string[] }
  | { type: 'amount'; label: string; unit?: string }
  | { type: 'amounts'; labels: string[]; unit?: string }
  | { type: 'cards'; from: Card[]; count: number }
  | { type: 'order'; items: string[] }
  | { type: 'seat'; seats: number[] };

/** A seat at the quiz table. */
export interface QuizSeat {
  seat: number;
  label: string;
  /** Face-down cards shown to the learner (their own hand, or a showdown). */
  cards?: Card[];
  /** Face-up cards (stud). */
  up?: Card[];
  stack?: number;
  /** Chips put in this round or this hand (the quiz's prompt says which). */
  bet?: number;
  note?: string;
}

/** What the question shows: cards, seats, board, pot, and plain-text facts. */
export interface QuizScene {
  board?: Card[];
  boardLabel?: string;
  seats?: QuizSeat[];
  button?: number;
  pot?: number;
  hands?: { label: string; cards: Card[]; note?: string }[];
  facts?: string[];
}

/**
 * The engine state a betting or procedure question was read from (issue 12): replaying `actions` on `setup`
 * with the engine's replayHand gives the hand the scene shows, as `seat` sees it.
 */
export interface QuizTable {
  setup: HandSetup;
  actions: HandAction[];
  seat: number;
  /** A live card room (live procedures, a fold when checking is free) rather than Felt's online table. */
  live: boolean;
  /** For choice questions about an action: the action each option stands for. */
  choices?: HandAction[];
  /** The legal action the right answer stands for (a live push read by the engine), when there is one. */
  answerAction?: HandAction;
}

export interface Question {
  kind: string;
  game: GameId | null;
  difficulty: Difficulty;
  seed: number;
  prompt: string;
  scene: QuizScene;
  input: AnswerInput;
  /** The engine's answer. */
  expected: Answer;
  /** The worked-out answer, as plain-text lines. */
  working: string[];
  /** The rule IDs this question drills. */
  ruleIds: string[];
  /** For estimates: how far from `expected` still counts as correct. */
  tolerance?: number;
  /**
   * Optional (issue 13 item 1): the detail that decides the answer, in plain words (the kicker,
   * whose low won, the rule that applies), shown first in the feedback. Kinds that have one set it.
   */
  decisive?: string;
  /** Betting and procedure questions: the engine state the scene was read from. */
  table?: QuizTable;
}

export interface Grade {
  correct: boolean;
  expected: Answer;
  /** The correct answer in words. */
  expectedText: string;
  /** The learner's answer in words. */
  givenText: string;
  explanation: string;
  ruleIds: string[];
}

/**
 * What a question may need from its caller, passed explicitly (the trainer is pure: no module-global kernel).
 * `equity`: the Wasm equity kernel; the page passes its own. Without it the equity kinds enumerate their small exact
 * cases (a turn or flop board, a last card) with the equity engine's TypeScript reference, which gives the same numbers.
 */
export interface QuizContext {
  equity?: EquityKernelLike | null;
}

export interface QuizKind {
  /** Stable id (used in storage). */
  id: string;
  /** Two characters, unique, used in drill links. */
  code: string;
  title: string;
  /** Every rule ID this kind can drill (rules:coverage reads these). */
  ruleIds: readonly string[];
  /** The games it applies to; empty = not tied to a game. */
  games: readonly GameId[];
  /** `context` carries what the caller provides, such as the Wasm equity kernel (the same question with or without it). */
  generate(seed: number, difficulty: Difficulty, game?: GameId, context?: QuizContext): Question;
  /** Defaults to exact equality (sets for cards, tolerance for amounts). */
  grade?(question: Question, answer: Answer): boolean;
  /** A certainly wrong answer (tests use it); defaults to wrongAnswer(question). */
  wrong?(question: Question): Answer;
}

const sameList = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Checks that an answer has the shape the input asks for. */
export function answerFits(input: AnswerInput, answer: unknown): answer is Answer {
  const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
  const isList = (x: unknown): x is number[] => Array.isArray(x) && x.every(isInt);
  switch (input.type) {
    case 'choice': return isInt(answer) && answer >= 0 && answer < input.options.length;
    case 'amount': return isInt(answer);
    case 'seat': return isInt(answer);
    case 'amounts': return isList(answer) && answer.length === input.labels.length;
    case 'cards': return isList(answer) && answer.length === input.count;
    case 'order': return isList(answer) && answer.length === input.items.length;
  }
}

/**
 * Whether a learner could have given this answer at all: the right shape and only what the
 * question offered (cards from its cards, once each; seats at its table; an order of its items).
 * A result code whose answers fail this was made by hand (issue 13 item 7).
 */
export function answerPossible(input: AnswerInput, answer: unknown): boolean {
  if (!answerFits(input, answer)) return false;
  const distinct = (xs: number[]) => new Set(xs).size === xs.length;
  switch (input.type) {
    case 'seat': return input.seats.includes(answer as number);
    case 'cards': return distinct(answer as number[]) && (answer as number[]).every((c) => input.from.includes(c));
    case 'order': return distinct(answer as number[]) && (answer as number[]).every((i) => i >= 0 && i < input.items.length);
    case 'amount': return (answer as number) >= 0 && (answer as number) < 1e9;
    case 'amounts': return (answer as number[]).every((x) => x >= 0 && x < 1e9);
    case 'choice': return true;
  }
}

/** The default grading: equal answers (cards as a set; amounts within the tolerance). */
export function defaultGrade(question: Question, answer: Answer): boolean {
  if (!answerFits(question.input, answer)) return false;
  const expected = question.expected;
  if (question.input.type === 'cards') {
    return sameList([...(answer as number[])].sort((a, b) => a - b), [...(expected as number[])].sort((a, b) => a - b));
  }
  if (typeof expected === 'number') {
    return Math.abs((answer as number) - expected) <= (question.tolerance ?? 0);
  }
  return sameList(answer as number[], expected);
}

/** A certainly wrong answer of the right shape. */
export function wrongAnswer(question: Question): Answer {
  const expected = question.expected;
  const input = question.input;
  switch (input.type) {
    case 'choice': return ((expected as number) + 1) % input.options.length;
    case 'seat': return input.seats.find((s) => s !== expected) ?? (expected as number) + 1;
    case 'amount': return (expected as number) + (question.tolerance ?? 0) + 1;
    case 'amounts': return (expected as number[]).map((x, i) => (i === 0 ? x + 1 : x));
    case 'order': return [...(expected as number[])].reverse();
    case 'cards': {
      const chosen = new Set(expected as number[]);
      const other = input.from.find((c) => !chosen.has(c));
      return (expected as number[]).map((c, i) => (i === 0 && other !== undefined ? other : c));
    }
  }
}

/** An answer in words, following the input. */
export function describeAnswer(question: Question, answer: Answer | null | undefined, formatCardList: (cards: number[]) => string): string {
  if (answer === null || answer === undefined) return msg('quiz.common.answer.none');
  const input = question.input;
  const unit = 'unit' in input && input.unit ? ` ${input.unit}` : '';
  switch (input.type) {
    case 'choice': return typeof answer === 'number' ? input.options[answer] ?? msg('quiz.common.answer.option', { n: answer + 1 }) : String(answer);
    case 'amount': return `${String(answer)}${unit}`;
    case 'seat': return typeof answer === 'number' ? msg('quiz.common.answer.seat', { n: answer }) : String(answer);
    case 'amounts': return Array.isArray(answer) ? answer.map((x, i) => `${input.labels[i] ?? i + 1}: ${x}${unit}`).join(', ') : String(answer);
    case 'cards': return Array.isArray(answer) ? formatCardList(answer) : String(answer);
    case 'order': return Array.isArray(answer) ? answer.map((i) => input.items[i] ?? '?').join(' > ') : String(answer);
  }
}
