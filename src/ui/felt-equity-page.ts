// <felt-equity-page> (#/equity, issue 14): the equity lab for every game: hands, hold'em ranges on a grid and in text,
// board and dead cards, exact or Monte Carlo on the worker pool (progress, Cancel), the exact preflop table, links.
import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { type Card, formatCard, parseCards } from '../engine/cards';
import { EQUITY_GAMES, EQUITY_GAME_IDS } from '../engine/equity/games';
import {
  type LabPlayer, type LabProblem, type LabSetup, LAB_ROUTE, MAX_LAB_TRIALS, decodeLabSetup, defaultSetup, emptyPlayer,
  encodeLabSetup, isTwoCards, playerFields,
} from '../engine/equity/lab-setup';
import type { OmahaRangeInput } from '../engine/equity/lab-request';
import type { PreflopTable, RankedClass } from '../engine/equity/preflop';
import { type RangeCombo, parseRange } from '../engine/equity/ranges';
import type { EquityGameId, EquityProgress, EquityRequest, EquityResult } from '../engine/equity/types';
import type { Unroll } from '../engine/equity/unroll';
import { formatNumber, formatPercent, msg } from '../i18n/index';
import { errorText } from './engine-text';
import { failure, failureDetails, sentence, type Failure } from './failure';
import { say, type Words } from './words';
import type { EnginePool } from '../worker/pool';
import type { GridPaintEvent } from './felt-equity-grid';
import type { CardPickEvent } from './felt-equity-picker';
import type { ResultSource } from './felt-equity-results';
import { pageStyles } from './shared-styles';
import { gameTitle } from './game-names';
// The card picker and the results load when first needed (the page stays under its JavaScript budget).
const loadPicker = (): Promise<unknown> => import('./felt-equity-picker');
const loadResults = (): Promise<unknown> => import('./felt-equity-results');
// The grid is its own chunk, asked for as the page connects: the page's first paint does not wait for it (issue 14 budget).
const loadGrid = (): Promise<unknown> => import('./felt-equity-grid');
// Reading a setup into a request, when a calculation starts; the Omaha range syntax only for games with four or five hole cards.
const loadLabRequest = (): Promise<typeof import('../engine/equity/lab-request')> => import('../engine/equity/lab-request');
const loadRuns = (): Promise<typeof import('../engine/equity/lab-runs')> => import('../engine/equity/lab-runs');
const loadOmahaRanges = (): Promise<typeof import('../engine/equity/omaha-ranges')> => import('../engine/equity/omaha-ranges');

const RECENT_KEY = 'felt.equityLab.recent';
const RECENT_MAX = 8;

/** A first example per game, so the page opens on something worth computing. */
function exampleSetup(game: EquityGameId): LabSetup {
  const s = defaultSetup(game);
  const p = (hand: string, down = '', up = '', draw = 0): LabPlayer => ({ hand, down, up, draw });
  const spec = EQUITY_GAMES[game];
  if (game === 'holdem') s.players = [p('AhKh'), p('JJ+, AQs+, AKo')];
  else if (spec.kind === 'board' && game !== 'telesina') s.players = spec.playerCards === 4 ? [p('AsAhKsKh'), p('JdTd9c8c')] : [p('AsAhKsKhQd'), p('JdTd9c8c7h')];
  else if (game === 'telesina') s.players = [p('', 'AhKh', 'QhJh'), p('', 'AsAd', 'AcKs')];
  else if (spec.kind === 'stud') s.players = spec.deck === 32 ? [p('', 'AhAd', 'Ks'), p('', 'QcQd', 'Js')] : [p('', 'AhAd', 'Ks'), p('', '7c6c', '5c')];
  else if (game === 'triple-draw-27') s.players = [p('7h5d4c3s', '', '', 1), p('8c6d4h2s', '', '', 1)];
  else if (game === 'draw32') s.players = [p('AhAdKs', '', '', 2), p('QcJcTc9c', '', '', 1)];
  else s.players = [p('AhAdKs', '', '', 2), p('QcJcTc9c', '', '', 1)];
  return s;
}

/** Which field the card picker is open for. */
type PickTarget = { field: string; max: number; label: string } | null;

@customElement('felt-equity-page')
export class FeltEquityPage extends LitElement {
  static override styles = [pageStyles, css`
    form { display: grid; gap: 1rem; }
    fieldset { border: 1px solid var(--felt-border); border-radius: 0.75rem; padding: 0.75rem 1rem; margin: 0; background: var(--felt-surface); min-width: 0; }
    legend { font-weight: 700; padding: 0 0.3rem; }
    label { display: block; font-weight: 600; margin: 0.4rem 0 0.2rem; }
    label.choice { display: flex; align-items: center; gap: 0.6rem; min-height: 44px; margin: 0; font-weight: 500; }
    label.choice input { width: 1.35rem; height: 1.35rem; margin: 0; flex: none; accent-color: var(--felt-accent); }
    input[type='text'], input[type='number'], select { font: inherit; min-height: 44px; box-sizing: border-box; padding: 0.3rem 0.6rem;
      border: 1px solid var(--felt-border); border-radius: 0.4rem; background: var(--felt-bg); color: var(--felt-text); width: 100%; max-width: 34rem; }
    input[aria-invalid='true'] { border: 2px solid #c0392b; }
    .row { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: flex-end; }
    .row > * { flex: 1 1 12rem; }
    .row > button { flex: 0 0 auto; }
    .hint { font-size: 0.85rem; color: var(--felt-muted); margin: 0.2rem 0; }
    .error { color: light-dark(#a02015, #ff9c8f); font-weight: 600; margin: 0.2rem 0; }
    .player { border-top: 1px solid var(--felt-border); padding-top: 0.5rem; margin-top: 0.5rem; }
    .player:first-of-type { border-top: 0; margin-top: 0; }
    .player h3 { margin: 0.2rem 0; display: flex; justify-content: space-between; align-items: center; gap: 0.5rem; }
    .actions { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
    .tabs { display: flex; flex-wrap: wrap; gap: 0.3rem; margin: 0 0 0.5rem; }
    .tabs button[aria-pressed='true'] { background: var(--felt-accent); color: var(--felt-accent-text); }
    .tabs button { background: transparent; color: var(--felt-accent); }
    input[type='range'] { width: 100%; max-width: 34rem; min-height: 44px; }
    .layout { display: grid; gap: 1rem; grid-template-columns: minmax(0, 1fr); }
    @media (min-width: 60rem) { .layout { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); } }
    /* A landscape tablet: the range grid gets the width its 13 columns of 44 px need, so it shows whole without scrolling. */
    @media (min-width: 72rem) { .layout { grid-template-columns: minmax(0, 1fr) minmax(0, 42rem); } }
    .recent li a { display: inline-flex; min-height: 44px; align-items: center; }
    .link { width: 100%; }
    .picker { margin: 0.5rem 0; }
  `];

  /** The link code from the route (#/equity/<code>), if any. */
  @property() code = '';

  @state() private setup: LabSetup = exampleSetup('holdem');
  @state() private editing = 1;
  @state() private picking: PickTarget = null;
  @state() private problems: LabProblem[] = [];
  /** Errors and notes are worded at render time (a language switch rewords them). */
  @state() private error: Failure | null = null;
  @state() private linkError: Words = '';
  @state() private progress: { done: number; partial: EquityResult | null } | null = null;
  @state() private cancelledAt: number | null = null;
  @state() private result: { result: EquityResult; labels: string[]; source: ResultSource; game: EquityGameId } | null = null;
  @state() private unroll: Unroll | null = null;
  @state() private against: number[] | null = null;
  @state() private table: PreflopTable | null = null;
  @state() private ranking: RankedClass[] | null = null;
  @state() private tableState: 'loading' | 'ready' | 'failed' = 'loading';
  @state() private tableError: Failure | null = null;
  @state() private topPercent = new Map<number, number>();
  @state() private recent: string[] = [];
  @state() private shareUrl = '';
  @state() private shareNote: Words = '';

  @query('h1') private heading!: HTMLElement;

  private pool: EnginePool | null = null;
  private tableLoaded: Promise<void> = Promise.resolve();
  private controller: AbortController | null = null;
  private loadedCode: string | null = null;

  focusHeading(): void { this.heading?.focus(); }

  override connectedCallback(): void {
    super.connectedCallback();
    void loadGrid();
    this.recent = readRecent();
    // The preflop table (a few hundred kB) loads after the page has painted, never before.
    this.tableLoaded = new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => { void this.loadTable().finally(resolve); }, 0)));
  }

  override disconnectedCallback(): void {
    this.controller?.abort();
    this.pool?.terminate();
    this.pool = null;
    super.disconnectedCallback();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('code') && this.code !== this.loadedCode) {
      this.loadedCode = this.code;
      if (this.code) {
        const d = decodeLabSetup(this.code);
        if (d.ok) {
          this.setup = d.setup;
          this.linkError = '';
          this.editing = Math.min(this.editing, d.setup.players.length - 1);
          // A shared link computes at once; heads-up preflop waits the moment it takes for the table to be exact.
          void Promise.all([this.updateComplete, this.tableLoaded]).then(() => this.run());
        } else {
          this.linkError = () => msg('lab.badLink', { reason: errorText(d) });
        }
      }
    }
  }

  private async loadTable(): Promise<void> {
    try {
      const [{ PREFLOP_TABLE_BASE64 }, preflop] = await Promise.all([import('../engine/equity/preflop-table.generated'), import('../engine/equity/preflop')]);
      const table = preflop.decodePreflopTable(PREFLOP_TABLE_BASE64);
      this.ranking = preflop.preflopRanking(table);
      this.table = table;
      this.tableState = 'ready';
      this.preflop = preflop;
    } catch (e) {
      this.tableState = 'failed';
      this.tableError = failure(e, 'failure.labTable', 'lab.tableFailed');
    }
  }


  private preflop: typeof import('../engine/equity/preflop') | null = null;

  // ---- Editing

  private get spec() { return EQUITY_GAMES[this.setup.game]; }

  private update1(change: Partial<LabSetup>, field?: string): void {
    this.setup = { ...this.setup, ...change };
    if (field) this.problems = this.problems.filter((p) => p.field !== field);
  }

  private setPlayer(i: number, change: Partial<LabPlayer>, field: string): void {
    const players = this.setup.players.map((p, k) => (k === i ? { ...p, ...change } : p));
    this.update1({ players }, field);
  }

  private setGame(game: EquityGameId): void {
    this.controller?.abort();
    this.setup = exampleSetup(game);
    this.problems = [];
    this.error = null;
    this.result = null;
    this.unroll = null;
    this.against = null;
    this.picking = null;
    this.editing = 1;
  }

  private addPlayer(): void {
    if (this.setup.players.length >= this.spec.maxPlayers) return;
    this.update1({ players: [...this.setup.players, emptyPlayer()] }, 'players');
  }

  private removePlayer(i: number): void {
    if (this.setup.players.length <= this.spec.minPlayers) return;
    this.update1({ players: this.setup.players.filter((_, k) => k !== i) }, 'players');
    this.problems = [];
    this.editing = Math.min(this.editing, this.setup.players.length - 1);
  }

  /** The text of a field by name (board, dead, p<i>.hand/down/up). */
  private fieldText(field: string): string {
    if (field === 'board') return this.setup.board;
    if (field === 'dead') return this.setup.dead;
    const m = /^p(\d+)\.(hand|down|up)$/.exec(field);
    if (!m) return '';
    return this.setup.players[Number(m[1])]?.[m[2] as 'hand' | 'down' | 'up'] ?? '';
  }

  private setFieldText(field: string, text: string): void {
    if (field === 'board') this.update1({ board: text }, field);
    else if (field === 'dead') this.update1({ dead: text }, field);
    else {
      const m = /^p(\d+)\.(hand|down|up)$/.exec(field);
      if (m) this.setPlayer(Number(m[1]), { [m[2]]: text }, field);
    }
  }

  /** Cards a field holds now (none when it does not read as cards). */
  private fieldCards(field: string): Card[] {
    try { return parseCards(this.fieldText(field)); } catch { return []; }
  }

  /** Every card typed in the other fields (the picker greys them out). */
  private cardsElsewhere(field: string): Card[] {
    const fields = ['board', 'dead', ...this.setup.players.flatMap((_, i) => [`p${i}.hand`, `p${i}.down`, `p${i}.up`])];
    return fields.filter((f) => f !== field && !(f.endsWith('.hand') && this.spec.ranges && !isTwoCards(this.fieldText(f))))
      .flatMap((f) => this.fieldCards(f));
  }

  private onPick(e: CardPickEvent): void {
    if (!this.picking) return;
    const field = this.picking.field;
    const cards = this.fieldCards(field);
    const next = e.detail.add ? [...cards, e.detail.card] : cards.filter((c) => c !== e.detail.card);
    this.setFieldText(field, next.map(formatCard).join(' '));
  }

  // ---- Ranges and the grid

  /** The combos of a hold'em hand field as typed (no card removal), or null when it is not a readable range. */
  private combosOf(i: number): RangeCombo[] | null {
    const text = this.setup.players[i]?.hand ?? '';
    if (text.trim() === '') return [];
    try { return parseRange(text); } catch { return null; }
  }

  private onTop(i: number, percent: number): void {
    if (!this.ranking || !this.preflop) return;
    this.topPercent = new Map(this.topPercent).set(i, percent);
    this.setPlayer(i, { hand: this.preflop.topPercentRange(this.ranking, percent) }, `p${i}.hand`);
    this.against = null;
  }

  /** "N combos, M after card removal" for a hold'em range field. */
  private comboLine(i: number) {
    const text = this.setup.players[i].hand;
    if (text.trim() === '' || isTwoCards(text)) return nothing;
    const combos = this.combosOf(i);
    if (!combos) return nothing;
    const removed = this.cardsElsewhere(`p${i}.hand`);
    let live = 0;
    try { live = parseRange(text, removed).reduce((n, c) => n + c.weight, 0); } catch { live = 0; }
    const total = combos.reduce((n, c) => n + c.weight, 0);
    const round = (x: number): string => formatNumber(x, { maximumFractionDigits: 2 });
    return html`<p class="hint">${msg('lab.combos', { combos: round(total), live: round(live), percent: formatPercent(total / 1326, 1) })}</p>`;
  }

  // ---- Running

  private labels(): string[] {
    return this.setup.players.map((p, i) => {
      const f = playerFields(this.spec);
      const text = f === 'stud' ? [p.down, p.up].filter((t) => t.trim()).join(' / ') : p.hand.trim();
      return `${msg('lab.player', { n: i + 1 })}${text ? `: ${text.length > 40 ? `${text.slice(0, 38)}…` : text}` : ''}`;
    });
  }

  private ensurePool(): Promise<EnginePool> {
    if (this.pool) return Promise.resolve(this.pool);
    return import('../worker/pool').then((m) => {
      this.pool ??= m.createEnginePool({ cancelGraceMs: 80 });
      return this.pool;
    });
  }

  /** Heads-up hold'em before the flop with no dead cards: exact from the table, or null when the table does not apply. */
  private cancel(): void {
    this.controller?.abort();
  }

  async run(): Promise<void> {
    void loadResults();
    this.controller?.abort(); // a new request cancels the old one
    const controller = new AbortController();
    this.controller = controller;
    this.error = null;
    this.cancelledAt = null;
    this.unroll = null;
    this.against = null;
    const spec = this.spec;
    const [{ labRequest }, runs, omaha] = await Promise.all([loadLabRequest(), loadRuns(),
      spec.kind === 'board' && spec.playerCards >= 4 ? loadOmahaRanges() : undefined]);
    if (this.controller !== controller) return; // replaced while they loaded
    const made = labRequest(this.setup, omaha);
    if ('problems' in made) {
      this.problems = made.problems;
      this.error = sentence('lab.fix');
      return;
    }
    this.problems = [];
    const request = made.request;
    const labels = this.labels();
    const game = this.setup.game;
    this.remember();
    const start = performance.now();
    if (made.omaha.length > 0) { await this.runOmahaRanges(request, made.omaha, controller, labels); return; }
    try {
      const quick = runs.fromPreflopTable(request, this.table);
      if (quick) {
        this.result = { result: quick.result, labels, source: { kind: 'table', ms: performance.now() - start, pairs: quick.pairs }, game };
        this.progress = null;
        void this.extras(request, controller.signal);
        return;
      }
      const pool = await this.ensurePool();
      if (controller.signal.aborted) return;
      this.progress = { done: 0, partial: null };
      const result = await pool.equity(request, {
        signal: controller.signal,
        onProgress: (p: EquityProgress) => { if (this.controller === controller) this.progress = { done: p.done, partial: p.partial }; },
      });
      if (this.controller !== controller) return;
      this.progress = null;
      this.result = { result, labels, source: { kind: 'engine', ms: performance.now() - start }, game };
      void this.extras(request, controller.signal);
    } catch (e) {
      if (this.controller !== controller) return; // replaced by a newer request
      const partial = this.progress?.partial ?? null;
      if (controller.signal.aborted) {
        this.cancelledAt = this.progress?.done ?? 0;
        if (partial && partial.samples > 0) this.result = { result: { ...partial, exact: false, cancelled: true }, labels, source: { kind: 'engine', ms: performance.now() - start }, game };
      } else {
        this.error = failure(e, 'failure.engine');
      }
      this.progress = null;
    }
  }

  /** Omaha with ranges, run as their hands on the pool (lab-runs.ts). */
  private async runOmahaRanges(request: EquityRequest, omaha: OmahaRangeInput[], controller: AbortController, labels: string[]): Promise<void> {
    const start = performance.now();
    const game = this.setup.game;
    try {
      const [runs, pool] = await Promise.all([loadRuns(), this.ensurePool()]);
      if (this.controller !== controller) return;
      this.progress = { done: 0, partial: null };
      const result = await runs.runOmahaRanges(request, omaha, this.setup.trials, (r, o) => pool.equity(r, o), controller.signal,
        (done, partial) => { if (this.controller === controller) this.progress = { done, partial }; });
      if (this.controller !== controller) return;
      this.progress = null;
      if (!result) { this.error = sentence('lab.omahaNoFit'); return; }
      this.result = { result, labels, source: { kind: 'engine', ms: performance.now() - start }, game };
    } catch (e) {
      if (this.controller !== controller) return;
      if (controller.signal.aborted) {
        this.cancelledAt = this.progress?.done ?? 0;
        const partial = (e as { partial?: EquityResult | null }).partial;
        if (partial) this.result = { result: partial, labels, source: { kind: 'engine', ms: performance.now() - start }, game };
      } else {
        this.error = failure(e, 'failure.engine');
      }
      this.progress = null;
    }
  }

  /** After the figures: the street-by-street chart, and the hand-against-range grid colouring. */
  private async extras(request: EquityRequest, signal: AbortSignal): Promise<void> {
    try {
      await this.colourAgainst(request, signal);
      if (signal.aborted || !this.result) return;
      const [runs, pool] = await Promise.all([loadRuns(), this.ensurePool()]);
      const unroll = await runs.unrollOnPool(request, this.result.result, (r, o) => pool.equity(r, o), signal, () => signal.aborted);
      if (unroll && this.result && !signal.aborted) this.unroll = unroll;
    } catch {
      // Extras never hide the main figures.
    }
  }

  /** Heads-up hold'em, a known hand against a range: player 1's equity against each class of player 2's range (lab-runs.ts). */
  private async colourAgainst(request: EquityRequest, signal: AbortSignal): Promise<void> {
    const runs = await loadRuns();
    const out = await runs.equityAgainstClasses(request, this.table, async (r, o) => (await this.ensurePool()).equity(r, o), signal);
    if (out && !signal.aborted) { this.against = out; this.editing = 1; }
  }

  private remember(): void {
    const code = encodeLabSetup(this.setup);
    this.recent = [code, ...this.recent.filter((c) => c !== code)].slice(0, RECENT_MAX);
    try { localStorage.setItem(RECENT_KEY, JSON.stringify(this.recent)); } catch { /* private mode: kept for this visit */ }
    // The address always holds the setup being shown, so reload and back keep it.
    this.loadedCode = code;
    try { history.replaceState(null, '', `${LAB_ROUTE}${code}`); } catch { /* sandboxed frames */ }
  }

  private async share(): Promise<void> {
    const url = `${location.href.split('#')[0]}${LAB_ROUTE}${encodeLabSetup(this.setup)}`;
    this.shareUrl = url;
    try { await navigator.clipboard.writeText(url); this.shareNote = () => msg('lab.copied'); } catch { this.shareNote = () => msg('lab.copyFailed'); }
  }

  // ---- Rendering

  private problemAt(field: string): LabProblem | undefined { return this.problems.find((p) => p.field === field); }

  private cardField(field: string, label: string, hint: string, max: number) {
    const problem = this.problemAt(field);
    const id = `f-${field.replace('.', '-')}`;
    const open = this.picking?.field === field;
    return html`<div>
      <label for=${id}>${label}</label>
      <div class="row">
        <input type="text" id=${id} name=${field} autocomplete="off" spellcheck="false" .value=${this.fieldText(field)}
          aria-invalid=${problem ? 'true' : 'false'} aria-describedby="${id}-hint${problem ? ` ${id}-err` : ''}"
          @input=${(e: Event) => this.setFieldText(field, (e.target as HTMLInputElement).value)} />
        <button type="button" class="secondary" aria-expanded=${open ? 'true' : 'false'} aria-controls="${id}-picker"
          @click=${() => { if (!open) void loadPicker(); this.picking = open ? null : { field, max, label }; }}>${open ? msg('lab.pickClose') : msg('lab.pick')}</button>
      </div>
      <p class="hint" id="${id}-hint">${hint}</p>
      ${problem ? html`<p class="error" id="${id}-err" role="alert">${errorText(problem)}</p>` : nothing}
      ${open ? html`<div class="picker" id="${id}-picker"><felt-equity-picker .deck=${this.spec.deck} .selected=${this.fieldCards(field)}
        .taken=${this.cardsElsewhere(field)} .max=${max} label=${msg('lab.pickerFor', { field: label })} @card-pick=${this.onPick}></felt-equity-picker></div>` : nothing}
    </div>`;
  }

  private playerBlock(p: LabPlayer, i: number) {
    const spec = this.spec;
    const f = playerFields(spec);
    const n = i + 1;
    let body;
    if (f === 'stud') {
      body = html`${this.cardField(`p${i}.down`, msg('lab.down'), msg('lab.studHint'), spec.playerCards)}
        ${this.cardField(`p${i}.up`, msg('lab.up'), '', spec.playerCards)}`;
    } else if (f === 'draw') {
      const problem = this.problemAt(`p${i}.draw`);
      body = html`${this.cardField(`p${i}.hand`, msg('lab.kept'), '', spec.playerCards)}
        <label for="draw-${i}">${msg('lab.draws')}</label>
        <select id="draw-${i}" aria-invalid=${problem ? 'true' : 'false'} @change=${(e: Event) => this.setPlayer(i, { draw: Number((e.target as HTMLSelectElement).value) }, `p${i}.draw`)}>
          ${Array.from({ length: (spec.maxDraw ?? 5) + 1 }, (_, k) => html`<option value=${k} ?selected=${p.draw === k}>${k}</option>`)}
        </select>
        ${problem ? html`<p class="error" role="alert">${errorText(problem)}</p>` : nothing}`;
    } else if (spec.ranges) {
      body = html`${this.cardField(`p${i}.hand`, msg('lab.handHoldem'), msg('lab.handHoldemHint'), 2)}
        ${this.comboLine(i)}
        <button type="button" class="secondary" aria-pressed=${this.editing === i ? 'true' : 'false'} @click=${() => { this.editing = i; }}>${msg('lab.editGrid')}</button>`;
    } else {
      const example = spec.playerCards === 4 ? 'AsAhKsKh' : 'AsAhKsKhQd';
      body = this.cardField(`p${i}.hand`, msg('lab.handOmaha'), msg('lab.handOmahaHint', { count: spec.playerCards, example }), spec.playerCards);
    }
    return html`<div class="player">
      <h3><span>${msg('lab.player', { n })}</span>
        ${this.setup.players.length > spec.minPlayers ? html`<button type="button" class="secondary" @click=${() => this.removePlayer(i)}
          aria-label=${msg('lab.removePlayer', { n })}>✕</button>` : nothing}</h3>
      ${body}</div>`;
  }

  private gridPanel() {
    const i = this.editing;
    if (!this.spec.ranges || !this.setup.players[i]) return nothing;
    const pct = this.topPercent.get(i) ?? 0;
    return html`<fieldset><legend>${msg('lab.gridFor', { n: i + 1 })}</legend>
      <div class="tabs" role="group" aria-label=${msg('lab.players')}>
        ${this.setup.players.map((_, k) => html`<button type="button" aria-pressed=${k === i ? 'true' : 'false'} @click=${() => { this.editing = k; }}>${msg('lab.player', { n: k + 1 })}</button>`)}
      </div>
      <felt-equity-grid .range=${this.setup.players[i].hand} .against=${i === 1 ? this.against : null} label=${msg('lab.gridFor', { n: i + 1 })}
        @grid-paint=${(e: GridPaintEvent) => { this.setPlayer(i, { hand: e.detail.range }, `p${i}.hand`); this.against = null; }}></felt-equity-grid>
      <label for="top">${msg('lab.top', { percent: formatPercent(pct / 100, 1) })}</label>
      <input id="top" type="range" min="0" max="100" step="0.5" .value=${String(pct)} ?disabled=${!this.ranking}
        aria-describedby=${this.ranking ? nothing : 'top-wait'} @input=${(e: Event) => this.onTop(i, Number((e.target as HTMLInputElement).value))} />
      ${this.ranking ? nothing : html`<p class="hint" id="top-wait">${msg('lab.topLoading')}</p>`}
    </fieldset>`;
  }

  private recentList() {
    const items = this.recent.map((code) => {
      const d = decodeLabSetup(code);
      if (!d.ok) return null;
      const s = d.setup;
      const spec = EQUITY_GAMES[s.game];
      const hands = s.players.map((p) => (playerFields(spec) === 'stud' ? `${p.down} ${p.up}`.trim() : p.hand.trim()) || '?').join(' v ');
      return html`<li><a href="${LAB_ROUTE}${code}">${gameTitle(s.game)}: ${hands.length > 70 ? `${hands.slice(0, 68)}…` : hands}${s.board ? ` (${s.board})` : ''}</a></li>`;
    }).filter((x) => x !== null);
    return items.length ? html`<ul class="recent plain">${items}</ul>` : html`<p class="muted">${msg('lab.recentNone')}</p>`;
  }

  override render() {
    const spec = this.spec;
    const running = this.progress !== null;
    const trialsProblem = this.problemAt('trials');
    const playersProblem = this.problemAt('players');
    return html`
      <h1 tabindex="-1">${msg('lab.title')}</h1>
      <p>${msg('lab.intro')}</p>
      ${this.linkError ? html`<p class="error" role="alert">${say(this.linkError)}</p>` : nothing}
      <div class="layout">
        <form @submit=${(e: Event) => { e.preventDefault(); void this.run(); }} novalidate>
          <fieldset>
            <legend>${msg('lab.game')}</legend>
            <label for="game">${msg('lab.game')}</label>
            <select id="game" @change=${(e: Event) => this.setGame((e.target as HTMLSelectElement).value as EquityGameId)}>
              ${EQUITY_GAME_IDS.map((g) => html`<option value=${g} ?selected=${g === this.setup.game}>${gameTitle(g)}</option>`)}
            </select>
          </fieldset>
          <fieldset>
            <legend>${msg('lab.players')}</legend>
            ${this.setup.players.map((p, i) => this.playerBlock(p, i))}
            ${playersProblem ? html`<p class="error" role="alert">${errorText(playersProblem)}</p>` : nothing}
            ${this.setup.players.length < spec.maxPlayers ? html`<p><button type="button" class="secondary" @click=${() => this.addPlayer()}>${msg('lab.addPlayer')}</button></p>` : nothing}
          </fieldset>
          <fieldset>
            <legend>${spec.boardCards > 0 ? msg(spec.id === 'telesina' ? 'lab.velaDead' : 'lab.boardDead') : msg('lab.dead')}</legend>
            ${spec.boardCards > 0 ? this.cardField('board', spec.id === 'telesina' ? msg('lab.vela') : msg('lab.board'), '', spec.boardCards) : nothing}
            ${this.cardField('dead', msg('lab.dead'), msg('lab.deadHint'), 40)}
          </fieldset>
          <fieldset>
            <legend>${msg('lab.mode')}</legend>
            <!-- Three choices, each named in full on its own line (a select cut the longest off on a 360 px phone). -->
            ${(['auto', 'exact', 'monte-carlo'] as const).map((m) => html`<label class="choice"><input type="radio" name="mode" id="mode-${m}" value=${m}
              .checked=${this.setup.mode === m} @change=${() => this.update1({ mode: m })} />${msg(m === 'auto' ? 'lab.modeAuto' : m === 'exact' ? 'lab.modeExact' : 'lab.modeMonte')}</label>`)}
            ${this.setup.mode !== 'exact' ? html`<label for="trials">${msg('lab.trials')}</label>
              <input id="trials" type="number" min="1000" max=${MAX_LAB_TRIALS} step="1000" .value=${String(this.setup.trials)}
                aria-invalid=${trialsProblem ? 'true' : 'false'} @input=${(e: Event) => this.update1({ trials: Number((e.target as HTMLInputElement).value) }, 'trials')} />
              ${trialsProblem ? html`<p class="error" role="alert">${errorText(trialsProblem)}</p>` : nothing}` : nothing}
          </fieldset>
          <div class="actions">
            <button type="submit" id="run">${msg('lab.run')}</button>
            <button type="button" id="cancel" class="secondary" ?disabled=${!running} @click=${() => this.cancel()}>${msg('lab.cancel')}</button>
            <button type="button" id="share" class="secondary" @click=${() => { void this.share(); }}>${msg('lab.share')}</button>
          </div>
          ${this.shareUrl ? html`<div><input class="link" type="text" readonly aria-label=${msg('lab.share')} .value=${this.shareUrl} @focus=${(e: Event) => (e.target as HTMLInputElement).select()} />
            <p class="hint" role="status">${say(this.shareNote)} ${msg('lab.shareNote')}</p></div>` : nothing}
        </form>
        <div>
          ${this.gridPanel()}
          <section class="card-box" aria-labelledby="results-h">
            <h2 id="results-h">${msg('lab.results')}</h2>
            <div role="status" aria-live="polite">
              ${running ? html`<p>${msg('lab.running', { percent: formatPercent(this.progress!.done) })}</p>
                <progress max="1" .value=${this.progress!.done} aria-label=${msg('lab.running', { percent: formatPercent(this.progress!.done) })}></progress>` : nothing}
              ${this.cancelledAt !== null ? html`<p id="cancelled">${this.result?.result.cancelled ? msg('lab.cancelled', { percent: formatPercent(this.cancelledAt) }) : msg('lab.cancelledNone')}</p>` : nothing}
            </div>
            ${this.error ? html`<p class="error" role="alert" id="error">${this.error.text()}</p>${failureDetails(this.error)}` : nothing}
            ${this.result ? html`<felt-equity-results .result=${this.result.result} .labels=${this.result.labels} .source=${this.result.source}
              .unroll=${this.unroll} heading=${gameTitle(this.result.game)}></felt-equity-results>` : nothing}
            <p class="hint">${this.tableState === 'loading' ? msg('lab.tableLoading') : this.tableState === 'ready' ? msg('lab.tableReady') : this.tableError?.text() ?? ''}</p>${failureDetails(this.tableError)}
          </section>
          <section class="card-box"><h2>${msg('lab.recent')}</h2>${this.recentList()}</section>
        </div>
      </div>`;
  }
}

function readRecent(): string[] {
  try {
    const list = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((c): c is string => typeof c === 'string' && decodeLabSetup(c).ok).slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-equity-page': FeltEquityPage }
}
