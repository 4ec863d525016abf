// A game's name in the learner's language (issue 15): the catalogue's name of the game's own rule (rule.G-*, always
// loaded with the UI), since the engine's GAMES names are English.
import { GAMES, type GameId } from '../engine/games';
import { ruleName } from './rule-names';

/** "Beş kartlı Omaha" for omaha5 in Turkish; an unknown id is shown as it is. */
export const gameTitle = (id: string): string => {
  const spec = (GAMES as Readonly<Record<string, { ruleIds: readonly string[] } | undefined>>)[id as GameId];
  return spec ? ruleName(spec.ruleIds[0]) : id;
};
