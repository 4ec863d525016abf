// <felt-hand-result>: how a hand ended: cards shown in P-SHOWORDER order with their hand names, every board, winners per pot, board and half, odd chips and uncalled bets, and the rules the hand used with their lessons.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { GAMES, type GameId, type HandEvent, type HandResult } from '../engine/index';
import { formatChips, inSentence, msg } from '../i18n/index';
import { handName } from '../trainer/hand-name';
import { cardStyles, cardSvg } from './card-svg';
import { pageStyles } from './shared-styles';
import { aboutSeat, lessonForRule } from './play-text';

@customElement('felt-hand-result')
export class FeltHandResult extends LitElement {
  static override styles = [pageStyles, cardStyles, css`
    :host { display: block; --card-width: 2.2rem; }
    h2 { margin-top: 0; }
    ol, ul { margin: 0.3rem 0 0.8rem; padding-left: 1.3rem; }
    li { margin: 0.3rem 0; }
    .cards { display: inline-flex; gap: 0.15rem; vertical-align: middle; margin: 0 0.3rem; }
    .net { font-weight: 800; font-size: 1.1rem; }
    .rules a { display: inline-flex; align-items: center; min-height: 44px; }
    .boards { display: grid; gap: 0.3rem; margin-bottom: 0.6rem; }
  `];

  @property({ attribute: false }) result: HandResult | null = null;
  /** The viewer's history of the finished hand (shown cards are in it). */
  @property({ attribute: false }) history: HandEvent[] = [];
  @property() game: GameId = 'holdem';
  @property({ attribute: false }) names: string[] = [];
  @property({ type: Number }) viewer = 0;
  @property({ attribute: false }) rules: string[] = [];

  private handName(seat: number, board: number, half: 'high' | 'low'): string | null {
    const spec = GAMES[this.game];
    const hand = this.result?.hands[seat];
    if (!hand) return null;
    const value = half === 'low' ? hand.low[board] : hand.high[board];
    const rule = half === 'low' ? spec.low : spec.high;
    if (!rule || value === undefined) return null;
    return handName(rule, value);
  }

  override render() {
    const r = this.result;
    if (!r) return nothing;
    const name = (s: number) => this.names[s] || msg('play.seat', { seat: s + 1 });
    const net = r.net[this.viewer] ?? 0;
    const shows = r.showdownOrder.order.filter((s) => r.hands[s]);
    const uncalled = this.history.filter((e): e is Extract<HandEvent, { type: 'uncalled' }> => e.type === 'uncalled');
    const multi = r.boards.length > 1;
    return html`<section aria-labelledby="result-title">
      <h2 id="result-title" tabindex="-1">${r.showdown ? msg('play.showdown') : msg('play.handOver')}</h2>
      <p class="net">${net > 0 ? msg('play.youWon', { amount: formatChips(net) }) : net < 0 ? msg('play.youLost', { amount: formatChips(-net) }) : msg('play.youEven')}</p>
      ${r.cancelled ? html`<p>${msg('play.cancelled')}</p>` : nothing}
      ${multi ? html`<h3>${msg('play.boards')}</h3><div class="boards">${r.boards.map((b, i) => html`<div role="group" aria-label=${msg('play.boardN', { n: i + 1 })}>
        <span>${msg('play.boardN', { n: i + 1 })}</span> <span class="cards">${b.map((c) => cardSvg(c))}</span></div>`)}</div>` : nothing}
      ${shows.length ? html`<h3>${msg('play.showOrder')}</h3>
        <ol>${shows.map((s) => html`<li>${name(s)}<span class="cards" role="group" aria-label=${msg('play.seatCards', { who: name(s), count: r.hands[s]!.cards.length })}>${r.hands[s]!.cards.map((c) => cardSvg(c))}</span>
          ${r.boards.map((_, b) => {
            const high = this.handName(s, b, 'high');
            const low = GAMES[this.game].low ? this.handName(s, b, 'low') : null;
            // A hand's name after a label's colon is in lower case; alone on its line it keeps its capital (inSentence).
            return html`<div>${multi ? `${msg('play.boardN', { n: b + 1 })}: ${inSentence(high ?? '')}` : high ?? ''}${low !== null ? ` · ${msg('play.low')}: ${inSentence(low)}` : ''}</div>`;
          })}</li>`)}</ol>` : nothing}
      <h3>${msg('play.pots')}</h3>
      <ul>${r.pots.map((p, i) => html`<li>
        <strong>${i === 0 ? msg('play.mainPot', { amount: formatChips(p.amount) }) : msg('play.sidePot', { n: i, amount: formatChips(p.amount) })}</strong>
        <ul>${p.awards.map((a) => {
          const where = [multi ? msg('play.boardN', { n: a.board + 1 }) : '', a.half === 'high' ? msg('play.highHalf') : a.half === 'low' ? msg('play.lowHalf') : a.half === 'split' ? msg('play.splitShare') : ''].filter(Boolean).join(', ');
          const odd = a.shares.length > 1 && a.shares.some((x) => x !== a.shares[0]);
          return html`<li>${where ? `${where}: ` : ''}${a.winners.map((w, k) => {
            const hand = r.showdown && a.half !== 'split' ? this.handName(w, a.board, a.half === 'low' ? 'low' : 'high') : null;
            return aboutSeat(hand ? 'play.winsWith' : 'play.wins', name(w), { amount: formatChips(a.shares[k]), hand: hand ? inSentence(hand) : '' });
          }).join('; ')}${odd ? html` <span class="muted">(${aboutSeat('play.oddChip', name(a.winners[a.shares.indexOf(Math.max(...a.shares))]))})</span>` : nothing}</li>`;
        })}</ul></li>`)}</ul>
      ${uncalled.length ? html`<p>${uncalled.map((u) => aboutSeat('play.ev.uncalled', name(u.seat), { amount: formatChips(u.amount) })).join(' ')}</p>` : nothing}
      ${this.rules.length ? html`<h3>${msg('play.rulesUsed')}</h3><ul class="rules">${this.rules.map((id) => {
        const lesson = lessonForRule(id, this.game);
        return html`<li>${lesson ? html`<a href=${lesson.href}>${id}: ${lesson.title}</a>` : id}</li>`;
      })}</ul>` : nothing}
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-hand-result': FeltHandResult }
}
