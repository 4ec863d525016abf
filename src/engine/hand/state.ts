// A hand's whole state as private plain data (numbers, booleans, arrays, null): what snapshot() copies and clone() rebuilds from.
import type { Card } from '../cards';
import type { BettingStructure } from '../betting/structures';
import type { PotShape } from '../betting/pots';
import type { GameSpec } from '../games';
import type { Evaluator } from '../rankings/types';
import type { HandAction, HandEvent, HandResult, HandSetup } from './types';

/** What the hand is waiting for. */
export type Phase = 'betting' | 'draw' | 'split' | 'runout-choice' | 'runout-accept' | 'done';

/** Every mutable and derived field of a hand: JSON-safe plain data, never handed out by reference. */
export interface HandState {
  /** The setup as given, copied and frozen (plain data: no evaluator inside). */
  setup: HandSetup;
  structure: BettingStructure;
  seatCount: number;
  button: number;
  minBet: number;
  startStacks: number[];
  dealtIn: boolean[];
  /** mulberry32's 32-bit state: the shuffle of the cards not given. */
  rng: number;

  stacks: number[];
  folded: boolean[];
  /** Each seat's cards in deal order and which are face up. */
  cards: Card[][];
  up: boolean[][];
  boards: Card[][];
  /** Chips each seat put in this hand (antes, blinds, dead money and bets). */
  contributions: number[];
  streetBets: number[];
  /** Events, each deeply frozen when it happens. */
  history: HandEvent[];
  /** Every accepted action in order (frozen copies): `replayHand(setup, actions)` rebuilds the hand. */
  actions: HandAction[];

  // The cards still to come: given per seat, the given board, extra boards, the stub, the shuffled rest, the muck.
  given: Card[][];
  givenBoard: Card[];
  extras: Card[][];
  stub: Card[];
  rest: Card[];
  muck: Card[];

  phase: Phase;
  streetIndex: number;
  roundIndex: number;
  smallBlindSeat: number | null;
  bigBlindSeat: number | null;

  // The betting round.
  toAct: number;
  currentBet: number;
  lastFullRaise: number;
  /** B-FL-SHORT: the total of the last bet that counted as full this round (0 before any). */
  fullBetTo: number;
  /** B-MINRAISE: the current bet is an all-in opening bet below the minimum bet. */
  shortOpen: boolean;
  betsThisRound: number;
  fullRaiseCount: number;
  acted: boolean[];
  seenFullRaises: number[];
  /** B-FULLBET: the total a seat would have had to face to be reopened, as of its last action. */
  reopenAt: number[];
  noRaise: boolean[];
  noRaiseNext: boolean[];
  disconnected: boolean[];
  bringInDue: number;
  bigBetMade: boolean;
  roundAggressor: number | null;
  roundHadAction: boolean;
  lastAggressor: number | null;

  // Draws and the split offer.
  queue: number[];
  queuePos: number;
  splitAccepted: boolean[];
  splitSnapshot: number[] | null;
  splitFolded: boolean[] | null;
  splitPotsAgreed: PotShape[];
  splitAll: boolean;

  // Run-outs (P-RUNOUT, P-RIT).
  runoutTimes: number;
  runoutDecided: boolean;
  boardAtRunout: number;
  ritOffer: { chooser: number; other: number; times: 2 | 3 } | null;

  result: HandResult | null;
}

/** The state with what the phase modules need beside it (the spec is a catalogue entry; the evaluator is passed in). */
export interface HandCtx {
  s: HandState;
  spec: GameSpec;
  evaluator: Evaluator;
}

/** Freezes a value and everything reachable from it (plain data only). */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) { const v: unknown = value[i]; if (typeof v === 'object' && v !== null) deepFreeze(v); }
  } else {
    const o = value as Record<string, unknown>;
    for (const key in o) { const v = o[key]; if (typeof v === 'object' && v !== null) deepFreeze(v); }
  }
  return value;
}

/** Records an event (frozen, so the history can be handed out without copying each event). */
export function emit(s: HandState, event: HandEvent): void {
  // Events are flat: numbers, text, booleans and lists of numbers (a hot path: no generic walk).
  const e = event as unknown as Record<string, unknown>;
  for (const key in e) {
    const v = e[key];
    if (typeof v === 'object' && v !== null) Object.freeze(v);
  }
  s.history.push(Object.freeze(event));
}

export function canAct(s: HandState, seat: number): boolean {
  return s.dealtIn[seat] && !s.folded[seat] && s.stacks[seat] > 0 && !s.disconnected[seat];
}

/** Seats still in the hand (dealt in, not folded), ascending. */
export function liveSeats(s: HandState): number[] {
  const out: number[] = [];
  for (let seat = 0; seat < s.seatCount; seat++) if (s.dealtIn[seat] && !s.folded[seat]) out.push(seat);
  return out;
}

export function liveCount(s: HandState): number {
  let n = 0;
  for (let seat = 0; seat < s.seatCount; seat++) if (s.dealtIn[seat] && !s.folded[seat]) n++;
  return n;
}

export function actorCount(s: HandState): number {
  let n = 0;
  for (let seat = 0; seat < s.seatCount; seat++) if (canAct(s, seat)) n++;
  return n;
}

/** All chips in the pot, bets on the table included. */
export function potOf(s: HandState): number {
  let total = 0;
  for (const c of s.contributions) total += c;
  return total;
}
