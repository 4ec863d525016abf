// <felt-coach-result>: a coach opens a learner's result code: the same drill is regenerated from its
// seed and graded again, so the coach sees the score and every answer. A bad code shows a message.
import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { generateDrill } from '../trainer/drill';
import { decodeResult } from '../trainer/links';
import { pageStyles } from './shared-styles';
import { pageQuizContext } from './page-kernel';
import type { QuizContext } from '../trainer/quiz';
import './felt-drill-results';

@customElement('felt-coach-result')
export class FeltCoachResult extends LitElement {
  static override styles = pageStyles;

  /** The result code (or link) as it came in. */
  @property() code = '';

  /** The page's equity kernel for regenerating equity questions (the same answers without it, computed slower). */
  @state() private quizContext: QuizContext | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    void pageQuizContext().then((context) => { this.quizContext = context; });
  }

  override render() {
    const decoded = decodeResult(this.code);
    if (!decoded.ok) return html`<div class="card-box" role="alert" id="link-error"><h2>This result cannot be opened</h2><p>${decoded.message}</p><p>Nothing was changed.</p></div>`;
    const report = decoded.value;
    if (!this.quizContext) return html`<p aria-busy="true">Rebuilding the drill…</p>`;
    let questions;
    try { questions = generateDrill(report.spec, undefined, this.quizContext); } catch { return html`<p role="alert" id="link-error">This result's drill cannot be rebuilt by this version of Felt.</p>`; }
    return questions ? html`<felt-drill-results coach .spec=${report.spec} .questions=${questions} .answers=${report.answers} .times=${report.times}></felt-drill-results>` : nothing;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-coach-result': FeltCoachResult }
}
