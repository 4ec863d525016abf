// Equity engine (issue 3): types, game table, ranges, validation, counters, the TS reference and the Wasm-backed core.
export * from './types';
export * from './games';
export * from './ranges';
export * from './plan';
export * from './counters';
export * from './showdown';
export { referenceExact, referenceMonteCarlo } from './reference';
export * from './jobs';
export * from './wasm-kernel';
export * from './compute';
export * from './compute-async';
