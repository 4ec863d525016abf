// <felt-example-betting>: betting limits computed by the engine's structure functions
// (B-PL, B-HALFPL, B-MINRAISE, B-MINRAISE-DOUBLE, B-FULLBET, B-HALFRULE, B-FL, B-SPREAD).
import { html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import { formatChips, msg } from '../i18n/index';
import type { LessonExample } from '../trainer/lessons/types';
import { exampleFigures } from './engine-access';
import { streetName } from './play-text';
import { ExampleBase } from './example-base';

type BettingExample = Extract<LessonExample, { kind: 'betting' }>;
type Result =
  | { type: 'sentences'; lines: string[] }
  | { type: 'table'; head: [string, string]; rows: Array<[string, string]>; note?: string };

@customElement('felt-example-betting')
export class FeltExampleBetting extends ExampleBase<BettingExample, Result> {
  protected async compute(example: BettingExample): Promise<Result> {
    const f = (await exampleFigures(example)).figures;
    switch (f.type) {
      case 'limit':
        return { type: 'sentences', lines: [
          msg('example.callAmount', { call: formatChips(f.call), pot: formatChips(f.potAfterCall) }),
          msg('example.maxRaiseTo', { to: formatChips(f.maxRaiseTo) }),
        ] };
      case 'min-raise': return { type: 'sentences', lines: [msg('example.minRaiseTo', { to: formatChips(f.minRaiseTo) })] };
      case 'reason': return { type: 'sentences', lines: [f.reason] };
      case 'fixed-limit':
        return {
          type: 'table', head: [msg('example.round'), msg('example.betSize')],
          rows: f.rounds.map((r) => [streetName(r.round), formatChips(r.size)]),
          note: msg('example.capNote', { cap: f.cap }),
        };
      case 'spread':
        return {
          type: 'table', head: [msg('example.round'), msg('example.range')],
          rows: f.rounds.map(({ round, range }) => [streetName(round), range ? `${formatChips(range.minRaiseTo)} – ${formatChips(range.maxRaiseTo)}` : msg('example.none')]),
        };
    }
  }

  protected renderResult(r: Result) {
    if (r.type === 'sentences') return html`${r.lines.map((l) => html`<p>${l}</p>`)}`;
    return html`<div class="scroll"><table>
      <thead><tr><th scope="col">${r.head[0]}</th><th scope="col" class="num">${r.head[1]}</th></tr></thead>
      <tbody>${r.rows.map(([a, b]) => html`<tr><th scope="row">${a}</th><td class="num">${b}</td></tr>`)}</tbody>
    </table></div>${r.note ? html`<p>${r.note}</p>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-example-betting': FeltExampleBetting }
}
