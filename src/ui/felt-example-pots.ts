// <felt-example-pots>: side pots and splits computed by the engine (P-SIDEPOTS, P-ODDCHIP, P-RIT).
import { html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import { formatChips, formatList, msg } from '../i18n/index';
import type { LessonExample } from '../trainer/lessons/types';
import type { ShareHolder } from '../trainer/lessons/examples';
import { exampleFigures, type FiguresOf } from './engine-access';
import { ExampleBase } from './example-base';

type PotsExample = Extract<LessonExample, { kind: 'side-pots' | 'split' }>;
type Result = FiguresOf<'side-pots'> | FiguresOf<'split'>;

const holder = (to: ShareHolder): string => (to.kind === 'seat' ? msg('example.seat', { n: to.seat + 1 })
  : to.kind === 'board' ? msg('example.boardN', { n: to.n }) : msg(to.half === 'high' ? 'example.highHalf' : 'example.lowHalf'));

@customElement('felt-example-pots')
export class FeltExamplePots extends ExampleBase<PotsExample, Result> {
  protected async compute(example: PotsExample): Promise<Result> {
    return exampleFigures(example);
  }

  protected renderResult(r: Result) {
    if (r.kind === 'split') {
      return html`<div class="scroll"><table>
        <thead><tr><th scope="col">${msg('example.pot')} ${formatChips(r.total)}</th><th scope="col" class="num">${msg('example.share')}</th></tr></thead>
        <tbody>${r.shares.map((row) => html`<tr><th scope="row">${holder(row.to)}</th><td class="num">${formatChips(row.amount)}</td></tr>`)}</tbody>
      </table></div>`;
    }
    const names = (seats: number[]) => formatList(seats.map((s) => r.labels[s]));
    return html`
      <div class="scroll"><table>
        <thead><tr><th scope="col">${msg('example.player')}</th><th scope="col" class="num">${msg('example.put')}</th></tr></thead>
        <tbody>${r.labels.map((l, i) => html`<tr><th scope="row">${l}${r.folded[i] ? html` (${msg('example.folded')})` : nothing}</th><td class="num">${formatChips(r.put[i])}</td></tr>`)}</tbody>
      </table></div>
      ${r.returned ? html`<p>${msg('example.returned', { chips: formatChips(r.returned.amount), player: r.labels[r.returned.seat] })}</p>` : nothing}
      <div class="scroll"><table>
        <thead><tr><th scope="col">${msg('example.pot')}</th><th scope="col" class="num">${msg('example.amount')}</th><th scope="col">${msg('example.eligible')}</th></tr></thead>
        <tbody>${r.pots.map((p, i) => html`<tr>
          <th scope="row">${i === 0 ? msg('example.mainPot') : msg('example.sidePot', { n: i })}</th>
          <td class="num">${formatChips(p.amount)}</td><td>${names(p.eligible)}</td></tr>`)}</tbody>
      </table></div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-example-pots': FeltExamplePots }
}
