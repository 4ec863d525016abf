// The engine's reasons and input errors in the learner's language: the engine gives a message id with
// parameters and an English sentence; the catalogue's `engine.<id>` replaces the sentence when it has one.
// In src/i18n (a leaf) so that the trainer words the reasons its quizzes show the same way as the UI.
import { currentLocale, en, formatList, lookup, type Params } from './index';

interface Reasoned { id: string; params: Readonly<Params> }

/**
 * Parameters that are themselves message ids: why raising is closed, the rule behind a minimum or maximum, the place of a
 * card (`where.board`), the two places a repeated card sits in, the detail of a file's line (PHH, TOML) or of a refused import, and what is wrong
 * with a stored record (`problem`: storage.problem.*). The inner text gets the outer parameters, and
 * `<key>_<name>` as `<name>` (first_player -> player), so that two places can each name their player.
 */
const NESTED = ['why', 'rule', 'limit', 'where', 'first', 'second', 'detail', 'problem'] as const;

let gameKeyMap: Map<string, string> | null = null;
/** The English game names (rule.G-*) to their ids. */
function gameKeys(): Map<string, string> {
  gameKeyMap ??= new Map(Object.entries(en).filter(([k]) => k.startsWith('rule.G-')).map(([k, v]) => [v, k]));
  return gameKeyMap;
}

/** One reason's text in the active language, or null when the catalogue has no entry for it. */
function translate(reason: Reasoned): string | null {
  const params: Params = { ...reason.params };
  for (const key of NESTED) {
    const inner = params[key];
    if (typeof inner === 'string') {
      const rest: Params = { ...reason.params };
      for (const k of NESTED) delete rest[k];
      for (const [k, v] of Object.entries(reason.params)) if (k.startsWith(`${key}_`)) rest[k.slice(key.length + 1)] = v;
      const text = translate({ id: inner, params: rest });
      if (text === null) return null;
      params[key] = text;
    }
  }
  if (typeof params.verb === 'string') params.verb = lookup(`engine.verb.${params.verb}`) ?? params.verb;
  // The game named as every page names it: the engine's English name is the English catalogue's rule.G-* name
  // (test/i18n-names.test.ts), so that entry gives the name in the active language.
  // Betting structures by id, named as the table names them, in lower case inside a sentence ("limitsiz", not "Limitsiz").
  const structure = (kind: string): string => lookup(`play.structure.${kind}`)?.toLocaleLowerCase(currentLocale()) ?? kind;
  if (typeof params.kind === 'string') params.kind = structure(params.kind);
  if (typeof params.kinds === 'string' && reason.id.startsWith('setup.')) {
    const kinds = params.kinds.split(', ');
    if (kinds.every((k) => lookup(`play.structure.${k}`) !== null)) params.kinds = formatList(kinds.map(structure));
  }
  // A progress file's section by its store name, in words ("the skills"), as the storage sentences read it.
  if (typeof params.section === 'string' && reason.id.startsWith('storage.')) params.section = lookup(`engine.storage.section.${params.section}`) ?? params.section;
  if (typeof params.gameId === 'string' && typeof params.game === 'string') {
    const key = gameKeys().get(params.game);
    if (key) params.game = lookup(key) ?? params.game;
  }
  return lookup(`engine.${reason.id}`, params);
}

/** A reason object ({ id, params, text }) as the learner reads it. */
export const reasonText = (reason: Reasoned & { text: string }): string => translate(reason) ?? reason.text;

/** The message id and parameters an error carries: `reason: { id, params }` (HandError, CardError, HandInputError, a lab
 * problem) or `reason: id` beside `params` (EquityInputError, PhhError, TomlError, WasmLoadError, EnginePoolError). */
export function reasonOf(error: unknown): Reasoned | null {
  const e = error as { reason?: unknown; params?: unknown } | null;
  const reason = e?.reason as Partial<Reasoned> | string | undefined;
  if (typeof reason === 'string') return { id: reason, params: e?.params && typeof e.params === 'object' ? e.params as Params : {} };
  if (reason && typeof reason === 'object' && typeof reason.id === 'string' && reason.params && typeof reason.params === 'object') return reason as Reasoned;
  return null;
}

/**
 * Any error as the learner reads it: an error that carries its message id and parameters (reasonOf) is shown in the
 * active language; anything else, or an id the catalogue lacks (English: the engine's own sentence), by its message.
 * An error whose `cause` is another engine error (a PHH line that the hand refused) nests it through `{cause}`.
 */
export function errorText(error: unknown): string {
  const e = error as { message?: unknown; cause?: unknown } | null;
  const reason = reasonOf(error);
  if (reason) {
    const params = e?.cause !== undefined && e.cause !== null ? { ...reason.params, cause: errorText(e.cause) } : reason.params;
    const text = translate({ id: reason.id, params });
    if (text !== null) return text;
  }
  return typeof e?.message === 'string' ? e.message : String(error);
}
