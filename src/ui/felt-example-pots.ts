// <felt-example-pots>: side pots and splits computed by the engine (P-SIDEPOTS, P-ODDCHIP, P-RIT).
import { html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import { formatChips, formatList, msg } from '../i18n/index';
import type { LessonExample } from '../trainer/lessons/types';
import { requireExport } from './engine-access';
import { ExampleBase } from './example-base';

type PotsExample = Extract<LessonExample, { kind: 'side-pots' | 'split' }>;
interface PotShape { amount: number; eligible: number[] }
type Result =
  | { kind: 'side-pots'; labels: string[]; put: number[]; folded: boolean[]; returned: { seat: number; amount: number } | null; pots: PotShape[] }
  | { kind: 'split'; rows: Array<{ label: string; amount: number }>; total: number };

@customElement('felt-example-pots')
export class FeltExamplePots extends ExampleBase<PotsExample, Result> {
  protected async compute(example: PotsExample): Promise<Result> {
    if (example.kind === 'side-pots') {
      const uncalledBet = await requireExport<(c: readonly number[]) => { seat: number; amount: number } | null>('uncalledBet');
      const buildSidePots = await requireExport<(c: readonly number[], f: readonly boolean[]) => PotShape[]>('buildSidePots');
      const put = example.players.map((p) => p.put);
      const folded = example.players.map((p) => Boolean(p.folded));
      const returned = uncalledBet(put);
      const contributions = put.map((c, i) => (returned && returned.seat === i ? c - returned.amount : c));
      return { kind: 'side-pots', labels: example.players.map((p) => p.label), put, folded, returned, pots: buildSidePots(contributions, folded) };
    }
    const seatName = (s: number) => msg('example.seat', { n: s + 1 });
    if (example.boards) {
      const payout = await requireExport<(a: number, b: number) => number[]>('runItTwicePayout');
      const shares = payout(example.amount, example.boards);
      return { kind: 'split', total: example.amount, rows: shares.map((amount, i) => ({ label: msg('example.boardN', { n: i + 1 }), amount })) };
    }
    if (example.hiLo) {
      const halves = await requireExport<(a: number) => { high: number; low: number }>('hiLoHalves');
      const h = halves(example.amount);
      return { kind: 'split', total: example.amount, rows: [{ label: msg('example.highHalf'), amount: h.high }, { label: msg('example.lowHalf'), amount: h.low }] };
    }
    const splitPot = await requireExport<(a: number, w: readonly number[], o: readonly number[]) => number[]>('splitPot');
    const order = await requireExport<(n: number, b: number) => number[]>('seatsFromLeftOfButton');
    const shares = splitPot(example.amount, example.winners, order(example.seats, example.button));
    return { kind: 'split', total: example.amount, rows: example.winners.map((w, i) => ({ label: seatName(w), amount: shares[i] })) };
  }

  protected renderResult(r: Result) {
    if (r.kind === 'split') {
      return html`<div class="scroll"><table>
        <thead><tr><th scope="col">${msg('example.pot')} ${formatChips(r.total)}</th><th scope="col" class="num">${msg('example.share')}</th></tr></thead>
        <tbody>${r.rows.map((row) => html`<tr><th scope="row">${row.label}</th><td class="num">${formatChips(row.amount)}</td></tr>`)}</tbody>
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
