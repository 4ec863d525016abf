// <felt-hand-history-page>: #/history: every hand played (the last 2,000), filtered by game, date and result; replayed step by step; shared as a link; exported and imported as PHH.
import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { exportPhh, exportPhhs, importPhh, replayHand, type GameId, type HistoryHand } from '../engine/index';
import { formatChips, formatDate, msg } from '../i18n/index';
import { handRecord, readShareCode, shareCode, type HandRecord, type SharedHand } from '../play/record';
import type { FeltStore } from '../storage/store';
import { errorText } from './engine-text';
import { failureText } from './failure';
import { seatName, type SeatWho } from './play-text';
import { pageStyles } from './shared-styles';
import { structureName } from './felt-play-setup';
import './felt-hand-replay';
import { gameTitle } from './game-names';

type Period = 'all' | 'today' | 'week' | 'month';
type Outcome = 'all' | 'won' | 'lost' | 'even';

const PAGE = 100;

/** Seat names for a record ("You", "Seat 3 (Hard)"). */
function recordNames(r: Pick<HandRecord, 'setup' | 'seat' | 'players'>): string[] {
  return r.setup.seats.map((s, i) => {
    const p = r.players?.[i];
    const who: SeatWho = i === r.seat ? { kind: 'learner' } : p === 'easy' || p === 'normal' || p === 'hard' ? { kind: 'bot', level: p } : null;
    return s.stack > 0 || p ? seatName(i, who) : '';
  });
}

/** A .phh (one hand) or .phhs (several) download. */
function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/toml' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A short hash of a text (import ids: importing the same file twice keeps one copy). */
function textHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) { h ^= text.charCodeAt(i); h = Math.imul(h, 0x01000193); }
  return (h >>> 0).toString(36);
}

@customElement('felt-hand-history-page')
export class FeltHandHistoryPage extends LitElement {
  static override styles = [pageStyles, css`
    .filters { display: flex; flex-wrap: wrap; gap: 0.6rem 1rem; align-items: end; margin: 0.5rem 0 1rem; }
    label { display: grid; gap: 0.2rem; font-weight: 600; }
    select { min-height: 44px; font: inherit; padding: 0 0.5rem; border: 2px solid var(--felt-border); border-radius: 0.5rem; background: var(--felt-surface); color: var(--felt-text); }
    ul.hands { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.5rem; }
    ul.hands li { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 0.4rem 1rem; padding: 0.5rem 0.75rem; border: 1px solid var(--felt-border); border-radius: 0.6rem; background: var(--felt-surface); }
    .what { display: grid; gap: 0.1rem; }
    .net { font-weight: 800; font-variant-numeric: tabular-nums; }
    .actions { display: flex; flex-wrap: wrap; gap: 0.4rem; }
    .tools { display: flex; flex-wrap: wrap; gap: 0.6rem; align-items: center; margin: 0.5rem 0; }
    .message { padding: 0.5rem 0.9rem; border-radius: 0.5rem; background: var(--felt-surface-2); }
    .message.warn { color: var(--felt-warn-text); background: var(--felt-warn-bg); }
    input.link { width: 100%; min-height: 44px; font: inherit; font-size: 0.85rem; padding: 0 0.5rem; border: 1px solid var(--felt-border); border-radius: 0.5rem; background: var(--felt-surface); color: var(--felt-text); box-sizing: border-box; }
    .file { position: relative; overflow: hidden; }
    .file input { position: absolute; inset: 0; opacity: 0; cursor: pointer; }
  `];

  @property({ attribute: false }) store: FeltStore | null = null;
  /** #/history/<id>: one hand to replay. */
  @property({ attribute: false }) handId: string | null = null;
  /** #/history/share/<code>: a shared hand to replay. */
  @property({ attribute: false }) shareCode: string | null = null;

  @state() private hands: HandRecord[] | null = null;
  @state() private game: GameId | 'all' = 'all';
  @state() private period: Period = 'all';
  @state() private outcome: Outcome = 'all';
  @state() private shown = PAGE;
  /** Worded at render time (a language switch rewords a message already shown). */
  @state() private message: { text: () => string; warn: boolean } | null = null;
  @state() private link: string | null = null;
  @state() private shared: SharedHand | null = null;
  @state() private sharedError: (() => string) | null = null;

  @query('h1') private heading!: HTMLElement;

  focusHeading(): void { this.heading?.focus(); }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('shareCode') && this.shareCode) {
      try { this.shared = readShareCode(this.shareCode); this.sharedError = null; } catch (error) { this.shared = null; this.sharedError = () => errorText(error); }
    }
    if ((changed.has('store') || changed.has('handId')) && this.store && this.hands === null) void this.load();
    if (changed.has('handId')) this.link = null;
  }

  private async load(): Promise<void> {
    this.hands = await this.store!.listHands<HandRecord>();
  }

  private filtered(now: number): HandRecord[] {
    const day = 86_400_000;
    const start = new Date(now);
    start.setHours(0, 0, 0, 0);
    const since = this.period === 'today' ? start.getTime() : this.period === 'week' ? now - 7 * day : this.period === 'month' ? now - 30 * day : -Infinity;
    return (this.hands ?? []).filter((h) => (this.game === 'all' || h.game === this.game) && h.playedAt >= since
      && (this.outcome === 'all' || (this.outcome === 'won' ? h.net > 0 : this.outcome === 'lost' ? h.net < 0 : h.net === 0)));
  }

  private shareLink(r: SharedHand): string {
    return `${location.href.split('#')[0]}#/history/share/${shareCode(r)}`;
  }

  private async share(r: HandRecord): Promise<void> {
    const link = this.shareLink(r);
    this.link = link;
    try {
      await navigator.clipboard.writeText(link);
      this.message = { text: () => msg('history.linkCopied'), warn: false };
    } catch {
      this.message = { text: () => msg('history.linkShown'), warn: false };
    }
  }

  private asHistoryHand(r: HandRecord): HistoryHand {
    return { setup: r.setup, actions: r.actions, viewer: r.seat, playedAt: r.playedAt, names: recordNames(r) };
  }

  private exportOne(r: HandRecord): void {
    download(`felt-hand-${r.id}.phh`, exportPhh(this.asHistoryHand(r)));
  }

  private exportAll(list: HandRecord[]): void {
    if (list.length === 0) return;
    download(`felt-hands-${new Date().toISOString().slice(0, 10)}.phhs`, exportPhhs(list.map((r) => this.asHistoryHand(r))));
    this.message = { text: () => msg('history.exported', { count: list.length }), warn: false };
  }

  private async importFile(e: Event): Promise<void> {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file || !this.store) return;
    let text: string;
    try { text = await file.text(); } catch { this.message = { text: () => msg('history.importUnreadable'), warn: true }; return; }
    let records: HandRecord[];
    try {
      const hands = importPhh(text);
      const batch = textHash(text);
      const now = Date.now();
      // Every hand is replayed through the engine before anything is saved.
      records = hands.map((h, i) => {
        const hand = replayHand(h.setup, h.actions);
        const seat = h.viewer ?? h.setup.seats.findIndex((s) => s.stack > 0);
        const record = handRecord({ hand, sessionId: `import-${batch}`, number: i + 1, seat, playedAt: h.playedAt ?? now });
        return { ...record, id: `import-${batch}-${i + 1}` };
      });
    } catch (error) {
      this.message = { text: () => msg('history.importFailed', { name: file.name, reason: errorText(error) }), warn: true };
      return;
    }
    try {
      const { added, dropped } = await this.store.addHands(records);
      this.message = { text: () => msg('history.imported', { count: added, name: file.name }) + (dropped > 0 ? ` ${msg('play.droppedHands', { count: dropped })}` : ''), warn: false };
      await this.load();
    } catch (error) {
      this.message = { text: () => msg('history.importFailed', { name: file.name, reason: failureText(error) }), warn: true };
    }
  }

  private renderMessage() {
    return html`<div role="status">${this.message ? html`<p class="message ${this.message.warn ? 'warn' : ''}">${this.message.text()}</p>` : nothing}</div>
      ${this.link ? html`<label>${msg('history.linkLabel')}<input class="link" readonly .value=${this.link} @focus=${(e: Event) => (e.target as HTMLInputElement).select()}></label>` : nothing}`;
  }

  private renderOne() {
    if (this.shareCode) {
      return html`<h1 tabindex="-1">${msg('history.sharedTitle')}</h1>
        ${this.sharedError ? html`<p class="message warn" role="alert">${this.sharedError()}</p>` : this.shared ? html`
          <felt-hand-replay .setup=${this.shared.setup} .actions=${this.shared.actions} .seat=${this.shared.seat} .players=${this.shared.players} .playedAt=${this.shared.playedAt}></felt-hand-replay>` : nothing}
        <p><a href="#/history">${msg('history.backToList')}</a></p>`;
    }
    const r = this.hands?.find((h) => h.id === this.handId);
    if (this.hands === null) return html`<h1 tabindex="-1">${msg('history.title')}</h1><p>${msg('app.loading')}</p>`;
    if (!r) return html`<h1 tabindex="-1">${msg('history.title')}</h1><p class="message warn" role="alert">${msg('history.notFound')}</p><p><a href="#/history">${msg('history.backToList')}</a></p>`;
    return html`<h1 tabindex="-1">${msg('history.handTitle', { n: r.number, game: gameTitle(r.game) })}</h1>
      <div class="tools">
        <a class="button secondary" href="#/history">${msg('history.backToList')}</a>
        <button class="secondary" id="share" @click=${() => { void this.share(r); }}>${msg('history.share')}</button>
        <button class="secondary" id="export-one" @click=${() => this.exportOne(r)}>${msg('history.exportOne')}</button>
      </div>
      ${this.renderMessage()}
      <felt-hand-replay .setup=${r.setup} .actions=${r.actions} .seat=${r.seat} .players=${r.players} .playedAt=${r.playedAt}></felt-hand-replay>`;
  }

  override render() {
    if (this.handId || this.shareCode) return this.renderOne();
    const now = Date.now();
    const list = this.filtered(now);
    const games = [...new Set((this.hands ?? []).map((h) => h.game))];
    return html`<h1 tabindex="-1">${msg('history.title')}</h1>
      <p>${msg('history.intro')}</p>
      <div class="tools">
        <a class="button" href="#/play">${msg('history.toTable')}</a>
        <button class="secondary" id="export-all" ?disabled=${list.length === 0} @click=${() => this.exportAll(list)}>${msg('history.exportAll', { count: list.length })}</button>
        <span class="button secondary file"><span aria-hidden="true">${msg('history.import')}</span>
          <input type="file" id="import" accept=".phh,.phhs,.toml,.txt,application/toml,text/plain" aria-label=${msg('history.import')} @change=${(e: Event) => { void this.importFile(e); }}></span>
      </div>
      ${this.renderMessage()}
      <div class="filters" role="group" aria-label=${msg('history.filters')}>
        <label>${msg('play.game')}<select id="filter-game" @change=${(e: Event) => { this.game = (e.target as HTMLSelectElement).value as GameId; this.shown = PAGE; }}>
          <option value="all">${msg('history.allGames')}</option>
          ${games.map((g) => html`<option value=${g} ?selected=${g === this.game}>${gameTitle(g)}</option>`)}
        </select></label>
        <label>${msg('history.period')}<select id="filter-period" @change=${(e: Event) => { this.period = (e.target as HTMLSelectElement).value as Period; this.shown = PAGE; }}>
          ${(['all', 'today', 'week', 'month'] as const).map((p) => html`<option value=${p} ?selected=${p === this.period}>${msg(`history.period.${p}`)}</option>`)}
        </select></label>
        <label>${msg('history.result')}<select id="filter-result" @change=${(e: Event) => { this.outcome = (e.target as HTMLSelectElement).value as Outcome; this.shown = PAGE; }}>
          ${(['all', 'won', 'lost', 'even'] as const).map((o) => html`<option value=${o} ?selected=${o === this.outcome}>${msg(`history.result.${o}`)}</option>`)}
        </select></label>
      </div>
      ${this.hands === null ? html`<p>${msg('app.loading')}</p>` : html`
        <p class="muted" role="status">${msg('history.count', { shown: Math.min(list.length, this.shown), total: list.length, all: this.hands.length })}</p>
        ${list.length === 0 ? html`<p>${this.hands.length === 0 ? msg('history.empty') : msg('history.noneMatch')}</p>` : nothing}
        <ul class="hands">${list.slice(0, this.shown).map((r) => html`<li data-id=${r.id}>
          <div class="what">
            <strong>${msg('history.handTitle', { n: r.number, game: gameTitle(r.game) })} · ${structureName(r.structure)}</strong>
            <span class="muted">${formatDate(r.playedAt)} · ${msg('history.potOf', { amount: formatChips(r.pot) })}${r.showdown ? ` · ${msg('play.showdown')}` : ''}</span>
          </div>
          <span class="net">${r.net > 0 ? '+' : ''}${formatChips(r.net)}</span>
          <div class="actions">
            <a class="button" href=${`#/history/${encodeURIComponent(r.id)}`} aria-label=${msg('history.replayHand', { n: r.number })}>${msg('history.replay')}</a>
            <button class="secondary" aria-label=${msg('history.shareHand', { n: r.number })} @click=${() => { void this.share(r); }}>${msg('history.share')}</button>
            <button class="secondary" aria-label=${msg('history.exportHand', { n: r.number })} @click=${() => this.exportOne(r)}>${msg('history.exportOne')}</button>
          </div>
        </li>`)}</ul>
        ${list.length > this.shown ? html`<p><button class="secondary" @click=${() => { this.shown += PAGE; }}>${msg('history.more')}</button></p>` : nothing}`}`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-hand-history-page': FeltHandHistoryPage }
}
