// <felt-progress-page> (trainer, issue 6; first version by APP): mastery per game and per rule group as
// SVG bar charts (FSRS recall of the skills practised), recent drills, and lesson progress by group.
import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { formatDate, msg, type MessageId } from '../i18n/index';
import type { DrillResultRecord, FeltStore } from '../storage/store';
import { LESSONS } from '../trainer/lessons/catalogue';
import { LESSON_GROUPS } from '../trainer/lessons/types';
import { RESULT_ROUTE, resultPath } from '../trainer/links';
import { knownSkills, masteryByGame, masteryByRuleGroup, type Mastery } from '../trainer/progress';
import type { SkillState } from '../trainer/schedule';
import { countStatuses, statusOf, type Progress } from './lesson-progress';
import { lessonHref, routeHref } from './router';
import { pageStyles } from './shared-styles';
import './felt-status-badge';
import { gameTitle } from './game-names';
import { lessonTitle } from './lesson-text';
import { ruleGroupName } from './rule-names';

/** A saved drill's mode in words (a mode this version does not know is shown as saved). */
const MODES: Record<string, MessageId> = { practice: 'mode.practice', timed: 'mode.timed', review: 'mode.review', mistakes: 'mode.mistakes' };

@customElement('felt-progress-page')
export class FeltProgressPage extends LitElement {
  static override styles = [pageStyles, css`
    li { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem; padding: 0.25rem 0; border-bottom: 1px solid var(--felt-border); }
    li a { min-height: 44px; display: inline-flex; align-items: center; }
    #mastery-summary { min-height: 1.5em; }
    progress { width: 100%; max-width: 24rem; height: 1rem; }
    figure.chart { margin: 0 0 1rem; max-width: 44rem; }
    figcaption { font-weight: 700; margin: 0.5rem 0; }
    ul.bars li.bar-row { display: grid; grid-template-columns: minmax(7rem, 12rem) 1fr auto; gap: 0.5rem; align-items: center; border: 0; padding: 0.15rem 0; font-size: max(12px, 0.9rem); }
    .bar-bg { display: block; height: 1rem; background: var(--felt-surface-2); border-radius: 0.3rem; overflow: hidden; }
    .bar { display: block; height: 100%; background: var(--felt-accent); }
    .value { font-variant-numeric: tabular-nums; min-width: 5.5rem; text-align: right; }
    @media (max-width: 30rem) { ul.bars li.bar-row { grid-template-columns: 1fr auto; } .bar-bg { grid-column: 1 / -1; grid-row: 2; } }
  `];

  /** Lesson progress by lesson id. */
  @property({ attribute: false }) progress: Progress = new Map();
  /** The app's store; null while it opens. */
  @property({ attribute: false }) store: FeltStore | null = null;

  @state() private skills: SkillState[] = [];
  @state() private drills: DrillResultRecord[] = [];
  /** False until the first read of the store: the page does not claim "no drills yet" before it knows. */
  @state() private loaded = false;
  /** Counts reads so that a slow read finishing after a newer one cannot put older records back. */
  private reads = 0;

  @query('h1') private heading!: HTMLElement;

  focusHeading(): void { this.heading?.focus(); }

  private unsubscribe: (() => void) | null = null;

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('store') && this.store) {
      this.unsubscribe?.();
      // Drills finished here or in another tab, or an import: the charts follow.
      this.unsubscribe = this.store.onChange((c) => { if (c.store === 'skills' || c.store === 'drillResults') void this.load(); });
    }
    if ((changed.has('store') || changed.has('progress')) && this.store) void this.load();
  }

  override disconnectedCallback(): void { this.unsubscribe?.(); super.disconnectedCallback(); }

  private async load() {
    if (!this.store) return;
    const read = ++this.reads;
    const [skills, drills] = await Promise.all([this.store.listSkills(), this.store.listDrillResults()]);
    if (read !== this.reads) return;
    this.skills = knownSkills(skills);
    this.drills = drills;
    this.loaded = true;
  }

  /**
   * A horizontal bar chart of mastery (recall x accuracy, 0..100%), one row per area, in HTML so its
   * text keeps the page's size on a phone (the SVG version scaled it down to 7 px).
   */
  private chart(id: string, title: string, rows: Mastery[]) {
    return html`<figure class="chart" id=${id} aria-labelledby=${`${id}-cap`}>
      <figcaption id=${`${id}-cap`}>${title}</figcaption>
      <ul class="plain bars">${rows.map((r) => {
        const pct = Math.round(r.mastery * 100);
        const text = r.practised ? msg('progress.barText', { pct, right: r.correct, answers: r.answers }) : '–';
        return html`<li class="bar-row" title=${r.practised ? msg('progress.barTitle', { pct, recall: Math.round(r.recall * 100) }) : msg('progress.notYet')}>
          <span class="label">${r.label}</span>
          <span class="bar-bg" role="img" aria-label=${r.practised ? `${r.label}: ${text}` : `${r.label}: ${msg('progress.notYet')}`}><span class="bar" style="width:${pct}%"></span></span>
          <span class="value" aria-hidden="true">${text}</span>
        </li>`;
      })}</ul></figure>`;
  }

  override render() {
    const now = Date.now();
    const all = countStatuses(this.progress);
    const games = masteryByGame(this.skills, now, gameTitle);
    const groups = masteryByRuleGroup(this.skills, now, ruleGroupName);
    const answers = this.skills.reduce((s, x) => s + x.correct + x.wrong, 0);
    return html`
      <h1 tabindex="-1">${msg('progress.title')}</h1>
      <section aria-labelledby="mastery-h" aria-busy=${this.loaded ? 'false' : 'true'}>
        <h2 id="mastery-h">${msg('progress.mastery')}</h2>
        <p id="mastery-summary">${!this.loaded ? nothing : answers ? msg('progress.masterySummary', { answers, skills: this.skills.length }) : html`${msg('progress.noDrills')} <a href=${routeHref({ page: 'practice', rest: [] })}>${msg('progress.startOne')}</a>.`}</p>
        ${this.chart('by-game', msg('progress.perGame'), games)}
        ${this.chart('by-group', msg('progress.perGroup'), groups)}
      </section>
      ${this.drills.length ? html`<section aria-labelledby="drills-h"><h2 id="drills-h">${msg('progress.recent')}</h2>
        <ul class="plain" id="recent-drills">${this.drills.slice(0, 10).map((d) => html`<li>
          <span>${formatDate(d.finishedAt)} · ${Object.hasOwn(MODES, d.mode) ? msg(MODES[d.mode]) : d.mode}${d.learner ? ` · ${d.learner}` : ''}</span><span><strong>${d.score}/${d.total}</strong>
          <a href=${`${RESULT_ROUTE}${resultPath(d.code)}`} aria-label=${msg('progress.detailsOf', { date: formatDate(d.finishedAt) })}>${msg('progress.details')}</a></span></li>`)}</ul></section>` : nothing}
      <h2>${msg('progress.lessons')}</h2>
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
              <a href=${lessonHref(l.id)}>${lessonTitle(l)}</a>
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
