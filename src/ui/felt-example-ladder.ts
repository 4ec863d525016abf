// <felt-example-ladder>: a ranking ladder drawn by the evaluator: sample hands, named and sorted by strength.
import { css, html, type PropertyValues } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { msg } from '../i18n/index';
import type { LadderRung } from '../trainer/lessons/examples';
import type { LessonExample } from '../trainer/lessons/types';
import { exampleFigures } from './engine-access';
import { afterPaint } from './after-paint';
import { ExampleBase } from './example-base';
import './felt-cards';

type Ladder = Extract<LessonExample, { kind: 'ladder' }>;
type Rung = LadderRung;

/** Rungs whose cards are drawn per frame: a ladder of ten five-card hands is one long task and layout when drawn at once. */
const RUNGS_PER_FRAME = 2;

@customElement('felt-example-ladder')
export class FeltExampleLadder extends ExampleBase<Ladder, Rung[]> {
  static override styles = [ExampleBase.styles, css`
    /* A rung's cards before they are drawn: the same boxes as <felt-cards>' row, so nothing moves when they come. */
    .slot { display: inline-block; }
    .slot > span { display: flex; flex-wrap: wrap; gap: 0.25rem; align-items: center; }
    .slot i { display: block; flex: none; width: var(--card-width); aspect-ratio: 60 / 84; }
  `];

  /** How many rungs show their cards. The names and categories show at once; the cards follow, a few rungs a frame (issue 13 item 8). */
  @state() private drawn = 0;
  private drawing: Rung[] | null = null;

  protected async compute(example: Ladder): Promise<Rung[]> {
    return (await exampleFigures(example)).rungs;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const rungs = this.result;
    if (!rungs || this.drawing === rungs) return;
    this.drawing = rungs;
    this.drawn = Math.min(RUNGS_PER_FRAME, rungs.length);
    void (async () => {
      while (this.drawing === rungs && this.drawn < rungs.length) {
        await afterPaint();
        if (this.drawing === rungs) this.drawn = Math.min(this.drawn + RUNGS_PER_FRAME, rungs.length);
      }
    })();
  }

  protected renderResult(rungs: Rung[]) {
    const drawn = this.drawing === rungs ? this.drawn : 0;
    return html`<p class="muted">${msg('example.ladderHead')}</p>
      <ol class="ladder" aria-busy=${drawn < rungs.length ? 'true' : 'false'}>
        ${rungs.map((r, i) => html`<li><div class="row rung">
          ${i < drawn ? html`<felt-cards .cards=${r.value.cards} label=${r.name}></felt-cards>`
            : html`<span class="slot cards-size"><span>${r.value.cards.map(() => html`<i></i>`)}</span></span>`}
          <span><strong>${r.category}</strong><br /><span class="muted">${r.name}</span></span>
        </div></li>`)}
      </ol>`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-example-ladder': FeltExampleLadder }
}
