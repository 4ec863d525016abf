// The quiz kind registry: one line per kind (DESIGN.md "Where a new thing goes").
import type { QuizKind } from '../quiz';
import { allInReopens } from './reopen';
import { bestFive } from './best-five';
import { blindsButton } from './blinds-button';
import { cardNotation } from './card-notation';
import { firstToActQuiz } from './first-to-act';
import { fixedLimit } from './fixed-limit';
import { halfRule } from './half-rule';
import { hiLoSplit } from './hi-lo-split';
import { legalActions } from './legal-actions';
import { liveChips } from './live-chips';
import { lowHand } from './low-hand';
import { minRaise } from './min-raise';
import { oddChip } from './odd-chip';
import { orderHands } from './order-hands';
import { potLimitMax } from './pot-limit';
import { rakeQuiz } from './rake';
import { runItTwice } from './run-it-twice';
import { showFirst } from './show-first';
import { sidePots } from './side-pots';
import { spreadLimit } from './spread-limit';
import { whichWins } from './which-wins';
import { misdeal } from './misdeal';
import { prematureCard } from './premature';
import { gameFacts } from './game-facts';
import { tableProcedures } from './table-procedures';
import { equityEstimate } from './equity-estimate';
import { potOdds } from './pot-odds';
import { returningPlayer } from './returning-player';
import { nutHand } from './nut-hand';

export const QUIZ_KINDS: QuizKind[] = [
  whichWins,
  bestFive,
  lowHand,
  orderHands,
  cardNotation,
  legalActions,
  minRaise,
  allInReopens,
  halfRule,
  liveChips,
  potLimitMax,
  fixedLimit,
  spreadLimit,
  blindsButton,
  firstToActQuiz,
  showFirst,
  sidePots,
  oddChip,
  hiLoSplit,
  runItTwice,
  rakeQuiz,
  misdeal,
  prematureCard,
  gameFacts,
  tableProcedures,
  equityEstimate,
  potOdds,
  returningPlayer,
  nutHand,
];

export const quizKind = (id: string): QuizKind | undefined => QUIZ_KINDS.find((k) => k.id === id);

/** The quiz kinds that drill any of these rule IDs (a lesson lists them as its drills). */
export const quizKindsForRules = (ruleIds: readonly string[]): QuizKind[] => QUIZ_KINDS.filter((k) => k.ruleIds.some((r) => ruleIds.includes(r)));
