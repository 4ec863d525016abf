// <felt-example-hand>: a hand replayed by the engine's state machine (replayHand), showing who acts next
// and exactly what they may do: fold, check or call (and how much), and the smallest and largest raise.
import { html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import { formatChips, msg } from '../i18n/index';
import type { LessonExample } from '../trainer/lessons/types';
import { loadEngine, requireExport } from './engine-access';
import { ExampleBase } from './example-base';

type HandExample = Extract<LessonExample, { kind: 'hand' }>;
interface Options { fold: boolean; check: boolean; call: number; minRaiseTo: number | null; maxRaiseTo: number | null; raiseSizes?: number[] }
type Next = { kind: 'act'; seat: number; options: Options } | { kind: 'runout-choice'; seat: number; choices: number[] } | { kind: string };
interface Replayed { next: Next; pot: number }
interface Result { history: string[]; pot: number; seat: string | null; options: Options | null; runoutChoices?: number[] }

@customElement('felt-example-hand')
export class FeltExampleHand extends ExampleBase<HandExample, Result> {
  protected async compute(example: HandExample): Promise<Result> {
    const replayHand = await requireExport<(setup: unknown, actions: readonly unknown[]) => Replayed>('replayHand');
    const engine = await loadEngine();
    const hand = replayHand({
      game: example.game, structure: example.structure, button: example.button, seed: 1,
      seats: example.stacks.map((stack, i) => ({
        stack, runItTwice: example.runItTwice,
        cards: example.cards?.[i] ? engine.parseCards(example.cards[i]) : undefined,
      })),
      board: example.board ? engine.parseCards(example.board) : undefined,
    }, example.actions);
    const names = example.labels;
    const history = example.actions.map((a) => (a.to !== undefined ? msg('example.actionTo', { action: a.type, to: formatChips(a.to) }) : a.type));
    const next = hand.next;
    if (next.kind === 'runout-choice') {
      const choice = next as { seat: number; choices: number[] };
      return { history, pot: hand.pot, seat: names[choice.seat] ?? msg('example.seat', { n: choice.seat + 1 }), options: null, runoutChoices: choice.choices };
    }
    if (next.kind !== 'act') return { history, pot: hand.pot, seat: null, options: null };
    const act = next as { seat: number; options: Options };
    return { history, pot: hand.pot, seat: names[act.seat] ?? msg('example.seat', { n: act.seat + 1 }), options: act.options };
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
