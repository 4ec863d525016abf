// <felt-coach-result>: a coach opens a learner's result code: the same drill is regenerated from its
// seed and graded again, so the coach sees the score and every answer. A bad code, or one whose
// answers no question could have received, shows a clear message (issue 13 item 7).
import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg } from '../i18n/index';
import { generateDrill } from '../trainer/drill';
import { decodeResult } from '../trainer/links';
import { answerPossible } from '../trainer/quiz';
import { pageStyles } from './shared-styles';
import { pageQuizContext } from './page-kernel';
import type { QuizContext } from '../trainer/quiz';
import './felt-drill-results';

@customElement('felt-coach-result')
export class FeltCoachResult extends LitElement {
  static override styles = pageStyles;

  /** The result code (or link) as it came in. */
  @property() code = '';

  /** The page's equity kernel for regenerating equity questions (passed to the trainer; the same answers without it). */
  @state() private quizContext: QuizContext = {};

  override connectedCallback(): void {
    super.connectedCallback();
    void pageQuizContext().then((context) => { this.quizContext = context; });
  }

  private error(text: string) {
    return html`<div class="card-box" role="alert" id="link-error"><h2>${msg('results.cannotOpen')}</h2><p>${text}</p><p>${msg('practice.nothingChanged')}</p></div>`;
  }

  override render() {
    const decoded = decodeResult(this.code);
    if (!decoded.ok) return this.error(decoded.message);
    const report = decoded.value;
    let questions;
    try { questions = generateDrill(report.spec, undefined, this.quizContext); } catch { return this.error(msg('results.rebuild')); }
    const bad = report.answers.findIndex((a, i) => a !== null && !answerPossible(questions[i].input, a));
    if (bad >= 0) return this.error(msg('results.impossible', { n: bad + 1 }));
    return questions ? html`<felt-drill-results coach .learner=${report.learner ?? ''} .spec=${report.spec} .questions=${questions} .answers=${report.answers} .times=${report.times}></felt-drill-results>` : nothing;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-coach-result': FeltCoachResult }
}
