// G-OMAHA5: five-card Omaha, five hole cards, exactly two hole + three board cards (H-OMAHA); P-RIT at most seven players.
import type { GameSpec } from './types';
import { omaha } from './omaha';

export const omaha5: GameSpec = {
  ...omaha, id: 'omaha5', name: 'Five-card Omaha', code: 'o5', ruleIds: ['G-OMAHA5', 'H-OMAHA', 'F-BLINDS', 'F-ORDER-FLOP'], maxPlayers: 8,
  streets: [{ name: 'preflop', down: 5, betting: true }, ...omaha.streets.slice(1)],
  runItTwice: { structures: ['pot-limit', 'no-limit'], maxPlayers: 7 }, cardsPerPlayer: 5,
};
