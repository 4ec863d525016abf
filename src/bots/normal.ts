// Normal: starting ranges by game family and position, then pot odds, stack depth and board texture on a read of the hand.
import { type HandAction, type HandView } from '../engine/index';
import { canRaise, checkOrCall, checkOrFold, raisePot, raiseTo, shove } from './actions';
import {
  DRAW_START, HOLDEM_OPEN, HOLDEM_VS_RAISE, HOLDEM_VS_RERAISE, OMAHA_THRESHOLDS, holdemPosition, inRange, omahaPoints, studStart,
  type StartPlay,
} from './ranges';
import { currentStrength, drawChance, potentialStrength, wetBoard } from './reads';
import type { Situation } from './situation';
import { NORMAL } from './thresholds';

/** The seats posting the blinds, from the history. */
export function blindSeats(view: HandView): { small: number | null; big: number | null } {
  let small: number | null = null;
  let big: number | null = null;
  for (const e of view.history) {
    if (e.type === 'small-blind') small = e.seat;
    if (e.type === 'big-blind') big = e.seat;
  }
  return { small, big };
}

/** Players acting after `seat` in the first betting round of a blinds game (up to and including the big blind). */
export function preflopBehind(view: HandView, seat: number): number {
  const { big } = blindSeats(view);
  if (big === null || big === seat) return 0;
  let n = 0;
  for (let k = 1; k < view.seats.length; k++) {
    const s = (seat + k) % view.seats.length;
    if (view.seats[s].inHand) n++;
    if (s === big) break;
  }
  return n;
}

/** The first-round play of a hand by family: 'raise', 'call' or 'fold', with how much is being faced. */
export function startingPlay(s: Situation): StartPlay {
  const { spec, view } = s;
  const raises = s.raisesThisRound;
  if (spec.family === 'stud') return studStart(spec, s.cards);
  if (spec.family === 'draw') {
    const read = potentialStrength(spec, view.street, s.cards, s.board);
    const T = spec.high === 'deuce-seven' ? DRAW_START.lowball : DRAW_START.high;
    if (read >= T.raiseFrom) return 'raise';
    if ('openFrom' in T && raises === 0 && read >= T.openFrom) return 'raise';
    return read >= T.callFrom ? 'call' : 'fold';
  }
  const behind = preflopBehind(view, s.seat);
  const { small, big } = blindSeats(view);
  if (spec.high === 'omaha-high') {
    const T = OMAHA_THRESHOLDS;
    const points = omahaPoints(spec, s.cards) - (spec.cardsPerPlayer === 5 ? T.fiveCardExtra : 0) - (spec.low ? T.hiLoExtra : 0);
    const where = s.seat === small || s.seat === big ? 'blinds' : behind <= 3 ? 'late' : 'early';
    if (points >= T.reraise) return 'raise';
    if (raises === 0) return points >= T.open[where] ? 'raise' : 'fold';
    return points >= T.call[where] ? 'call' : 'fold';
  }
  // Hold'em.
  const position = holdemPosition(behind, s.seat === small, s.seat === big, view.seats.filter((seat) => seat.inHand).length);
  if (raises === 0) return inRange(HOLDEM_OPEN[position], s.cards) ? 'raise' : 'fold';
  if (raises === 1) {
    if (inRange(HOLDEM_VS_RAISE.reraise, s.cards)) return 'raise';
    const calls = position === 'bb' ? HOLDEM_VS_RAISE.bigBlindCall : HOLDEM_VS_RAISE.call;
    return inRange(calls, s.cards) ? 'call' : 'fold';
  }
  if (inRange(HOLDEM_VS_RERAISE.reraise, s.cards)) return 'raise';
  return inRange(HOLDEM_VS_RERAISE.call, s.cards) ? 'call' : 'fold';
}

/** Normal's first betting round. */
function firstRound(s: Situation): HandAction {
  const play = startingPlay(s);
  const bb = s.unit;
  if (s.bringIn !== null) return play === 'raise' ? raiseTo(s, s.options.minRaiseTo ?? 0) : { type: 'bring-in' };
  // Short stacked: push or fold (no room to raise and fold).
  if (s.spec.forcedBets === 'blinds' && !s.fixed && !s.capped && s.effective + s.myBet <= NORMAL.pushFoldBigBlinds * bb) {
    if (play === 'raise' || (play === 'call' && s.raisesThisRound === 0)) return shove(s);
    if (play === 'call' && s.toCall <= 0.3 * s.stack) return checkOrCall(s);
    return checkOrFold(s);
  }
  if (play === 'fold') return checkOrFold(s);
  if (play === 'call') {
    if (s.raisesThisRound === 0 && canRaise(s) && s.spec.family !== 'stud') return openRaise(s);
    return checkOrCall(s);
  }
  if (!canRaise(s)) return checkOrCall(s);
  if (s.spec.forcedBets === 'antes' || s.fixed) return raiseTo(s, s.options.maxRaiseTo ?? 0);
  if (s.raisesThisRound === 0) return openRaise(s);
  const inPosition = s.behind === 0;
  const times = s.raisesThisRound === 1 ? (inPosition ? NORMAL.reraiseInPosition : NORMAL.reraiseOutOfPosition) : NORMAL.fourBetTimes;
  return raiseTo(s, s.currentBet * times);
}

function openRaise(s: Situation): HandAction {
  if (s.capped) return raisePot(s, 1); // pot limit: the pot-sized open is the standard
  const limpers = s.view.seats.filter((seat, i) => i !== s.seat && seat.bet >= s.unit && !seat.folded).length - 1;
  return raiseTo(s, s.unit * (NORMAL.openBigBlinds + Math.max(0, limpers)));
}

/** Normal's betting decision. */
export function normalBet(s: Situation, rng: () => number): HandAction {
  if (s.round === 0) return firstRound(s);
  const { spec, view } = s;
  const wet = wetBoard(s.board);
  let read = potentialStrength(spec, view.street, s.cards, s.board);
  const made = currentStrength(spec, s.cards, s.board);
  if (wet && made < 0.66 && made >= 0.3 && spec.family === 'community') read -= NORMAL.wetBoardPairDiscount;
  read -= NORMAL.aggressionDiscount * s.raisesThisRound;
  const adjusted = Math.max(0, read) ** (1 + NORMAL.multiway * Math.max(0, s.opponents.length - 1));
  const draw = spec.family === 'draw' ? 0 : drawChance(spec, s.cards, s.board);
  if (s.bringIn !== null) return adjusted >= NORMAL.value ? raiseTo(s, s.options.minRaiseTo ?? 0) : { type: 'bring-in' };
  const betSize = wet ? NORMAL.betWet : NORMAL.betDry;
  if (s.spr < NORMAL.commitSpr && adjusted >= NORMAL.commitRead && canRaise(s)) return shove(s);
  if (s.toCall === 0) {
    if (adjusted >= NORMAL.value && canRaise(s)) return raisePot(s, betSize);
    const headsUp = s.opponents.length === 1;
    // Continuation bets where they work: heads-up, on a dry board, or with something to fall back on.
    if (headsUp && s.iWasAggressor && !s.lastRound && (!wet || read >= 0.3) && rng() < NORMAL.continuation) return raisePot(s, NORMAL.betDry);
    if (!s.lastRound && draw >= 0.25 && rng() < NORMAL.semiBluff) return raisePot(s, betSize);
    return checkOrFold(s);
  }
  if (adjusted >= NORMAL.raise && canRaise(s)) return raisePot(s, NORMAL.raisePot);
  if (adjusted >= s.potOdds + NORMAL.callMargin) return checkOrCall(s);
  if (!s.lastRound && draw >= s.potOdds * NORMAL.drawImplied && s.spr > NORMAL.impliedSpr) return checkOrCall(s);
  return checkOrFold(s);
}
