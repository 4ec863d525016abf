// <felt-quiz-question>: one question: prompt, scene, the answer view for its input type, and feedback
// with the worked-out answer. After grading the answer view marks the right answer beside the
// learner's; the feedback names the deciding detail and the rules in plain words (IDs behind a
// toggle). Views are per answer shape; ./index.ts lists which ones each quiz kind uses.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg } from '../../i18n/index';
import type { Answer, Grade, Question } from '../../trainer/quiz';
import type { SpeedMark } from '../../trainer/drill-plan';
import { quizStyles } from './quiz-styles';
import './felt-quiz-scene';
import './felt-quiz-choice';
import './felt-quiz-amount';
import './felt-quiz-cards';
import './felt-quiz-order';
import './felt-quiz-seat';
import '../felt-rule-ids';

const asList = (a: Answer | null | undefined): number[] | null => (a === null || a === undefined ? null : Array.isArray(a) ? a : [a]);
const asNumber = (a: Answer | null | undefined): number | null => (typeof a === 'number' ? a : null);

@customElement('felt-quiz-question')
export class FeltQuizQuestion extends LitElement {
  static override styles = [quizStyles, css`
    .prompt { font-size: 1.15rem; font-weight: 650; margin: 0.25rem 0 0.75rem; }
    .feedback { margin-top: 0.75rem; padding: 0.75rem; border-radius: 0.75rem; border: 2px solid var(--felt-border); background: var(--felt-surface); scroll-margin: 1rem 0 6rem; }
    .feedback.right { border-color: var(--felt-accent); }
    .feedback.wrong { border-color: var(--felt-focus); }
    .verdict { font-weight: 800; font-size: 1.1rem; }
    .decisive { font-weight: 650; }
    .mark { font-weight: 700; text-transform: capitalize; }
  `];

  @property({ attribute: false }) question: Question | null = null;
  /** Set after the learner answered: the grade (feedback shows when `explain` is on). */
  @property({ attribute: false }) grade: Grade | null = null;
  /** The learner's answer (marked on the controls beside the right one after grading). */
  @property({ attribute: false }) answer: Answer | null = null;
  /** Show the worked-out answer after grading (practice); off in timed mode. */
  @property({ type: Boolean }) explain = true;
  /** Timed mode: the speed of the last answer. */
  @property() mark: SpeedMark | '' = '';

  private renderInput(q: Question) {
    const g = this.grade;
    const disabled = g !== null;
    // The right answer is marked only where the feedback explains it (not in timed mode).
    const show = g !== null && this.explain;
    const input = q.input;
    switch (input.type) {
      case 'choice': return html`<felt-quiz-choice .options=${input.options} ?disabled=${disabled}
        .expected=${show ? asNumber(q.expected) : null} .picked=${show ? asNumber(this.answer) : null}></felt-quiz-choice>`;
      case 'amount':
      case 'amounts': return html`<felt-quiz-amount .labels=${input.type === 'amount' ? [input.label] : input.labels} unit=${input.unit ?? ''} ?disabled=${disabled}
        .expected=${show ? asList(q.expected) : null} ?correct=${!!g?.correct}></felt-quiz-amount>`;
      case 'cards': return html`<felt-quiz-cards .from=${input.from} .count=${input.count} ?disabled=${disabled} .expected=${show ? asList(q.expected) : null}></felt-quiz-cards>`;
      case 'order': return html`<felt-quiz-order .items=${input.items} ?disabled=${disabled} .expected=${show ? asList(q.expected) : null}></felt-quiz-order>`;
      case 'seat': return html`<felt-quiz-seat .seats=${input.seats} .table=${q.scene.seats ?? []} .button=${q.scene.button ?? null} ?disabled=${disabled}
        .expected=${show ? asNumber(q.expected) : null} .picked=${show ? asNumber(this.answer) : null}></felt-quiz-seat>`;
    }
  }

  override render() {
    const q = this.question;
    if (!q) return nothing;
    const g = this.grade;
    return html`
      <p class="prompt" id="prompt">${q.prompt}</p>
      <felt-quiz-scene .scene=${q.scene} ?ring=${q.input.type === 'seat'}></felt-quiz-scene>
      <div class="answer">${this.renderInput(q)}</div>
      ${g ? html`<div class="feedback ${g.correct ? 'right' : 'wrong'}" role="status" id="feedback">
        <div class="verdict">${g.correct ? msg('quiz.right') : msg('quiz.wrong')} ${this.mark ? html`<span class="mark">(${msg(`speed.${this.mark}`)})</span>` : nothing}</div>
        ${this.explain ? html`
          ${g.correct ? nothing : html`<p>${msg('quiz.youAnswered', { given: g.givenText })}<strong>${g.expectedText}</strong>.</p>`}
          ${q.decisive ? html`<p class="decisive" id="decisive">${msg('quiz.decided', { text: q.decisive })}</p>` : nothing}
          <p>${q.working.join(' ')}</p>
          <felt-rule-ids .ids=${g.ruleIds}></felt-rule-ids>` : nothing}
      </div>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-quiz-question': FeltQuizQuestion }
}
