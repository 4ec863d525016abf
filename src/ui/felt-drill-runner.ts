// <felt-drill-runner>: plays a drill's questions in order. Practice explains after each answer; timed
// marks each answer fast / normal / slow and explains at the end. Fires `answer-graded` after each
// answer and `drill-finished` with the answers and times. Time comes from the shell (performance.now), never from the trainer.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { gradeQuestion, plannedQuestion, speedMark, type DrillSpec, type PlannedQuestion, type SpeedMark } from '../trainer/drill';
import type { Answer, Grade, Question, QuizContext } from '../trainer/quiz';
import { gameName } from '../trainer/games';
import { quizKind } from '../trainer/quizzes';
import { pageStyles } from './shared-styles';
import type { AnswerEvent } from './quiz-views/events';
import './quiz-views/felt-quiz-question';

export type DrillFinishedEvent = CustomEvent<{ questions: Question[]; answers: (Answer | null)[]; times: number[] }>;
/** Fired after every graded answer (the page updates that skill's FSRS card at once). */
export type AnswerGradedEvent = CustomEvent<{ index: number; question: Question; grade: Grade; ms: number }>;

@customElement('felt-drill-runner')
export class FeltDrillRunner extends LitElement {
  static override styles = [pageStyles, css`
    .top { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.5rem; align-items: baseline; }
    .timer { font-variant-numeric: tabular-nums; font-weight: 700; }
    progress { width: 100%; height: 0.6rem; }
    .next { margin-top: 0.75rem; }
  `];

  @property({ attribute: false }) spec: DrillSpec | null = null;
  /** The questions, all made up front (tests, small drills)... */
  @property({ attribute: false }) questions: Question[] = [];
  /** ...or the drill's plan: each question is generated when it is shown (no pause before a long drill). */
  @property({ attribute: false }) plan: PlannedQuestion[] | null = null;
  /** What planned questions are generated with (the page's equity kernel). */
  @property({ attribute: false }) context: QuizContext = {};

  @state() private index = 0;
  @state() private grade: Grade | null = null;
  @state() private mark: SpeedMark | '' = '';
  @state() private left = 0;
  private made: Question[] = [];
  private answers: (Answer | null)[] = [];
  private times: number[] = [];
  private shownAt = 0;
  private tick: number | undefined;
  private advance: number | undefined;

  private readonly onKey = (e: KeyboardEvent) => {
    if (this.grade && (e.key === 'Enter' || e.key === ' ') && !this.timed) { e.preventDefault(); this._onNext(); }
  };

  private get timed(): boolean { return this.spec?.mode === 'timed'; }

  private get total(): number { return this.plan ? this.plan.length : this.questions.length; }

  private questionAt(i: number): Question | undefined {
    if (!this.plan) return this.questions[i];
    if (i >= this.plan.length) return undefined;
    return (this.made[i] ??= plannedQuestion(this.plan[i], this.context));
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('keydown', this.onKey);
  }

  override disconnectedCallback(): void {
    window.removeEventListener('keydown', this.onKey);
    window.clearInterval(this.tick);
    window.clearTimeout(this.advance);
    super.disconnectedCallback();
  }

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('questions') || changed.has('plan')) {
      this.index = 0; this.grade = null; this.answers = []; this.times = []; this.made = [];
      this.startQuestion();
    }
  }

  private startQuestion() {
    this.shownAt = performance.now();
    this.mark = '';
    window.clearInterval(this.tick);
    const timer = this.spec?.timer ?? 0;
    if (timer > 0) {
      this.left = timer;
      this.tick = window.setInterval(() => {
        const left = Math.max(0, timer - Math.floor((performance.now() - this.shownAt) / 1000));
        this.left = left;
        if (left === 0 && !this.grade) this.record(null);
      }, 250);
    }
  }

  private record(answer: Answer | null) {
    const q = this.questionAt(this.index);
    if (!q || this.grade) return;
    window.clearInterval(this.tick);
    const ms = Math.round(performance.now() - this.shownAt);
    this.answers[this.index] = answer;
    this.times[this.index] = ms;
    this.grade = gradeQuestion(q, answer);
    this.dispatchEvent(new CustomEvent('answer-graded', { detail: { index: this.index, question: q, grade: this.grade, ms }, bubbles: true, composed: true }) as AnswerGradedEvent);
    this.mark = this.timed ? speedMark(ms, this.spec?.timer ?? 0) : '';
    if (this.timed) this.advance = window.setTimeout(() => this._onNext(), 900);
  }

  private _onAnswer(e: AnswerEvent) {
    e.stopPropagation();
    this.record(e.detail.answer);
  }

  private _onNext() {
    window.clearTimeout(this.advance);
    if (!this.grade) return;
    if (this.index + 1 >= this.total) {
      const questions = Array.from({ length: this.total }, (_, i) => this.questionAt(i)!);
      this.dispatchEvent(new CustomEvent('drill-finished', { detail: { questions, answers: this.answers.slice(), times: this.times.slice() }, bubbles: true, composed: true }) as DrillFinishedEvent);
      return;
    }
    this.index++;
    this.grade = null;
    this.startQuestion();
  }

  override render() {
    const q = this.questionAt(this.index);
    if (!q) return nothing;
    const kind = quizKind(q.kind);
    return html`
      <div class="top">
        <span id="counter">Question ${this.index + 1} of ${this.total}</span>
        <span class="muted">${kind?.title ?? q.kind} · ${gameName(q.game)} · level ${q.difficulty}</span>
        ${this.spec?.timer ? html`<span class="timer" role="timer" aria-live="off">${this.left}s</span>` : nothing}
      </div>
      <progress max=${this.total} value=${this.index} aria-label="Drill progress"></progress>
      <felt-quiz-question id="question" .question=${q} .grade=${this.grade} ?explain=${!this.timed} .mark=${this.mark}
        @quiz-answer=${(e: AnswerEvent) => this._onAnswer(e)}></felt-quiz-question>
      ${this.grade && !this.timed ? html`<p class="next"><button id="next" @click=${() => this._onNext()}>${this.index + 1 >= this.total ? 'See results' : 'Next question'}</button></p>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-drill-runner': FeltDrillRunner }
  interface HTMLElementEventMap { 'drill-finished': DrillFinishedEvent; 'answer-graded': AnswerGradedEvent }
}
