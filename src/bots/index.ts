// The bots' front door (DESIGN.md): createBot(level, { seed, equity? }) → { decide(view) }, and BOT_LEVELS.
// T-AI: a bot decides from view(seat) alone: its own cards, the visible cards, the permitted history, its legal options.
import type { HandView } from '../engine/index';
import { decideSteps, type DecideContext } from './bot';
import type { Bot, BotLevel, BotOptions, DecideBudget } from './types';

export type { Bot, BotLevel, BotOptions, DecideBudget } from './types';
export { EASY, NORMAL, HARD, SPLIT_MARGIN, RUN_TWICE_FROM } from './thresholds';
export { HOLDEM_OPEN, HOLDEM_VS_RAISE, HOLDEM_VS_RERAISE, HARD_VS_RAISE, OMAHA_POINTS, OMAHA_THRESHOLDS, STUD_THIRD_STREET, DRAW_START } from './ranges';
export { estimateEquity, actionLikelihood, type Estimate } from './estimate';
export { ARENA_BASELINES, createBaseline, type BaselineKind } from './baselines';

/** The levels, weakest first. */
export const BOT_LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard'];

/**
 * A bot of `level`. `decide(view)` answers every `next` kind addressed to `view.seat` (act, draw, split offer,
 * run-out choice and answer) with an action the hand accepts; it is synchronous and deterministic for a seed and a
 * sequence of views. Hard needs `equity` (the equity kernel) and throws without it.
 */
export function createBot(level: BotLevel, options: BotOptions): Bot {
  if (!BOT_LEVELS.includes(level)) throw new Error(`"${String(level)}" is not a bot level: choose one of ${BOT_LEVELS.join(', ')}.`);
  if (!options || typeof options.seed !== 'number' || !Number.isFinite(options.seed)) {
    throw new Error('A bot needs a seed: createBot(level, { seed: 1 }) (a finite number; the same seed gives the same decisions).');
  }
  const kernel = options.equity ?? null;
  if (level === 'hard' && !kernel) {
    throw new Error('The Hard bot needs the equity kernel: createBot("hard", { seed, equity: await createEquityKernel(wasmBytes) }) (or the worker\'s decide).');
  }
  const runItTwice = options.runItTwice ?? 'ask';
  if (!['never', 'always', 'ask'].includes(runItTwice)) throw new Error(`runItTwice must be 'never', 'always' or 'ask', not "${String(runItTwice)}".`);
  const context = (budget: DecideBudget = {}): DecideContext => ({ level, seed: options.seed, kernel, runItTwice, budget });
  const steps = (view: HandView, budget?: DecideBudget) => decideSteps(view, context(budget));
  return {
    level,
    steps,
    decide(view: HandView, budget?: DecideBudget) {
      const run = steps(view, budget);
      for (;;) {
        const step = run.next();
        if (step.done) return step.value;
      }
    },
  };
}
