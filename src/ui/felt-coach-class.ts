// <felt-coach-class>: a coach gathers a class's result codes (pasted, or scanned from QR codes where
// the browser can read them) and sees a table per learner and per rule, exportable as CSV (issue 13
// item 6). Every code is decoded and regraded here: nothing is sent anywhere.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { formatPercent, msg } from '../i18n/index';
import { generateDrill, gradeQuestion } from '../trainer/drill';
import { decodeResult } from '../trainer/links';
import { classTable, toCsv, type ClassEntry } from '../trainer/progress';
import { answerPossible } from '../trainer/quiz';
import { quizKind } from '../trainer/quizzes';
import { ruleName } from './rule-names';
import { pageStyles } from './shared-styles';
import { say, type Words } from './words';

/** A code that could not be read, and why (worded at render time: a language switch rewords the list). */
interface Problem { token: string; message: () => string }

type Detector = { detect(source: ImageBitmapSource): Promise<Array<{ rawValue: string }>> };
const BarcodeDetectorClass = (globalThis as { BarcodeDetector?: new (o: { formats: string[] }) => Detector }).BarcodeDetector;

@customElement('felt-coach-class')
export class FeltCoachClass extends LitElement {
  static override styles = [pageStyles, css`
    textarea { width: 100%; min-height: 8rem; font: inherit; font-family: ui-monospace, monospace; box-sizing: border-box; padding: 0.5rem; border-radius: 0.5rem; border: 1px solid var(--felt-border); background: var(--felt-surface); color: var(--felt-text); }
    textarea:focus-visible { outline: 3px solid var(--felt-focus); outline-offset: 2px; }
    .row { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
    /* On a phone the tables scroll sideways inside their box (reachable by keyboard) instead of squeezing a word per line. */
    .scroll { overflow-x: auto; }
    .scroll:focus-visible { outline: 3px solid var(--felt-focus); outline-offset: 2px; }
    table { border-collapse: collapse; min-width: 100%; }
    th, td { min-width: 5.5rem; }
    td.wide, th.wide { min-width: 11rem; }
    th, td { text-align: left; padding: 0.4rem 0.6rem; border-bottom: 1px solid var(--felt-border); vertical-align: top; }
    td.num { text-align: right; font-variant-numeric: tabular-nums; }
    code { font-size: 0.85rem; color: var(--felt-muted); }
    .file { position: relative; display: inline-flex; }
    .file input { position: absolute; inset: 0; opacity: 0; width: 100%; cursor: pointer; }
    .file:focus-within .button { outline: 3px solid var(--felt-focus); outline-offset: 2px; }
    video { width: min(100%, 24rem); border-radius: 0.5rem; }
  `];

  @state() private text = '';
  @state() private entries: Array<ClassEntry & { code: string }> = [];
  @state() private problems: Problem[] = [];
  @state() private scanning = false;
  /** Worded at render time (a language switch rewords it). */
  @state() private scanMessage: Words = '';
  private stream: MediaStream | null = null;

  override disconnectedCallback(): void { this.stopScan(); super.disconnectedCallback(); }

  /** Reads every code in the text box; bad ones are listed with their reason and stay in the box to be fixed, repeats are skipped. */
  private addCodes(text: string, fromBox = true) {
    const problems: Problem[] = [];
    const kept: string[] = [];
    let repeats = 0;
    const entries = this.entries.slice();
    for (const token of text.split(/\s+/).filter(Boolean)) {
      const decoded = decodeResult(token);
      const short = token.length > 40 ? `${token.slice(0, 37)}…` : token;
      if (!decoded.ok) { problems.push({ token: short, message: () => { const again = decodeResult(token); return again.ok ? '' : again.message; } }); kept.push(token); continue; }
      const report = decoded.value;
      let questions;
      try { questions = generateDrill(report.spec); } catch { problems.push({ token: short, message: () => msg('results.rebuild') }); kept.push(token); continue; }
      const bad = report.answers.findIndex((a, i) => a !== null && !answerPossible(questions[i].input, a));
      if (bad >= 0) { problems.push({ token: short, message: () => msg('results.impossible', { n: bad + 1 }) }); kept.push(token); continue; }
      const code = token.replace(/^.*#\/practice\/result\//, '').replace(/\//g, '');
      if (entries.some((e) => e.code === code)) { repeats++; continue; }
      entries.push({ code, learner: report.learner ?? msg('coach.unnamed', { n: entries.length + 1 }), spec: report.spec, questions,
        grades: questions.map((q, i) => gradeQuestion(q, report.answers[i] ?? null)), times: report.times });
    }
    this.entries = entries;
    this.problems = problems;
    // Nothing pasted is lost: the codes that could not be added stay in the box.
    this.text = fromBox ? kept.join('\n') : [this.text.trim(), ...kept].filter(Boolean).join('\n');
    this.scanMessage = repeats ? () => msg('coach.repeats', { count: repeats }) : '';
  }

  private download(name: string, rows: Array<Array<string | number>>) {
    // A byte-order mark first: spreadsheets then read the file as UTF-8 (names such as Ayşe or Νίκος stay whole).
    const url = URL.createObjectURL(new Blob(['\uFEFF', toCsv(rows)], { type: 'text/csv;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url; a.download = name; a.rel = 'noopener';
    document.body.append(a); a.click(); a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  private exportLearners() {
    const { learners } = classTable(this.entries);
    this.download('felt-class-learners.csv', [[msg('coach.colLearner'), msg('coach.colDrills'), msg('coach.colAnswers'), msg('coach.colRight'), msg('coach.colShare'), msg('coach.colSeconds'), msg('coach.colMissed')],
      ...learners.map((l) => [l.learner, l.drills, l.answers, l.correct, Math.round((100 * l.correct) / Math.max(1, l.answers)), Math.round(l.timeMs / 1000), l.missedRules.join(' ')])]);
  }

  private exportRules() {
    const { rules } = classTable(this.entries);
    this.download('felt-class-rules.csv', [[msg('coach.colRule'), msg('coach.colRuleId'), msg('coach.colAnswers'), msg('coach.colRight'), msg('coach.colShare'), msg('coach.colMissing')],
      ...rules.map((r) => [ruleName(r.rule), r.rule, r.answers, r.correct, Math.round((100 * r.correct) / Math.max(1, r.answers)), r.learnersMissing.join('; ')])]);
  }

  private async scanFile(e: Event) {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file || !BarcodeDetectorClass) return;
    try {
      const found = await new BarcodeDetectorClass({ formats: ['qr_code'] }).detect(await createImageBitmap(file));
      if (!found.length) { this.scanMessage = () => msg('coach.noQr'); return; }
      this.addCodes(found.map((f) => f.rawValue).join(' '), false);
      this.scanMessage = () => msg('coach.scanned', { count: found.length });
    } catch {
      this.scanMessage = () => msg('coach.noQr');
    }
  }

  private async startScan() {
    if (!BarcodeDetectorClass || !navigator.mediaDevices?.getUserMedia) return;
    try {
      this.stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
    } catch {
      this.scanMessage = () => msg('coach.noCamera');
      return;
    }
    this.scanning = true;
    await this.updateComplete;
    const video = this.renderRoot.querySelector('video')!;
    video.srcObject = this.stream;
    await video.play().catch(() => undefined);
    const detector = new BarcodeDetectorClass({ formats: ['qr_code'] });
    const seen = new Set<string>();
    const loop = async () => {
      if (!this.scanning) return;
      try {
        for (const f of await detector.detect(video)) if (!seen.has(f.rawValue)) { seen.add(f.rawValue); this.addCodes(f.rawValue, false); this.scanMessage = () => msg('coach.scanned', { count: seen.size }); }
      } catch { /* the next frame */ }
      setTimeout(() => { void loop(); }, 300);
    };
    void loop();
  }

  private stopScan() {
    this.scanning = false;
    for (const t of this.stream?.getTracks() ?? []) t.stop();
    this.stream = null;
  }

  private drillName(e: ClassEntry): string {
    const kinds = e.spec.kinds.length ? e.spec.kinds.map((k) => quizKind(k)?.title ?? k).join(', ') : msg('practice.allKinds');
    return `${kinds} (${e.questions.length})`;
  }

  override render() {
    const { learners, rules } = classTable(this.entries);
    return html`
      <p>${msg('coach.classIntro')}</p>
      <label for="codes">${msg('coach.paste')}</label>
      <textarea id="codes" .value=${this.text} @input=${(e: Event) => { this.text = (e.target as HTMLTextAreaElement).value; }}></textarea>
      <p class="row">
        <button id="add-codes" ?disabled=${!this.text.trim()} @click=${() => this.addCodes(this.text)}>${msg('coach.add')}</button>
        ${BarcodeDetectorClass ? html`
          ${this.scanning ? html`<button class="secondary" @click=${() => this.stopScan()}>${msg('coach.stopScan')}</button>`
            : html`<button class="secondary" @click=${() => { void this.startScan(); }}>${msg('coach.scan')}</button>`}
          <span class="file"><span class="button secondary" aria-hidden="true">${msg('coach.scanPhoto')}</span>
            <input type="file" accept="image/*" aria-label=${msg('coach.scanPhoto')} @change=${(e: Event) => { void this.scanFile(e); }} /></span>` : nothing}
        ${this.entries.length ? html`<button class="secondary" @click=${() => { this.entries = []; this.problems = []; }}>${msg('coach.clear')}</button>` : nothing}
      </p>
      ${this.scanning ? html`<video muted playsinline aria-label=${msg('coach.camera')}></video>` : nothing}
      <div role="status" aria-live="polite">${this.scanMessage ? html`<p>${say(this.scanMessage)}</p>` : nothing}</div>
      ${this.problems.length ? html`<div role="alert" id="class-problems"><p>${msg('coach.problems', { count: this.problems.length })}</p>
        <ul>${this.problems.map((p) => html`<li><code>${p.token}</code>: ${p.message()}</li>`)}</ul></div>` : nothing}
      ${this.entries.length ? html`
        <h2 id="per-learner-h">${msg('coach.perLearner', { count: learners.length })}</h2>
        <div class="scroll" tabindex="0" role="region" aria-labelledby="per-learner-h"><table id="class-learners" aria-labelledby="per-learner-h">
          <thead><tr><th scope="col">${msg('coach.colLearner')}</th><th scope="col">${msg('coach.colDrills')}</th><th scope="col">${msg('coach.colScore')}</th><th scope="col">${msg('coach.colSeconds')}</th><th scope="col">${msg('coach.colMissed')}</th></tr></thead>
          <tbody>${learners.map((l) => html`<tr><th scope="row">${l.learner}</th><td class="wide">${this.entries.filter((e) => e.learner === l.learner).map((e) => this.drillName(e)).join('; ')}</td>
            <td class="num">${l.correct} / ${l.answers} (${formatPercent(l.correct / Math.max(1, l.answers))})</td><td class="num">${Math.round(l.timeMs / 1000)}</td>
            <td class="wide">${l.missedRules.map(ruleName).join(', ') || '–'}</td></tr>`)}</tbody>
        </table></div>
        <h2 id="per-rule-h">${msg('coach.perRule')}</h2>
        <div class="scroll" tabindex="0" role="region" aria-labelledby="per-rule-h"><table id="class-rules" aria-labelledby="per-rule-h">
          <thead><tr><th scope="col">${msg('coach.colRule')}</th><th scope="col">${msg('coach.colScore')}</th><th scope="col">${msg('coach.colMissing')}</th></tr></thead>
          <tbody>${rules.map((r) => html`<tr><th scope="row" class="wide">${ruleName(r.rule)} <code>${r.rule}</code></th>
            <td class="num">${r.correct} / ${r.answers} (${formatPercent(r.correct / Math.max(1, r.answers))})</td><td>${r.learnersMissing.join(', ') || '–'}</td></tr>`)}</tbody>
        </table></div>
        <p class="row"><button id="csv-learners" @click=${() => this.exportLearners()}>${msg('coach.csvLearners')}</button>
          <button id="csv-rules" class="secondary" @click=${() => this.exportRules()}>${msg('coach.csvRules')}</button></p>` : html`<p class="muted">${msg('coach.none')}</p>`}`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-coach-class': FeltCoachClass }
}
