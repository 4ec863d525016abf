// Test helpers for the bots: a structure for every game and kind, and a hand played to the end by bots (seat → bot).
import { readFileSync } from 'node:fs';
import {
  createEquityKernel, startHand, type BettingStructure, type EquityKernel, type Hand, type HandAction, type HandView,
  type RunItTwicePreference,
} from '../src/engine/index';

let kernel: EquityKernel | null = null;
/** The built Wasm equity kernel (npm run asbuild), compiled once per test file. */
export async function botKernel(): Promise<EquityKernel> {
  kernel ??= await createEquityKernel(readFileSync(new URL('../src/wasm/evaluator.wasm', import.meta.url)));
  return kernel;
}

/** One structure per game and kind for every engine test: drive-helpers.ts holds it. */
export { structureFor } from './drive-helpers';

export interface Decider { decide(view: HandView): HandAction }

/** Plays a hand to the end: each step asks the bot of the seat `next` names, with that seat's view only. */
export function playOut(
  game: string, structure: BettingStructure, stacks: number[], deciders: Decider[], seed: number,
  options: { button?: number; runItTwice?: RunItTwicePreference[]; onStep?: (hand: Hand, seat: number, view: HandView, action: HandAction) => void } = {},
): Hand {
  const hand = startHand({
    game, structure, seed, button: options.button ?? seed % stacks.length,
    seats: stacks.map((stack, i) => ({ stack, runItTwice: options.runItTwice?.[i] })),
  });
  let steps = 0;
  while (hand.next.kind !== 'done') {
    if (++steps > 500) throw new Error('the hand did not end');
    const seat = (hand.next as { seat: number }).seat;
    const view = hand.view(seat);
    const action = deciders[seat].decide(view);
    options.onStep?.(hand, seat, view, action);
    hand.act(action);
  }
  return hand;
}
