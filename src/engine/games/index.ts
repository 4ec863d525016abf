// GAMES: the catalogue of the thirteen games of RULES.md §5, keyed by game id (DESIGN.md front door).
import type { GameId, GameSpec } from './types';
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

export type { GameId, GameSpec, StreetSpec } from './types';

export const GAMES: Readonly<Record<GameId, GameSpec>> = {
  holdem, omaha, omaha5, 'omaha-hl': omahaHiLo, 'omaha5-hl': omaha5HiLo, stud7, 'stud7-hl': stud7HiLo, soko,
  draw5, 'triple-draw-27': tripleDraw27, americana, telesina, draw32,
};

export const GAME_IDS = Object.keys(GAMES) as GameId[];

/** P-RIT-INTERACTIVE: seconds to choose once / twice / twice+1 or to answer (no answer: once, declined). */
export const RUN_IT_TWICE_DECISION_SECONDS = 10;

/** The spec of a game id; throws a readable error for an unknown id. */
export function gameSpec(id: string): GameSpec {
  const spec = (GAMES as Record<string, GameSpec>)[id];
  if (!spec) throw new Error(`"${id}" is not a game: choose one of ${GAME_IDS.join(', ')}.`);
  return spec;
}
