// <felt-coach-builder>: a coach picks kinds x games x difficulty x count x timer x seed and gets a
// link, a QR code (uqr, SVG) and the system share sheet where there is one.
import { LitElement, css, html, nothing, svg } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { encode } from 'uqr';
import { msg } from '../i18n/index';
import { checkDrillSpec, MAX_QUESTIONS, type DrillMode, type DrillSpec } from '../trainer/drill-plan';
import { GAME_IDS, type GameId } from '../trainer/games';
import { drillLink } from '../trainer/links';
import type { Difficulty } from '../trainer/quiz';
import { QUIZ_META } from '../trainer/quizzes/meta';
import { pageStyles } from './shared-styles';
import { freshSeed } from './fresh-seed';
import { gameTitle } from './game-names';

@customElement('felt-coach-builder')
export class FeltCoachBuilder extends LitElement {
  static override styles = [pageStyles, css`
    fieldset { border: 1px solid var(--felt-border); border-radius: 0.6rem; margin: 0 0 0.75rem; }
    .checks { display: grid; gap: 0.2rem 1rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr)); }
    label { display: flex; gap: 0.5rem; align-items: center; min-height: 44px; }
    input[type='checkbox'], input[type='radio'] { width: 1.3rem; height: 1.3rem; flex-shrink: 0; }
    select { min-height: 44px; font: inherit; }
    .qr { width: min(100%, 16rem); background: #fff; padding: 0.5rem; border-radius: 0.5rem; }
    .qr svg { display: block; width: 100%; height: auto; }
    .link { font-family: ui-monospace, monospace; word-break: break-all; background: var(--felt-surface-2); padding: 0.5rem; border-radius: 0.5rem; }
  `];

  @state() private spec: DrillSpec = { kinds: ['which-wins'], games: ['holdem'], difficulty: 1, count: 10, timer: 0, seed: 0, mode: 'practice' };
  @state() private made = '';
  @state() private copied = false;

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.spec.seed === 0) this.spec = { ...this.spec, seed: freshSeed() };
  }

  private toggle<T>(list: T[], item: T): T[] { return list.includes(item) ? list.filter((x) => x !== item) : [...list, item]; }

  private set(patch: Partial<DrillSpec>) { this.spec = { ...this.spec, ...patch }; this.made = ''; this.copied = false; }

  private _onMake() {
    if (checkDrillSpec(this.spec)) return;
    this.made = drillLink(location.href, this.spec);
  }

  private async _onCopy() {
    try { await navigator.clipboard.writeText(this.made); this.copied = true; } catch { this.copied = false; }
  }

  private async _onShare() {
    try { await navigator.share({ title: msg('builder.shareTitle'), text: msg('builder.shareText'), url: this.made }); } catch { /* cancelled */ }
  }

  override render() {
    const s = this.spec;
    const problem = checkDrillSpec(s);
    return html`
      <h2>${msg('builder.title')}</h2>
      <p class="muted">${msg('builder.intro')}</p>
      <fieldset><legend>${msg('builder.kinds')}</legend><div class="checks">
        ${QUIZ_META.map((k) => html`<label><input type="checkbox" .checked=${s.kinds.includes(k.id)} @change=${() => this.set({ kinds: this.toggle(s.kinds, k.id) })} />${k.title}</label>`)}
      </div></fieldset>
      <fieldset><legend>${msg('builder.games')}</legend><div class="checks">
        ${GAME_IDS.map((g) => html`<label><input type="checkbox" .checked=${s.games.includes(g)} @change=${() => this.set({ games: this.toggle<GameId>(s.games, g) })} />${gameTitle(g)}</label>`)}
      </div></fieldset>
      <fieldset><legend>${msg('builder.settings')}</legend>
        <label>${msg('practice.difficulty')} <select @change=${(e: Event) => this.set({ difficulty: Number((e.target as HTMLSelectElement).value) as Difficulty })}>
          ${[1, 2, 3].map((d) => html`<option value=${d} ?selected=${s.difficulty === d}>${d}</option>`)}</select></label>
        <label>${msg('practice.questions')} <select @change=${(e: Event) => this.set({ count: Number((e.target as HTMLSelectElement).value) })}>
          ${[5, 10, 20, 30, 50, MAX_QUESTIONS].map((n) => html`<option value=${n} ?selected=${s.count === n}>${n}</option>`)}</select></label>
        <label>${msg('builder.timer')} <select @change=${(e: Event) => this.set({ timer: Number((e.target as HTMLSelectElement).value) })}>
          ${[0, 15, 30, 60, 120].map((t) => html`<option value=${t} ?selected=${s.timer === t}>${t ? msg('builder.timerSeconds', { seconds: t }) : msg('builder.noTimer')}</option>`)}</select></label>
        <label>${msg('practice.mode')} <select @change=${(e: Event) => this.set({ mode: (e.target as HTMLSelectElement).value as DrillMode })}>
          ${(['practice', 'timed'] as DrillMode[]).map((m) => html`<option value=${m} ?selected=${s.mode === m}>${m === 'practice' ? msg('practice.modePractice') : msg('practice.modeTimed')}</option>`)}</select></label>
        <p>${msg('builder.seed', { seed: String(s.seed) })} <button class="secondary" @click=${() => this.set({ seed: freshSeed() })}>${msg('builder.newQuestions')}</button></p>
      </fieldset>
      ${problem ? html`<p role="alert">${problem}</p>` : nothing}
      <button id="make-link" ?disabled=${!!problem} @click=${() => this._onMake()}>${msg('builder.make')}</button>
      ${this.made ? html`
        <p class="link" id="drill-link">${this.made}</p>
        <div class="qr" role="img" aria-label=${msg('builder.qr')}>${qrSvg(this.made)}</div>
        <p class="row">
          <button @click=${() => this._onCopy()}>${this.copied ? msg('share.copied') : msg('builder.copy')}</button>
          ${'share' in navigator ? html`<button class="secondary" @click=${() => this._onShare()}>${msg('share.share')}</button>` : nothing}
          <a class="button secondary" href=${this.made}>${msg('builder.try')}</a>
        </p>` : nothing}`;
  }
}

/** The QR code of `text` as an SVG template: one path of dark modules, built from uqr's matrix (no markup strings). */
function qrSvg(text: string) {
  const { data, size } = encode(text, { border: 2 });
  let path = '';
  data.forEach((row, y) => row.forEach((dark, x) => { if (dark) path += `M${x} ${y}h1v1h-1z`; }));
  return svg`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">
    <rect width=${size} height=${size} fill="#fff"></rect><path d=${path} fill="#000"></path></svg>`;
}

declare global {
  interface HTMLElementTagNameMap { 'felt-coach-builder': FeltCoachBuilder }
}
