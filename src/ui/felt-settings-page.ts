// <felt-settings-page>: theme, four-colour deck, and exporting or importing progress.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { msg } from '../i18n/index';
import type { FeltStore } from '../storage/store';
import { DEFAULT_SETTINGS, StorageError, type Settings, type ThemeSetting } from '../storage/types';
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
  `];

  /** The current settings. */
  @property({ attribute: false }) settings: Settings = { ...DEFAULT_SETTINGS };

  /** The app's store (for export and import); null while it opens. */
  @property({ attribute: false }) store: FeltStore | null = null;

  /** Whether the browser agreed to keep the data under storage pressure. */
  @property({ type: Boolean }) persisted = false;

  @state() private message = '';
  @state() private error = '';

  @query('h1') private heading!: HTMLElement;

  focusHeading(): void { this.heading?.focus(); }

  private change(patch: Partial<Settings>): void {
    const settings = { ...this.settings, ...patch };
    this.dispatchEvent(new CustomEvent('settings-change', { detail: { settings }, bubbles: true, composed: true }));
  }

  private async exportProgress(): Promise<void> {
    if (!this.store) return;
    this.message = ''; this.error = '';
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
    this.message = msg('settings.exported', { file });
  }

  private async importProgress(e: Event): Promise<void> {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file || !this.store) return;
    this.message = ''; this.error = '';
    try {
      const summary = await this.store.importData(await file.text());
      this.message = msg('settings.imported', { count: summary.counts.lessonProgress ?? 0 });
    } catch (error) {
      this.error = error instanceof StorageError ? error.message : String(error);
    }
  }

  override render() {
    const s = this.settings;
    return html`
      <h1 tabindex="-1">${msg('settings.title')}</h1>
      <section aria-labelledby="appearance-h">
        <h2 id="appearance-h">${msg('settings.appearance')}</h2>
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
      <section aria-labelledby="data-h">
        <h2 id="data-h">${msg('settings.data')}</h2>
        <p>${this.store?.kind === 'memory' ? msg('settings.storage.memory') : msg('settings.storage.indexeddb')}
          ${this.persisted ? msg('settings.storage.persisted') : nothing}</p>
        <div class="actions">
          <button id="export" @click=${() => { void this.exportProgress(); }} ?disabled=${!this.store}>${msg('settings.export')}</button>
          <span class="file">
            <span class="button secondary" aria-hidden="true">${msg('settings.import')}</span>
            <input id="import" type="file" accept="application/json,.json" aria-label=${msg('settings.import')}
              @change=${(e: Event) => { void this.importProgress(e); }} ?disabled=${!this.store} />
          </span>
        </div>
        <p class="muted">${msg('settings.importHelp')}</p>
        <div role="status" aria-live="polite">${this.message ? html`<p id="data-message">${this.message}</p>` : nothing}</div>
        ${this.error ? html`<p role="alert" id="data-error">${this.error}</p>` : nothing}
      </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-settings-page': FeltSettingsPage }
}
