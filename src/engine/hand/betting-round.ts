// A betting round: forced bets, who acts first and next, the betting context behind the options and the check, and each betting action.
import { rankOf } from '../cards';
import type { ReasonId } from '../betting/reasons';
import {
  bettingOptions, blindAmounts, defaultBringIn, fixedLimitBetSize, isFullRaise, minRaiseTo, type BettingContext, type BettingOptions,
} from '../betting/structures';
import { bringInSeat, firstToAct, nextActiveSeat, showingValue } from '../table/positions';
import { canAct, emit, potOf, type HandCtx, type HandState } from './state';

/** F-ANTE / F-MISSED dead money: straight into the pot, not a bet of this round. */
export function postDead(s: HandState, seat: number, amount: number, type: 'ante' | 'dead-blind'): void {
  const paid = Math.min(amount, s.stacks[seat]);
  if (paid <= 0) return;
  s.stacks[seat] -= paid;
  s.contributions[seat] += paid;
  emit(s, { type, seat, amount: paid });
}

/** F-BLINDS / F-NEWPLAYER / F-BRINGIN: a live bet of this round. */
export function postLive(s: HandState, seat: number, amount: number, type: 'small-blind' | 'big-blind' | 'live-blind' | 'bring-in'): void {
  const paid = Math.min(amount, s.stacks[seat]);
  if (paid <= 0) return;
  s.stacks[seat] -= paid;
  s.contributions[seat] += paid;
  s.streetBets[seat] += paid;
  emit(s, { type, seat, amount: paid });
}

/** The big blind's amount (fixed limit: the small bet). */
export function bigBlindAmount(h: HandCtx): number {
  return blindAmounts(h.s.structure).big;
}

/** Fixed limit: the bet size of this round (B-FL). */
function fixedLimitSize(h: HandCtx): number {
  const st = h.s.structure;
  const small = st.smallBet ?? h.s.minBet;
  return fixedLimitBetSize({ roundIndex: h.s.roundIndex, smallBet: small, bigBet: st.bigBet ?? small * 2, smallRounds: h.spec.smallBetRounds });
}

/** Starts a betting round: resets the round's state, finds the first player and the bring-in. */
export function beginBetting(h: HandCtx): void {
  const s = h.s;
  const spec = h.spec;
  s.phase = 'betting';
  s.roundIndex++;
  s.acted.fill(false);
  s.seenFullRaises.fill(0);
  s.reopenAt.fill(0);
  for (let seat = 0; seat < s.seatCount; seat++) { s.noRaise[seat] = s.noRaiseNext[seat]; s.noRaiseNext[seat] = false; }
  s.currentBet = 0;
  s.lastFullRaise = s.minBet;
  s.fullBetTo = 0;
  s.shortOpen = false;
  s.betsThisRound = 0;
  s.fullRaiseCount = 0;
  s.bringInDue = -1;
  s.bigBetMade = false;
  s.roundAggressor = null;
  const able: boolean[] = [];
  for (let seat = 0; seat < s.seatCount; seat++) able.push(canAct(s, seat));
  let first: number;
  if (s.roundIndex === 0 && spec.forcedBets === 'blinds') {
    // The blinds were posted before the deal; they are live bets of this round.
    const big = bigBlindAmount(h);
    s.currentBet = big;
    for (const b of s.streetBets) if (b > s.currentBet) s.currentBet = b;
    s.lastFullRaise = big;
    s.fullBetTo = big;
    s.betsThisRound = 1; // B-FL: preflop the big blind is the first bet.
    first = firstToAct({ kind: 'preflop', canAct: able, button: s.button, bigBlind: s.bigBlindSeat });
  } else if (spec.family === 'stud') {
    if (s.roundIndex === 0) {
      // F-BRINGIN: the lowest or highest up card by the game's rule, ties by suit (C-SUITORDER).
      const which = (spec.bringIn?.[s.structure.kind as 'fixed-limit'] ?? spec.bringIn?.other) ?? 'lowest';
      const upCards = s.cards.map((c, seat) => (s.dealtIn[seat] && !s.folded[seat] ? c[s.up[seat].indexOf(true)] : null));
      const seat = bringInSeat(upCards, which, spec.suitOrder);
      first = able[seat] ? seat : nextActiveSeat(able, seat);
      // F-BRINGIN: if that player is all-in from the ante, the next player clockwise brings in, so the round opens with a bet
      // (unless nobody is left to bet against).
      if (defaultBringIn(s.structure) > 0 && first >= 0 && able.filter(Boolean).length > 1) s.bringInDue = first;
    } else {
      // F-ORDER-STUD: the best hand showing among the players still in; if that player is all-in, the next who can act.
      const inHand = s.dealtIn.map((d, seat) => d && !s.folded[seat]);
      first = firstToAct({ kind: 'stud-later', canAct: able, button: s.button, showing: showing(h), inHand });
    }
  } else if (s.roundIndex > 0 && spec.afterDrawFirst === 'left-of-big-blind') {
    first = firstToAct({ kind: 'after-draw-left-of-big-blind', canAct: able, button: s.button, bigBlind: s.bigBlindSeat });
  } else {
    first = firstToAct({ kind: 'postflop', canAct: able, button: s.button });
  }
  s.toAct = first;
  // P-RUNOUT: with at most one player able to act and nothing owed, there is no betting.
  if (first < 0 || !needsToAct(s, first)) s.toAct = findNextActor(s, first);
}

/** F-ORDER-STUD: the value of each seat's up cards. */
export function showing(h: HandCtx): number[] {
  const soko = h.spec.high === 'soko';
  return h.s.cards.map((cards, seat) => showingValue(cards.filter((_, k) => h.s.up[seat][k]), soko));
}

/** B-RAISE-CLOSED: another player could still put in a chip beyond what they already owe. */
function othersCouldAdd(s: HandState, seat: number): boolean {
  for (let t = 0; t < s.seatCount; t++) {
    if (t !== seat && canAct(s, t) && s.stacks[t] > s.currentBet - s.streetBets[t]) return true;
  }
  return false;
}

function needsToAct(s: HandState, seat: number): boolean {
  if (seat < 0 || !canAct(s, seat)) return false;
  if (s.bringInDue === seat) return true;
  if (s.streetBets[seat] < s.currentBet) return true;
  if (s.acted[seat]) return false;
  // Nobody to bet against: everyone else still in is all-in.
  for (let t = 0; t < s.seatCount; t++) if (t !== seat && canAct(s, t)) return true;
  return false;
}

/** The next seat after `from` that must act this round, or -1 when the round is over. */
export function findNextActor(s: HandState, from: number): number {
  const start = from < 0 ? s.button : from;
  for (let k = 1; k <= s.seatCount; k++) {
    const seat = (start + k) % s.seatCount;
    if (needsToAct(s, seat)) return seat;
  }
  return -1;
}

/** The betting context of a seat: the single input of both the options list and the action check. */
export function bettingContext(h: HandCtx, seat: number): BettingContext {
  const s = h.s;
  // B-FULLBET: closed for a player who acted and since then faced no full bet or raise, nor short all-ins adding up to one
  // over what they last faced (a player who only checked may act on any bet).
  const reopened = !s.acted[seat] || s.seenFullRaises[seat] < s.fullRaiseCount || s.streetBets[seat] === 0 || s.currentBet >= s.reopenAt[seat];
  let noRaiseReason: ReasonId | undefined;
  if (s.noRaise[seat]) noRaiseReason = 'raise-closed.timed-out';
  else if (!reopened) noRaiseReason = 'raise-closed.full-bet';
  else if (!othersCouldAdd(s, seat)) noRaiseReason = 'raise-closed.others-all-in'; // B-RAISE-CLOSED
  return {
    structure: s.structure, roundIndex: s.roundIndex, currentBet: s.currentBet, lastFullRaise: s.lastFullRaise,
    playerBet: s.streetBets[seat], stack: s.stacks[seat], pot: potOf(s), betsThisRound: s.betsThisRound,
    mayRaise: noRaiseReason === undefined, noRaiseReason,
    bigBetAllowed: bigBetAllowed(h), bigBetMade: s.bigBetMade,
    bringInDue: s.bringInDue === seat ? defaultBringIn(s.structure) : undefined,
    smallBetRounds: h.spec.smallBetRounds,
    shortAllInBet: s.shortOpen, lastFullBetTo: s.fullBetTo,
  };
}

/** The legal options of a seat now. */
export function optionsFor(h: HandCtx, seat: number): BettingOptions {
  return bettingOptions(bettingContext(h, seat));
}

/** B-FL-DOUBLE: fixed-limit seven-card stud, fourth street, a pair showing. */
function bigBetAllowed(h: HandCtx): boolean {
  const s = h.s;
  if (!h.spec.doubleOnOpenPair || s.structure.kind !== 'fixed-limit' || s.roundIndex !== 1) return false;
  for (let seat = 0; seat < s.seatCount; seat++) {
    if (!s.dealtIn[seat] || s.folded[seat]) continue;
    const ranks = s.cards[seat].filter((_, k) => s.up[seat][k]).map(rankOf);
    if (new Set(ranks).size < ranks.length) return true;
  }
  return false;
}

/** Folds a seat: its cards go to the muck. */
export function foldSeat(s: HandState, seat: number): void {
  s.folded[seat] = true;
  s.muck.push(...s.cards[seat]);
}

/** I-DISCONNECT: all-in for what the player put in (their other chips are not at risk), folded if nothing. */
export function doDisconnect(s: HandState, seat: number): void {
  const fold = s.contributions[seat] === 0;
  if (fold) foldSeat(s, seat); else s.disconnected[seat] = true;
  emit(s, { type: 'disconnected', seat, folded: fold });
  if (s.bringInDue === seat) s.bringInDue = -1;
  s.acted[seat] = true;
  s.toAct = findNextActor(s, seat);
}

/** Applies a legal betting action (already checked against `options`). */
export function doBetting(h: HandCtx, seat: number, action: { type: string; to?: number }, options: BettingOptions): void {
  const s = h.s;
  switch (action.type) {
    case 'fold':
      foldSeat(s, seat);
      emit(s, { type: 'fold', seat });
      break;
    case 'check':
      emit(s, { type: 'check', seat });
      break;
    case 'call': {
      const amount = options.call;
      s.stacks[seat] -= amount;
      s.streetBets[seat] += amount;
      s.contributions[seat] += amount;
      emit(s, { type: 'call', seat, amount, allIn: s.stacks[seat] === 0 });
      break;
    }
    case 'bring-in': {
      postLive(s, seat, options.bringIn ?? 0, 'bring-in');
      s.currentBet = Math.max(s.currentBet, s.streetBets[seat]);
      s.bringInDue = -1;
      break;
    }
    default: {
      const to = action.to ?? options.minRaiseTo!;
      const full = isFullRaise(bettingContext(h, seat), to);
      const amount = to - s.streetBets[seat];
      s.stacks[seat] -= amount;
      s.streetBets[seat] = to;
      s.contributions[seat] += amount;
      const type = s.currentBet === 0 ? 'bet' : 'raise';
      const st = s.structure;
      if (full) {
        if (st.kind === 'fixed-limit' && st.bigBet && to - s.currentBet >= st.bigBet && s.roundIndex < h.spec.smallBetRounds) s.bigBetMade = true;
        s.lastFullRaise = Math.max(s.lastFullRaise, to - s.currentBet);
        s.fullRaiseCount++;
        s.betsThisRound++;
        s.fullBetTo = to;
        s.shortOpen = false;
      } else if (to < s.minBet) {
        s.shortOpen = true; // B-MINRAISE: an all-in opening bet below the minimum bet
      }
      s.currentBet = Math.max(s.currentBet, to);
      s.bringInDue = -1;
      s.roundAggressor = seat;
      emit(s, { type, seat, to, amount, allIn: s.stacks[seat] === 0, full });
    }
  }
  s.acted[seat] = true;
  s.roundHadAction = true;
  s.seenFullRaises[seat] = s.fullRaiseCount;
  s.reopenAt[seat] = reopenLevel(h);
  s.toAct = findNextActor(s, seat);
}

/** B-FULLBET: the total that would reopen the betting for a player who just acted (a full raise over what they faced). */
function reopenLevel(h: HandCtx): number {
  const s = h.s;
  if (s.structure.kind === 'fixed-limit') return s.currentBet + fixedLimitSize(h);
  return minRaiseTo({ currentBet: s.currentBet, lastFullRaise: s.lastFullRaise, minBet: s.minBet, rule: s.structure.minRaise ?? 'standard', shortAllInBet: s.shortOpen });
}

/** P-SIDEPOTS: chips nobody matched go back to their owner at the end of a round. */
export function returnUncalled(s: HandState): void {
  let top = -1;
  let second = 0;
  for (let seat = 0; seat < s.seatCount; seat++) {
    const b = s.streetBets[seat];
    if (top < 0 || b > s.streetBets[top]) { if (top >= 0) second = Math.max(second, s.streetBets[top]); top = seat; } else second = Math.max(second, b);
  }
  if (top < 0) return;
  const extra = s.streetBets[top] - second;
  if (extra > 0) {
    s.streetBets[top] -= extra;
    s.contributions[top] -= extra;
    s.stacks[top] += extra;
    emit(s, { type: 'uncalled', seat: top, amount: extra });
  }
}
