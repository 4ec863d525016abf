// The trainer's view of the games (G-*), derived from the engine's one catalogue GAMES: what quizzes need to pick hands and rules.
import { GAMES, GAME_IDS as ENGINE_GAME_IDS, rankingRuleIds, type GameId, type GameSpec } from '../engine/games';
import type { HandRule } from '../engine/rankings/types';
import { msg, type MessageId } from '../i18n/index';
import '../i18n/quizzes/en'; // the quizzes' English part joins the catalogue with the trainer

export type { GameId };
export const GAME_IDS: readonly GameId[] = ENGINE_GAME_IDS;

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

/** One game as the trainer sees it (Telesina, with its Vela, counts as a stud game here). */
function trainerGame(spec: GameSpec): TrainerGame {
  const game: TrainerGame = {
    id: spec.id, code: spec.code, name: spec.name, ruleId: spec.ruleIds[0], family: spec.family === 'community' ? 'flop' : spec.family,
    deck: spec.deck, cards: spec.cardsPerPlayer, board: spec.boardCards, high: spec.high, rankingRules: rankingRuleIds(spec),
  };
  if (spec.low) game.low = spec.low;
  return game;
}

export const TRAINER_GAMES: Readonly<Record<GameId, TrainerGame>> =
  Object.fromEntries(GAME_IDS.map((id) => [id, trainerGame(GAMES[id])])) as Record<GameId, TrainerGame>;

export const isGameId = (value: unknown): value is GameId => typeof value === 'string' && (GAME_IDS as readonly string[]).includes(value);
export const gameByCode = (code: string): TrainerGame | undefined => Object.values(TRAINER_GAMES).find((g) => g.code === code);
/** A game's name in the active language: the one name of the game's rule (rule.G-*, issue 15), the same on every page; null reads "any game". */
export const gameName = (id: GameId | null): string => msg(id ? `rule.${GAMES[id].ruleIds[0]}` as MessageId : 'quiz.common.anyGame');
