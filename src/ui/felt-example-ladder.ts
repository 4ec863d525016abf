// <felt-example-ladder>: a ranking ladder drawn by the evaluator: sample hands, named and sorted by strength.
import { html } from 'lit';
import { customElement } from 'lit/decorators.js';
import type { Card } from '../engine/cards';
import type { HandValue } from '../engine/rankings/types';
import { msg } from '../i18n/index';
import type { LessonExample } from '../trainer/lessons/types';
import { loadEngine } from './engine-access';
import { ExampleBase } from './example-base';
import './felt-cards';

type Ladder = Extract<LessonExample, { kind: 'ladder' }>;
interface Rung { value: HandValue; all: Card[]; name: string; category: string }

@customElement('felt-example-ladder')
export class FeltExampleLadder extends ExampleBase<Ladder, Rung[]> {
  protected async compute(example: Ladder): Promise<Rung[]> {
    const engine = await loadEngine();
    const rungs = example.hands.map((h) => {
      const hole = engine.parseCards(h.hole, { deck: example.deck });
      const board = h.board ? engine.parseCards(h.board, { deck: example.deck }) : [];
      const value = engine.referenceEvaluator.best(example.rule, hole, board);
      if (!value) throw new Error(`${h.hole} makes no hand under this rule.`);
      return { value, all: [...hole, ...board], name: engine.describeHand(example.rule, value), category: engine.CATEGORY_NAMES[value.category] };
    });
    return rungs.sort((a, b) => b.value.strength - a.value.strength);
  }

  protected renderResult(rungs: Rung[]) {
    return html`<p class="muted">${msg('example.ladderHead')}</p>
      <ol class="ladder">
        ${rungs.map((r) => html`<li><div class="row rung">
          <felt-cards .cards=${r.value.cards} label=${r.name}></felt-cards>
          <span><strong>${r.category}</strong><br /><span class="muted">${r.name}</span></span>
        </div></li>`)}
      </ol>`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-example-ladder': FeltExampleLadder }
}
