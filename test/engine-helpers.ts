// Test helpers for the engine: play a scripted hand ("seat verb amount") and check each step's seat.
import { expect } from 'vitest';
import { parseCards, type Hand, type HandAction } from '../src/engine/index';

/**
 * Plays a script of steps like "0 raise 6", "1 call", "2 fold", "1 bring-in", "0 draw 2s5h", "1 pat", "0 timeout",
 * "2 split", "0 no-split", "0 run 3", "1 accept". Each step's seat must be the seat `next` names.
 */
export function play(hand: Hand, script: readonly string[]): Hand {
  for (const step of script) {
    const [seatText, verb, arg] = step.split(' ');
    const seat = Number(seatText);
    const next = hand.next;
    expect(next.kind === 'done' ? 'done' : `${next.seat}`, `before "${step}"`).toBe(String(seat));
    let action: HandAction;
    switch (verb) {
      case 'bet': case 'raise': action = { type: verb, to: Number(arg) }; break;
      case 'draw': action = { type: 'draw', discard: parseCards(arg) }; break;
      case 'pat': action = { type: 'stand-pat' }; break;
      case 'run': action = { type: 'run', times: Number(arg) as 1 | 2 | 3 }; break;
      default: action = { type: verb } as HandAction;
    }
    hand.act({ ...action, seat } as HandAction);
  }
  return hand;
}

/** Sum of an array. */
export const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/** Every action `next` offers, with a random amount where there is a range. */
export function legalActions(hand: Hand, rng: () => number): HandAction[] {
  const next = hand.next;
  switch (next.kind) {
    case 'act': {
      const o = next.options;
      const out: HandAction[] = [];
      if (o.fold) out.push({ type: 'fold' });
      if (o.check) out.push({ type: 'check' });
      if (o.bringIn !== undefined) out.push({ type: 'bring-in' });
      else if (!o.check) out.push({ type: 'call' });
      if (o.minRaiseTo !== null && o.maxRaiseTo !== null) {
        const to = o.raiseSizes ? o.raiseSizes[Math.floor(rng() * o.raiseSizes.length)]
          : rng() < 0.3 ? o.maxRaiseTo : o.minRaiseTo + Math.floor(rng() * (o.maxRaiseTo - o.minRaiseTo + 1));
        out.push({ type: 'raise', to });
      }
      if (hand.structure.kind === 'fixed-limit' && rng() < 0.05) return [{ type: 'disconnect' }]; // I-DISCONNECT
      return out;
    }
    case 'draw': {
      const own = hand.cards[next.seat];
      const count = Math.floor(rng() * (Math.min(next.max, own.length) + 1));
      return [{ type: 'draw', discard: own.slice(0, count) }, { type: 'stand-pat' }, { type: 'timeout' }];
    }
    case 'split-offer': return [{ type: 'split' }, { type: 'no-split' }];
    case 'runout-choice': return [{ type: 'run', times: 1 }, { type: 'run', times: 2 }, { type: 'run', times: 3 }];
    case 'runout-accept': return [{ type: 'accept' }, { type: 'decline' }];
    default: return [];
  }
}


/** One structure per game and kind for every engine test: drive-helpers.ts holds it. */
export { structureFor } from './drive-helpers';
