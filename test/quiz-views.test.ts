// @vitest-environment happy-dom
// The quiz views in a DOM: every kind's question renders with the right answer view, the keypad and
// number keys answer, digits go to the focused field, Enter follows links, and a graded question marks
// the right answer on its controls and names the rules in plain words (issue 13 items 1 and 2).
import { describe, expect, it } from 'vitest';
import { gradeQuestion } from '../src/trainer/drill';
import { wrongAnswer, type Answer } from '../src/trainer/quiz';
import { QUIZ_KINDS } from '../src/trainer/quizzes';
import '../src/ui/quiz-views/felt-quiz-question';
import type { FeltQuizQuestion } from '../src/ui/quiz-views/felt-quiz-question';
import { QUIZ_VIEWS, VIEW_TAGS } from '../src/ui/quiz-views/index';
import { msg } from '../src/i18n/index';
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

  it('feedback shows the correct answer worked out, the rules in plain words and their IDs behind a toggle', async () => {
    const index = QUIZ_KINDS.findIndex((k) => k.id === 'side-pots');
    const el = await mount(index);
    const q = el.question!;
    el.answer = wrongAnswer(q);
    // The learner types the (wrong) amounts on the keypad, then the question is graded.
    const keypad = view(el, 'felt-quiz-amount');
    await keypad.updateComplete;
    (el.answer as number[]).forEach((amount, i) => {
      (keypad.shadowRoot.querySelectorAll('button.field')[i] as HTMLButtonElement).click();
      for (const d of String(amount)) (keypad.shadowRoot.querySelector(`button[data-key="${d}"]`) as HTMLButtonElement).click();
    });
    el.grade = gradeQuestion(q, el.answer);
    await el.updateComplete;
    const feedback = el.shadowRoot!.querySelector('#feedback')!;
    expect(feedback.textContent).toContain('Not quite.');
    expect(feedback.textContent).toContain(el.grade.expectedText);
    const rules = feedback.querySelector('felt-rule-ids') as HTMLElement & { updateComplete: Promise<boolean> };
    await rules.updateComplete;
    const names = rules.shadowRoot!.querySelector('.names')!.textContent!;
    for (const r of q.ruleIds) {
      expect(names, 'a learner sees names, not IDs').not.toContain(r);
      expect(rules.shadowRoot!.querySelector('details code')!.textContent).toContain(r);
    }
    expect(names).toContain(msg(`rule.${q.ruleIds[0]}` as never));
    // Each amount field shows the right amount beside the learner's (P-SIDEPOTS).
    const pad = keypad;
    await pad.updateComplete;
    const wrongFields = pad.shadowRoot.querySelectorAll('button.field.is-wrong');
    expect(wrongFields.length).toBe(1);
    expect(wrongFields[0].textContent).toContain(String((q.expected as number[])[0]));
  });

  it('a wrong choice marks the right option and the pick on the buttons, in words', async () => {
    const el = await mount(QUIZ_KINDS.findIndex((k) => k.id === 'which-wins'));
    const q = el.question!;
    el.answer = wrongAnswer(q);
    el.grade = gradeQuestion(q, el.answer);
    await el.updateComplete;
    const choice = view(el, 'felt-quiz-choice');
    await choice.updateComplete;
    const buttons = [...choice.shadowRoot.querySelectorAll('button.option')];
    expect(buttons.findIndex((b) => b.classList.contains('is-right'))).toBe(q.expected);
    expect(buttons.findIndex((b) => b.classList.contains('is-wrong'))).toBe(el.answer);
    expect(buttons[q.expected as number].textContent).toContain('right answer');
    expect(buttons[el.answer as number].textContent).toContain('your answer');
  });

  it('the feedback shows first what decides it (issue 13 item 1): the kicker, low card or suit the kind names', async () => {
    for (const id of ['which-wins', 'order-hands', 'low-hand', 'hi-lo-split', 'best-five', 'odd-chip', 'run-it-twice']) {
      const kind = QUIZ_KINDS.find((k) => k.id === id)!;
      const el = document.createElement('felt-quiz-question');
      el.question = kind.generate(4, 2, kind.games[0]);
      document.body.replaceChildren(el);
      el.explain = true;
      el.answer = wrongAnswer(el.question);
      el.grade = gradeQuestion(el.question, el.answer);
      await el.updateComplete;
      const line = el.shadowRoot!.querySelector('#decisive');
      expect(el.question.decisive, id).toBeTruthy();
      expect(line?.textContent, id).toContain(el.question.decisive);
    }
  });

  it('a seat question marks the right seat on the ring and shows the dealer button (F-ORDER-FLOP)', async () => {
    const el = await mount(QUIZ_KINDS.findIndex((k) => k.id === 'first-to-act'));
    const q = el.question!;
    el.answer = wrongAnswer(q);
    el.grade = gradeQuestion(q, el.answer);
    await el.updateComplete;
    const ring = view(el, 'felt-quiz-seat');
    await ring.updateComplete;
    expect(ring.shadowRoot.querySelector('button.is-right')!.getAttribute('data-seat')).toBe(String(q.expected));
    expect(ring.shadowRoot.querySelector('button.is-wrong')!.getAttribute('data-seat')).toBe(String(el.answer));
    if (q.scene.button !== undefined) expect(ring.shadowRoot.querySelector('.dealer')).not.toBeNull();
  });

  it('digits go to the focused amount field, and Enter checks once every field is filled', async () => {
    const el = await mount(QUIZ_KINDS.findIndex((k) => k.id === 'side-pots'));
    const pad = view(el, 'felt-quiz-amount');
    await pad.updateComplete;
    const answers: Answer[] = [];
    el.addEventListener('quiz-answer', (e) => answers.push(e.detail.answer));
    const fields = [...pad.shadowRoot.querySelectorAll('button.field')] as HTMLButtonElement[];
    const type = (target: HTMLElement, key: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true }));
    fields.forEach((f, i) => { f.focus(); for (const d of String((i + 3) * 100)) type(f, d); });
    await pad.updateComplete;
    expect(fields.map((f) => f.querySelector('.value')!.textContent)).toEqual(fields.map((_, i) => String((i + 3) * 100)));
    // Enter on a link elsewhere follows the link: no answer is sent.
    const link = document.createElement('a');
    link.href = '#/learn';
    document.body.append(link);
    type(link, 'Enter');
    expect(answers).toEqual([]);
    type(fields[0], 'Enter');
    expect(answers).toEqual([fields.map((_, i) => (i + 3) * 100)]);
  });

  it('Enter with a field still empty goes to that field instead of answering', async () => {
    const el = await mount(QUIZ_KINDS.findIndex((k) => k.id === 'side-pots'));
    const pad = view(el, 'felt-quiz-amount');
    await pad.updateComplete;
    const answers: Answer[] = [];
    el.addEventListener('quiz-answer', (e) => answers.push(e.detail.answer));
    const fields = [...pad.shadowRoot.querySelectorAll('button.field')] as HTMLButtonElement[];
    fields[0].focus();
    fields[0].dispatchEvent(new KeyboardEvent('keydown', { key: '5', bubbles: true, composed: true }));
    fields[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    await pad.updateComplete;
    expect(answers).toEqual([]);
    expect(fields[1].getAttribute('aria-pressed')).toBe('true');
  });

  it('number keys typed into a text field never answer', async () => {
    const el = await mount(QUIZ_KINDS.findIndex((k) => k.id === 'which-wins'));
    const answers: Answer[] = [];
    el.addEventListener('quiz-answer', (e) => answers.push(e.detail.answer));
    const input = document.createElement('input');
    document.body.append(input);
    input.dispatchEvent(new KeyboardEvent('keydown', { key: '1', bubbles: true, composed: true }));
    expect(answers).toEqual([]);
  });
});
