// The quiz kind registry: one line per kind (DESIGN.md "Where a new thing goes").
import type { QuizKind } from '../quiz';
import { bestFive } from './best-five';
import { cardNotation } from './card-notation';
import { lowHand } from './low-hand';
import { orderHands } from './order-hands';
import { whichWins } from './which-wins';

export const QUIZ_KINDS: QuizKind[] = [
  whichWins,
  bestFive,
  lowHand,
  orderHands,
  cardNotation,
];

export const quizKind = (id: string): QuizKind | undefined => QUIZ_KINDS.find((k) => k.id === id);
