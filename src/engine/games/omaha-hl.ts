// G-OMAHA-HL: Omaha hi/lo eight-or-better: pots split high / low (H-OMAHA, H-LOW8); never run twice (P-RIT).
import type { GameSpec } from './types';
import { omaha } from './omaha';

export const omahaHiLo: GameSpec = {
  ...omaha, id: 'omaha-hl', name: 'Omaha hi/lo', code: 'oh', ruleIds: ['G-OMAHA-HL', 'H-OMAHA', 'H-LOW8', 'F-BLINDS', 'F-ORDER-FLOP'],
  low: 'omaha-low8', structures: ['pot-limit', 'fixed-limit', 'no-limit', 'half-pot'], runItTwice: undefined,
};
