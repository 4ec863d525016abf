// Coach links (issue 6 item 5): a drill spec, versioned and compact, in the URL fragment, and the
// result code a learner sends back. A checksum catches accidental edits; it is not tamper-proof.
// Decoding never throws and its messages never repeat the input, so no markup can get through.
// Codes use only the characters the app's hash router accepts in a path segment ([A-Za-z0-9_.~+-]);
// a long code (drill or result) is cut into path segments of at most RESULT_SEGMENT characters.
import { gameByCode, TRAINER_GAMES, type GameId } from './games';
import type { Answer, Difficulty } from './quiz';
import { checkDrillSpec, DRILL_MODES, MAX_QUESTIONS, type DrillMode, type DrillSpec } from './drill-plan';
import { QUIZ_META } from './quizzes/meta';
import { fnv1a } from './rng';
import { msg, type MessageId, type Params } from '../i18n/index';

export const LINK_VERSION = 1;
export const DRILL_ROUTE = '#/practice/drill/';
export const RESULT_ROUTE = '#/practice/result/';
export const RESULT_SEGMENT = 90;
/** Longer than any link the builder makes; anything above is refused unread. */
export const MAX_DRILL_LINK = 600;
export const MAX_RESULT_CODE = 8000;

export type Decoded<T> = { ok: true; value: T } | { ok: false; message: string };

const MODE_CHARS: Record<DrillMode, string> = { practice: 'p', timed: 't', review: 'r', mistakes: 'm' };
/** A refusal in the learner's language: a 'link.*' message of the UI catalogue (the same ids in every language). */
const fail = <T>(id: MessageId, params: Params = {}): Decoded<T> => ({ ok: false, message: msg(id, params) });
/** What a link is called inside those messages: a drill link, or the drill part of a result code. */
const linkWords = (kind: 'drill' | 'result'): Params => ({ link: msg(kind === 'drill' ? 'link.word.drill' : 'link.word.result') });
/** Stands for "every kind" or "every game". */
const ALL = '_';

const checksum = (body: string): string => (fnv1a(body) % 36 ** 4).toString(36).padStart(4, '0');

function encodeSpecFields(spec: DrillSpec): string {
  const kinds = spec.kinds.length ? spec.kinds.map((id) => QUIZ_META.find((k) => k.id === id)?.code ?? '??').join('') : ALL;
  const games = spec.games.length ? spec.games.map((g) => TRAINER_GAMES[g].code).join('') : ALL;
  return [LINK_VERSION, kinds, games, spec.difficulty, spec.count, spec.timer, spec.seed.toString(36), MODE_CHARS[spec.mode]].join('.');
}

/** The fragment payload of a drill link (put it after DRILL_ROUTE). */
export function encodeDrill(spec: DrillSpec): string {
  const body = encodeSpecFields(spec);
  return `${body}.${checksum(body)}`;
}

/** A whole drill link: the app's address plus the fragment. */
/** A code cut into router-sized path segments (the decoders drop the slashes again). */
export const codePath = (code: string): string => (code.match(new RegExp(`.{1,${RESULT_SEGMENT}}`, 'g')) ?? []).join('/');

/** The fragment of a drill link: the route and the code in segments. */
export const drillHash = (spec: DrillSpec): string => `${DRILL_ROUTE}${codePath(encodeDrill(spec))}`;

export const drillLink = (appUrl: string, spec: DrillSpec): string => `${appUrl.split('#')[0]}${drillHash(spec)}`;

/** Takes a link, a fragment or a bare payload and returns the payload after the given route. */
function payloadOf(text: string, route: string): string {
  const t = text.trim();
  const at = t.indexOf(route);
  if (at >= 0) return t.slice(at + route.length);
  const hash = t.indexOf('#');
  return hash >= 0 ? t.slice(hash + 1) : t;
}

const INT = /^(0|[1-9][0-9]{0,9})$/;
const B36 = /^[0-9a-z]{1,7}$/;

function decodeSpecFields(fields: string[], kind: 'drill' | 'result' = 'drill'): Decoded<DrillSpec> {
  const link = linkWords(kind);
  const [version, kindCodes, gameCodes, difficulty, count, timer, seed, mode] = fields;
  if (!/^[0-9]{1,4}$/.test(version)) return fail('link.noVersion', link);
  if (Number(version) > LINK_VERSION) return fail('link.newer', link);
  if (Number(version) < 1) return fail('link.oldVersion', link);
  const kinds: string[] = [];
  if (kindCodes !== ALL) {
    if (!/^([0-9a-z]{2})+$/.test(kindCodes)) return fail('link.kindsGarbled', link);
    for (let i = 0; i < kindCodes.length; i += 2) {
      const kind = QUIZ_META.find((k) => k.code === kindCodes.slice(i, i + 2));
      if (!kind) return fail('link.unknownKind', link);
      if (!kinds.includes(kind.id)) kinds.push(kind.id);
    }
  }
  const games: GameId[] = [];
  if (gameCodes !== ALL) {
    if (!/^([0-9a-z]{2})+$/.test(gameCodes)) return fail('link.gamesGarbled', link);
    for (let i = 0; i < gameCodes.length; i += 2) {
      const game = gameByCode(gameCodes.slice(i, i + 2));
      if (!game) return fail('link.unknownGame', link);
      if (!games.includes(game.id)) games.push(game.id);
    }
  }
  if (!/^[123]$/.test(difficulty)) return fail('link.difficulty', link);
  if (!INT.test(count) || Number(count) < 1 || Number(count) > MAX_QUESTIONS) return fail('link.count', { ...link, max: MAX_QUESTIONS });
  if (!INT.test(timer)) return fail('link.timerGarbled', link);
  if (!B36.test(seed) || parseInt(seed, 36) > 0xffffffff) return fail('link.seedGarbled', link);
  const modeName = DRILL_MODES.find((m) => MODE_CHARS[m] === mode);
  if (!modeName) return fail('link.modeGarbled', link);
  const spec: DrillSpec = { kinds, games, difficulty: Number(difficulty) as Difficulty, count: Number(count), timer: Number(timer), seed: parseInt(seed, 36), mode: modeName };
  const problem = checkDrillSpec(spec);
  return problem ? fail('link.unusable', { ...link, problem }) : { ok: true, value: spec };
}

/** Reads a drill link (whole URL, fragment or payload). Never throws. */
export function decodeDrill(text: unknown): Decoded<DrillSpec> {
  try {
    if (typeof text !== 'string' || text.trim() === '') return fail('link.drillEmpty');
    if (text.length > MAX_DRILL_LINK) return fail('link.drillTooLong');
    const payload = payloadOf(text, DRILL_ROUTE).replace(/[/\s]/g, '');
    const fields = payload.split('.');
    if (fields.length !== 9) return fail('link.drillIncomplete');
    const body = fields.slice(0, 8).join('.');
    const decoded = decodeSpecFields(fields.slice(0, 8));
    if (!decoded.ok) return decoded;
    if (fields[8] !== checksum(body)) return fail('link.drillChecksum');
    return decoded;
  } catch {
    return fail('link.drillUnreadable');
  }
}

/** What a learner sends back: the drill, their answers and their times. */
export interface DrillReport {
  spec: DrillSpec;
  answers: (Answer | null)[];
  /** Milliseconds per question (stored to the tenth of a second). */
  times: number[];
  /** The learner's name, when they gave one (issue 13 item 6). */
  learner?: string;
}

export const MAX_LEARNER_NAME = 40;

/**
 * A name as a field the router accepts: letters, digits, '-' and '_' stay; every other character
 * becomes '~' plus the hex of its UTF-8 bytes (encodeURIComponent's bytes, with '~' for '%').
 */
export function encodeName(name: string): string {
  const field = (ch: string): string => {
    if (/^[A-Za-z0-9_-]$/.test(ch)) return ch;
    let bytes: string;
    try { bytes = encodeURIComponent(ch); } catch { return ''; } // a lone surrogate: dropped
    return bytes.startsWith('%') ? bytes.replace(/%/g, '~').toLowerCase() : `~${ch.charCodeAt(0).toString(16).padStart(2, '0')}`;
  };
  return `N${[...name.trim()].slice(0, MAX_LEARNER_NAME).map(field).join('')}`;
}

/** The name back from its field; null when it is garbled. */
export function decodeName(field: string): string | null {
  if (!/^N([A-Za-z0-9_-]|~[0-9a-f]{2})*$/.test(field)) return null;
  try {
    const name = decodeURIComponent(field.slice(1).replace(/~/g, '%'));
    // Names are plain text: no control characters, at most MAX_LEARNER_NAME characters.
    return [...name].length <= MAX_LEARNER_NAME && ![...name].some((ch) => ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127) ? name : null;
  } catch {
    return null;
  }
}

function encodeAnswer(a: Answer | null): string {
  if (a === null) return '_';
  if (Array.isArray(a)) return `~${a.map((x) => Math.max(0, x).toString(36)).join('~')}`;
  return Math.max(0, a).toString(36);
}

function decodeAnswer(text: string): Answer | null | undefined {
  const num = (t: string) => (/^[0-9a-z]{1,7}$/.test(t) ? parseInt(t, 36) : NaN);
  if (text === '_') return null;
  if (text.startsWith('~')) {
    if (text === '~') return [];
    const values = text.slice(1).split('~').map(num);
    return values.every(Number.isFinite) ? values : undefined;
  }
  const v = num(text);
  return Number.isFinite(v) ? v : undefined;
}

/** The result code for a finished drill. */
export function encodeResult(report: DrillReport): string {
  const fields = ['R', encodeSpecFields(report.spec), report.answers.map(encodeAnswer).join('-'),
    report.times.map((ms) => Math.max(0, Math.round(ms / 100)).toString(36)).join('-')];
  // The name is optional: a code without one has exactly the fields of the first version.
  if (report.learner?.trim()) fields.push(encodeName(report.learner));
  const body = fields.join('.');
  return `${body}.${checksum(body)}`;
}

/** The result code cut into router-sized path segments. */
export const resultPath = codePath;

export const resultLink = (appUrl: string, report: DrillReport): string => `${appUrl.split('#')[0]}${RESULT_ROUTE}${resultPath(encodeResult(report))}`;

/** Reads a result code or link. Never throws. */
export function decodeResult(text: unknown): Decoded<DrillReport> {
  try {
    if (typeof text !== 'string' || text.trim() === '') return fail('link.resultEmpty');
    if (text.length > MAX_RESULT_CODE) return fail('link.resultTooLong');
    const fields = payloadOf(text, RESULT_ROUTE).replace(/[/\s]/g, '').split('.');
    if (fields[0] !== 'R' || (fields.length !== 12 && fields.length !== 13)) return fail('link.resultNotFelt');
    const last = fields.length - 1;
    const body = fields.slice(0, last).join('.');
    let learner: string | undefined;
    if (fields.length === 13) {
      const name = decodeName(fields[11]);
      if (name === null) return fail('link.resultName');
      learner = name;
    }
    const decoded = decodeSpecFields(fields.slice(1, 9), 'result');
    if (!decoded.ok) return decoded;
    const spec = decoded.value;
    const answers = fields[9] === '' ? [] : fields[9].split('-').map(decodeAnswer);
    const times = fields[10] === '' ? [] : fields[10].split('-').map((t) => (/^[0-9a-z]{1,6}$/.test(t) ? parseInt(t, 36) * 100 : NaN));
    if (answers.length !== spec.count || times.length !== spec.count || answers.some((a) => a === undefined) || times.some((t) => !Number.isFinite(t))) {
      return fail('link.resultAnswers');
    }
    if (fields[last] !== checksum(body)) return fail('link.resultChecksum');
    return { ok: true, value: { spec, answers: answers as (Answer | null)[], times, ...(learner ? { learner } : {}) } };
  } catch {
    return fail('link.resultUnreadable');
  }
}

