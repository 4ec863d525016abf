// Seeded property test: for random small deals of every game, the Wasm kernels equal the reference brute force exactly.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Card, deckCards } from '../src/engine/cards';
import { type EquityGameId, type EquityKernel, type EquityRequest, EQUITY_GAMES, computeEquity, planEquity, referenceExact } from '../src/engine/equity/index';
import { seededRandom } from '../src/engine/equity/reference';
import { referenceEvaluator } from '../src/engine/rankings/reference';
import { testKernel } from './equity-setup';

let kernel: EquityKernel;
beforeAll(async () => { kernel = await testKernel(); });

/** Known cards per player (and on the board) that leave only a few cards to come, per game. */
const SHAPES: Record<EquityGameId, { players: [number, number]; known: number[]; board: number[]; draw?: boolean }> = {
  holdem: { players: [2, 4], known: [2, 1], board: [3, 4, 5] },
  omaha: { players: [2, 3], known: [4], board: [4] },
  'omaha-hl': { players: [2, 3], known: [4], board: [4] },
  omaha5: { players: [2, 3], known: [5], board: [4] },
  'omaha5-hl': { players: [2, 3], known: [5], board: [4] },
  stud7: { players: [2, 2], known: [6, 7], board: [0] },
  'stud7-hl': { players: [2, 2], known: [6, 7], board: [0] },
  soko: { players: [2, 3], known: [4, 5], board: [0] },
  americana: { players: [2, 3], known: [4, 5], board: [0] },
  telesina: { players: [2, 3], known: [5, 4], board: [0, 1] },
  draw5: { players: [2, 2], known: [4, 5, 3], board: [0], draw: true },
  'triple-draw-27': { players: [2, 2], known: [4, 5, 3], board: [0], draw: true },
  draw32: { players: [2, 2], known: [4, 5, 3], board: [0], draw: true },
};

function randomRequest(game: EquityGameId, seed: number): EquityRequest {
  const random = seededRandom(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
  const spec = EQUITY_GAMES[game];
  const shape = SHAPES[game];
  const deck = deckCards(spec.deck);
  for (let i = deck.length - 1; i > 0; i--) { const j = Math.floor(random() * (i + 1)); [deck[i], deck[j]] = [deck[j], deck[i]]; }
  const take = (n: number): Card[] => deck.splice(0, n);
  const count = shape.players[0] + Math.floor(random() * (shape.players[1] - shape.players[0] + 1));
  const players = Array.from({ length: count }, () => {
    const known = pick(shape.known);
    return shape.draw ? { cards: take(known), draw: spec.playerCards - known } : { cards: take(known) };
  });
  return { game, players, board: take(pick(shape.board)), dead: take(Math.floor(random() * 3)), mode: 'exact' };
}

describe('Wasm kernels = reference brute force on random small deals (seeded)', () => {
  it('every game, every outcome figure', () => {
    const checked = new Map<string, number>();
    fc.assert(fc.property(fc.constantFrom(...(Object.keys(SHAPES) as EquityGameId[])), fc.integer({ min: 1, max: 1 << 30 }), (game, seed) => {
      const request = randomRequest(game, seed);
      if (planEquity(request).exactWork > 5000) return; // keep the brute force quick
      checked.set(game, (checked.get(game) ?? 0) + 1);
      const fast = computeEquity(request, kernel);
      const slow = referenceExact(request, referenceEvaluator);
      expect(fast.samples).toBe(slow.samples);
      expect(fast.noLow ?? 0).toBeCloseTo(slow.noLow ?? 0, 12);
      fast.players.forEach((p, i) => {
        for (const key of ['equity', 'win', 'tie', 'high', 'low'] as const) expect(p[key] ?? 0).toBeCloseTo(slow.players[i][key] ?? 0, 12);
      });
    }), { seed: 20261129, numRuns: 150 });
    expect([...checked.values()].reduce((a, b) => a + b)).toBeGreaterThan(100);
    expect(checked.size).toBe(Object.keys(SHAPES).length);
  });
});
