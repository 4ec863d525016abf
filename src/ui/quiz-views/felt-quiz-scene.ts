// <felt-quiz-scene>: what a question shows: facts, the seats (cards, stacks, notes), the board, other hands.
// A seat is as wide as its longest hand and cards shrink to fit a phone, so a hand never wraps inside a seat.
// Under a seat ring (`ring`) the list keeps only what the ring cannot show: the ring has every seat and the
// dealer button, so seats with nothing more to say and the button chip are left out (nothing said twice).
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg } from '../../i18n/index';
import type { QuizScene, QuizSeat } from '../../trainer/quiz';
import '../felt-cards';

@customElement('felt-quiz-scene')
export class FeltQuizScene extends LitElement {
  static override styles = css`
    :host { display: block; --card-width: 2.6rem; }
    ul.facts { margin: 0 0 0.75rem; padding-left: 1.2rem; }
    .table { background: var(--felt-table); color: #fff; border-radius: 1rem; padding: 0.75rem; display: grid; gap: 0.6rem; }
    /* --most: the most cards any seat shows; the card width fits them in one row on any screen. */
    .seats { --card-width: min(2.6rem, calc((100vw - 5.5rem) / var(--most, 2) - 0.25rem)); --cards-wrap: nowrap;
      display: grid; gap: 0.5rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, max(8.5rem, calc(var(--most, 2) * (var(--card-width) + 0.25rem) + 1.2rem))), 1fr)); }
    .seat { background: rgba(255, 255, 255, 0.1); border-radius: 0.6rem; padding: 0.4rem 0.5rem; min-width: 0; }
    .board { --cards-wrap: nowrap; }
    .seat .name { font-weight: 700; }
    .seat .meta { font-size: 0.85rem; opacity: 0.9; }
    .button-chip { display: inline-block; background: #fff; color: #111; border-radius: 50%; width: 1.4rem; height: 1.4rem; text-align: center; font-size: 0.8rem; line-height: 1.4rem; font-weight: 800; margin-left: 0.3rem; }
    .board { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; }
    .pot { font-weight: 700; }
  `;

  /** The question's scene. */
  @property({ attribute: false }) scene: QuizScene = {};
  /** A seat ring below shows the seats and the button: list only the seats with more to say. */
  @property({ type: Boolean }) ring = false;

  private meta(seat: QuizSeat): string {
    return [seat.stack !== undefined ? msg('scene.stack', { amount: seat.stack }) : '', seat.bet !== undefined ? msg('scene.in', { amount: seat.bet }) : '', seat.note ?? '']
      .filter(Boolean).join(' · ');
  }

  override render() {
    const s = this.scene;
    const seats = (s.seats ?? []).filter((x) => !this.ring || x.cards?.length || x.up?.length || this.meta(x));
    const hasTable = !!(seats.length || s.board?.length || s.hands?.length || s.pot !== undefined);
    const board = s.boardLabel ?? msg('scene.board');
    return html`
      ${s.facts?.length ? html`<ul class="facts">${s.facts.map((f) => html`<li>${f}</li>`)}</ul>` : nothing}
      ${hasTable ? html`<div class="table" role="group" aria-label=${msg('scene.table')}>
        ${seats.length ? html`<div class="seats" style="--most:${Math.max(2, ...seats.map((x) => Math.max(x.cards?.length ?? 0, x.up?.length ?? 0)))}">${seats.map((seat) => html`<div class="seat">
          <div class="name">${seat.label}${!this.ring && s.button === seat.seat ? html`<span class="button-chip" title=${msg('quiz.seatButton')} aria-label=${msg('quiz.seatButton')}>D</span>` : nothing}</div>
          ${seat.cards?.length ? html`<felt-cards .cards=${seat.cards} label=${msg('scene.cardsOf', { seat: seat.label })}></felt-cards>` : nothing}
          ${seat.up?.length ? html`<div class="meta" aria-hidden="true">${msg('scene.showing')}</div><felt-cards .cards=${seat.up} label=${msg('scene.upCardsOf', { seat: seat.label })}></felt-cards>` : nothing}
          ${this.meta(seat) ? html`<div class="meta">${this.meta(seat)}</div>` : nothing}
        </div>`)}</div>` : nothing}
        ${s.board?.length ? html`<div class="board"><span aria-hidden="true">${board}:</span><felt-cards .cards=${s.board} label=${board}></felt-cards></div>` : nothing}
        ${s.hands?.map((h) => html`<div class="board"><span aria-hidden="true">${h.label}:</span><felt-cards .cards=${h.cards} label=${h.label}></felt-cards>${h.note ? html`<span>${h.note}</span>` : nothing}</div>`)}
        ${s.pot !== undefined ? html`<div class="pot">${msg('scene.pot', { amount: s.pot })}</div>` : nothing}
      </div>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-quiz-scene': FeltQuizScene }
}
