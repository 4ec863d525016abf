// <felt-progress-page>: first version (APP): lesson progress by group; the trainer (issue 6) takes this file over.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, query } from 'lit/decorators.js';
import { formatDate, msg } from '../i18n/index';
import { LESSONS } from '../trainer/lessons/catalogue';
import { LESSON_GROUPS } from '../trainer/lessons/types';
import { countStatuses, statusOf, type Progress } from './lesson-progress';
import { lessonHref } from './router';
import { pageStyles } from './shared-styles';
import './felt-status-badge';

@customElement('felt-progress-page')
export class FeltProgressPage extends LitElement {
  static override styles = [pageStyles, css`
    li { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem; padding: 0.25rem 0; border-bottom: 1px solid var(--felt-border); }
    li a { min-height: 44px; display: inline-flex; align-items: center; }
    progress { width: 100%; max-width: 24rem; height: 1rem; }
  `];

  /** Lesson progress by lesson id. */
  @property({ attribute: false }) progress: Progress = new Map();

  @query('h1') private heading!: HTMLElement;

  focusHeading(): void { this.heading?.focus(); }

  override render() {
    const all = countStatuses(this.progress);
    return html`
      <h1 tabindex="-1">${msg('progress.title')}</h1>
      <p id="progress-summary">${msg('progress.summary', { done: all.done, total: LESSONS.length })}</p>
      <progress max=${LESSONS.length} value=${all.done} aria-labelledby="progress-summary"></progress>
      ${LESSON_GROUPS.map((group) => {
        const lessons = LESSONS.filter((l) => l.group === group);
        const counts = countStatuses(this.progress, lessons);
        return html`<section aria-labelledby="pr-${group}">
          <h2 id="pr-${group}">${msg(`group.${group}`)} <span class="muted">(${counts.done}/${lessons.length})</span></h2>
          <ul class="plain">${lessons.map((l) => {
            const p = this.progress.get(l.id);
            return html`<li>
              <a href=${lessonHref(l.id)}>${l.title}</a>
              <span>${p && p.updatedAt ? html`<span class="muted">${msg('progress.updated', { date: formatDate(p.updatedAt) })}</span> ` : nothing}
              <felt-status-badge .status=${statusOf(this.progress, l.id)}></felt-status-badge></span>
            </li>`;
          })}</ul>
        </section>`;
      })}`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-progress-page': FeltProgressPage }
}
