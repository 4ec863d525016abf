// One decision for any `next` kind addressed to the bot's seat: betting, the draw, the split offer, the run-out choices.
import { createRng, gameSpec, type Card, type EquityKernelLike, type HandAction, type HandView, type RunItTwicePreference } from '../engine/index';
import { chooseDiscard, drawsAfter } from './discard';
import { easyBet } from './easy';
import { estimateEquity } from './estimate';
import { hardBet } from './hard';
import { normalBet } from './normal';
import { currentStrength, potentialStrength } from './reads';
import { readSituation } from './situation';
import { NORMAL, RUN_TWICE_FROM, SPLIT_MARGIN } from './thresholds';
import type { BotLevel, DecideBudget } from './types';

/** What a level needs to decide. */
export interface DecideContext {
  level: BotLevel;
  seed: number;
  kernel: EquityKernelLike | null;
  runItTwice: RunItTwicePreference;
  budget: DecideBudget;
}

/** A 32-bit mix of the seed and the public state of the view: each decision gets its own seeded generator. */
export function decisionSeed(seed: number, view: HandView): number {
  let h = (Math.floor(seed) ^ 0x811c9dc5) >>> 0;
  const mix = (x: number) => { h = Math.imul(h ^ (x & 0xffffffff), 0x01000193) >>> 0; };
  mix(view.seat); mix(view.history.length); mix(view.pot);
  for (const b of view.boards) for (const c of b) mix(c);
  for (const c of view.seats[view.seat].cards) mix(c ?? 99);
  return h;
}

/** The bot's read of its hand for the split offer and run-out choices: a pot share, 0..1. */
function* shareRead(view: HandView, ctx: DecideContext, rng: () => number): Generator<void, number, void> {
  const spec = gameSpec(view.game);
  const cards = view.seats[view.seat].cards.filter((c): c is Card => c !== null);
  const board = view.boards[0] ?? [];
  const opponents = view.seats.filter((s, i) => i !== view.seat && s.inHand && !s.folded).length;
  if (ctx.level === 'hard' && ctx.kernel) return (yield* estimateEquity(view, ctx.kernel, rng, ctx.budget)).equity;
  const read = ctx.level === 'easy' ? currentStrength(spec, cards, board) : potentialStrength(spec, view.street, cards, board);
  return read ** (1 + NORMAL.multiway * Math.max(0, opponents - 1)) ;
}

/** The decision for `view` (a generator: Hard's sampling yields between playouts). */
export function* decideSteps(view: HandView, ctx: DecideContext): Generator<void, HandAction, void> {
  if (!view || typeof view !== 'object' || !Array.isArray(view.seats) || !view.next || !Array.isArray(view.history)) {
    throw new Error('A bot decides from a view: pass hand.view(seat) (an object with seats, next and history).');
  }
  if (!Number.isInteger(view.seat) || !view.seats[view.seat]) throw new Error(`The view's seat ${String(view.seat)} is not one of its ${view.seats.length} seats.`);
  const next = view.next as { kind: string; seat?: number; max?: number; street?: string; choices?: (1 | 2 | 3)[] };
  if (next.kind === 'done') throw new Error('The hand is over: there is nothing to decide.');
  if (next.seat !== view.seat) throw new Error(`It is seat ${String(next.seat)}'s turn, not seat ${view.seat}'s: a bot decides only for its own seat.`);
  const rng = createRng(decisionSeed(ctx.seed, view));
  const spec = gameSpec(view.game);
  switch (next.kind) {
    case 'act': {
      const s = readSituation(view);
      if (!s) throw new Error('The view offers no betting options for this seat.');
      if (ctx.level === 'easy') return easyBet(s, rng);
      if (ctx.level === 'normal') return normalBet(s, rng);
      return yield* hardBet(s, ctx.kernel!, rng, ctx.budget);
    }
    case 'draw': {
      const cards = view.seats[view.seat].cards.filter((c): c is Card => c !== null);
      let discard = chooseDiscard(spec, cards, next.max ?? 5, drawsAfter(spec, next.street ?? view.street));
      // Easy sometimes keeps a kicker with its pair (a beginner's habit).
      if (ctx.level === 'easy' && discard.length === 3 && spec.high !== 'deuce-seven' && rng() < 0.3) {
        discard = discard.slice().sort((a, b) => a - b).slice(1);
      }
      return discard.length === 0 ? { type: 'stand-pat' } : { type: 'draw', discard };
    }
    case 'split-offer': {
      // G-DRAW32-SPLIT: share the pot when the hand's share is below an equal one.
      const live = view.seats.filter((s) => s.inHand && !s.folded).length;
      const share = yield* shareRead(view, ctx, rng);
      return share < 1 / live + SPLIT_MARGIN[ctx.level] ? { type: 'split' } : { type: 'no-split' };
    }
    case 'runout-choice': {
      const choices = next.choices ?? [1, 2, 3];
      let times: 1 | 2 | 3 = 1;
      if (ctx.runItTwice === 'always') times = 2;
      else if (ctx.runItTwice === 'ask') times = (yield* shareRead(view, ctx, rng)) >= RUN_TWICE_FROM ? 2 : 1;
      return { type: 'run', times: choices.includes(times) ? times : choices[0] };
    }
    case 'runout-accept': {
      if (ctx.runItTwice === 'always') return { type: 'accept' };
      if (ctx.runItTwice === 'never') return { type: 'decline' };
      return (yield* shareRead(view, ctx, rng)) < RUN_TWICE_FROM ? { type: 'accept' } : { type: 'decline' };
    }
    default:
      throw new Error(`A bot cannot answer a "${next.kind}" step.`);
  }
}
