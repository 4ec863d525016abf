// <felt-example-positions>: blinds and button hand by hand (F-BLINDS, F-DEADBUTTON, F-HEADSUP), the bring-in (F-BRINGIN)
// and the showdown order per pot (P-SHOWORDER).
import { html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import { formatList, msg } from '../i18n/index';
import type { LessonExample } from '../trainer/lessons/types';
import { exampleFigures, type FiguresOf } from './engine-access';
import { ExampleBase } from './example-base';
import './felt-cards';

type PositionsExample = Extract<LessonExample, { kind: 'blinds' | 'bring-in' | 'show-order' }>;
type Result = FiguresOf<'blinds'> | FiguresOf<'bring-in'> | FiguresOf<'show-order'>;

@customElement('felt-example-positions')
export class FeltExamplePositions extends ExampleBase<PositionsExample, Result> {
  protected async compute(example: PositionsExample): Promise<Result> {
    return exampleFigures(example);
  }

  protected renderResult(r: Result) {
    if (r.kind === 'show-order') {
      return html`<ol>${r.byPot.map((p) => html`<li>${p.pot === 0 ? msg('example.mainPot') : msg('example.sidePot', { n: p.pot })}: ${formatList(p.order.map((s) => r.labels[s]))}</li>`)}</ol>`;
    }
    if (r.kind === 'bring-in') {
      return html`<div class="row">${r.labels.map((l, i) => html`<span><span class="label">${l}</span> <felt-cards .cards=${[r.cards[i]]} label=${l}></felt-cards></span>`)}</div>
        <p class="win">${msg('example.bringIn', { player: r.labels[r.seat] })}</p>`;
    }
    const seat = (s: number | null) => (s === null ? msg('example.none') : msg('example.seat', { n: s + 1 }));
    return html`<div class="scroll"><table>
      <thead><tr><th scope="col">${msg('example.hand')}</th><th scope="col">${msg('example.button')}</th><th scope="col">${msg('example.smallBlind')}</th><th scope="col">${msg('example.bigBlind')}</th></tr></thead>
      <tbody>${r.hands.map((h, i) => html`<tr>
        <th scope="row">${msg('example.handN', { n: i + 1 })}</th>
        <td>${seat(h.positions.button)}</td><td>${seat(h.positions.smallBlind)}</td><td>${seat(h.positions.bigBlind)}</td>
      </tr>${h.leaving.length ? html`<tr><td colspan="4" class="muted">${h.leaving.map((seat) => msg('example.leaves', { hand: i + 1, seat: seat + 1 })).join(' ')}</td></tr>` : nothing}`)}</tbody>
    </table></div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-example-positions': FeltExamplePositions }
}
