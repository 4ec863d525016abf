// <felt-example-equity>: each player's share of the pot from here, computed by the Wasm equity engine in a worker.
import { html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { formatPercent, msg } from '../i18n/index';
import type { LessonExample } from '../trainer/lessons/types';
import { loadExamples, MissingEngineError, type FiguresOf } from './engine-access';
import type { ComputeEquity } from './equity-client';
import { ExampleBase } from './example-base';
import './felt-cards';

type EquityExample = Extract<LessonExample, { kind: 'equity' }>;
type Result = FiguresOf<'equity'>;

@customElement('felt-example-equity')
export class FeltExampleEquity extends ExampleBase<EquityExample, Result> {
  /** Runs the calculation (the page passes its worker client down). */
  @property({ attribute: false }) computeEquity: ComputeEquity | null = null;

  protected async compute(example: EquityExample): Promise<Result> {
    if (!this.computeEquity) throw new MissingEngineError('equity worker');
    // The trainer builds the request and reads the result (as computeExample does); the page's worker runs it.
    const examples = await loadExamples();
    return examples.equityExampleFigures(example, await this.computeEquity(examples.exampleEquityRequest(example)));
  }

  protected renderResult(r: Result) {
    return html`<div class="row"><span class="label">${msg('example.board')}</span><felt-cards .cards=${r.board} label=${msg('example.board')}></felt-cards></div>
      <div class="scroll"><table>
        <thead><tr><th scope="col">${msg('example.hand')}</th><th scope="col" class="num">${msg('example.equity')}</th></tr></thead>
        <tbody>${r.labels.map((l, i) => html`<tr>
          <th scope="row"><div class="row"><span class="label">${l}</span><felt-cards .cards=${r.holes[i]} label=${l}></felt-cards></div></th>
          <td class="num equity">${formatPercent(r.equity.players[i].equity, 1)}</td></tr>`)}</tbody>
      </table></div>
      <p class="muted">${msg('example.equityNote', { deals: r.equity.samples })}</p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-example-equity': FeltExampleEquity }
}
