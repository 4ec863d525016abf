// The engine's front door (DESIGN.md): the names tests, the worker, the trainer and the UI use.
// Keep names and meanings stable; add freely, rename only with a deprecation alias.
export * from './cards';
export * from './rankings/types';
export * from './rankings/reference';
export * from './rankings/validate';
export * from './rankings/describe';
export { compareTelesina, telesinaBeats, isLowestStraightFlush, isHighestStraightFlush, lowestStraightFlushIn } from './rankings/thirty-two';
export * from './betting';
export * from './live';
export * from './games';
export * from './showdown';
export * from './table';
export * from './hand';
export * from './determinize';
export { computeEquity, computeEquityAsync, loadEquityKernel, computeEquityReference, createEquityKernel, EquityKernelMissingError, EquityKernel, parseRange, rangeSize, planEquity, EquityInputError, HandRangeError, EQUITY_GAMES, EQUITY_GAME_IDS, referenceExact as referenceEquityExact, referenceMonteCarlo as referenceEquityMonteCarlo } from './equity/index';
export type { EquityRequest, EquityResult, EquityPlayerInput, EquityMode, EquityGameId, PlayerEquity, EquityProgress, EquityGameSpec, RangeCombo, EquityKernelSource, EquityKernelLike } from './equity/index';
export { loadEvaluator, type WasmEvaluator, type EvaluatorSource, type BatchShape } from '../wasm/evaluator';
export * from './history/index';
export { asciiJson, base64UrlToText, fnv1a, textToBase64Url } from './codes';
