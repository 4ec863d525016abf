// <felt-learn-page>: the lesson catalogue, grouped, with each lesson's status and rule IDs.
import { LitElement, css, html } from 'lit';
import { customElement, property, query } from 'lit/decorators.js';
import { msg } from '../i18n/index';
import { LESSONS } from '../trainer/lessons/catalogue';
import { LESSON_GROUPS } from '../trainer/lessons/types';
import { statusOf, type Progress } from './lesson-progress';
import { lessonHref } from './router';
import { pageStyles } from './shared-styles';
import './felt-status-badge';
import { ruleNames } from './rule-names';
import { lessonSummary, lessonTitle } from './lesson-text';

@customElement('felt-learn-page')
export class FeltLearnPage extends LitElement {
  static override styles = [pageStyles, css`
    li a { display: block; min-height: 44px; padding: 0.75rem; border-radius: 0.6rem; border: 1px solid var(--felt-border);
      background: var(--felt-surface); color: var(--felt-text); text-decoration: none; box-sizing: border-box; height: 100%; }
    li a:hover { border-color: var(--felt-accent); }
    .title { display: flex; justify-content: space-between; gap: 0.5rem; align-items: start; font-weight: 700; color: var(--felt-accent); }
    .summary { display: block; margin-top: 0.25rem; }
    .tag { display: inline-block; max-width: 100%; margin-right: 0.35rem; }
  `];

  /** Lesson progress by lesson id. */
  @property({ attribute: false }) progress: Progress = new Map();

  @query('h1') private heading!: HTMLElement;

  focusHeading(): void { this.heading?.focus(); }

  override render() {
    return html`
      <h1 tabindex="-1">${msg('learn.title')}</h1>
      <p class="muted">${msg('learn.intro')}</p>
      ${LESSON_GROUPS.map((group) => html`
        <section aria-labelledby="g-${group}">
          <h2 id="g-${group}">${msg(`group.${group}`)}</h2>
          <ul class="plain grid">
            ${LESSONS.filter((l) => l.group === group).map((l) => html`<li>
              <a href=${lessonHref(l.id)}>
                <span class="title"><span>${lessonTitle(l)}</span><felt-status-badge .status=${statusOf(this.progress, l.id)}></felt-status-badge></span>
                <span class="summary">${lessonSummary(l)}</span>
                <span class="tags">${ruleNames(l.rules).map((r) => html`<span class="tag">${r}</span> `)}</span>
              </a></li>`)}
          </ul>
        </section>`)}`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-learn-page': FeltLearnPage }
}
