// A finished hand as plain data (setup + actions, replayable by the engine), the rules it exercised, and its share code.
import { asciiJson, base64UrlToText, fnv1a, replayHand, textToBase64Url, type Evaluator, type GameId, type Hand, type HandAction, type HandEvent, type HandResult, type HandSetup, type StructureKind } from '../engine/index';

/** One hand in the history: enough to replay it exactly, plus what the list filters and shows. */
export interface HandRecord {
  /** `<session id>-<hand number>`. */
  id: string;
  sessionId: string;
  /** The hand's number in its session (1, 2, ...). */
  number: number;
  /** Epoch milliseconds when it ended. */
  playedAt: number;
  game: GameId;
  structure: StructureKind;
  /** The engine's setup (plain data) and every action: `replayHand(setup, actions)` rebuilds the hand. */
  setup: HandSetup;
  actions: HandAction[];
  /** The learner's seat. */
  seat: number;
  /** The learner's chips won minus chips put in. */
  net: number;
  /** All chips in the pot(s). */
  pot: number;
  showdown: boolean;
  /** Rule IDs the hand exercised (P-SIDEPOTS when a side pot formed, ...). */
  rules: string[];
  /** Who sat where: 'learner', a bot level, or null (an empty seat); for names in the history and replays. */
  players?: (string | null)[];
}

/** The setup as plain data (the evaluator travels beside it, never inside). */
export function plainSetup(setup: HandSetup): HandSetup {
  const copy = JSON.parse(JSON.stringify({ ...setup, evaluator: undefined })) as HandSetup;
  delete (copy as { evaluator?: unknown }).evaluator;
  return copy;
}

/** The record of a finished hand. */
export function handRecord(args: { hand: Hand; sessionId: string; number: number; seat: number; playedAt: number; players?: (string | null)[] }): HandRecord {
  const { hand } = args;
  const result = hand.result;
  if (!result) throw new Error('The hand is not over yet.');
  const setup = plainSetup(hand.startingSetup);
  const history = hand.view(args.seat).history;
  return {
    id: `${args.sessionId}-${args.number}`, sessionId: args.sessionId, number: args.number, playedAt: args.playedAt,
    game: setup.game as GameId, structure: setup.structure.kind, setup, actions: JSON.parse(JSON.stringify(hand.actions)) as HandAction[],
    seat: args.seat, net: result.net[args.seat] ?? 0, pot: result.pots.reduce((t, p) => t + p.amount, 0), showdown: result.showdown,
    rules: rulesExercised(setup, history, result),
    ...(args.players ? { players: args.players } : {}),
  };
}

/** Replays a record through the engine (throws the engine's error if it no longer replays). */
export function replayRecord(record: Pick<HandRecord, 'setup' | 'actions'>, evaluator?: Evaluator, steps = record.actions.length): Hand {
  return replayHand({ ...record.setup, evaluator }, record.actions.slice(0, steps));
}

/** The rule IDs a finished hand exercised, from its setup, history and result (each with a lesson the page links to). */
export function rulesExercised(setup: HandSetup, history: readonly HandEvent[], result: HandResult): string[] {
  const rules = new Set<string>();
  const has = (type: HandEvent['type']) => history.some((e) => e.type === type);
  const dealt = setup.seats.filter((s) => s.stack > 0 && !s.sittingOut).length;
  if (has('small-blind') || has('big-blind')) rules.add('F-BLINDS');
  if (setup.blinds && dealt === 2) rules.add('F-HEADSUP');
  if (has('ante')) rules.add('F-ANTE');
  if (has('bring-in')) rules.add('F-BRINGIN');
  if (has('live-blind')) rules.add('F-NEWPLAYER');
  if (has('dead-blind')) rules.add('F-MISSED');
  if (setup.blinds && (setup.blinds.smallBlind === null || !(setup.seats[setup.button]?.stack > 0) || setup.seats[setup.button]?.sittingOut)) rules.add('F-DEADBUTTON');
  const betting = history.some((e) => e.type === 'bet' || e.type === 'raise');
  if (betting) {
    const byKind: Record<StructureKind, string> = { 'no-limit': 'B-NL', 'pot-limit': 'B-PL', 'half-pot': 'B-HALFPL', 'fixed-limit': 'B-FL', 'spread-limit': 'B-SPREAD' };
    rules.add(byKind[setup.structure.kind]);
    if (history.some((e) => e.type === 'raise')) rules.add(setup.structure.minRaise === 'double' ? 'B-MINRAISE-DOUBLE' : 'B-MINRAISE');
  }
  // B-FULLBET: an all-in bet or raise short of a full one.
  if (history.some((e) => (e.type === 'bet' || e.type === 'raise') && e.allIn && !e.full)) rules.add('B-FULLBET');
  if (result.pots.length > 1 || has('uncalled')) rules.add('P-SIDEPOTS');
  if (result.pots.some((p) => p.awards.some((a) => a.shares.length > 1 && a.shares.some((x) => x !== a.shares[0])))) rules.add('P-ODDCHIP');
  if (result.pots.some((p) => p.awards.some((a) => a.half === 'low'))) rules.add('H-LOW8');
  if (result.showdown) rules.add('P-SHOWORDER');
  if (result.boards.length >= 2) rules.add('P-RIT');
  if (result.boards.length === 3) rules.add('P-RIT+1');
  if (has('runout-choice')) rules.add('P-RIT-INTERACTIVE');
  // P-RUNOUT: cards dealt after the last betting action, with the hand still contested.
  const types = history.map((e) => e.type);
  const lastAction = Math.max(...(['check', 'call', 'bet', 'raise', 'fold'] as const).map((t) => types.lastIndexOf(t)));
  if (result.showdown && history.slice(lastAction + 1).some((e) => e.type === 'street')) rules.add('P-RUNOUT');
  if (has('reshuffle')) rules.add('G-DRAW-RESHUFFLE');
  if (has('timed-out')) rules.add('G-DRAW-TIMER');
  if (has('split-agreed') || has('split-offer')) rules.add('G-DRAW32-SPLIT');
  if (history.some((e) => e.type === 'board' && e.vela)) rules.add('G-TELESINA');
  if (history.some((e) => e.type === 'board' && e.community)) rules.add('G-STUD7-COMMUNITY');
  return [...rules];
}

// ---- share links: the record's setup and actions in the URL fragment, checksummed ----

const SHARE_VERSION = 'h1';

/** The link's checksum: FNV-1a in base 36. */
const checksum = (text: string): string => fnv1a(text).toString(36);

/** What a share link carries: the hand and whose seat it is seen from. */
export interface SharedHand { setup: HandSetup; actions: HandAction[]; seat: number; playedAt?: number; players?: (string | null)[] }

/** The fragment code of a shared hand (URL-safe). */
export function shareCode(record: SharedHand): string {
  const body = textToBase64Url(asciiJson({ s: plainSetup(record.setup), a: record.actions, p: record.seat, t: record.playedAt, w: record.players }));
  return `${SHARE_VERSION}.${body}.${checksum(body)}`;
}

type TextParams = Record<string, string | number>;

/** English sentences of a hand link that cannot be opened, by message id; the catalogues have `engine.<id>`. */
export const SHARE_TEXT = {
  'share.not-felt': () => 'This is not a Felt hand link (or it is cut short).',
  'share.checksum': () => 'This hand link is damaged: its checksum does not match. Ask for the link again.',
  'share.unreadable': () => 'This hand link is damaged: its content cannot be read.',
  'share.incomplete': () => 'This hand link is damaged: a part of the hand is missing.',
  'share.no-seat': (p: TextParams) => `This hand link does not replay: there is no seat ${p.seat}`,
  'share.no-replay': (p: TextParams) => `This hand link does not replay: ${p.cause}`,
} satisfies Record<string, (p: TextParams) => string>;
type ShareReasonId = keyof typeof SHARE_TEXT;

/** Thrown for a share code that is damaged or does not replay; the message says which, `reason` its message id. */
export class ShareCodeError extends Error {
  readonly reason: { id: ShareReasonId; params: TextParams };
  constructor(id: ShareReasonId, params: TextParams = {}, cause?: unknown) {
    super(SHARE_TEXT[id](params), cause === undefined ? undefined : { cause });
    this.name = 'ShareCodeError';
    this.reason = { id, params };
  }
}

/** Reads a share code back and checks that the engine replays it. */
export function readShareCode(code: string, evaluator?: Evaluator): SharedHand {
  const parts = code.split('.');
  if (parts.length !== 3 || parts[0] !== SHARE_VERSION) throw new ShareCodeError('share.not-felt');
  if (checksum(parts[1]) !== parts[2]) throw new ShareCodeError('share.checksum');
  let data: { s: HandSetup; a: HandAction[]; p: number; t?: number; w?: unknown };
  try { data = JSON.parse(base64UrlToText(parts[1])) as typeof data; } catch { throw new ShareCodeError('share.unreadable'); }
  if (!data || typeof data !== 'object' || !data.s || !Array.isArray(data.a) || !Number.isInteger(data.p)) throw new ShareCodeError('share.incomplete');
  let seats: number;
  try {
    seats = replayHand({ ...data.s, evaluator }, data.a).seatCount;
  } catch (error) {
    throw new ShareCodeError('share.no-replay', { cause: (error as Error).message }, error);
  }
  if (data.p < 0 || data.p >= seats) throw new ShareCodeError('share.no-seat', { seat: data.p });
  const players = Array.isArray(data.w) && data.w.every((x) => x === null || (typeof x === 'string' && x.length < 20)) ? data.w as (string | null)[] : undefined;
  return { setup: data.s, actions: data.a, seat: data.p, playedAt: typeof data.t === 'number' ? data.t : undefined, players };
}
