// <felt-equity-grid>: the 13×13 hold'em range grid, painted by drag or tap (mouse, touch, pen) and by keyboard, with a weight brush.
// Every hand is a 44 px target: where 13 of them do not fit (a phone), the grid scrolls inside its frame under sticky
// rank headers. A drag that starts on a hand paints; one that starts on a rank header scrolls.
import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { HAND_CLASSES, type RangeCombo, classCombos, classIndexOf, formatRange, parseRange } from '../engine/equity/ranges';
import { formatPercent, msg } from '../i18n/index';

/** Fired with the range as text (formatRange) after a paint stroke, a tap, a key press or Clear. */
export type GridPaintEvent = CustomEvent<{ range: string }>;

const BRUSHES = [1, 0.75, 0.5, 0.25] as const;
/** Rank letters of the rows and columns, ace first (the grid's order). */
const RANKS = [...'AKQJT98765432'];

@customElement('felt-equity-grid')
export class FeltEquityGrid extends LitElement {
  static override styles = css`
    :host { display: block; max-width: 42rem; }
    .tools { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: center; margin: 0 0 0.5rem; }
    .tools button { min-height: 44px; min-width: 44px; padding: 0.3rem 0.7rem; border-radius: 0.5rem; border: 1px solid var(--felt-accent);
      background: transparent; color: var(--felt-accent); font: inherit; font-weight: 600; cursor: pointer; }
    .tools button[aria-pressed='true'] { background: var(--felt-accent); color: var(--felt-accent-text); }
    /* The frame scrolls (both ways on a phone); the headers stay in view and keep the focused hand clear of them. */
    .frame { overflow: auto; max-height: min(75vh, 46rem); border: 1px solid var(--felt-border);
      border-radius: 0.5rem; scroll-padding: 1.6rem 0 0 1.6rem; background: var(--felt-surface); }
    .grid { display: grid; grid-template-columns: 1.6rem repeat(13, minmax(44px, 1fr)); gap: 2px; padding: 0 2px 2px 0;
      width: max-content; min-width: 100%; box-sizing: border-box; user-select: none; -webkit-user-select: none; }
    .head { position: sticky; z-index: 2; display: flex; align-items: center; justify-content: center; background: var(--felt-surface);
      color: var(--felt-muted); font-size: 0.8rem; font-weight: 700; min-height: 1.6rem; touch-action: pan-x pan-y; }
    .head.top { top: 0; }
    .head.side { left: 0; }
    .head.corner { top: 0; left: 0; z-index: 3; }
    .hint { font-size: 0.85rem; color: var(--felt-muted); margin: 0.3rem 0 0; }
    .cell { position: relative; aspect-ratio: 1; min-width: 44px; min-height: 44px; padding: 0; border: 1px solid var(--felt-border);
      border-radius: 3px; background: var(--felt-surface-2); color: var(--felt-text); font: inherit; font-size: 0.8rem; font-weight: 600;
      cursor: pointer; overflow: hidden; display: flex; align-items: center; justify-content: center; touch-action: none; }
    .cell .fill { position: absolute; left: 0; right: 0; bottom: 0; background: var(--felt-accent); }
    .cell .name { position: relative; }
    .cell.on .name { color: var(--felt-accent-text); }
    .cell.half .name { color: var(--felt-text); text-shadow: 0 0 3px var(--felt-surface); }
    .cell.pair { border-color: var(--felt-muted); }
    .cell:focus-visible { outline: 3px solid var(--felt-focus); outline-offset: -3px; z-index: 1; }
    /* The ring sits above the weight fill, so it shows on full cells too. */
    .cell.beats::after, .cell.loses::after, .cell.close::after { content: ''; position: absolute; inset: 0; border: 3px solid; border-radius: 2px; pointer-events: none; }
    .cell.beats::after { border-color: #1a7f37; }
    .cell.loses::after { border-color: #c0392b; }
    .cell.close::after { border-color: #b8860b; }
    .legend { display: flex; flex-wrap: wrap; gap: 0.3rem 1rem; font-size: 0.85rem; color: var(--felt-muted); margin: 0.4rem 0 0; }
    .legend span::before { content: ''; display: inline-block; width: 0.8rem; height: 0.8rem; margin-right: 0.3rem; vertical-align: -0.1rem; border: 3px solid; border-radius: 2px; }
    .legend .b::before { border-color: #1a7f37; } .legend .l::before { border-color: #c0392b; } .legend .c::before { border-color: #b8860b; }
  `;

  /** The range as text (parseRange); text that does not read as a range shows an empty grid. */
  @property({ attribute: false }) range = '';

  /** Weight of each class (169, grid order), 0..1, from the range; fractions show classes only partly in it. */
  @state() private weights: readonly number[] = new Array(169).fill(0);
  private combos: RangeCombo[] = [];

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!changed.has('range')) return;
    try { this.combos = this.range.trim() === '' ? [] : parseRange(this.range); } catch { this.combos = []; }
    const weights = new Array<number>(169).fill(0);
    for (const c of this.combos) {
      const k = classIndexOf(c.cards[0], c.cards[1]);
      weights[k] += c.weight / classCombos(HAND_CLASSES[k]).length;
    }
    this.weights = weights.map((w) => Math.round(w * 1e6) / 1e6);
  }

  /** Optional: another hand's equity against each class (NaN where not computed), shown as a coloured ring. */
  @property({ attribute: false }) against: readonly number[] | null = null;

  /** The grid's accessible name. */
  @property() label = '';

  @state() private brush: number = 1;
  @state() private focusIndex = 0;
  private painting: { value: number; touched: Set<number>; weights: number[] } | null = null;

  /** The range with the given classes set to their weight in `weights` (the other classes keep their combos), as text. */
  private emit(weights: readonly number[], classes: readonly number[]): void {
    const map = new Map<number, RangeCombo>();
    for (const c of this.combos) map.set(c.cards[0] * 64 + c.cards[1], c);
    for (const k of classes) {
      for (const cards of classCombos(HAND_CLASSES[k])) {
        if (weights[k] > 0) map.set(cards[0] * 64 + cards[1], { cards, weight: weights[k] });
        else map.delete(cards[0] * 64 + cards[1]);
      }
    }
    this.dispatchEvent(new CustomEvent('grid-paint', { detail: { range: formatRange([...map.values()]) }, bubbles: true, composed: true }));
  }

  private cellAt(x: number, y: number): number | null {
    const el = this.renderRoot instanceof ShadowRoot ? this.renderRoot.elementFromPoint(x, y) : null;
    const cell = (el as HTMLElement | null)?.closest?.('[data-i]') as HTMLElement | null;
    return cell ? Number(cell.dataset.i) : null;
  }

  private paint(i: number): void {
    const p = this.painting;
    if (!p || p.touched.has(i)) return;
    p.touched.add(i);
    p.weights[i] = p.value;
    this.weights = [...p.weights];
  }

  private onDown(e: PointerEvent): void {
    const i = this.cellAt(e.clientX, e.clientY);
    if (i === null || e.button > 0) return;
    e.preventDefault();
    (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
    // A stroke that starts on a cell already at the brush's weight erases; otherwise it paints.
    const value = this.weights[i] === this.brush ? 0 : this.brush;
    this.painting = { value, touched: new Set(), weights: [...this.weights] };
    this.focusIndex = i;
    this.paint(i);
  }

  private onMove(e: PointerEvent): void {
    if (!this.painting) return;
    const i = this.cellAt(e.clientX, e.clientY);
    if (i !== null) this.paint(i);
  }

  private onUp(): void {
    const p = this.painting;
    this.painting = null;
    if (p && p.touched.size > 0) this.emit(p.weights, [...p.touched]);
  }

  private toggle(i: number): void {
    const weights = [...this.weights];
    weights[i] = weights[i] === this.brush ? 0 : this.brush;
    this.weights = weights;
    this.emit(weights, [i]);
  }

  private onKey(e: KeyboardEvent): void {
    const i = this.focusIndex;
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -13, ArrowDown: 13 };
    let next = i;
    if (e.key in moves) {
      const d = moves[e.key];
      if ((d === -1 && i % 13 === 0) || (d === 1 && i % 13 === 12) || i + d < 0 || i + d > 168) return;
      next = i + d;
    } else if (e.key === 'Home') next = i - (i % 13);
    else if (e.key === 'End') next = i - (i % 13) + 12;
    else if (e.key === ' ' || e.key === 'Enter') { e.preventDefault(); this.toggle(i); return; } else return;
    e.preventDefault();
    this.focusIndex = next;
    // Shift + arrow paints the cell moved onto, so a keyboard user can sweep a row like a drag.
    if (e.shiftKey && this.weights[next] !== this.brush) this.toggle(next);
    void this.updateComplete.then(() => (this.renderRoot.querySelector(`[data-i="${next}"]`) as HTMLElement | null)?.focus());
  }

  private ringClass(i: number): string {
    const a = this.against?.[i];
    if (a === undefined || Number.isNaN(a) || !(this.weights[i] > 0)) return '';
    return a >= 0.55 ? 'beats' : a <= 0.45 ? 'loses' : 'close';
  }

  override render() {
    return html`
      <div class="tools" role="group" aria-label=${msg('lab.brush')}>
        <span>${msg('lab.brush')}</span>
        ${BRUSHES.map((b) => html`<button type="button" aria-pressed=${this.brush === b ? 'true' : 'false'} @click=${() => { this.brush = b; }}>${formatPercent(b)}</button>`)}
        <button type="button" @click=${() => { this.emit(new Array(169).fill(0), HAND_CLASSES.map((_, i) => i)); }}>${msg('lab.clear')}</button>
      </div>
      <div class="frame" part="frame">
      <div class="grid" role="group" aria-label=${this.label || msg('lab.grid')} @pointerdown=${this.onDown} @pointermove=${this.onMove}
        @pointerup=${this.onUp} @pointercancel=${this.onUp} @keydown=${this.onKey}>
        <span class="head corner" aria-hidden="true"></span>
        ${RANKS.map((r) => html`<span class="head top" aria-hidden="true">${r}</span>`)}
        ${HAND_CLASSES.map((c, i) => {
          const w = this.weights[i] ?? 0;
          const a = this.against?.[i];
          const name = msg('lab.cellName', { hand: c.name, weight: formatPercent(w) })
            + (a !== undefined && !Number.isNaN(a) && w > 0 ? ` ${msg('lab.cellAgainst', { equity: formatPercent(a, 1) })}` : '');
          const cell = html`<button type="button" class="cell ${w >= 0.5 ? 'on' : w > 0 ? 'half' : ''} ${c.kind === '' ? 'pair' : ''} ${this.ringClass(i)}"
            data-i=${i} tabindex=${i === this.focusIndex ? 0 : -1} aria-pressed=${w > 0 ? 'true' : 'false'} aria-label=${name}
            @focus=${() => { this.focusIndex = i; }}>
            ${w > 0 ? html`<span class="fill" style="height:${Math.round(w * 100)}%"></span>` : nothing}<span class="name">${c.name}</span></button>`;
          return i % 13 === 0 ? html`<span class="head side" aria-hidden="true">${RANKS[i / 13]}</span>${cell}` : cell;
        })}
      </div>
      </div>
      <p class="hint">${msg('lab.gridHint')}</p>
      ${this.against ? html`<p class="legend"><span class="b">${msg('lab.legendBeats')}</span><span class="c">${msg('lab.legendClose')}</span><span class="l">${msg('lab.legendLoses')}</span></p>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-equity-grid': FeltEquityGrid }
  interface HTMLElementEventMap { 'grid-paint': GridPaintEvent }
}
