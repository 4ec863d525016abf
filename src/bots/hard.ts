// Hard: bets, calls and bluffs from its Monte Carlo pot share against action-weighted hands, public information only.
import type { EquityKernelLike, HandAction } from '../engine/index';
import { canRaise, checkOrCall, checkOrFold, raisePot, shove } from './actions';
import { estimateEquity } from './estimate';
import { normalBet, startingPlay } from './normal';
import { drawChance } from './reads';
import type { Situation } from './situation';
import { HARD } from './thresholds';
import type { DecideBudget } from './types';

/** Hard's betting decision (a generator: the estimate yields between playouts). */
export function* hardBet(s: Situation, kernel: EquityKernelLike, rng: () => number, budget: DecideBudget): Generator<void, HandAction, void> {
  // The first round in blind games: the starting ranges, unless a big bet asks for a price decision.
  const bigPrice = s.toCall > 0.25 * (s.stack + s.toCall) || s.toCall >= s.effective;
  if (s.round === 0 && !bigPrice && s.spec.forcedBets === 'blinds') return normalBet(s, rng);
  const { equity } = yield* estimateEquity(s.view, kernel, rng, budget);
  const players = s.live.length;
  const score = equity * players; // 1 = an equal share
  const draw = s.spec.family === 'draw' ? 0 : drawChance(s.spec, s.cards, s.board);
  if (s.bringIn !== null) return score >= HARD.betValue && canRaise(s) ? raisePot(s, HARD.betMin) : { type: 'bring-in' };
  if (s.spr < HARD.commitSpr && equity >= 1 / players + HARD.commitEdge && canRaise(s)) return shove(s);
  // Sizes grow with the edge: a thin value bet is half the pot, the nuts about nine tenths.
  const edge = Math.max(0, Math.min(1, (score - HARD.betValue) / (players - HARD.betValue)));
  const size = HARD.betMin + (HARD.betMax - HARD.betMin) * edge;
  if (s.toCall === 0) {
    if (score >= HARD.betValue && canRaise(s)) return raisePot(s, size);
    if (!s.lastRound && draw >= HARD.drawEquity && canRaise(s) && rng() < HARD.semiBluff) return raisePot(s, HARD.betMin + 0.15);
    if (s.lastRound && players === 2 && equity < HARD.bluffBelow && canRaise(s)) {
      // River bluffs in proportion b / (pot + b) of the value bets (thresholds.ts).
      const b = HARD.betMin + 0.15;
      const alpha = b / (1 + b);
      if (rng() < alpha * HARD.valueShare / (1 - HARD.valueShare)) return raisePot(s, b);
    }
    if (s.round === 0 && startingPlay(s) === 'raise' && canRaise(s)) return raisePot(s, HARD.betMin);
    return checkOrFold(s);
  }
  if (score >= HARD.raiseValue && canRaise(s)) return raisePot(s, HARD.raisePot);
  const margin = !s.lastRound && s.spr > HARD.impliedSpr ? HARD.impliedMargin : HARD.callMargin;
  if (equity >= s.potOdds + margin) {
    if (!s.lastRound && draw >= HARD.drawEquity && canRaise(s) && players === 2 && rng() < HARD.semiBluff / 2) return raisePot(s, HARD.raisePot);
    return checkOrCall(s);
  }
  return checkOrFold(s);
}
