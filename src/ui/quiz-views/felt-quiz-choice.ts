// <felt-quiz-choice>: multiple choice; tap an option or press its number key. After grading the
// right option and the learner's pick are marked on the buttons, in words as well as colour.
import { LitElement, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg } from '../../i18n/index';
import { quizStyles } from './quiz-styles';
import type { AnswerEvent } from './events';
import { typingIn, withModifier } from './keys';

@customElement('felt-quiz-choice')
export class FeltQuizChoice extends LitElement {
  static override styles = [quizStyles];

  /** The options, in order (key 1 picks the first). */
  @property({ attribute: false }) options: string[] = [];

  /** No more answers (feedback is showing). */
  @property({ type: Boolean }) disabled = false;

  /** After grading: the right option's index (marked), and the learner's pick. */
  @property({ attribute: false }) expected: number | null = null;
  @property({ attribute: false }) picked: number | null = null;

  private readonly onKey = (e: KeyboardEvent) => {
    if (this.disabled || withModifier(e) || typingIn(e)) return;
    const n = Number(e.key);
    if (/^[0-9]$/.test(e.key) && n >= 1 && n <= this.options.length) { e.preventDefault(); this._onPick(n - 1); }
  };

  override connectedCallback(): void { super.connectedCallback(); window.addEventListener('keydown', this.onKey); }
  override disconnectedCallback(): void { window.removeEventListener('keydown', this.onKey); super.disconnectedCallback(); }

  private _onPick(index: number) {
    this.dispatchEvent(new CustomEvent('quiz-answer', { detail: { answer: index }, bubbles: true, composed: true }) as AnswerEvent);
  }

  override render() {
    const graded = this.expected !== null;
    return html`<div class="row choice" role="group" aria-label=${msg('quiz.answers')}>
      ${this.options.map((o, i) => {
        const right = graded && i === this.expected;
        const wrong = graded && i === this.picked && !right;
        return html`<button class="option ${right ? 'is-right' : ''} ${wrong ? 'is-wrong' : ''}" ?disabled=${this.disabled} @click=${() => this._onPick(i)}><kbd>${i + 1}</kbd>${o}${right ? html`<span class="tag-right">✓ ${msg('quiz.rightAnswer')}${i === this.picked ? html`, ${msg('quiz.yourAnswer')}` : nothing}</span>` : wrong ? html`<span class="tag-wrong">✗ ${msg('quiz.yourAnswer')}</span>` : nothing}</button>`;
      })}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-quiz-choice': FeltQuizChoice }
}
