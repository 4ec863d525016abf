// <felt-example-showdown>: hands compared by the evaluator: each hand's best five and who wins (high, and low).
import { css, html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import type { HandValue } from '../engine/rankings/types';
import { inSentence, msg } from '../i18n/index';
import type { LessonExample } from '../trainer/lessons/types';
import { exampleFigures, type FiguresOf } from './engine-access';
import { ExampleBase } from './example-base';
import './felt-cards';

type Showdown = Extract<LessonExample, { kind: 'showdown' }>;
type Outcome = FiguresOf<'showdown'>;

@customElement('felt-example-showdown')
export class FeltExampleShowdown extends ExampleBase<Showdown, Outcome> {
  static override styles = [ExampleBase.styles, css`
    ul.seats { list-style: none; padding: 0; margin: 0.5rem 0 0; }
    li.seat { display: flex; flex-wrap: wrap; gap: 0.4rem 1.5rem; padding: 0.6rem 0; border-top: 1px solid var(--felt-border); }
    .who { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; min-width: 12rem; }
    .result { display: flex; flex-direction: column; gap: 0.3rem; }
    .part { font-weight: 600; color: var(--felt-muted); }
    .lose { color: var(--felt-muted); }
  `];

  protected async compute(example: Showdown): Promise<Outcome> {
    return exampleFigures(example);
  }

  private describe(title: string, value: HandValue | null, name: string, wins: boolean, tie: boolean) {
    if (!value) return html`<div class="verdict"><span class="part">${title}</span> ${msg('example.noLow')}</div>`;
    const verdict = wins ? (tie ? msg('example.ties') : msg('example.wins')) : msg('example.loses');
    return html`<div class="verdict">
        ${title ? html`<span class="part">${title}</span> ` : nothing}<strong class=${wins ? 'win' : 'lose'}>${verdict}</strong>: ${inSentence(name)}
      </div>
      <felt-cards .cards=${value.cards} label=${`${title || msg('example.bestFive')}: ${inSentence(name)}`}></felt-cards>`;
  }

  protected renderResult(o: Outcome) {
    return html`
      ${o.board.length ? html`<div class="row"><span class="label">${msg('example.board')}</span><felt-cards .cards=${o.board} label=${msg('example.board')}></felt-cards></div>` : nothing}
      <ul class="seats">
        ${o.seats.map((s) => html`<li class="seat">
          <div class="who"><span class="label">${s.label}</span><felt-cards .cards=${s.hole} label=${s.label}></felt-cards></div>
          <div class="result">${this.describe(o.hasLowRule ? msg('example.high') : '', s.high, s.highName, s.winsHigh, o.highTie)}</div>
          ${o.hasLowRule ? html`<div class="result">${this.describe(msg('example.low'), s.low, s.lowName, s.winsLow, o.lowTie)}</div>` : nothing}
        </li>`)}
      </ul>`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-example-showdown': FeltExampleShowdown }
}
