// Easy: plays the strength its hand has now (no draws, no position, no reading of others), loose and passive.
import type { HandAction } from '../engine/index';
import { checkOrCall, checkOrFold, raisePot } from './actions';
import { currentStrength } from './reads';
import type { Situation } from './situation';
import { EASY } from './thresholds';

/** Easy's betting decision. */
export function easyBet(s: Situation, rng: () => number): HandAction {
  const strength = currentStrength(s.spec, s.cards, s.board);
  if (s.bringIn !== null) return strength >= EASY.raise ? raisePot(s, EASY.raisePot) : { type: 'bring-in' };
  if (strength >= EASY.raise && rng() > EASY.slowplay) return raisePot(s, s.toCall > 0 ? EASY.raisePot : EASY.betPot);
  if (s.toCall === 0) {
    if (strength >= EASY.bet && rng() > EASY.slowplay) return raisePot(s, EASY.betPot);
    return checkOrFold(s);
  }
  // First round: a beginner limps and calls a raise or two with most hands to see what comes.
  if (s.round === 0 && strength >= EASY.limpFrom && s.toCall <= 3 * s.unit) return checkOrCall(s);
  if (strength >= EASY.bet) return checkOrCall(s);
  if (strength >= EASY.call && s.toCall <= EASY.callPotShare * s.pot) return checkOrCall(s);
  if (s.toCall <= s.unit && rng() < EASY.loose) return checkOrCall(s);
  return checkOrFold(s);
}
