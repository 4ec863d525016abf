// Events the quiz views send up: an answer of the question's input shape.
import type { Answer } from '../../trainer/quiz';

export type AnswerEvent = CustomEvent<{ answer: Answer }>;

declare global {
  interface HTMLElementEventMap { 'quiz-answer': AnswerEvent }
}
