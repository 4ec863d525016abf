// <felt-hand-replay>: a recorded hand replayed by the engine step by step, forward and back, seen from the learner's seat (what they saw then), with the showdown at the end.
import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { replayHand, type GameId, type Hand, type HandAction, type HandSetup } from '../engine/index';
import { formatDate, msg } from '../i18n/index';
import { rulesExercised } from '../play/record';
import { eventText, seatName, type SeatWho } from './play-text';
import { failure, failureDetails, type Failure } from './failure';
import { pageStyles } from './shared-styles';
import './felt-table-view';
import './felt-hand-result';
import { gameTitle } from './game-names';

@customElement('felt-hand-replay')
export class FeltHandReplay extends LitElement {
  static override styles = [pageStyles, css`
    .controls { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin: 0.6rem 0; }
    .step { font-variant-numeric: tabular-nums; font-weight: 600; }
    ol.log { max-height: 14rem; overflow: auto; margin: 0.4rem 0; padding-left: 1.5rem; border: 1px solid var(--felt-border); border-radius: 0.5rem; background: var(--felt-surface); }
    ol.log li { margin: 0.2rem 0; }
    .error { color: var(--felt-warn-text); background: var(--felt-warn-bg); border-radius: 0.5rem; padding: 0.5rem 0.9rem; }
  `];

  @property({ attribute: false }) setup: HandSetup | null = null;
  @property({ attribute: false }) actions: HandAction[] = [];
  /** The seat the hand is seen from. */
  @property({ type: Number }) seat = 0;
  @property({ attribute: false }) players: (string | null)[] | undefined = undefined;
  @property({ type: Number }) playedAt: number | undefined = undefined;

  @state() private step = 0;
  private hand: Hand | null = null;
  private problem: Failure | null = null;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('setup') || changed.has('actions')) this.step = this.actions.length;
    if (changed.has('setup') || changed.has('actions') || changed.has('step' as keyof FeltHandReplay)) {
      this.problem = null;
      try {
        this.hand = this.setup ? replayHand(this.setup, this.actions.slice(0, this.step)) : null;
      } catch (error) {
        this.hand = null;
        this.problem = failure(error, null, 'history.noReplay');
      }
    }
  }

  private go(step: number): void {
    this.step = Math.max(0, Math.min(this.actions.length, step));
  }

  private onKey(e: KeyboardEvent): void {
    if (e.key === 'ArrowLeft') { this.go(this.step - 1); e.preventDefault(); }
    if (e.key === 'ArrowRight') { this.go(this.step + 1); e.preventDefault(); }
    if (e.key === 'Home') { this.go(0); e.preventDefault(); }
    if (e.key === 'End') { this.go(this.actions.length); e.preventDefault(); }
  }

  private names(): string[] {
    const n = this.setup?.seats.length ?? 0;
    return Array.from({ length: n }, (_, i) => {
      const p = this.players?.[i];
      const dealt = (this.setup?.seats[i]?.stack ?? 0) > 0;
      if (i === this.seat) return msg('play.you');
      if (p === null || (!p && !dealt)) return '';
      const who: SeatWho = p === 'easy' || p === 'normal' || p === 'hard' ? { kind: 'bot', level: p } : null;
      return seatName(i, who);
    });
  }

  private levelNames(): (string | null)[] {
    return (this.setup?.seats ?? []).map((_, i) => {
      const p = this.players?.[i];
      return i !== this.seat && (p === 'easy' || p === 'normal' || p === 'hard') ? msg(`play.levelBot.${p}`) : null;
    });
  }

  override render() {
    if (this.problem) return html`<p class="error" role="alert">${this.problem.text()}</p>${failureDetails(this.problem)}`;
    const hand = this.hand;
    const setup = this.setup;
    if (!hand || !setup) return nothing;
    const view = hand.view(this.seat);
    const names = this.names();
    const nameOf = (s: number) => names[s] || msg('play.seat', { seat: s + 1 });
    const log = view.history.map((e) => eventText(e, nameOf)).filter((t): t is string => !!t);
    const total = this.actions.length;
    const result = hand.result;
    const game = setup.game as GameId;
    return html`<section aria-label=${msg('history.replayLabel')} @keydown=${(e: KeyboardEvent) => this.onKey(e)}>
      <p><strong>${gameTitle(game)}</strong>${this.playedAt ? ` · ${formatDate(this.playedAt)}` : ''}</p>
      <felt-table-view .view=${view} .names=${names} .levels=${this.levelNames()} .viewer=${this.seat} .turnSeat=${hand.done ? -1 : hand.next.kind === 'done' ? -1 : hand.next.seat}
        .winners=${result ? [...new Set(result.pots.flatMap((p) => p.winners))] : []}></felt-table-view>
      <div class="controls" role="group" aria-label=${msg('history.stepControls')}>
        <button class="secondary" id="first" ?disabled=${this.step === 0} @click=${() => this.go(0)}>${msg('history.first')}</button>
        <button id="back" ?disabled=${this.step === 0} @click=${() => this.go(this.step - 1)}>${msg('history.back')}</button>
        <button id="forward" ?disabled=${this.step === total} @click=${() => this.go(this.step + 1)}>${msg('history.forward')}</button>
        <button class="secondary" id="last" ?disabled=${this.step === total} @click=${() => this.go(total)}>${msg('history.last')}</button>
        <span class="step" role="status">${msg('history.step', { step: this.step, total })}</span>
      </div>
      <ol class="log" aria-label=${msg('history.log')}>${log.map((t) => html`<li>${t}</li>`)}</ol>
      ${result ? html`<div class="card-box"><felt-hand-result .result=${result} .history=${view.history} .game=${game} .names=${names} .viewer=${this.seat}
        .rules=${rulesExercised(setup, view.history, result)}></felt-hand-result></div>` : nothing}
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-hand-replay': FeltHandReplay }
}
