// <felt-quiz-cards>: tap the cards that answer (e.g. the best five); Check (or Enter) sends them.
// After grading the right cards are marked, and the learner's wrong picks too.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { type Card } from '../../engine/cards';
import { cardName } from '../card-names';
import { msg } from '../../i18n/index';
import { quizStyles } from './quiz-styles';
import type { AnswerEvent } from './events';
import { activatesFocused, withModifier } from './keys';
import '../felt-card';

@customElement('felt-quiz-cards')
export class FeltQuizCards extends LitElement {
  static override styles = [quizStyles, css`
    .cards { display: flex; flex-wrap: wrap; gap: 0.4rem; --card-width: 3rem; }
    .cards button { padding: 0.2rem; border-width: 3px; border-color: transparent; background: transparent; display: inline-flex; flex-direction: column; align-items: center; gap: 0.2rem; }
    .cards button[aria-pressed='true'] { border-color: var(--felt-focus); background: var(--felt-surface-2); transform: translateY(-0.3rem); }
    .cards button.is-right { border-color: var(--felt-accent); border-style: solid; }
    .cards .tag-right, .cards .tag-wrong { margin: 0; font-size: 0.75rem; }
  `];

  /** The cards to choose from. */
  @property({ attribute: false }) from: Card[] = [];

  /** How many to choose. */
  @property({ type: Number }) count = 5;

  @property({ type: Boolean }) disabled = false;

  /** After grading: the right cards (marked on the buttons). */
  @property({ attribute: false }) expected: Card[] | null = null;

  @state() private chosen: Card[] = [];

  private readonly onKey = (e: KeyboardEvent) => {
    if (this.disabled || withModifier(e) || e.key !== 'Enter' || activatesFocused(e)) return;
    if (this.chosen.length === this.count) { e.preventDefault(); this._onCheck(); }
  };

  override connectedCallback(): void { super.connectedCallback(); window.addEventListener('keydown', this.onKey); }
  override disconnectedCallback(): void { window.removeEventListener('keydown', this.onKey); super.disconnectedCallback(); }

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
    const want = this.expected;
    return html`
      <div class="cards" role="group" aria-label=${msg('quiz.cardsToChoose')}>
        ${this.from.map((c) => {
          const right = !!want && want.includes(c);
          const wrong = !!want && !right && this.chosen.includes(c);
          return html`<button class="pick ${right ? 'is-right' : ''} ${wrong ? 'is-wrong' : ''}" aria-pressed=${this.chosen.includes(c) ? 'true' : 'false'}
            aria-label=${`${cardName(c)}${right ? `, ${msg('quiz.rightAnswer')}` : wrong ? `, ${msg('quiz.yourAnswer')}` : ''}`}
            ?disabled=${this.disabled} @click=${() => this._onToggle(c)}><felt-card .card=${c}></felt-card>
            ${right ? html`<span class="tag-right" aria-hidden="true">✓</span>` : wrong ? html`<span class="tag-wrong" aria-hidden="true">✗</span>` : nothing}</button>`;
        })}
      </div>
      <p class="row"><button class="primary" id="check" ?disabled=${this.disabled || this.chosen.length !== this.count} @click=${() => this._onCheck()}>${msg('quiz.check')}</button>
      <span class="hint">${msg('quiz.chosen', { done: this.chosen.length, count: this.count })}</span></p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-quiz-cards': FeltQuizCards }
}
