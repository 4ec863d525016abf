// <felt-play-summary>: the session summary: hands, net, biggest pot, VPIP / PFR, showdowns won, rebuys, time at the table.
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { formatChips, formatPercent, msg } from '../i18n/index';
import type { SessionStats } from '../play/stats';
import { pageStyles } from './shared-styles';

@customElement('felt-play-summary')
export class FeltPlaySummary extends LitElement {
  static override styles = [pageStyles, css`
    dl { display: grid; grid-template-columns: minmax(0, max-content) 1fr; gap: 0.3rem 1rem; margin: 0.5rem 0 1rem; }
    dt { font-weight: 600; overflow-wrap: anywhere; }
    dd { margin: 0; font-variant-numeric: tabular-nums; }
  `];

  @property({ attribute: false }) stats: SessionStats | null = null;
  @property({ type: Number }) rebuys = 0;
  @property({ type: Number }) minutes = 0;
  @property() gameName = '';

  override render() {
    const s = this.stats;
    if (!s) return html``;
    const pct = (n: number) => (s.hands > 0 ? formatPercent(n / s.hands) : '–');
    return html`<section class="card-box" aria-labelledby="summary-title">
      <h2 id="summary-title" tabindex="-1">${msg('play.summaryTitle')}</h2>
      <p>${msg('play.summaryIntro', { game: this.gameName, minutes: this.minutes })}</p>
      <dl>
        <dt>${msg('play.sum.hands')}</dt><dd>${s.hands}</dd>
        <dt>${msg('play.sum.net')}</dt><dd>${s.net > 0 ? '+' : ''}${formatChips(s.net)}</dd>
        <dt>${msg('play.sum.biggestPot')}</dt><dd>${formatChips(s.biggestPot)}</dd>
        <dt>${msg('play.sum.vpip')}</dt><dd>${pct(s.vpip)}</dd>
        <dt>${msg('play.sum.pfr')}</dt><dd>${pct(s.pfr)}</dd>
        <dt>${msg('play.sum.showdowns')}</dt><dd>${msg('play.sum.showdownsValue', { won: s.showdownsWon, total: s.showdowns })}</dd>
        <dt>${msg('play.sum.rebuys')}</dt><dd>${this.rebuys}</dd>
      </dl>
      <p class="muted">${msg('play.virtualChips')}</p>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-play-summary': FeltPlaySummary }
}
