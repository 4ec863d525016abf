// <felt-card>: one playing card drawn in SVG, named for assistive technology ("ace of hearts").
import { LitElement, css } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { cardStyles, cardSvg } from './card-svg';

/**
 * A card face (or its back). Suit colours come from the page's CSS variables
 * (--suit-clubs, --suit-diamonds, --suit-hearts, --suit-spades), so the four-colour deck
 * setting applies to every card without being passed down.
 */
@customElement('felt-card')
export class FeltCard extends LitElement {
  static override styles = [cardStyles, css`
    :host { display: inline-block; width: var(--card-width, 3rem); vertical-align: middle; }
    svg.card { width: 100%; }
  `];

  /** The card id (rank * 4 + suit); ignored when faceDown. */
  @property({ type: Number }) card = 0;

  /** Shows the back of the card (named "face-down card"). */
  @property({ type: Boolean, attribute: 'face-down' }) faceDown = false;

  override render() {
    return cardSvg(this.card, { faceDown: this.faceDown });
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-card': FeltCard }
}
