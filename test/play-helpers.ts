// Test-only deciders for the play table: seeded random legal actions (never shipped; the table's bots come from src/bots).
import { createRng, type HandAction, type HandView } from '../src/engine/index';
import type { Decider } from '../src/play/index';

/** Picks a legal action at random from what `view.next` offers (seeded): folds rarely, raises sometimes, draws some cards. */
export function randomDecider(seed: number, options: { allInRate?: number } = {}): Decider {
  const rng = createRng(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rng() * items.length)];
  return {
    decide(view: HandView): HandAction {
      const next = view.next as HandView['next'] & Record<string, unknown>;
      switch (next.kind) {
        case 'act': {
          const o = (next as Extract<HandView['next'], { kind: 'act' }>).options;
          const r = rng();
          if (o.minRaiseTo !== null && o.maxRaiseTo !== null && r < (options.allInRate ?? 0)) return { type: o.call > 0 || o.check === false ? 'raise' : 'bet', to: o.maxRaiseTo } as HandAction;
          if (o.bringIn !== undefined) return r < 0.6 || o.minRaiseTo === null ? { type: 'bring-in' } : { type: 'bet', to: o.minRaiseTo };
          if (o.minRaiseTo !== null && o.maxRaiseTo !== null && r < 0.3) {
            const sizes = o.raiseSizes;
            const to = sizes && sizes.length > 0 ? pick(sizes) : o.minRaiseTo + Math.floor(rng() * (o.maxRaiseTo - o.minRaiseTo + 1));
            return { type: o.check && o.call === 0 ? 'bet' : 'raise', to };
          }
          if (o.check) return { type: 'check' };
          if (o.fold && r > 0.75) return { type: 'fold' };
          return { type: 'call' };
        }
        case 'draw': {
          const own = view.seats[view.seat].cards.filter((c): c is number => c !== null);
          const max = (next as Extract<HandView['next'], { kind: 'draw' }>).max;
          const count = Math.floor(rng() * (max + 1));
          const discard = own.slice().sort(() => rng() - 0.5).slice(0, count);
          return count === 0 ? { type: 'stand-pat' } : { type: 'draw', discard };
        }
        case 'split-offer': return { type: rng() < 0.5 ? 'split' : 'no-split' };
        case 'runout-choice': return { type: 'run', times: pick([1, 2, 3] as const) };
        case 'runout-accept': return { type: rng() < 0.5 ? 'accept' : 'decline' };
        default: throw new Error(`nothing to decide: ${String(next.kind)}`);
      }
    },
  };
}
