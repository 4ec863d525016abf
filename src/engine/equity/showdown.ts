// How a player's strength is read at showdown for each game, and the H-TELESINA-HU comparison.
import type { Card } from '../cards';
import type { Evaluator } from '../rankings/types';
import type { EquityGameSpec } from './games';

/** Telesina strength fields (rankings/types.ts STRENGTH): category at bit 25, the top card's rank q at bits 24..22. */
const TELESINA_STRAIGHT_FLUSH = 8;
const isTelesinaStraightFlushTop = (strength: number, q: number): boolean =>
  strength >>> 25 === TELESINA_STRAIGHT_FLUSH && ((strength >>> 22) & 7) === q;

/**
 * H-TELESINA-HU: with only two players in the pot, the lowest straight flush (T-9-8-7-A, top T, q 3)
 * beats the highest (A-K-Q-J-T, top A, q 7). Otherwise the higher strength wins.
 */
export function telesinaHeadsUpBeats(a: number, b: number): boolean {
  if (isTelesinaStraightFlushTop(a, 3) && isTelesinaStraightFlushTop(b, 7)) return true;
  if (isTelesinaStraightFlushTop(a, 7) && isTelesinaStraightFlushTop(b, 3)) return false;
  return a > b;
}

/** The comparison used at showdown for this game and number of players. */
export const showdownBeats = (spec: EquityGameSpec, players: number): ((a: number, b: number) => boolean) | undefined =>
  spec.headsUpStraightFlushRule && players === 2 ? telesinaHeadsUpBeats : undefined;

/** High strength (and low strength, -1 when no qualifying low; null in high-only games) of one player's cards. */
export function strengthsOf(evaluator: Evaluator, spec: EquityGameSpec, own: readonly Card[], board: readonly Card[]): [number, number | null] {
  const high = spec.kind === 'board'
    ? evaluator.best(spec.highRule, own, board)
    : evaluator.best(spec.highRule, own);
  if (!high) throw new Error(`No ${spec.highRule} hand from ${own.length} cards.`);
  if (!spec.lowRule) return [high.strength, null];
  const low = spec.kind === 'board' ? evaluator.best(spec.lowRule, own, board) : evaluator.best(spec.lowRule, own);
  return [high.strength, low ? low.strength : -1];
}
