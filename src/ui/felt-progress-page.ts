// <felt-progress-page> (trainer, issue 6; first version by APP): mastery per game and per rule group as
// SVG bar charts (FSRS recall of the skills practised), recent drills, and lesson progress by group.
import { LitElement, css, html, nothing, svg, type PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { formatDate, msg } from '../i18n/index';
import type { DrillResultRecord, FeltStore } from '../storage/store';
import { LESSONS } from '../trainer/lessons/catalogue';
import { LESSON_GROUPS } from '../trainer/lessons/types';
import { TRAINER_GAMES } from '../trainer/games';
import { RESULT_ROUTE, resultPath } from '../trainer/links';
import { masteryByGame, masteryByRuleGroup, type Mastery } from '../trainer/progress';
import type { SkillState } from '../trainer/schedule';
import { countStatuses, statusOf, type Progress } from './lesson-progress';
import { lessonHref, routeHref } from './router';
import { pageStyles } from './shared-styles';
import './felt-status-badge';

@customElement('felt-progress-page')
export class FeltProgressPage extends LitElement {
  static override styles = [pageStyles, css`
    li { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem; padding: 0.25rem 0; border-bottom: 1px solid var(--felt-border); }
    li a { min-height: 44px; display: inline-flex; align-items: center; }
    progress { width: 100%; max-width: 24rem; height: 1rem; }
    svg.chart { width: 100%; max-width: 40rem; height: auto; }
    .bar-bg { fill: var(--felt-surface-2); }
    .bar { fill: var(--felt-accent); }
    .chart text { fill: var(--felt-text); font-size: 12px; font-family: system-ui, sans-serif; }
  `];

  /** Lesson progress by lesson id. */
  @property({ attribute: false }) progress: Progress = new Map();
  /** The app's store; null while it opens. */
  @property({ attribute: false }) store: FeltStore | null = null;

  @state() private skills: SkillState[] = [];
  @state() private drills: DrillResultRecord[] = [];

  @query('h1') private heading!: HTMLElement;

  focusHeading(): void { this.heading?.focus(); }

  protected override updated(changed: PropertyValues<this>): void {
    if ((changed.has('store') || changed.has('progress')) && this.store) void this.load();
  }

  private async load() {
    if (!this.store) return;
    this.skills = await this.store.listSkills();
    this.drills = await this.store.listDrillResults();
  }

  /** A horizontal bar chart of mastery (recall x accuracy, 0..100%), one bar per row, with the answers counted. */
  private chart(id: string, title: string, rows: Mastery[]) {
    const rowHeight = 26;
    const labelWidth = 190;
    const width = 640;
    const barWidth = width - labelWidth - 120;
    return html`<figure>
      <figcaption id=${`${id}-cap`}>${title}</figcaption>
      <svg class="chart" id=${id} viewBox="0 0 ${width} ${rows.length * rowHeight + 4}" role="img" aria-labelledby=${`${id}-cap`}>
        ${rows.map((r, i) => {
          const y = i * rowHeight + 2;
          const pct = Math.round(r.mastery * 100);
          return svg`<g>
            <title>${r.label}: ${r.practised ? `mastery ${pct}% (recall ${Math.round(r.recall * 100)}%), ${r.correct} of ${r.answers} answers right` : 'not practised yet'}</title>
            <text x="0" y=${y + 17}>${r.label}</text>
            <rect class="bar-bg" x=${labelWidth} y=${y + 4} width=${barWidth} height="16" rx="4"></rect>
            <rect class="bar" x=${labelWidth} y=${y + 4} width=${(barWidth * pct) / 100} height="16" rx="4"></rect>
            <text x=${labelWidth + barWidth + 8} y=${y + 17}>${r.practised ? `${pct}% · ${r.correct}/${r.answers}` : '–'}</text>
          </g>`;
        })}
      </svg></figure>`;
  }

  override render() {
    const now = Date.now();
    const all = countStatuses(this.progress);
    const games = masteryByGame(this.skills, now, (g) => TRAINER_GAMES[g].name);
    const groups = masteryByRuleGroup(this.skills, now);
    const answers = this.skills.reduce((s, x) => s + x.correct + x.wrong, 0);
    return html`
      <h1 tabindex="-1">${msg('progress.title')}</h1>
      <section aria-labelledby="mastery-h">
        <h2 id="mastery-h">Mastery</h2>
        <p id="mastery-summary">${answers ? `${answers} answers over ${this.skills.length} skills. Bars show mastery: how likely you are to recall each area today, times your share of right answers.` : html`No drills yet: <a href=${routeHref({ page: 'practice', rest: [] })}>start one</a>.`}</p>
        ${this.chart('by-game', 'Per game', games)}
        ${this.chart('by-group', 'Per rule group', groups)}
      </section>
      ${this.drills.length ? html`<section aria-labelledby="drills-h"><h2 id="drills-h">Recent drills</h2>
        <ul class="plain" id="recent-drills">${this.drills.slice(0, 10).map((d) => html`<li>
          <span>${formatDate(d.finishedAt)} · ${d.mode}</span><span><strong>${d.score}/${d.total}</strong>
          <a href=${`${RESULT_ROUTE}${resultPath(d.code)}`}>details</a></span></li>`)}</ul></section>` : nothing}
      <h2>Lessons</h2>
      <p id="progress-summary">${msg('progress.summary', { done: all.done, total: LESSONS.length })}</p>
      <progress max=${LESSONS.length} value=${all.done} aria-labelledby="progress-summary"></progress>
      ${LESSON_GROUPS.map((group) => {
        const lessons = LESSONS.filter((l) => l.group === group);
        const counts = countStatuses(this.progress, lessons);
        return html`<section aria-labelledby="pr-${group}">
          <h3 id="pr-${group}">${msg(`group.${group}`)} <span class="muted">(${counts.done}/${lessons.length})</span></h3>
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
