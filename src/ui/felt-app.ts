// <felt-app>: the shell. Owns the store, settings and lesson progress, routes by hash, shows notices
// in the page flow (a notice never covers controls), asks before leaving a drill half done, and
// refreshes when another tab changes the data.
import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { currentLocale, isLocale, loadLocale, msg, onLocaleChange, pickLocale, setLocale, type LocaleCode, type MessageId } from '../i18n/index';
import { refreshAll } from './locale-refresh';
import { errorText } from './engine-text';
import { failure, failureDetail, failureDetails, failureText, storageDetail, type Failure } from './failure';
import { say, type Words } from './words';
import { loadLessonTranslations } from './lesson-text';
import type { FeltStore, StoreNotice } from '../storage/store';
import { DEFAULT_SETTINGS, type LessonProgress, type LessonStatus, type Settings } from '../storage/records';
import { applySettings } from './apply-settings';
import { lessonById } from '../trainer/lessons/catalogue';
import { parseRoute, type Route } from './router';
import { reloadOnPurpose } from './leave-guard';
import './felt-home-page';

/** The language choice as public/shell-language.js reads it (a copy of the settings' language, for the page before the app). */
const SHELL_LANGUAGE_KEY = 'felt.language';

/**
 * Pages loaded on first visit, to keep the first load small (issue 5: at most 80 kB of JS gzipped; issue 13 item 8: Home
 * is the only page in the first load, so no route waits on another page's code before its first paint).
 */
const LAZY_PAGES: Partial<Record<Route['page'], () => Promise<unknown>>> = {
  learn: () => import('./felt-learn-page'),
  settings: () => import('./felt-settings-page'),
  lesson: () => import('./felt-lesson-page'),
  practice: () => import('./felt-practice-page'),
  progress: () => import('./felt-progress-page'),
  play: () => import('./felt-play-page'),
  history: () => import('./felt-hand-history-page'),
  equity: () => import('./felt-equity-page'),
};

export type ProgressMap = ReadonlyMap<string, LessonProgress>;

/** Fired by pages to change a lesson's status. */
export type LessonStatusEvent = CustomEvent<{ id: string; status: LessonStatus }>;
/** Fired by the settings page. */
export type SettingsEvent = CustomEvent<{ settings: Settings }>;

/** A notice's words are read at render time, so a language switch rewords the notices already shown. */
interface Notice { id: number; text: () => string; tone: 'info' | 'warn'; action?: { label: () => string; run(): void }; failure?: Failure }
const words = (w: Words): (() => string) => () => say(w);

@customElement('felt-app')
export class FeltApp extends LitElement {
  // Styles (comments kept out of the css literal, which ships verbatim):
  // - Notices sit in the page flow above the content: they never cover an answer button (issue 13 item 5).
  // - Phones: the sections become a tab bar at the bottom, within thumb reach.
  // - Six equal tabs; a long label (Turkish, Greek) wraps onto a second line instead of pushing a tab off screen.
  // - Seven sections do not fit a 360 px tab bar: Settings moves to the header on phones.
  static override styles = css`
    :host { display: block; min-height: 100vh; }
    .skip { position: absolute; left: -999px; top: 0; background: var(--felt-surface); color: var(--felt-text); padding: 0.75rem 1rem; z-index: 10; min-height: 44px; border: 2px solid var(--felt-focus); border-radius: 0.5rem; font: inherit; font-weight: 600; }
    .skip:focus { left: 0.5rem; top: 0.5rem; }
    header { background: var(--felt-table); color: #fff; }
    .bar { max-width: 70rem; margin: 0 auto; display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 1rem; padding: 0.25rem max(0.75rem, env(safe-area-inset-left)); }
    .brand { font-weight: 800; font-size: 1.25rem; color: #fff; text-decoration: none; min-height: 44px; display: inline-flex; align-items: center; padding: 0 0.25rem; }
    nav ul { display: flex; flex-wrap: wrap; list-style: none; margin: 0; padding: 0; gap: 0.1rem; }
    nav a { color: #fff; text-decoration: none; min-height: 44px; min-width: 44px; padding: 0 0.7rem; display: inline-flex; align-items: center; justify-content: center; border-radius: 0.4rem; box-sizing: border-box; font-weight: 600; }
    nav a[aria-current='page'] { background: rgba(255, 255, 255, 0.2); text-decoration: underline; text-underline-offset: 0.3em; }
    nav a:hover { background: rgba(255, 255, 255, 0.12); }
    .header-link { display: none; }
    a:focus-visible, button:focus-visible { outline: 3px solid #ffb870; outline-offset: 2px; }
    main { max-width: 70rem; margin: 0 auto; padding: 1rem max(0.75rem, env(safe-area-inset-left)) 3rem; box-sizing: border-box; }
    .notices { max-width: 70rem; margin: 0 auto; padding: 0 max(0.75rem, env(safe-area-inset-left)); box-sizing: border-box; }
    .notices:empty { display: none; }
    .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
    dialog { border: 2px solid var(--felt-accent); border-radius: 0.75rem; background: var(--felt-surface); color: var(--felt-text); max-width: min(30rem, calc(100vw - 2rem)); }
    dialog::backdrop { background: rgba(0, 0, 0, 0.45); }
    dialog .row { display: flex; flex-wrap: wrap; gap: 0.5rem; justify-content: flex-end; }
    dialog button { min-height: 44px; min-width: 44px; padding: 0.4rem 0.9rem; border-radius: 0.5rem; border: 1px solid var(--felt-accent); background: transparent; color: var(--felt-accent); font: inherit; font-weight: 600; cursor: pointer; }
    dialog button.primary { background: var(--felt-accent); color: var(--felt-accent-text); }
    .notice { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; margin: 0.5rem 0 0; padding: 0.5rem 0.75rem; border-radius: 0.5rem; border: 1px solid var(--felt-border); background: var(--felt-surface); }
    .notice.warn { background: var(--felt-warn-bg); color: var(--felt-warn-text); }
    .notice p { margin: 0; flex: 1 1 16rem; }
    .notice .failure-detail { flex: 1 1 100%; }
    .notice .failure-detail summary { min-height: 44px; display: flex; align-items: center; cursor: pointer; }
    .notice .failure-detail code { display: block; overflow-wrap: anywhere; white-space: pre-wrap; font-size: 0.85rem; }
    .notice button { min-height: 44px; min-width: 44px; padding: 0.4rem 0.9rem; border-radius: 0.5rem; border: 1px solid currentColor; background: transparent; color: inherit; font: inherit; font-weight: 600; cursor: pointer; }
    .notice button.primary { background: var(--felt-accent); color: var(--felt-accent-text); border-color: var(--felt-accent); }
    @media (max-width: 40rem) {
      nav { position: fixed; left: 0; right: 0; bottom: 0; z-index: 5; background: var(--felt-table); border-top: 1px solid rgba(255, 255, 255, 0.25); padding-bottom: env(safe-area-inset-bottom); }
      nav ul { flex-wrap: nowrap; justify-content: space-around; }
      nav ul { overflow-x: auto; scrollbar-width: none; }
      /* Equal shares, but never narrower than the label's longest word: a long word (Greek 'Ρυθμίσεις', Turkish 'Alıştırma') stays whole at 360 px. */
      nav li { flex: 1 1 0; min-width: min-content; }
      nav a { width: 100%; padding: 0 1px; font-size: 0.72rem; letter-spacing: -0.01em; line-height: 1.15; min-height: 52px; white-space: normal; text-align: center; overflow-wrap: break-word; hyphens: manual; }
      nav li.wide-only { display: none; }
      .bar { justify-content: space-between; }
      .header-link { display: inline-flex; align-items: center; justify-content: center; min-height: 44px; min-width: 44px; padding: 0 0.6rem; color: #fff; font-weight: 600; border-radius: 0.4rem; text-decoration: none; }
      .header-link[aria-current='page'] { background: rgba(255, 255, 255, 0.2); text-decoration: underline; text-underline-offset: 0.3em; }
      main { padding-bottom: 5rem; }
    }
  `;

  /** Called when the learner accepts a waiting update (set by main.ts from the SW registration). */
  @property({ attribute: false }) onUpdate: (() => void | Promise<void>) | null = null;

  /** True when a new version is installed and waiting. */
  @property({ type: Boolean, attribute: 'update-ready' }) updateReady = false;

  @state() private store: FeltStore | null = null;
  @state() private settings: Settings = { ...DEFAULT_SETTINGS };
  @state() private progress: ProgressMap = new Map();
  @state() private route: Route = parseRoute(location.hash);
  @state() private notices: Notice[] = [];
  @state() private persisted = false;
  /** A route change held back while the learner decides whether to leave a drill. */
  @state() private pendingLeave: { hash: string; text: string } | null = null;
  /** Said once to screen readers (no visible toast over the page). */
  @state() private announcement = '';
  private currentHash = location.hash;
  private leaving = false;
  private nextNoticeId = 1;
  private storeReady!: Promise<FeltStore>;
  private firstRoute = true;

  @query('main') private mainEl!: HTMLElement;
  @query('dialog#leave') private leaveDialog!: HTMLDialogElement | null;

  private readonly onHashChange = () => {
    const hash = location.hash;
    const page = this.mainEl?.firstElementChild as (HTMLElement & { leaveWarning?: () => string | null }) | null;
    const warning = this.leaving ? null : page?.leaveWarning?.() ?? null;
    this.leaving = false;
    if (warning && hash !== this.currentHash) {
      // Leaving asks first: put the address back until the learner says yes.
      history.replaceState(history.state, '', this.currentHash || '#/');
      this.pendingLeave = { hash, text: warning };
      return;
    }
    this.currentHash = hash;
    this.route = parseRoute(hash);
  };

  private _onLeave(go: boolean) {
    const pending = this.pendingLeave;
    this.pendingLeave = null;
    this.leaveDialog?.close();
    if (go && pending) { this.leaving = true; location.hash = pending.hash; }
  }

  /** Another tab restarted into a new version: this one keeps running (a drill is never reloaded under the learner). */
  otherTabUpdated(): void {
    this.updateReady = false;
    this.notify(() => msg('update.otherTab'), 'warn', { label: () => msg('notice.reload'), run: () => reloadOnPurpose() });
  }

  /** The app is cached for offline use: said to screen readers (Settings says so as well), never a toast over the page. */
  offlineReady(): void {
    this.announcement = msg('offline.ready');
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('route' as keyof FeltApp)) {
      void LAZY_PAGES[this.route.page]?.().catch((e: unknown) => this.notifyFailure(failure(e, 'failure.page')));
      // Fetch a lesson's text alongside its page module rather than after it.
      if (this.route.page === 'lesson') void lessonById(this.route.id)?.load().catch(() => undefined);
    }
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('hashchange', this.onHashChange);
    this.stopLocale = onLocaleChange((code) => {
      this.markLanguage(code);
      // Said once already, in the old language; not to be read again in the new one.
      this.announcement = '';
      this.requestUpdate();
      refreshAll(this.renderRoot);
    });
    this.storeReady = this.init();
  }

  override disconnectedCallback(): void {
    window.removeEventListener('hashchange', this.onHashChange);
    this.stopLocale();
    this.store?.close();
    super.disconnectedCallback();
  }

  /** Shows a notice (used for "offline ready"). */
  notify(text: Words, tone: Notice['tone'] = 'info', action?: { label: Words; run(): void }): void {
    const id = this.nextNoticeId++;
    this.notices = [...this.notices, { id, text: words(text), tone, action: action && { label: words(action.label), run: action.run } }];
    // Good news fades by itself; warnings stay until dismissed.
    if (tone === 'info' && !action) setTimeout(() => { this.notices = this.notices.filter((n) => n.id !== id); }, 8000);
  }

  /** A failure as a warning notice, its browser text behind a details toggle. */
  private notifyFailure(f: Failure): void {
    this.notices = [...this.notices, { id: this.nextNoticeId++, text: f.text, tone: 'warn', failure: f }];
  }

  /** The language to show: the learner's choice, else the first of the browser's languages Felt speaks. */
  private localeFor(settings: Settings): LocaleCode {
    if (isLocale(settings.language)) return settings.language;
    return pickLocale(navigator.languages?.length ? navigator.languages : [navigator.language ?? 'en']);
  }

  private localeRequest = 0;
  /** Loads and switches the catalogue (a precached chunk); when switches overlap, the last request wins. */
  private async applyLanguage(settings: Settings): Promise<void> {
    const code = this.localeFor(settings);
    const request = ++this.localeRequest;
    // index.html's loading line reads the choice before any script of the app runs (public/shell-language.js).
    try {
      if (isLocale(settings.language)) localStorage.setItem(SHELL_LANGUAGE_KEY, settings.language);
      else localStorage.removeItem(SHELL_LANGUAGE_KEY);
    } catch { /* private mode: the browser's languages decide the loading line */ }
    try {
      // The lesson titles come with the catalogue, so Home and Learn switch in one render.
      await Promise.all([loadLocale(code), loadLessonTranslations(code)]);
    } catch (e) {
      this.notifyFailure(failure(e, 'failure.language'));
      return;
    }
    if (request !== this.localeRequest) return;
    if (code === currentLocale()) this.markLanguage(code);
    else setLocale(code);
  }

  private markLanguage(code: LocaleCode): void {
    document.documentElement.lang = code;
    document.title = msg('app.title');
    // The installed app's name in the learner's language: the build writes manifest.<code>.webmanifest (vite.config.ts).
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    const href = code === 'en' ? 'manifest.webmanifest' : `manifest.${code}.webmanifest`;
    if (link && import.meta.env.PROD && !link.getAttribute('href')?.endsWith(href)) link.setAttribute('href', `./${href}`);
  }

  private stopLocale: () => void = () => undefined;

  private async init(): Promise<FeltStore> {
    // Start on the browser's language while the store opens, so a first visit rarely paints English.
    const early = this.applyLanguage(this.settings);
    // The store's code (idb, migrations, validators) loads beside the first page rather than inside the first load.
    const { openStore } = await import('../storage/store').catch((e: unknown) => {
      this.notifyFailure(failure(e, 'failure.part'));
      throw e;
    });
    const store = await openStore({ onNotice: (n) => this.onStoreNotice(n) });
    this.settings = await store.getSettings();
    applySettings(this.settings);
    await early;
    await this.applyLanguage(this.settings);
    await this.reloadProgress(store);
    // Local changes and other tabs' (BroadcastChannel) both refresh lessons and settings.
    store.onChange((c) => { if (c.store === 'lessonProgress' || c.store === 'settings') void this.reloadProgress(store); });
    this.store = store;
    if (store.kind === 'indexeddb') void store.requestPersistence().then((p) => { this.persisted = p; });
    return store;
  }

  private async reloadProgress(store: FeltStore): Promise<void> {
    const list = await store.listLessonProgress();
    this.progress = new Map(list.map((p) => [p.id, p]));
    this.settings = await store.getSettings();
    applySettings(this.settings);
    await this.applyLanguage(this.settings);
  }

  private onStoreNotice(notice: StoreNotice): void {
    const texts: Record<StoreNotice['kind'], MessageId> = {
      memory: 'notice.memory', full: 'notice.full', 'saved-after-full': 'notice.savedAfterFull',
      blocked: 'notice.blocked', 'version-change': 'notice.versionChange', 'bad-records': 'notice.badRecords',
    };
    const params = (): Record<string, string | number> => notice.kind === 'memory' ? { reason: failureText(notice.error) }
      : notice.kind === 'bad-records' ? { count: notice.count, store: msg(`store.${notice.store}` as MessageId), reason: errorText(notice.problem) } : {};
    const text = () => msg(texts[notice.kind], params());
    // What the sentence leaves out (the browser's error behind a failed upgrade, a record's own keys) goes behind the details toggle.
    const detail = notice.kind === 'memory' ? failureDetail(notice.error) : notice.kind === 'bad-records' ? storageDetail(notice.problem) : null;
    if (detail) { this.notifyFailure({ text, detail }); return; }
    if (notice.kind === 'saved-after-full') this.notices = this.notices.filter((n) => !n.text().startsWith(msg('notice.full').slice(0, 20)));
    const action = notice.kind === 'version-change' ? { label: () => msg('notice.reload'), run: () => reloadOnPurpose() } : undefined;
    this.notify(text, notice.kind === 'saved-after-full' ? 'info' : 'warn', action);
  }

  private async onLessonStatus(e: LessonStatusEvent): Promise<void> {
    const store = await this.storeReady;
    try {
      if (e.detail.status === 'started') await store.touchLesson(e.detail.id, Date.now());
      else await store.setLessonStatus(e.detail.id, e.detail.status, Date.now());
    } catch {
      // A full disk was already reported by the store's notice; the change is kept in memory.
      await this.reloadProgress(store);
    }
  }

  private async onSettings(e: SettingsEvent): Promise<void> {
    this.settings = e.detail.settings;
    applySettings(this.settings);
    void this.applyLanguage(this.settings);
    try { await (await this.storeReady).saveSettings(this.settings); } catch { /* reported by the store's notice */ }
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('pendingLeave' as keyof FeltApp) && this.pendingLeave && !this.leaveDialog?.open) this.leaveDialog?.showModal();
    if (changed.has('route' as keyof FeltApp)) {
      if (this.firstRoute) { this.firstRoute = false; return; }
      // Move focus to the new page's heading so keyboard and screen-reader users land on it.
      // A page whose code loads on first visit is not defined yet: wait for it (and its first render),
      // unless the learner has moved on or put the focus somewhere meanwhile.
      requestAnimationFrame(() => {
        const page = this.mainEl?.firstElementChild as (HTMLElement & { focusHeading?: () => void; updateComplete?: Promise<unknown> }) | null;
        window.scrollTo(0, 0);
        const land = () => {
          if (page?.focusHeading) page.focusHeading();
          else this.mainEl?.focus();
        };
        if (!page || customElements.get(page.localName) || !page.localName.includes('-')) { land(); return; }
        const before = document.activeElement;
        void customElements.whenDefined(page.localName).then(() => page.updateComplete).then(() => {
          if (this.mainEl?.firstElementChild === page && document.activeElement === before) land();
        });
      });
    }
  }

  private renderPage() {
    const r = this.route;
    const store = this.store;
    switch (r.page) {
      case 'home': return html`<felt-home-page .progress=${this.progress} .store=${store} .settings=${this.settings}></felt-home-page>`;
      case 'learn': return html`<felt-learn-page .progress=${this.progress}></felt-learn-page>`;
      case 'lesson': return html`<felt-lesson-page .lessonId=${r.id} .focusPractice=${r.focus === 'practice'} .progress=${this.progress}></felt-lesson-page>`;
      case 'practice': return html`<felt-practice-page .progress=${this.progress} .path=${r.rest} .store=${store} .settings=${this.settings}></felt-practice-page>`;
      case 'progress': return html`<felt-progress-page .progress=${this.progress} .store=${store}></felt-progress-page>`;
      case 'play': return html`<felt-play-page .store=${store}></felt-play-page>`;
      case 'history': return html`<felt-hand-history-page .store=${store} .handId=${r.hand ?? null} .shareCode=${r.share ?? null}></felt-hand-history-page>`;
      case 'equity': return html`<felt-equity-page .code=${r.code}></felt-equity-page>`;
      case 'settings': return html`<felt-settings-page .settings=${this.settings} .store=${store} .persisted=${this.persisted}></felt-settings-page>`;
      case 'not-found': return html`<section><h1 tabindex="-1">${msg('notFound.title')}</h1><p>${msg('notFound.text')}</p><p><a href="#/">${msg('nav.home')}</a></p></section>`;
    }
  }

  private navLink(href: string, label: MessageId, pages: Route['page'][], itemClass?: string) {
    const current = pages.includes(this.route.page) ? 'page' : undefined;
    return html`<li class=${itemClass ?? nothing}><a href=${href} aria-current=${current ?? nothing}>${msg(label)}</a></li>`;
  }

  override render() {
    return html`
      <header>
        <div class="bar">
          <button class="skip" @click=${() => this.mainEl.focus()}>${msg('app.skip')}</button>
          <a class="brand" href="#/">${msg('app.name')}</a>
          <a class="header-link" href="#/settings" aria-current=${this.route.page === 'settings' ? 'page' : nothing}>${msg('nav.settings')}</a>
          <nav aria-label=${msg('nav.label')}>
            <ul>
              ${this.navLink('#/', 'nav.home', ['home'])}
              ${this.navLink('#/learn', 'nav.learn', ['learn', 'lesson'])}
              ${this.navLink('#/play', 'nav.play', ['play', 'history'])}
              ${this.navLink('#/practice', 'nav.practice', ['practice'])}
              ${this.navLink('#/progress', 'nav.progress', ['progress'])}
              ${this.navLink('#/equity', 'nav.equity', ['equity'])}
              ${this.navLink('#/settings', 'nav.settings', ['settings'], 'wide-only')}
            </ul>
          </nav>
        </div>
      </header>
      <p class="sr-only" role="status" aria-live="polite">${this.announcement}</p>
      <dialog id="leave" aria-labelledby="leave-text" @close=${() => { if (this.pendingLeave) this._onLeave(false); }}>
        <p id="leave-text">${this.pendingLeave?.text ?? ''}</p>
        <div class="row">
          <button id="leave-stay" class="primary" @click=${() => this._onLeave(false)}>${msg('drill.stay')}</button>
          <button id="leave-go" @click=${() => this._onLeave(true)}>${msg('drill.leaveAnyway')}</button>
        </div>
      </dialog>
      <section class="notices" aria-label=${msg('app.notices')}><div role="status" aria-live="polite">
        ${this.updateReady ? html`<div class="notice" id="update-ready">
          <p>${msg('update.ready')}</p>
          <button class="primary" @click=${() => { void this.onUpdate?.(); }}>${msg('update.restart')}</button>
          <button @click=${() => { this.updateReady = false; }}>${msg('update.later')}</button>
        </div>` : nothing}
        ${this.notices.map((n) => html`<div class="notice ${n.tone}">
          <p>${n.text()}</p>
          ${failureDetails(n.failure)}
          ${n.action ? html`<button class="primary" @click=${n.action.run}>${n.action.label()}</button>` : nothing}
          <button @click=${() => { this.notices = this.notices.filter((x) => x.id !== n.id); }}>${msg('notice.dismiss')}</button>
        </div>`)}
      </div></section>
      <main id="main" tabindex="-1"
        @lesson-status=${(e: LessonStatusEvent) => { void this.onLessonStatus(e); }}
        @settings-change=${(e: SettingsEvent) => { void this.onSettings(e); }}>
        ${this.renderPage()}
      </main>`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-app': FeltApp }
  interface HTMLElementEventMap { 'lesson-status': LessonStatusEvent; 'settings-change': SettingsEvent }
}
