// <felt-practice-page>: first version (APP): practise by lesson; the trainer (issue 6) takes this file over for drills.
import { LitElement, css, html } from 'lit';
import { customElement, property, query } from 'lit/decorators.js';
import { msg } from '../i18n/index';
import { LESSONS } from '../trainer/lessons/catalogue';
import { LESSON_GROUPS } from '../trainer/lessons/types';
import { statusOf, type Progress } from './lesson-progress';
import { routeHref } from './router';
import { pageStyles } from './shared-styles';
import './felt-status-badge';

@customElement('felt-practice-page')
export class FeltPracticePage extends LitElement {
  static override styles = [pageStyles, css`
    li { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem; padding: 0.25rem 0; border-bottom: 1px solid var(--felt-border); }
    li a { min-height: 44px; display: inline-flex; align-items: center; }
  `];

  /** Lesson progress by lesson id. */
  @property({ attribute: false }) progress: Progress = new Map();

  /** Route segments after #/practice (a drill id, for the trainer's version). */
  @property({ attribute: false }) path: string[] = [];

  @query('h1') private heading!: HTMLElement;

  focusHeading(): void { this.heading?.focus(); }

  override render() {
    return html`
      <h1 tabindex="-1">${msg('practice.title')}</h1>
      <p class="muted">${msg('practice.intro')}</p>
      ${LESSON_GROUPS.map((group) => html`<section aria-labelledby="p-${group}">
        <h2 id="p-${group}">${msg(`group.${group}`)}</h2>
        <ul class="plain">
          ${LESSONS.filter((l) => l.group === group).map((l) => html`<li>
            <a href=${routeHref({ page: 'lesson', id: l.id, focus: 'practice' })}>${msg('practice.open', { title: l.title })}</a>
            <felt-status-badge .status=${statusOf(this.progress, l.id)}></felt-status-badge>
          </li>`)}
        </ul>
      </section>`)}`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-practice-page': FeltPracticePage }
}
