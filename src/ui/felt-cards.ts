// <felt-cards>: a row of cards with an optional label, read out as one group.
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Card } from '../engine/cards';
import { msg } from '../i18n/index';
import { cardStyles, cardSvg } from './card-svg';

@customElement('felt-cards')
export class FeltCards extends LitElement {
  static override styles = [cardStyles, css`
    :host { display: inline-block; }
    .row { display: flex; flex-wrap: var(--cards-wrap, wrap); gap: 0.25rem; align-items: center; }
    .dim { opacity: 0.45; }
  `];

  /** The cards to show. */
  @property({ attribute: false }) cards: readonly Card[] = [];

  /** Cards to draw dimmed (e.g. not used in the best five). */
  @property({ attribute: false }) dimmed: readonly Card[] = [];

  /** Number of face-down cards appended after the faces. */
  @property({ type: Number, attribute: 'face-down' }) faceDown = 0;

  /** The group's accessible name, e.g. "Board". */
  @property() label = '';

  override render() {
    return html`<div class="row" role="group" aria-label=${this.label || msg('cards.group')}>
      ${this.cards.map((c) => cardSvg(c, { className: this.dimmed.includes(c) ? 'dim' : '' }))}
      ${Array.from({ length: this.faceDown }, () => cardSvg(0, { faceDown: true }))}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-cards': FeltCards }
}
