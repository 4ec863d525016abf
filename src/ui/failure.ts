// Failures the browser words (a page chunk that did not download, a dead worker, a bug): the learner reads our own
// sentence in their language, and the browser's English text only behind a "technical details" toggle (issue 15).
import { html, nothing, type TemplateResult } from 'lit';
import { msg, type MessageId, type Params } from '../i18n/index';
import { reasonOf } from '../i18n/engine-text';
import { errorText } from './engine-text';

/** A failure as shown: its words (read at render time) and the browser's own text for a bug report, when there is one. */
export interface Failure { readonly text: () => string; readonly detail: string | null }

/** What browsers say when a module, a chunk or a fetch did not arrive (Chromium, Firefox, Safari). */
const NOT_LOADED = /dynamically imported module|importing a module script failed|failed to fetch|networkerror|load failed|error loading|unable to preload|chunk/i;

/**
 * Whether an error speaks the learner's language already: one with a message id (errorText words it), or a plain Error
 * of our own code, whose message comes from msg(). Anything else (TypeError, DOMException, an ErrorEvent, a string) is the browser's.
 */
export function isOwnError(error: unknown): boolean {
  if (reasonOf(error)) return true;
  return error instanceof Error && error.name === 'Error' && !NOT_LOADED.test(error.message);
}

/** Our sentence for a browser's failure: offline, a download that did not arrive, or anything else. */
function browserFailure(error: unknown): string {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return msg('failure.offline');
  const text = `${(error as { name?: unknown } | null)?.name ?? ''} ${(error as { message?: unknown } | null)?.message ?? error}`;
  return msg(NOT_LOADED.test(text) ? 'failure.load' : 'failure.unexpected');
}

/** An error as the browser (or a bug) words it: "name: message". */
function rawText(error: unknown): string {
  const e = error as { name?: unknown; message?: unknown } | null;
  return typeof e?.message === 'string' ? `${typeof e.name === 'string' ? `${e.name}: ` : ''}${e.message}` : String(error);
}

/** The stored data a storage problem names as the data spells it (a section, field names, a repeated key, a skill id, a value). */
const STORED_DATA = ['section', 'index', 'fields', 'key', 'skill', 'value'] as const;

/**
 * What a sentence of ours leaves out, for a bug report: a storage problem's ids and the stored data's own keys and values
 * (the sentence names them in words), and the browser's error behind it (an upgrade that failed, a refused write). Null
 * when the sentence says it all. Works on a StorageError and on a bare storage problem ({ reason, params }).
 */
export function storageDetail(error: unknown): string | null {
  const reason = reasonOf(error);
  if (!reason?.id.startsWith('storage.')) return null;
  const p = reason.params;
  const data = STORED_DATA.filter((k) => p[k] !== undefined && p[k] !== '').map((k) => `${k}: ${p[k]}`);
  const cause = (error as { cause?: unknown } | null)?.cause;
  if (!data.length && cause == null) return null;
  const ids = [reason.id, p.detail, p.problem, p.detail_problem].filter((v): v is string => typeof v === 'string');
  return [[...ids, ...data].join(' · '), cause == null ? '' : rawText(cause)].filter(Boolean).join('\n').slice(0, 500);
}

/** The browser's own words, for the details toggle; for our own errors only what their sentence leaves out (storageDetail). */
export function failureDetail(error: unknown): string | null {
  if (isOwnError(error)) return storageDetail(error);
  return rawText(error).slice(0, 500);
}

/** Any error in the learner's language, as a whole sentence: errorText for ours, our own sentence for the browser's. */
export const failureText = (error: unknown): string => (isOwnError(error) ? errorText(error) : browserFailure(error));

/**
 * A failure in its context, worded at render time. Our own errors: `ours` (a template with {reason}) filled with errorText,
 * or errorText alone. The browser's: `plain` (the context without a reason) followed by our sentence for it; without
 * `plain`, `ours` with a short "unexpected error" as the reason; without either, our sentence alone.
 */
export function failure(error: unknown, plain: MessageId | null, ours?: MessageId, params: Params = {}): Failure {
  if (isOwnError(error)) return { text: () => (ours ? msg(ours, { ...params, reason: errorText(error) }) : errorText(error)), detail: storageDetail(error) };
  const text = plain ? () => `${msg(plain, params)} ${browserFailure(error)}`
    : ours ? () => msg(ours, { ...params, reason: msg('failure.reason') }) : () => browserFailure(error);
  return { text, detail: failureDetail(error) };
}

/** The details toggle, labelled in the learner's language; nothing when there is nothing more to say. */
export function failureDetails(f: Failure | null | undefined): TemplateResult | typeof nothing {
  return f?.detail ? detailsToggle(f.detail) : nothing;
}

/** The toggle itself, for a detail shown beside words that are not a Failure (an import's skipped entry). */
export const detailsToggle = (detail: string): TemplateResult =>
  html`<details class="failure-detail"><summary>${msg('failure.details')}</summary><code>${detail}</code></details>`;

/** A message of our own as a Failure (no details): the same slot shows either. */
export const sentence = (id: MessageId, params: Params = {}): Failure => ({ text: () => msg(id, params), detail: null });

/** Words of our own computed at render time (a sentence a module builds, like a link's problem) as a Failure. */
export const words = (text: () => string): Failure => ({ text, detail: null });
