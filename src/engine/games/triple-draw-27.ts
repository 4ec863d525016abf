// G-27TD: 2-7 triple draw, up to 6 players, blinds, five down, three draws, four rounds, fixed limit as limit hold'em (H-27).
import type { GameSpec } from './types';

export const tripleDraw27: GameSpec = {
  id: 'triple-draw-27', name: '2-7 triple draw', code: '27', ruleIds: ['G-27TD', 'G-DRAW-TIMER', 'G-DRAW-RESHUFFLE', 'F-BLINDS', 'H-27'],
  family: 'draw', drawSeconds: 30, deck: 52, minPlayers: 2, maxPlayers: 6, forcedBets: 'blinds', suitOrder: 'spades',
  streets: [
    { name: 'predraw', down: 5, betting: true },
    { name: 'draw-1', draw: { max: 5 }, betting: true },
    { name: 'draw-2', draw: { max: 5 }, betting: true },
    { name: 'draw-3', draw: { max: 5 }, betting: true },
  ],
  high: 'deuce-seven', structures: ['fixed-limit', 'pot-limit', 'no-limit'], smallBetRounds: 2, cardsPerPlayer: 5, boardCards: 0,
};
