// <felt-example-positions>: blinds and button hand by hand (F-BLINDS, F-DEADBUTTON, F-HEADSUP), the bring-in (F-BRINGIN)
// and the showdown order per pot (P-SHOWORDER).
import { html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import { formatList, msg } from '../i18n/index';
import type { LessonExample } from '../trainer/lessons/types';
import { loadEngine, requireExport } from './engine-access';
import { ExampleBase } from './example-base';
import './felt-cards';

type PositionsExample = Extract<LessonExample, { kind: 'blinds' | 'bring-in' | 'show-order' }>;
interface Positions { button: number; smallBlind: number | null; bigBlind: number }
type Result =
  | { kind: 'blinds'; hands: Array<{ positions: Positions; note: string }> }
  | { kind: 'bring-in'; labels: string[]; cards: number[]; seat: number }
  | { kind: 'show-order'; labels: string[]; byPot: Array<{ pot: number; order: number[] }> };

@customElement('felt-example-positions')
export class FeltExamplePositions extends ExampleBase<PositionsExample, Result> {
  protected async compute(example: PositionsExample): Promise<Result> {
    if (example.kind === 'show-order') {
      const showdownOrder = await requireExport<(args: { pots: readonly { eligible: readonly number[] }[]; seatCount: number; button: number; lastAggressor: number | null }) => { byPot: Array<{ pot: number; order: number[] }> }>('showdownOrder');
      const { byPot } = showdownOrder({ pots: example.pots, seatCount: example.labels.length, button: example.button, lastAggressor: example.lastAggressor });
      return { kind: 'show-order', labels: [...example.labels], byPot };
    }
    if (example.kind === 'bring-in') {
      const engine = await loadEngine();
      const bringInSeat = await requireExport<(up: readonly (number | null)[], which: 'lowest' | 'highest', order: 'spades' | 'hearts') => number>('bringInSeat');
      const cards = example.up.map((u) => engine.parseCards(u.card)[0]);
      return { kind: 'bring-in', labels: example.up.map((u) => u.label), cards, seat: bringInSeat(cards, example.which, example.suitOrder) };
    }
    const first = await requireExport<(active: readonly boolean[], button: number) => Positions>('blindPositions');
    const next = await requireExport<(previous: Positions, active: readonly boolean[]) => Positions>('nextBlindPositions');
    const active = Array.from({ length: example.seats }, () => true);
    const hands: Array<{ positions: Positions; note: string }> = [];
    let positions = first(active, example.button);
    for (let h = 1; h <= example.hands; h++) {
      const leaving = (example.leaves ?? []).filter((l) => l.afterHand === h);
      hands.push({ positions, note: leaving.map((l) => msg('example.leaves', { hand: h, seat: l.seat + 1 })).join(' ') });
      for (const l of leaving) active[l.seat] = false;
      if (h < example.hands) positions = next(positions, active);
    }
    return { kind: 'blinds', hands };
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
      </tr>${h.note ? html`<tr><td colspan="4" class="muted">${h.note}</td></tr>` : nothing}`)}</tbody>
    </table></div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-example-positions': FeltExamplePositions }
}
