// <felt-quiz-amount>: one or more amounts typed on an on-screen keypad (the system keyboard never
// opens over the table). On a hardware keyboard digits go to the focused amount field (Tab moves
// between them), Backspace deletes, Enter checks once every field is filled. After grading each
// field shows the right amount beside the learner's.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, queryAll, state } from 'lit/decorators.js';
import { msg } from '../../i18n/index';
import { quizStyles } from './quiz-styles';
import type { AnswerEvent } from './events';
import { keyOrigin, typingIn, withModifier } from './keys';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'clear', '0', 'back'];

@customElement('felt-quiz-amount')
export class FeltQuizAmount extends LitElement {
  static override styles = [quizStyles, css`
    .fields { display: grid; gap: 0.4rem; margin-bottom: 0.6rem; }
    .field { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 0.5rem; min-height: 48px; padding: 0 0.8rem; border: 2px solid var(--felt-border); border-radius: 0.6rem; background: var(--felt-surface); color: var(--felt-text); font-weight: 600; text-align: left; }
    .field[aria-pressed='true'] { border-color: var(--felt-accent); background: var(--felt-surface-2); color: var(--felt-text); }
    .value { font-variant-numeric: tabular-nums; font-size: 1.2rem; }
    .keypad { display: grid; grid-template-columns: repeat(3, minmax(4rem, 6rem)); gap: 0.4rem; }
    .keypad button { font-size: 1.2rem; min-height: 52px; }
  `];

  /** One label per amount. */
  @property({ attribute: false }) labels: string[] = [msg('quiz.amount')];

  /** Unit shown after each amount (e.g. "%", "cents"). */
  @property() unit = '';

  @property({ type: Boolean }) disabled = false;

  /** After grading: the right amount(s), shown beside each field. */
  @property({ attribute: false }) expected: number[] | null = null;
  /** After grading: the answer counted as right (estimates allow a tolerance), so every field is marked right. */
  @property({ type: Boolean }) correct = false;

  @state() private values: string[] = [''];
  @state() private active = 0;

  @queryAll('button.field') private fieldButtons!: NodeListOf<HTMLButtonElement>;

  private readonly onKey = (e: KeyboardEvent) => {
    if (this.disabled || withModifier(e) || typingIn(e)) return;
    const origin = keyOrigin(e);
    // A digit typed while an amount field has focus goes to that field (not to the first one).
    const focused = [...(this.fieldButtons ?? [])].indexOf(origin as HTMLButtonElement);
    if (focused >= 0) this.active = focused;
    if (/^[0-9]$/.test(e.key)) this._onKey(e.key);
    else if (e.key === 'Backspace') this._onKey('back');
    else if (e.key === 'Enter') {
      // Enter on a link elsewhere on the page follows the link.
      if (origin && (origin as HTMLElement).tagName?.toLowerCase() === 'a') return;
      this._onCheck();
    } else return;
    e.preventDefault();
  };

  override connectedCallback(): void { super.connectedCallback(); window.addEventListener('keydown', this.onKey); }
  override disconnectedCallback(): void { window.removeEventListener('keydown', this.onKey); super.disconnectedCallback(); }

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('labels')) { this.values = this.labels.map(() => ''); this.active = 0; }
  }

  private _onKey(key: string) {
    const values = this.values.slice();
    const v = values[this.active] ?? '';
    values[this.active] = key === 'clear' ? '' : key === 'back' ? v.slice(0, -1) : v.length < 9 ? (v === '0' ? key : v + key) : v;
    this.values = values;
  }

  private _onCheck() {
    if (this.values.some((v) => v === '')) {
      this.active = Math.max(0, this.values.findIndex((v) => v === ''));
      this.fieldButtons?.[this.active]?.focus();
      return;
    }
    const numbers = this.values.map(Number);
    const answer = this.labels.length === 1 ? numbers[0] : numbers;
    this.dispatchEvent(new CustomEvent('quiz-answer', { detail: { answer }, bubbles: true, composed: true }) as AnswerEvent);
  }

  override render() {
    const unit = this.unit ? ` ${this.unit}` : '';
    return html`
      <div class="fields">${this.labels.map((label, i) => {
        const want = this.expected?.[i];
        const right = want !== undefined && (this.correct || (Number(this.values[i]) === want && this.values[i] !== ''));
        return html`
        <button class="field ${want !== undefined ? (right ? 'is-right' : 'is-wrong') : ''}" aria-pressed=${this.active === i ? 'true' : 'false'} ?disabled=${this.disabled}
          @click=${() => { this.active = i; }} @focus=${() => { this.active = i; }}>
          <span>${label}</span><span class="value" aria-live="polite">${this.values[i] || '–'}${unit}</span>
          ${want === undefined ? nothing : right ? html`<span class="tag-right">✓ ${msg('quiz.rightAnswer')}</span>`
            : html`<span class="tag-wrong">✗ ${msg('quiz.answerIs', { value: `${want}${unit}` })}</span>`}
        </button>`;
      })}</div>
      <div class="keypad" role="group" aria-label=${msg('quiz.keypad')}>
        ${KEYS.map((k) => html`<button data-key=${k} ?disabled=${this.disabled} aria-label=${k === 'back' ? msg('quiz.keyBack') : k === 'clear' ? msg('quiz.keyClear') : k}
          @click=${() => this._onKey(k)}>${k === 'back' ? '⌫' : k === 'clear' ? 'C' : k}</button>`)}
      </div>
      <p class="row"><button class="primary" id="check" ?disabled=${this.disabled} @click=${() => this._onCheck()}>${msg('quiz.check')}</button>
      <span class="hint">${msg('quiz.keysAmount')}</span></p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-quiz-amount': FeltQuizAmount }
}
