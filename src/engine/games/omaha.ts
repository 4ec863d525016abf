// G-OMAHA: Omaha, up to 8 players, four hole cards, exactly two hole + three board cards (H-OMAHA).
import type { GameSpec } from './types';
import { holdem } from './holdem';

export const omaha: GameSpec = {
  ...holdem, id: 'omaha', name: 'Omaha', code: 'om', ranges: false, ruleIds: ['G-OMAHA', 'H-OMAHA', 'F-BLINDS', 'F-ORDER-FLOP'], maxPlayers: 8, playTableMaxPlayers: undefined,
  streets: [{ name: 'preflop', down: 4, betting: true }, ...holdem.streets.slice(1)],
  high: 'omaha-high', structures: ['pot-limit', 'no-limit', 'half-pot', 'fixed-limit'],
  runItTwice: { structures: ['pot-limit', 'no-limit'], maxPlayers: 8 }, cardsPerPlayer: 4,
};
