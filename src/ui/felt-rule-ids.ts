// <felt-rule-ids>: the rules a question or a result rests on, in plain words for the learner, with
// the rule book's IDs behind a details toggle for coaches (issue 13 item 1).
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { formatList, msg } from '../i18n/index';
import { ruleNames } from './rule-names';

@customElement('felt-rule-ids')
export class FeltRuleIds extends LitElement {
  static override styles = css`
    :host { display: block; font-size: 0.9rem; color: var(--felt-muted); }
    p { margin: 0.3rem 0; }
    details { margin: 0.2rem 0; }
    summary { cursor: pointer; min-height: 44px; display: inline-flex; align-items: center; }
    /* A flex summary loses the browser's disclosure marker: draw one, so the toggle reads as a toggle. */
    summary::before { content: '▸' / ''; margin-inline-end: 0.4em; }
    details[open] > summary::before { content: '▾' / ''; }
    summary:focus-visible { outline: 3px solid var(--felt-focus); outline-offset: 2px; }
    code { font-family: ui-monospace, monospace; }
  `;

  /** The rule IDs. */
  @property({ attribute: false }) ids: readonly string[] = [];
  /** Leave out the "Rules:" line (the caller shows the names itself). */
  @property({ type: Boolean, attribute: 'ids-only' }) idsOnly = false;

  override render() {
    if (!this.ids.length) return nothing;
    return html`${this.idsOnly ? nothing : html`<p class="names">${msg('quiz.rules', { rules: formatList(ruleNames(this.ids)) })}</p>`}
      <details><summary>${msg('quiz.ruleIds')}</summary><code>${this.ids.join(', ')}</code></details>`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-rule-ids': FeltRuleIds }
}
