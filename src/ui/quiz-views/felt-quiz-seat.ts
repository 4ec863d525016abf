// <felt-quiz-seat>: tap a seat around the table (or press its number).
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { QuizSeat } from '../../trainer/quiz';
import { quizStyles } from './quiz-styles';
import type { AnswerEvent } from './events';

@customElement('felt-quiz-seat')
export class FeltQuizSeat extends LitElement {
  static override styles = [quizStyles, css`
    .ring { position: relative; width: min(100%, 26rem); aspect-ratio: 16 / 10; margin: 0.5rem 0; }
    .oval { position: absolute; inset: 18%; background: var(--felt-table); border-radius: 50%; }
    .ring button { position: absolute; transform: translate(-50%, -50%); min-width: 4.2rem; }
  `];

  /** Seat numbers that may be tapped. */
  @property({ attribute: false }) seats: number[] = [];
  /** All seats at the table (for the layout and labels). */
  @property({ attribute: false }) table: QuizSeat[] = [];
  @property({ type: Boolean }) disabled = false;

  private readonly onKey = (e: KeyboardEvent) => {
    if (this.disabled || e.altKey || e.ctrlKey || e.metaKey) return;
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
    return html`<div class="ring" role="group" aria-label="Seats">
      <div class="oval"></div>
      ${all.map((seat, k) => {
        const angle = Math.PI / 2 + (2 * Math.PI * k) / n;
        const x = 50 + 42 * Math.cos(angle);
        const y = 50 + 40 * Math.sin(angle);
        return html`<button class="seat" style="left:${x}%;top:${y}%" data-seat=${seat}
          ?disabled=${this.disabled || !this.seats.includes(seat)} @click=${() => this._onPick(seat)}>Seat ${seat}</button>`;
      })}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-quiz-seat': FeltQuizSeat }
}
