// G-STUD7: seven-card stud, up to 8 players, antes and bring-in (lowest card in fixed limit, highest in pot limit), five rounds.
import type { GameSpec } from './types';

export const stud7: GameSpec = {
  id: 'stud7', name: 'Seven-card stud', code: 's7', ruleIds: ['G-STUD7', 'G-STUD7-COMMUNITY', 'F-ANTE', 'F-BRINGIN', 'F-ORDER-STUD', 'B-FL-DOUBLE', 'H-HIGH'],
  family: 'stud', deck: 52, minPlayers: 2, maxPlayers: 8, forcedBets: 'antes',
  bringIn: { 'fixed-limit': 'lowest', other: 'highest' }, suitOrder: 'spades',
  streets: [
    { name: 'third-street', down: 2, up: 1, betting: true },
    { name: 'fourth-street', burn: true, up: 1, betting: true },
    { name: 'fifth-street', burn: true, up: 1, betting: true },
    { name: 'sixth-street', burn: true, up: 1, betting: true },
    { name: 'seventh-street', burn: true, down: 1, communityFallback: true, betting: true },
  ],
  high: 'high', structures: ['fixed-limit', 'pot-limit', 'no-limit', 'spread-limit'], smallBetRounds: 2,
  doubleOnOpenPair: true, cardsPerPlayer: 7, boardCards: 0,
};
