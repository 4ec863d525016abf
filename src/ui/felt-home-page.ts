// <felt-home-page>: what to study next, what is due, and lesson progress at a glance.
import { LitElement, html, nothing } from 'lit';
import { customElement, property, query } from 'lit/decorators.js';
import { msg } from '../i18n/index';
import { LESSONS } from '../trainer/lessons/catalogue';
import { countStatuses, nextLesson, statusOf, type Progress } from './lesson-progress';
import { lessonHref } from './router';
import { pageStyles } from './shared-styles';
import './felt-status-badge';

@customElement('felt-home-page')
export class FeltHomePage extends LitElement {
  static override styles = pageStyles;

  /** Lesson progress by lesson id. */
  @property({ attribute: false }) progress: Progress = new Map();

  /** Review items due now (from the trainer's scheduler); null when there is no scheduler yet. */
  @property({ attribute: false }) dueCount: number | null = null;

  @query('h1') private heading!: HTMLElement;

  focusHeading(): void { this.heading?.focus(); }

  override render() {
    const counts = countStatuses(this.progress);
    const next = nextLesson(this.progress);
    return html`
      <h1 tabindex="-1">${msg('home.title')}</h1>
      <p class="muted">${msg('app.tagline')}</p>
      <div class="grid">
        <section class="card-box" aria-labelledby="next-h">
          <h2 id="next-h">${msg('home.next')}</h2>
          ${next ? html`
            <p><strong>${next.title}</strong><br /><span class="muted">${next.summary}</span></p>
            <a class="button" href=${lessonHref(next.id)}>${msg(statusOf(this.progress, next.id) === 'started' ? 'home.continue' : 'home.start', { title: next.title })}</a>`
          : html`<p>${msg('home.nextNone')}</p><a class="button" href="#/practice">${msg('nav.practice')}</a>`}
        </section>
        <section class="card-box" aria-labelledby="due-h">
          <h2 id="due-h">${msg('home.due')}</h2>
          <p>${this.dueCount === null ? msg('home.dueLater') : this.dueCount > 0 ? msg('home.dueCount', { count: this.dueCount }) : msg('home.dueNone')}</p>
          ${this.dueCount ? html`<a class="button" href="#/practice">${msg('nav.practice')}</a>` : nothing}
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
