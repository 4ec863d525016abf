// <felt-example-hand>: a hand replayed by the engine's state machine (replayHand), showing who acts next
// and exactly what they may do: fold, check or call (and how much), and the smallest and largest raise.
import { html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import type { BettingOptions as Options } from '../engine/index';
import { formatChips, msg } from '../i18n/index';
import type { LessonExample } from '../trainer/lessons/types';
import { exampleFigures } from './engine-access';
import { ExampleBase } from './example-base';

type HandExample = Extract<LessonExample, { kind: 'hand' }>;
interface Result { history: string[]; pot: number; seat: string | null; options: Options | null; runoutChoices?: number[] }

@customElement('felt-example-hand')
export class FeltExampleHand extends ExampleBase<HandExample, Result> {
  protected async compute(example: HandExample): Promise<Result> {
    const f = await exampleFigures(example);
    const names = example.labels;
    const history = f.actions.map((a) => ('to' in a && a.to !== undefined ? msg('example.actionTo', { action: a.type, to: formatChips(a.to) }) : a.type));
    const seatName = (seat: number) => names[seat] ?? msg('example.seat', { n: seat + 1 });
    if (f.next.kind === 'runout-choice') return { history, pot: f.pot, seat: seatName(f.next.seat), options: null, runoutChoices: f.next.choices };
    if (f.next.kind !== 'act') return { history, pot: f.pot, seat: null, options: null };
    return { history, pot: f.pot, seat: seatName(f.next.seat), options: f.next.options };
  }

  protected renderResult(r: Result) {
    const o = r.options;
    return html`
      ${r.history.length ? html`<p>${msg('example.actionsSoFar')}: ${r.history.join(', ')}.</p>` : nothing}
      <p>${msg('example.potNow', { pot: formatChips(r.pot) })}</p>
      ${r.runoutChoices && r.seat ? html`<p class="win">${msg('example.runoutChoice', { player: r.seat })}</p>
        <ul>${r.runoutChoices.map((n) => html`<li>${msg(n === 1 ? 'example.runOnce' : n === 2 ? 'example.runTwice' : 'example.runTwicePlusOne')}</li>`)}</ul>` : nothing}
      ${o && r.seat ? html`<p class="win">${msg('example.toAct', { player: r.seat })}</p>
        <ul>
          <li>${o.check ? msg('example.mayCheck') : msg('example.mayCall', { call: formatChips(o.call) })}</li>
          <li>${o.minRaiseTo === null ? msg('example.mayNotRaise')
            : o.raiseSizes?.length ? msg('example.raiseSizes', { sizes: o.raiseSizes.map(formatChips).join(', ') })
            : msg('example.raiseRange', { min: formatChips(o.minRaiseTo), max: formatChips(o.maxRaiseTo ?? o.minRaiseTo) })}</li>
        </ul>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-example-hand': FeltExampleHand }
}
