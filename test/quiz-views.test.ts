// @vitest-environment happy-dom
// The quiz views in a DOM: every kind's question renders with the right answer view, the keypad and
// number keys answer, and a graded question shows the worked-out answer with its rule IDs.
import { describe, expect, it } from 'vitest';
import { gradeQuestion } from '../src/trainer/drill';
import { wrongAnswer, type Answer } from '../src/trainer/quiz';
import { QUIZ_KINDS } from '../src/trainer/quizzes';
import '../src/ui/quiz-views/felt-quiz-question';
import type { FeltQuizQuestion } from '../src/ui/quiz-views/felt-quiz-question';
import { QUIZ_VIEWS, VIEW_TAGS } from '../src/ui/quiz-views/index';
import type { AnswerEvent } from '../src/ui/quiz-views/events';

const VIEW = VIEW_TAGS;

async function mount(kindIndex: number, seed = 3): Promise<FeltQuizQuestion> {
  const kind = QUIZ_KINDS[kindIndex];
  const el = document.createElement('felt-quiz-question');
  el.question = kind.generate(seed, 1, kind.games[0]);
  document.body.replaceChildren(el);
  await el.updateComplete;
  return el;
}

const view = (el: FeltQuizQuestion, tag: string) => el.shadowRoot!.querySelector(tag) as HTMLElement & { updateComplete: Promise<boolean>; shadowRoot: ShadowRoot };

describe('quiz views', () => {
  it('every quiz kind has its registry line, and its questions use only the views listed there', () => {
    expect(Object.keys(QUIZ_VIEWS).sort()).toEqual(QUIZ_KINDS.map((k) => k.id).sort());
    for (const kind of QUIZ_KINDS) {
      for (let seed = 0; seed < 200; seed++) {
        const q = kind.generate(seed, ((seed % 3) + 1) as 1 | 2 | 3, kind.games.length ? kind.games[seed % kind.games.length] : undefined);
        expect(QUIZ_VIEWS[kind.id], `${kind.id} seed ${seed}`).toContain(q.input.type);
      }
    }
  });

  QUIZ_KINDS.forEach((kind, i) => {
    it(`${kind.id}: the question renders with its answer view`, async () => {
      const el = await mount(i);
      const q = el.question!;
      expect(el.shadowRoot!.querySelector('#prompt')!.textContent).toBe(q.prompt);
      const v = view(el, VIEW[q.input.type]);
      expect(v, q.input.type).not.toBeNull();
      await v.updateComplete;
      expect(v.shadowRoot.querySelectorAll('button').length).toBeGreaterThan(0);
    });
  });

  it('the on-screen keypad sends the amount', async () => {
    const index = QUIZ_KINDS.findIndex((k) => k.id === 'min-raise');
    const el = await mount(index);
    const pad = view(el, 'felt-quiz-amount');
    await pad.updateComplete;
    const answers: Answer[] = [];
    el.addEventListener('quiz-answer', (e: AnswerEvent) => answers.push(e.detail.answer));
    for (const d of String(el.question!.expected)) (pad.shadowRoot.querySelector(`button[data-key="${d}"]`) as HTMLButtonElement).click();
    await pad.updateComplete;
    (pad.shadowRoot.querySelector('#check') as HTMLButtonElement).click();
    expect(answers).toEqual([el.question!.expected]);
  });

  it('number keys answer a multiple-choice question', async () => {
    const index = QUIZ_KINDS.findIndex((k) => k.id === 'which-wins');
    const el = await mount(index);
    const answers: Answer[] = [];
    el.addEventListener('quiz-answer', (e: AnswerEvent) => answers.push(e.detail.answer));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: '2' }));
    expect(answers).toEqual([1]);
  });

  it('feedback shows the correct answer worked out and the rule IDs', async () => {
    const index = QUIZ_KINDS.findIndex((k) => k.id === 'side-pots');
    const el = await mount(index);
    const q = el.question!;
    el.grade = gradeQuestion(q, wrongAnswer(q));
    await el.updateComplete;
    const text = el.shadowRoot!.querySelector('#feedback')!.textContent!;
    expect(text).toContain('Not quite.');
    expect(text).toContain(el.grade.expectedText);
    for (const r of q.ruleIds) expect(text).toContain(r);
  });
});
