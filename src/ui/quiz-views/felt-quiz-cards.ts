// <felt-quiz-cards>: tap the cards that answer (e.g. the best five); Check sends them.
import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { cardName, type Card } from '../../engine/cards';
import { quizStyles } from './quiz-styles';
import type { AnswerEvent } from './events';
import '../felt-card';

@customElement('felt-quiz-cards')
export class FeltQuizCards extends LitElement {
  static override styles = [quizStyles, css`
    .cards { display: flex; flex-wrap: wrap; gap: 0.4rem; --card-width: 3rem; }
    .cards button { padding: 0.2rem; border-width: 3px; border-color: transparent; background: transparent; }
    .cards button[aria-pressed='true'] { border-color: var(--felt-focus); background: var(--felt-surface-2); transform: translateY(-0.3rem); }
  `];

  /** The cards to choose from. */
  @property({ attribute: false }) from: Card[] = [];

  /** How many to choose. */
  @property({ type: Number }) count = 5;

  @property({ type: Boolean }) disabled = false;

  @state() private chosen: Card[] = [];

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('from')) this.chosen = [];
  }

  private _onToggle(card: Card) {
    this.chosen = this.chosen.includes(card) ? this.chosen.filter((c) => c !== card)
      : this.chosen.length < this.count ? [...this.chosen, card] : this.chosen;
  }

  private _onCheck() {
    if (this.chosen.length !== this.count) return;
    this.dispatchEvent(new CustomEvent('quiz-answer', { detail: { answer: this.chosen.slice() }, bubbles: true, composed: true }) as AnswerEvent);
  }

  override render() {
    return html`
      <div class="cards" role="group" aria-label="Cards to choose from">
        ${this.from.map((c) => html`<button class="pick" aria-pressed=${this.chosen.includes(c) ? 'true' : 'false'} aria-label=${cardName(c)}
          ?disabled=${this.disabled} @click=${() => this._onToggle(c)}><felt-card .card=${c}></felt-card></button>`)}
      </div>
      <p class="row"><button class="primary" id="check" ?disabled=${this.disabled || this.chosen.length !== this.count} @click=${() => this._onCheck()}>Check</button>
      <span class="hint">${this.chosen.length} of ${this.count} chosen</span></p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-quiz-cards': FeltQuizCards }
}
