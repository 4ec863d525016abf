// T-AI / T-PRIVACY (issue 10 item 3): changing any card a bot may not see never changes its view or its decision.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  GAMES, GAME_IDS, createRng, deckCards, seenCards, startHand, type Card, type EquityKernel, type HandAction, type HandSetup,
} from '../src/engine/index';
import { BOT_LEVELS, createBot } from '../src/bots/index';
import { botKernel, structureFor } from './bots-helpers';

let kernel: EquityKernel;
beforeAll(async () => { kernel = await botKernel(); });

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') { for (const v of Object.values(value)) deepFreeze(v); Object.freeze(value); }
  return value;
}

const combos = GAME_IDS.flatMap((id) => GAMES[id].structures.map((kind) => [id, kind] as const));

describe('T-AI: a bot decides from what its seat may see, nothing else', () => {
  it('every game and structure: re-deal every card the deciding seat has not seen (same seed, same actions): the view and the decision of every level stay the same', () => {
    let checked = 0;
    fc.assert(fc.property(
      fc.constantFrom(...combos), fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 60 }), fc.integer({ min: 2, max: 8 }),
      ([id, kind], seed, stop, wanted) => {
        const spec = GAMES[id];
        const players = Math.min(spec.maxPlayers, wanted);
        const structure = structureFor(spec, kind);
        const setup: HandSetup = { game: id, structure, seats: Array.from({ length: players }, (_, i) => ({ stack: 40 + 60 * (i % 3) })), button: seed % players, seed };
        const a = startHand(setup);
        const actors = Array.from({ length: players }, (_, i) => createBot(BOT_LEVELS[(seed + i) % 3], { seed: seed + i, equity: kernel }));
        const actions: HandAction[] = [];
        for (let k = 0; k < stop && a.next.kind !== 'done'; k++) {
          const seat = (a.next as { seat: number }).seat;
          const action = actors[seat].decide(a.view(seat), { trials: 24 });
          a.act(action);
          actions.push(action);
        }
        if (a.next.kind === 'done') return;
        const viewer = (a.next as { seat: number }).seat;
        const viewA = a.view(viewer);
        if (viewA.history.some((e) => e.type === 'reshuffle')) return;
        // Every seat's cards in the order they were dealt (first deal, then each draw's cards), from that seat's own view.
        const initial: Card[][] = [];
        const drawn: { seat: number; at: number; cards: Card[] }[] = [];
        for (let s = 0; s < players; s++) {
          const own = a.view(s).history;
          initial.push(own.flatMap((e) => (e.type === 'deal' && e.seat === s ? e.cards : [])));
          own.forEach((e, at) => { if (e.type === 'draw' && e.seat === s) drawn.push({ seat: s, at, cards: e.received }); });
        }
        drawn.sort((x, y) => x.at - y.at);
        // σ: a random permutation of the cards the viewer has not seen; every seen card stays where it is.
        const seen = seenCards(viewA);
        const hidden = deckCards(spec.deck).filter((c) => !seen.has(c));
        const rng = createRng(seed ^ 0x5bd1e995);
        const shuffled = hidden.slice();
        for (let i = shuffled.length - 1; i > 0; i--) { const j = Math.floor(rng() * (i + 1)); [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]]; }
        const sigma = new Map<Card, Card>(hidden.map((c, i) => [c, shuffled[i]]));
        const map = (c: Card) => sigma.get(c) ?? c;
        const b = startHand({
          ...setup,
          seats: setup.seats.map((s, i) => ({ ...s, cards: initial[i].map(map) })),
          board: viewA.boards[0].map(map),
          stub: drawn.flatMap((d) => d.cards.map(map)),
        });
        for (const action of actions) b.act(action.type === 'draw' ? { ...action, discard: action.discard.map(map) } : action);
        const viewB = b.view(viewer);
        expect(viewB).toEqual(viewA);
        for (const level of BOT_LEVELS) {
          const bot = createBot(level, { seed, equity: kernel });
          const decision = bot.decide(viewA, { trials: 48 });
          expect(bot.decide(viewB, { trials: 48 })).toEqual(decision);
          // Plain data is all a bot needs: a frozen copy of the view (no hand behind it) gives the same decision.
          expect(bot.decide(deepFreeze(structuredClone(viewA)), { trials: 48 })).toEqual(decision);
        }
        // Count the cases where another seat's cards really differ between the two deals.
        const differs = Array.from({ length: players }, (_, s) => s).some((s) => s !== viewer
          && JSON.stringify(a.view(s).seats[s].cards) !== JSON.stringify(b.view(s).seats[s].cards));
        if (differs) checked++;
      },
    ), { numRuns: 100, seed: 2026 });
    expect(checked).toBeGreaterThan(30);
  });
});
