// Turning what a bot wants (give up, see it cheaply, put in this much) into an action the hand accepts (its options only).
import type { HandAction } from '../engine/index';
import type { Situation } from './situation';

/** A stack within this share of the chosen size goes all in instead (a bet that leaves a crumb behind is a shove). */
const SHOVE_SHARE = 0.8;

/** Check when free; else fold (F-BRINGIN: a due bring-in is posted, never folded). B-FOLDFREE: never fold for free. */
export function checkOrFold(s: Situation): HandAction {
  if (s.bringIn !== null) return { type: 'bring-in' };
  if (s.options.check) return { type: 'check' };
  return s.options.fold ? { type: 'fold' } : { type: 'call' };
}

/** Check when free, else call (a due bring-in is posted). */
export function checkOrCall(s: Situation): HandAction {
  if (s.bringIn !== null) return { type: 'bring-in' };
  return s.options.check ? { type: 'check' } : { type: 'call' };
}

/**
 * A bet or raise to a total of about `to` this round, made legal: a fixed-limit size, clamped to the minimum and the
 * maximum (pot limit, spread limit, the stack), all in when nearly all in. With no raise allowed: call or check.
 */
export function raiseTo(s: Situation, to: number): HandAction {
  const o = s.options;
  if (o.minRaiseTo === null || o.maxRaiseTo === null) return checkOrCall(s);
  const type = s.currentBet === 0 ? 'bet' : 'raise';
  if (o.raiseSizes && o.raiseSizes.length > 0) {
    let pick = o.raiseSizes[0];
    for (const size of o.raiseSizes) if (size <= to) pick = size;
    return { type, to: pick };
  }
  let total = Math.round(Math.min(Math.max(to, o.minRaiseTo), o.maxRaiseTo));
  if (o.maxRaiseTo >= o.allInTo && total >= SHOVE_SHARE * o.allInTo) total = o.allInTo;
  return { type, to: total };
}

/** A bet or raise of `fraction` of the pot after calling (the pot-limit measure): total = current bet + fraction × (pot + call). */
export function raisePot(s: Situation, fraction: number): HandAction {
  return raiseTo(s, s.currentBet + fraction * (s.pot + s.toCall));
}

/** The smallest legal bet or raise (fixed limit: the one size; stud: completing the bring-in). */
export function minRaise(s: Situation): HandAction {
  return raiseTo(s, s.options.minRaiseTo ?? 0);
}

/** All in (or the largest bet the structure allows). */
export function shove(s: Situation): HandAction {
  return raiseTo(s, s.options.allInTo);
}

/** True when the bot may bet or raise now. */
export function canRaise(s: Situation): boolean {
  return s.options.minRaiseTo !== null;
}

/** The chips a HandAction puts in this round beyond the current bet of the seat (for bookkeeping and tests). */
export function chipsOf(s: Situation, action: HandAction): number {
  if (action.type === 'call') return s.toCall;
  if (action.type === 'bring-in') return s.options.bringIn ?? 0;
  if ((action.type === 'bet' || action.type === 'raise') && action.to !== undefined) return action.to - s.myBet;
  return 0;
}
