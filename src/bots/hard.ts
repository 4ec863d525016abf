// Hard: bets, calls and bluffs from its Monte Carlo pot share against action-weighted hands, public information only.
import type { EquityKernelLike, HandAction } from '../engine/index';
import { canRaise, checkOrCall, checkOrFold, raisePot, raiseTo, shove } from './actions';
import { HARD_VS_RAISE, inRange } from './ranges';
import { estimateEquity } from './estimate';
import { normalBet, startingPlay } from './normal';
import { drawChance } from './reads';
import type { Situation } from './situation';
import { HARD, NORMAL } from './thresholds';
import type { DecideBudget } from './types';

/** Hard's betting decision (a generator: the estimate yields between playouts). */
export function* hardBet(s: Situation, kernel: EquityKernelLike, rng: () => number, budget: DecideBudget): Generator<void, HandAction, void> {
  // The first round in blind games: the starting ranges, unless a big bet asks for a price decision.
  const bigPrice = s.toCall > 0.25 * (s.stack + s.toCall) || s.toCall >= s.effective;
  if (s.round === 0 && !bigPrice && s.spec.forcedBets === 'blinds') {
    // Hold'em: re-raise a single open wider than Normal does (ranges.ts HARD_VS_RAISE), sized as Normal re-raises.
    if (s.spec.id === 'holdem' && s.raisesThisRound === 1 && canRaise(s) && !s.fixed) {
      const headsUp = s.view.seats.filter((seat) => seat.inHand).length === 2;
      if (inRange(headsUp ? HARD_VS_RAISE.reraiseHeadsUp : HARD_VS_RAISE.reraise, s.cards)) {
        return raiseTo(s, s.currentBet * (s.behind === 0 ? NORMAL.reraiseInPosition : NORMAL.reraiseOutOfPosition));
      }
    }
    return normalBet(s, rng);
  }
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
    // On the last round only hands that beat the hands that would call are worth a bet: a higher bar.
    const valueBar = s.lastRound ? HARD.riverBetValue : HARD.betValue;
    if (score >= valueBar && canRaise(s)) return raisePot(s, size);
    if (!s.lastRound && draw >= HARD.drawEquity && canRaise(s) && rng() < HARD.semiBluff) return raisePot(s, HARD.betMin + 0.15);
    // Heads-up, checked to: a small bet takes the pot often enough when the other player shows no interest.
    const checkedTo = s.opponents.every((o) => s.actions[o].checks[s.round] > 0);
    if (!s.lastRound && players === 2 && checkedTo && canRaise(s) && rng() < HARD.stab) return raisePot(s, HARD.betMin);
    // Not against a player who has called or raised after the first round: that one has something.
    const opponentShowedStrength = s.opponents.some((o) => s.actions[o].raises.slice(1).some((n) => n > 0) || s.actions[o].calls.slice(1).reduce((a, b) => a + b, 0) > 1);
    if (s.lastRound && players === 2 && equity < HARD.bluffBelow && !opponentShowedStrength && canRaise(s)) {
      // River bluffs in proportion b / (pot + b) of the value bets (thresholds.ts).
      const b = HARD.betMin + 0.15;
      const alpha = b / (1 + b);
      if (rng() < alpha * HARD.valueShare / (1 - HARD.valueShare)) return raisePot(s, b);
    }
    if (s.round === 0 && startingPlay(s) === 'raise' && canRaise(s)) return raisePot(s, HARD.betMin);
    return checkOrFold(s);
  }
  if (score >= (s.lastRound ? HARD.riverRaiseValue : HARD.raiseValue) && canRaise(s)) return raisePot(s, HARD.raisePot);
  // A continuation bet (the bettor led the last round too) is often air: heads-up, raise it sometimes.
  const bettor = s.opponents[0];
  const cbet = players === 2 && s.round === 1 && !s.lastRound && s.actions[bettor].raises[s.round] === 0 && lastRoundAggressor(s) === bettor;
  if (cbet && equity >= HARD.raiseBluffFrom && equity < 0.5 && canRaise(s) && rng() < HARD.raiseBluff) return raisePot(s, HARD.raisePot);
  const margin = !s.lastRound && s.spr > HARD.impliedSpr ? HARD.impliedMargin : HARD.callMargin;
  if (equity >= s.potOdds + margin) {
    if (!s.lastRound && draw >= HARD.drawEquity && canRaise(s) && players === 2 && rng() < HARD.semiBluff / 2) return raisePot(s, HARD.raisePot);
    return checkOrCall(s);
  }
  return checkOrFold(s);
}

/** The seat that made the last bet or raise of the previous betting round (null when it was checked through). */
function lastRoundAggressor(s: Situation): number | null {
  const prev = s.round - 1;
  let who: number | null = null;
  let count = 0;
  s.actions.forEach((a, seat) => { if (a.aggressive[prev] > count) { count = a.aggressive[prev]; who = seat; } });
  return who;
}
