// Base class of the live-example elements: computes once per example with the lazily loaded
// engine, and shows "working", the result, or a readable reason why it could not.
import { LitElement, css, html, type CSSResultGroup, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { msg } from '../i18n/index';
import { MissingEngineError } from './engine-access';
import { afterPaint } from './after-paint';
import { failure, failureDetails, sentence, type Failure } from './failure';

/**
 * The "working" line every example shows first. <felt-lesson-example> draws the same line while the example elements are
 * still loading, so the box keeps its size when they arrive (no layout shift under the lesson's text).
 */
export const pendingStyles = css`
  p.pending { min-height: 8rem; margin: 0.3rem 0; }
`;
export const pendingLine = (): TemplateResult => html`<p class="pending" aria-busy="true">${msg('example.computing')}</p>`;

let queue: Promise<unknown> = Promise.resolve();
/** How near the screen (px above or below) an example starts computing, so it is ready when scrolled to. */
const NEAR = 400;

export abstract class ExampleBase<E, R> extends LitElement {
  static override styles: CSSResultGroup = [pendingStyles, css`
    :host { display: block; }
    table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
    th, td { text-align: left; padding: 0.35rem 0.5rem; border-bottom: 1px solid var(--felt-border); vertical-align: middle; }
    th { font-size: 0.85rem; color: var(--felt-muted); font-weight: 600; }
    td.num, th.num { text-align: right; }
    .scroll { overflow-x: auto; }
    felt-cards, .cards-size { --card-width: 2.4rem; }
    @media (max-width: 30rem) { felt-cards, .cards-size { --card-width: 2.1rem; } }
    ol.ladder { padding-left: 1.8rem; }
    ol.ladder li::marker { font-weight: 700; }
    .win { font-weight: 700; color: var(--felt-accent); }
    .row { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: center; margin: 0.4rem 0; }
    .label { min-width: 5rem; font-weight: 600; }
    p { margin: 0.3rem 0; }
    ol, ul { margin: 0.3rem 0; padding-left: 1.4rem; }
    li { margin: 0.2rem 0; }
  `];

  /** What to compute (from the lesson content). */
  @property({ attribute: false }) example!: E;

  @state() protected result: R | null = null;
  /** Why the example shows no figures, worded at render time (a language switch rewords it). */
  @state() protected problem: Failure | null = null;

  /** Computes the example with the engine. */
  protected abstract compute(example: E): Promise<R>;
  /** Draws a computed result. */
  protected abstract renderResult(result: R): TemplateResult;

  private observer: IntersectionObserver | null = null;
  private visible = false;

  override connectedCallback(): void {
    super.connectedCallback();
    // Work out an example only when it comes near the screen: a long lesson opens at once.
    if (typeof IntersectionObserver === 'undefined') { this.visible = true; return; }
    this.watch();
  }

  /** Starts the example once it comes within NEAR of the screen. */
  private watch(): void {
    this.observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      this.visible = true;
      this.observer?.disconnect();
      this.observer = null;
      this.start();
    }, { rootMargin: `${NEAR}px 0px` });
    this.observer.observe(this);
  }

  /**
   * Still near the screen when its turn comes? The examples above it may have grown since it was seen (a ladder is a
   * screen tall): one that has moved away waits until it is scrolled near again, so opening a lesson computes only
   * what is on its first screen.
   */
  private stillNear(): boolean {
    if (typeof IntersectionObserver === 'undefined') return true;
    const box = this.getBoundingClientRect();
    // Inclusive, as IntersectionObserver counts a box touching the margin: were this stricter, the two could hand an example back and forth.
    return box.bottom >= -NEAR && box.top <= window.innerHeight + NEAR;
  }

  override disconnectedCallback(): void {
    this.observer?.disconnect();
    this.observer = null;
    super.disconnectedCallback();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('example') && this.example) {
      this.result = null;
      this.problem = null;
      this.started = null;
      if (this.visible) this.start();
    }
  }

  private started: E | null = null;

  /**
   * Computes the current example once. Examples run one at a time, each after the previous one is painted: one
   * example's work and one example's layout per frame, never a lesson's worth in one long task (issue 13 item 8).
   */
  private start(): void {
    const example = this.example;
    if (!example || this.started === example) return;
    this.started = example;
    const job = queue.then(afterPaint).then(async () => {
      if (example !== this.example) return;
      if (!this.isConnected || !this.stillNear()) {
        this.started = null;
        this.visible = false;
        if (this.isConnected) this.watch();
        return;
      }
      const r = await this.compute(example);
      if (example === this.example) this.result = r;
      await this.updateComplete;
    });
    queue = job.catch(() => undefined);
    job.catch((e: unknown) => {
      this.problem = e instanceof MissingEngineError ? sentence('example.unavailable', { what: e.what })
        : failure(e, 'failure.example', 'example.failed');
    });
  }

  override render() {
    if (this.problem) return html`<p class="problem" data-example-state="unavailable">${this.problem.text()}</p>${failureDetails(this.problem)}`;
    if (!this.result) return pendingLine();
    return html`<div data-example-state="computed">${this.renderResult(this.result)}</div>`;
  }
}
