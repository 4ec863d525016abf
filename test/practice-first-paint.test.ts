// Issue 13 item 8: Practice's chooser paints from a small graph. The page statically imports neither the quizzes' English
// catalogue part nor FSRS scheduling (ts-fsrs) nor the quiz kinds, drill plans, links or progress: those come with its
// trainer part (src/ui/practice-trainer.ts), loaded after the chooser's largest paint, and the shell needs none of them.
import { describe, expect, it } from 'vitest';
import { closure, closurePackages } from './import-graph';

/** What the chooser's first paint must not wait on. */
const LATER = ['src/i18n/quizzes/en.ts', 'src/trainer/schedule.ts', 'src/trainer/quizzes/meta.ts', 'src/trainer/drill-plan.ts',
  'src/trainer/links.ts', 'src/trainer/progress.ts', 'src/trainer/games.ts', 'src/trainer/hand-name.ts'];

describe('Practice paints before the trainer loads (issue 13 item 8)', () => {
  it('the trainer part holds all of it (a control: the walk sees these modules and ts-fsrs where they are)', () => {
    const graph = closure('src/ui/practice-trainer.ts');
    for (const f of LATER.filter((x) => x !== 'src/trainer/hand-name.ts')) expect(graph.has(f), f).toBe(true);
    expect(closurePackages('src/ui/practice-trainer.ts').has('ts-fsrs')).toBe(true);
  });
  for (const entry of ['src/ui/felt-practice-page.ts', 'src/ui/felt-app.ts', 'src/main.ts']) {
    it(`${entry} statically imports no quiz text, no scheduling and no quiz kinds`, () => {
      expect([...closure(entry)].filter((f) => LATER.includes(f))).toEqual([]);
      expect([...closurePackages(entry)].filter((p) => p === 'ts-fsrs')).toEqual([]);
    });
  }
});
