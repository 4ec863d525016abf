// <felt-quiz-order>: tap the items from first to last (or press their numbers); Undo takes one back.
import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { quizStyles } from './quiz-styles';
import type { AnswerEvent } from './events';

@customElement('felt-quiz-order')
export class FeltQuizOrder extends LitElement {
  static override styles = [quizStyles, css`
    ol { margin: 0.5rem 0; padding-left: 1.5rem; min-height: 1.5rem; }
    .items { display: grid; gap: 0.4rem; }
    .items button { text-align: left; font-family: ui-monospace, monospace; }
  `];

  @property({ attribute: false }) items: string[] = [];
  @property({ type: Boolean }) disabled = false;
  @state() private order: number[] = [];

  private readonly onKey = (e: KeyboardEvent) => {
    if (this.disabled || e.altKey || e.ctrlKey || e.metaKey) return;
    const n = Number(e.key);
    if (Number.isInteger(n) && n >= 1 && n <= this.items.length) { e.preventDefault(); this._onPick(n - 1); }
    else if (e.key === 'Backspace') { e.preventDefault(); this.order = this.order.slice(0, -1); }
  };

  override connectedCallback(): void { super.connectedCallback(); window.addEventListener('keydown', this.onKey); }
  override disconnectedCallback(): void { window.removeEventListener('keydown', this.onKey); super.disconnectedCallback(); }
  override willUpdate(changed: Map<string, unknown>): void { if (changed.has('items')) this.order = []; }

  private _onPick(i: number) {
    if (this.order.includes(i)) return;
    this.order = [...this.order, i];
    if (this.order.length === this.items.length) {
      this.dispatchEvent(new CustomEvent('quiz-answer', { detail: { answer: this.order.slice() }, bubbles: true, composed: true }) as AnswerEvent);
    }
  }

  override render() {
    return html`
      <p class="hint">Tap the hands from first to last.</p>
      <div class="items" role="group" aria-label="Hands to order">
        ${this.items.map((item, i) => html`<button class="item" ?disabled=${this.disabled || this.order.includes(i)} @click=${() => this._onPick(i)}><kbd>${i + 1}</kbd>${item}</button>`)}
      </div>
      <ol aria-label="Your order">${this.order.map((i) => html`<li>${this.items[i]}</li>`)}</ol>
      <button class="secondary" ?disabled=${this.disabled || this.order.length === 0} @click=${() => { this.order = this.order.slice(0, -1); }}>Undo</button>`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-quiz-order': FeltQuizOrder }
}
