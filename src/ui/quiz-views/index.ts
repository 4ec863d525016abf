// The quiz view registry: one line per quiz kind naming the answer views its questions use (a view
// per answer shape, shared by the kinds: choice, keypad amount(s), tap cards, order, tap seats).
// test/quiz-views.test.ts checks every kind is listed and its questions stay within its views.
import type { AnswerInput } from '../../trainer/quiz';

export type AnswerView = AnswerInput['type'];

/** The element that shows each answer shape. */
export const VIEW_TAGS: Record<AnswerView, string> = {
  choice: 'felt-quiz-choice', amount: 'felt-quiz-amount', amounts: 'felt-quiz-amount',
  cards: 'felt-quiz-cards', order: 'felt-quiz-order', seat: 'felt-quiz-seat',
};

export const QUIZ_VIEWS: Record<string, readonly AnswerView[]> = {
  'which-wins': ['choice'],
  'best-five': ['cards'],
  'low-hand': ['choice'],
  'order-hands': ['order'],
  'card-notation': ['choice'],
  'legal-actions': ['choice'],
  'min-raise': ['amount'],
  'all-in-reopens': ['choice'],
  'half-rule': ['amount'],
  'live-chips': ['choice'],
  'pot-limit-max': ['amount'],
  'fixed-limit': ['choice'],
  'spread-limit': ['amounts'],
  'blinds-button': ['choice'],
  'first-to-act': ['seat'],
  'show-first': ['seat', 'choice'],
  'side-pots': ['amounts'],
  'odd-chip': ['seat'],
  'hi-lo-split': ['amounts'],
  'run-it-twice': ['amounts', 'choice'],
  'rake': ['amount'],
  'misdeal': ['choice'],
  'premature-card': ['choice'],
  'game-facts': ['amount', 'choice'],
  'table-procedures': ['amount', 'choice'],
  'equity-estimate': ['amount'],
  'pot-odds': ['choice'],
  'returning-player': ['amount', 'amounts'],
  'nut-hand': ['choice'],
};
