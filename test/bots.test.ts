// Bots (issue 10, T-AI): the front door's contract, and every decision legal in every game and structure (fast-check).
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { GAMES, GAME_IDS, createRng, deckCards, determinize, seenCards, startHand, type Card, type EquityKernel, type HandAction, type HandView } from '../src/engine/index';
import { BOT_LEVELS, createBot, type Bot } from '../src/bots/index';
import { botKernel, playOut, structureFor } from './bots-helpers';

let kernel: EquityKernel;
beforeAll(async () => { kernel = await botKernel(); });

/** Hard with a small trial budget: the tests check legality and contracts, the arena checks strength. */
const quick = (bot: Bot) => ({ decide: (view: HandView): HandAction => bot.decide(view, { trials: 48 }) });

describe('createBot (the bots front door)', () => {
  it('lists the three levels, weakest first', () => {
    expect(BOT_LEVELS).toEqual(['easy', 'normal', 'hard']);
  });
  it('refuses an unknown level, a missing seed, and Hard without the equity kernel, each with a sentence', () => {
    expect(() => createBot('expert' as 'easy', { seed: 1 })).toThrow(/not a bot level/);
    expect(() => createBot('easy', {} as { seed: number })).toThrow(/needs a seed/);
    expect(() => createBot('easy', { seed: Number.NaN })).toThrow(/needs a seed/);
    expect(() => createBot('hard', { seed: 1 })).toThrow(/equity kernel/);
    expect(() => createBot('hard', { seed: 1, equity: kernel })).not.toThrow();
  });
  it('refuses something that is not a view with a sentence', () => {
    const bot = createBot('normal', { seed: 1 });
    expect(() => bot.decide(undefined as unknown as HandView)).toThrow(/hand.view\(seat\)/);
    expect(() => bot.decide({ seats: [], next: { kind: 'act' }, history: [], seat: 3 } as unknown as HandView)).toThrow(/not one of its/);
  });
  it('refuses to decide for a seat whose turn it is not, or when the hand is over', () => {
    const hand = playOut('holdem', structureFor(GAMES.holdem, 'no-limit'), [100, 100], [createBot('easy', { seed: 1 }), createBot('easy', { seed: 2 })], 3);
    expect(() => createBot('easy', { seed: 1 }).decide(hand.view(0))).toThrow(/over/);
  });
});

const combos = GAME_IDS.flatMap((id) => GAMES[id].structures.map((kind) => [id, kind] as const));

describe('T-AI: every decision is one the hand accepts (fast-check, seeded), every game and structure', () => {
  it.each(combos)('%s %s: bots of every level play hands to the end, each action accepted', (id, kind) => {
    const spec = GAMES[id];
    fc.assert(fc.property(
      fc.integer({ min: 2, max: spec.maxPlayers }), fc.integer({ min: 1, max: 1_000_000 }),
      fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 10, maxLength: 10 }), fc.array(fc.integer({ min: 3, max: 400 }), { minLength: 10, maxLength: 10 }),
      (players, seed, levels, stacks) => {
        const bots = Array.from({ length: players }, (_, i) => quick(createBot(BOT_LEVELS[levels[i]], { seed: seed + i, equity: kernel, runItTwice: (['never', 'always', 'ask'] as const)[(seed + i) % 3] })));
        const hand = playOut(id, structureFor(spec, kind), stacks.slice(0, players), bots, seed, {
          runItTwice: bots.map((_, i) => (['never', 'always', 'ask'] as const)[(seed + i) % 3]),
        });
        expect(hand.next.kind).toBe('done');
        expect(hand.result!.net.reduce((a, b) => a + b, 0)).toBe(0);
      },
    ), { numRuns: 4, seed: 10 });
  });
});

describe('decide is deterministic for a seed and a view', () => {
  it.each(BOT_LEVELS)('%s: the same seed and views give the same actions; the view is not changed', (level) => {
    const record = (seed: number) => {
      const actions: HandAction[] = [];
      playOut('holdem', structureFor(GAMES.holdem, 'no-limit'), [200, 200, 200, 200, 200, 200],
        Array.from({ length: 6 }, (_, i) => ({
          decide: (view: HandView) => {
            const before = JSON.stringify(view);
            const a = createBot(level, { seed: seed + i, equity: kernel }).decide(view, { trials: 48 });
            expect(JSON.stringify(view)).toBe(before);
            actions.push(a);
            return a;
          },
        })), 77);
      return actions;
    };
    expect(record(5)).toEqual(record(5));
  });
});

describe('determinize(view, rng) (engine): the hidden cards dealt consistently with what the seat has seen', () => {
  it.each(GAME_IDS)('%s: visible cards kept, hidden ones dealt from the unseen part of the game\'s deck, no card twice, seeded', (id) => {
    const spec = GAMES[id];
    fc.assert(fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 30 }), (seed, stop) => {
      const players = Math.min(spec.maxPlayers, 2 + (seed % 4));
      const hand = startHand({ game: id, structure: structureFor(spec, spec.structures[0]), seats: Array.from({ length: players }, () => ({ stack: 100 })), button: 0, seed });
      const bots = Array.from({ length: players }, (_, i) => createBot('normal', { seed: i }));
      for (let k = 0; k < stop && hand.next.kind !== 'done'; k++) hand.act(bots[(hand.next as { seat: number }).seat].decide(hand.view((hand.next as { seat: number }).seat)));
      const viewer = seed % players;
      const view = hand.view(viewer);
      const deal = determinize(view, createRng(seed));
      expect(determinize(view, createRng(seed))).toEqual(deal);
      const seen = seenCards(view);
      const all: Card[] = [...deal.seats.flat(), ...view.boards.flat(), ...deal.unseen];
      expect(new Set(all).size).toBe(all.length);
      for (const c of all) expect(deckCards(spec.deck)).toContain(c);
      view.seats.forEach((seat, s) => {
        expect(deal.seats[s]).toHaveLength(seat.cards.length);
        seat.cards.forEach((c, k) => {
          if (c !== null) expect(deal.seats[s][k]).toBe(c);
          else { expect(deal.hidden[s]).toContain(k); expect(seen.has(deal.seats[s][k])).toBe(false); }
        });
      });
      for (const c of deal.unseen) expect(seen.has(c)).toBe(false);
      // Together the seen cards, the dealt hidden cards and the unseen rest are the whole deck, minus nothing.
      expect(new Set([...seen, ...deal.seats.flatMap((cards, s) => deal.hidden[s].map((k) => cards[k])), ...deal.unseen]).size).toBe(spec.deck);
    }), { numRuns: 15, seed: 3 });
  });
});
