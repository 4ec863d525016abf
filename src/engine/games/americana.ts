// G-AMERICANA: Americana, 32 cards, up to 6 players, ante, one down one up then three up, four rounds, H-AMERICANA; bring-in on the highest card.
import type { GameSpec } from './types';

export const americana: GameSpec = {
  id: 'americana', name: 'Americana', code: 'am', ruleIds: ['G-AMERICANA', 'H-AMERICANA', 'C-DECK32', 'F-ANTE', 'F-BRINGIN', 'F-ORDER-STUD'],
  family: 'stud', deck: 32, minPlayers: 2, maxPlayers: 6, forcedBets: 'antes', bringIn: { other: 'highest' }, suitOrder: 'spades',
  streets: [
    { name: 'second-card', down: 1, up: 1, betting: true },
    { name: 'third-card', up: 1, betting: true },
    { name: 'fourth-card', up: 1, betting: true },
    { name: 'fifth-card', up: 1, betting: true },
  ],
  high: 'americana', structures: ['pot-limit', 'half-pot', 'fixed-limit', 'no-limit', 'spread-limit'], smallBetRounds: 2, cardsPerPlayer: 5, boardCards: 0,
};
