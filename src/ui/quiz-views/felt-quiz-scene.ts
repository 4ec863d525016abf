// <felt-quiz-scene>: what a question shows: facts, the seats (cards, stacks, notes), the board, other hands.
// A seat is as wide as its longest hand and cards shrink to fit a phone, so a hand never wraps inside a seat.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { QuizScene } from '../../trainer/quiz';
import '../felt-cards';

@customElement('felt-quiz-scene')
export class FeltQuizScene extends LitElement {
  static override styles = css`
    :host { display: block; --card-width: 2.6rem; }
    ul.facts { margin: 0 0 0.75rem; padding-left: 1.2rem; }
    .table { background: var(--felt-table); color: #fff; border-radius: 1rem; padding: 0.75rem; display: grid; gap: 0.6rem; }
    /* --most: the most cards any seat shows; the card width fits them in one row on any screen. */
    .seats { --card-width: min(2.6rem, calc((100vw - 5.5rem) / var(--most, 2) - 0.25rem)); --cards-wrap: nowrap;
      display: grid; gap: 0.5rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, max(11rem, calc(var(--most, 2) * (var(--card-width) + 0.25rem) + 1.2rem))), 1fr)); }
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

  override render() {
    const s = this.scene;
    const hasTable = !!(s.seats?.length || s.board?.length || s.hands?.length);
    return html`
      ${s.facts?.length ? html`<ul class="facts">${s.facts.map((f) => html`<li>${f}</li>`)}</ul>` : nothing}
      ${hasTable ? html`<div class="table" role="group" aria-label="Table">
        ${s.seats?.length ? html`<div class="seats" style="--most:${Math.max(2, ...s.seats.map((x) => Math.max(x.cards?.length ?? 0, x.up?.length ?? 0)))}">${s.seats.map((seat) => html`<div class="seat">
          <div class="name">${seat.label}${s.button === seat.seat ? html`<span class="button-chip" title="Dealer button" aria-label="dealer button">D</span>` : nothing}</div>
          ${seat.cards?.length ? html`<felt-cards .cards=${seat.cards} label=${`${seat.label}: cards`}></felt-cards>` : nothing}
          ${seat.up?.length ? html`<div class="meta">Showing:</div><felt-cards .cards=${seat.up} label=${`${seat.label}: up cards`}></felt-cards>` : nothing}
          <div class="meta">${[seat.stack !== undefined ? `stack ${seat.stack}` : '', seat.bet !== undefined ? `in: ${seat.bet}` : '', seat.note ?? ''].filter(Boolean).join(' · ')}</div>
        </div>`)}</div>` : nothing}
        ${s.board?.length ? html`<div class="board"><span>${s.boardLabel ?? 'Board'}:</span><felt-cards .cards=${s.board} label=${s.boardLabel ?? 'Board'}></felt-cards></div>` : nothing}
        ${s.hands?.map((h) => html`<div class="board"><span>${h.label}:</span><felt-cards .cards=${h.cards} label=${h.label}></felt-cards>${h.note ? html`<span>${h.note}</span>` : nothing}</div>`)}
        ${s.pot !== undefined ? html`<div class="pot">Pot: ${s.pot}</div>` : nothing}
      </div>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-quiz-scene': FeltQuizScene }
}
