// <felt-play-page>: #/play: set up a table, then play hand after hand against bots that think in the worker; saved after every action and resumed after a reload.
import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { GAMES, HandError, RUN_IT_TWICE_DECISION_SECONDS, type HandAction, type HandEvent, type HandView } from '../engine/index';
import { formatChips, formatPercent, msg } from '../i18n/index';
import { PlaySession, safeAction, type SessionState, type Turn } from '../play/session';
import { checkSetup, type PlaySetup } from '../play/setup';
import type { HandRecord } from '../play/record';
import { adviseInWorker, cancelBotDecision, decideInWorker, type Advice } from './bot-client';
import { actionLabel, eventText, seatName, type SeatWho } from './play-text';
import { pageStyles } from './shared-styles';
import { cardStyles } from './card-svg';
import { structureName, type PlayStartEvent } from './felt-play-setup';
import type { TableActionEvent } from './felt-table-actions';
import './felt-play-setup';
import './felt-table-view';
import './felt-table-actions';
import './felt-hand-result';
import './felt-play-summary';
import { errorText } from './engine-text';
import { failure, failureDetails, sentence, words, type Failure } from './failure';
import { gameTitle } from './game-names';

/** What the page needs from the store (FeltStore implements it). */
export interface PlayStore {
  getPlaySession<S>(): Promise<S | null>;
  /** Saves the session (null clears it) and, when a hand just ended, its record, in one transaction; says how many old hands were dropped. */
  savePlay(state: SessionState | null, hand?: HandRecord): Promise<{ dropped: number }>;
}

/** A bot's pause before acting, at the natural pace (milliseconds; seeded, so it varies but replays alike). */
const botPause = (seed: number): number => 450 + (seed % 650);

/** Each page gets its own worker job id, so a page being left cannot cancel the next page's decision. */
let pages = 0;

/** How often a failed bot decision is asked again before the bot takes the safe action instead. */
const BOT_RETRIES = 2;

/** A random seed for a new table (the pure session takes it as a parameter). */
function freshSeed(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0] % 2_000_000_000;
}

@customElement('felt-play-page')
export class FeltPlayPage extends LitElement {
  static override styles = [pageStyles, cardStyles, css`
    .top { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem 1rem; margin-bottom: 0.5rem; }
    .top p { margin: 0; }
    .top .buttons { display: flex; flex-wrap: wrap; gap: 0.5rem; }
    .turn-status { min-height: 1.4rem; margin: 0.3rem 0; font-weight: 600; }
    h1 { margin-bottom: 0.3rem; }
    .panel { margin-top: 0.75rem; }
    .error { color: var(--felt-warn-text); background: var(--felt-warn-bg); border-radius: 0.5rem; padding: 0.5rem 0.9rem; }
    .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
    .advice { border-left: 4px solid var(--felt-accent); margin: 0.4rem 0; padding: 0.5rem 0.8rem; }
    label.inline { display: inline-flex; align-items: center; gap: 0.4rem; min-height: 44px; font-weight: 600; }
    label.inline input { width: 1.3rem; height: 1.3rem; accent-color: var(--felt-accent); }
    /* Phones: the learner's cards are drawn larger in their seat; the strip would push the actions off screen. */
    @media (max-width: 40rem) {
      h1 { font-size: 1.3rem; } .top { font-size: 0.9rem; }
      .top .buttons { width: 100%; } .top .buttons .button, .top .buttons button { flex: 1 1 auto; padding: 0.4rem 0.6rem; }
    }
  `];

  /** The app's store (null until it opens). */
  @property({ attribute: false }) store: PlayStore | null = null;

  @state() private session: PlaySession | null = null;
  @state() private loaded = false;
  /** Worded at render time, so a language switch rewords an error or a notice already shown. */
  @state() private error: Failure | null = null;
  @state() private notice: Failure | null = null;
  @state() private announcement = '';
  @state() private secondsLeft: number | null = null;
  @state() private version = 0;
  @state() private lastSetup: PlaySetup | null = null;
  @state() private boardSeen = 0;
  /** The advice shown after the learner's last decision. */
  @state() private advice: { key: string; mine: string; hard: Advice | null; failed: boolean } | null = null;
  private pendingAdvice: { key: string; promise: Promise<Advice> } | null = null;

  @query('h1') private heading!: HTMLElement;

  /** Bumped on every change, so a bot's late answer for an old position is ignored. */
  private token = 0;
  private timer: ReturnType<typeof setInterval> | null = null;
  private deadline: number | null = null;
  private saving: Promise<unknown> = Promise.resolve();
  private announced = 0;
  private readonly jobId = `table-bot-${++pages}`;

  focusHeading(): void { this.heading?.focus(); }

  override disconnectedCallback(): void {
    this.stopClock();
    this.token++;
    void cancelBotDecision(this.jobId);
    super.disconnectedCallback();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('store') && this.store && !this.loaded) void this.load();
  }

  private async load(): Promise<void> {
    const store = this.store!;
    let saved: SessionState | null = null;
    try { saved = await store.getPlaySession<SessionState>(); } catch { saved = null; }
    if (saved) {
      this.lastSetup = saved.setup;
      try {
        this.session = PlaySession.restore(saved);
        this.announced = this.session.view(this.session.learner)?.history.length ?? 0;
      } catch (error) {
        // The saved table stays as it is until the learner starts another one.
        this.error = failure(error, null, 'play.resumeFailed');
      }
    }
    this.loaded = true;
    this.advance();
  }

  private persist(record?: HandRecord): void {
    const store = this.store;
    const session = this.session;
    if (!store) return;
    const state = session ? session.save() : null;
    this.saving = this.saving.then(() => store.savePlay(state, record)).then(({ dropped }) => {
      if (dropped > 0) this.notice = sentence('play.droppedHands', { count: dropped });
    }).catch((error: unknown) => { this.notice = failure(error, null, 'play.saveFailed'); });
  }

  private onStart(e: PlayStartEvent): void {
    const setup: PlaySetup = { ...e.detail.setup, seed: freshSeed() };
    if (checkSetup(setup).length > 0) return;
    const now = Date.now();
    this.error = null;
    this.lastSetup = setup;
    this.session = PlaySession.start(setup, { now, id: `t${now.toString(36)}${(setup.seed % 1296).toString(36)}` });
    this.session.deal(now);
    this.announced = 0;
    this.boardSeen = 0;
    this.persist();
    this.advance();
    requestAnimationFrame(() => this.focusHeading());
  }

  /** Moves the table on: asks the worker for a bot, starts the learner's timers, or waits for a button. */
  private advance(): void {
    this.token++;
    this.stopClock();
    this.version++;
    const s = this.session;
    if (!s) return;
    const turn = s.turn(Date.now());
    if (turn.kind === 'over' && s.endedAt === null) { s.end(Date.now()); this.persist(); }
    if (turn.kind === 'bot') this.askBot(turn);
    if (turn.kind === 'learner') {
      this.startTimer(turn);
      this.requestAdvice();
    }
  }

  /** Advice (off by default): Hard thinks about the learner's own view while the learner does. */
  private requestAdvice(): void {
    const s = this.session!;
    if (!s.setup.advice) { this.pendingAdvice = null; return; }
    const view = s.view(s.learner);
    if (!view) return;
    const key = `${s.handNumber}:${s.actions.length}`;
    const promise = adviseInWorker(view, s.botSeed(s.learner));
    promise.catch(() => undefined);
    this.pendingAdvice = { key, promise };
  }

  private showAdvice(action: HandAction): void {
    const pending = this.pendingAdvice;
    this.pendingAdvice = null;
    if (!pending || !this.session?.setup.advice) return;
    const shown = { key: pending.key, mine: actionLabel(action), hard: null, failed: false };
    this.advice = shown;
    pending.promise.then((hard) => { if (this.advice?.key === shown.key) this.advice = { ...shown, hard }; })
      .catch(() => { if (this.advice?.key === shown.key) this.advice = { ...shown, failed: true }; });
  }

  private toggleAdvice(on: boolean): void {
    const s = this.session!;
    s.setAdvice(on);
    if (!on) this.advice = null;
    this.persist();
    if (on && s.turn().kind === 'learner') this.requestAdvice();
    this.version++;
  }

  private askBot(turn: Extract<Turn, { kind: 'bot' }>, attempt = 0): void {
    const s = this.session!;
    const token = this.token;
    // T-AI: the bot gets its own seat's view and nothing else.
    const view = s.view(turn.seat)!;
    const seed = s.botSeed(turn.seat);
    const pause = s.setup.pace === 'fast' ? 0 : botPause(seed);
    const started = performance.now();
    decideInWorker({ level: turn.level, seed, view, runItTwice: s.preference(turn.seat), timeMs: 400 }, this.jobId)
      .then((action) => {
        const wait = Math.max(0, pause - (performance.now() - started));
        setTimeout(() => { if (token === this.token) this.apply(action, false); }, wait);
      })
      .catch((error: unknown) => {
        if (token !== this.token) return;
        // The worker may have been restarted or the job cut short: ask again, then fall back so the table goes on.
        if (attempt < BOT_RETRIES) { this.askBot(turn, attempt + 1); return; }
        this.notice = failure(error, 'failure.bot', 'play.botFallback');
        this.apply(safeAction(turn.next), false);
      });
  }

  private startTimer(turn: Extract<Turn, { kind: 'learner' }>): void {
    const next = turn.next;
    const spec = GAMES[this.session!.setup.game];
    // G-DRAW-TIMER and P-RIT-INTERACTIVE: the engine takes 'timeout' when the time is up.
    const seconds = next.kind === 'draw' ? spec.drawSeconds ?? null
      : next.kind === 'runout-choice' || next.kind === 'runout-accept' ? RUN_IT_TWICE_DECISION_SECONDS : null;
    if (seconds === null) { this.secondsLeft = null; return; }
    this.deadline = Date.now() + seconds * 1000;
    this.secondsLeft = seconds;
    const token = this.token;
    this.timer = setInterval(() => {
      if (token !== this.token || this.deadline === null) return;
      const left = Math.max(0, Math.ceil((this.deadline - Date.now()) / 1000));
      this.secondsLeft = left;
      if (left === 0) { this.stopClock(); this.apply({ type: 'timeout' }, true); }
    }, 250);
  }

  private stopClock(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.deadline = null;
  }

  private apply(action: HandAction, byLearner: boolean): void {
    const s = this.session;
    if (!s) return;
    const before = s.view(s.learner)?.boards[0]?.length ?? 0;
    let record: HandRecord | null = null;
    try {
      record = s.act(action, Date.now());
    } catch (error) {
      if (error instanceof HandError) {
        if (byLearner) { this.error = words(() => errorText(error)); return; }
        // A bot's refused action is a bug, but the table must not stall on it: say so and take the safe action.
        const turn = s.turn();
        const fallback = turn.kind === 'bot' ? safeAction(turn.next) : null;
        if (!fallback || (fallback.type === action.type && !('to' in action))) { this.error = failure(error, null, 'play.botIllegal'); return; }
        this.notice = failure(error, null, 'play.botIllegal');
        this.apply(fallback, false);
        return;
      }
      throw error;
    }
    this.boardSeen = before;
    this.error = null;
    if (byLearner) this.showAdvice(action);
    this.announce();
    this.persist(record ?? undefined);
    this.advance();
  }

  /** Reads out what happened since the last announcement (a polite live region). */
  private announce(): void {
    const s = this.session!;
    const hand = s.lastHand;
    const view = hand ? hand.view(s.learner) : s.view(s.learner);
    if (!view) return;
    const names = this.names();
    const fresh = view.history.slice(this.announced).map((e) => eventText(e, (seat) => names[seat] || msg('play.seat', { seat: seat + 1 }))).filter((t): t is string => !!t);
    this.announced = hand ? 0 : view.history.length;
    if (fresh.length) this.announcement = fresh.slice(-4).join(' ');
  }

  private onAction(e: TableActionEvent): void {
    const turn = this.session?.turn();
    if (turn?.kind !== 'learner') return;
    this.apply(e.detail.action, true);
  }

  private nextHand(): void {
    const s = this.session!;
    this.announced = 0;
    this.boardSeen = 0;
    if (s.deal(Date.now())) this.persist();
    this.advance();
  }

  private sitOut(): void {
    try { this.session!.sitOut(); } catch (error) { this.error = failure(error, null); return; }
    this.persist();
    this.version++;
  }

  private sitIn(postMissed: boolean): void {
    this.session!.sitIn(postMissed);
    this.persist();
    this.version++;
  }

  private rebuy(): void {
    this.session!.rebuy();
    this.persist();
    this.advance();
  }

  private endSession(): void {
    const s = this.session!;
    this.token++;
    void cancelBotDecision(this.jobId);
    s.end(Date.now());
    this.persist();
    this.advance();
  }

  private newTable(): void {
    this.token++;
    this.session = null;
    this.error = null;
    this.persist();
    this.version++;
  }

  /** Who sat where: during a hand the table now; after it, the players of that hand (a busted bot has left by then). */
  private players(): (string | null)[] {
    const s = this.session!;
    if (s.lastHand && s.lastRecord?.players) return s.lastRecord.players;
    return s.occupants().map((o) => (o ? (o.kind === 'learner' ? 'learner' : o.level) : null));
  }

  private names(): string[] {
    return this.players().map((p, i): string => {
      if (!p) return '';
      const who: SeatWho = p === 'learner' ? { kind: 'learner' } : { kind: 'bot', level: p as 'easy' };
      return seatName(i, who);
    });
  }

  private levels(): (string | null)[] {
    return this.players().map((p) => (p === 'easy' || p === 'normal' || p === 'hard' ? msg(`play.levelBot.${p}`) : null));
  }

  private lastActions(view: HandView): (string | null)[] {
    const last: (string | null)[] = view.seats.map(() => null);
    for (const e of view.history) {
      if (e.type === 'street') { last.fill(null); continue; }
      const text = shortEvent(e);
      if (text && 'seat' in e) last[e.seat] = text;
    }
    return last;
  }

  private renderTable() {
    const s = this.session!;
    const turn = s.turn();
    const hand = s.lastHand;
    const view = hand ? hand.view(s.learner) : s.view(s.learner);
    const names = this.names();
    const result = hand?.result ?? null;
    const winners = result ? [...new Set(result.pots.flatMap((p) => p.winners))] : [];
    const status = turn.kind === 'bot' ? msg('play.thinking', { who: names[turn.seat] })
      : turn.kind === 'learner' ? msg('play.yourTurn') : turn.kind === 'busted' ? msg('play.busted') : '';
    return html`
      <div class="top">
        <p><strong>${gameTitle(s.setup.game)}</strong> · ${structureName(s.setup.structure.kind)} · ${msg('play.handNumber', { n: s.handNumber })} · ${msg('play.yourStack', { amount: formatChips(s.learnerStack) })}</p>
        <div class="buttons">
          <label class="inline"><input id="advice-toggle" type="checkbox" .checked=${s.setup.advice} @change=${(e: Event) => this.toggleAdvice((e.target as HTMLInputElement).checked)}>${msg('play.adviceToggle')}</label>
          <a class="button secondary" href="#/history">${msg('play.history')}</a>
          ${turn.kind !== 'over' ? html`<button class="secondary" id="end" @click=${() => this.endSession()}>${msg('play.end')}</button>` : nothing}
        </div>
      </div>
      <felt-table-view .view=${view} .names=${names} .levels=${this.levels()} .viewer=${s.learner} .turnSeat=${turn.kind === 'bot' || turn.kind === 'learner' ? turn.seat : -1}
        .lastActions=${view ? this.lastActions(view) : []} .winners=${winners} .seenBoard=${this.boardSeen}
        .stacks=${s.occupants().map((o) => o?.stack ?? null)}></felt-table-view>
      <p class="turn-status">${status}</p>
      ${this.error ? html`<p class="error" role="alert">${this.error.text()}</p>${failureDetails(this.error)}` : nothing}
      <div role="status">${s.setup.advice && this.advice ? html`<p class="card-box advice" id="advice">${msg('play.adviceYou', { action: this.advice.mine })}
        ${this.advice.hard ? html` ${msg('play.adviceHard', { action: actionLabel(this.advice.hard.action) })}${this.advice.hard.equity !== null
          ? html` ${msg('play.adviceEquity', { equity: formatPercent(this.advice.hard.equity) })}` : nothing}` : this.advice.failed ? html` ${msg('play.adviceFailed')}` : html` ${msg('play.adviceThinking')}`}</p>` : nothing}</div>
      ${this.notice ? html`<p class="error" role="status">${this.notice.text()}</p>${failureDetails(this.notice)}` : nothing}
      ${turn.kind === 'learner' ? html`<felt-table-actions .next=${turn.next} .view=${view} .structureKind=${s.setup.structure.kind}
        .secondsLeft=${this.secondsLeft} .explain=${(a: HandAction) => s.explain(a)?.text ?? null}
        @table-action=${(e: TableActionEvent) => this.onAction(e)}></felt-table-actions>` : nothing}
      ${turn.kind === 'between' || turn.kind === 'busted' || (turn.kind === 'over' && hand) ? html`<div class="panel">
        ${hand && result ? html`<div class="card-box"><felt-hand-result .result=${result} .history=${view?.history ?? []} .game=${s.setup.game} .names=${names}
          .viewer=${s.learner} .rules=${s.lastRecord?.rules ?? []}></felt-hand-result></div>` : nothing}
        ${turn.kind === 'between' ? html`<div class="top">
          <button id="next-hand" @click=${() => this.nextHand()}>${msg('play.nextHand')}</button>
          ${s.sittingOut ? html`<span>${msg('play.sittingOutNote')}</span>
            ${s.missedBlinds ? html`<button class="secondary" id="sit-in-post" @click=${() => this.sitIn(true)}>${msg('play.sitInPost')}</button>
              <button class="secondary" id="sit-in-wait" @click=${() => this.sitIn(false)}>${msg('play.sitInWait')}</button>`
              : html`<button class="secondary" id="sit-in" @click=${() => this.sitIn(false)}>${msg('play.sitIn')}</button>`}`
            : html`<button class="secondary" id="sit-out" @click=${() => this.sitOut()}>${msg('play.sitOut')}</button>`}
        </div>` : nothing}
        ${turn.kind === 'busted' ? html`<p>${msg('play.bustedText')}</p><button id="rebuy" @click=${() => this.rebuy()}>${msg('play.rebuy', { amount: formatChips(s.setup.stack) })}</button>` : nothing}
      </div>` : nothing}
      ${turn.kind === 'over' ? html`<div class="panel">
        <felt-play-summary .stats=${s.stats} .rebuys=${s.rebuys} .gameName=${gameTitle(s.setup.game)}
          .minutes=${Math.max(0, Math.round(((s.endedAt ?? Date.now()) - s.startedAt) / 60_000))}></felt-play-summary>
        <div class="top"><button id="new-table" @click=${() => this.newTable()}>${msg('play.newTable')}</button>
        <a class="button secondary" href="#/history">${msg('play.history')}</a></div>
      </div>` : nothing}`;
  }

  override render() {
    return html`<h1 tabindex="-1">${msg('play.title')}</h1>
      ${!this.loaded ? html`<p>${msg('app.loading')}</p>` : this.session ? this.renderTable() : html`
        ${this.error ? html`<p class="error" role="alert">${this.error.text()}</p>${failureDetails(this.error)}` : nothing}
        <p>${msg('play.intro')}</p>
        <felt-play-setup .initial=${this.lastSetup} @play-start=${(e: PlayStartEvent) => this.onStart(e)}></felt-play-setup>
        <p><a href="#/history">${msg('play.history')}</a></p>`}
      <div class="sr" role="status" aria-live="polite">${this.announcement}</div>`;
  }
}

/** A seat's last action, short ("Raise to 6"), for the seat ring. */
function shortEvent(e: HandEvent): string | null {
  switch (e.type) {
    case 'fold': return msg('play.act.fold');
    case 'check': return msg('play.act.check');
    case 'call': return msg('play.short.call', { amount: formatChips(e.amount) });
    // A seat's last move in the third person (Greek "Ποντάρει", not the learner's button "Ποντάρω").
    case 'bet': return msg('play.short.bet', { amount: formatChips(e.to) });
    case 'raise': return msg('play.short.raise', { amount: formatChips(e.to) });
    case 'bring-in': return msg('play.short.bringIn', { amount: formatChips(e.amount) });
    case 'small-blind': case 'big-blind': case 'live-blind': return msg('play.short.blind', { amount: formatChips(e.amount) });
    case 'draw': return e.discarded.length ? msg('play.short.draw', { count: e.discarded.length }) : msg('play.short.standPat');
    default: return null;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-play-page': FeltPlayPage }
}
