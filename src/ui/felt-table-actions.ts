// <felt-table-actions>: the learner's action bar built from `next.options`: fold / check / call / bet / raise with a slider, keypad and presets; draws by tapping cards; the split offer; the run-it-twice choice and answer with their timers.
import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Card, HandAction, HandNext, HandView, StructureKind } from '../engine/index';
import { cardName } from './card-names';
import { formatChips, msg } from '../i18n/index';
import { cardStyles, cardSvg } from './card-svg';
import { pageStyles } from './shared-styles';

export type TableActionEvent = CustomEvent<{ action: HandAction }>;

type Next = Exclude<HandNext, { kind: 'done' }>;
type ActNext = Extract<HandNext, { kind: 'act' }>;

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'clear', '0', 'back'];

/** Preset raise-to amounts for a structure (minimum, half pot, pot, all-in in no limit; the pot in pot limit; the range ends in spread limit). */
export function presets(kind: StructureKind, next: ActNext, view: HandView): { id: string; to: number }[] {
  const o = next.options;
  if (o.minRaiseTo === null || o.maxRaiseTo === null || o.raiseSizes) return [];
  const min = o.minRaiseTo;
  const max = o.maxRaiseTo;
  const me = view.seats[view.seat];
  // A pot-sized raise: call first, then raise by the pot after the call.
  const afterCall = view.pot + o.call;
  const potTo = me.bet + o.call + afterCall;
  const halfTo = me.bet + o.call + Math.floor(afterCall / 2);
  const clamp = (v: number) => Math.min(max, Math.max(min, v));
  const list: { id: string; to: number }[] = [{ id: 'min', to: min }];
  if (kind === 'no-limit') list.push({ id: 'half', to: clamp(halfTo) }, { id: 'pot', to: clamp(potTo) }, { id: 'allIn', to: max });
  else if (kind === 'pot-limit') list.push({ id: 'half', to: clamp(halfTo) }, { id: 'pot', to: max });
  else list.push({ id: 'max', to: max });
  // Drop repeats (a short stack makes several presets the same amount).
  return list.filter((p, i) => list.findIndex((q) => q.to === p.to) === i);
}

@customElement('felt-table-actions')
export class FeltTableActions extends LitElement {
  static override styles = [pageStyles, cardStyles, css`
    :host { display: block; --card-width: 3rem; }
    .bar { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
    .bar button { flex: 1 1 6rem; }
    button.fold { background: transparent; color: var(--felt-text); border-color: var(--felt-border); }
    .raise { display: grid; gap: 0.5rem; margin-top: 0.6rem; padding: 0.6rem; border: 1px solid var(--felt-border); border-radius: 0.6rem; background: var(--felt-surface); }
    .amount-row { display: flex; gap: 0.5rem; align-items: center; flex-wrap: wrap; }
    .amount-row label { font-weight: 600; }
    input[type='number'] { width: 6.5rem; min-height: 44px; font: inherit; font-size: 1.1rem; padding: 0 0.5rem; border: 2px solid var(--felt-border); border-radius: 0.5rem; background: var(--felt-surface); color: var(--felt-text); box-sizing: border-box; }
    input[type='range'] { width: 100%; min-height: 44px; accent-color: var(--felt-accent); }
    .presets { display: flex; flex-wrap: wrap; gap: 0.4rem; }
    .presets button { flex: 1 1 4.5rem; }
    .keypad { display: grid; grid-template-columns: repeat(3, minmax(3.5rem, 5rem)); gap: 0.35rem; }
    .keypad button { font-size: 1.15rem; min-height: 48px; }
    .why { color: var(--felt-warn-text); background: var(--felt-warn-bg); border-radius: 0.4rem; padding: 0.3rem 0.6rem; margin: 0; }
    .hand { display: flex; gap: 0.4rem; flex-wrap: wrap; margin: 0.4rem 0; }
    .pick { padding: 0.15rem; min-width: 44px; min-height: 44px; background: transparent; border: 3px solid transparent; border-radius: 0.5rem; }
    .pick[aria-pressed='true'] { border-color: var(--felt-focus); transform: translateY(-0.4rem); }
    .pick[aria-pressed='true'] svg { opacity: 0.7; }
    .timer { font-variant-numeric: tabular-nums; font-weight: 700; }
    .prompt { margin: 0 0 0.5rem; font-weight: 600; }
  `];

  /** What the hand asks of the learner. */
  @property({ attribute: false }) next: Next | null = null;

  /** The learner's view (for the pot, bets and cards). */
  @property({ attribute: false }) view: HandView | null = null;

  @property() structureKind: StructureKind = 'no-limit';

  /** The engine's reason an action is illegal now (null when legal). */
  @property({ attribute: false }) explain: (action: HandAction) => string | null = () => null;

  /** Seconds left to decide (draw timer, run-it-twice timer), or null. */
  @property({ attribute: false }) secondsLeft: number | null = null;

  /** Turns the controls off (while the action is being saved). */
  @property({ type: Boolean }) disabled = false;

  @state() private amount = '';
  @state() private keypad = false;
  /** Why an action is refused, asked again at render time (a language switch rewords it). */
  @state() private why: (() => string) | null = null;
  @state() private discards: Card[] = [];

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('next')) {
      const n = this.next;
      this.why = null;
      this.discards = [];
      this.amount = n?.kind === 'act' && n.options.minRaiseTo !== null ? String(n.options.minRaiseTo) : '';
    }
  }

  private send(action: HandAction): void {
    const why = this.explain(action);
    if (why) { this.why = () => this.explain(action) ?? ''; return; }
    this.why = null;
    this.dispatchEvent(new CustomEvent('table-action', { detail: { action }, bubbles: true, composed: true }));
  }

  private setAmount(text: string): void {
    this.amount = text.replace(/[^0-9]/g, '').slice(0, 9);
    const next = this.next;
    if (next?.kind !== 'act' || this.amount === '') { this.why = null; return; }
    const action: HandAction = { type: this.raiseVerb(next), to: Number(this.amount) };
    this.why = this.explain(action) === null ? null : () => this.explain(action) ?? '';
  }

  private raiseVerb(next: ActNext): 'bet' | 'raise' {
    const v = this.view;
    const facing = v ? Math.max(...v.seats.map((s) => s.bet)) : 0;
    return next.options.call > 0 || facing > 0 ? 'raise' : 'bet';
  }

  private onKey(key: string): void {
    if (key === 'clear') this.setAmount('');
    else if (key === 'back') this.setAmount(this.amount.slice(0, -1));
    else this.setAmount(this.amount + key);
  }

  private renderAct(next: ActNext) {
    const o = next.options;
    const v = this.view!;
    const me = v.seats[v.seat];
    const verb = this.raiseVerb(next);
    const completing = o.bringIn !== undefined;
    const verbLabel = (to: number) => msg(completing ? 'play.act.completeTo' : verb === 'bet' ? 'play.act.betTo' : 'play.act.raiseTo', { amount: formatChips(to) });
    const canRaise = o.minRaiseTo !== null && o.maxRaiseTo !== null;
    const list = presets(this.structureKind, next, v);
    const amount = Number(this.amount);
    return html`
      <div class="bar" role="group" aria-label=${msg('play.yourAction')}>
        ${o.fold && !completing ? html`<button class="fold" ?disabled=${this.disabled} @click=${() => this.send({ type: 'fold' })}>${msg('play.act.fold')}</button>` : nothing}
        ${completing ? html`<button ?disabled=${this.disabled} @click=${() => this.send({ type: 'bring-in' })}>${msg('play.act.bringIn', { amount: formatChips(o.bringIn!) })}</button>` : nothing}
        ${!completing && o.check ? html`<button ?disabled=${this.disabled} @click=${() => this.send({ type: 'check' })}>${msg('play.act.check')}</button>` : nothing}
        ${!completing && !o.check ? html`<button ?disabled=${this.disabled} @click=${() => this.send({ type: 'call' })}>${msg(o.call >= me.stack ? 'play.act.callAllIn' : 'play.act.call', { amount: formatChips(Math.min(o.call, me.stack)) })}</button>` : nothing}
        ${canRaise && o.raiseSizes ? o.raiseSizes.map((to) => html`<button ?disabled=${this.disabled} @click=${() => this.send({ type: verb, to })}>${verbLabel(to)}</button>`) : nothing}
      </div>
      ${canRaise && !o.raiseSizes ? html`<div class="raise" role="group" aria-label=${msg('play.raiseGroup')}>
        <div class="presets">
          ${list.map((p) => html`<button class="secondary" ?disabled=${this.disabled} @click=${() => this.setAmount(String(p.to))}
            aria-label=${msg('play.presetLabel', { name: msg(`play.preset.${p.id}` as 'play.preset.min'), amount: formatChips(p.to) })}>${msg(`play.preset.${p.id}` as 'play.preset.min')}</button>`)}
        </div>
        <input type="range" min=${o.minRaiseTo!} max=${o.maxRaiseTo!} step="1" .value=${String(Number.isFinite(amount) && amount > 0 ? amount : o.minRaiseTo)}
          aria-label=${msg('play.amount')} ?disabled=${this.disabled} @input=${(e: Event) => this.setAmount((e.target as HTMLInputElement).value)}>
        <div class="amount-row">
          <label for="amount">${msg('play.amountTo')}</label>
          <input id="amount" type="number" inputmode="numeric" min=${o.minRaiseTo!} max=${o.maxRaiseTo!} .value=${this.amount} ?disabled=${this.disabled}
            aria-describedby="why" @input=${(e: Event) => this.setAmount((e.target as HTMLInputElement).value)}
            @keydown=${(e: KeyboardEvent) => { if (e.key === 'Enter') this.send({ type: verb, to: Number(this.amount) }); }}>
          <button class="secondary" aria-expanded=${this.keypad ? 'true' : 'false'} aria-controls="keypad" @click=${() => { this.keypad = !this.keypad; }}>${msg('play.keypad')}</button>
          <button id="raise" ?disabled=${this.disabled || this.amount === ''} @click=${() => this.send({ type: verb, to: Number(this.amount) })}>${this.amount === '' ? msg(completing ? 'play.act.complete' : verb === 'bet' ? 'play.act.bet' : 'play.act.raise') : verbLabel(amount)}</button>
        </div>
        ${this.keypad ? html`<div class="keypad" id="keypad" role="group" aria-label=${msg('play.keypad')}>
          ${KEYS.map((k) => html`<button class="secondary" data-key=${k} ?disabled=${this.disabled} @click=${() => this.onKey(k)}
            aria-label=${k === 'clear' ? msg('play.key.clear') : k === 'back' ? msg('play.key.back') : k}>${k === 'clear' ? 'C' : k === 'back' ? '⌫' : k}</button>`)}
        </div>` : nothing}
        <p class="hint muted">${msg('play.range', { min: formatChips(o.minRaiseTo!), max: formatChips(o.maxRaiseTo!) })}</p>
      </div>` : nothing}
      <div id="why" role="alert">${this.why ? html`<p class="why">${this.why()}</p>` : nothing}</div>`;
  }

  private renderDraw(next: Extract<HandNext, { kind: 'draw' }>) {
    const v = this.view!;
    const own = v.seats[v.seat].cards.filter((c): c is Card => c !== null);
    const toggle = (c: Card) => {
      if (this.discards.includes(c)) this.discards = this.discards.filter((d) => d !== c);
      else if (this.discards.length < next.max) this.discards = [...this.discards, c];
    };
    const count = this.discards.length;
    return html`<p class="prompt">${msg('play.drawPrompt', { max: next.max })} ${this.timer()}</p>
      <div class="hand" role="group" aria-label=${msg('play.yourCards')}>
        ${own.map((c) => html`<button class="pick" aria-pressed=${this.discards.includes(c) ? 'true' : 'false'} aria-label=${msg('play.discardCard', { card: cardName(c) })}
          ?disabled=${this.disabled} @click=${() => toggle(c)}>${cardSvg(c)}</button>`)}
      </div>
      <div class="bar">
        <button ?disabled=${this.disabled || count === 0} @click=${() => this.send({ type: 'draw', discard: this.discards })}>${msg('play.act.drawN', { count })}</button>
        <button class="secondary" ?disabled=${this.disabled} @click=${() => this.send({ type: 'stand-pat' })}>${msg('play.act.standPat')}</button>
      </div>
      <div role="alert">${this.why ? html`<p class="why">${this.why()}</p>` : nothing}</div>`;
  }

  private timer() {
    return this.secondsLeft === null ? nothing : html`<span class="timer" role="timer" aria-live="off">${msg('play.secondsLeft', { seconds: this.secondsLeft })}</span>`;
  }

  override render() {
    const next = this.next;
    if (!next || !this.view) return nothing;
    switch (next.kind) {
      case 'act': return this.renderAct(next);
      case 'draw': return this.renderDraw(next);
      case 'split-offer': return html`<p class="prompt">${msg('play.splitPrompt')}</p>
        <div class="bar">
          <button ?disabled=${this.disabled} @click=${() => this.send({ type: 'split' })}>${msg('play.act.split')}</button>
          <button class="secondary" ?disabled=${this.disabled} @click=${() => this.send({ type: 'no-split' })}>${msg('play.act.noSplit')}</button>
        </div>`;
      case 'runout-choice': return html`<p class="prompt">${msg('play.runPrompt')} ${this.timer()}</p>
        <div class="bar">
          ${next.choices.map((t) => html`<button ?disabled=${this.disabled} data-times=${t} @click=${() => this.send({ type: 'run', times: t })}>${msg(t === 1 ? 'play.act.runOnce' : t === 2 ? 'play.act.runTwice' : 'play.act.runThrice')}</button>`)}
        </div>`;
      case 'runout-accept': return html`<p class="prompt">${msg('play.acceptPrompt', { times: msg(next.times === 2 ? 'play.run.twice' : 'play.run.thrice') })} ${this.timer()}</p>
        <div class="bar">
          <button ?disabled=${this.disabled} @click=${() => this.send({ type: 'accept' })}>${msg('play.act.accept')}</button>
          <button class="secondary" ?disabled=${this.disabled} @click=${() => this.send({ type: 'decline' })}>${msg('play.act.decline')}</button>
        </div>`;
    }
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-table-actions': FeltTableActions }
  interface HTMLElementEventMap { 'table-action': TableActionEvent }
}
