// <felt-practice-page> (trainer, issue 6; first version by APP): choose quiz kinds x games x difficulty
// and a mode, run drills (#/practice/drill/<code>), review what is due, redo mistakes, build coach
// links (#/practice/builder), open result codes (#/practice/result/<code>) and practise one kind
// (#/practice/<kind>[/<game>], linked from lessons). Also lists lessons.
import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { msg } from '../i18n/index';
import type { FeltStore } from '../storage/store';
import { LESSONS } from '../trainer/lessons/catalogue';
import { LESSON_GROUPS } from '../trainer/lessons/types';
import { checkDrillSpec, drillPlan, gradeQuestion, MAX_QUESTIONS, type DrillMode, type DrillSpec, type PlannedQuestion, type Skill } from '../trainer/drill';
import { GAME_IDS, isGameId, TRAINER_GAMES, type GameId } from '../trainer/games';
import { decodeDrill, DRILL_ROUTE, drillHash, encodeResult } from '../trainer/links';
import { applyAnswer, dueDrillSkills, mistakeDrillSkills } from '../trainer/progress';
import type { Answer, Difficulty, Question } from '../trainer/quiz';
import { QUIZ_KINDS, quizKind } from '../trainer/quizzes';
import type { SkillState } from '../trainer/schedule';
import { statusOf, type Progress } from './lesson-progress';
import { routeHref } from './router';
import { pageStyles } from './shared-styles';
import { freshSeed } from './felt-coach-builder';
import type { AnswerGradedEvent, DrillFinishedEvent } from './felt-drill-runner';
import './felt-status-badge';
import './felt-drill-runner';
import './felt-drill-results';
import './felt-coach-builder';
import './felt-coach-result';

/** The end of the local day containing `now` (what "due today" means). */
export const endOfToday = (now: number): number => { const d = new Date(now); d.setHours(23, 59, 59, 999); return d.getTime(); };

@customElement('felt-practice-page')
export class FeltPracticePage extends LitElement {
  static override styles = [pageStyles, css`
    li { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem; padding: 0.25rem 0; border-bottom: 1px solid var(--felt-border); }
    li a { min-height: 44px; display: inline-flex; align-items: center; }
    fieldset { border: 1px solid var(--felt-border); border-radius: 0.6rem; margin: 0 0 0.75rem; }
    .checks { display: grid; gap: 0.2rem 1rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr)); }
    label { display: flex; gap: 0.5rem; align-items: center; min-height: 40px; }
    input[type='checkbox'], input[type='radio'] { width: 1.3rem; height: 1.3rem; flex-shrink: 0; }
    select { min-height: 44px; font: inherit; }
    .row { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
  `];

  /** Lesson progress by lesson id. */
  @property({ attribute: false }) progress: Progress = new Map();
  /** Route segments after #/practice. */
  @property({ attribute: false }) path: string[] = [];
  /** The app's store (skills and drill results); null while it opens. */
  @property({ attribute: false }) store: FeltStore | null = null;

  @state() private skills: SkillState[] = [];
  @state() private choice: DrillSpec = { kinds: [], games: ['holdem'], difficulty: 1, count: 10, timer: 0, seed: 0, mode: 'practice' };
  @state() private running: { spec: DrillSpec; plan: PlannedQuestion[] } | null = null;
  @state() private finished: { questions: Question[]; answers: (Answer | null)[]; times: number[] } | null = null;
  @state() private problem = '';
  @state() private saveProblem = '';

  @query('h1') private heading!: HTMLElement;

  focusHeading(): void { this.heading?.focus(); }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('path') || (changed.has('store') && !this.running)) this.openPath();
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('store') && this.store) void this.loadSkills();
  }

  private async loadSkills() {
    if (!this.store) return;
    this.skills = await this.store.listSkills();
    if ((this.path[0] === 'review' || this.path[0] === 'mistakes') && !this.running) this.openPath();
  }

  /** Sets up what the route asks for: a drill from a link, review, mistakes, or nothing. */
  private openPath() {
    const [first] = this.path;
    this.finished = null;
    this.problem = '';
    this.running = null;
    if (first === 'drill') {
      const decoded = decodeDrill(`${DRILL_ROUTE}${this.path.slice(1).join('/')}`);
      if (!decoded.ok) { this.problem = decoded.message; return; }
      try { this.running = { spec: decoded.value, plan: drillPlan(decoded.value) }; } catch (e) { this.problem = (e as Error).message; }
    } else if (first && quizKind(first)) {
      // #/practice/<kind>[/<game>]: a practice drill of one quiz kind (lessons link here).
      const game = this.path[1];
      const spec: DrillSpec = { kinds: [first], games: game && isGameId(game) ? [game] : [], difficulty: 1, count: 10, timer: 0, seed: freshSeed(), mode: 'practice' };
      const problem = checkDrillSpec(spec);
      if (problem) { this.problem = problem; return; }
      this.running = { spec, plan: drillPlan(spec) };
    } else if (first === 'review' || first === 'mistakes') {
      const now = Date.now();
      const pool: Skill[] = first === 'review' ? dueDrillSkills(this.skills, endOfToday(now)) : mistakeDrillSkills(this.skills, now);
      if (pool.length === 0) { this.problem = first === 'review' ? 'Nothing is due for review today.' : 'No recent mistakes to practise.'; return; }
      const spec: DrillSpec = { kinds: [], games: [], difficulty: 1, count: Math.min(MAX_QUESTIONS, Math.max(5, pool.length)), timer: 0, seed: freshSeed(), mode: first };
      this.running = { spec, plan: drillPlan(spec, pool) };
    } else if (first && first !== 'builder' && first !== 'result') {
      this.problem = 'There is no drill at this address.';
    }
  }

  /** Every graded answer updates its skill's FSRS card in storage at once. */
  private async _onGraded(e: AnswerGradedEvent) {
    if (!this.running) return;
    const { question, grade, ms } = e.detail;
    const updated = applyAnswer(this.skills, this.running.spec, question, grade.correct, ms, Date.now());
    this.skills = [...this.skills.filter((s) => s.skill !== updated.skill), updated];
    if (!this.store) return;
    try { await this.store.putSkills([updated]); this.saveProblem = ''; } catch (error) { this.saveProblem = (error as Error).message; }
  }

  private async _onFinished(e: DrillFinishedEvent) {
    if (!this.running) return;
    const { spec } = this.running;
    const { questions, answers, times } = e.detail;
    this.finished = { questions, answers, times };
    if (!this.store) return;
    const now = Date.now();
    const score = questions.filter((q, i) => gradeQuestion(q, answers[i] ?? null).correct).length;
    try {
      await this.store.saveDrill({ id: `${now}-${spec.seed}`, code: encodeResult({ spec, answers, times }), finishedAt: now, score, total: questions.length, mode: spec.mode }, []);
      this.saveProblem = '';
    } catch (error) {
      this.saveProblem = (error as Error).message;
    }
  }

  private set(patch: Partial<DrillSpec>) { this.choice = { ...this.choice, ...patch }; }
  private toggle<T>(list: T[], item: T): T[] { return list.includes(item) ? list.filter((x) => x !== item) : [...list, item]; }

  private _onStart() {
    const spec = { ...this.choice, seed: freshSeed() };
    if (spec.mode === 'review' || spec.mode === 'mistakes') { location.hash = `#/practice/${spec.mode}`; return; }
    if (checkDrillSpec(spec)) return;
    location.hash = drillHash(spec);
  }

  private renderChooser() {
    const s = this.choice;
    const now = Date.now();
    const due = dueDrillSkills(this.skills, endOfToday(now)).length;
    const mistakes = mistakeDrillSkills(this.skills, now).length;
    const problem = s.mode === 'review' || s.mode === 'mistakes' ? null : checkDrillSpec({ ...s, seed: 1 });
    return html`
      <section class="card-box" aria-labelledby="drill-h">
        <h2 id="drill-h">Drill</h2>
        <p id="due-summary">${due ? `${due} skill${due > 1 ? 's are' : ' is'} due for review today.` : 'Nothing is due for review today.'} ${mistakes ? `${mistakes} recent mistake${mistakes > 1 ? 's' : ''} to redo.` : ''}</p>
        <fieldset><legend>Mode</legend><div class="row">
          ${(['practice', 'timed', 'review', 'mistakes'] as DrillMode[]).map((m) => html`<label><input type="radio" name="mode" .checked=${s.mode === m} @change=${() => this.set({ mode: m })} />${{ practice: 'Practice (explained)', timed: 'Timed', review: `Review what is due (${due})`, mistakes: `Mistakes (${mistakes})` }[m]}</label>`)}
        </div></fieldset>
        ${s.mode === 'practice' || s.mode === 'timed' ? html`
          <fieldset><legend>Quiz kinds (none ticked = all)</legend><div class="checks">
            ${QUIZ_KINDS.map((k) => html`<label><input type="checkbox" .checked=${s.kinds.includes(k.id)} @change=${() => this.set({ kinds: this.toggle(s.kinds, k.id) })} />${k.title}</label>`)}
          </div></fieldset>
          <fieldset><legend>Games (none ticked = all)</legend><div class="checks">
            ${GAME_IDS.map((g) => html`<label><input type="checkbox" .checked=${s.games.includes(g)} @change=${() => this.set({ games: this.toggle<GameId>(s.games, g) })} />${TRAINER_GAMES[g].name}</label>`)}
          </div></fieldset>
          <div class="row">
            <label>Difficulty <select @change=${(e: Event) => this.set({ difficulty: Number((e.target as HTMLSelectElement).value) as Difficulty })}>${[1, 2, 3].map((d) => html`<option value=${d} ?selected=${s.difficulty === d}>${d}</option>`)}</select></label>
            <label>Questions <select @change=${(e: Event) => this.set({ count: Number((e.target as HTMLSelectElement).value) })}>${[5, 10, 20, 30].map((n) => html`<option value=${n} ?selected=${s.count === n}>${n}</option>`)}</select></label>
            ${s.mode === 'timed' ? html`<label>Seconds per question <select @change=${(e: Event) => this.set({ timer: Number((e.target as HTMLSelectElement).value) })}>${[0, 15, 30, 60].map((t) => html`<option value=${t} ?selected=${s.timer === t}>${t || 'no limit'}</option>`)}</select></label>` : nothing}
          </div>` : nothing}
        ${problem ? html`<p role="alert">${problem}</p>` : nothing}
        <p class="row"><button id="start" ?disabled=${!!problem} @click=${() => this._onStart()}>Start</button>
          <a href="#/practice/builder">For coaches: build a drill link</a></p>
      </section>`;
  }

  private renderLessons() {
    return html`<h2>${msg('practice.title')}: lessons</h2>
      <p class="muted">${msg('practice.intro')}</p>
      ${LESSON_GROUPS.map((group) => html`<section aria-labelledby="p-${group}">
        <h3 id="p-${group}">${msg(`group.${group}`)}</h3>
        <ul class="plain">
          ${LESSONS.filter((l) => l.group === group).map((l) => html`<li>
            <a href=${routeHref({ page: 'lesson', id: l.id, focus: 'practice' })}>${msg('practice.open', { title: l.title })}</a>
            <felt-status-badge .status=${statusOf(this.progress, l.id)}></felt-status-badge>
          </li>`)}
        </ul>
      </section>`)}`;
  }

  override render() {
    const [first] = this.path;
    const title = first === 'builder' ? 'Build a drill' : first === 'result' ? 'Drill result' : first ? 'Drill' : msg('practice.title');
    let body;
    if (this.problem) {
      body = html`<div class="card-box" role="alert" id="link-error"><h2>This drill cannot be started</h2><p>${this.problem}</p>
        <p>Nothing was changed.</p><p><a class="button" href="#/practice">Back to Practice</a></p></div>`;
    } else if (first === 'builder') {
      body = html`<felt-coach-builder></felt-coach-builder>`;
    } else if (first === 'result') {
      body = html`<felt-coach-result .code=${this.path.slice(1).join('/')}></felt-coach-result>`;
    } else if (this.running && this.finished) {
      body = html`${this.saveProblem ? html`<p role="alert">${this.saveProblem}</p>` : nothing}
        <felt-drill-results .spec=${this.running.spec} .questions=${this.finished.questions} .answers=${this.finished.answers} .times=${this.finished.times}></felt-drill-results>
        <p class="row"><a class="button" href="#/practice">Back to Practice</a> <a class="button secondary" href="#/progress">See progress</a></p>`;
    } else if (this.running) {
      body = html`<felt-drill-runner .spec=${this.running.spec} .plan=${this.running.plan} @answer-graded=${(e: AnswerGradedEvent) => { void this._onGraded(e); }}
        @drill-finished=${(e: DrillFinishedEvent) => { void this._onFinished(e); }}></felt-drill-runner>`;
    } else if (first) {
      body = html`<p>Loading…</p>`;
    } else {
      body = html`${this.renderChooser()}${this.renderLessons()}`;
    }
    return html`<h1 tabindex="-1">${title}</h1>${body}`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-practice-page': FeltPracticePage }
}
