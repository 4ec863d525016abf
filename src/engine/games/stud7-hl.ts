// G-STUD7-HL: seven-card stud hi/lo eight-or-better (H-LOW8); bring-in on the lowest up card.
import type { GameSpec } from './types';
import { stud7 } from './stud7';

export const stud7HiLo: GameSpec = {
  ...stud7, id: 'stud7-hl', name: 'Seven-card stud hi/lo', code: 'sh',
  ruleIds: ['G-STUD7-HL', 'G-STUD7-COMMUNITY', 'F-ANTE', 'F-BRINGIN', 'F-ORDER-STUD', 'H-HIGH', 'H-LOW8'],
  // B-FL-DOUBLE is seven-card stud's only (seed 004): no big bet on an open pair in stud hi/lo.
  bringIn: { other: 'lowest' }, low: 'low8', structures: ['fixed-limit', 'pot-limit', 'spread-limit'], doubleOnOpenPair: false,
};
