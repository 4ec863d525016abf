// What each game deals, for equity (RULES.md §5): deck, cards per player, board, hand rules, player limits.
import type { DeckKind } from '../cards';
import type { HandRule } from '../rankings/types';
import type { EquityGameId } from './types';

/** How a game's cards reach a showdown. */
export type EquityDealKind =
  | 'board' // hole cards + community board (hold'em, Omaha, Telesina's Vela)
  | 'stud'  // every card is the player's own, known down/up cards plus cards to come
  | 'draw'; // one coming draw: kept cards + cards drawn

export interface EquityGameSpec {
  id: EquityGameId;
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
  /** H-TELESINA-HU: heads-up, the lowest straight flush beats the highest. */
  headsUpStraightFlushRule?: boolean;
  /** Rule IDs this entry implements. */
  rules: string[];
}

const spec = (s: EquityGameSpec): EquityGameSpec => s;

/** The equity engine's game table. */
export const EQUITY_GAMES: Readonly<Record<EquityGameId, EquityGameSpec>> = {
  holdem: spec({ id: 'holdem', name: "Texas hold'em", deck: 52, kind: 'board', playerCards: 2, boardCards: 5, highRule: 'high',
    minPlayers: 2, maxPlayers: 10, ranges: true, rules: ['G-HOLDEM', 'H-HOLDEM'] }),
  omaha: spec({ id: 'omaha', name: 'Omaha', deck: 52, kind: 'board', playerCards: 4, boardCards: 5, highRule: 'omaha-high',
    minPlayers: 2, maxPlayers: 8, ranges: false, rules: ['G-OMAHA', 'H-OMAHA'] }),
  omaha5: spec({ id: 'omaha5', name: '5-card Omaha', deck: 52, kind: 'board', playerCards: 5, boardCards: 5, highRule: 'omaha-high',
    minPlayers: 2, maxPlayers: 8, ranges: false, rules: ['G-OMAHA5', 'H-OMAHA'] }),
  'omaha-hl': spec({ id: 'omaha-hl', name: 'Omaha hi/lo', deck: 52, kind: 'board', playerCards: 4, boardCards: 5, highRule: 'omaha-high',
    lowRule: 'omaha-low8', minPlayers: 2, maxPlayers: 8, ranges: false, rules: ['G-OMAHA-HL', 'H-OMAHA', 'H-LOW8'] }),
  'omaha5-hl': spec({ id: 'omaha5-hl', name: '5-card Omaha hi/lo', deck: 52, kind: 'board', playerCards: 5, boardCards: 5,
    highRule: 'omaha-high', lowRule: 'omaha-low8', minPlayers: 2, maxPlayers: 8, ranges: false, rules: ['G-OMAHA5-HL', 'H-OMAHA', 'H-LOW8'] }),
  stud7: spec({ id: 'stud7', name: 'Seven-card stud', deck: 52, kind: 'stud', playerCards: 7, boardCards: 0, highRule: 'high',
    minPlayers: 2, maxPlayers: 8, ranges: false, rules: ['G-STUD7', 'H-HIGH'] }),
  'stud7-hl': spec({ id: 'stud7-hl', name: 'Seven-card stud hi/lo', deck: 52, kind: 'stud', playerCards: 7, boardCards: 0, highRule: 'high',
    lowRule: 'low8', minPlayers: 2, maxPlayers: 8, ranges: false, rules: ['G-STUD7-HL', 'H-HIGH', 'H-LOW8'] }),
  soko: spec({ id: 'soko', name: 'Soko', deck: 52, kind: 'stud', playerCards: 5, boardCards: 0, highRule: 'soko',
    minPlayers: 2, maxPlayers: 8, ranges: false, rules: ['G-SOKO', 'H-SOKO'] }),
  americana: spec({ id: 'americana', name: 'Americana', deck: 32, kind: 'stud', playerCards: 5, boardCards: 0, highRule: 'americana',
    minPlayers: 2, maxPlayers: 6, ranges: false, rules: ['G-AMERICANA', 'H-AMERICANA', 'C-DECK32'] }),
  telesina: spec({ id: 'telesina', name: 'Telesina', deck: 32, kind: 'board', playerCards: 5, boardCards: 1, highRule: 'telesina',
    minPlayers: 2, maxPlayers: 6, ranges: false, headsUpStraightFlushRule: true, rules: ['G-TELESINA', 'H-TELESINA', 'H-TELESINA-HU', 'C-DECK32'] }),
  draw5: spec({ id: 'draw5', name: 'Five-card draw', deck: 52, kind: 'draw', playerCards: 5, boardCards: 0, highRule: 'high',
    minPlayers: 2, maxPlayers: 6, ranges: false, maxDraw: 5, rules: ['G-DRAW5', 'H-HIGH'] }),
  'triple-draw-27': spec({ id: 'triple-draw-27', name: '2-7 triple draw', deck: 52, kind: 'draw', playerCards: 5, boardCards: 0,
    highRule: 'deuce-seven', minPlayers: 2, maxPlayers: 6, ranges: false, maxDraw: 5, rules: ['G-27TD', 'H-27'] }),
  draw32: spec({ id: 'draw32', name: '32-card draw', deck: 32, kind: 'draw', playerCards: 5, boardCards: 0, highRule: 'draw32',
    minPlayers: 2, maxPlayers: 5, ranges: false, maxDraw: 4, rules: ['G-DRAW32', 'H-DRAW32', 'C-DECK32'] }),
};

export const EQUITY_GAME_IDS = Object.keys(EQUITY_GAMES) as EquityGameId[];
