// G-OMAHA5-HL: five-card Omaha hi/lo eight-or-better (H-OMAHA, H-LOW8); never run twice (P-RIT).
import type { GameSpec } from './types';
import { omaha5 } from './omaha5';

export const omaha5HiLo: GameSpec = {
  ...omaha5, id: 'omaha5-hl', name: 'Five-card Omaha hi/lo', code: '5h', ruleIds: ['G-OMAHA5-HL', 'H-OMAHA', 'H-LOW8', 'F-BLINDS', 'F-ORDER-FLOP'],
  low: 'omaha-low8', structures: ['pot-limit', 'fixed-limit', 'no-limit', 'half-pot'], runItTwice: undefined,
};
