// Exhaustive suite: 10,000 seeded deals per game with every card known, each played through the hand and compared
// with showdownWinners and the Wasm exact equity (the unit suite's test/showdown-crosscheck.test.ts plays 300).
import { beforeAll, describe, expect, it } from 'vitest';
import { GAME_IDS, type EquityKernel } from '../src/engine/index';
import { testKernel } from './equity-setup';
import { crossCheckGame } from './showdown-crosscheck';

let kernel: EquityKernel;
beforeAll(async () => { kernel = await testKernel(); });

describe('showdown cross-check, 10,000 hands per game: hand = showdownWinners = exact equity', () => {
  it.each(GAME_IDS.map((id, i) => [id, i] as const))('%s: 10,000 seeded deals played to the showdown', (id, i) => {
    expect(crossCheckGame(id, { kernel, deals: 10_000, played: 10_000, seed: 70_000 + i })).toBe(10_000);
  });
});
