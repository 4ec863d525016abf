// Equity quizzes get the Wasm kernel from their caller (QuizContext), never from a module global: with the kernel
// they use it, and the questions (answers included) are the same as with the trainer's exact TypeScript reference.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EquityKernel } from '../src/engine/equity/index';
import { generateDrill, type DrillSpec } from '../src/trainer/drill';
import type { Difficulty } from '../src/trainer/quiz';
import { quizKind } from '../src/trainer/quizzes/index';
import { testKernel } from './equity-setup';

let kernel: EquityKernel;
beforeAll(async () => { kernel = await testKernel(); });
afterEach(() => { vi.restoreAllMocks(); });

describe.each(['equity-estimate', 'pot-odds', 'run-it-twice'])('quiz kind %s', (id) => {
  it('runs its enumerations on the kernel it is given, with the same questions as without it', () => {
    const kind = quizKind(id)!;
    const run = vi.spyOn(kernel, 'run');
    for (let seed = 0; seed < 24; seed++) {
      const difficulty = ((seed % 3) + 1) as Difficulty;
      const game = kind.games[seed % kind.games.length];
      expect(kind.generate(seed, difficulty, game, { equity: kernel }), `seed ${seed}`).toEqual(kind.generate(seed, difficulty, game));
    }
    expect(run).toHaveBeenCalled();
  });
});

it('a drill generated with the kernel in its context is the same drill', () => {
  const spec: DrillSpec = { kinds: ['equity-estimate', 'pot-odds'], games: ['holdem', 'omaha'], difficulty: 2, count: 8, timer: 0, seed: 77, mode: 'practice' };
  expect(generateDrill(spec, undefined, { equity: kernel })).toEqual(generateDrill(spec));
});
