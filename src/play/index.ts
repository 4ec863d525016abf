// The play table's front door (DESIGN.md): setups, the session over the engine's Table, hand records and share codes. Pure.
export * from './setup';
export * from './session';
export * from './record';
export * from './stats';
