// <felt-quiz-order>: tap the items from first to last (or press their numbers); Undo takes one back.
// After grading the right order is shown beside the learner's.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg } from '../../i18n/index';
import { quizStyles } from './quiz-styles';
import type { AnswerEvent } from './events';
import { typingIn, withModifier } from './keys';

@customElement('felt-quiz-order')
export class FeltQuizOrder extends LitElement {
  static override styles = [quizStyles, css`
    ol { margin: 0.5rem 0; padding-left: 1.5rem; min-height: 1.5rem; }
    .items { display: grid; gap: 0.4rem; }
    .items button { text-align: left; font-family: ui-monospace, monospace; }
    li.is-wrong { color: var(--felt-focus); }
  `];

  @property({ attribute: false }) items: string[] = [];
  @property({ type: Boolean }) disabled = false;
  /** After grading: the right order (indices of the items, first = best). */
  @property({ attribute: false }) expected: number[] | null = null;
  @state() private order: number[] = [];

  private readonly onKey = (e: KeyboardEvent) => {
    if (this.disabled || withModifier(e) || typingIn(e)) return;
    const n = Number(e.key);
    if (/^[0-9]$/.test(e.key) && n >= 1 && n <= this.items.length) { e.preventDefault(); this._onPick(n - 1); }
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
    const want = this.expected;
    return html`
      <p class="hint">${msg('quiz.orderHint')}</p>
      <div class="items" role="group" aria-label=${msg('quiz.orderItems')}>
        ${this.items.map((item, i) => html`<button class="item" ?disabled=${this.disabled || this.order.includes(i)} @click=${() => this._onPick(i)}><kbd>${i + 1}</kbd>${item}</button>`)}
      </div>
      <ol aria-label=${msg('quiz.yourOrder')}>${this.order.map((i, k) => html`<li class=${want && want[k] !== i ? 'is-wrong' : ''}>${this.items[i]}${want ? (want[k] === i ? html` <span class="tag-right">✓</span>` : html` <span class="tag-wrong">✗</span>`) : nothing}</li>`)}</ol>
      ${want ? html`<p class="tag-right" id="right-order">${msg('quiz.rightOrder')}</p><ol aria-labelledby="right-order">${want.map((i) => html`<li>${this.items[i]}</li>`)}</ol>`
        : html`<button class="secondary" ?disabled=${this.disabled || this.order.length === 0} @click=${() => { this.order = this.order.slice(0, -1); }}>${msg('quiz.undo')}</button>`}`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-quiz-order': FeltQuizOrder }
}
