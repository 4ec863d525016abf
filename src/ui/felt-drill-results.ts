// <felt-drill-results>: a finished drill: score, time, speed marks, rules to revisit, every answer
// worked out, and the result code to send to a coach (also used by the coach to read one). Rules are
// named in plain words; their IDs sit behind a toggle for coaches (issue 13 item 1).
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { scoreDrill, type DrillSpec } from '../trainer/drill';
import { resultLink } from '../trainer/links';
import type { Answer, Question } from '../trainer/quiz';
import { LESSONS } from '../trainer/lessons/catalogue';
import { lessonHref } from './router';
import { lessonTitle } from './lesson-text';
import { pageStyles } from './shared-styles';
import { formatList, msg } from '../i18n/index';
import { ruleNames } from './rule-names';
import './felt-rule-ids';

@customElement('felt-drill-results')
export class FeltDrillResults extends LitElement {
  static override styles = [pageStyles, css`
    .score { font-size: 2rem; font-weight: 800; margin: 0.25rem 0; }
    ol.answers li { margin: 0.5rem 0; }
    .right { color: var(--felt-accent); font-weight: 700; }
    .wrong { color: var(--felt-focus); font-weight: 700; }
    .code { font-family: ui-monospace, monospace; word-break: break-all; background: var(--felt-surface-2); padding: 0.5rem; border-radius: 0.5rem; }
  `];

  @property({ attribute: false }) spec: DrillSpec | null = null;
  @property({ attribute: false }) questions: Question[] = [];
  @property({ attribute: false }) answers: (Answer | null)[] = [];
  @property({ attribute: false }) times: number[] = [];
  /** The coach's view of a learner's result: no "send to your coach" part. */
  @property({ type: Boolean }) coach = false;
  /** The learner's name (put into the result code when given). */
  @property() learner = '';

  @state() private copied = false;

  private get link(): string {
    return this.spec ? resultLink(location.href, { spec: this.spec, answers: this.answers, times: this.times, learner: this.learner.trim() || undefined }) : '';
  }

  private async _onCopy() {
    try { await navigator.clipboard.writeText(this.link); this.copied = true; } catch { this.copied = false; }
  }

  private async _onShare() {
    try { await navigator.share({ title: msg('results.shareTitle'), url: this.link }); } catch { /* cancelled */ }
  }

  /** The lessons that teach these rules, most relevant first. */
  private lessonsFor(rules: readonly string[]) {
    return LESSONS.map((l) => ({ l, hits: l.rules.filter((r) => rules.includes(r)).length }))
      .filter((x) => x.hits > 0).sort((a, b) => b.hits - a.hits).slice(0, 3).map((x) => x.l);
  }

  override render() {
    if (!this.spec) return nothing;
    const out = scoreDrill(this.spec, this.questions, this.answers, this.times);
    const seconds = Math.round(out.timeMs / 1000);
    const marks = { fast: 0, normal: 0, slow: 0 };
    out.marks.forEach((m) => { marks[m]++; });
    return html`
      <section id="results" aria-labelledby="results-h">
        <h2 id="results-h">${this.coach ? (this.learner ? msg('results.of', { name: this.learner }) : msg('results.learner')) : msg('results.yours')}</h2>
        <p class="score" id="score">${out.score} / ${out.total}</p>
        <p>${this.spec.mode === 'timed' ? msg('results.timeMarks', { minutes: Math.floor(seconds / 60), seconds: seconds % 60, ...marks }) : msg('results.time', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 })}</p>
        ${out.revisit.length ? html`<p id="revisit">${msg('results.revisit')} <strong>${formatList(ruleNames(out.revisit))}</strong></p>
          <felt-rule-ids ids-only .ids=${out.revisit}></felt-rule-ids>
          ${this.lessonsFor(out.revisit).length ? html`<p>${msg('results.lessons')} ${this.lessonsFor(out.revisit).map((l, i) => html`${i ? ', ' : ''}<a href=${lessonHref(l.id)}>${lessonTitle(l)}</a>`)}</p>` : nothing}`
          : html`<p>${msg('results.allRight')}</p>`}
        <details ?open=${this.coach}>
          <summary>${msg('results.worked')}</summary>
          <ol class="answers">${this.questions.map((q, i) => {
            const g = out.grades[i];
            return html`<li><span class=${g.correct ? 'right' : 'wrong'}>${g.correct ? msg('results.rowRight') : msg('results.rowWrong')}</span>
              (${this.spec!.mode === 'timed' ? msg('results.rowTimeMark', { seconds: (this.times[i] ?? 0) / 1000, mark: msg(`speed.${out.marks[i]}`) }) : msg('results.rowTime', { seconds: (this.times[i] ?? 0) / 1000 })}): ${q.prompt}<br />
              ${msg('results.given', { given: g.givenText })} ${g.correct ? '' : html`${msg('results.correct')} <strong>${g.expectedText}</strong>.`}
              <span class="muted">${q.decisive ? `${q.decisive} ` : ''}${q.working.join(' ')}</span>
              <felt-rule-ids .ids=${g.ruleIds}></felt-rule-ids></li>`;
          })}</ol>
        </details>
        ${this.coach ? nothing : html`
          <h3>${msg('results.send')}</h3>
          <p class="code" id="result-link">${this.link}</p>
          <p class="row">
            <button @click=${() => this._onCopy()}>${this.copied ? msg('share.copied') : msg('results.copy')}</button>
            ${'share' in navigator ? html`<button class="secondary" @click=${() => this._onShare()}>${msg('share.share')}</button>` : nothing}
          </p>`}
      </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-drill-results': FeltDrillResults }
}
