// Reads shared by the levels: the hand's strength now (Easy), with draws and lows (Normal), and the board's texture.
import { rankOf, suitOf, type Card, type GameSpec } from '../engine/index';
import { chooseDiscard, drawsLeft } from './discard';
import { cardsToCome, drawOuts, low8Strength, lowCards, lowStrength27, madeStrength } from './strength';

/** The strength of the hand as it is now, 0..1, high and low halves together in hi/lo games. */
export function currentStrength(spec: GameSpec, cards: readonly Card[], board: readonly Card[]): number {
  if (spec.high === 'deuce-seven') return lowStrength27(cards);
  const high = madeStrength(spec, cards, board);
  if (!spec.low) return high;
  const low = low8Strength(spec, cards, board);
  // Hi/lo: each half is half the pot; a hand that can win both is worth more than either half.
  return low > 0 ? Math.min(1, 0.5 * high + 0.5 * low + 0.25 * Math.min(high, low)) : 0.85 * high;
}

/** The chance that a draw comes in (a rough "two per cent per out per card to come", capped). */
export function drawChance(spec: GameSpec, cards: readonly Card[], board: readonly Card[]): number {
  const { outs } = drawOuts(spec, cards, board);
  const toCome = Math.min(2, cardsToCome(spec, cards, board));
  return Math.min(0.6, outs * 0.021 * toCome);
}

/**
 * A read of the hand including what it may become: the made hand, improved by its draws; in 2-7 the low it draws to;
 * in hi/lo the low cards it holds toward a low. 0..1 against one opponent.
 */
export function potentialStrength(spec: GameSpec, street: string, cards: readonly Card[], board: readonly Card[]): number {
  if (spec.high === 'deuce-seven') {
    const left = drawsLeft(spec, street);
    const now = lowStrength27(cards);
    if (left === 0) return now;
    const kept = 5 - chooseDiscard(spec, cards, 5, left - 1).length;
    const drawing = kept >= 5 ? now : kept === 4 ? 0.42 + 0.06 * left : kept === 3 ? 0.3 + 0.07 * left : 0.15;
    return Math.max(now, drawing);
  }
  if (spec.family === 'draw') {
    const left = drawsLeft(spec, street);
    const now = madeStrength(spec, cards, board);
    if (left === 0) return now;
    const discard = chooseDiscard(spec, cards, 5, left - 1).length;
    // One-card draws to a straight or flush come in about a fifth of the time; pairs improve about a third.
    return discard === 1 && now < 0.8 ? Math.max(now, 0.5) : now;
  }
  const made = currentStrength(spec, cards, board);
  const draw = drawChance(spec, cards, board);
  let read = 1 - (1 - made) * (1 - draw);
  if (spec.low && cardsToCome(spec, cards, board) > 0 && low8Strength(spec, cards, board) === 0) {
    // Hi/lo: four low cards toward a low are a draw to half the pot.
    const lows = lowCards(spec.family === 'community' ? [...cards, ...board] : cards);
    if (lows >= 4) read = Math.max(read, 0.45);
  }
  return read;
}

/** Board texture: three or more of a suit (a flush is possible) or three cards within a five-rank window (a straight is). */
export function wetBoard(board: readonly Card[]): boolean {
  if (board.length < 3) return false;
  const suits = [0, 0, 0, 0];
  for (const c of board) suits[suitOf(c)]++;
  if (Math.max(...suits) >= 3) return true;
  const ranks = [...new Set(board.map(rankOf))].sort((a, b) => a - b);
  for (let i = 0; i + 2 < ranks.length; i++) if (ranks[i + 2] - ranks[i] <= 4) return true;
  return false;
}

/** A paired board (full houses and trips are possible). */
export function pairedBoard(board: readonly Card[]): boolean {
  return new Set(board.map(rankOf)).size < board.length;
}
