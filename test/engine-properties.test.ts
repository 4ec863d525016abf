// Property tests (fast-check, seeded) over random legal action sequences in every game and structure it may be played with.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createRng, deckCards, GAMES, GAME_IDS, startHand, type Hand, type HandAction,
} from '../src/engine/index';
import { legalActions, structureFor, sum } from './engine-helpers';

/** Actions that `next` does not offer: each must be refused. */
function illegalActions(hand: Hand): HandAction[] {
  const next = hand.next;
  if (next.kind === 'done') return [{ type: 'check' }];
  const wrongSeat = (next.seat + 1) % hand.seatCount;
  const out: HandAction[] = [{ type: 'check', seat: wrongSeat }];
  switch (next.kind) {
    case 'act': {
      const o = next.options;
      if (!o.check) out.push({ type: 'check' });
      if (!o.fold) out.push({ type: 'fold' });
      if (o.check || o.bringIn !== undefined) out.push({ type: 'call' });
      if (o.bringIn === undefined) out.push({ type: 'bring-in' });
      if (o.minRaiseTo === null) out.push({ type: 'raise', to: o.allInTo });
      else {
        out.push({ type: 'raise', to: o.minRaiseTo - 1 }, { type: 'raise', to: o.maxRaiseTo! + 1 }, { type: 'raise', to: o.minRaiseTo + 0.5 });
        const between = o.raiseSizes && o.raiseSizes.length > 1 ? o.raiseSizes[0] + 1 : null;
        if (between !== null && !o.raiseSizes!.includes(between)) out.push({ type: 'raise', to: between });
      }
      out.push({ type: 'draw', discard: [] }, { type: 'split' });
      break;
    }
    case 'draw': {
      const own = hand.cards[next.seat];
      const foreign = deckCards(hand.spec.deck).find((card) => !own.includes(card))!;
      out.push({ type: 'draw', discard: [foreign] }, { type: 'draw', discard: [own[0], own[0]] }, { type: 'check' }, { type: 'raise', to: 10 });
      if (next.max < own.length) out.push({ type: 'draw', discard: own.slice(0, next.max + 1) });
      break;
    }
    case 'split-offer': out.push({ type: 'check' }, { type: 'stand-pat' }); break;
    case 'runout-choice': out.push({ type: 'run', times: 4 as 3 }, { type: 'accept' }); break;
    case 'runout-accept': out.push({ type: 'fold' }, { type: 'run', times: 2 }); break;
  }
  return out;
}

const combos = GAME_IDS.flatMap((id) => GAMES[id].structures.map((kind) => [id, kind] as const));

describe('engine properties over random legal play (fast-check, seeded)', () => {
  it.each(combos)('%s %s: chips conserved and never raked (T-CHIPS: nets sum to zero), no negative stack, every hand ends, min ≤ max, offered accepted, others refused unchanged, P-SIDEPOTS eligibility', (id, kind) => {
    const spec = GAMES[id];
    const maxPlayers = spec.maxPlayers;
    fc.assert(fc.property(
      fc.integer({ min: 2, max: maxPlayers }), fc.integer({ min: 0, max: 1_000_000 }), fc.boolean(), fc.integer({ min: 0, max: 1_000_000 }),
      (players, seed, double, actionSeed) => {
        const rng = createRng(actionSeed);
        const prefs = ['never', 'always', 'ask'] as const;
        const seats = Array.from({ length: players }, () => ({ stack: 3 + Math.floor(rng() * (rng() < 0.5 ? 30 : 300)), runItTwice: prefs[Math.floor(rng() * 3)] }));
        const total = sum(seats.map((s) => s.stack));
        const hand = startHand({ game: id, structure: structureFor(spec, kind, double ? 'double' : 'standard'), seats, button: seed % players, seed });
        let steps = 0;
        while (hand.next.kind !== 'done') {
          expect(++steps).toBeLessThan(400);
          const next = hand.next;
          if (next.kind === 'act') {
            const o = next.options;
            if (o.minRaiseTo !== null) expect(o.minRaiseTo).toBeLessThanOrEqual(o.maxRaiseTo!);
            expect(o.call).toBeGreaterThanOrEqual(0);
            expect(o.call).toBeLessThanOrEqual(hand.stacks[next.seat]);
            if (o.maxRaiseTo !== null) expect(o.maxRaiseTo).toBeLessThanOrEqual(o.allInTo);
          }
          const before = hand.snapshot();
          for (const bad of illegalActions(hand)) {
            expect(() => hand.act(bad), JSON.stringify(bad)).toThrow();
            expect(hand.snapshot()).toBe(before);
          }
          // T-PRIVACY: another seat never sees this seat's face-down cards before the showdown.
          const other = (next.seat + 1) % players;
          const seen = hand.view(other).seats[next.seat];
          hand.up[next.seat].forEach((up, k) => { if (!up) expect(seen.cards[k]).toBeNull(); });
          const options = legalActions(hand, rng);
          const choice = options[Math.floor(rng() * options.length)];
          hand.act(choice);
          expect(sum(hand.stacks) + (hand.done ? 0 : hand.pot)).toBe(total);
          for (const stack of hand.stacks) expect(stack).toBeGreaterThanOrEqual(0);
        }
        const result = hand.result!;
        expect(sum(result.stacks)).toBe(total);
        expect(sum(result.net)).toBe(0);
        expect(sum(result.pots.map((p) => p.amount))).toBe(hand.pot);
        const won = new Array<number>(players).fill(0);
        const wonUnsplit = new Array<number>(players).fill(0);
        for (const pot of result.pots) {
          expect(sum(pot.awards.map((a) => a.amount))).toBe(pot.amount);
          for (const award of pot.awards) {
            expect(sum(award.shares)).toBe(award.amount);
            for (const w of award.winners) expect(pot.eligible).toContain(w);
            award.winners.forEach((w, k) => { won[w] += award.shares[k]; if (!pot.split) wonUnsplit[w] += award.shares[k]; });
          }
        }
        // P-SIDEPOTS: a player wins from each other player at most what they themselves put in.
        const put = hand.contributions;
        for (let s = 0; s < players; s++) {
          const cap = sum(put.map((c) => Math.min(c, put[s])));
          expect(won[s]).toBeLessThanOrEqual(cap);
          // A folded player wins nothing, except their share of a pot everyone in it agreed to split before (G-DRAW32-SPLIT).
          if (hand.folded[s]) expect(wonUnsplit[s]).toBe(0);
        }
      },
    ), { seed: 4242, numRuns: 20 });
  });
});
