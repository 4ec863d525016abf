// @vitest-environment happy-dom
// <felt-quiz-scene> under a seat ring (issue 13 item 5): the ring names every seat and holds the dealer
// button, so the list above it keeps only the seats with more to say and no button chip; without a ring
// every seat and the chip are listed.
import { describe, expect, it } from 'vitest';
import type { QuizScene } from '../src/trainer/quiz';
import '../src/ui/quiz-views/felt-quiz-scene';
import type { FeltQuizScene } from '../src/ui/quiz-views/felt-quiz-scene';

const scene: QuizScene = {
  button: 2,
  pot: 30,
  seats: [
    { seat: 1, label: 'Seat 1' },
    { seat: 2, label: 'Seat 2' },
    { seat: 3, label: 'Seat 3', up: [0, 13] },
    { seat: 4, label: 'Seat 4', stack: 500 },
    { seat: 5, label: 'Seat 5', note: 'winner' },
  ],
};

async function render(ring: boolean): Promise<ShadowRoot> {
  const el = document.createElement('felt-quiz-scene') as FeltQuizScene;
  el.scene = scene;
  el.ring = ring;
  document.body.append(el);
  await el.updateComplete;
  return el.shadowRoot!;
}

describe('<felt-quiz-scene> beside a seat ring', () => {
  it('lists only the seats with cards, a stack, a bet or a note, without the button chip', async () => {
    const root = await render(true);
    expect([...root.querySelectorAll('.seat .name')].map((n) => n.textContent?.trim())).toEqual(['Seat 3', 'Seat 4', 'Seat 5']);
    expect(root.querySelectorAll('.button-chip').length).toBe(0);
    expect(root.querySelector('.pot')?.textContent).toBe('Pot: 30');
  });

  it('without a ring lists every seat and marks the button', async () => {
    const root = await render(false);
    expect(root.querySelectorAll('.seat').length).toBe(5);
    const chip = root.querySelectorAll('.button-chip');
    expect(chip.length).toBe(1);
    expect(chip[0].closest('.seat')?.querySelector('.name')?.textContent).toContain('Seat 2');
  });

  it('a ring scene whose seats have nothing more to say has no seat list at all', async () => {
    const el = document.createElement('felt-quiz-scene') as FeltQuizScene;
    el.scene = { button: 1, seats: [{ seat: 1, label: 'Seat 1' }, { seat: 2, label: 'Seat 2' }] };
    el.ring = true;
    document.body.append(el);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.seats')).toBeNull();
    expect(el.shadowRoot!.querySelector('.table')).toBeNull();
  });
});
