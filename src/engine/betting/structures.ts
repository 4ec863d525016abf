// Betting structures as pure functions (B-NL, B-PL, B-HALFPL, B-FL, B-FL-DOUBLE, B-SPREAD, B-MINRAISE, B-MINRAISE-DOUBLE, B-FULLBET, B-STACK).
// The hand's legal-options list and its action check both call `bettingOptions` and `checkBettingAction`, so they never disagree.
import { reason, type Reason, type ReasonId, type ReasonParams } from './reasons';

/** The five betting structures a table can use. */
export type StructureKind = 'no-limit' | 'pot-limit' | 'half-pot' | 'fixed-limit' | 'spread-limit';
export const STRUCTURE_KINDS: readonly StructureKind[] = ['no-limit', 'pot-limit', 'half-pot', 'fixed-limit', 'spread-limit'];

/** B-MINRAISE ('standard', the online rule) or B-MINRAISE-DOUBLE ('double', the card-room rule of seed 003). */
export type MinRaiseRule = 'standard' | 'double';

/** A table's betting structure and amounts (DESIGN.md `structure`). */
export interface BettingStructure {
  kind: StructureKind;
  /** Flop and draw games (F-BLINDS). */
  smallBlind?: number;
  bigBlind?: number;
  /** Stud family, Soko, Americana, Telesina (F-ANTE); may also be used with blinds. */
  ante?: number;
  /** Stud-family forced opening bet (F-BRINGIN); usually twice the ante. 0 or absent: the first player may check. */
  bringIn?: number;
  /** Fixed limit (B-FL): the small bet (first two rounds) and big bet (later rounds). */
  smallBet?: number;
  bigBet?: number;
  /** B-MINRAISE (default 'standard') or B-MINRAISE-DOUBLE. */
  minRaise?: MinRaiseRule;
  /** Spread limit (B-SPREAD): maximum bet or raise in the first two rounds, the fourth-street round, and the fifth-street round on. Default [1, 2, 3] times the minimum bet. */
  spreadMax?: readonly [number, number, number];
  /** Minimum bet; default the big blind (B-NL), the small bet in fixed limit, else the bring-in (seed 004: "the forced bet or the bring-in"), else twice the ante. */
  minBet?: number;
  /** Fixed limit: bets allowed per round (bet + raises), default 4 (B-FL). */
  betCap?: number;
}

/** The minimum opening bet of a structure (B-NL: the big blind). */
export function minimumBet(structure: BettingStructure): number {
  if (structure.minBet !== undefined) return structure.minBet;
  if (structure.kind === 'fixed-limit' && structure.smallBet) return structure.smallBet;
  if (structure.bigBlind) return structure.bigBlind;
  if (structure.smallBet) return structure.smallBet;
  if (structure.bringIn) return structure.bringIn;
  if (structure.ante) return defaultBringIn(structure);
  return 1;
}

/**
 * F-BLINDS: the blinds a structure posts, written once for the hand and the table: the big blind (default the small
 * bet, else the minimum bet) and the small blind (default half the big blind, rounded down).
 */
export function blindAmounts(structure: BettingStructure): { small: number; big: number } {
  const big = structure.bigBlind ?? structure.smallBet ?? minimumBet(structure);
  return { small: structure.smallBlind ?? Math.floor(big / 2), big };
}

/** B-FL: the small and big bets of a fixed-limit structure (default: the minimum bet, and twice the small bet). */
export function fixedLimitBets(structure: BettingStructure): { small: number; big: number } {
  const small = structure.smallBet ?? minimumBet(structure);
  return { small, big: structure.bigBet ?? small * 2 };
}

/** F-BRINGIN: the bring-in, by default twice the ante ("usually twice the ante"); 0 when there is none. */
export function defaultBringIn(structure: BettingStructure): number {
  return structure.bringIn ?? (structure.ante ? structure.ante * 2 : 0);
}

/**
 * B-MINRAISE / B-MINRAISE-DOUBLE: the smallest total a bet or raise may reach this round.
 * With no bet (or only a bring-in or an all-in below the minimum bet) it is the minimum bet.
 * Standard: the current bet plus the largest full bet or raise increment so far (the big blind preflop).
 * Double: the raise increment must be at least the current bet (1500 → 4000 → at least 8000).
 */
export function minRaiseTo(args: { currentBet: number; lastFullRaise: number; minBet: number; rule?: MinRaiseRule; shortAllInBet?: boolean }): number {
  const { currentBet, lastFullRaise, minBet, rule = 'standard' } = args;
  // B-MINRAISE: an all-in opening bet below the minimum bet is not a full bet; raising it adds at least the minimum bet
  // (blinds 10/20, all-in for 2: the smallest raise is to 22). A bring-in below it is completed to the minimum bet.
  if (currentBet < minBet) return args.shortAllInBet && currentBet > 0 ? currentBet + minBet : minBet;
  const increment = rule === 'double' ? Math.max(currentBet, minBet) : Math.max(lastFullRaise, minBet);
  return currentBet + increment;
}

/**
 * B-PL: the largest total a pot-limit bet or raise may reach: call first, then raise by the pot after that call.
 * `pot` = all earlier rounds plus every bet on the table now (including the player's own `playerBet`).
 */
export function potLimitMaxRaiseTo(args: { pot: number; currentBet: number; playerBet: number }): number {
  const call = args.currentBet - args.playerBet;
  return args.currentBet + args.pot + call;
}

/** B-HALFPL: as pot limit, with the raise part capped at half the pot after the call (rounded down). */
export function halfPotMaxRaiseTo(args: { pot: number; currentBet: number; playerBet: number }): number {
  const call = args.currentBet - args.playerBet;
  return args.currentBet + Math.floor((args.pot + call) / 2);
}

/** B-FL: the bet size of a fixed-limit round: the small bet in the first `smallRounds` rounds (default 2), the big bet after. */
export function fixedLimitBetSize(args: { roundIndex: number; smallBet: number; bigBet: number; smallRounds?: number }): number {
  return args.roundIndex < (args.smallRounds ?? 2) ? args.smallBet : args.bigBet;
}

/** B-FL: true when the round already has its maximum number of bets (bet + three raises by default, heads-up too). */
export function fixedLimitCapReached(betsThisRound: number, cap = 4): boolean {
  return betsThisRound >= cap;
}

/** B-SPREAD, written 1-2-3: the round maxima when a table names only its minimum bet (one, two and three times it). */
export const defaultSpreadMax = (minBet: number): [number, number, number] => [minBet, minBet * 2, minBet * 3];

/** B-SPREAD: the maximum single bet or raise in a round of a spread-limit game (rounds 0, 1 → first; 2 → second; 3+ → third). */
export function spreadLimitRoundMax(roundIndex: number, spreadMax: readonly [number, number, number]): number {
  return roundIndex < 2 ? spreadMax[0] : roundIndex === 2 ? spreadMax[1] : spreadMax[2];
}

/**
 * B-SPREAD: the range of totals a spread-limit bet or raise may reach: at least the minimum bet and at least the
 * previous bet or raise; at most the round's maximum above the current bet; and the player's total for the round
 * at most three times the round's maximum. Null when no raise fits.
 */
export function spreadLimitRange(args: {
  roundIndex: number; currentBet: number; lastFullRaise: number; minBet: number; spreadMax: readonly [number, number, number]; shortAllInBet?: boolean;
}): { minRaiseTo: number; maxRaiseTo: number } | null {
  const roundMax = spreadLimitRoundMax(args.roundIndex, args.spreadMax);
  const low = args.currentBet < args.minBet && !(args.shortAllInBet && args.currentBet > 0) ? args.minBet : args.currentBet + Math.max(args.minBet, args.lastFullRaise);
  const high = Math.min(args.currentBet + roundMax, 3 * roundMax);
  return low <= high ? { minRaiseTo: low, maxRaiseTo: high } : null;
}

/**
 * B-FULLBET: does a raise to `raiseTo` reopen the betting for players who already acted?
 * Only a full bet or raise does: an all-in raise smaller than the minimum raise does not.
 * Seed 003: bet 2000, all-in 3800 (a full raise needed 4000): the first bettor may only call or fold.
 */
export function reopensAction(args: { currentBet: number; raiseTo: number; lastFullRaise: number; minBet: number; rule?: MinRaiseRule }): { reopens: boolean; reason: string } {
  const needed = minRaiseTo(args);
  if (args.raiseTo >= needed) return { reopens: true, reason: `${args.raiseTo} is a full raise (at least ${needed}), so everyone may raise again.` };
  return {
    reopens: false,
    reason: `${args.raiseTo} is less than a full raise (${needed}), so players who already acted and face only this raise may call or fold but not raise.`,
  };
}

/**
 * B-HALFRULE (live procedure): a raise of at least half the minimum raise must be completed to the minimum; less
 * than half counts as a call. Seed 003 (double rule): bet 1500, raise to 4000, re-raise to 6800: 2800 of the
 * required 4000 is at least half, so the raiser must complete to 8000.
 */
export function completeShortRaise(args: { currentBet: number; pushedTo: number; lastFullRaise: number; minBet: number; rule?: MinRaiseRule }):
  { action: 'call' | 'raise'; to: number; reason: string } {
  const needed = minRaiseTo(args);
  if (args.pushedTo >= needed) return { action: 'raise', to: args.pushedTo, reason: `${args.pushedTo} is at least the minimum raise to ${needed}, so it stands.` };
  const required = needed - args.currentBet;
  const made = args.pushedTo - args.currentBet;
  if (made * 2 >= required) {
    return { action: 'raise', to: needed, reason: `The raise of ${made} is at least half of the required ${required}, so it must be completed to ${needed}.` };
  }
  return { action: 'call', to: args.currentBet, reason: `The raise of ${made} is less than half of the required ${required}, so it counts as a call of ${args.currentBet}.` };
}

/** What a betting round looks like to the player about to act (inputs of `bettingOptions`). */
export interface BettingContext {
  structure: BettingStructure;
  /** 0 for the first betting round of the hand. */
  roundIndex: number;
  /** The highest total anyone must match this round. */
  currentBet: number;
  /** The largest full bet or raise increment so far this round (the big blind preflop). */
  lastFullRaise: number;
  /** This player's chips already in front of them this round. */
  playerBet: number;
  /** This player's chips behind (B-STACK: all they can still put in). */
  stack: number;
  /** All chips in the pot including every bet on the table this round. */
  pot: number;
  /** Fixed limit: bets so far this round (the preflop big blind and the stud completion count; the bring-in does not). */
  betsThisRound: number;
  /** False when B-FULLBET closes raising for this player, or after a draw timeout (G-DRAW-TIMER). */
  mayRaise: boolean;
  /** Why `mayRaise` is false (a 'raise-closed.*' reason id, shown to the learner). */
  noRaiseReason?: ReasonId;
  /** B-FL-DOUBLE: a pair shows on fourth street, so the big bet may be bet. */
  bigBetAllowed?: boolean;
  /** B-FL-DOUBLE: someone already bet or raised the big bet this round, so raises are big bets. */
  bigBetMade?: boolean;
  /** A bring-in is due: the player posts it or completes (F-BRINGIN). */
  bringInDue?: number;
  /** Fixed limit: how many rounds use the small bet (B-FL: 2; single-draw games 1). */
  smallBetRounds?: number;
  /** B-MINRAISE: the current bet is an all-in opening bet below the minimum bet (a raise adds at least the minimum bet). */
  shortAllInBet?: boolean;
  /** B-FL-SHORT: the total of the last bet or raise that counted as full this round (default: the current bet; 0 before any). */
  lastFullBetTo?: number;
}

/** The legal options of the player to act (DESIGN.md `options`). */
export interface BettingOptions {
  fold: boolean;
  check: boolean;
  /** Chips this player adds to call (0 when they can check). */
  call: number;
  /** Smallest and largest total this round after a bet or raise; null when they may not bet or raise. */
  minRaiseTo: number | null;
  maxRaiseTo: number | null;
  /** Fixed limit: the only totals a bet or raise may reach (all-in for less included). */
  raiseSizes?: number[];
  /** F-BRINGIN: the bring-in amount this player may post instead of completing. */
  bringIn?: number;
  /** The chips this player would have in this round if all-in. */
  allInTo: number;
}

/** Why no raise is possible: a 'raise-closed.*' reason id and its parameters. */
interface Closed { why: ReasonId; params?: ReasonParams }

/**
 * The bet a raise is measured from: with a bring-in due (F-BRINGIN, not fixed limit), the bring-in itself, so that
 * anything more than posting the bring-in is at least a full raise of it.
 */
function openingBase(ctx: BettingContext): number {
  return ctx.bringInDue !== undefined ? Math.max(ctx.currentBet, ctx.bringInDue) : ctx.currentBet;
}

/** The raise range of the structure before the stack cap, or a reason why no raise is possible. */
function structureRange(ctx: BettingContext): { low: number; high: number; sizes?: number[] } | Closed {
  const s = ctx.structure;
  const minBet = minimumBet(s);
  const rule = s.minRaise ?? 'standard';
  switch (s.kind) {
    case 'no-limit': {
      const low = minRaiseTo({ currentBet: openingBase(ctx), lastFullRaise: ctx.lastFullRaise, minBet, rule, shortAllInBet: ctx.shortAllInBet });
      return { low, high: Number.POSITIVE_INFINITY };
    }
    case 'pot-limit':
    case 'half-pot': {
      const low = minRaiseTo({ currentBet: openingBase(ctx), lastFullRaise: ctx.lastFullRaise, minBet, rule, shortAllInBet: ctx.shortAllInBet });
      const args = { pot: ctx.pot, currentBet: ctx.currentBet, playerBet: ctx.playerBet };
      const high = s.kind === 'pot-limit' ? potLimitMaxRaiseTo(args) : halfPotMaxRaiseTo(args);
      return { low, high: Math.max(low, high) };
    }
    case 'fixed-limit': {
      const cap = s.betCap ?? 4;
      if (fixedLimitCapReached(ctx.betsThisRound, cap)) return { why: 'raise-closed.capped', params: { cap } };
      const bets = fixedLimitBets(s);
      const size = fixedLimitBetSize({ roundIndex: ctx.roundIndex, smallBet: bets.small, bigBet: bets.big, smallRounds: ctx.smallBetRounds });
      if (ctx.currentBet < size && ctx.betsThisRound === 0) {
        // Opening bet, or completing a bring-in to a full bet (B-FL, F-BRINGIN).
        const sizes = [size];
        if (ctx.bigBetAllowed && s.bigBet && s.bigBet > size) sizes.push(s.bigBet);
        return { low: sizes[0], high: sizes[sizes.length - 1], sizes };
      }
      const increments = ctx.bigBetAllowed && s.bigBet && s.bigBet > size ? (ctx.bigBetMade ? [s.bigBet] : [size, s.bigBet]) : [size];
      // B-FL-SHORT: after an all-in short of half a bet, the next raise completes the full one (bet 10, all-in 14: to 20).
      const base = fixedLimitBase(ctx);
      const sizes = increments.map((inc) => base + inc);
      return { low: sizes[0], high: sizes[sizes.length - 1], sizes };
    }
    case 'spread-limit': {
      const spreadMax = s.spreadMax ?? defaultSpreadMax(minBet);
      const range = spreadLimitRange({ roundIndex: ctx.roundIndex, currentBet: openingBase(ctx), lastFullRaise: ctx.lastFullRaise, minBet, spreadMax, shortAllInBet: ctx.shortAllInBet });
      if (!range) return { why: 'raise-closed.spread-total', params: { max: 3 * spreadLimitRoundMax(ctx.roundIndex, spreadMax) } };
      return { low: range.minRaiseTo, high: range.maxRaiseTo };
    }
  }
}

/** The legal options of the player to act: fold, check, call amount, and bet/raise-to bounds (B-STACK caps them). */
export function bettingOptions(ctx: BettingContext): BettingOptions {
  const allInTo = ctx.playerBet + ctx.stack;
  const owed = Math.max(0, ctx.currentBet - ctx.playerBet);
  const call = Math.min(owed, ctx.stack);
  const options: BettingOptions = { fold: owed > 0, check: owed === 0, call, minRaiseTo: null, maxRaiseTo: null, allInTo };
  if (ctx.bringInDue !== undefined) {
    options.fold = false;
    options.check = false;
    options.call = 0;
    options.bringIn = Math.min(ctx.bringInDue, ctx.stack);
  }
  const range = raiseRange(ctx);
  if (!('why' in range)) {
    options.minRaiseTo = range.low;
    options.maxRaiseTo = range.high;
    if (range.sizes) options.raiseSizes = range.sizes;
  }
  return options;
}

/** The bet/raise bounds after the stack cap, or the reason there are none. */
function raiseRange(ctx: BettingContext): { low: number; high: number; sizes?: number[] } | Closed {
  if (!ctx.mayRaise) return { why: ctx.noRaiseReason ?? 'raise-closed.full-bet' };
  const allInTo = ctx.playerBet + ctx.stack;
  const owed = Math.max(0, ctx.currentBet - ctx.playerBet);
  if (ctx.stack <= owed) return { why: ctx.stack === 0 ? 'raise-closed.no-chips' : 'raise-closed.only-call' };
  const r = structureRange(ctx);
  if ('why' in r) return r;
  // B-STACK: nobody bets more than they have; an all-in below the minimum is still allowed (a short raise).
  if (allInTo <= r.low) return { low: allInTo, high: allInTo, sizes: r.sizes ? [allInTo] : undefined };
  const high = Math.min(r.high, allInTo);
  const sizes = r.sizes ? r.sizes.filter((x) => x < allInTo) : undefined;
  if (sizes && r.sizes!.some((x) => x >= allInTo)) sizes.push(allInTo);
  return { low: r.low, high, sizes };
}

/** A betting action as the hand receives it. */
export type BettingActionType = 'fold' | 'check' | 'call' | 'bet' | 'raise' | 'bring-in';

/**
 * The one check shared by the options list and the action path: null when legal, else a sentence a learner can
 * read saying why the action is illegal.
 */
export function checkBettingAction(ctx: BettingContext, action: { type: BettingActionType; to?: number }): string | null {
  return explainBettingAction(ctx, action)?.text ?? null;
}

/** As `checkBettingAction`, with the reason as a message id and parameters (for translations). */
export function explainBettingAction(ctx: BettingContext, action: { type: BettingActionType; to?: number }): Reason | null {
  const o = bettingOptions(ctx);
  switch (action.type) {
    case 'bring-in':
      return o.bringIn === undefined ? reason('no-bring-in') : null;
    case 'fold':
      if (o.bringIn !== undefined) return reason('bring-in-due', { amount: o.bringIn });
      return o.fold ? null : reason('nothing-to-fold');
    case 'check':
      if (o.bringIn !== undefined) return reason('bring-in-due', { amount: o.bringIn });
      return o.check ? null : reason('cannot-check', { bet: ctx.currentBet, call: o.call });
    case 'call':
      if (o.bringIn !== undefined) return reason('bring-in-due', { amount: o.bringIn });
      return o.check ? reason('nothing-to-call') : null;
    case 'bet':
    case 'raise': {
      const range = raiseRange(ctx);
      const verb = ctx.currentBet === 0 ? 'bet' : 'raise';
      if ('why' in range) return reason('may-not-raise', { verb, why: range.why, ...range.params });
      const to = action.to ?? range.low;
      if (!Number.isInteger(to)) return reason('whole-chips', { amount: String(action.to) });
      if (to > o.allInTo) return reason('over-stack', { verb, stack: ctx.stack, allInTo: o.allInTo });
      if (to < range.low) return reason('below-minimum', { verb, min: range.low, rule: minimumRule(ctx) });
      if (to > range.high) return reason('above-maximum', { verb, max: range.high, limit: `limit.${ctx.structure.kind}` });
      if (range.sizes && !range.sizes.includes(to)) return reason('fixed-sizes', { verb, sizes: range.sizes.join(' or ') });
      return null;
    }
  }
  return reason('unknown-action', { type: String((action as { type: unknown }).type) });
}

function minimumRule(ctx: BettingContext): ReasonId {
  if (ctx.currentBet === 0) return 'rule.minimum-bet';
  if (ctx.structure.kind === 'fixed-limit') return 'rule.fixed-limit';
  return ctx.structure.minRaise === 'double' ? 'rule.double' : 'rule.standard';
}

/** True when a raise to `to` is a full raise, which counts toward the fixed-limit cap and reopens the betting (B-FULLBET). */
export function isFullRaise(ctx: BettingContext, to: number): boolean {
  const s = ctx.structure;
  const minBet = minimumBet(s);
  if (s.kind === 'fixed-limit') {
    const bets = fixedLimitBets(s);
    const size = fixedLimitBetSize({ roundIndex: ctx.roundIndex, smallBet: bets.small, bigBet: bets.big, smallRounds: ctx.smallBetRounds });
    // B-FL-SHORT: an all-in of at least half a bet over the last full bet counts as a full bet or raise.
    return (to - fixedLimitBase(ctx)) * 2 >= size;
  }
  return to >= minRaiseTo({ currentBet: ctx.currentBet, lastFullRaise: ctx.lastFullRaise, minBet, rule: s.minRaise ?? 'standard', shortAllInBet: ctx.shortAllInBet });
}

/** B-FL / B-FL-SHORT: the total a fixed-limit raise builds on: the last full bet (0 before any: an opening bet or a completion). */
function fixedLimitBase(ctx: BettingContext): number {
  if (ctx.lastFullBetTo !== undefined) return ctx.lastFullBetTo;
  return ctx.betsThisRound === 0 ? 0 : ctx.currentBet;
}
