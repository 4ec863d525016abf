// The shape of a game spec (DESIGN.md "A game"): deck, streets, draws, forced bets, order of action, hand rules, limits.
import type { DeckKind, SuitOrderName } from '../cards';
import type { HandRule } from '../rankings/types';
import type { StructureKind } from '../betting/structures';
import type { GameId } from './index';

export type { GameId };

/** One street: cards dealt (or a draw), then a betting round unless `betting` is false. */
export interface StreetSpec {
  /** Stable key: 'preflop', 'flop', 'third-street', 'draw-1', 'vela', ... */
  name: string;
  /** A burn card before the cards of this street. */
  burn?: boolean;
  /** Cards dealt to each player face down / face up. */
  down?: number;
  up?: number;
  /** Community cards dealt face up in the middle (for Telesina, the Vela). */
  board?: number;
  /** G-TELESINA: the board card of this street is the Vela. */
  vela?: boolean;
  /** A draw before the betting: each player discards 0..max and is dealt as many (G-DRAW-RESHUFFLE, G-DRAW-TIMER). */
  draw?: { max: number };
  /** G-DRAW32-SPLIT: the split offer after the draw, before the betting. */
  splitOffer?: boolean;
  /** G-STUD7-COMMUNITY: if the deck cannot give every player this street's card, one shared card is dealt up and the round has no betting. */
  communityFallback?: boolean;
  /** Whether a betting round follows. */
  betting: boolean;
}

/** A game's catalogue entry: pure data read by the hand state machine. */
export interface GameSpec {
  id: GameId;
  /** The English name, as the English catalogue's rule.<G-*> spells it (test/i18n-names.test.ts): the engine's English sentences use it. */
  name: string;
  /** Two characters naming the game in drill links (never change one: links already shared must keep working). */
  code: string;
  /** Rule IDs this spec encodes. */
  ruleIds: readonly string[];
  family: 'community' | 'stud' | 'draw';
  deck: DeckKind;
  minPlayers: number;
  maxPlayers: number;
  /** 'blinds' (F-BLINDS) or antes and a bring-in (F-ANTE, F-BRINGIN). */
  forcedBets: 'blinds' | 'antes';
  /** F-BRINGIN: which up card brings it in, by structure kind (default entry `other`). */
  bringIn?: { 'fixed-limit'?: 'lowest' | 'highest'; other: 'lowest' | 'highest' };
  /** C-SUITORDER: the suit order for the bring-in and tie-breaks. */
  suitOrder: SuitOrderName;
  streets: readonly StreetSpec[];
  /** Hand rule for the high hand, and for the low half in hi/lo games. */
  high: HandRule;
  low?: HandRule;
  /** The trainer's play table seats at most this many (G-HOLDEM: 9, seed 002); default maxPlayers. */
  playTableMaxPlayers?: number;
  /** Structures the game may be played with; the first is the usual one. */
  structures: readonly StructureKind[];
  /** Fixed limit: rounds with the small bet (B-FL: two). */
  smallBetRounds: number;
  /** B-FL-DOUBLE: a pair showing on fourth street allows the big bet. */
  doubleOnOpenPair?: boolean;
  /** P-RIT: whether run it twice may be offered, and the most players for it. */
  runItTwice?: { structures: readonly StructureKind[]; maxPlayers: number };
  /** G-DRAW-TIMER: seconds a player has to draw (after that the engine takes a 'timeout' action: stand pat, no raise). */
  drawSeconds?: number;
  /** F-ORDER-DRAW32: after the draw the first active player after the big blind acts first. */
  afterDrawFirst?: 'left-of-button' | 'left-of-big-blind';
  /** How many cards each player holds at the end (for views and checks). */
  cardsPerPlayer: number;
  /** Board cards at the end (flop games 5, Telesina 1 = the Vela). */
  boardCards: number;
  /** Equity: players may be given as PokerStove/Equilab ranges (two-card hands: hold'em). */
  ranges?: boolean;
}
