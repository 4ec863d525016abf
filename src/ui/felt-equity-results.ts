// <felt-equity-results>: each player's equity, win and tie (hi/lo: high share, low share, scoops, no-low rate),
// how it was computed (exact, table or Monte Carlo with its standard error), copy as text, and the street-by-street chart.
import { LitElement, css, html, nothing, svg } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { EquityResult } from '../engine/equity/types';
import type { Unroll } from '../engine/equity/unroll';
import { formatNumber, formatPercent, msg, type MessageId } from '../i18n/index';
import { pageStyles } from './shared-styles';

/** How the figures were made. */
export type ResultSource = { kind: 'engine'; ms: number } | { kind: 'table'; ms: number; pairs: number };

/** A street's name on the chart: 'Now', then the game's streets as the play table names them (one source). */
const streetLabel = (name: string): string => (name === 'now' ? msg('lab.street.now') : msg(`play.street.${name}` as MessageId));

const COLOURS = ['#1a7f37', '#c0392b', '#1a56c4', '#b8860b', '#7d3c98', '#117a8b', '#6b4f2a', '#d35400', '#34495e', '#a93226'];

const pct = (x: number | undefined, digits = 2): string => (x === undefined ? '' : formatPercent(x, digits));

/** The result as plain text (what "Copy as text" puts on the clipboard). */
export function resultText(title: string, labels: readonly string[], r: EquityResult, note: string): string {
  const hiLo = r.noLow !== undefined;
  const head = [msg('lab.equity'), msg('lab.win'), msg('lab.tie'), ...(hiLo ? [msg('lab.high'), msg('lab.low')] : [])];
  const lines = [title, ...labels.map((l, i) => {
    const p = r.players[i];
    const cols = [pct(p.equity), pct(p.win), pct(p.tie), ...(hiLo ? [pct(p.high), pct(p.low)] : [])];
    return `${l}: ${cols.map((c, k) => `${head[k]} ${c}`).join(', ')}`;
  })];
  if (hiLo) lines.push(msg('lab.noLow', { percent: pct(r.noLow) }));
  lines.push(note);
  return lines.join('\n');
}

@customElement('felt-equity-results')
export class FeltEquityResults extends LitElement {
  static override styles = [pageStyles, css`
    table { border-collapse: collapse; width: 100%; }
    th, td { padding: 0.35rem 0.5rem; border-bottom: 1px solid var(--felt-border); text-align: left; }
    td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
    .scroll { overflow-x: auto; }
    /* A narrow column (a phone) gets one card per player, its figures wrapping in a grid, instead of a table
       that would have to scroll sideways; the wider layout keeps the table, where players compare down a column. */
    .fit { container-type: inline-size; }
    .cards { display: none; list-style: none; margin: 0; padding: 0; }
    @container (max-width: 30rem) {
      .scroll { display: none; }
      .cards { display: block; }
    }
    .cards > li { padding: 0.5rem 0; border-bottom: 1px solid var(--felt-border); }
    .cards .who { margin: 0 0 0.3rem; font-weight: 600; }
    .cards dl { display: grid; grid-template-columns: repeat(auto-fill, minmax(5.5rem, 1fr)); gap: 0.3rem 0.75rem; margin: 0; }
    .cards dl > div { display: flex; flex-direction: column; } /* a label that wraps pushes its figure down: all of a row's figures stay on one line */
    .cards dt { flex: 1; font-size: 0.85rem; color: var(--felt-muted); }
    .cards dd { margin: 0; font-variant-numeric: tabular-nums; }
    .swatch { display: inline-block; width: 0.8rem; height: 0.8rem; border-radius: 50%; margin-right: 0.4rem; vertical-align: -0.05rem; }
    .bar { display: block; height: 0.4rem; background: var(--felt-accent); border-radius: 0.2rem; margin-top: 0.2rem; }
    .actions { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0.75rem 0 0; }
    textarea { width: 100%; min-height: 6rem; font: inherit; font-size: 0.85rem; box-sizing: border-box; }
    svg.chart { width: 100%; max-width: 26rem; height: auto; }
    .chart text { fill: var(--felt-text); font-size: 14px; font-family: system-ui, sans-serif; } /* at least 12 px on a 360 px phone (the chart is drawn at about 0.9 of its 340-unit width there) */
    .chart .axis { stroke: var(--felt-border); }
  `];

  @property({ attribute: false }) result: EquityResult | null = null;
  @property({ attribute: false }) labels: readonly string[] = [];
  @property({ attribute: false }) source: ResultSource | null = null;
  @property({ attribute: false }) unroll: Unroll | null = null;
  @property() heading = '';

  @state() private copied: 'ok' | 'failed' | null = null;

  note(): string {
    const r = this.result;
    const s = this.source;
    if (!r || !s) return '';
    if (s.kind === 'table') return msg('lab.tableNote', { pairs: s.pairs, ms: formatNumber(s.ms, { maximumFractionDigits: 1 }) });
    if (r.exact) return msg('lab.exactNote', { deals: Math.round(r.samples), ms: Math.round(s.ms) });
    return msg('lab.monteNote', { samples: Math.round(r.samples), error: `±${formatPercent(r.stdError, 3)}`, ms: Math.round(s.ms) });
  }

  private async copy(): Promise<void> {
    if (!this.result) return;
    try {
      await navigator.clipboard.writeText(resultText(this.heading, this.labels, this.result, this.note()));
      this.copied = 'ok';
    } catch {
      this.copied = 'failed';
    }
  }

  private chart(u: Unroll) {
    const W = 340;
    const H = 160;
    const left = 42;
    const top = 8;
    const plotH = H - 38;
    const n = u.streets.length;
    const x = (i: number): number => left + (n === 1 ? 0 : (i * (W - left - 12)) / (n - 1));
    const y = (v: number): number => top + (1 - v) * plotH;
    const players = this.labels.length;
    return html`<svg class="chart" viewBox="0 0 ${W} ${H}" role="img" aria-label=${msg('lab.unroll')}>
      ${svg`${[0, 0.5, 1].map((v) => svg`<line class="axis" x1=${left} x2=${W - 8} y1=${y(v)} y2=${y(v)} /><text x="2" y=${y(v) + 5}>${formatPercent(v)}</text>`)}
      ${u.streets.map((s, i) => svg`<text x=${i === n - 1 ? W - 2 : x(i)} y=${H - 6} text-anchor=${i === n - 1 ? 'end' : 'middle'}>${streetLabel(s.street)}</text>`)}
      ${Array.from({ length: players }, (_, p) => {
        const c = COLOURS[p % COLOURS.length];
        const band = [...u.streets.map((s, i) => `${x(i)},${y(s.high[p])}`), ...u.streets.map((s, i) => `${x(i)},${y(s.low[p])}`).reverse()].join(' ');
        return svg`<polygon points=${band} fill=${c} fill-opacity="0.12" />
          <polyline points=${u.streets.map((s, i) => `${x(i)},${y(s.mean[p])}`).join(' ')} fill="none" stroke=${c} stroke-width="2" />
          ${u.streets.map((s, i) => svg`<circle cx=${x(i)} cy=${y(s.mean[p])} r="3" fill=${c} />`)}`;
      })}`}
    </svg>`;
  }

  override render() {
    const r = this.result;
    if (!r) return nothing;
    const hiLo = r.noLow !== undefined;
    const u = this.unroll;
    const figures = (p: EquityResult['players'][number]): [MessageId, string][] => [['lab.equity', pct(p.equity)],
      [hiLo ? 'lab.scoop' : 'lab.win', pct(p.win)], ['lab.tie', pct(p.tie)], ...(hiLo ? [['lab.high', pct(p.high)], ['lab.low', pct(p.low)]] as [MessageId, string][] : [])];
    return html`
      <div class="fit"><div class="scroll"><table>
        <thead><tr><th scope="col">${msg('lab.players')}</th><th scope="col" class="num">${msg('lab.equity')}</th>
          <th scope="col" class="num">${hiLo ? msg('lab.scoop') : msg('lab.win')}</th><th scope="col" class="num">${msg('lab.tie')}</th>
          ${hiLo ? html`<th scope="col" class="num">${msg('lab.high')}</th><th scope="col" class="num">${msg('lab.low')}</th>` : nothing}</tr></thead>
        <tbody>${this.labels.map((l, i) => {
          const p = r.players[i];
          return html`<tr><th scope="row"><span class="swatch" style="background:${COLOURS[i % COLOURS.length]}"></span>${l}</th>
            <td class="num equity">${pct(p.equity)}<span class="bar" style="width:${Math.round(p.equity * 100)}%"></span></td>
            <td class="num">${pct(p.win)}</td><td class="num">${pct(p.tie)}</td>
            ${hiLo ? html`<td class="num">${pct(p.high)}</td><td class="num">${pct(p.low)}</td>` : nothing}</tr>`;
        })}</tbody>
      </table></div>
      <ul class="cards">${this.labels.map((l, i) => html`<li>
        <p class="who"><span class="swatch" style="background:${COLOURS[i % COLOURS.length]}"></span>${l}
          <span class="bar" style="width:${Math.round(r.players[i].equity * 100)}%"></span></p>
        <dl>${figures(r.players[i]).map(([id, value]) => html`<div><dt>${msg(id)}</dt><dd>${value}</dd></div>`)}</dl>
      </li>`)}</ul></div>
      ${hiLo ? html`<p>${msg('lab.noLow', { percent: pct(r.noLow) })}</p>` : nothing}
      <p class="muted" id="how">${this.note()}</p>
      <div class="actions"><button type="button" class="secondary" @click=${() => { void this.copy(); }}>${msg('lab.copy')}</button>
        <span role="status">${this.copied === 'ok' ? msg('lab.copied') : this.copied === 'failed' ? msg('lab.copyFailed') : ''}</span></div>
      ${this.copied === 'failed' ? html`<textarea readonly aria-label=${msg('lab.copy')}>${resultText(this.heading, this.labels, r, this.note())}</textarea>` : nothing}
      ${u && u.streets.length > 1 ? html`<h3>${msg('lab.unroll')}</h3>${this.chart(u)}
        <p class="muted">${msg('lab.unrollNote', { runs: u.runs })}</p>
        <ul class="muted">${u.streets.slice(1, -1).flatMap((s) => this.labels.map((l, p) =>
          html`<li>${msg('lab.unrollFav', { player: l, street: streetLabel(s.street).toLowerCase(), percent: pct(s.favourite[p], 0) })}</li>`))}</ul>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-equity-results': FeltEquityResults }
}
