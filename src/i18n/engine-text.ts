// The engine's reasons and input errors in the learner's language: the engine gives a message id with
// parameters and an English sentence; the catalogue's `engine.<id>` replaces the sentence when it has one.
// In src/i18n (a leaf) so that the trainer words the reasons its quizzes show the same way as the UI.
import { lookup, type Params } from './index';

interface Reasoned { id: string; params: Readonly<Params> }

/** Parameters that are themselves reason ids (why raising is closed, the rule behind a minimum or maximum). */
const NESTED = ['why', 'rule', 'limit'] as const;

/** One reason's text in the active language, or null when the catalogue has no entry for it. */
function translate(reason: Reasoned): string | null {
  const params: Params = { ...reason.params };
  for (const key of NESTED) {
    const inner = params[key];
    if (typeof inner === 'string') {
      const rest: Params = { ...reason.params };
      for (const k of NESTED) delete rest[k];
      const text = translate({ id: inner, params: rest });
      if (text === null) return null;
      params[key] = text;
    }
  }
  if (typeof params.verb === 'string') params.verb = lookup(`engine.verb.${params.verb}`) ?? params.verb;
  return lookup(`engine.${reason.id}`, params);
}

/** A reason object ({ id, params, text }) as the learner reads it. */
export const reasonText = (reason: Reasoned & { text: string }): string => translate(reason) ?? reason.text;

/**
 * Any error as the learner reads it: a HandError, CardError, HandRangeError or HandInputError carries
 * `reason` (its id and parameters) and is shown in the active language; anything else by its message.
 */
export function errorText(error: unknown): string {
  const e = error as { message?: unknown; reason?: unknown } | null;
  const reason = e?.reason as Partial<Reasoned> | undefined;
  if (reason && typeof reason === 'object' && typeof reason.id === 'string' && reason.params && typeof reason.params === 'object') {
    const text = translate(reason as Reasoned);
    if (text !== null) return text;
  }
  return typeof e?.message === 'string' ? e.message : String(error);
}
