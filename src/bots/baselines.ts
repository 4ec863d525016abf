// The arena's three simple opponents (issue 10): random legal actions, a calling station, an always-raise maniac.
import { createRng, gameSpec, type Card, type HandAction, type HandView } from '../engine/index';
import { decisionSeed } from './bot';
import { chooseDiscard, drawsAfter } from './discard';
import type { Bot, DecideBudget } from './types';

export type BaselineKind = 'random' | 'station' | 'maniac';
export const ARENA_BASELINES: readonly BaselineKind[] = ['random', 'station', 'maniac'];

/** A baseline player with the Bot shape: it answers every step legally, betting by its one habit. */
export function createBaseline(kind: BaselineKind, options: { seed: number }): Pick<Bot, 'decide'> & { kind: BaselineKind } {
  const decide = (view: HandView): HandAction => {
    const next = view.next as { kind: string; seat?: number; max?: number; street?: string; choices?: (1 | 2 | 3)[]; options?: import('../engine/index').BettingOptions };
    if (next.seat !== view.seat) throw new Error(`It is not seat ${view.seat}'s turn.`);
    const rng = createRng(decisionSeed(options.seed + 7919, view));
    const spec = gameSpec(view.game);
    if (next.kind === 'draw') {
      const cards = view.seats[view.seat].cards.filter((c): c is Card => c !== null);
      if (kind === 'random') {
        const discard = cards.filter(() => rng() < 0.4).slice(0, next.max ?? 5);
        return discard.length ? { type: 'draw', discard } : { type: 'stand-pat' };
      }
      const discard = chooseDiscard(spec, cards, next.max ?? 5, drawsAfter(spec, next.street ?? view.street));
      return discard.length ? { type: 'draw', discard } : { type: 'stand-pat' };
    }
    if (next.kind === 'split-offer') return kind === 'random' && rng() < 0.5 ? { type: 'split' } : { type: 'no-split' };
    if (next.kind === 'runout-choice') return { type: 'run', times: 1 };
    if (next.kind === 'runout-accept') return { type: 'decline' };
    const o = next.options!;
    const passive: HandAction = o.bringIn !== undefined ? { type: 'bring-in' } : o.check ? { type: 'check' } : { type: 'call' };
    const raise = (to: number): HandAction => ({ type: 'raise', to });
    if (kind === 'station') return passive;
    if (kind === 'maniac') return o.minRaiseTo !== null ? raise(o.raiseSizes ? o.raiseSizes[o.raiseSizes.length - 1] : Math.min(o.maxRaiseTo!, Math.max(o.minRaiseTo, view.pot))) : passive;
    // Random: a uniform choice among fold (when not free), check/call and a bet or raise of a random legal size.
    const choices: HandAction[] = [passive];
    if (o.fold && o.bringIn === undefined) choices.push({ type: 'fold' });
    if (o.minRaiseTo !== null && o.maxRaiseTo !== null) {
      const sizes = o.raiseSizes;
      choices.push(raise(sizes ? sizes[Math.floor(rng() * sizes.length)] : o.minRaiseTo + Math.floor(rng() * (Math.min(o.maxRaiseTo, o.allInTo) - o.minRaiseTo + 1))));
    }
    return choices[Math.floor(rng() * choices.length)];
  };
  return {
    kind,
    decide: (view: HandView, _budget?: DecideBudget) => decide(view),
  };
}
