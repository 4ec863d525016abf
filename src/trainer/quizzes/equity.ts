// The equity engine as quizzes use it: computeEquity when a Wasm kernel is registered in this thread,
// else the equity engine's exact TS reference (same numbers, slower: quizzes keep the work small).
import type { Card } from '../../engine/cards';
import { computeEquity } from '../../engine/equity/compute';
import { referenceExact } from '../../engine/equity/reference';
import type { EquityGameId } from '../../engine/equity/types';
import { referenceEvaluator } from '../../engine/rankings/reference';

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
