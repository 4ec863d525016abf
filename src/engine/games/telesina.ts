// G-TELESINA: Telesina, 32 cards, up to 6 players, ante, one down one up, three more up, then the Vela in the middle: five rounds (H-TELESINA, H-TELESINA-HU).
import type { GameSpec } from './types';

export const telesina: GameSpec = {
  id: 'telesina', name: 'Telesina', code: 'te', ruleIds: ['G-TELESINA', 'H-TELESINA', 'H-TELESINA-HU', 'C-DECK32', 'F-ANTE', 'F-BRINGIN', 'F-ORDER-STUD'],
  family: 'stud', deck: 32, minPlayers: 2, maxPlayers: 6, forcedBets: 'antes', bringIn: { other: 'highest' }, suitOrder: 'hearts',
  streets: [
    { name: 'second-card', down: 1, up: 1, betting: true },
    { name: 'third-card', up: 1, betting: true },
    { name: 'fourth-card', up: 1, betting: true },
    { name: 'fifth-card', up: 1, betting: true },
    { name: 'vela', board: 1, vela: true, betting: true },
  ],
  high: 'telesina', structures: ['pot-limit', 'half-pot', 'fixed-limit', 'no-limit'], smallBetRounds: 2, cardsPerPlayer: 5, boardCards: 1,
};
