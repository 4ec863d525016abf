// <felt-card>: one playing card drawn in SVG, named for assistive technology ("ace of hearts").
import { LitElement, css, html, svg } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { RANK_CHARS, SUIT_NAMES, SUIT_SYMBOLS, cardName, rankOf, suitOf, type Card } from '../engine/cards';
import { msg } from '../i18n/index';

/**
 * A card face (or its back). Suit colours come from the page's CSS variables
 * (--suit-clubs, --suit-diamonds, --suit-hearts, --suit-spades), so the four-colour deck
 * setting applies to every card without being passed down.
 */
@customElement('felt-card')
export class FeltCard extends LitElement {
  static override styles = css`
    :host { display: inline-block; width: var(--card-width, 3rem); vertical-align: middle; }
    svg { display: block; width: 100%; height: auto; }
    .face { fill: var(--card-face); stroke: var(--card-edge); stroke-width: 1.5; }
    .back { fill: var(--felt-table); stroke: var(--card-edge); stroke-width: 1.5; }
    .pattern { fill: none; stroke: rgba(255, 255, 255, 0.35); stroke-width: 2; }
    text { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; font-weight: 700; }
    .s0 { fill: var(--suit-clubs); } .s1 { fill: var(--suit-diamonds); }
    .s2 { fill: var(--suit-hearts); } .s3 { fill: var(--suit-spades); }
  `;

  /** The card id (rank * 4 + suit); ignored when faceDown. */
  @property({ type: Number }) card = 0;

  /** Shows the back of the card (named "face-down card"). */
  @property({ type: Boolean, attribute: 'face-down' }) faceDown = false;

  override render() {
    if (this.faceDown) {
      return html`<svg viewBox="0 0 60 84" role="img" aria-label=${msg('card.faceDown')}>
        ${svg`<rect class="back" x="1" y="1" width="58" height="82" rx="6" />
        <rect class="pattern" x="7" y="7" width="46" height="70" rx="3" />`}
      </svg>`;
    }
    const card: Card = this.card;
    const suit = suitOf(card);
    const rank = RANK_CHARS[rankOf(card)];
    const label = rank === 'T' ? '10' : rank;
    return html`<svg viewBox="0 0 60 84" role="img" aria-label=${cardName(card)} data-suit=${SUIT_NAMES[suit]}>
      ${svg`<rect class="face" x="1" y="1" width="58" height="82" rx="6" />
      <text class="s${suit}" x="6" y="22" font-size=${label.length > 1 ? 17 : 20}>${label}</text>
      <text class="s${suit}" x="7" y="40" font-size="16">${SUIT_SYMBOLS[suit]}</text>
      <text class="s${suit}" x="38" y="72" font-size="30" text-anchor="middle">${SUIT_SYMBOLS[suit]}</text>`}
    </svg>`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-card': FeltCard }
}
