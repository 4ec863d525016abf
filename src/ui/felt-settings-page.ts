// <felt-settings-page>: language, theme, four-colour deck, the daily goal and the name put in result codes,
// and exporting or importing progress. Import first shows what the file brings and what it would
// replace, and asks (issue 13 item 7).
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { LANGUAGES, currentLocale, formatList, msg, type MessageId } from '../i18n/index';
import type { FeltStore, ImportPreview } from '../storage/store';
import { DEFAULT_DAILY_GOAL, DEFAULT_SETTINGS, type Settings, type ThemeSetting } from '../storage/records';
import { errorText } from './engine-text';
import { detailsToggle, failure, failureDetails, storageDetail, type Failure } from './failure';
import { say, type Words } from './words';
import { pageStyles } from './shared-styles';
import './felt-cards';

const THEMES: readonly ThemeSetting[] = ['system', 'light', 'dark'];

@customElement('felt-settings-page')
export class FeltSettingsPage extends LitElement {
  static override styles = [pageStyles, css`
    fieldset { border: 1px solid var(--felt-border); border-radius: 0.6rem; margin: 0 0 1rem; padding: 0.5rem 1rem 1rem; }
    legend { font-weight: 700; padding: 0 0.25rem; }
    label.choice { display: flex; align-items: center; gap: 0.6rem; min-height: 44px; cursor: pointer; }
    input[type='radio'], input[type='checkbox'] { width: 1.35rem; height: 1.35rem; accent-color: var(--felt-accent); margin: 0; }
    .file { position: relative; display: inline-flex; }
    .file input { position: absolute; inset: 0; opacity: 0; cursor: pointer; width: 100%; }
    .file:focus-within .button { outline: 3px solid var(--felt-focus); outline-offset: 2px; }
    .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin: 0.5rem 0; }
    [role='alert'] { color: var(--felt-warn-text); background: var(--felt-warn-bg); padding: 0.5rem 0.75rem; border-radius: 0.5rem; }
    felt-cards { --card-width: 2.6rem; }
    label.field { display: flex; flex-wrap: wrap; align-items: center; gap: 0.6rem; min-height: 44px; }
    select, input[type='text'] { min-height: 44px; font: inherit; padding: 0 0.5rem; border-radius: 0.4rem; border: 1px solid var(--felt-border); background: var(--felt-surface); color: var(--felt-text); }
    .confirm { border-color: var(--felt-focus); border-width: 2px; }
  `];

  /** The current settings. */
  @property({ attribute: false }) settings: Settings = { ...DEFAULT_SETTINGS };

  /** The app's store (for export and import); null while it opens. */
  @property({ attribute: false }) store: FeltStore | null = null;

  /** Whether the browser agreed to keep the data under storage pressure. */
  @property({ type: Boolean }) persisted = false;

  /** What the last export or import did, worded at render time (a language switch rewords it). */
  @state() private message: Words = '';
  /** A refused import, its data's own keys and the browser's error behind a details toggle. */
  @state() private error: Failure | null = null;
  /** A file read and checked, waiting for the learner to agree to replace their progress. */
  @state() private preview: { text: string; name: string; summary: ImportPreview } | null = null;

  @query('h1') private heading!: HTMLElement;

  focusHeading(): void { this.heading?.focus(); }

  private change(patch: Partial<Settings>): void {
    const settings = { ...this.settings, ...patch };
    this.dispatchEvent(new CustomEvent('settings-change', { detail: { settings }, bubbles: true, composed: true }));
  }

  private async exportProgress(): Promise<void> {
    if (!this.store) return;
    this.message = ''; this.error = null;
    const now = Date.now();
    const data = await this.store.exportData(now);
    const file = `felt-progress-${new Date(now).toISOString().slice(0, 10)}.json`;
    const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = file;
    a.rel = 'noopener';
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    this.message = () => msg('settings.exported', { file });
  }

  /** The trainer's check that a skill id is one this version knows (loaded only when importing). */
  private async knownSkill(): Promise<(id: string) => boolean> {
    const { parseSkillId } = await import('../trainer/drill-plan');
    return (id) => parseSkillId(id) !== null;
  }

  private async importProgress(e: Event): Promise<void> {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file || !this.store) return;
    this.message = ''; this.error = null; this.preview = null;
    try {
      const text = await file.text();
      const summary = await this.store.previewImport(text, { knownSkill: await this.knownSkill() });
      this.preview = { text, name: file.name, summary };
      await this.updateComplete;
      (this.renderRoot.querySelector('#import-confirm') as HTMLElement | null)?.focus();
    } catch (error) {
      this.error = failure(error, null);
    }
  }

  private async confirmImport(): Promise<void> {
    const p = this.preview;
    if (!p || !this.store) return;
    this.preview = null;
    try {
      const summary = await this.store.importData(p.text, { knownSkill: await this.knownSkill() });
      this.message = () => msg('settings.imported2', { what: this.describeCounts(summary.counts) || msg('settings.nothing') })
        + (summary.skipped.length ? ` ${msg('settings.skipped', { count: summary.skipped.length })}` : '');
    } catch (error) {
      this.error = failure(error, null);
    }
  }

  private describeCounts(counts: Record<string, number>): string {
    return formatList(Object.entries(counts).filter(([, n]) => n > 0).map(([store, count]) => msg(`store.count.${store}` as MessageId, { count })));
  }

  private renderPreview() {
    const p = this.preview;
    if (!p) return nothing;
    const s = p.summary;
    return html`<div class="card-box confirm" id="import-preview" role="group" aria-labelledby="import-h">
      <h3 id="import-h">${msg('settings.importAsk', { file: p.name })}</h3>
      <p>${msg('settings.importBrings', { what: this.describeCounts(s.counts) || msg('settings.nothing') })}${s.exportedAt ? ` ${msg('settings.importMade', { date: s.exportedAt.slice(0, 10) })}` : ''}</p>
      <p><strong>${msg('settings.importReplaces', { what: this.describeCounts(s.current) || msg('settings.nothing') })}</strong></p>
      ${s.skipped.length ? html`<p>${msg('settings.importSkips', { count: s.skipped.length })}</p>
        <ul>${s.skipped.slice(0, 5).map((k) => {
          const detail = storageDetail(k.problem);
          return html`<li>${msg('settings.skipLine', { n: k.index + 1, store: msg(`store.${k.store}` as MessageId), reason: errorText(k.problem) })}${detail ? detailsToggle(detail) : nothing}</li>`;
        })}</ul>` : nothing}
      <p class="actions">
        <button id="import-confirm" @click=${() => { void this.confirmImport(); }}>${msg('settings.importYes')}</button>
        <button class="secondary" id="import-cancel" @click=${() => { this.preview = null; this.message = () => msg('settings.importCancelled'); }}>${msg('settings.importNo')}</button>
      </p>
    </div>`;
  }

  override render() {
    const s = this.settings;
    return html`
      <h1 tabindex="-1">${msg('settings.title')}</h1>
      <section aria-labelledby="appearance-h">
        <h2 id="appearance-h">${msg('settings.appearance')}</h2>
        <fieldset id="language">
          <legend>${msg('settings.language')}</legend>
          ${LANGUAGES.map((l) => html`<label class="choice" lang=${l.code}>
            <input type="radio" name="language" value=${l.code} .checked=${currentLocale() === l.code} @change=${() => this.change({ language: l.code })} />
            ${l.name}
          </label>`)}
          <p class="muted">${msg('settings.languageHelp')}</p>
        </fieldset>
        <fieldset>
          <legend>${msg('settings.theme')}</legend>
          ${THEMES.map((t) => html`<label class="choice">
            <input type="radio" name="theme" value=${t} .checked=${s.theme === t} @change=${() => this.change({ theme: t })} />
            ${msg(`settings.theme.${t}`)}
          </label>`)}
        </fieldset>
        <fieldset>
          <legend>${msg('settings.preview')}</legend>
          <label class="choice">
            <input id="four-colour" type="checkbox" role="switch" .checked=${s.fourColour} @change=${(e: Event) => this.change({ fourColour: (e.target as HTMLInputElement).checked })} />
            ${msg('settings.fourColour')}
          </label>
          <felt-cards .cards=${[51, 46, 41, 36]} label=${msg('settings.preview')}></felt-cards>
        </fieldset>
      </section>
      <section aria-labelledby="practice-h">
        <h2 id="practice-h">${msg('settings.practice')}</h2>
        <p><label class="field">${msg('settings.dailyGoal')}
          <select id="daily-goal" @change=${(e: Event) => this.change({ dailyGoal: Number((e.target as HTMLSelectElement).value) })}>
            ${[5, 10, 20, 30, 50].map((n) => html`<option value=${n} ?selected=${(s.dailyGoal ?? DEFAULT_DAILY_GOAL) === n}>${msg('settings.answersADay', { count: n })}</option>`)}
          </select></label></p>
        <p><label class="field">${msg('settings.learnerName')}
          <input id="learner-name" type="text" maxlength="40" autocomplete="name" .value=${s.learnerName ?? ''}
            @change=${(e: Event) => this.change({ learnerName: (e.target as HTMLInputElement).value.trim().slice(0, 40) })} /></label></p>
        <p class="muted">${msg('settings.learnerNameHelp')}</p>
      </section>
      <section aria-labelledby="data-h">
        <h2 id="data-h">${msg('settings.data')}</h2>
        <p>${this.store?.kind === 'memory' ? msg('settings.storage.memory') : msg('settings.storage.indexeddb')}
          ${this.persisted ? msg('settings.storage.persisted') : nothing}
          ${'serviceWorker' in navigator && navigator.serviceWorker.controller ? msg('settings.offline') : nothing}</p>
        <div class="actions">
          <button id="export" @click=${() => { void this.exportProgress(); }} ?disabled=${!this.store}>${msg('settings.export')}</button>
          <span class="file">
            <span class="button secondary" aria-hidden="true">${msg('settings.import')}</span>
            <input id="import" type="file" accept="application/json,.json" aria-label=${msg('settings.import')}
              @change=${(e: Event) => { void this.importProgress(e); }} ?disabled=${!this.store} />
          </span>
        </div>
        <p class="muted">${msg('settings.importHelp')}</p>
        ${this.renderPreview()}
        <div role="status" aria-live="polite">${this.message ? html`<p id="data-message">${say(this.message)}</p>` : nothing}</div>
        ${this.error ? html`<div role="alert"><p id="data-error">${this.error.text()}</p>${failureDetails(this.error)}</div>` : nothing}
      </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-settings-page': FeltSettingsPage }
}
