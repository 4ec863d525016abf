// Button, blinds, order of play, and the Table that plays hand after hand (F-*).
export * from './positions';
export * from './table';
