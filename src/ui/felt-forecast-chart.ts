// <felt-forecast-chart>: reviews due on each of the coming days as a small bar chart in HTML (its
// text stays at the page's size, at least 12 px, on a phone), with the numbers as a table for
// screen readers.
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { currentLocale, msg } from '../i18n/index';

@customElement('felt-forecast-chart')
export class FeltForecastChart extends LitElement {
  static override styles = css`
    :host { display: block; margin-top: 0.5rem; }
    figure { margin: 0; }
    figcaption { font-weight: 700; margin-bottom: 0.25rem; }
    .bars { display: grid; grid-template-columns: repeat(var(--days, 7), 1fr); gap: 0.3rem; align-items: end; height: 6rem; }
    .col { display: flex; flex-direction: column; align-items: center; justify-content: flex-end; height: 100%; gap: 0.15rem; font-size: max(12px, 0.8rem); }
    .bar { width: 100%; max-width: 2.2rem; background: var(--felt-accent); border-radius: 0.25rem 0.25rem 0 0; min-height: 2px; }
    .day { color: var(--felt-muted); font-size: max(12px, 0.8rem); }
    .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  `;

  /** Reviews due per day, today first. */
  @property({ attribute: false }) counts: number[] = [];
  /** Today (epoch ms), for the day names. */
  @property({ attribute: false }) start = 0;

  private dayName(i: number): string {
    if (i === 0) return msg('forecast.today');
    const d = new Date(this.start);
    d.setDate(d.getDate() + i);
    return new Intl.DateTimeFormat(currentLocale(), { weekday: 'short' }).format(d);
  }

  override render() {
    const most = Math.max(1, ...this.counts);
    return html`<figure id="forecast">
      <figcaption id="forecast-cap">${msg('forecast.title')}</figcaption>
      <div class="bars" aria-hidden="true" style="--days:${this.counts.length}">
        ${this.counts.map((n, i) => html`<div class="col"><span>${n}</span><div class="bar" style="height:${(n / most) * 70}%"></div><span class="day">${this.dayName(i)}</span></div>`)}
      </div>
      <table class="sr-only" aria-labelledby="forecast-cap"><tbody>
        ${this.counts.map((n, i) => html`<tr><th scope="row">${this.dayName(i)}</th><td>${msg('forecast.reviews', { count: n })}</td></tr>`)}
      </tbody></table>
    </figure>`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-forecast-chart': FeltForecastChart }
}
