// <felt-quiz-seat>: tap a seat around the table (or press its number). The ring has round seats and
// the dealer button and fits eight seats on a 360 px phone; after grading the right seat and the
// learner's pick are marked on the ring and named below it (for the eye: the seats' names say it to screen readers).
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg } from '../../i18n/index';
import type { QuizSeat } from '../../trainer/quiz';
import { quizStyles } from './quiz-styles';
import type { AnswerEvent } from './events';
import { typingIn, withModifier } from './keys';

@customElement('felt-quiz-seat')
export class FeltQuizSeat extends LitElement {
  static override styles = [quizStyles, css`
    .ring { position: relative; width: min(100%, 24rem); aspect-ratio: 4 / 3; margin: 0.5rem 0; }
    .oval { position: absolute; inset: 16% 14%; background: var(--felt-table); border-radius: 50%; border: 0.4rem solid light-dark(#6b4a2b, #4a3320); }
    .ring button.seat { position: absolute; transform: translate(-50%, -50%); width: 3rem; height: 3rem; min-width: 0; padding: 0; border-radius: 50%; font-size: 1.1rem; }
    .dealer { position: absolute; transform: translate(-50%, -50%); width: 1.6rem; height: 1.6rem; border-radius: 50%; background: #fff; color: #111; border: 2px solid #111; font-weight: 800; font-size: 0.85rem; display: flex; align-items: center; justify-content: center; pointer-events: none; }
    .legend { margin: 0.25rem 0; font-weight: 700; }
  `];

  /** Seat numbers that may be tapped. */
  @property({ attribute: false }) seats: number[] = [];
  /** All seats at the table (for the layout and labels). */
  @property({ attribute: false }) table: QuizSeat[] = [];
  /** The seat holding the dealer button, if the question shows one. */
  @property({ attribute: false }) button: number | null = null;
  @property({ type: Boolean }) disabled = false;
  /** After grading: the right seat and the learner's pick. */
  @property({ attribute: false }) expected: number | null = null;
  @property({ attribute: false }) picked: number | null = null;

  private readonly onKey = (e: KeyboardEvent) => {
    if (this.disabled || withModifier(e) || typingIn(e) || !/^[0-9]$/.test(e.key)) return;
    const n = Number(e.key);
    if (this.seats.includes(n)) { e.preventDefault(); this._onPick(n); }
  };

  override connectedCallback(): void { super.connectedCallback(); window.addEventListener('keydown', this.onKey); }
  override disconnectedCallback(): void { window.removeEventListener('keydown', this.onKey); super.disconnectedCallback(); }

  private _onPick(seat: number) {
    this.dispatchEvent(new CustomEvent('quiz-answer', { detail: { answer: seat }, bubbles: true, composed: true }) as AnswerEvent);
  }

  override render() {
    const all = this.table.length ? this.table.map((s) => s.seat) : this.seats;
    const n = all.length;
    const graded = this.expected !== null;
    return html`<div class="ring" role="group" aria-label=${msg('quiz.seats')}>
      <div class="oval"></div>
      ${all.map((seat, k) => {
        // Seat 1 at the bottom, then clockwise; the button chip sits between its seat and the centre.
        const angle = Math.PI / 2 + (2 * Math.PI * k) / n;
        const x = 50 + 38 * Math.cos(angle);
        const y = 50 + 37 * Math.sin(angle);
        const right = graded && seat === this.expected;
        const wrong = graded && seat === this.picked && !right;
        const label = [msg('quiz.seatLabel', { n: seat }), this.button === seat ? msg('quiz.seatButton') : '',
          right ? msg('quiz.rightAnswer') : '', wrong || (right && seat === this.picked) ? msg('quiz.yourAnswer') : ''].filter(Boolean).join(', ');
        return html`<button class="seat ${right ? 'is-right' : ''} ${wrong ? 'is-wrong' : ''}" style="left:${x}%;top:${y}%" data-seat=${seat}
          aria-label=${label} ?disabled=${this.disabled || !this.seats.includes(seat)} @click=${() => this._onPick(seat)}>${right ? '✓' : wrong ? '✗' : seat}</button>
          ${this.button === seat ? html`<span class="dealer" aria-hidden="true" style="left:${50 + 24 * Math.cos(angle)}%;top:${50 + 22 * Math.sin(angle)}%">D</span>` : nothing}`;
      })}
    </div>
    ${graded ? html`<p class="legend" aria-hidden="true"><span class="tag-right">✓ ${msg('quiz.seatLabel', { n: this.expected! })}: ${msg('quiz.rightAnswer')}</span>
      ${this.picked !== null && this.picked !== this.expected ? html`<span class="tag-wrong">✗ ${msg('quiz.seatLabel', { n: this.picked })}: ${msg('quiz.yourAnswer')}</span>` : nothing}</p>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-quiz-seat': FeltQuizSeat }
}
