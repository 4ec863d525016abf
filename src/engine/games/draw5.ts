// G-DRAW5: five-card draw, up to 6 players, blinds, five down, bet, draw 0-5, bet (G-DRAW-TIMER, G-DRAW-RESHUFFLE).
import type { GameSpec } from './types';

export const draw5: GameSpec = {
  id: 'draw5', name: 'Five-card draw', code: 'd5', ruleIds: ['G-DRAW5', 'G-DRAW-TIMER', 'G-DRAW-RESHUFFLE', 'F-BLINDS', 'H-HIGH'],
  family: 'draw', drawSeconds: 30, deck: 52, minPlayers: 2, maxPlayers: 6, forcedBets: 'blinds', suitOrder: 'spades',
  streets: [
    { name: 'predraw', down: 5, betting: true },
    { name: 'draw-1', draw: { max: 5 }, betting: true },
  ],
  high: 'high', structures: ['fixed-limit', 'pot-limit', 'no-limit', 'half-pot'], smallBetRounds: 1, cardsPerPlayer: 5, boardCards: 0,
};
