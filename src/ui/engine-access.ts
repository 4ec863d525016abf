// Lazy, typed access to the engine for the live examples: the trainer's example computation (and through it the
// engine) loads on first use, in its own chunk, so the first page load stays small. Typed module imports only: a
// renamed engine function breaks the build, never a lesson at run time.
import type * as ExamplesModule from '../trainer/lessons/examples';
import type { ExampleFigures, ExampleTools } from '../trainer/lessons/examples';
import type { LessonExample } from '../trainer/lessons/types';

export type Examples = typeof ExamplesModule;

let loading: Promise<Examples> | null = null;

/** The trainer's example module (computeExample and the equity example helpers), loaded once. */
export function loadExamples(): Promise<Examples> {
  loading ??= import('../trainer/lessons/examples').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The figures of one kind of example. */
export type FiguresOf<K extends LessonExample['kind']> = Extract<ExampleFigures, { kind: K }>;

/** Computes an example with the trainer's one pure function (the same one test/lessons.test.ts checks). */
export async function exampleFigures<E extends LessonExample>(example: E, tools?: ExampleTools): Promise<FiguresOf<E['kind']>> {
  const figures = (await loadExamples()).computeExample(example, tools);
  if (figures.kind !== example.kind) throw new Error(`The ${example.kind} example came back as ${figures.kind}.`);
  return figures as FiguresOf<E['kind']>;
}

/** Thrown by an example when something it needs is missing (the equity worker). */
export class MissingEngineError extends Error {
  constructor(readonly what: string) {
    super(`missing ${what}`);
    this.name = 'MissingEngineError';
  }
}
