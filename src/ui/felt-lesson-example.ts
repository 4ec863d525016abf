// <felt-lesson-example>: frames one live example (caption + the element that computes it). The frame comes with the
// lesson's text; the computing elements and the engine load after it (issue 13 item 8: the text is not kept waiting).
import { LitElement, css, html, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { LessonExample } from '../trainer/lessons/types';
import type { ComputeEquity } from './equity-client';
import { afterLargestPaint, ownTurn } from './after-paint';
import { pendingLine, pendingStyles } from './example-base';
import { failure, failureDetails, type Failure } from './failure';

let elements: Promise<unknown> | null = null;
/** The example elements' chunk, loaded once (a failed load is tried again by the next example). */
export const loadExampleElements = (): Promise<unknown> =>
  (elements ??= import('./example-elements').catch((e: unknown) => { elements = null; throw e; }));

@customElement('felt-lesson-example')
export class FeltLessonExample extends LitElement {
  static override styles = [pendingStyles, css`
    :host { display: block; margin: 0.75rem 0 1.25rem; content-visibility: auto; contain-intrinsic-size: auto 320px; }
    figure { margin: 0; padding: 0.75rem; border: 1px solid var(--felt-border); border-left: 4px solid var(--felt-accent); border-radius: 0.6rem; background: var(--felt-surface); }
    figcaption { font-weight: 600; margin-bottom: 0.5rem; }
  `];

  /** The example to compute and show. */
  @property({ attribute: false }) example!: LessonExample;

  /** The page's equity worker client, for equity examples. */
  @property({ attribute: false }) computeEquity: ComputeEquity | null = null;

  /** True once the example elements are defined; until then the frame shows their "working" line. */
  @state() private ready = false;
  @state() private problem: Failure | null = null;

  protected override firstUpdated(changed: PropertyValues): void {
    super.firstUpdated(changed);
    // Asked for once the lesson's text has reached the screen as the page's largest paint, not alongside it: the text gets
    // the main thread and the bandwidth first (a request made before that paint counts towards it).
    // Each example then draws in a task of its own.
    afterLargestPaint(performance.now()).then(loadExampleElements).then(ownTurn).then(() => { this.ready = true; }, (e: unknown) => { this.problem = failure(e, 'failure.example', 'example.failed'); });
  }

  private body() {
    if (this.problem) return html`<p class="problem" data-example-state="unavailable">${this.problem.text()}</p>${failureDetails(this.problem)}`;
    if (!this.ready) return pendingLine();
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
