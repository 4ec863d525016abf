// The equity engine as quizzes use it: computeEquity on the kernel the caller passes, else the equity engine's
// exact TS reference (same numbers, slower: quizzes keep the work small).
import { type Card, computeEquity, type EquityGameId, type EquityKernelLike, referenceEquityExact as referenceExact, referenceEvaluator } from '../../engine';

/** Exact equity (0..1, ties shared) of each hand given the board. */
export function exactEquity(game: EquityGameId, hands: readonly Card[][], board: readonly Card[], kernel?: EquityKernelLike | null): number[] {
  const request = { game, players: hands.map((cards) => ({ cards })), board, mode: 'exact' as const };
  const result = kernel ? computeEquity(request, kernel) : referenceExact(request, referenceEvaluator);
  return result.players.map((p) => p.equity);
}
