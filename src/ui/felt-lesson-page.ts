// <felt-lesson-page>: one lesson: its sections, live examples, rule IDs and a way to practise.
import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { currentLocale, formatList, msg } from '../i18n/index';
import { LESSONS, lessonById } from '../trainer/lessons/catalogue';
import type { LessonContent, LessonMeta } from '../trainer/lessons/types';
import type { LessonStatus } from '../storage/types';
import { computeEquityInWorker } from './equity-client';
import { statusOf, type Progress } from './lesson-progress';
import { lessonHref } from './router';
import { failure, failureDetails, type Failure } from './failure';
import { pageStyles } from './shared-styles';
import './felt-status-badge';
import { ruleNames } from './rule-names';
import './felt-rule-ids';
import { lessonSummary, lessonTitle, loadLesson } from './lesson-text';
import './felt-lesson-example';
import { afterLargestPaint, ownTurn } from './after-paint';

type QuizKindInfo = { title: string; games: readonly string[] };

/** A practice drill of one quiz kind; a game lesson drills that game when the kind covers it. */
function drillHref(meta: LessonMeta, kind: string, info: QuizKindInfo | undefined): string {
  const game = meta.id.startsWith('game-') ? meta.id.slice(5) : '';
  return game && info?.games.includes(game) ? `#/practice/${kind}/${game}` : `#/practice/${kind}`;
}

@customElement('felt-lesson-page')
export class FeltLessonPage extends LitElement {
  static override styles = [pageStyles, css`
    .head { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: center; justify-content: space-between; }
    .rules { font-size: 0.9rem; }
    article section { margin-bottom: 1.25rem; }
    details { border: 1px solid var(--felt-border); border-radius: 0.6rem; background: var(--felt-surface); margin: 0 0 0.6rem; }
    summary { min-height: 44px; display: flex; align-items: center; padding: 0.5rem 0.75rem; cursor: pointer; font-weight: 600; }
    details p { padding: 0 0.75rem 0.5rem; margin: 0; }
    .answer-label { font-weight: 400; color: var(--felt-muted); margin-left: auto; padding-left: 1rem; font-size: 0.85rem; }
    .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin: 1rem 0; }
    .pager { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.75rem; margin-top: 2rem; }
    .pager a { min-height: 44px; display: inline-flex; align-items: center; }
    ul.drills { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 0.5rem; }
  `];

  /** The lesson id from the route. */
  @property() lessonId = '';

  /** Scroll to the practice part (route #/learn/<id>/practice). */
  @property({ type: Boolean }) focusPractice = false;

  /** Lesson progress by lesson id. */
  @property({ attribute: false }) progress: Progress = new Map();

  @state() private content: LessonContent | null = null;
  /** Why the lesson did not load (worded at render time). */
  @state() private error: Failure | null = null;
  /** The language the shown text was loaded in. */
  private contentLocale = '';
  /**
   * Sections drawn so far: a new lesson draws its first section (its first screen) in one task and the rest in the next,
   * so neither is a long task (issue 13 item 8); the practice part and the pager come with the rest.
   */
  @state() private sectionsShown = Number.POSITIVE_INFINITY;
  /** Titles of the trainer's quiz kinds, loaded after the lesson (their metadata only: the generators load with a drill). */
  @state() private quizKinds: ReadonlyMap<string, QuizKindInfo> | null = null;

  @query('h1') private heading!: HTMLElement;

  focusHeading(): void { this.heading?.focus(); }

  private get meta(): LessonMeta | undefined { return lessonById(this.lessonId); }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // A new lesson, or the learner switched language: (re)load the text in the active language.
    const relocalised = this.contentLocale !== currentLocale();
    if (changed.has('lessonId') || relocalised) {
      if (!relocalised || changed.has('lessonId')) this.content = null;
      this.error = null;
      this.contentLocale = currentLocale();
      const meta = this.meta;
      if (meta) {
        const id = this.lessonId;
        const code = this.contentLocale;
        // The text is shown as soon as it is in; each example's frame holds its place while the examples load (issue 13 item 8).
        loadLesson(meta).then((content) => {
          const since = performance.now();
          if (this.lessonId === id && this.contentLocale === code) {
            const first = !this.content;
            this.content = content;
            if (first) {
              this.sectionsShown = 1;
              // Whatever has come meanwhile (another language's text, another lesson), the rest is drawn: never stuck at one.
              void this.updateComplete.then(ownTurn).then(() => { this.sectionsShown = Number.POSITIVE_INFINITY; });
            }
          }
          if (!this.quizKinds) {
            void afterLargestPaint(since).then(() => import('../trainer/quizzes/meta')).then((m) => {
              this.quizKinds = new Map(m.QUIZ_META.map((k) => [k.id, { title: k.title, games: k.games }]));
            });
          }
        })
          .catch((e: unknown) => { this.error = failure(e, 'failure.lesson', 'lesson.loadFailed'); });
        if (changed.has('lessonId')) this.setStatus('started');
      }
    }
  }

  protected override updated(changed: PropertyValues): void {
    if (this.focusPractice && this.content && this.whole && (changed.has('content') || changed.has('focusPractice') || changed.has('sectionsShown'))) {
      this.renderRoot.querySelector('#practice')?.scrollIntoView();
    }
  }

  private setStatus(status: LessonStatus): void {
    this.dispatchEvent(new CustomEvent('lesson-status', { detail: { id: this.lessonId, status }, bubbles: true, composed: true }));
  }

  override render() {
    const meta = this.meta;
    if (!meta) return html`<h1 tabindex="-1">${msg('notFound.title')}</h1><p>${msg('lesson.notFound', { id: this.lessonId })}</p><p><a href="#/learn">${msg('lesson.back')}</a></p>`;
    const status = statusOf(this.progress, meta.id);
    const index = LESSONS.indexOf(meta);
    const previous = LESSONS[index - 1];
    const next = LESSONS[index + 1];
    return html`
      <p><a href="#/learn">${msg('lesson.back')}</a></p>
      <div class="head">
        <h1 tabindex="-1">${lessonTitle(meta)}</h1>
        <felt-status-badge .status=${status}></felt-status-badge>
      </div>
      <p class="muted">${lessonSummary(meta)}</p>
      <p class="rules muted">${msg('lesson.rules', { rules: formatList(ruleNames(meta.rules)) })}</p>
      <felt-rule-ids ids-only .ids=${meta.rules}></felt-rule-ids>
      ${this.error ? html`<div role="alert"><p>${this.error.text()}</p>${failureDetails(this.error)}</div>` : nothing}
      ${this.content ? this.renderContent(meta, this.content) : this.error ? nothing : html`<p class="muted">${msg('app.loading')}</p>`}
      ${(this.content && this.whole) || this.error ? this.renderFooter(status, previous, next) : nothing}`;
  }

  /** The buttons and pager, drawn once the lesson is in (so nothing jumps when it arrives). */
  private renderFooter(status: LessonStatus, previous: LessonMeta | undefined, next: LessonMeta | undefined) {
    return html`
      <div class="actions">
        ${status === 'done'
          ? html`<button class="secondary" @click=${() => this.setStatus('started')}>${msg('lesson.markNotDone')}</button>`
          : html`<button id="mark-done" @click=${() => this.setStatus('done')}>${msg('lesson.markDone')}</button>`}
      </div>
      <nav class="pager" aria-label=${msg('lesson.pager')}>
        ${previous ? html`<a href=${lessonHref(previous.id)} rel="prev">${msg('lesson.previous', { title: lessonTitle(previous) })}</a>` : html`<span></span>`}
        ${next ? html`<a href=${lessonHref(next.id)} rel="next">${msg('lesson.next', { title: lessonTitle(next) })}</a>` : nothing}
      </nav>`;
  }

  /** True once every section of the lesson is drawn. */
  private get whole(): boolean { return (this.content?.sections.length ?? 0) <= this.sectionsShown; }

  private renderContent(meta: LessonMeta, content: LessonContent) {
    return html`
      <article>
        ${content.sections.slice(0, this.sectionsShown).map((s) => html`<section>
          <h2>${s.heading}</h2>
          ${s.paragraphs.map((p) => html`<p>${p}</p>`)}
          ${(s.examples ?? []).map((ex) => html`<felt-lesson-example .example=${ex} .computeEquity=${computeEquityInWorker}></felt-lesson-example>`)}
        </section>`)}
      </article>
      ${this.whole ? this.renderPractice(meta, content) : nothing}`;
  }

  /** The lesson's self-checks and its drills. */
  private renderPractice(meta: LessonMeta, content: LessonContent) {
    return html`
      <section id="practice" aria-labelledby="practice-h">
        <h2 id="practice-h">${msg('lesson.practice')}</h2>
        ${content.practice.map((q) => html`<details>
          <summary>${q.question}<span class="answer-label">${msg('lesson.showAnswer')}</span></summary>
          <p>${q.answer}</p>
        </details>`)}
        ${meta.quizKinds?.length && this.quizKinds ? html`<h3>${msg('lesson.drills')}</h3>
          <ul class="drills">${meta.quizKinds.map((k) => html`<li><a class="button secondary" href=${drillHref(meta, k, this.quizKinds?.get(k))}>${this.quizKinds?.get(k)?.title ?? k}</a></li>`)}</ul>` : nothing}
      </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-lesson-page': FeltLessonPage }
}
