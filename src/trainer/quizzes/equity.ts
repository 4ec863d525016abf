// The equity engine as quizzes use it: computeEquity on the kernel the caller passes in the quiz context, else the
// equity engine's exact TS reference (the same numbers; the quiz kinds keep their enumerations small).
import { type Card, computeEquity, type EquityGameId, referenceEquityExact as referenceExact, referenceEvaluator } from '../../engine';
import type { QuizContext } from '../quiz';

/** Exact equity (0..1, ties shared) of each hand given the board, on the context's kernel when it has one. */
export function exactEquity(game: EquityGameId, hands: readonly Card[][], board: readonly Card[], context?: QuizContext): number[] {
  const request = { game, players: hands.map((cards) => ({ cards })), board, mode: 'exact' as const };
  const result = context?.equity ? computeEquity(request, context.equity) : referenceExact(request, referenceEvaluator);
  return result.players.map((p) => p.equity);
}
