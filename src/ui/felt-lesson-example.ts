// <felt-lesson-example>: frames one live example (caption + the element that computes it).
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { LessonExample } from '../trainer/lessons/types';
import type { ComputeEquity } from './equity-client';
import './felt-example-betting';
import './felt-example-equity';
import './felt-example-game';
import './felt-example-hand';
import './felt-example-ladder';
import './felt-example-positions';
import './felt-example-pots';
import './felt-example-rake';
import './felt-example-showdown';

@customElement('felt-lesson-example')
export class FeltLessonExample extends LitElement {
  static override styles = css`
    :host { display: block; margin: 0.75rem 0 1.25rem; content-visibility: auto; contain-intrinsic-size: auto 320px; }
    figure { margin: 0; padding: 0.75rem; border: 1px solid var(--felt-border); border-left: 4px solid var(--felt-accent); border-radius: 0.6rem; background: var(--felt-surface); }
    figcaption { font-weight: 600; margin-bottom: 0.5rem; }
  `;

  /** The example to compute and show. */
  @property({ attribute: false }) example!: LessonExample;

  /** The page's equity worker client, for equity examples. */
  @property({ attribute: false }) computeEquity: ComputeEquity | null = null;

  private body() {
    const ex = this.example;
    switch (ex.kind) {
      case 'ladder': return html`<felt-example-ladder .example=${ex}></felt-example-ladder>`;
      case 'showdown': return html`<felt-example-showdown .example=${ex}></felt-example-showdown>`;
      case 'side-pots':
      case 'split': return html`<felt-example-pots .example=${ex}></felt-example-pots>`;
      case 'betting': return html`<felt-example-betting .example=${ex}></felt-example-betting>`;
      case 'blinds':
      case 'bring-in':
      case 'show-order': return html`<felt-example-positions .example=${ex}></felt-example-positions>`;
      case 'game': return html`<felt-example-game .example=${ex}></felt-example-game>`;
      case 'rake': return html`<felt-example-rake .example=${ex}></felt-example-rake>`;
      case 'hand': return html`<felt-example-hand .example=${ex}></felt-example-hand>`;
      case 'equity': return html`<felt-example-equity .example=${ex} .computeEquity=${this.computeEquity}></felt-example-equity>`;
    }
  }

  override render() {
    return html`<figure class="example" data-kind=${this.example.kind}><figcaption>${this.example.caption}</figcaption>${this.body()}</figure>`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-lesson-example': FeltLessonExample }
}
