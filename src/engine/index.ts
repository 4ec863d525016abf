// The engine's front door (DESIGN.md): the names tests, the worker, the trainer and the UI use.
// Keep names and meanings stable; add freely, rename only with a deprecation alias.
export * from './cards';
export * from './rankings/types';
export * from './rankings/reference';
export * from './rankings/validate';
export * from './betting';
export * from './live';
export * from './games';
export * from './table';
export * from './hand';
