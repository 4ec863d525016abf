// G-HOLDEM: Texas hold'em (H-HOLDEM), 2-10 players, blinds, four rounds with a burn before each street.
import type { GameSpec } from './types';

export const holdem: GameSpec = {
  id: 'holdem', name: 'Texas hold’em', code: 'he', ranges: true, ruleIds: ['G-HOLDEM', 'H-HOLDEM', 'F-BLINDS', 'F-ORDER-FLOP'],
  family: 'community', deck: 52, minPlayers: 2, maxPlayers: 10, playTableMaxPlayers: 9, forcedBets: 'blinds', suitOrder: 'spades',
  streets: [
    { name: 'preflop', down: 2, betting: true },
    { name: 'flop', burn: true, board: 3, betting: true },
    { name: 'turn', burn: true, board: 1, betting: true },
    { name: 'river', burn: true, board: 1, betting: true },
  ],
  high: 'high', structures: ['no-limit', 'pot-limit', 'half-pot', 'fixed-limit', 'spread-limit'], smallBetRounds: 2,
  runItTwice: { structures: ['no-limit'], maxPlayers: 10 }, cardsPerPlayer: 2, boardCards: 5,
};
