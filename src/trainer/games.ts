// The trainer's view of the thirteen games (G-*): the facts its quizzes need to pick hands and
// rules. test/quiz-games.test.ts checks it against the engine's GAMES catalogue once that exists.
import type { HandRule } from '../engine/rankings/types';

export const GAME_IDS = ['holdem', 'omaha', 'omaha5', 'omaha-hl', 'omaha5-hl', 'stud7', 'stud7-hl', 'soko', 'draw5',
  'triple-draw-27', 'americana', 'telesina', 'draw32'] as const;
export type GameId = (typeof GAME_IDS)[number];

export type GameFamily = 'flop' | 'stud' | 'draw';

export interface TrainerGame {
  id: GameId;
  /** Two characters used in drill links. */
  code: string;
  name: string;
  /** The game's rule ID in RULES.md §5. */
  ruleId: string;
  family: GameFamily;
  deck: 52 | 32;
  /** Cards a player holds at showdown (hole cards, or all seven in stud). */
  cards: number;
  /** Community cards at showdown (the Vela counts as one). */
  board: number;
  /** The hand rule for the high (or only) hand, and the low rule in hi/lo games. */
  high: HandRule;
  low?: HandRule;
  /** The hand-ranking rule IDs that decide who wins. */
  rankingRules: readonly string[];
}

const T = (g: TrainerGame): TrainerGame => g;

export const TRAINER_GAMES: Record<GameId, TrainerGame> = {
  holdem: T({ id: 'holdem', code: 'he', name: "Texas hold'em", ruleId: 'G-HOLDEM', family: 'flop', deck: 52, cards: 2, board: 5, high: 'high', rankingRules: ['H-HIGH', 'H-HOLDEM'] }),
  omaha: T({ id: 'omaha', code: 'om', name: 'Omaha', ruleId: 'G-OMAHA', family: 'flop', deck: 52, cards: 4, board: 5, high: 'omaha-high', rankingRules: ['H-HIGH', 'H-OMAHA'] }),
  omaha5: T({ id: 'omaha5', code: 'o5', name: '5-card Omaha', ruleId: 'G-OMAHA5', family: 'flop', deck: 52, cards: 5, board: 5, high: 'omaha-high', rankingRules: ['H-HIGH', 'H-OMAHA'] }),
  'omaha-hl': T({ id: 'omaha-hl', code: 'oh', name: 'Omaha hi/lo', ruleId: 'G-OMAHA-HL', family: 'flop', deck: 52, cards: 4, board: 5, high: 'omaha-high', low: 'omaha-low8', rankingRules: ['H-HIGH', 'H-OMAHA', 'H-LOW8'] }),
  'omaha5-hl': T({ id: 'omaha5-hl', code: '5h', name: '5-card Omaha hi/lo', ruleId: 'G-OMAHA5-HL', family: 'flop', deck: 52, cards: 5, board: 5, high: 'omaha-high', low: 'omaha-low8', rankingRules: ['H-HIGH', 'H-OMAHA', 'H-LOW8'] }),
  stud7: T({ id: 'stud7', code: 's7', name: 'Seven-card stud', ruleId: 'G-STUD7', family: 'stud', deck: 52, cards: 7, board: 0, high: 'high', rankingRules: ['H-HIGH'] }),
  'stud7-hl': T({ id: 'stud7-hl', code: 'sh', name: 'Seven-card stud hi/lo', ruleId: 'G-STUD7-HL', family: 'stud', deck: 52, cards: 7, board: 0, high: 'high', low: 'low8', rankingRules: ['H-HIGH', 'H-LOW8'] }),
  soko: T({ id: 'soko', code: 'so', name: 'Soko', ruleId: 'G-SOKO', family: 'stud', deck: 52, cards: 5, board: 0, high: 'soko', rankingRules: ['H-SOKO'] }),
  draw5: T({ id: 'draw5', code: 'd5', name: 'Five-card draw', ruleId: 'G-DRAW5', family: 'draw', deck: 52, cards: 5, board: 0, high: 'high', rankingRules: ['H-HIGH'] }),
  'triple-draw-27': T({ id: 'triple-draw-27', code: '27', name: '2-7 triple draw', ruleId: 'G-27TD', family: 'draw', deck: 52, cards: 5, board: 0, high: 'deuce-seven', rankingRules: ['H-27'] }),
  americana: T({ id: 'americana', code: 'am', name: 'Americana', ruleId: 'G-AMERICANA', family: 'stud', deck: 32, cards: 5, board: 0, high: 'americana', rankingRules: ['H-AMERICANA', 'C-DECK32'] }),
  telesina: T({ id: 'telesina', code: 'te', name: 'Telesina', ruleId: 'G-TELESINA', family: 'stud', deck: 32, cards: 5, board: 1, high: 'telesina', rankingRules: ['H-TELESINA', 'C-SUITORDER', 'C-DECK32'] }),
  draw32: T({ id: 'draw32', code: '32', name: '32-card draw', ruleId: 'G-DRAW32', family: 'draw', deck: 32, cards: 5, board: 0, high: 'draw32', rankingRules: ['H-DRAW32', 'C-SUITORDER', 'C-DECK32'] }),
};

export const isGameId = (value: unknown): value is GameId => typeof value === 'string' && (GAME_IDS as readonly string[]).includes(value);
export const gameByCode = (code: string): TrainerGame | undefined => Object.values(TRAINER_GAMES).find((g) => g.code === code);
export const gameName = (id: GameId | null): string => (id ? TRAINER_GAMES[id].name : 'any game');
