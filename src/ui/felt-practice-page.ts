// <felt-practice-page> (trainer, issues 6 and 13): presets first (Quick 10, Weak spots, This lesson,
// Custom…) so Start is on the first screen, Review now and Mistakes, drills from links
// (#/practice/drill/<code>, with an intro before a coach's drill), one kind (#/practice/<kind>[/<game>],
// linked from lessons), the coach's builder (#/practice/builder) and class page (#/practice/class),
// result codes (#/practice/result/<code>). The drill in progress is saved after every answer and
// resumed after a reload, a closed tab or an update; a finished drill is one review per skill.
import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { formatList, msg } from '../i18n/index';
import type { DrillSessionRecord, FeltStore } from '../storage/store';
import { DEFAULT_SETTINGS, type Settings } from '../storage/records';
import { LESSONS } from '../trainer/lessons/catalogue';
import { LESSON_GROUPS } from '../trainer/lessons/types';
import type { DrillMode, DrillSpec, PlannedQuestion, Skill } from '../trainer/drill-plan';
import { GAME_IDS, type GameId } from '../engine/games';
import type { Difficulty } from '../trainer/quiz';
import type { SkillState } from '../trainer/schedule';
import { statusOf, type Progress } from './lesson-progress';
import { routeHref } from './router';
import { failure, failureDetails, failureText, sentence, words, type Failure } from './failure';
import { say, type Words } from './words';
import { pageStyles } from './shared-styles';
import { guardUnload } from './leave-guard';
import { rememberPractised } from './practised-hint';
import type { QuizContext } from '../trainer/quiz';
import { freshSeed } from './fresh-seed';
import type { DrillFinishedEvent, DrillProgressEvent, DrillState } from './felt-drill-runner';
import './felt-status-badge';
import { lessonTitle } from './lesson-text';
import { gameTitle } from './game-names';
import { afterLargestPaint } from './after-paint';

/** The trainer's part of the page (./practice-trainer.ts): everything the chooser's first paint does without. */
type Trainer = typeof import('./practice-trainer');

/** The end of the local day containing `now` (what "due today" means). */
export const endOfToday = (now: number): number => { const d = new Date(now); d.setHours(23, 59, 59, 999); return d.getTime(); };

interface Running {
  route: string;
  spec: DrillSpec;
  plan: PlannedQuestion[];
  resume: DrillState | null;
  startedAt: number;
  /** False while the intro of a coach's drill shows. */
  started: boolean;
}

/** Routes under #/practice that are pages, not drills. */
const PAGES = ['builder', 'result', 'class'];

/**
 * What a route draws beyond the chooser, loaded when it opens (issue 13 item 8): the chooser paints from the quiz kinds'
 * metadata, and the generators, the engine and the coach's pages arrive only with a drill or a coach page.
 */
const PARTS = {
  drill: () => Promise.all([import('../trainer/drill'), import('./felt-drill-runner'), import('./felt-drill-results')]).then(([drill]) => drill),
  builder: () => import('./felt-coach-builder'),
  result: () => import('./felt-coach-result'),
  class: () => import('./felt-coach-class'),
};
type Part = keyof typeof PARTS;

@customElement('felt-practice-page')
export class FeltPracticePage extends LitElement {
  static override styles = [pageStyles, css`
    li { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem; padding: 0.25rem 0; border-bottom: 1px solid var(--felt-border); }
    li a { min-height: 44px; display: inline-flex; align-items: center; }
    fieldset { border: 1px solid var(--felt-border); border-radius: 0.6rem; margin: 0 0 0.75rem; }
    .checks { display: grid; gap: 0.2rem 1rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr)); }
    label { display: flex; gap: 0.5rem; align-items: center; min-height: 44px; }
    input[type='checkbox'], input[type='radio'] { width: 1.3rem; height: 1.3rem; flex-shrink: 0; }
    select { min-height: 44px; font: inherit; }
    .row { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
    .presets { display: grid; gap: 0.6rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr)); margin: 0.5rem 0 0.75rem; }
    .preset { display: flex; flex-direction: column; align-items: flex-start; text-align: left; gap: 0.15rem; min-height: 4rem; }
    .preset small { font-weight: 400; opacity: 0.9; }
    .preset[disabled] small { opacity: 1; }
    details.custom > summary { min-height: 44px; display: flex; align-items: center; font-weight: 700; cursor: pointer; color: var(--felt-accent); }
    details.custom > summary:focus-visible { outline: 3px solid var(--felt-focus); outline-offset: 2px; }
    .preset small { display: grid; }
    .preset small > span { grid-area: 1 / 1; }
    .preset .held { visibility: hidden; }
    .resume { border-color: var(--felt-accent); border-width: 2px; }
  `];

  /** Lesson progress by lesson id. */
  @property({ attribute: false }) progress: Progress = new Map();
  /** Route segments after #/practice. */
  @property({ attribute: false }) path: string[] = [];
  /** The app's store (skills and drill results); null while it opens. */
  @property({ attribute: false }) store: FeltStore | null = null;
  /** The learner's settings (the name put in result codes). */
  @property({ attribute: false }) settings: Settings = { ...DEFAULT_SETTINGS };

  /** "Custom…" was opened once: its fields are drawn from then on. */
  @state() private customOpened = false;
  /** The store's skill records as read, and those of known kinds (filled once the trainer's part is in). */
  @state() private storedSkills: SkillState[] = [];
  @state() private skills: SkillState[] = [];
  /** The trainer's part (./practice-trainer.ts), once in: the chooser paints without it (counts show '…' until then). */
  @state() private trainer: Trainer | null = null;
  private trainerLoad: Promise<Trainer> | null = null;
  @state() private saved: DrillSessionRecord | null = null;
  @state() private choice: DrillSpec = { kinds: [], games: ['holdem'], difficulty: 1, count: 10, timer: 0, seed: 0, mode: 'practice' };
  @state() private running: Running | null = null;
  /** A drill link opened while another drill is in progress: which one to keep. */
  @state() private conflict: Running | null = null;
  @state() private finished: DrillState | null = null;
  /** Why a drill cannot start, and why it was not saved: worded at render time, so a language switch rewords them. */
  @state() private problem: Failure | null = null;
  @state() private saveProblem: Words = '';
  /** The page's equity kernel for the equity quizzes, once loaded (passed to the trainer, never registered globally). */
  @state() private quizContext: QuizContext = {};
  @state() private loaded = false;
  /** The route parts loaded so far (PARTS). */
  @state() private ready: ReadonlySet<Part> = new Set();
  /** The drill module (questions and grades), once the drill part is in. */
  private drill: typeof import('../trainer/drill') | null = null;
  private asked = new Set<Part>();
  /** Set by the presets just before navigating: that route starts at once (no intro). */
  private startNow: string | null = null;
  private saving: Promise<void> = Promise.resolve();
  private unsubscribe: (() => void) | null = null;
  private unguard: (() => void) | null = null;
  private opening = 0;

  @query('h1') private heading!: HTMLElement;

  focusHeading(): void { this.heading?.focus(); }

  /** What felt-app asks before leaving mid-drill (null = leave freely). */
  leaveWarning(): string | null {
    const r = this.running;
    if (!r || !r.started || this.finished || (r.resume?.answers.length ?? 0) === 0) return null;
    return msg('drill.leave');
  }

  private get route(): string { return `#/practice${this.path.map((p) => `/${p}`).join('')}`; }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('path') || changed.has('store')) void this.openPath();
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('store') && this.store) {
      this.unsubscribe?.();
      // Another tab finished a drill or imported: refresh the counts (the drill on screen stays).
      this.unsubscribe = this.store.onChange((c) => { if (c.store === 'skills' || c.store === 'drillSession') void this.refresh(); });
    }
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Closing the tab mid-drill asks first, as leaving for another page does.
    this.unguard = guardUnload(() => this.leaveWarning() !== null);
  }

  /** The Wasm kernel is fetched and built only when a drill opens: the chooser's first paint does not wait on it. */
  private kernelAsked = false;
  private loadKernel() {
    if (this.kernelAsked) return;
    this.kernelAsked = true;
    void import('./page-kernel').then((m) => m.pageQuizContext()).then((context) => { this.quizContext = context; });
  }

  /** Loads the trainer's part once (a failed load is asked again next time, and says why on the page). */
  private needTrainer(): Promise<Trainer> {
    this.trainerLoad ??= import('./practice-trainer').then((t) => {
      this.trainer = t;
      this.skills = t.knownSkills(this.storedSkills);
      return t;
    }, (e: unknown) => {
      this.trainerLoad = null;
      this.problem = failure(e, 'failure.part');
      throw e;
    });
    return this.trainerLoad;
  }

  /** Loads a route's part once; a chunk that cannot load says why on the page. */
  private loadPart(part: Part) {
    if (this.asked.has(part)) return;
    this.asked.add(part);
    void PARTS[part]().then((m) => {
      if (part === 'drill') this.drill = m as typeof import('../trainer/drill');
      this.ready = new Set([...this.ready, part]);
    }).catch((e: unknown) => { this.asked.delete(part); this.problem = failure(e, 'failure.part'); });
  }

  override disconnectedCallback(): void {
    this.unsubscribe?.();
    this.unguard?.();
    this.unguard = null;
    super.disconnectedCallback();
  }

  private async refresh() {
    if (!this.store) return;
    this.storedSkills = await this.store.listSkills();
    this.skills = this.trainer ? this.trainer.knownSkills(this.storedSkills) : [];
    this.saved = (await this.store.getDrillSession()) ?? null;
  }

  /** Sets up what the route asks for: a drill (resumed when it is the one saved), review, mistakes, or the chooser. */
  private async openPath() {
    const ticket = ++this.opening;
    const [first] = this.path;
    if (first && !PAGES.includes(first)) { this.loadKernel(); this.loadPart('drill'); void this.needTrainer().catch(() => undefined); }
    if (first && PAGES.includes(first)) this.loadPart(first as Part);
    this.finished = null;
    this.problem = null;
    this.conflict = null;
    if (!this.store) { this.running = null; return; }
    await this.refresh();
    if (ticket !== this.opening) return;
    this.loaded = true;
    const route = this.route;
    if (!first || PAGES.includes(first)) {
      this.running = null;
      // The chooser's counts and hints: the trainer's part loads once the chooser has painted without it.
      if (!first && !this.trainer) {
        const since = performance.now();
        void this.updateComplete.then(() => afterLargestPaint(since)).then(() => this.needTrainer()).catch(() => undefined);
      }
      return;
    }
    const trainer = await this.needTrainer().catch(() => null);
    if (!trainer || ticket !== this.opening) return;
    const saved = this.saved;
    if (saved && saved.route === route && saved.answers.length < saved.plan.length) {
      this.running = { route, spec: saved.spec, plan: saved.plan, startedAt: saved.startedAt, started: saved.started || this.startNow === route,
        resume: { questions: saved.questions, answers: saved.answers, times: saved.times } };
      this.startNow = null;
      return;
    }
    const fresh = this.buildDrill(trainer, route);
    if (!fresh) { this.running = null; return; }
    fresh.started = this.startNow === route || first !== 'drill';
    this.startNow = null;
    if (saved && saved.route !== route && saved.answers.length > 0 && saved.answers.length < saved.plan.length) {
      // Leaving asks first: another drill is half done.
      this.running = null;
      this.conflict = fresh;
      return;
    }
    this.running = fresh;
    await this.saveSession(fresh, { questions: [], answers: [], times: [] });
  }

  private buildDrill(t: Trainer, route: string): Running | null {
    const { checkDrillSpec, decodeDrill, drillPlan, DRILL_ROUTE, dueDrillSkills, isGameId, MAX_QUESTIONS, mistakesPlan, quizMeta } = t;
    const [first] = this.path;
    const now = Date.now();
    const make = (spec: DrillSpec, plan: PlannedQuestion[]): Running => ({ route, spec, plan, resume: null, startedAt: now, started: true });
    if (first === 'drill') {
      const link = `${DRILL_ROUTE}${this.path.slice(1).join('/')}`;
      const decoded = decodeDrill(link);
      if (!decoded.ok) { this.problem = words(() => { const again = decodeDrill(link); return again.ok ? '' : again.message; }); return null; }
      try { return make(decoded.value, drillPlan(decoded.value)); } catch (e) { this.problem = words(() => failureText(e)); return null; }
    }
    if (quizMeta(first)) {
      // #/practice/<kind>[/<game>]: a practice drill of one quiz kind (lessons link here).
      const game = this.path[1];
      const spec: DrillSpec = { kinds: [first], games: game && isGameId(game) ? [game] : [], difficulty: 1, count: 10, timer: 0, seed: freshSeed(), mode: 'practice' };
      const problem = checkDrillSpec(spec);
      if (problem) { this.problem = words(() => checkDrillSpec(spec) ?? ''); return null; }
      return make(spec, drillPlan(spec));
    }
    if (first === 'review' || first === 'weak') {
      const pool = first === 'review' ? dueDrillSkills(this.skills, endOfToday(now)) : this.weakSkills(t);
      if (pool.length === 0) { this.problem = sentence(first === 'review' ? 'practice.nothingDue' : 'practice.noWeak'); return null; }
      const spec: DrillSpec = { kinds: [], games: [], difficulty: 1, count: Math.min(MAX_QUESTIONS, Math.max(first === 'weak' ? 10 : 5, pool.length)), timer: 0, seed: freshSeed(), mode: first === 'review' ? 'review' : 'practice' };
      return make(spec, drillPlan(spec, pool));
    }
    if (first === 'mistakes') {
      const seed = freshSeed();
      const plan = mistakesPlan(this.skills, now, 5, seed);
      if (plan.length === 0) { this.problem = sentence('practice.noMistakes'); return null; }
      return make({ kinds: [], games: [], difficulty: 1, count: plan.length, timer: 0, seed, mode: 'mistakes' }, plan);
    }
    this.problem = sentence('practice.noDrill');
    return null;
  }

  /** The practised skills the learner is weakest at now (recall x accuracy), at most five. */
  private weakSkills({ recall, parseSkillId }: Trainer): Skill[] {
    const now = Date.now();
    return this.skills.filter((s) => s.reps > 0)
      .map((s) => ({ s, score: recall(s, now) * (s.correct / Math.max(1, s.correct + s.wrong)) }))
      .sort((a, b) => a.score - b.score || a.s.skill.localeCompare(b.s.skill)).slice(0, 5)
      .map((x) => parseSkillId(x.s.skill)).filter((s): s is Skill => s !== null);
  }

  /** Saves the drill in progress (one at a time, in order); a full disk says so and the drill goes on. */
  private saveSession(r: Running, state: DrillState): Promise<void> {
    const store = this.store;
    if (!store) return Promise.resolve();
    const record: DrillSessionRecord = { id: 'current', route: r.route, spec: r.spec, plan: r.plan, questions: state.questions, answers: state.answers,
      times: state.times, startedAt: r.startedAt, updatedAt: Date.now(), started: r.started };
    this.saving = this.saving.then(async () => {
      try { await store.saveDrillSession(record); this.saved = record; this.saveProblem = ''; } catch (error) { this.saveProblem = () => failureText(error); }
    });
    return this.saving;
  }

  private _onProgress(e: DrillProgressEvent) {
    const r = this.running;
    if (!r) return;
    r.resume = e.detail;
    void this.saveSession(r, e.detail);
  }

  /** A finished drill: one FSRS review per skill, read and written in one transaction with the result. */
  private async _onFinished(e: DrillFinishedEvent) {
    const r = this.running;
    if (!r) return;
    const { questions, answers, times } = e.detail;
    this.finished = { questions, answers, times };
    await this.saving;
    // The runner is on screen, so the drill part and the trainer's part are in.
    const t = this.trainer;
    if (!this.store || !this.drill || !t) return;
    const { applyDrill, encodeResult, sessionSkillIds } = t;
    const { gradeQuestion } = this.drill;
    const now = Date.now();
    const grades = questions.map((q, i) => gradeQuestion(q, answers[i] ?? null));
    const learner = this.settings.learnerName?.trim() || undefined;
    try {
      await this.store.finishDrill(
        { id: `${r.startedAt}-${r.spec.seed}`, code: encodeResult({ spec: r.spec, answers, times, learner }), finishedAt: now,
          score: grades.filter((g) => g.correct).length, total: questions.length, mode: r.spec.mode, ...(learner ? { learner } : {}) },
        sessionSkillIds(questions), (current) => applyDrill(current, r.spec, questions, grades, times, now));
      this.saveProblem = '';
      this.saved = null;
      rememberPractised(true);
    } catch (error) {
      this.saveProblem = () => failureText(error);
    }
  }

  private _onBegin() {
    const r = this.running;
    if (!r) return;
    this.running = { ...r, started: true };
    void this.saveSession(this.running, r.resume ?? { questions: [], answers: [], times: [] });
  }

  private async _onDiscard(thenOpen: Running | null) {
    await this.store?.clearDrillSession().catch(() => undefined);
    this.saved = null;
    if (thenOpen) { this.conflict = null; this.running = thenOpen; await this.saveSession(thenOpen, { questions: [], answers: [], times: [] }); }
  }

  private go(route: string) {
    this.startNow = route;
    if (location.hash === route) void this.openPath();
    else location.hash = route;
  }

  private set(patch: Partial<DrillSpec>) { this.choice = { ...this.choice, ...patch }; }
  private toggle<T>(list: T[], item: T): T[] { return list.includes(item) ? list.filter((x) => x !== item) : [...list, item]; }

  /** Starts a drill from the chooser (a preset pressed before the trainer's part is in starts once it is). */
  private startSpec(spec: (t: Trainer) => DrillSpec | null) {
    void this.needTrainer().then((t) => {
      const s = spec(t);
      if (s && !t.checkDrillSpec(s)) this.go(t.drillHash(s));
    }, () => undefined);
  }

  /** The lesson the learner touched last that has drills. */
  private lastLesson() {
    return LESSONS.filter((l) => l.quizKinds?.length && statusOf(this.progress, l.id) !== 'new')
      .sort((a, b) => (this.progress.get(b.id)?.updatedAt ?? 0) - (this.progress.get(a.id)?.updatedAt ?? 0))[0];
  }

  private lessonSpec({ checkDrillSpec, isGameId }: Trainer): DrillSpec | null {
    const lesson = this.lastLesson();
    if (!lesson) return null;
    const game = lesson.id.startsWith('game-') ? lesson.id.slice(5) : '';
    const spec: DrillSpec = { kinds: [...lesson.quizKinds!], games: isGameId(game) ? [game] : [], difficulty: 1, count: 10, timer: 0, seed: freshSeed(), mode: 'practice' };
    return checkDrillSpec(spec) ? null : spec;
  }

  private quickSpec(): DrillSpec {
    // The games of the game lessons started, else hold'em.
    const games = GAME_IDS.filter((g) => statusOf(this.progress, `game-${g}`) !== 'new');
    return { kinds: [], games: games.length ? games : ['holdem'], difficulty: 1, count: 10, timer: 0, seed: freshSeed(), mode: 'practice' };
  }

  private renderResume() {
    const s = this.saved;
    if (!s || s.answers.length === 0 || s.answers.length >= s.plan.length) return nothing;
    return html`<section class="card-box resume" aria-labelledby="resume-h">
      <h2 id="resume-h">${msg('practice.resumeTitle')}</h2>
      <p>${msg('practice.resumeText', { done: s.answers.length, total: s.plan.length })}</p>
      <p class="row"><a class="button" id="resume" href=${s.route}>${msg('practice.resume')}</a>
        <button class="secondary" id="discard" @click=${() => { void this._onDiscard(null); }}>${msg('practice.discard')}</button></p>
    </section>`;
  }

  private renderChooser() {
    const t = this.trainer;
    const now = Date.now();
    // No skill stored: every count is 0 without the trainer's part; else they wait for it ('…').
    const counts = t ? { due: t.dueDrillSkills(this.skills, endOfToday(now)).length, mistakes: t.mistakeDrillSkills(this.skills, now).length, weak: this.weakSkills(t).length }
      : this.storedSkills.length === 0 ? { due: 0, mistakes: 0, weak: 0 } : null;
    const { due = '…', mistakes = '…', weak = 0 } = counts ?? {};
    const lesson = this.lastLesson();
    // A lesson's preset is pressable before the trainer's part is in; it checks the lesson's drill once it is.
    const lessonOk = t ? this.lessonSpec(t) !== null : !!lesson;
    // With skills stored, a count's hint is drawn over the other one it can become, hidden, so counts filled in after the
    // first paint never change the layout (CLS 0); with none, the counts are known at once and nothing is held.
    const hold = this.storedSkills.length > 0;
    const preset = (id: string, title: string, hints: readonly [string, string] | string, which: 0 | 1 | null, run: (() => void) | null) => {
      const shown = typeof hints === 'string' ? hints : which === null ? '' : hints[which];
      const held = typeof hints === 'string' || !hold ? [] : hints.filter((_, i) => i !== which);
      return html`<button class="preset ${id === 'quick' ? '' : 'secondary'}" id=${`preset-${id}`} ?disabled=${!run} @click=${() => run?.()}><span>${title}</span><small
        ><span>${shown}</span>${held.map((h) => html`<span class="held" aria-hidden="true">${h}</span>`)}</small></button>`;
    };
    const pick = (n: number | string): 0 | 1 | null => typeof n === 'number' ? (n > 0 ? 0 : 1) : null;
    return html`
      ${this.renderResume()}
      <section class="card-box" aria-labelledby="drill-h">
        <h2 id="drill-h">${msg('practice.drillTitle')}</h2>
        <div class="presets">
          ${preset('quick', msg('practice.quick'), msg('practice.quickHint', { games: formatList(this.quickSpec().games.map((g) => gameTitle(g))) }), null, () => this.startSpec(() => this.quickSpec()))}
          ${preset('review', msg('practice.reviewNow', { count: due }), [msg('practice.reviewHint'), msg('practice.nothingDue')], pick(due), counts?.due ? () => this.go('#/practice/review') : null)}
          ${preset('weak', msg('practice.weak'), [msg('practice.weakHint'), msg('practice.noWeak')], counts ? pick(weak) : null, counts?.weak ? () => this.go('#/practice/weak') : null)}
          ${preset('lesson', msg('practice.thisLesson'), lesson ? lessonTitle(lesson) : msg('practice.noLesson'), null, lessonOk ? () => this.startSpec((part) => this.lessonSpec(part)) : null)}
          ${preset('mistakes', msg('practice.mistakes', { count: mistakes }), [msg('practice.mistakesHint'), msg('practice.noMistakes')], pick(mistakes), counts?.mistakes ? () => this.go('#/practice/mistakes') : null)}
        </div>
        <details class="custom" id="custom" @toggle=${(e: Event) => { if ((e.target as HTMLDetailsElement).open) this.customOpened = true; }}>
          <summary>${msg('practice.custom')}</summary>
          ${this.customOpened ? t ? this.renderCustom(t) : html`<p>${msg('app.loading')}</p>` : nothing}
        </details>
        <p class="row"><a href="#/practice/builder">${msg('practice.forCoaches')}</a> <a href="#/practice/class">${msg('practice.classLink')}</a></p>
      </section>`;
  }

  /** The custom drill's settings: drawn once "Custom…" is first opened (about sixty fields the first screen does not show). */
  private renderCustom({ checkDrillSpec, QUIZ_META }: Trainer) {
    const s = this.choice;
    const problem = checkDrillSpec({ ...s, seed: 1 });
    return html`
          <fieldset><legend>${msg('practice.mode')}</legend><div class="row">
            ${(['practice', 'timed'] as DrillMode[]).map((m) => html`<label><input type="radio" name="mode" .checked=${s.mode === m} @change=${() => this.set({ mode: m })} />${m === 'practice' ? msg('practice.modePractice') : msg('practice.modeTimed')}</label>`)}
          </div></fieldset>
          <div class="row">
            <label>${msg('practice.difficulty')} <select @change=${(e: Event) => this.set({ difficulty: Number((e.target as HTMLSelectElement).value) as Difficulty })}>${[1, 2, 3].map((d) => html`<option value=${d} ?selected=${s.difficulty === d}>${d}</option>`)}</select></label>
            <label>${msg('practice.questions')} <select @change=${(e: Event) => this.set({ count: Number((e.target as HTMLSelectElement).value) })}>${[5, 10, 20, 30].map((n) => html`<option value=${n} ?selected=${s.count === n}>${n}</option>`)}</select></label>
            ${s.mode === 'timed' ? html`<label>${msg('practice.seconds')} <select @change=${(e: Event) => this.set({ timer: Number((e.target as HTMLSelectElement).value) })}>${[0, 15, 30, 60].map((t) => html`<option value=${t} ?selected=${s.timer === t}>${t || msg('practice.noLimit')}</option>`)}</select></label>` : nothing}
          </div>
          <p class="row"><button id="start" ?disabled=${!!problem} @click=${() => this.startSpec(() => ({ ...this.choice, seed: freshSeed() }))}>${msg('practice.start')}</button></p>
          ${problem ? html`<p role="alert">${problem}</p>` : nothing}
          <fieldset><legend>${msg('practice.kinds')}</legend><div class="checks">
            ${QUIZ_META.map((k) => html`<label><input type="checkbox" .checked=${s.kinds.includes(k.id)} @change=${() => this.set({ kinds: this.toggle(s.kinds, k.id) })} />${k.title}</label>`)}
          </div></fieldset>
          <fieldset><legend>${msg('practice.games')}</legend><div class="checks">
            ${GAME_IDS.map((g) => html`<label><input type="checkbox" .checked=${s.games.includes(g)} @change=${() => this.set({ games: this.toggle<GameId>(s.games, g) })} />${gameTitle(g)}</label>`)}
          </div></fieldset>`;
  }

  private renderIntro(r: Running, { quizMeta }: Trainer) {
    const kinds = r.spec.kinds.length ? r.spec.kinds.map((k) => quizMeta(k)?.title ?? k) : [msg('practice.allKinds')];
    const games = r.spec.games.length ? r.spec.games.map((g) => gameTitle(g)) : [msg('practice.allGames')];
    return html`<section class="card-box" id="intro" aria-labelledby="intro-h">
      <h2 id="intro-h">${r.spec.mode === 'timed' ? msg('drill.introTimed') : msg('drill.intro')}</h2>
      <ul>
        <li>${msg('drill.introCount', { count: r.spec.count, level: r.spec.difficulty })}</li>
        <li>${r.spec.timer ? msg('drill.introTimer', { seconds: r.spec.timer }) : msg('drill.introNoTimer')}</li>
        <li>${msg('drill.introKinds', { kinds: formatList(kinds) })}</li>
        <li>${msg('drill.introGames', { games: formatList(games) })}</li>
      </ul>
      <p>${r.spec.mode === 'timed' ? msg('drill.introTimedHelp') : msg('drill.introHelp')}</p>
      <p><button id="begin" @click=${() => this._onBegin()}>${msg('drill.begin')}</button></p>
    </section>`;
  }

  private renderConflict(next: Running) {
    const s = this.saved!;
    return html`<section class="card-box resume" id="conflict" aria-labelledby="conflict-h">
      <h2 id="conflict-h">${msg('practice.resumeTitle')}</h2>
      <p>${msg('practice.conflict', { done: s.answers.length, total: s.plan.length })}</p>
      <p class="row"><a class="button" id="resume" href=${s.route}>${msg('practice.resume')}</a>
        <button class="secondary" id="replace" @click=${() => { void this._onDiscard(next); }}>${msg('practice.startThis')}</button></p>
    </section>`;
  }

  private renderLessons() {
    return html`<h2>${msg('practice.lessonsTitle')}</h2>
      <p class="muted">${msg('practice.intro')}</p>
      ${LESSON_GROUPS.map((group) => html`<section aria-labelledby="p-${group}">
        <h3 id="p-${group}">${msg(`group.${group}`)}</h3>
        <ul class="plain">
          ${LESSONS.filter((l) => l.group === group).map((l) => html`<li>
            <a href=${routeHref({ page: 'lesson', id: l.id, focus: 'practice' })}>${msg('practice.open', { title: lessonTitle(l) })}</a>
            <felt-status-badge .status=${statusOf(this.progress, l.id)}></felt-status-badge>
          </li>`)}
        </ul>
      </section>`)}`;
  }

  override render() {
    const [first] = this.path;
    const title = first === 'builder' ? msg('practice.builderTitle') : first === 'result' ? msg('practice.resultTitle') : first === 'class' ? msg('coach.classTitle') : first ? msg('practice.drillTitle') : msg('practice.title');
    let body;
    if (this.problem) {
      body = html`<div class="card-box" role="alert" id="link-error"><h2>${msg('practice.cannotStart')}</h2><p>${this.problem.text()}</p>${failureDetails(this.problem)}
        <p>${msg('practice.nothingChanged')}</p><p><a class="button" href="#/practice">${msg('practice.back')}</a></p></div>`;
    } else if (PAGES.includes(first) && !this.ready.has(first as Part)) {
      body = html`<p>${msg('app.loading')}</p>`;
    } else if (first === 'builder') {
      body = html`<felt-coach-builder></felt-coach-builder>`;
    } else if (first === 'result') {
      body = html`<felt-coach-result .code=${this.path.slice(1).join('/')}></felt-coach-result>`;
    } else if (first === 'class') {
      body = html`<felt-coach-class></felt-coach-class>`;
    } else if (this.conflict) {
      body = this.renderConflict(this.conflict);
    } else if (this.running && this.running.started && !this.ready.has('drill')) {
      body = html`<p>${msg('app.loading')}</p>`;
    } else if (this.running && this.finished) {
      body = html`${this.saveProblem ? html`<p role="alert" id="save-problem">${say(this.saveProblem)}</p>` : nothing}
        <felt-drill-results .spec=${this.running.spec} .questions=${this.finished.questions} .answers=${this.finished.answers} .times=${this.finished.times}
          .learner=${this.settings.learnerName ?? ''}></felt-drill-results>
        <p class="row"><a class="button" href="#/practice">${msg('practice.back')}</a> <a class="button secondary" href="#/progress">${msg('practice.seeProgress')}</a></p>`;
    } else if (this.running && !this.running.started) {
      // A drill is set running only once the trainer's part is in (openPath).
      body = this.renderIntro(this.running, this.trainer!);
    } else if (this.running) {
      body = html`${this.saveProblem ? html`<p role="alert" id="save-problem">${say(this.saveProblem)}</p>` : nothing}
        <felt-drill-runner .spec=${this.running.spec} .plan=${this.running.plan} .context=${this.quizContext} .resume=${this.running.resume}
        @drill-progress=${(e: DrillProgressEvent) => this._onProgress(e)}
        @drill-finished=${(e: DrillFinishedEvent) => { void this._onFinished(e); }}></felt-drill-runner>`;
    } else if (first || !this.loaded) {
      body = html`<p>${msg('app.loading')}</p>`;
    } else {
      body = html`${this.renderChooser()}${this.renderLessons()}`;
    }
    return html`<h1 tabindex="-1">${title}</h1>${body}`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-practice-page': FeltPracticePage }
}

