// <felt-quiz-question>: one question: prompt, scene, the answer view for its input type, and feedback
// with the worked-out answer. Views are per answer shape; ./index.ts lists which ones each quiz kind uses.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Grade, Question } from '../../trainer/quiz';
import type { SpeedMark } from '../../trainer/drill';
import { quizStyles } from './quiz-styles';
import './felt-quiz-scene';
import './felt-quiz-choice';
import './felt-quiz-amount';
import './felt-quiz-cards';
import './felt-quiz-order';
import './felt-quiz-seat';

@customElement('felt-quiz-question')
export class FeltQuizQuestion extends LitElement {
  static override styles = [quizStyles, css`
    .prompt { font-size: 1.15rem; font-weight: 650; margin: 0.25rem 0 0.75rem; }
    .feedback { margin-top: 0.75rem; padding: 0.75rem; border-radius: 0.75rem; border: 2px solid var(--felt-border); background: var(--felt-surface); }
    .feedback.right { border-color: var(--felt-accent); }
    .feedback.wrong { border-color: var(--felt-focus); }
    .verdict { font-weight: 800; font-size: 1.1rem; }
    .rules { font-size: 0.85rem; color: var(--felt-muted); }
    .mark { font-weight: 700; text-transform: capitalize; }
  `];

  @property({ attribute: false }) question: Question | null = null;
  /** Set after the learner answered: the grade (feedback shows when `explain` is on). */
  @property({ attribute: false }) grade: Grade | null = null;
  /** Show the worked-out answer after grading (practice); off in timed mode. */
  @property({ type: Boolean }) explain = true;
  /** Timed mode: the speed of the last answer. */
  @property() mark: SpeedMark | '' = '';

  private renderInput(q: Question) {
    const disabled = this.grade !== null;
    const input = q.input;
    switch (input.type) {
      case 'choice': return html`<felt-quiz-choice .options=${input.options} ?disabled=${disabled}></felt-quiz-choice>`;
      case 'amount': return html`<felt-quiz-amount .labels=${[input.label]} unit=${input.unit ?? ''} ?disabled=${disabled}></felt-quiz-amount>`;
      case 'amounts': return html`<felt-quiz-amount .labels=${input.labels} unit=${input.unit ?? ''} ?disabled=${disabled}></felt-quiz-amount>`;
      case 'cards': return html`<felt-quiz-cards .from=${input.from} .count=${input.count} ?disabled=${disabled}></felt-quiz-cards>`;
      case 'order': return html`<felt-quiz-order .items=${input.items} ?disabled=${disabled}></felt-quiz-order>`;
      case 'seat': return html`<felt-quiz-seat .seats=${input.seats} .table=${q.scene.seats ?? []} ?disabled=${disabled}></felt-quiz-seat>`;
    }
  }

  override render() {
    const q = this.question;
    if (!q) return nothing;
    const g = this.grade;
    return html`
      <p class="prompt" id="prompt">${q.prompt}</p>
      <felt-quiz-scene .scene=${q.scene}></felt-quiz-scene>
      <div class="answer">${this.renderInput(q)}</div>
      ${g ? html`<div class="feedback ${g.correct ? 'right' : 'wrong'}" role="status" id="feedback">
        <div class="verdict">${g.correct ? 'Right.' : 'Not quite.'} ${this.mark ? html`<span class="mark">(${this.mark})</span>` : nothing}</div>
        ${this.explain ? html`
          ${g.correct ? nothing : html`<p>You answered: ${g.givenText}. The answer: <strong>${g.expectedText}</strong>.</p>`}
          <p>${q.working.join(' ')}</p>
          <p class="rules">Rules: ${g.ruleIds.join(', ')}</p>` : nothing}
      </div>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-quiz-question': FeltQuizQuestion }
}
