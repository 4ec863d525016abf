// Live chip actions read into the legal action they count as (B-LIVEACTS, B-HALFRULE), for lessons and quizzes.
import { completeShortRaise, minRaiseTo, type MinRaiseRule } from '../betting/structures';

/** What a live player did: the chips pushed (their total value and how many chips), and any words said. */
export interface LiveChipAction {
  /** The highest total anyone must match this round. */
  currentBet: number;
  /** The player's chips already in front of them this round. */
  playerBet: number;
  /** The largest full bet or raise increment so far this round (the big blind preflop). */
  lastFullRaise: number;
  /** The minimum bet (the big blind). */
  minBet: number;
  rule?: MinRaiseRule;
  /** Value of the chips pushed forward now. */
  chipsPushed: number;
  /** How many chips were pushed (one oversized chip is a call, B-LIVEACTS). Default: more than one. */
  chipCount?: number;
  /** Words said, if any. */
  said?: 'call' | 'raise' | 'bet' | 'all-in';
  /** An amount said aloud: the total the player bets or raises to. */
  saidTo?: number;
  /** Chips behind before pushing (an all-in push stands as it is). */
  stack?: number;
  /** B-MINRAISE: the current bet is an all-in opening bet below the minimum bet. */
  shortAllInBet?: boolean;
}

/** The legal action a live chip action counts as, and why. */
export interface LiveReading {
  action: { type: 'check' | 'call' | 'bet' | 'raise'; to: number };
  reason: string;
}

/**
 * Reads a live chip action (B-LIVEACTS, B-HALFRULE): one oversized chip pushed silently facing a bet is a call; a bet
 * without a stated amount is the chips pushed; a raise short of the minimum is completed when it is at least half the
 * required raise and is a call when less (seed 003: 1500, 4000, 6800 → completed to 8000 under the double rule); a
 * declared "raise" is at least the minimum raise (B-DECLARE).
 */
export function readLiveAction(a: LiveChipAction): LiveReading {
  const facing = a.currentBet > a.playerBet;
  const allIn = a.stack !== undefined && a.chipsPushed >= a.stack;
  const to = a.saidTo ?? a.playerBet + a.chipsPushed;
  if (a.said === 'call') {
    return facing ? { action: { type: 'call', to: a.currentBet }, reason: `"Call" was said, so it is a call of ${a.currentBet}; extra chips go back.` }
      : { action: { type: 'check', to: a.playerBet }, reason: 'There is no bet to call, so it is a check.' };
  }
  if (!facing) {
    if (a.chipsPushed <= 0 && a.saidTo === undefined) return { action: { type: 'check', to: a.playerBet }, reason: 'No chips and no bet: a check.' };
    if (allIn || to >= a.minBet) {
      return { action: { type: 'bet', to }, reason: a.saidTo !== undefined ? `The stated amount counts: a bet of ${to}.` : `A bet without a stated amount is the chips pushed: a bet of ${to} (B-LIVEACTS).` };
    }
    return { action: { type: 'bet', to: a.minBet }, reason: `${to} is below the minimum bet, so the bet must be brought up to ${a.minBet}.` };
  }
  if (a.said === undefined && a.saidTo === undefined && (a.chipCount ?? 2) === 1) {
    return { action: { type: 'call', to: a.currentBet }, reason: `One oversized chip pushed without a word facing a bet is a call of ${a.currentBet} (B-LIVEACTS); the change goes back.` };
  }
  if ((a.said === 'raise' || a.said === 'bet') && !allIn) {
    // B-DECLARE: a declared raise is at least a full minimum raise: chips short of it are completed to the minimum
    // (facing 800, minimum raise to 1600, "raise" and 1040 in chips: a raise to 1600), not read as a call (B-HALFRULE).
    const needed = minRaiseTo(a);
    if (to >= needed) return { action: { type: 'raise', to }, reason: `"Raise" was said and ${to} is at least the minimum raise to ${needed}: a raise to ${to}.` };
    const cap = a.stack !== undefined ? a.playerBet + a.stack : Number.POSITIVE_INFINITY;
    if (cap <= a.currentBet) return { action: { type: 'call', to: cap }, reason: `"Raise" was said but the chips behind only cover a call: all-in for ${cap}.` };
    const completed = Math.min(needed, cap);
    return {
      action: { type: 'raise', to: completed },
      reason: completed === needed
        ? `"Raise" was said, so the raise must be at least the minimum: the ${to} in chips is completed to ${needed} (B-DECLARE).`
        : `"Raise" was said and the chips behind do not reach the minimum raise to ${needed}: an all-in raise to ${completed} (B-DECLARE).`,
    };
  }
  if (to <= a.currentBet) return { action: { type: 'call', to: a.currentBet }, reason: `${to} does not exceed the bet of ${a.currentBet}, so it is a call (the call must be made in full).` };
  if (allIn) {
    const needed = minRaiseTo(a);
    return { action: { type: 'raise', to }, reason: to >= needed ? `An all-in raise to ${to}.` : `An all-in raise to ${to}: short of a full raise (${needed}), it stands as it is but does not reopen the betting (B-FULLBET).` };
  }
  const read = completeShortRaise({ currentBet: a.currentBet, pushedTo: to, lastFullRaise: a.lastFullRaise, minBet: a.minBet, rule: a.rule });
  return { action: { type: read.action, to: read.to }, reason: read.reason + (read.to === to ? '' : ' (B-HALFRULE)') };
}
