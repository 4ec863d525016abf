// G-SOKO: Soko (Canadian stud), up to 8 players, ante, one down one up then three up, four rounds, H-SOKO; bring-in on the highest card.
import type { GameSpec } from './types';

export const soko: GameSpec = {
  id: 'soko', name: 'Soko', code: 'so', ruleIds: ['G-SOKO', 'H-SOKO', 'F-ANTE', 'F-BRINGIN', 'F-ORDER-STUD'],
  family: 'stud', deck: 52, minPlayers: 2, maxPlayers: 8, forcedBets: 'antes', bringIn: { other: 'highest' }, suitOrder: 'spades',
  streets: [
    { name: 'second-card', down: 1, up: 1, betting: true },
    { name: 'third-card', burn: true, up: 1, betting: true },
    { name: 'fourth-card', burn: true, up: 1, betting: true },
    { name: 'fifth-card', burn: true, up: 1, betting: true },
  ],
  high: 'soko', structures: ['pot-limit', 'fixed-limit', 'half-pot', 'no-limit', 'spread-limit'], smallBetRounds: 2, cardsPerPlayer: 5, boardCards: 0,
};
