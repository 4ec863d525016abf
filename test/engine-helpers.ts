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
