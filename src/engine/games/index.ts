// GAMES: the catalogue of the thirteen games of RULES.md §5, keyed by game id (DESIGN.md front door).
import type { GameSpec } from './types';
import { HAND_RULE_IDS } from '../rankings/types';
import { HandError } from '../hand/error-class';
import { holdem } from './holdem';
import { omaha } from './omaha';
import { omaha5 } from './omaha5';
import { omahaHiLo } from './omaha-hl';
import { omaha5HiLo } from './omaha5-hl';
import { stud7 } from './stud7';
import { stud7HiLo } from './stud7-hl';
import { soko } from './soko';
import { draw5 } from './draw5';
import { tripleDraw27 } from './triple-draw-27';
import { americana } from './americana';
import { telesina } from './telesina';
import { draw32 } from './draw32';

export type { GameSpec, StreetSpec } from './types';

/** The one game catalogue: adding a game is its spec file, one line here and its lesson. */
const CATALOGUE = {
  holdem, omaha, omaha5, 'omaha-hl': omahaHiLo, 'omaha5-hl': omaha5HiLo, stud7, 'stud7-hl': stud7HiLo, soko,
  draw5, 'triple-draw-27': tripleDraw27, americana, telesina, draw32,
};

/** The game ids of RULES.md §5, from the catalogue's keys. */
export type GameId = keyof typeof CATALOGUE;

export const GAMES: Readonly<Record<GameId, GameSpec>> = CATALOGUE;

export const GAME_IDS = Object.keys(GAMES) as GameId[];

/** P-RIT-INTERACTIVE: seconds to choose once / twice / twice+1 or to answer (no answer: once, declined). */
export const RUN_IT_TWICE_DECISION_SECONDS = 10;

/** The spec of a game id; throws a readable error for an unknown id. */
/** The English sentence of 'setup.unknown-game' (REASON_TEXT uses it too; written here so the catalogue is not loaded with the games). */
export const unknownGameText = (p: { game: string | number; games: string | number }): string => `"${p.game}" is not a game: choose one of ${p.games}.`;

export function gameSpec(id: string): GameSpec {
  // Own keys only: '__proto__', 'constructor' or 'toString' are not games (issue 9 point 6).
  if (typeof id !== 'string' || !Object.hasOwn(GAMES, id)) {
    const params = { game: String(id), games: GAME_IDS.join(', ') };
    throw new HandError({ id: 'setup.unknown-game', params, text: unknownGameText(params) });
  }
  return (GAMES as Record<string, GameSpec>)[id];
}

/**
 * The hand-ranking rule IDs that decide who wins a game: its hand rules' IDs, with H-HOLDEM where
 * the high hand is any five of the hole and board cards.
 */
export function rankingRuleIds(spec: GameSpec): string[] {
  const ids = [...HAND_RULE_IDS[spec.high]];
  if (spec.high === 'high' && spec.boardCards > 0) ids.push('H-HOLDEM');
  if (spec.low) ids.push(...HAND_RULE_IDS[spec.low]);
  return [...new Set(ids)];
}

/** The most cards a player may draw in one draw (0 in games without draws). */
/** The game's betting rounds, by street name, in order. */
export const bettingStreets = (spec: GameSpec): string[] => spec.streets.filter((s) => s.betting).map((s) => s.name);

export const maxDraw = (spec: GameSpec): number => Math.max(0, ...spec.streets.map((s) => s.draw?.max ?? 0));
