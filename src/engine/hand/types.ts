// The shapes of a hand: setup, actions, what comes next, events, views and results (DESIGN.md front door).
import type { Card } from '../cards';
import type { BettingOptions, BettingStructure } from '../betting/structures';
import type { Evaluator, HandValue } from '../rankings/types';

/** P-RIT player preference. */
export type RunItTwicePreference = 'never' | 'always' | 'ask';

/** One seat at the start of a hand. */
export interface SeatSetup {
  /** Chips in front of the player (B-STACK). A seat with 0 chips or `sittingOut` is not dealt in. */
  stack: number;
  /** Exact cards for this seat in deal order (stud: down, down, up, 4th, 5th, 6th, 7th); the rest come from the deck. */
  cards?: readonly Card[];
  sittingOut?: boolean;
  /** P-RIT preference (default 'never'). */
  runItTwice?: RunItTwicePreference;
}

/** Everything `startHand` needs (DESIGN.md). */
export interface HandSetup {
  /** A GAMES key. */
  game: string;
  structure: BettingStructure;
  seats: readonly SeatSetup[];
  /** Seat index of the button (stud games: the dealer position; dealing starts on its left). */
  button: number;
  /** The exact board to deal (flop games; Telesina's Vela; the stud community card). */
  board?: readonly Card[];
  /** The exact next cards of the deck (draw replacements, then anything else), in order. */
  stub?: readonly Card[];
  /** P-RIT: exact cards completing the second and third boards. */
  extraBoards?: readonly (readonly Card[])[];
  /** Shuffles the cards not given (default 1). */
  seed?: number;
  /** F-DEADBUTTON (from a Table): the blind seats of this hand; `smallBlind: null` plays without a small blind. */
  blinds?: { smallBlind: number | null; bigBlind: number };
  /** F-NEWPLAYER / F-MISSED: extra posts: `live` counts toward the player's bet, `dead` goes straight into the pot. */
  posts?: readonly { seat: number; live: number; dead?: number }[];
  /**
   * @deprecated Pass the evaluator beside the setup: `startHand(setup, { evaluator })`. Still accepted here; it is never
   * kept in the hand's copy of the setup, which stays plain data that can be saved.
   */
  evaluator?: Evaluator;
  /** P-RIT-INTERACTIVE: the smallest pot for which heads-up players are asked (default 0). */
  runItTwiceThreshold?: number;
  /** P-RIT-INTERACTIVE: who chooses (default: the player with the higher equity, estimated by seeded sampling). */
  runItTwiceChooser?: number;
}

/** Every action a hand accepts. `seat` is optional; when given it must be the seat whose turn it is. */
export type HandAction =
  | { type: 'fold' | 'check' | 'call' | 'bring-in'; seat?: number }
  | { type: 'bet' | 'raise'; to?: number; seat?: number }
  | { type: 'draw'; discard: readonly Card[]; seat?: number }
  | { type: 'stand-pat' | 'timeout'; seat?: number }
  | { type: 'split' | 'no-split'; seat?: number }
  | { type: 'run'; times: 1 | 2 | 3; seat?: number }
  | { type: 'accept' | 'decline'; seat?: number }
  /** I-DISCONNECT (fixed limit): the player cannot act: all-in for what they put in, folded if nothing. */
  | { type: 'disconnect'; seat?: number };

/** What the hand waits for next. */
export type HandNext =
  | { kind: 'act'; seat: number; street: string; options: BettingOptions }
  | { kind: 'draw'; seat: number; street: string; min: 0; max: number }
  | { kind: 'split-offer'; seat: number; street: string }
  | { kind: 'runout-choice'; seat: number; choices: (1 | 2 | 3)[] }
  | { kind: 'runout-accept'; seat: number; times: 2 | 3 }
  | { kind: 'done' };

/** One entry of the hand history. Cards of `deal` and `draw` events are private to their seat (T-PRIVACY). */
export type HandEvent =
  | { type: 'ante' | 'small-blind' | 'big-blind' | 'live-blind' | 'dead-blind' | 'bring-in'; seat: number; amount: number }
  | { type: 'street'; name: string }
  | { type: 'deal'; seat: number; cards: Card[]; up: boolean }
  | { type: 'board'; cards: Card[]; board: number; vela?: boolean; community?: boolean }
  | { type: 'burn' }
  | { type: 'fold' | 'check'; seat: number }
  | { type: 'call'; seat: number; amount: number; allIn: boolean }
  | { type: 'bet' | 'raise'; seat: number; to: number; amount: number; allIn: boolean; full: boolean }
  | { type: 'draw'; seat: number; discarded: Card[]; received: Card[] }
  | { type: 'timed-out'; seat: number }
  | { type: 'reshuffle'; cards: number }
  | { type: 'split-offer'; seat: number; accept: boolean }
  | { type: 'split-agreed'; pots: number[] }
  | { type: 'uncalled'; seat: number; amount: number }
  | { type: 'runout'; boards: number }
  | { type: 'runout-choice'; seat: number; times: number }
  | { type: 'runout-answer'; seat: number; accept: boolean }
  | { type: 'disconnected'; seat: number; folded: boolean }
  | { type: 'cancelled' }
  | { type: 'show'; seat: number; cards: Card[] }
  | { type: 'award'; seat: number; amount: number; pot: number; board: number; half: 'whole' | 'high' | 'low' | 'split' };

/** One slice of a pot: a board's share, or a half of it in hi/lo, or the agreed split (G-DRAW32-SPLIT). */
export interface PotAward {
  board: number;
  half: 'whole' | 'high' | 'low' | 'split';
  amount: number;
  winners: number[];
  /** Chips per winner, in the order of `winners` (P-ODDCHIP). */
  shares: number[];
}

/** A pot at the end of the hand (DESIGN.md: amount, eligible, winners; per board and per half in `awards`). */
export interface PotResult {
  amount: number;
  eligible: number[];
  /** Every seat that won any part of the pot. */
  winners: number[];
  awards: PotAward[];
  /** G-DRAW32-SPLIT: the players agreed to share this pot. */
  split?: boolean;
}

/** The hand's outcome. */
export interface HandResult {
  pots: PotResult[];
  /** Chips won minus chips put in, per seat (0 for seats not dealt in). */
  net: number[];
  /** Stacks after the hand. */
  stacks: number[];
  /** The boards (one, or two or three when run twice), each a full board. */
  boards: Card[][];
  /** P-SHOWORDER: who shows first, per pot (last side pot first), and overall. */
  showdownOrder: { byPot: { pot: number; order: number[] }[]; order: number[] };
  /** The hands shown: per seat, per board, the high and low value. */
  hands: ({ cards: Card[]; high: (HandValue | null)[]; low: (HandValue | null)[] } | null)[];
  /** False when everyone else folded (no cards shown). */
  showdown: boolean;
  /** I-CRASH: the hand was cancelled and every chip returned. */
  cancelled?: boolean;
}

/** The public part of a setup (T-AI): everything but the seed and the preset cards. */
export interface PublicSetup {
  game: string;
  structure: BettingStructure;
  button: number;
  seats: { stack: number; sittingOut?: boolean; runItTwice?: RunItTwicePreference }[];
  blinds?: { smallBlind: number | null; bigBlind: number };
  posts?: readonly { seat: number; live: number; dead?: number }[];
  runItTwiceThreshold?: number;
  runItTwiceChooser?: number;
}

/** What one seat may see (T-PRIVACY, T-AI): nothing in it carries the seed or a card this seat may not know. */
export interface HandView {
  game: string;
  seat: number;
  button: number;
  street: string;
  /** Cards in the middle (the board, the Vela or the stud community card); more than one when run twice. */
  boards: Card[][];
  /** All chips in the pot, bets on the table included. */
  pot: number;
  seats: {
    stack: number;
    /** Chips in front of the player this round. */
    bet: number;
    /** Chips the player put in this hand (antes, blinds, bets). */
    contributed: number;
    inHand: boolean;
    folded: boolean;
    allIn: boolean;
    /** The seat's cards in deal order; null where this viewer may not see the card (in `history`, hidden cards are -1). */
    cards: (Card | null)[];
    up: boolean[];
  }[];
  /** Whose turn it is; the options only when it is this seat's turn. */
  next: HandNext | { kind: string; seat?: number };
  history: HandEvent[];
  result: HandResult | null;
  /** The setup without the seed and preset cards (a bot rebuilds possible hands from it: determinize). */
  setup: PublicSetup;
  structure: BettingStructure;
  /** Stacks at the start of the hand, and who was dealt in. */
  startStacks: number[];
  dealtIn: boolean[];
  /** The seats of the blinds this hand (null: none, or a game without blinds). */
  blinds: { smallBlind: number | null; bigBlind: number | null };
  /** Every accepted action so far, in order; another seat's discards are hidden (-1), as in `history`. */
  actions: HandAction[];
}
