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

let worker: Promise<{ api: BotWorker; terminate(): void }> | null = null;

/** The worker is started on first use (its .wasm is precached, so this works offline). */
function botWorker(): Promise<{ api: BotWorker; terminate(): void }> {
  worker ??= import('../worker/pool').then((m) => {
    const engine = m.createEngine();
    const api: BotWorker = engine.api;
    return { api, terminate: engine.terminate };
  });
  return worker;
}

/** Asks the worker for a bot's action; `jobId` lets the page cancel it (a new hand, leaving the page). */
export async function decideInWorker(request: BotRequest, jobId = 'table-bot'): Promise<HandAction> {
  const { api } = await botWorker();
  return api.decide(request, jobId);
}

/** Hard's advice for the learner's own view (the learner's cards only: their view is theirs to see). */
export async function adviseInWorker(view: HandView, seed: number): Promise<Advice> {
  const { api } = await botWorker();
  return api.advise({ seed, view, timeMs: 600 }, 'table-advice');
}

/** Stops a decision in flight (the promise rejects); harmless when none is. */
export async function cancelBotDecision(jobId = 'table-bot'): Promise<void> {
  if (!worker) return;
  const { api } = await worker;
  await api.cancel(jobId).catch(() => undefined);
}
