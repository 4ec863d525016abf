// The equity engine's view of the games (RULES.md §5), derived from the one catalogue GAMES: how cards reach a showdown.
import type { DeckKind } from '../cards';
import { GAMES, GAME_IDS, maxDraw, type GameId, type GameSpec } from '../games';
import type { HandRule } from '../rankings/types';

/** How a game's cards reach a showdown. */
export type EquityDealKind =
  | 'board' // hole cards + community board (hold'em, Omaha, Telesina's Vela)
  | 'stud'  // every card is the player's own, known down/up cards plus cards to come
  | 'draw'; // one coming draw: kept cards + cards drawn

export interface EquityGameSpec {
  id: GameId;
  /** Name for messages. */
  name: string;
  deck: DeckKind;
  kind: EquityDealKind;
  /** Cards each player holds at showdown (hole cards in board games). */
  playerCards: number;
  /** Community cards at showdown (0 when none). */
  boardCards: number;
  /** The rule for the high half (or the whole pot). */
  highRule: HandRule;
  /** The rule for the low half in split-pot games. */
  lowRule?: HandRule;
  minPlayers: number;
  maxPlayers: number;
  /** Whether PokerStove-style ranges are accepted (hold'em); other games take cards or 'random'. */
  ranges: boolean;
  /** Draw games: the most cards one player may draw. */
  maxDraw?: number;
  /** H-TELESINA-HU: heads-up, the lowest straight flush beats the highest (the showdown applies it to the Telesina rule). */
  headsUpStraightFlushRule?: boolean;
  /** Rule IDs this entry implements. */
  rules: readonly string[];
}

/** A game as the equity engine deals it: community cards make a board game (Telesina: the Vela), else stud or draw. */
export function equityGame(spec: GameSpec): EquityGameSpec {
  const kind: EquityDealKind = spec.boardCards > 0 ? 'board' : spec.family === 'draw' ? 'draw' : 'stud';
  const view: EquityGameSpec = {
    id: spec.id, name: spec.name, deck: spec.deck, kind, playerCards: spec.cardsPerPlayer, boardCards: spec.boardCards,
    highRule: spec.high, minPlayers: spec.minPlayers, maxPlayers: spec.maxPlayers, ranges: !!spec.ranges, rules: spec.ruleIds,
  };
  if (spec.low) view.lowRule = spec.low;
  if (kind === 'draw') view.maxDraw = maxDraw(spec);
  if (spec.high === 'telesina') view.headsUpStraightFlushRule = true;
  return view;
}

/** The equity engine's game table, one entry per game of GAMES. */
export const EQUITY_GAMES: Readonly<Record<GameId, EquityGameSpec>> =
  Object.fromEntries(GAME_IDS.map((id) => [id, equityGame(GAMES[id])])) as Record<GameId, EquityGameSpec>;

export const EQUITY_GAME_IDS: readonly GameId[] = GAME_IDS;
