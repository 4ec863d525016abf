// The equity engine as quizzes use it: computeEquity when a Wasm kernel is registered in this thread,
// else the equity engine's exact TS reference (same numbers, slower: quizzes keep the work small).
import { type Card, computeEquity, type EquityGameId, referenceEquityExact as referenceExact, referenceEvaluator } from '../../engine';

/** Exact equity (0..1, ties shared) of each hand given the board. */
export function exactEquity(game: EquityGameId, hands: readonly Card[][], board: readonly Card[]): number[] {
  const request = { game, players: hands.map((cards) => ({ cards })), board, mode: 'exact' as const };
  let result;
  try {
    result = computeEquity(request);
  } catch {
    result = referenceExact(request, referenceEvaluator);
  }
  return result.players.map((p) => p.equity);
}
