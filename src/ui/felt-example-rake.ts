// <felt-example-rake>: the rake of a few pots under the real-money rule (P-RAKE), computed by the engine.
import { html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { formatNumber, msg } from '../i18n/index';
import type { LessonExample } from '../trainer/lessons/types';
import { exampleFigures, type FiguresOf } from './engine-access';
import { ExampleBase } from './example-base';

type RakeExample = Extract<LessonExample, { kind: 'rake' }>;
type Row = FiguresOf<'rake'>['rows'][number];

const money = (v: number) => formatNumber(v, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

@customElement('felt-example-rake')
export class FeltExampleRake extends ExampleBase<RakeExample, Row[]> {
  protected async compute(example: RakeExample): Promise<Row[]> {
    return (await exampleFigures(example)).rows;
  }

  protected renderResult(rows: Row[]) {
    return html`<div class="scroll"><table>
      <thead><tr><th scope="col" class="num">${msg('example.potRake')}</th><th scope="col" class="num">${msg('example.players')}</th><th scope="col">${msg('example.flop')}</th><th scope="col" class="num">${msg('example.rake')}</th></tr></thead>
      <tbody>${rows.map((r) => html`<tr><td class="num">${money(r.pot)}</td><td class="num">${formatNumber(r.players)}</td><td>${msg(r.flopSeen ? 'example.yes' : 'example.no')}</td><td class="num">${money(r.rake)}</td></tr>`)}</tbody>
    </table></div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-example-rake': FeltExampleRake }
}
