// A hand's setup: every field checked as a hostile caller might send it (a clear error with a message id, never a corrupt
// hand), copied into frozen plain data that can be saved, and turned into the hand's starting state.
import { deckCards, formatCards, inDeck, type Card, CardError, assertDistinct, type Place } from '../cards';
import type { ReasonId, ReasonParams } from '../betting/reasons';
import { minimumBet, STRUCTURE_KINDS, type BettingStructure } from '../betting/structures';
import { GAME_IDS, GAMES, type GameSpec } from '../games';
import type { Evaluator } from '../rankings/types';
import { blindPositions } from '../table/positions';
import { handError } from './errors';
import { rngState } from './rng';
import { deepFreeze, type HandState } from './state';
import type { HandSetup, SeatSetup } from './types';

/** The most chips a table may hold in all: far below 2^53, so pot-limit sums and every chip count stay exact (T-CHIPS). */
export const MAX_TABLE_CHIPS = 1e15;
/** The most seats a setup may list. */
export const MAX_SEATS = 23;

const fail = (id: ReasonId, params: ReasonParams = {}): never => { throw handError(id, params); };
const show = (v: unknown): string => {
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'number' || typeof v === 'boolean' || v === null || v === undefined) return String(v);
  // Shown in code notation, the same in every language (a translated sentence quotes it as it is).
  if (Array.isArray(v)) return '[…]';
  return typeof v === 'function' ? '() => …' : '{…}';
};
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isChips = (v: unknown, min = 0, max = MAX_TABLE_CHIPS): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= min && v <= max;
const isSeat = (v: unknown, count: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < count;

/** The game of a setup, or a clear error (own keys only: "__proto__" or "toString" are not games). */
export function specOf(game: unknown): GameSpec {
  if (typeof game !== 'string' || !Object.prototype.hasOwnProperty.call(GAMES, game)) fail('setup.unknown-game', { game: show(game).replace(/^"|"$/g, ''), games: GAME_IDS.join(', ') });
  return (GAMES as Record<string, GameSpec>)[game as string];
}

/** Checks a betting structure for a game and returns a plain copy with only the known fields. */
export function checkStructure(raw: unknown, spec: GameSpec): BettingStructure {
  if (!isObject(raw)) return fail('setup.no-structure');
  const kind = raw.kind;
  if (typeof kind !== 'string' || !(STRUCTURE_KINDS as readonly string[]).includes(kind)) fail('setup.structure-kind', { kind: show(kind), kinds: STRUCTURE_KINDS.join(', ') });
  const st: BettingStructure = { kind: kind as BettingStructure['kind'] };
  if (!spec.structures.includes(st.kind)) fail('setup.structure-not-played', { game: spec.name, gameId: spec.id, kind: st.kind, kinds: spec.structures.join(', ') });
  for (const name of ['smallBlind', 'bigBlind', 'ante', 'bringIn', 'smallBet', 'bigBet', 'minBet', 'betCap'] as const) {
    const v = raw[name];
    if (v === undefined) continue;
    const min = name === 'minBet' || name === 'betCap' ? 1 : 0;
    const max = name === 'betCap' ? 100 : MAX_TABLE_CHIPS;
    if (!isChips(v, min, max)) fail('setup.amount', { name, value: show(v), min, max });
    st[name] = v as number;
  }
  if (raw.minRaise !== undefined) {
    if (raw.minRaise !== 'standard' && raw.minRaise !== 'double') fail('setup.min-raise', { value: show(raw.minRaise) });
    st.minRaise = raw.minRaise as 'standard' | 'double';
  }
  if (spec.forcedBets === 'blinds' && !st.bigBlind && !(st.kind === 'fixed-limit' && st.smallBet)) fail('setup.needs-blinds', { game: spec.name, gameId: spec.id });
  if (st.kind === 'fixed-limit' && (!st.smallBet || (st.bigBet !== undefined && st.bigBet < st.smallBet))) fail('setup.needs-bets');
  const minBet = minimumBet(st);
  if (!isChips(minBet, 1)) fail('setup.no-minimum-bet', { value: show(minBet), max: MAX_TABLE_CHIPS });
  if (raw.spreadMax !== undefined) {
    const m = raw.spreadMax;
    if (!Array.isArray(m) || m.length !== 3 || !m.every((x) => isChips(x, minBet))) fail('setup.spread-max', { min: minBet, value: Array.isArray(m) ? `[${m.map(show).join(', ')}]` : show(m) });
    const max = m as number[];
    st.spreadMax = [max[0], max[1], max[2]];
  }
  return st;
}

function checkCards(v: unknown, name: string): Card[] {
  // `name` is the field as the setup spells it (board, stub, seats[0].cards, extraBoards[0]).
  if (!Array.isArray(v) || !v.every((c) => typeof c === 'number' && Number.isInteger(c) && c >= 0 && c < 52)) return fail('setup.card-list', { name });
  return (v as Card[]).slice();
}

function seatOf(raw: unknown, i: number): SeatSetup {
  if (!isObject(raw)) return fail('setup.seat-not-object', { seat: i, value: show(raw) });
  if (!isChips(raw.stack)) fail('setup.stack', { seat: i, value: show(raw.stack), max: MAX_TABLE_CHIPS });
  const seat: SeatSetup = { stack: raw.stack as number };
  if (raw.cards !== undefined) seat.cards = checkCards(raw.cards, `seats[${i}].cards`);
  if (raw.sittingOut !== undefined) {
    if (typeof raw.sittingOut !== 'boolean') fail('setup.seat-field', { seat: i, field: 'sittingOut', expected: 'true | false', value: show(raw.sittingOut) });
    seat.sittingOut = raw.sittingOut as boolean;
  }
  if (raw.runItTwice !== undefined) {
    if (raw.runItTwice !== 'never' && raw.runItTwice !== 'always' && raw.runItTwice !== 'ask') fail('setup.seat-field', { seat: i, field: 'runItTwice', expected: '"never" | "always" | "ask"', value: show(raw.runItTwice) });
    seat.runItTwice = raw.runItTwice as SeatSetup['runItTwice'];
  }
  return seat;
}

/**
 * Checks a setup and returns its plain-data copy (only the known fields; frozen). Throws a HandError whose `reason`
 * names what is wrong ('setup.*' message ids).
 */
export function checkSetup(raw: unknown): HandSetup {
  if (!isObject(raw)) return fail('setup.not-object');
  const spec = specOf(raw.game);
  const structure = checkStructure(raw.structure, spec);
  if (!Array.isArray(raw.seats) || raw.seats.length > MAX_SEATS) return fail('setup.no-seats');
  const seats = raw.seats.map(seatOf);
  const n = seats.length;
  const total = seats.reduce((a, s) => a + s.stack, 0);
  if (total > MAX_TABLE_CHIPS) fail('setup.too-many-chips', { total, max: MAX_TABLE_CHIPS });
  const dealt = seats.map((s) => s.stack > 0 && !s.sittingOut);
  const players = dealt.filter(Boolean).length;
  if (players < spec.minPlayers) fail('setup.too-few-players', { game: spec.name, gameId: spec.id, min: spec.minPlayers, count: players });
  if (players > spec.maxPlayers) fail('setup.too-many-players', { game: spec.name, gameId: spec.id, max: spec.maxPlayers, count: players });
  seats.forEach((s, i) => {
    if (s.cards && s.cards.length > spec.cardsPerPlayer) fail('setup.seat-cards', { seat: i, count: s.cards.length, max: spec.cardsPerPlayer, game: spec.name, gameId: spec.id });
  });
  if (!isSeat(raw.button, n)) fail('setup.button', { last: n - 1, value: show(raw.button) });
  const setup: HandSetup = { game: spec.id, structure, seats, button: raw.button as number };
  if (raw.board !== undefined) setup.board = checkCards(raw.board, 'board');
  if (raw.stub !== undefined) setup.stub = checkCards(raw.stub, 'stub');
  if (raw.extraBoards !== undefined) {
    if (!Array.isArray(raw.extraBoards) || raw.extraBoards.length > 2) fail('setup.extra-boards', { value: show(raw.extraBoards) });
    setup.extraBoards = (raw.extraBoards as unknown[]).map((b, i) => checkCards(b, `extraBoards[${i}]`));
  }
  if (raw.seed !== undefined) {
    if (typeof raw.seed !== 'number' || !Number.isFinite(raw.seed)) fail('setup.seed', { value: show(raw.seed) });
    setup.seed = raw.seed as number;
  }
  if (raw.blinds !== undefined || raw.posts !== undefined) {
    if (spec.forcedBets !== 'blinds') {
      if (raw.blinds !== undefined || (Array.isArray(raw.posts) && raw.posts.length > 0)) fail('setup.blinds-not-used', { game: spec.name, gameId: spec.id });
    }
  }
  if (raw.blinds !== undefined && spec.forcedBets === 'blinds') {
    const b = raw.blinds;
    if (!isObject(b)) return fail('setup.blinds', { which: 'blinds', value: show(b) });
    if (!isSeat(b.bigBlind, n) || !dealt[b.bigBlind]) fail('setup.blinds', { which: 'bigBlind', value: show(b.bigBlind) });
    if (b.smallBlind !== null && (!isSeat(b.smallBlind, n) || !dealt[b.smallBlind] || b.smallBlind === b.bigBlind)) fail('setup.blinds', { which: 'smallBlind', value: show(b.smallBlind) });
    setup.blinds = { smallBlind: b.smallBlind as number | null, bigBlind: b.bigBlind as number };
  }
  if (raw.posts !== undefined && spec.forcedBets === 'blinds') {
    if (!Array.isArray(raw.posts)) return fail('setup.post', { index: 0, field: 'posts', value: show(raw.posts) });
    setup.posts = raw.posts.map((p: unknown, index: number) => {
      if (!isObject(p)) return fail('setup.post', { index, field: `posts[${index}]`, value: show(p) });
      if (!isSeat(p.seat, n) || !dealt[p.seat]) fail('setup.post', { index, field: 'seat', value: show(p.seat) });
      if (!isChips(p.live)) fail('setup.post', { index, field: 'live', value: show(p.live) });
      if (p.dead !== undefined && !isChips(p.dead)) fail('setup.post', { index, field: 'dead', value: show(p.dead) });
      return p.dead === undefined ? { seat: p.seat as number, live: p.live as number } : { seat: p.seat as number, live: p.live as number, dead: p.dead as number };
    });
  }
  if (raw.runItTwiceThreshold !== undefined) {
    if (!isChips(raw.runItTwiceThreshold)) fail('setup.threshold', { value: show(raw.runItTwiceThreshold) });
    setup.runItTwiceThreshold = raw.runItTwiceThreshold as number;
  }
  if (raw.runItTwiceChooser !== undefined) {
    if (!isSeat(raw.runItTwiceChooser, n)) fail('setup.chooser', { last: n - 1, value: show(raw.runItTwiceChooser) });
    setup.runItTwiceChooser = raw.runItTwiceChooser as number;
  }
  checkScenarioCards(setup, spec);
  return deepFreeze(setup);
}

/** A scenario's given cards must be distinct cards of the game's deck, and the board no longer than the game's. */
function checkScenarioCards(setup: HandSetup, spec: GameSpec): void {
  if (!setup.board && !setup.stub && !setup.extraBoards && !setup.seats.some((s) => s.cards)) return;
  // Each group of given cards with its place (the place's words come from PLACE_TEXT, so a translation names it too).
  const groups: Record<string, Card[]> = { board: [...(setup.board ?? [])], stub: [...(setup.stub ?? [])] };
  const places = new Map<string, Place>([['board', { where: 'where.board' }], ['stub', { where: 'where.stub' }]]);
  setup.seats.forEach((s, i) => { groups[`seat ${i}'s cards`] = [...(s.cards ?? [])]; places.set(`seat ${i}'s cards`, { where: 'where.seat', seat: i }); });
  (setup.extraBoards ?? []).forEach((b, i) => { groups[`extra board ${i + 1}`] = [...b]; places.set(`extra board ${i + 1}`, { where: 'where.extra-board', board: i + 1 }); });
  try {
    assertDistinct(groups, (name) => places.get(name)!);
  } catch (e) {
    // The card's own error nests as the cause: its id and places are translated where it is shown (errorText).
    if (e instanceof CardError) { const error = handError('setup.cards', { cause: e.message }); error.cause = e; throw error; }
    throw e;
  }
  for (const [name, list] of Object.entries(groups)) {
    const place = places.get(name)!;
    for (const c of list) {
      if (!inDeck(c, spec.deck)) {
        fail('setup.not-in-deck', { card: formatCards([c]), where: place.where, ...(place.seat !== undefined ? { where_seat: place.seat } : {}), ...(place.board !== undefined ? { where_board: place.board } : {}) });
      }
    }
  }
  const maxBoard = Math.max(spec.boardCards, 1);
  if (setup.board && setup.board.length > maxBoard) fail('setup.board-size', { game: spec.name, gameId: spec.id, max: maxBoard, count: setup.board.length });
}

/** Checks an evaluator passed beside the setup. */
export function checkEvaluator(ev: unknown): Evaluator | undefined {
  if (ev === undefined) return undefined;
  if (!ev || typeof (ev as Evaluator).best !== 'function') fail('setup.evaluator');
  return ev as Evaluator;
}

/** The starting state of a checked setup (before the forced bets and the deal). */
export function initialState(setup: HandSetup, spec: GameSpec): HandState {
  const n = setup.seats.length;
  const fill = <T>(v: T): T[] => new Array<T>(n).fill(v);
  const given = setup.seats.map((s) => (s.cards ? s.cards.slice() : []));
  const givenBoard = setup.board ? setup.board.slice() : [];
  const stub = setup.stub ? setup.stub.slice() : [];
  const extras = (setup.extraBoards ?? []).map((b) => b.slice());
  const used = new Set<Card>([...given.flat(), ...givenBoard, ...stub, ...extras.flat()]);
  const dealtIn = setup.seats.map((s) => s.stack > 0 && !s.sittingOut);
  const startStacks = setup.seats.map((s) => s.stack);
  return {
    setup, structure: setup.structure, seatCount: n, button: setup.button, minBet: minimumBet(setup.structure),
    startStacks, dealtIn, rng: rngState(setup.seed ?? 1),
    stacks: startStacks.slice(), folded: dealtIn.map((d) => !d), cards: setup.seats.map(() => []), up: setup.seats.map(() => []),
    boards: [[]], contributions: fill(0), streetBets: fill(0), history: [], actions: [],
    // The cards not given, drawn in a seeded random order one at a time (a lazy Fisher-Yates shuffle).
    given, givenBoard, extras, stub, rest: used.size === 0 ? deckCards(spec.deck) : deckCards(spec.deck).filter((c) => !used.has(c)), muck: [],
    phase: 'betting', streetIndex: 0, roundIndex: -1, smallBlindSeat: null, bigBlindSeat: null,
    toAct: -1, currentBet: 0, lastFullRaise: 0, fullBetTo: 0, shortOpen: false, betsThisRound: 0, fullRaiseCount: 0,
    acted: fill(false), seenFullRaises: fill(0), reopenAt: fill(0), noRaise: fill(false), noRaiseNext: fill(false), disconnected: fill(false),
    bringInDue: -1, bigBetMade: false, roundAggressor: null, roundHadAction: false, lastAggressor: null,
    queue: [], queuePos: 0, splitAccepted: fill(false), splitSnapshot: null, splitFolded: null, splitPotsAgreed: [], splitAll: false,
    runoutTimes: 1, runoutDecided: false, boardAtRunout: -1, ritOffer: null,
    result: null,
  };
}

/** The seats of the blinds for this hand (F-BLINDS, F-DEADBUTTON from a Table). */
export function blindSeats(setup: HandSetup, dealtIn: boolean[]): { smallBlind: number | null; bigBlind: number } {
  return setup.blinds ?? blindPositions(dealtIn, setup.button);
}
