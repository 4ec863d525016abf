// Betting structures and pot arithmetic (B-*, P-SIDEPOTS, P-ODDCHIP, P-RIT, P-RAKE).
export * from './structures';
export * from './pots';
export * from './reasons';
