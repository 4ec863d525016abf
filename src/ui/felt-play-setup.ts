// <felt-play-setup>: set up a table: game, structure, seats and bot levels, stacks and forced bets with per-game defaults, min-raise rule, run it twice where allowed, session limit (T-CHIPS).
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { GAMES, GAME_IDS, type GameId, type StructureKind } from '../engine/index';
import { msg, type MessageId } from '../i18n/index';
import {
  PLAY_BOT_LEVELS, checkSetup, defaultSeats, defaultSetup, defaultStack, defaultStructure, maxSeats, runItTwiceAllowed, type PlaySeat, type PlaySetup,
} from '../play/setup';
import { pageStyles } from './shared-styles';
import { gameTitle } from './game-names';

export type PlayStartEvent = CustomEvent<{ setup: PlaySetup }>;

const STRUCTURE_NAMES: Record<StructureKind, MessageId> = {
  'no-limit': 'play.structure.no-limit', 'pot-limit': 'play.structure.pot-limit', 'half-pot': 'play.structure.half-pot',
  'fixed-limit': 'play.structure.fixed-limit', 'spread-limit': 'play.structure.spread-limit',
};
export const structureName = (kind: StructureKind): string => msg(STRUCTURE_NAMES[kind]);

@customElement('felt-play-setup')
export class FeltPlaySetup extends LitElement {
  static override styles = [pageStyles, css`
    form { display: grid; gap: 0.9rem; max-width: 44rem; }
    fieldset { border: 1px solid var(--felt-border); border-radius: 0.6rem; padding: 0.6rem 0.9rem 0.9rem; margin: 0; display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.6rem; min-width: 0; }
    legend { font-weight: 700; padding: 0 0.3rem; }
    .row { display: flex; flex-wrap: wrap; gap: 0.6rem 1rem; }
    label { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.2rem; font-weight: 600; min-width: 0; }
    label.inline { display: flex; align-items: center; gap: 0.5rem; min-height: 44px; font-weight: 500; }
    select, input[type='number'] { max-width: 100%; min-height: 44px; font: inherit; padding: 0 0.5rem; border: 2px solid var(--felt-border); border-radius: 0.5rem; background: var(--felt-surface); color: var(--felt-text); box-sizing: border-box; }
    input[type='number'] { width: 7rem; }
    input[type='checkbox'], input[type='radio'] { width: 1.4rem; height: 1.4rem; accent-color: var(--felt-accent); flex: none; }
    .seats { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 10rem), 1fr)); gap: 0.5rem; }
    .problems { color: var(--felt-warn-text); background: var(--felt-warn-bg); border-radius: 0.5rem; padding: 0.5rem 0.9rem; margin: 0; }
    .quick { display: flex; flex-wrap: wrap; align-items: center; gap: 0.6rem 1rem; margin-bottom: 1rem; }
  `];

  /** The setup to start from (the last one used, or the default). */
  @property({ attribute: false }) initial: PlaySetup | null = null;

  @state() private setup: PlaySetup = defaultSetup();

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.initial) this.setup = JSON.parse(JSON.stringify(this.initial)) as PlaySetup;
  }

  private update2(patch: Partial<PlaySetup>): void {
    this.setup = { ...this.setup, ...patch };
  }

  private onGame(game: GameId): void {
    const spec = GAMES[game];
    const kind = spec.structures[0];
    const structure = defaultStructure(game, kind, this.setup.structure.minRaise ?? 'standard');
    const count = Math.min(Math.max(this.setup.seats.length, spec.minPlayers), maxSeats(spec));
    const seats = this.resizeSeats(count);
    this.update2({ game, structure, seats, stack: defaultStack(structure), runItTwice: runItTwiceAllowed(game, kind, count) ? this.setup.runItTwice : 'never' });
  }

  private onStructure(kind: StructureKind): void {
    const structure = defaultStructure(this.setup.game, kind, this.setup.structure.minRaise ?? 'standard');
    const players = this.setup.seats.filter((s) => s.kind !== 'empty').length;
    this.update2({ structure, stack: defaultStack(structure), runItTwice: runItTwiceAllowed(this.setup.game, kind, players) ? this.setup.runItTwice : 'never' });
  }

  private resizeSeats(count: number): PlaySeat[] {
    const seats = this.setup.seats.slice(0, count);
    const fresh = defaultSeats(count);
    for (let i = seats.length; i < count; i++) seats.push(fresh[i].kind === 'learner' ? { kind: 'bot', level: 'normal' } : fresh[i]);
    if (!seats.some((s) => s.kind === 'learner')) seats[0] = { kind: 'learner' };
    return seats;
  }

  private onSeat(i: number, value: string): void {
    const seats = this.setup.seats.slice();
    if (value === 'learner') {
      const was = seats.findIndex((s) => s.kind === 'learner');
      if (was >= 0) seats[was] = { kind: 'bot', level: 'normal' };
      seats[i] = { kind: 'learner' };
    } else if (value === 'empty') seats[i] = { kind: 'empty' };
    else seats[i] = { kind: 'bot', level: value as 'easy' };
    this.update2({ seats });
  }

  private amount(key: 'smallBlind' | 'bigBlind' | 'ante' | 'bringIn' | 'smallBet' | 'bigBet', value: string): void {
    this.update2({ structure: { ...this.setup.structure, [key]: Math.floor(Number(value)) } });
  }

  /** B-SPREAD: one of the three round maxima. */
  private spreadMax(round: 0 | 1 | 2, value: string): void {
    const m = [...(this.setup.structure.spreadMax ?? [0, 0, 0])] as [number, number, number];
    m[round] = Math.floor(Number(value));
    this.update2({ structure: { ...this.setup.structure, spreadMax: m } });
  }

  private spreadFields() {
    const s = this.setup.structure;
    const labels: MessageId[] = ['play.spreadMax1', 'play.spreadMax2', 'play.spreadMax3'];
    return html`<label>${msg('play.minBet')}<input id="min-bet" type="number" min="1" step="1" inputmode="numeric" .value=${String(s.minBet ?? 0)}
        @change=${(e: Event) => this.update2({ structure: { ...s, minBet: Math.floor(Number((e.target as HTMLInputElement).value)) } })}></label>
      ${labels.map((label, k) => html`<label>${msg(label)}<input id=${`spread-max-${k + 1}`} type="number" min="1" step="1" inputmode="numeric"
        .value=${String(s.spreadMax?.[k] ?? 0)} @change=${(e: Event) => this.spreadMax(k as 0 | 1 | 2, (e.target as HTMLInputElement).value)}></label>`)}`;
  }

  private submit(e: Event): void {
    e.preventDefault();
    if (checkSetup(this.setup).length > 0) return;
    this.dispatchEvent(new CustomEvent('play-start', { detail: { setup: this.setup }, bubbles: true, composed: true }));
  }

  private quick(): void {
    this.dispatchEvent(new CustomEvent('play-start', { detail: { setup: defaultSetup() }, bubbles: true, composed: true }));
  }

  private numberField(label: MessageId, key: 'smallBlind' | 'bigBlind' | 'ante' | 'bringIn' | 'smallBet' | 'bigBet') {
    const value = this.setup.structure[key];
    return html`<label>${msg(label)}<input type="number" min="0" step="1" inputmode="numeric" .value=${String(value ?? 0)}
      @change=${(e: Event) => this.amount(key, (e.target as HTMLInputElement).value)}></label>`;
  }

  override render() {
    const s = this.setup;
    const spec = GAMES[s.game];
    const problems = checkSetup(s);
    const players = s.seats.filter((p) => p.kind !== 'empty').length;
    const rit = runItTwiceAllowed(s.game, s.structure.kind, players);
    const seatCounts = Array.from({ length: maxSeats(spec) - 1 }, (_, i) => i + 2).filter((n) => n >= spec.minPlayers);
    return html`
      <div class="quick">
        <button id="quick-start" @click=${() => this.quick()}>${msg('play.quickStart')}</button>
        <span class="muted">${msg('play.quickStartNote')}</span>
      </div>
      <form @submit=${(e: Event) => this.submit(e)} aria-labelledby="setup-title">
        <h2 id="setup-title">${msg('play.setupTitle')}</h2>
        <fieldset>
          <legend>${msg('play.gameLegend')}</legend>
          <div class="row">
            <label>${msg('play.game')}<select id="game" @change=${(e: Event) => this.onGame((e.target as HTMLSelectElement).value as GameId)}>
              ${GAME_IDS.map((id) => html`<option value=${id} ?selected=${id === s.game}>${gameTitle(id)}</option>`)}
            </select></label>
            <label>${msg('play.structure')}<select id="structure" @change=${(e: Event) => this.onStructure((e.target as HTMLSelectElement).value as StructureKind)}>
              ${spec.structures.map((k) => html`<option value=${k} ?selected=${k === s.structure.kind}>${structureName(k)}</option>`)}
            </select></label>
            ${s.structure.kind !== 'fixed-limit' ? html`<label>${msg('play.minRaise')}<select id="min-raise" @change=${(e: Event) => this.update2({ structure: { ...s.structure, minRaise: (e.target as HTMLSelectElement).value as 'standard' } })}>
              <option value="standard" ?selected=${s.structure.minRaise !== 'double'}>${msg('play.minRaise.standard')}</option>
              <option value="double" ?selected=${s.structure.minRaise === 'double'}>${msg('play.minRaise.double')}</option>
            </select></label>` : nothing}
          </div>
        </fieldset>
        <fieldset>
          <legend>${msg('play.chipsLegend')}</legend>
          <p class="muted">${msg('play.virtualChips')}</p>
          <div class="row">
            <label>${msg('play.stackLabel')}<input id="stack" type="number" min="1" step="1" inputmode="numeric" .value=${String(s.stack)}
              @change=${(e: Event) => this.update2({ stack: Math.floor(Number((e.target as HTMLInputElement).value)) })}></label>
            ${spec.forcedBets === 'blinds' ? html`${this.numberField('play.smallBlind', 'smallBlind')}${this.numberField('play.bigBlind', 'bigBlind')}`
              : html`${this.numberField('play.ante', 'ante')}${this.numberField('play.bringInLabel', 'bringIn')}`}
            ${s.structure.kind === 'fixed-limit' ? html`${this.numberField('play.smallBet', 'smallBet')}${this.numberField('play.bigBet', 'bigBet')}` : nothing}
            ${s.structure.kind === 'spread-limit' ? this.spreadFields() : nothing}
          </div>
        </fieldset>
        <fieldset>
          <legend>${msg('play.seatsLegend')}</legend>
          <label>${msg('play.seatCount')}<select id="seat-count" @change=${(e: Event) => this.update2({ seats: this.resizeSeats(Number((e.target as HTMLSelectElement).value)) })}>
            ${seatCounts.map((n) => html`<option value=${n} ?selected=${n === s.seats.length}>${n}</option>`)}
          </select></label>
          <div class="seats">
            ${s.seats.map((seat, i) => html`<label>${msg('play.seat', { seat: i + 1 })}<select data-seat=${i} @change=${(e: Event) => this.onSeat(i, (e.target as HTMLSelectElement).value)}>
              <option value="learner" ?selected=${seat.kind === 'learner'}>${msg('play.you')}</option>
              ${PLAY_BOT_LEVELS.map((l) => html`<option value=${l} ?selected=${seat.kind === 'bot' && seat.level === l}>${msg(`play.levelBot.${l}`)}</option>`)}
              <option value="empty" ?selected=${seat.kind === 'empty'}>${msg('play.emptySeat')}</option>
            </select></label>`)}
          </div>
        </fieldset>
        <fieldset>
          <legend>${msg('play.optionsLegend')}</legend>
          ${rit ? html`<label>${msg('play.ritLabel')}<select id="rit" @change=${(e: Event) => this.update2({ runItTwice: (e.target as HTMLSelectElement).value as 'never' })}>
            ${(['never', 'always', 'ask'] as const).map((p) => html`<option value=${p} ?selected=${s.runItTwice === p}>${msg(`play.rit.${p}`)}</option>`)}
          </select></label>` : html`<p class="muted">${msg('play.ritNotHere')}</p>`}
          <div class="row">
            <label>${msg('play.limitLabel')}<select id="limit" @change=${(e: Event) => {
              const kind = (e.target as HTMLSelectElement).value;
              this.update2({ limit: kind === 'hands' ? { kind, hands: 50 } : kind === 'minutes' ? { kind, minutes: 30 } : { kind: 'none' } });
            }}>
              <option value="none" ?selected=${s.limit.kind === 'none'}>${msg('play.limit.none')}</option>
              <option value="hands" ?selected=${s.limit.kind === 'hands'}>${msg('play.limit.hands')}</option>
              <option value="minutes" ?selected=${s.limit.kind === 'minutes'}>${msg('play.limit.minutes')}</option>
            </select></label>
            ${s.limit.kind === 'hands' ? html`<label>${msg('play.limit.handsCount')}<input id="limit-value" type="number" min="1" max="10000" .value=${String(s.limit.hands)}
              @change=${(e: Event) => this.update2({ limit: { kind: 'hands', hands: Math.floor(Number((e.target as HTMLInputElement).value)) } })}></label>` : nothing}
            ${s.limit.kind === 'minutes' ? html`<label>${msg('play.limit.minutesCount')}<input id="limit-value" type="number" min="1" max="1440" .value=${String(s.limit.minutes)}
              @change=${(e: Event) => this.update2({ limit: { kind: 'minutes', minutes: Math.floor(Number((e.target as HTMLInputElement).value)) } })}></label>` : nothing}
            <label>${msg('play.paceLabel')}<select id="pace" @change=${(e: Event) => this.update2({ pace: (e.target as HTMLSelectElement).value as 'natural' })}>
              <option value="natural" ?selected=${s.pace === 'natural'}>${msg('play.pace.natural')}</option>
              <option value="fast" ?selected=${s.pace === 'fast'}>${msg('play.pace.fast')}</option>
            </select></label>
          </div>
          <label class="inline"><input id="advice" type="checkbox" .checked=${s.advice} @change=${(e: Event) => this.update2({ advice: (e.target as HTMLInputElement).checked })}>${msg('play.adviceLabel')}</label>
        </fieldset>
        ${problems.length ? html`<ul class="problems" role="alert">${problems.map((p) => html`<li>${msg(p.id, p.params?.gameId ? { ...p.params, game: gameTitle(String(p.params.gameId)) } : p.params ?? {})}</li>`)}</ul>` : nothing}
        <div><button id="start" type="submit" ?disabled=${problems.length > 0}>${msg('play.start')}</button></div>
      </form>`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-play-setup': FeltPlaySetup }
  interface HTMLElementEventMap { 'play-start': PlayStartEvent }
}
