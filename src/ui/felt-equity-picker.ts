// <felt-equity-picker>: a card grid (52 or 32 cards) for the board, dead cards and hands: tap, or arrows and Space.
import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { type Card, RANK_CHARS, SUIT_SYMBOLS, deckCards } from '../engine/cards';
import { cardName } from './card-names';
import { msg } from '../i18n/index';

/** Fired when a card is tapped: add it to the field (or take it out when it is already there). */
export type CardPickEvent = CustomEvent<{ card: Card; add: boolean }>;

@customElement('felt-equity-picker')
export class FeltEquityPicker extends LitElement {
  static override styles = css`
    :host { display: block; }
    .grid { display: grid; gap: 3px; grid-template-columns: repeat(var(--cols), minmax(0, 1fr)); }
    button { grid-row: var(--row); grid-column: var(--col); min-height: 44px; min-width: 0; padding: 0; border: 1px solid var(--felt-border);
      border-radius: 0.35rem; background: var(--card-face); font: inherit; font-weight: 700; cursor: pointer; }
    button.s0 { color: var(--suit-clubs); } button.s1 { color: var(--suit-diamonds); }
    button.s2 { color: var(--suit-hearts); } button.s3 { color: var(--suit-spades); }
    button[aria-pressed='true'] { background: var(--felt-accent); color: var(--felt-accent-text); border-color: var(--felt-accent); }
    button[disabled] { opacity: 0.3; cursor: not-allowed; }
    button:focus-visible { outline: 3px solid var(--felt-focus); outline-offset: 1px; z-index: 1; }
    p { margin: 0.3rem 0 0; font-size: 0.85rem; color: var(--felt-muted); }
  `;

  @property({ type: Number }) deck: 52 | 32 = 52;
  /** Cards in the field being edited. */
  @property({ attribute: false }) selected: readonly Card[] = [];
  /** Cards used by other fields (shown but not pickable). */
  @property({ attribute: false }) taken: readonly Card[] = [];
  /** How many cards the field takes (more are refused). */
  @property({ type: Number }) max = 5;
  @property() label = '';

  @state() private focusCard: Card = -1;
  @state() private narrow = false;
  private media: MediaQueryList | null = null;
  private readonly onMedia = (): void => { this.narrow = !!this.media?.matches; };

  override connectedCallback(): void {
    super.connectedCallback();
    this.media = typeof matchMedia === 'function' ? matchMedia('(max-width: 40rem)') : null;
    this.media?.addEventListener('change', this.onMedia);
    this.onMedia();
  }

  override disconnectedCallback(): void {
    this.media?.removeEventListener('change', this.onMedia);
    super.disconnectedCallback();
  }

  private pick(card: Card): void {
    const add = !this.selected.includes(card);
    if (add && this.selected.length >= this.max) return;
    this.dispatchEvent(new CustomEvent('card-pick', { detail: { card, add }, bubbles: true, composed: true }));
  }

  private onKey(e: KeyboardEvent, card: Card): void {
    const first = this.deck === 32 ? 20 : 0;
    // Left/right: the next rank; up/down: the next suit (the same whether the grid lies by suit or by rank).
    const step: Record<string, number> = { ArrowLeft: -4, ArrowRight: 4, ArrowUp: -1, ArrowDown: 1 };
    if (!(e.key in step)) return;
    const next = card + step[e.key];
    if (next < first || next > 51 || ((e.key === 'ArrowUp' || e.key === 'ArrowDown') && next >> 2 !== card >> 2)) return;
    e.preventDefault();
    this.focusCard = next;
    void this.updateComplete.then(() => (this.renderRoot.querySelector(`[data-card="${next}"]`) as HTMLElement | null)?.focus());
  }

  override render() {
    const cards = deckCards(this.deck);
    const ranks = cards.length / 4;
    const focus = cards.includes(this.focusCard) ? this.focusCard : cards[cards.length - 1];
    const full = this.selected.length >= this.max;
    return html`<div class="grid" role="group" aria-label=${this.label} style="--cols:${this.narrow ? 4 : ranks}">
      ${cards.map((c) => {
        // Aces first: by suit in rows on wide screens, by rank in rows on phones (four 44 px columns).
        const rankPos = 12 - (c >> 2) + 1;
        const suitPos = 3 - (c & 3) + 1;
        const on = this.selected.includes(c);
        const takenHere = this.taken.includes(c);
        return html`<button type="button" class="s${c & 3}" data-card=${c} aria-pressed=${on ? 'true' : 'false'}
          ?disabled=${takenHere || (!on && full)} aria-label=${cardName(c)} tabindex=${c === focus ? 0 : -1}
          style="--row:${this.narrow ? rankPos : suitPos};--col:${this.narrow ? suitPos : rankPos}"
          @click=${() => this.pick(c)} @keydown=${(e: KeyboardEvent) => this.onKey(e, c)} @focus=${() => { this.focusCard = c; }}>
          ${RANK_CHARS[c >> 2] === 'T' ? '10' : RANK_CHARS[c >> 2]}${SUIT_SYMBOLS[c & 3]}</button>`;
      })}
    </div>
    <p>${msg('lab.pickerNote', { count: this.selected.length, max: this.max })}</p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-equity-picker': FeltEquityPicker }
  interface HTMLElementEventMap { 'card-pick': CardPickEvent }
}
