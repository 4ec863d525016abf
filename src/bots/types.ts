// The bots' shapes: levels, options, the decision budget and the Bot object (DESIGN.md "The bots' front door").
import type { EquityKernelLike, HandAction, HandView, RunItTwicePreference } from '../engine/index';

/** The three levels, weakest first. */
export type BotLevel = 'easy' | 'normal' | 'hard';

export interface BotOptions {
  /** Seeds every random choice: the same seed and the same views give the same decisions. */
  seed: number;
  /** The equity kernel (createEquityKernel, or the evaluator from loadEvaluator): Hard needs it; the others ignore it. */
  equity?: EquityKernelLike | null;
  /** P-RIT: this bot's preference when a run-out is offered (default 'ask': decide by equity, heads-up). */
  runItTwice?: RunItTwicePreference;
}

/** How much work Hard may do for one decision (Easy and Normal ignore it: they are instant). */
export interface DecideBudget {
  /** Showdowns to play out (default HARD.trials); the result is deterministic for a seed with this alone. */
  trials?: number;
  /** With `clock` (milliseconds, e.g. the worker's performance.now): stop sampling after this long and decide on what was sampled. */
  timeMs?: number;
  clock?: () => number;
  /** Checked between batches: true stops the sampling early (the decision uses what was sampled). */
  shouldStop?: () => boolean;
}

export interface Bot {
  readonly level: BotLevel;
  /** The action for `view`'s seat: act, draw, split offer, run-out choice or answer. Synchronous and deterministic. */
  decide(view: HandView, budget?: DecideBudget): HandAction;
  /** The same decision in steps: each `yield` is a point where the caller may pause (the worker yields to messages). */
  steps(view: HandView, budget?: DecideBudget): Generator<void, HandAction, void>;
}
