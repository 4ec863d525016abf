// @vitest-environment happy-dom
// The drill runner: practice explains after each answer and waits for Next; timed marks each answer
// fast / normal / slow and moves on by itself; both finish with every answer and time.
import { describe, expect, it, vi } from 'vitest';
import { drillPlan, generateDrill, type DrillSpec } from '../src/trainer/drill';
import { wrongAnswer, type Answer } from '../src/trainer/quiz';
import '../src/ui/felt-drill-runner';
import type { FeltDrillRunner } from '../src/ui/felt-drill-runner';
import type { FeltQuizQuestion } from '../src/ui/quiz-views/felt-quiz-question';

const base: DrillSpec = { kinds: ['which-wins', 'misdeal'], games: ['holdem'], difficulty: 1, count: 3, timer: 0, seed: 5, mode: 'practice' };

async function mount(spec: DrillSpec) {
  const el = document.createElement('felt-drill-runner') as FeltDrillRunner;
  el.spec = spec;
  el.questions = generateDrill(spec);
  const finished: { questions: unknown[]; answers: (Answer | null)[]; times: number[] }[] = [];
  el.addEventListener('drill-finished', (e) => finished.push(e.detail));
  document.body.replaceChildren(el);
  await el.updateComplete;
  return { el, finished };
}

const questionView = (el: FeltDrillRunner) => el.shadowRoot!.querySelector('felt-quiz-question') as FeltQuizQuestion;
const answer = (el: FeltDrillRunner, a: Answer) => questionView(el).dispatchEvent(new CustomEvent('quiz-answer', { detail: { answer: a }, bubbles: true, composed: true }));

describe('drill runner', () => {
  it('practice: feedback after each answer, Next moves on, the end reports answers and times', async () => {
    const { el, finished } = await mount(base);
    const qs = el.questions;
    for (let i = 0; i < qs.length; i++) {
      expect(el.shadowRoot!.querySelector('#counter')!.textContent).toBe(`Question ${i + 1} of ${qs.length}`);
      answer(el, i === 0 ? wrongAnswer(qs[i]) : qs[i].expected);
      await el.updateComplete;
      await questionView(el).updateComplete;
      expect(questionView(el).shadowRoot!.querySelector('#feedback')!.textContent).toContain(i === 0 ? 'Not quite.' : 'Right.');
      (el.shadowRoot!.querySelector('#next') as HTMLButtonElement).click();
      await el.updateComplete;
    }
    expect(finished).toHaveLength(1);
    expect(finished[0].answers).toEqual([wrongAnswer(qs[0]), qs[1].expected, qs[2].expected]);
    expect(finished[0].times).toHaveLength(3);
  });

  it('timed: the answer is marked and the runner moves on by itself', async () => {
    const { el, finished } = await mount({ ...base, mode: 'timed', timer: 30 });
    const qs = el.questions;
    for (let i = 0; i < qs.length; i++) {
      answer(el, qs[i].expected);
      await el.updateComplete;
      await questionView(el).updateComplete;
      expect(questionView(el).shadowRoot!.querySelector('.mark')!.textContent).toBe('(fast)');
      expect(el.shadowRoot!.querySelector('#next')).toBeNull();
      await vi.waitFor(() => expect(finished.length + (el.shadowRoot!.querySelector('#counter')!.textContent === `Question ${i + 2} of ${qs.length}` ? 1 : 0)).toBe(1), { timeout: 3000 });
    }
    expect(finished).toHaveLength(1);
  });

  it('a question not answered in time counts as unanswered (slow) and the drill moves on', async () => {
    const { el, finished } = await mount({ ...base, mode: 'timed', timer: 1, count: 1 });
    await vi.waitFor(() => expect(finished).toHaveLength(1), { timeout: 4000 });
    expect(finished[0].answers).toEqual([null]);
    expect(finished[0].times[0]).toBeGreaterThanOrEqual(1000);
    expect(el.questions).toHaveLength(1);
  });

  it('from a plan, each question is made when shown, and the finished drill carries the same questions as generateDrill', async () => {
    const el = document.createElement('felt-drill-runner') as FeltDrillRunner;
    const spec = { ...base, count: 4 };
    el.spec = spec;
    el.plan = drillPlan(spec);
    const finished: { questions: unknown[] }[] = [];
    el.addEventListener('drill-finished', (e) => finished.push(e.detail));
    document.body.replaceChildren(el);
    await el.updateComplete;
    const expected = generateDrill(spec);
    for (let i = 0; i < expected.length; i++) {
      expect(questionView(el).question).toEqual(expected[i]);
      answer(el, expected[i].expected);
      await el.updateComplete;
      (el.shadowRoot!.querySelector('#next') as HTMLButtonElement).click();
      await el.updateComplete;
    }
    expect(finished[0].questions).toEqual(expected);
  });
});
