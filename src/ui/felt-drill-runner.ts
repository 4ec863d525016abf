// <felt-drill-runner>: plays a drill's questions in order. Practice explains after each answer; timed
// marks each answer fast / normal / slow and explains at the end. Fires `drill-progress` whenever a
// question is shown or answered (the page saves the drill then, so a reload resumes it) and
// `drill-finished` with the answers and times. After an answer the feedback is scrolled into view
// above the phone's bottom navigation and the focus moves to "Next" (issue 13 items 1 and 2).
// Time comes from the shell (performance.now), never from the trainer. A language switch regenerates the planned
// questions made so far from their plan entries: the same questions, worded in the new language (issue 15).
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { msg, onLocaleChange } from '../i18n/index';
import { gradeQuestion, plannedQuestion, speedMark, type DrillSpec, type PlannedQuestion, type SpeedMark } from '../trainer/drill';
import type { Answer, Grade, Question, QuizContext } from '../trainer/quiz';
import { gameName } from '../trainer/games';
import { quizKind } from '../trainer/quizzes';
import { pageStyles } from './shared-styles';
import type { AnswerEvent } from './quiz-views/events';
import { activatesFocused, withModifier } from './quiz-views/keys';
import './quiz-views/felt-quiz-question';

export interface DrillState { questions: Question[]; answers: (Answer | null)[]; times: number[] }
export type DrillFinishedEvent = CustomEvent<DrillState>;
/** Fired when a question is shown and when it is answered: the questions made so far (the shown one included), the answers and times. */
export type DrillProgressEvent = CustomEvent<DrillState>;

@customElement('felt-drill-runner')
export class FeltDrillRunner extends LitElement {
  static override styles = [pageStyles, css`
    .top { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.5rem; align-items: baseline; }
    #counter:focus { outline: none; }
    .timer { font-variant-numeric: tabular-nums; font-weight: 700; }
    progress { width: 100%; height: 0.6rem; }
    .next { margin-top: 0.75rem; scroll-margin: 1rem 0 5.5rem; }
    /* The focus moves here after every answer: keep its ring visible whatever moved it. */
    #next:focus { outline: 3px solid var(--felt-focus); outline-offset: 3px; }
  `];

  @property({ attribute: false }) spec: DrillSpec | null = null;
  /** The questions, all made up front (tests, small drills)... */
  @property({ attribute: false }) questions: Question[] = [];
  /** ...or the drill's plan: each question is generated when it is shown (no pause before a long drill). */
  @property({ attribute: false }) plan: PlannedQuestion[] | null = null;
  /** What planned questions are generated with (the page's equity kernel). */
  @property({ attribute: false }) context: QuizContext = {};
  /** A saved drill to continue: the questions already shown (kept as shown), answers and times. */
  @property({ attribute: false }) resume: DrillState | null = null;

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
  private focusAfterRender: 'next' | 'counter' | null = null;
  private stopLocale: (() => void) | null = null;

  @query('#next') private nextButton!: HTMLButtonElement | null;
  @query('#counter') private counter!: HTMLElement | null;

  private readonly onKey = (e: KeyboardEvent) => {
    // Enter or Space goes to Next only when the focus is not on a link or control of its own.
    if (!this.grade || this.timed || withModifier(e) || (e.key !== 'Enter' && e.key !== ' ') || activatesFocused(e)) return;
    e.preventDefault();
    this._onNext();
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
    this.stopLocale = onLocaleChange(() => this.relocalize());
  }

  /** Regenerates the planned questions made so far in the active language (same plan entry: same question); the grade shown follows. */
  private relocalize() {
    const plan = this.plan;
    if (!plan) return;
    this.made = this.made.map((q, i) => {
      try { return plan[i] ? plannedQuestion(plan[i], this.context) : q; } catch { return q; }
    });
    const q = this.questionAt(this.index);
    if (this.grade && q) this.grade = gradeQuestion(q, this.answers[this.index] ?? null);
    this.emit('drill-progress');
    this.requestUpdate();
  }

  override disconnectedCallback(): void {
    window.removeEventListener('keydown', this.onKey);
    this.stopLocale?.();
    this.stopLocale = null;
    window.clearInterval(this.tick);
    window.clearTimeout(this.advance);
    super.disconnectedCallback();
  }

  override willUpdate(changed: Map<string, unknown>): void {
    // A new drill (questions or plan); `resume` is read only then, so saving progress never restarts it.
    if (changed.has('questions') || changed.has('plan')) {
      const r = this.resume;
      this.made = r ? r.questions.slice() : [];
      this.answers = r ? r.answers.slice() : [];
      this.times = r ? r.times.slice() : [];
      this.index = Math.min(this.answers.length, Math.max(0, this.total - 1));
      this.grade = null;
      this.startQuestion();
    }
  }

  protected override updated(): void {
    const target = this.focusAfterRender;
    if (!target) return;
    this.focusAfterRender = null;
    if (target === 'next') {
      const next = this.nextButton;
      if (!next) return;
      next.focus({ preventScroll: true });
      this.revealFeedback(next);
    } else {
      this.counter?.focus({ preventScroll: true });
    }
  }

  /** Scrolls so the feedback and "Next" are on screen above the bottom navigation (phones). */
  private revealFeedback(next: HTMLElement) {
    const question = this.renderRoot.querySelector('felt-quiz-question');
    void question?.updateComplete.then(() => {
      const feedback = question.shadowRoot?.querySelector('#feedback') as HTMLElement | null;
      const nav = document.querySelector('felt-app')?.shadowRoot?.querySelector('nav');
      const navTop = nav && getComputedStyle(nav).position === 'fixed' ? nav.getBoundingClientRect().top : window.innerHeight;
      const top = (feedback ?? next).getBoundingClientRect().top;
      const bottom = next.getBoundingClientRect().bottom;
      const room = navTop - 8;
      if (bottom > room || top < 0) {
        // Bring the bottom of "Next" just above the navigation, unless that would push the feedback's top off screen.
        const by = Math.min(bottom - room, top - 8);
        window.scrollBy({ top: by, behavior: 'instant' as ScrollBehavior });
      }
    });
  }

  private emit(name: 'drill-progress' | 'drill-finished') {
    const count = name === 'drill-finished' ? this.total : Math.min(this.total, this.index + 1);
    const questions = Array.from({ length: count }, (_, i) => this.questionAt(i)!);
    this.dispatchEvent(new CustomEvent(name, { detail: { questions, answers: this.answers.slice(), times: this.times.slice() }, bubbles: true, composed: true }));
  }

  private startQuestion() {
    this.shownAt = performance.now();
    this.mark = '';
    window.clearInterval(this.tick);
    if (!this.questionAt(this.index)) return;
    this.emit('drill-progress');
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
    this.emit('drill-progress');
    this.mark = this.timed ? speedMark(ms, this.spec?.timer ?? 0) : '';
    if (this.timed) this.advance = window.setTimeout(() => this._onNext(), 900);
    else this.focusAfterRender = 'next';
  }

  private _onAnswer(e: AnswerEvent) {
    e.stopPropagation();
    this.record(e.detail.answer);
  }

  private _onNext() {
    window.clearTimeout(this.advance);
    if (!this.grade) return;
    if (this.index + 1 >= this.total) {
      this.emit('drill-finished');
      return;
    }
    this.index++;
    this.grade = null;
    this.focusAfterRender = 'counter';
    this.startQuestion();
  }

  override render() {
    const q = this.questionAt(this.index);
    if (!q) return nothing;
    const kind = quizKind(q.kind);
    return html`
      <div class="top">
        <span id="counter" tabindex="-1">${msg('drill.counter', { n: this.index + 1, total: this.total })}</span>
        <span class="muted">${kind?.title ?? q.kind} · ${gameName(q.game)} · ${msg('drill.level', { n: q.difficulty })}</span>
        ${this.spec?.timer ? html`<span class="timer" role="timer" aria-live="off">${this.left}s</span>` : nothing}
      </div>
      <progress max=${this.total} value=${this.index} aria-label=${msg('drill.progress')}></progress>
      <felt-quiz-question id="question" .question=${q} .grade=${this.grade} .answer=${this.grade ? this.answers[this.index] ?? null : null} ?explain=${!this.timed} .mark=${this.mark}
        @quiz-answer=${(e: AnswerEvent) => this._onAnswer(e)}></felt-quiz-question>
      ${this.grade && !this.timed ? html`<p class="next"><button id="next" @click=${() => this._onNext()}>${this.index + 1 >= this.total ? msg('drill.seeResults') : msg('drill.next')}</button></p>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-drill-runner': FeltDrillRunner }
  interface HTMLElementEventMap { 'drill-finished': DrillFinishedEvent; 'drill-progress': DrillProgressEvent }
}
