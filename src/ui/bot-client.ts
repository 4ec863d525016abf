// The page's bot worker: bots think in a Web Worker (the page never blocks) and are handed nothing but view(seat) (T-AI).
import type { HandAction, HandView, RunItTwicePreference } from '../engine/index';
import type { PlayBotLevel } from '../play/setup';

/** One decision asked of the worker (plain data). */
export interface BotRequest {
  level: PlayBotLevel;
  seed: number;
  view: HandView;
  runItTwice?: RunItTwicePreference;
  /** Hard's time budget in milliseconds (its trials stop early; deterministic for a seed without it). */
  timeMs?: number;
}

/** The advice for the learner's decision: Hard's action, and the learner's equity against the ranges Hard assumed. */
export interface Advice { action: HandAction; equity: number | null; samples: number }

interface BotWorker {
  decide(request: BotRequest, jobId?: string): Promise<HandAction>;
  advise(request: { seed: number; view: HandView; timeMs?: number }, jobId?: string): Promise<Advice>;
  cancel(jobId?: string): Promise<void>;
}

/** How long a decision or advice may take before the worker counts as stuck (Hard thinks for well under a second). */
const ANSWER_MS = 20_000;

let worker: Promise<{ api: BotWorker; terminate(): void }> | null = null;
/** The calls waiting on the current worker: failed at once when it dies or hangs, so the table never waits forever. */
const waiting = new Set<(error: Error) => void>();

/** Drops the current worker (the next call starts a new one) and fails every call that waits on it. */
function replaceWorker(error: Error): void {
  const old = worker;
  worker = null;
  void old?.then((w) => w.terminate(), () => undefined);
  for (const fail of [...waiting]) fail(error);
}

/** The worker is started on first use (its .wasm is precached, so this works offline). */
function botWorker(): Promise<{ api: BotWorker; terminate(): void }> {
  worker ??= import('../worker/pool').then((m) => {
    const handle = m.spawnEngineWorker();
    // A worker that dies says so only through an event: without this its calls would never settle.
    handle.onDeath((reason) => replaceWorker(new DOMException(`The bot worker stopped: ${reason}`, 'AbortError')));
    // The handle's type names only what the pool calls; the Comlink proxy forwards every method of the worker's API.
    return { api: handle.api as unknown as BotWorker, terminate: handle.terminate };
  }).catch((error: unknown) => { worker = null; throw error; }); // a failed download is tried again next time
  return worker;
}

/** One call to the worker that fails, instead of waiting forever, when the worker dies or does not answer in time. */
async function ask<T>(call: (api: BotWorker) => Promise<T>): Promise<T> {
  const { api } = await botWorker();
  return new Promise<T>((resolve, reject) => {
    const fail = (error: Error) => { clearTimeout(timer); waiting.delete(fail); reject(error); };
    const timer = setTimeout(() => replaceWorker(new DOMException(`The bot worker did not answer within ${ANSWER_MS / 1000} s.`, 'TimeoutError')), ANSWER_MS);
    waiting.add(fail);
    call(api).then((value) => { clearTimeout(timer); waiting.delete(fail); resolve(value); }, fail);
  });
}

/** Asks the worker for a bot's action; `jobId` lets the page cancel it (a new hand, leaving the page). */
export function decideInWorker(request: BotRequest, jobId = 'table-bot'): Promise<HandAction> {
  return ask((api) => api.decide(request, jobId));
}

/** Hard's advice for the learner's own view (the learner's cards only: their view is theirs to see). */
export function adviseInWorker(view: HandView, seed: number): Promise<Advice> {
  return ask((api) => api.advise({ seed, view, timeMs: 600 }, 'table-advice'));
}

/** Stops a decision in flight (the promise rejects); harmless when none is. */
export async function cancelBotDecision(jobId = 'table-bot'): Promise<void> {
  if (!worker) return;
  const { api } = await worker;
  await api.cancel(jobId).catch(() => undefined);
}
