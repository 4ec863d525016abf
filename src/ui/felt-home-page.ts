// <felt-home-page>: what to study next, "Review now (N due)" in one tap, today's goal and the streak,
// the reviews coming in the next days (a small chart), and lesson progress at a glance. The trainer's
// scheduler loads after start-up (it is not in the first-load bundle).
import { LitElement, css, html, type PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { msg } from '../i18n/index';
import { practisedHint, rememberPractised } from './practised-hint';
import type { FeltStore } from '../storage/store';
import { DEFAULT_DAILY_GOAL, DEFAULT_SETTINGS, type Settings } from '../storage/records';
import { LESSONS } from '../trainer/lessons/catalogue';
import { countStatuses, nextLesson, statusOf, type Progress } from './lesson-progress';
import { lessonHref } from './router';
import { pageStyles } from './shared-styles';
import './felt-status-badge';
import './felt-forecast-chart';
import { lessonSummary, lessonTitle } from './lesson-text';

/** The local calendar day of a time (days since the epoch in this time zone). */
export const localDay = (ms: number): number => { const d = new Date(ms); return Math.floor((ms - d.getTimezoneOffset() * 60_000) / 86_400_000); };
/** The last millisecond of the local day `i` days after the one containing `now`. */
export const dayEnd = (now: number, i: number): number => { const d = new Date(now); d.setDate(d.getDate() + i); d.setHours(23, 59, 59, 999); return d.getTime(); };

interface Daily { due: number; practised: boolean; today: number; goal: number; streak: number; metToday: boolean; forecast: number[] }

@customElement('felt-home-page')
export class FeltHomePage extends LitElement {
  static override styles = [pageStyles, css`
    .streak { font-size: 1.6rem; font-weight: 800; margin: 0.2rem 0; }
    /* The goal's lines, kept in place while the counts load, so the boxes below never move (CLS). */
    .pending { visibility: hidden; }
  `];

  /** Lesson progress by lesson id. */
  @property({ attribute: false }) progress: Progress = new Map();
  /** The app's store (skills and drills); null while it opens. */
  @property({ attribute: false }) store: FeltStore | null = null;
  @property({ attribute: false }) settings: Settings = { ...DEFAULT_SETTINGS };

  @state() private daily: Daily | null = null;
  /** Read once: whether to hold a practised learner's space while the counts load. */
  private readonly practisedBefore = practisedHint();
  private unsubscribe: (() => void) | null = null;

  @query('h1') private heading!: HTMLElement;

  focusHeading(): void { this.heading?.focus(); }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('store') && this.store) {
      this.unsubscribe?.();
      // A drill finished here or in another tab: the counts follow.
      this.unsubscribe = this.store.onChange((c) => { if (c.store === 'skills' || c.store === 'drillResults') void this.load(); });
      void this.load();
    } else if (changed.has('settings') && this.store) void this.load();
  }

  override disconnectedCallback(): void { this.unsubscribe?.(); super.disconnectedCallback(); }

  private async load() {
    const store = this.store;
    if (!store) return;
    const [skills, drills] = await Promise.all([store.listSkills(), store.listDrillResults()]);
    const goal = this.settings.dailyGoal ?? DEFAULT_DAILY_GOAL;
    if (skills.length === 0 && drills.length === 0) {
      // Nothing practised yet (every first visit): no answers, no streak, nothing due, so the scheduler and the
      // quiz catalogue it reads are not loaded at all.
      this.daily = { due: 0, practised: false, today: 0, goal, streak: 0, metToday: goal <= 0, forecast: [] };
      rememberPractised(false);
      return;
    }
    const [{ dueReviewCount, dailyStatus, knownSkills }, { forecast }] = await Promise.all([import('../trainer/progress'), import('../trainer/schedule')]);
    const now = Date.now();
    const known = knownSkills(skills);
    const status = dailyStatus(drills, goal, now, localDay);
    this.daily = { due: dueReviewCount(known, dayEnd(now, 0)), practised: known.length > 0, ...status,
      forecast: forecast(known, Array.from({ length: 7 }, (_, i) => dayEnd(now, i))) };
    rememberPractised(this.daily.practised);
  }

  private renderDue() {
    const d = this.daily;
    // A returning learner while the counts load: the same line, button and chart, unseen, so nothing below moves.
    if (!d && this.practisedBefore) {
      return html`<p>${msg('app.loading')}</p><div class="pending" aria-hidden="true">
        <a class="button" tabindex="-1">${msg('nav.practice')}</a>
        <felt-forecast-chart .counts=${[0, 0, 0, 0, 0, 0, 0]} .start=${Date.now()}></felt-forecast-chart></div>`;
    }
    if (!d || !d.practised) return html`<p>${msg('home.dueLater')}</p><a class="button" href="#/practice">${msg('nav.practice')}</a>`;
    // Nothing due: Practice takes the button's place (the box keeps one height whatever the count).
    return html`
      <p>${d.due > 0 ? msg('home.dueCount', { count: d.due }) : msg('home.dueNone')}</p>
      ${d.due > 0 ? html`<a class="button" id="review-now" href="#/practice/review">${msg('home.reviewNow', { count: d.due })}</a>`
        : html`<a class="button secondary" href="#/practice">${msg('nav.practice')}</a>`}
      <felt-forecast-chart .counts=${d.forecast} .start=${Date.now()}></felt-forecast-chart>`;
  }

  override render() {
    const counts = countStatuses(this.progress);
    const next = nextLesson(this.progress);
    const d = this.daily;
    return html`
      <h1 tabindex="-1">${msg('home.title')}</h1>
      <p class="muted">${msg('app.tagline')}</p>
      <div class="grid">
        <section class="card-box" aria-labelledby="due-h">
          <h2 id="due-h">${msg('home.due')}</h2>
          ${this.renderDue()}
        </section>
        <section class="card-box" aria-labelledby="goal-h">
          <h2 id="goal-h">${msg('home.goal')}</h2>
          ${d ? html`<p id="goal">${msg('home.goalText', { done: Math.min(d.today, d.goal), goal: d.goal })}</p>
            <progress max=${d.goal} value=${Math.min(d.today, d.goal)} aria-labelledby="goal"></progress>
            <p class="streak" id="streak">${msg('home.streak', { count: d.streak })}</p>
            <p class="muted">${d.metToday ? msg('home.goalMet') : msg('home.goalHint')}</p>`
            : html`<p>${msg('app.loading')}</p><div class="pending" aria-hidden="true"><progress></progress><p class="streak">0</p><p class="muted">${msg('home.goalHint')}</p></div>`}
        </section>
        <section class="card-box" aria-labelledby="next-h">
          <h2 id="next-h">${msg('home.next')}</h2>
          ${next ? html`
            <p><strong>${lessonTitle(next)}</strong><br /><span class="muted">${lessonSummary(next)}</span></p>
            <a class="button" href=${lessonHref(next.id)}>${msg(statusOf(this.progress, next.id) === 'started' ? 'home.continue' : 'home.start', { title: lessonTitle(next) })}</a>`
          : html`<p>${msg('home.nextNone')}</p><a class="button" href="#/practice">${msg('nav.practice')}</a>`}
        </section>
        <section class="card-box" aria-labelledby="prog-h">
          <h2 id="prog-h">${msg('home.progress')}</h2>
          <p>${msg('home.progressText', { done: counts.done, total: LESSONS.length, started: counts.started })}</p>
          <progress max=${LESSONS.length} value=${counts.done} aria-label=${msg('home.progress')}></progress>
          <p><a href="#/learn">${msg('home.browse')}</a></p>
        </section>
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-home-page': FeltHomePage }
}
