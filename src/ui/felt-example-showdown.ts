// <felt-example-showdown>: hands compared by the evaluator: each hand's best five and who wins (high, and low).
import { html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import type { Card } from '../engine/cards';
import type { HandValue } from '../engine/rankings/types';
import { msg, type MessageId } from '../i18n/index';
import type { LessonExample } from '../trainer/lessons/types';
import { loadEngine } from './engine-access';
import { ExampleBase } from './example-base';
import './felt-cards';

type Showdown = Extract<LessonExample, { kind: 'showdown' }>;
interface Seat { label: string; hole: Card[]; high: HandValue | null; low: HandValue | null; winsHigh: boolean; winsLow: boolean }
interface Outcome { board: Card[]; seats: Seat[]; highTie: boolean; lowTie: boolean; hasLowRule: boolean; anyLow: boolean }

@customElement('felt-example-showdown')
export class FeltExampleShowdown extends ExampleBase<Showdown, Outcome> {
  protected async compute(example: Showdown): Promise<Outcome> {
    const engine = await loadEngine();
    const deck = { deck: example.deck };
    const board = example.board ? engine.parseCards(example.board, deck) : [];
    const seats: Seat[] = example.hands.map((h) => {
      const hole = engine.parseCards(h.hole, deck);
      return {
        label: h.label, hole,
        high: engine.referenceEvaluator.best(example.rule, hole, board),
        low: example.lowRule ? engine.referenceEvaluator.best(example.lowRule, hole, board) : null,
        winsHigh: false, winsLow: false,
      };
    });
    const top = Math.max(...seats.map((s) => s.high?.strength ?? -1));
    const topLow = Math.max(...seats.map((s) => s.low?.strength ?? -1));
    for (const s of seats) {
      s.winsHigh = s.high !== null && s.high.strength === top;
      s.winsLow = s.low !== null && s.low.strength === topLow;
    }
    return {
      board, seats,
      highTie: seats.filter((s) => s.winsHigh).length > 1,
      lowTie: seats.filter((s) => s.winsLow).length > 1,
      hasLowRule: Boolean(example.lowRule), anyLow: topLow >= 0,
    };
  }

  private describe(value: HandValue | null, wins: boolean, tie: boolean) {
    if (!value) return html`<span>${msg('example.noLow')}</span>`;
    const verdict = wins ? (tie ? msg('example.ties') : msg('example.wins')) : msg('example.loses');
    return html`<span class=${wins ? 'win' : ''}>${msg(`category.${value.category}` as MessageId)}: ${verdict}</span>
      <felt-cards .cards=${value.cards} label=${msg('example.bestFive')}></felt-cards>`;
  }

  protected renderResult(o: Outcome) {
    return html`
      ${o.board.length ? html`<div class="row"><span class="label">${msg('example.board')}</span><felt-cards .cards=${o.board} label=${msg('example.board')}></felt-cards></div>` : nothing}
      <div class="scroll"><table>
        <thead><tr><th scope="col">${msg('example.hand')}</th><th scope="col">${o.hasLowRule ? msg('example.high') : msg('example.bestFive')}</th>${o.hasLowRule ? html`<th scope="col">${msg('example.low')}</th>` : nothing}</tr></thead>
        <tbody>
          ${o.seats.map((s) => html`<tr>
            <th scope="row"><div>${s.label}</div><felt-cards .cards=${s.hole} label=${s.label}></felt-cards></th>
            <td>${this.describe(s.high, s.winsHigh, o.highTie)}</td>
            ${o.hasLowRule ? html`<td>${this.describe(s.low, s.winsLow, o.lowTie)}</td>` : nothing}
          </tr>`)}
        </tbody>
      </table></div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-example-showdown': FeltExampleShowdown }
}
