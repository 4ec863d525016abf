// A play table's setup: the game, structure and amounts, who sits where (the learner, bots by level), limits (T-CHIPS); defaults derived from GAMES.
import { GAMES, gameSpec, type GameId, type GameSpec } from '../engine/games';
import { defaultSpreadMax, type BettingStructure, type MinRaiseRule, type StructureKind } from '../engine/betting/structures';
import type { RunItTwicePreference } from '../engine/hand/types';

/** The bots' levels (the same names as BOT_LEVELS in src/bots). */
export type PlayBotLevel = 'easy' | 'normal' | 'hard';
export const PLAY_BOT_LEVELS: readonly PlayBotLevel[] = ['easy', 'normal', 'hard'];

/** How fast bots act: a short natural pause, or at once (for replaying many hands quickly). */
export type BotPace = 'natural' | 'fast';

/** One seat of the table: the learner, a bot of a level, or empty. */
export type PlaySeat = { kind: 'learner' } | { kind: 'bot'; level: PlayBotLevel } | { kind: 'empty' };

/** T-CHIPS: a session closes after a number of hands or minutes (or never). */
export type SessionLimit = { kind: 'none' } | { kind: 'hands'; hands: number } | { kind: 'minutes'; minutes: number };

/** Everything a table is set up with (plain data: saved, shared and exported as is). */
export interface PlaySetup {
  game: GameId;
  structure: BettingStructure;
  /** Seat by seat around the table; exactly one is the learner. */
  seats: PlaySeat[];
  /** Chips each player sits down with (and rebuys for). */
  stack: number;
  /** P-RIT: the learner's preference (Never by default); only where the game and structure allow it. */
  runItTwice: RunItTwicePreference;
  limit: SessionLimit;
  /** Shuffles and the bots' seeds. */
  seed: number;
  /** Advice from the Hard bot after each of the learner's decisions (off by default). */
  advice: boolean;
  pace: BotPace;
}

/** The most seats the play table offers for a game (G-HOLDEM: nine at the play table, seed 002). */
export const maxSeats = (spec: GameSpec): number => spec.playTableMaxPlayers ?? spec.maxPlayers;

/** P-RIT: whether a run-it-twice preference applies to this game, structure and number of players. */
export function runItTwiceAllowed(game: GameId, kind: StructureKind, players: number): boolean {
  const rit = gameSpec(game).runItTwice;
  return !!rit && rit.structures.includes(kind) && players <= rit.maxPlayers;
}

/** Default amounts for a game and structure: blinds 1/2 (or antes 1 with a bring-in of 2), fixed limit 2/4 (stud 4/8). */
export function defaultStructure(game: GameId, kind: StructureKind, minRaise: MinRaiseRule = 'standard'): BettingStructure {
  const spec = gameSpec(game);
  if (!spec.structures.includes(kind)) throw new Error(`${spec.name} is not played ${kind}.`);
  if (spec.forcedBets === 'blinds') {
    const base: BettingStructure = { kind, smallBlind: 1, bigBlind: 2, minRaise };
    return kind === 'fixed-limit' ? { ...base, smallBet: 2, bigBet: 4 } : kind === 'spread-limit' ? withSpread(base, 2) : base;
  }
  // F-ANTE, F-BRINGIN: an ante of 1 and a bring-in of twice the ante.
  const base: BettingStructure = { kind, ante: 1, bringIn: 2, minRaise };
  return kind === 'fixed-limit' ? { ...base, smallBet: 4, bigBet: 8 } : kind === 'spread-limit' ? withSpread(base, 2) : base;
}

/** B-SPREAD: the minimum bet and the engine's default round maxima set out in full, so the form can change them. */
function withSpread(base: BettingStructure, minBet: number): BettingStructure {
  return { ...base, minBet, spreadMax: defaultSpreadMax(minBet) };
}

/** The chips a player sits down with by default: 100 big blinds (or 50 small bets in fixed limit, 100 bring-ins in ante games). */
export function defaultStack(structure: BettingStructure): number {
  if (structure.kind === 'fixed-limit' && structure.smallBet) return structure.smallBet * 50;
  if (structure.bigBlind) return structure.bigBlind * 100;
  return (structure.bringIn ?? 2) * 100;
}

/** The default seat ring: the learner first, then bots of mixed levels (normal, easy, hard, ...). */
export function defaultSeats(count: number): PlaySeat[] {
  const levels: PlayBotLevel[] = ['normal', 'easy', 'hard'];
  return Array.from({ length: count }, (_, i): PlaySeat => (i === 0 ? { kind: 'learner' } : { kind: 'bot', level: levels[(i - 1) % 3] }));
}

/** The default setup for a game: its usual structure, six seats (fewer where the game seats fewer), 100 big blinds. */
export function defaultSetup(game: GameId = 'holdem', seed = 1): PlaySetup {
  const spec = gameSpec(game);
  const structure = defaultStructure(game, spec.structures[0]);
  return {
    game, structure, seats: defaultSeats(Math.min(6, maxSeats(spec))), stack: defaultStack(structure),
    runItTwice: 'never', limit: { kind: 'none' }, seed, advice: false, pace: 'natural',
  };
}

/** One problem with a setup: a message id and its parameters (the page words it; `gameId` names the game in the learner's language). */
export interface SetupProblem { id: SetupProblemId; params?: Record<string, string | number> }
export type SetupProblemId =
  | 'setup.unknownGame' | 'setup.structure' | 'setup.seats' | 'setup.learner' | 'setup.amount' | 'setup.stack'
  | 'setup.fixedBets' | 'setup.spread' | 'setup.limit' | 'setup.rit';

const positiveInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 1e9;
const nonNegativeInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 1e9;

/** Every problem with a setup (an empty list when it can be played). Checks plain data, so it also guards saved and shared setups. */
export function checkSetup(setup: PlaySetup): SetupProblem[] {
  const problems: SetupProblem[] = [];
  if (!setup || typeof setup !== 'object' || !Object.prototype.hasOwnProperty.call(GAMES, setup.game)) return [{ id: 'setup.unknownGame' }];
  const spec = gameSpec(setup.game);
  const s = setup.structure;
  if (!s || !spec.structures.includes(s.kind)) problems.push({ id: 'setup.structure', params: { game: spec.name, gameId: spec.id } });
  const seats = Array.isArray(setup.seats) ? setup.seats : [];
  const players = seats.filter((p) => p && p.kind !== 'empty').length;
  if (seats.length < 2 || seats.length > maxSeats(spec) || players < Math.max(2, spec.minPlayers)) {
    problems.push({ id: 'setup.seats', params: { min: Math.max(2, spec.minPlayers), max: maxSeats(spec) } });
  }
  if (seats.filter((p) => p?.kind === 'learner').length !== 1) problems.push({ id: 'setup.learner' });
  if (seats.some((p) => !p || !['learner', 'bot', 'empty'].includes(p.kind) || (p.kind === 'bot' && !PLAY_BOT_LEVELS.includes(p.level)))) problems.push({ id: 'setup.seats', params: { min: 2, max: maxSeats(spec) } });
  if (s) {
    const amounts = spec.forcedBets === 'blinds' ? [s.smallBlind, s.bigBlind] : [s.ante, s.bringIn];
    if (!amounts.every(nonNegativeInt) || (spec.forcedBets === 'blinds' ? !positiveInt(s.bigBlind) || (s.smallBlind ?? 0) > (s.bigBlind ?? 0) : !positiveInt(s.ante) && !positiveInt(s.bringIn))) {
      problems.push({ id: 'setup.amount' });
    }
    if (s.kind === 'fixed-limit' && (!positiveInt(s.smallBet) || !positiveInt(s.bigBet) || s.bigBet < s.smallBet)) problems.push({ id: 'setup.fixedBets' });
    // B-SPREAD: every round's maximum at least the minimum bet (a setup without them plays the engine's 1-2-3 of the minimum).
    if (s.kind === 'spread-limit' && (s.minBet !== undefined || s.spreadMax !== undefined)
      && (!positiveInt(s.minBet) || !Array.isArray(s.spreadMax) || s.spreadMax.length !== 3 || !s.spreadMax.every((m) => positiveInt(m) && m >= s.minBet!))) {
      problems.push({ id: 'setup.spread' });
    }
    if (s.minRaise !== undefined && s.minRaise !== 'standard' && s.minRaise !== 'double') problems.push({ id: 'setup.structure', params: { game: spec.name, gameId: spec.id } });
  }
  const big = s ? (s.kind === 'fixed-limit' ? s.bigBet ?? 0 : s.bigBlind ?? s.bringIn ?? 0) : 0;
  if (!positiveInt(setup.stack) || setup.stack < Math.max(2, big * 2)) problems.push({ id: 'setup.stack', params: { min: Math.max(2, big * 2) } });
  const limit = setup.limit;
  if (!limit || (limit.kind === 'hands' && !(positiveInt(limit.hands) && limit.hands <= 10000))
    || (limit.kind === 'minutes' && !(positiveInt(limit.minutes) && limit.minutes <= 24 * 60)) || !['none', 'hands', 'minutes'].includes(limit.kind)) {
    problems.push({ id: 'setup.limit' });
  }
  if (!['never', 'always', 'ask'].includes(setup.runItTwice)) problems.push({ id: 'setup.rit' });
  else if (setup.runItTwice !== 'never' && s && !runItTwiceAllowed(setup.game, s.kind, players)) problems.push({ id: 'setup.rit' });
  if (!Number.isInteger(setup.seed) || Math.abs(setup.seed) > 2 ** 31) problems.push({ id: 'setup.amount' });
  return problems;
}

/** The learner's seat index. */
export const learnerSeat = (setup: PlaySetup): number => setup.seats.findIndex((s) => s.kind === 'learner');
