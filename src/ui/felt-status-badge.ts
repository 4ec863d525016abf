// <felt-status-badge>: a lesson's status as a small labelled badge.
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg } from '../i18n/index';
import type { LessonStatus } from '../storage/types';

@customElement('felt-status-badge')
export class FeltStatusBadge extends LitElement {
  static override styles = css`
    :host { display: inline-block; }
    span { font-size: 0.8rem; font-weight: 600; padding: 0.1rem 0.55rem; border-radius: 1rem; border: 1px solid var(--felt-border); white-space: nowrap; color: var(--felt-text); }
    .done { background: var(--felt-accent); color: var(--felt-accent-text); border-color: var(--felt-accent); }
    .started { background: var(--felt-surface-2); }
  `;

  /** The status to show. */
  @property() status: LessonStatus = 'new';

  override render() {
    return html`<span class=${this.status}>${msg(`status.${this.status}`)}</span>`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-status-badge': FeltStatusBadge }
}
