// Replay determinism as a property: replayHand(setup, actions) rebuilds the same state (snapshot, every seat's view, the
// result) for random hands of every game and structure, from any point of the hand and after a JSON round trip.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createRng, GAMES, GAME_IDS, replayHand, startHand, type Hand, type HandAction, type HandSetup,
} from '../src/engine/index';
import { randomAction, structureFor } from './drive-helpers';

const combos = GAME_IDS.flatMap((id) => GAMES[id].structures.map((kind) => [id, kind] as const));

/** Everything a replay must reproduce: the full snapshot, what each seat sees, and the result. */
const stateOf = (hand: Hand, seats: number): string =>
  JSON.stringify({ snapshot: hand.snapshot(), views: Array.from({ length: seats }, (_, s) => hand.view(s)), result: hand.result, next: hand.next });

describe('replay determinism (fast-check, seeded)', () => {
  it.each(combos)('%s %s: replayHand(setup, actions) = the hand, at every checkpoint and after saving both as JSON', (id, kind) => {
    const spec = GAMES[id];
    fc.assert(fc.property(
      fc.integer({ min: 2, max: spec.maxPlayers }), fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), fc.boolean(),
      (players, seed, actionSeed, double) => {
        const rng = createRng(actionSeed);
        const prefs = ['never', 'always', 'ask'] as const;
        const setup: HandSetup = {
          game: id, structure: structureFor(spec, kind, double ? 'double' : 'standard'), button: seed % players, seed,
          seats: Array.from({ length: players }, () => ({ stack: 3 + Math.floor(rng() * (rng() < 0.5 ? 30 : 300)), runItTwice: prefs[Math.floor(rng() * 3)] })),
        };
        const hand = startHand(setup);
        const actions: HandAction[] = [];
        const checkpoints: { at: number; state: string }[] = [{ at: 0, state: stateOf(hand, players) }];
        while (hand.next.kind !== 'done') {
          expect(actions.length).toBeLessThan(400);
          const action = randomAction(hand, rng);
          hand.act(action);
          actions.push(action);
          if (rng() < 0.25) checkpoints.push({ at: actions.length, state: stateOf(hand, players) });
        }
        checkpoints.push({ at: actions.length, state: stateOf(hand, players) });
        for (const { at, state } of checkpoints) expect(stateOf(replayHand(setup, actions.slice(0, at)), players)).toBe(state);
        // Saved and loaded (hands are exported as setup + actions): the same hand again.
        const saved = JSON.parse(JSON.stringify({ setup, actions })) as { setup: HandSetup; actions: HandAction[] };
        expect(stateOf(replayHand(saved.setup, saved.actions), players)).toBe(checkpoints.at(-1)!.state);
      },
    ), { seed: 9009, numRuns: 15 });
  });
});
