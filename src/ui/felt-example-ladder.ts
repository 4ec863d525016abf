// <felt-example-ladder>: a ranking ladder drawn by the evaluator: sample hands, named and sorted by strength.
import { html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { msg } from '../i18n/index';
import type { LadderRung } from '../trainer/lessons/examples';
import type { LessonExample } from '../trainer/lessons/types';
import { exampleFigures } from './engine-access';
import { ExampleBase } from './example-base';
import './felt-cards';

type Ladder = Extract<LessonExample, { kind: 'ladder' }>;
type Rung = LadderRung;

@customElement('felt-example-ladder')
export class FeltExampleLadder extends ExampleBase<Ladder, Rung[]> {
  protected async compute(example: Ladder): Promise<Rung[]> {
    return (await exampleFigures(example)).rungs;
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
