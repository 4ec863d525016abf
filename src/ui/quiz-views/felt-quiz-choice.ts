// <felt-quiz-choice>: multiple choice; tap an option or press its number key.
import { LitElement, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { quizStyles } from './quiz-styles';
import type { AnswerEvent } from './events';

@customElement('felt-quiz-choice')
export class FeltQuizChoice extends LitElement {
  static override styles = [quizStyles];

  /** The options, in order (key 1 picks the first). */
  @property({ attribute: false }) options: string[] = [];

  /** No more answers (feedback is showing). */
  @property({ type: Boolean }) disabled = false;

  private readonly onKey = (e: KeyboardEvent) => {
    if (this.disabled || e.altKey || e.ctrlKey || e.metaKey) return;
    const n = Number(e.key);
    if (Number.isInteger(n) && n >= 1 && n <= this.options.length) { e.preventDefault(); this._onPick(n - 1); }
  };

  override connectedCallback(): void { super.connectedCallback(); window.addEventListener('keydown', this.onKey); }
  override disconnectedCallback(): void { window.removeEventListener('keydown', this.onKey); super.disconnectedCallback(); }

  private _onPick(index: number) {
    this.dispatchEvent(new CustomEvent('quiz-answer', { detail: { answer: index }, bubbles: true, composed: true }) as AnswerEvent);
  }

  override render() {
    return html`<div class="row choice" role="group" aria-label="Answers">
      ${this.options.map((o, i) => html`<button class="option" ?disabled=${this.disabled} @click=${() => this._onPick(i)}><kbd>${i + 1}</kbd>${o}</button>`)}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-quiz-choice': FeltQuizChoice }
}
