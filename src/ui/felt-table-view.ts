// <felt-table-view>: the table drawn from one seat's view: the seat ring, each seat's cards (named for screen readers), bets, the board(s) and the pot.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { GAMES, type Card, type GameId, type HandView } from '../engine/index';
import { formatChips, msg } from '../i18n/index';
import { cardStyles, cardSvg } from './card-svg';

/** Where seat k of n sits around the oval, in percent of the table, with the viewer at the bottom (evenly spaced). */
export function seatPosition(k: number, n: number): { x: number; y: number } {
  const angle = Math.PI / 2 + (2 * Math.PI * k) / n;
  return { x: 50 + 38 * Math.cos(angle), y: 50 + 39 * Math.sin(angle) };
}

/**
 * The direction of seat k of n on a crowded phone table. With a wide row of the learner's own (stud's seven cards) the
 * others share the oval but for 140° of it kept at the bottom, so the seats beside the learner's stay clear of it.
 */
function crowdedAngle(k: number, n: number, wide: boolean): number {
  if (k === 0 || !wide) return Math.PI / 2 + (2 * Math.PI * k) / n;
  const gap = (7 * Math.PI) / 9; // 140°
  return Math.PI / 2 + gap / 2 + ((2 * Math.PI - gap) * (k - 1)) / (n - 2);
}

/**
 * Seat k's direction as CSS variables, evenly spaced (--sx, --sy) and for a crowded phone table (--cx, --cy); the
 * stylesheet turns them into a place by the table's radii (--seat-ry is larger on a phone), for the seat and for the
 * chips that fly to it.
 */
function placeVars(k: number, n: number, wide: boolean): string {
  const even = Math.PI / 2 + (2 * Math.PI * k) / n;
  const crowded = crowdedAngle(k, n, wide);
  const f = (v: number) => v.toFixed(4);
  return `--sx:${f(Math.cos(even))};--sy:${f(Math.sin(even))};--cx:${f(Math.cos(crowded))};--cy:${f(Math.sin(crowded))}`;
}

@customElement('felt-table-view')
export class FeltTableView extends LitElement {
  static override styles = [cardStyles, css`
    :host { display: block; --card-width: 1.7rem; --seat-ry: 39%; }
    .table { position: relative; width: 100%; aspect-ratio: 1 / 1.08; max-height: 60vh; margin: 0 auto;
      background: radial-gradient(ellipse at center, color-mix(in srgb, var(--felt-table) 80%, white 8%), var(--felt-table));
      border: 0.5rem solid color-mix(in srgb, var(--felt-table) 55%, #3b2412); border-radius: 45% / 38%; box-sizing: border-box; color: #fff; }
    @media (min-width: 40rem) { .table { aspect-ratio: 16 / 9; max-height: min(34rem, 56vh); border-radius: 40% / 48%; } :host { --card-width: 2.2rem; } }
    ul.seats { list-style: none; margin: 0; padding: 0; }
    .seat, .chip { --x: calc(50% + 38% * var(--sx)); --y: calc(50% + var(--seat-ry) * var(--sy)); }
    .seat { position: absolute; left: var(--x); top: var(--y); transform: translate(-50%, -50%); min-width: 4.4rem; max-width: 6.2rem; padding: 0.2rem 0.3rem;
      background: color-mix(in srgb, var(--felt-surface) 92%, transparent); color: var(--felt-text); border: 2px solid var(--felt-border);
      border-radius: 0.6rem; font-size: 0.78rem; line-height: 1.2; text-align: center; box-sizing: border-box; z-index: 1; }
    @media (min-width: 40rem) { .seat { min-width: 5.6rem; max-width: 8.5rem; padding: 0.25rem 0.4rem; } }
    /* The viewer's own cards are the ones to read: larger, side by side (a little overlap from five cards on). */
    .seat.viewer { --card-width: 2.4rem; max-width: 16rem; }
    @media (min-width: 40rem) { .seat.viewer { --card-width: 3rem; } }
    .seat.viewer .cards svg.card + svg.card { margin-left: 0.15rem; }
    .seat.viewer .cards.many svg.card + svg.card { margin-left: calc(var(--card-width) * -0.3); }
    .level { display: block; font-weight: 500; font-size: 0.7rem; color: var(--felt-muted); }
    .seat.turn { border-color: var(--felt-focus); box-shadow: 0 0 0 3px color-mix(in srgb, var(--felt-focus) 40%, transparent); }
    .seat.winner { border-color: #e0b000; }
    .seat.folded { opacity: 0.55; }
    .seat.empty { opacity: 0.6; font-style: italic; }
    .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
    .name { font-weight: 700; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    .stack { font-variant-numeric: tabular-nums; }
    .badges { display: flex; gap: 0.2rem; justify-content: center; flex-wrap: wrap; min-height: 0.9rem; }
    .table.crowded .badges, .table.crowded .last { min-height: 0; }
    .badge { white-space: nowrap; font-size: 0.68rem; font-weight: 700; padding: 0 0.3rem; border-radius: 0.6rem; background: var(--felt-surface-2); color: var(--felt-text); border: 1px solid var(--felt-border); }
    .badge.dealer { background: #fff; color: #111; border-color: #111; }
    .cards { display: flex; justify-content: center; margin: 0.15rem 0; min-height: calc(var(--card-width) * 1.4); }
    .cards svg.card + svg.card { margin-left: calc(var(--card-width) * -0.45); }
    .cards svg.card.up { transform: translateY(-0.2rem); }
    .last { font-size: 0.72rem; color: var(--felt-muted); min-height: 0.9rem; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    .bet { position: absolute; transform: translate(-50%, -50%); background: rgba(0, 0, 0, 0.45); color: #fff; border-radius: 1rem; padding: 0.05rem 0.5rem; font-size: 0.8rem; font-weight: 700; font-variant-numeric: tabular-nums; }
    .middle { position: absolute; left: 50%; top: 47%; transform: translate(-50%, -50%); display: grid; gap: 0.3rem; justify-items: center; --card-width: 2.1rem; }
    @media (min-width: 40rem) { .middle { --card-width: 2.8rem; } }
    .board { display: flex; gap: 0.2rem; align-items: center; }
    .board .label { font-size: 0.7rem; margin-right: 0.2rem; }
    .board svg.card.new { animation: deal 0.45s ease-out both; }
    .pot { font-weight: 800; background: rgba(0, 0, 0, 0.35); padding: 0.1rem 0.7rem; border-radius: 1rem; font-variant-numeric: tabular-nums; }
    .chip { position: absolute; width: 1.1rem; height: 1.1rem; border-radius: 50%; background: #e0b000; border: 3px dashed #fff; box-sizing: border-box;
      animation: fly 0.9s ease-in-out forwards; z-index: 2; pointer-events: none; }
    /*
     * A phone's table is narrower than a five-card board between two side seats: the board takes rows of three (the
     * flop, then the turn and river), several boards one smaller row each, and a crowded table grows taller, its seats
     * smaller and spread away from the learner's, so that seats keep clear of the board and of each other.
     */
    @media (max-width: 39.99rem) {
      :host { --seat-ry: 41.5%; }
      .middle { top: 53%; }
      /* No room for chips in front of the seats: each seat's last line already says what it put in this street. */
      .bet { display: none; }
      .board { flex-wrap: wrap; justify-content: center; row-gap: 0.25rem; max-width: calc(3 * var(--card-width) + 0.4rem); }
      .middle.multi { --card-width: 1.3rem; }
      .middle.multi .board { flex-wrap: nowrap; max-width: none; }
      .table.crowded { aspect-ratio: 1 / 1.32; max-height: 66vh; }
      .table.crowded .seat, .table.crowded .chip { --x: calc(50% + 39.5% * var(--cx)); --y: calc(50% + var(--seat-ry) * var(--cy)); }
      .table.crowded .seat { min-width: 3.5rem; max-width: 4.8rem; padding: 0.1rem 0.2rem; font-size: 0.7rem; line-height: 1.1; --card-width: 1.3rem; }
      .table.crowded { --seat-ry: 43%; }
      .table.crowded .seat.viewer { --card-width: 2rem; max-width: 12rem; }
      .table.crowded .level { font-size: 0.64rem; }
      .table { margin-top: 1rem; }
      .table.crowded .badges { flex-wrap: nowrap; }
      .table.crowded .stack { white-space: nowrap; }
      .table.crowded .middle.multi { top: 46%; }
      /* Seven-card stud: seven cards fit a seat's width, and the learner's own row stays between the side seats. */
      .seat:not(.viewer) .cards.many svg.card + svg.card { margin-left: calc(var(--card-width) * -0.62); }
      .seat.viewer .cards.many { --card-width: 2.1rem; }
      .seat.viewer .cards.many svg.card + svg.card { margin-left: calc(var(--card-width) * -0.6); }
    }
    @media (min-width: 40rem) {
      .middle.multi { --card-width: 2rem; top: 50%; }
      .table.crowded .seat { --card-width: 1.7rem; padding: 0.1rem 0.3rem; }
    }
    @keyframes fly { from { left: 50%; top: 47%; opacity: 1; } to { left: var(--x); top: var(--y); opacity: 0.2; } }
    @keyframes deal { from { transform: translateY(-0.8rem) scale(0.8); opacity: 0; } to { transform: none; opacity: 1; } }
    @media (prefers-reduced-motion: reduce) { .chip { display: none; } .board svg.card.new { animation: none; } }
  `];

  /** What the viewer may see (T-PRIVACY: only this seat's cards, up cards and cards shown). */
  @property({ attribute: false }) view: HandView | null = null;

  /** Each seat's name ('' for an empty seat). */
  @property({ attribute: false }) names: string[] = [];

  /** A second, smaller line under a seat's name (the bot's level). */
  @property({ attribute: false }) levels: (string | null)[] = [];

  /** The seat drawn at the bottom (the learner). */
  @property({ type: Number }) viewer = 0;

  /** Whose turn it is, highlighted. */
  @property({ type: Number }) turnSeat = -1;

  /** The last thing each seat did this street ("Raise to 6"). */
  @property({ attribute: false }) lastActions: (string | null)[] = [];

  /** Seats that won chips (chips fly to them when the hand ends). */
  @property({ attribute: false }) winners: number[] = [];

  /** Stacks to show for seats with no hand (between hands). */
  @property({ attribute: false }) stacks: (number | null)[] = [];

  /** Board cards already seen before the last update (new ones are dealt with a short animation). */
  @property({ type: Number }) seenBoard = 99;

  private seatCards(cards: (Card | null)[], up: boolean[], name: string) {
    const faceUp = cards.filter((c): c is Card => c !== null);
    const hidden = cards.length - faceUp.length;
    const label = cards.length === 0 ? msg('play.noCards') : hidden === cards.length
      ? msg('play.hiddenCards', { count: hidden }) : msg('play.seatCards', { who: name, count: cards.length });
    return html`<div class="cards ${cards.length > 4 ? 'many' : ''}" role="group" aria-label=${label}>
      ${cards.map((c, k) => cardSvg(c ?? 0, { faceDown: c === null, className: up[k] ? 'up' : '' }))}
    </div>`;
  }

  override render() {
    const v = this.view;
    const n = Math.max(this.names.length, v?.seats.length ?? 0);
    const order = Array.from({ length: n }, (_, k) => (this.viewer + k) % n);
    // G-TELESINA: the one card in the middle is the Vela; G-STUD7-COMMUNITY: a shared card when the deck runs short.
    const spec = v ? GAMES[v.game as GameId] : undefined;
    const middle = spec?.streets.some((st) => st.vela) ? msg('play.vela') : spec?.family === 'stud' ? msg('play.communityCard') : msg('play.board');
    // Seven seats, or five with stud's seven cards each, crowd a phone's table (see the stylesheet).
    const stud = spec?.family === 'stud';
    const crowded = n >= 7 || (stud && n >= 5);
    return html`<div class="table ${crowded ? 'crowded' : ''}" role="group" aria-label=${msg('play.tableLabel')}>
      <ul class="seats" aria-label=${msg('play.seatsLabel')}>
        ${order.map((seat, k) => {
          const name = this.names[seat] ?? '';
          const s = v?.seats[seat];
          if (!name) return html`<li class="seat empty" style=${placeVars(k, n, stud)}>${msg('play.emptySeat')}</li>`;
          const inHand = !!s?.inHand;
          const classes = ['seat', seat === this.viewer ? 'viewer' : '', seat === this.turnSeat ? 'turn' : '', s?.folded ? 'folded' : '', this.winners.includes(seat) ? 'winner' : ''].join(' ');
          const stack = s ? s.stack : this.stacks[seat] ?? null;
          return html`<li class=${classes} style=${placeVars(k, n, stud)} data-seat=${seat} aria-current=${seat === this.turnSeat ? 'true' : nothing}>
            <div class="name">${this.levels[seat] ? html`<span class="sr">${name}</span><span aria-hidden="true">${msg('play.seat', { seat: seat + 1 })}<span class="level">${this.levels[seat]}</span></span>` : name}</div>
            <div class="badges">
              ${v && v.button === seat ? html`<span class="badge dealer"><span aria-hidden="true">${msg('play.buttonShort')}</span><span class="sr">${msg('play.button')}</span></span>` : nothing}
              ${s?.folded ? html`<span class="badge">${msg('play.folded')}</span>` : nothing}
              ${s?.allIn ? html`<span class="badge">${msg('play.allIn')}</span>` : nothing}
              ${v && !inHand ? html`<span class="badge">${msg('play.sittingOut')}</span>` : nothing}
            </div>
            ${s && inHand && !s.folded ? this.seatCards(s.cards, s.up, name) : nothing}
            <div class="stack">${stack === null ? '' : msg('play.stack', { amount: formatChips(stack) })}</div>
            <div class="last">${this.lastActions[seat] ?? ''}</div>
          </li>`;
        })}
      </ul>
      ${v ? order.map((seat, k) => {
        const s = v.seats[seat];
        if (!s || s.bet <= 0) return nothing;
        const pos = seatPosition(k, n);
        const x = 50 + (pos.x - 50) * 0.55;
        const y = 47 + (pos.y - 50) * 0.5;
        return html`<span class="bet" style="left:${x}%;top:${y}%" aria-hidden="true">${formatChips(s.bet)}</span>`;
      }) : nothing}
      <div class="middle ${v && v.boards.filter((b) => b.length > 0).length > 1 ? 'multi' : ''}">
        ${v ? v.boards.map((board, b) => board.length === 0 ? nothing : html`<div class="board" role="group" aria-label=${v.boards.length > 1 ? msg('play.boardN', { n: b + 1 }) : middle}>
          ${v.boards.length === 1 && middle !== msg('play.board') ? html`<span class="label">${middle}</span>` : nothing}
          ${v.boards.length > 1 ? html`<span class="label" aria-hidden="true">${b + 1}</span>` : nothing}
          ${board.map((c, i) => cardSvg(c, { className: b > 0 || i >= this.seenBoard ? 'new' : '' }))}
        </div>`) : nothing}
        ${v ? html`<div class="pot">${msg('play.pot', { amount: formatChips(v.pot) })}</div>` : nothing}
      </div>
      ${this.winners.map((seat) => {
        const k = order.indexOf(seat);
        if (k < 0) return nothing;
        return html`<span class="chip" style=${placeVars(k, n, stud)} aria-hidden="true"></span>`;
      })}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-table-view': FeltTableView }
}
