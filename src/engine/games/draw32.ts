// G-DRAW32: 32-card draw, up to 5 players, blinds, five down, bet, draw 0-4, the split offer (G-DRAW32-SPLIT), bet (H-DRAW32, F-ORDER-DRAW32).
import type { GameSpec } from './types';

export const draw32: GameSpec = {
  id: 'draw32', name: '32-card draw', code: '32', ruleIds: ['G-DRAW32', 'G-DRAW32-SPLIT', 'G-DRAW-TIMER', 'G-DRAW-RESHUFFLE', 'C-DECK32', 'F-BLINDS', 'F-ORDER-DRAW32', 'H-DRAW32'],
  family: 'draw', drawSeconds: 30, deck: 32, minPlayers: 2, maxPlayers: 5, forcedBets: 'blinds', suitOrder: 'hearts',
  streets: [
    { name: 'predraw', down: 5, betting: true },
    { name: 'draw-1', draw: { max: 4 }, splitOffer: true, betting: true },
  ],
  high: 'draw32', structures: ['pot-limit', 'half-pot', 'no-limit', 'fixed-limit'], smallBetRounds: 1,
  afterDrawFirst: 'left-of-big-blind', cardsPerPlayer: 5, boardCards: 0,
};
