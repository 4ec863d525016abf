// One deal's showdown scored into the equity counters through the engine's single showdown rule (src/engine/showdown).
import type { Card } from '../cards';
import { GAMES } from '../games';
import type { Evaluator } from '../rankings/types';
import { showdownWinners, type BoardShowdown } from '../showdown';
import { type EquityCounters, POT_UNITS } from './counters';
import type { EquityGameSpec } from './games';

/** Adds one decided board into the counters (`weight` times): pot units per seat, wins, ties, halves, no-low. */
export function scoreBoard(counters: EquityCounters, board: BoardShowdown, hiLo: boolean, weight = 1): void {
  const n = counters.share.length;
  const units = new Array<number>(n).fill(0);
  for (const award of board.awards) {
    const each = (award.half === 'whole' ? POT_UNITS : POT_UNITS / 2) / award.winners.length;
    const into = !hiLo ? null : award.half === 'low' ? counters.low : counters.high;
    for (const s of award.winners) {
      units[s] += each;
      if (into) into[s] += each * weight;
    }
  }
  if (board.noLow) counters.noLow += weight;
  counters.samples += weight;
  for (let i = 0; i < n; i++) {
    const u = units[i];
    counters.share[i] += u * weight;
    counters.shareSquares[i] += u * u * weight;
    if (u === POT_UNITS) counters.win[i] += weight;
    else if (u > 0) counters.tie[i] += weight;
  }
}

/** Scores one complete deal (each player's own cards and the full board) with the engine's showdown. */
export function scoreDeal(spec: EquityGameSpec, evaluator: Evaluator, own: readonly (readonly Card[])[], board: readonly Card[],
  counters: EquityCounters, weight = 1): void {
  const result = showdownWinners({ game: GAMES[spec.id], players: own, board: spec.kind === 'board' ? board : [], evaluator });
  scoreBoard(counters, result.boards[0], !!spec.lowRule, weight);
}
