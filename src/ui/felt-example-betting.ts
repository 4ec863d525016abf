// <felt-example-betting>: betting limits computed by the engine's structure functions
// (B-PL, B-HALFPL, B-MINRAISE, B-MINRAISE-DOUBLE, B-FULLBET, B-HALFRULE, B-FL, B-SPREAD).
import { html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import { formatChips, msg } from '../i18n/index';
import type { BettingQuestion, LessonExample } from '../trainer/lessons/types';
import { requireExport } from './engine-access';
import { ExampleBase } from './example-base';

type BettingExample = Extract<LessonExample, { kind: 'betting' }>;
type Result =
  | { type: 'sentences'; lines: string[] }
  | { type: 'table'; head: [string, string]; rows: Array<[string, string]>; note?: string };

type Fn<A, R> = (args: A) => R;

@customElement('felt-example-betting')
export class FeltExampleBetting extends ExampleBase<BettingExample, Result> {
  protected async compute(example: BettingExample): Promise<Result> {
    const q: BettingQuestion = example.question;
    switch (q.type) {
      case 'pot-limit':
      case 'half-pot': {
        const max = await requireExport<Fn<{ pot: number; currentBet: number; playerBet: number }, number>>(q.type === 'pot-limit' ? 'potLimitMaxRaiseTo' : 'halfPotMaxRaiseTo');
        const call = q.currentBet - q.playerBet;
        return { type: 'sentences', lines: [
          msg('example.callAmount', { call: formatChips(call), pot: formatChips(q.pot + call) }),
          msg('example.maxRaiseTo', { to: formatChips(max(q)) }),
        ] };
      }
      case 'min-raise': {
        const minRaiseTo = await requireExport<Fn<typeof q, number>>('minRaiseTo');
        return { type: 'sentences', lines: [msg('example.minRaiseTo', { to: formatChips(minRaiseTo(q)) })] };
      }
      case 'full-bet': {
        const reopens = await requireExport<Fn<typeof q, { reopens: boolean; reason: string }>>('reopensAction');
        return { type: 'sentences', lines: [reopens(q).reason] };
      }
      case 'half-rule': {
        const complete = await requireExport<Fn<typeof q, { action: string; to: number; reason: string }>>('completeShortRaise');
        return { type: 'sentences', lines: [complete(q).reason] };
      }
      case 'fixed-limit': {
        const size = await requireExport<Fn<{ roundIndex: number; smallBet: number; bigBet: number; smallRounds?: number }, number>>('fixedLimitBetSize');
        return {
          type: 'table', head: [msg('example.round'), msg('example.betSize')],
          rows: q.rounds.map((name, roundIndex) => [name, formatChips(size({ roundIndex, smallBet: q.smallBet, bigBet: q.bigBet, smallRounds: q.smallRounds }))]),
          note: msg('example.capNote', { cap: 4 }),
        };
      }
      case 'spread': {
        const range = await requireExport<Fn<{ roundIndex: number; currentBet: number; lastFullRaise: number; minBet: number; spreadMax: readonly [number, number, number] }, { minRaiseTo: number; maxRaiseTo: number } | null>>('spreadLimitRange');
        return {
          type: 'table', head: [msg('example.round'), msg('example.range')],
          rows: q.rounds.map((name, roundIndex) => {
            const r = range({ roundIndex, currentBet: 0, lastFullRaise: 0, minBet: q.minBet, spreadMax: q.spreadMax });
            return [name, r ? `${formatChips(r.minRaiseTo)} – ${formatChips(r.maxRaiseTo)}` : msg('example.none')];
          }),
        };
      }
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
