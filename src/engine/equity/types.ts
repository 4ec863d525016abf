// Equity request and result shapes (DESIGN.md "computeEquity"), shared by the core, the worker and the UI.
import type { Card } from '../cards';
import type { GameId } from '../games';

/** The games the equity engine knows: every game of GAMES (the one GameId; this name stays for callers). */
export type EquityGameId = GameId;

/** One player in an equity request. Give `cards` (possibly partial or empty = random) or `range`. */
export interface EquityPlayerInput {
  /** Known cards: hole cards; in stud/Soko/Americana/Telesina every known card; in draw games the kept cards. */
  cards?: readonly Card[];
  /** Stud-style games: known down cards (added to `cards`). */
  down?: readonly Card[];
  /** Stud-style games: known up cards (added to `cards`). */
  up?: readonly Card[];
  /** Hold'em (and `random` for any board game): a range in PokerStove/Equilab syntax. */
  range?: string;
  /** Draw games: how many cards this player draws in the coming draw (default 5 − kept cards). */
  draw?: number;
}

export type EquityMode = 'auto' | 'exact' | 'monte-carlo';

export interface EquityRequest {
  game: EquityGameId;
  players: readonly EquityPlayerInput[];
  /** Known community cards (hold'em/Omaha 0-5; Telesina: the Vela, 0-1). */
  board?: readonly Card[];
  /** Cards known to be out of play (folded hands, burnt cards shown, discards). */
  dead?: readonly Card[];
  /** 'auto' (default) enumerates exactly when the work is at most `exactLimit`, else samples. */
  mode?: EquityMode;
  /** Monte Carlo: the most trials to run (default 1,000,000). */
  trials?: number;
  /** Monte Carlo: stop early once every player's equity standard error is at most this (e.g. 0.001). */
  targetStdError?: number;
  /** Seed for Monte Carlo (default 1). The same seed gives the same numbers. */
  seed?: number;
  /** 'auto' mode: the most showdowns to enumerate exactly (default 3,000,000). */
  exactLimit?: number;
}

/** Per-player result. Shares are fractions of the pot (0..1); `equity` counts split pots fractionally. */
export interface PlayerEquity {
  /** Expected share of the pot. */
  equity: number;
  /** How often this player takes the whole pot alone (for hi/lo: scoops). */
  win: number;
  /** How often this player gets part of the pot but not all of it (split pots). */
  tie: number;
  /** Hi/lo only: expected share of the pot won with the high hand (equity = high + low). */
  high?: number;
  /** Hi/lo only: expected share of the pot won with the low hand. */
  low?: number;
  /** Hi/lo only: how often the player wins the whole pot alone (same as `win`). */
  scoop?: number;
}

export interface EquityResult {
  players: PlayerEquity[];
  /** True when every deal was enumerated (then stdError is 0). */
  exact: boolean;
  /** Showdowns counted (deals enumerated, or Monte Carlo trials). With ranges: the weighted count of deals. */
  samples: number;
  /** The largest standard error of a player's equity (0 when exact). */
  stdError: number;
  /** Hi/lo only: how often no low qualified (the high hand scooped). */
  noLow?: number;
  /** True when the run was stopped early (cancelled); the figures cover the work done. */
  cancelled?: boolean;
}

/** Progress report: the fraction of the planned work done, with the figures so far. */
export interface EquityProgress {
  done: number;
  samples: number;
  partial: EquityResult;
}
