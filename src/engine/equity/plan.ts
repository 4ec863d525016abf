// Checks an equity request and turns it into a plan: fixed cards, cards to come, range combos, live deck.
import { type Card, CardError, type Place, assertDistinct, deckCards, formatCard, inDeck, outsideDeck, placeText } from '../cards';
import { EQUITY_GAMES, type EquityGameSpec } from './games';
import { type RangeCombo, parseRange } from './ranges';
import type { EquityMode, EquityRequest } from './types';

type TextParams = Record<string, string | number>;

const sci = (n: number): string => (n >= 1e6 ? n.toExponential(0).replace('e+', ' × 10^') : String(n));
const upper = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * English sentences of the equity engine's input errors by message id (DESIGN.md "Words on screen"); the catalogues have
 * `engine.<id>` for the other languages. `game` is the English name, `gameId` lets a translation name the game its way.
 */
export const EQUITY_TEXT = {
  'equity.input': () => 'The equity request cannot be computed.',
  'equity.cardsNotList': (p: TextParams) => `${upper(placeText(p.where, p, 'where'))} must be a list of cards.`,
  'equity.notCardId': (p: TextParams) => `${upper(placeText(p.where, p, 'where'))} holds ${p.card}, which is not a card id (0..51).`,
  'equity.noRequest': () => 'The equity request is missing.',
  'equity.unknownGame': (p: TextParams) => `"${p.game}" is not a game the equity engine knows (try ${p.games}).`,
  'equity.tooFewPlayers': (p: TextParams) => `${p.game} equity needs at least ${p.min} players.`,
  'equity.tooManyPlayers': (p: TextParams) => `${p.game} is played by at most ${p.max} players; this request has ${p.players}.`,
  'equity.boardTooLong': (p: TextParams) => (p.max === 0 ? `${p.game} has no community cards, but a board of ${p.board} was given.`
    : `${p.game} has at most ${p.max} community card${Number(p.max) > 1 ? 's' : ''}; the board has ${p.board}.`),
  'equity.playerMissing': (p: TextParams) => `Player ${p.player} is missing.`,
  'equity.cardsAndRange': (p: TextParams) => `Player ${p.player} has both cards and a range; give one or the other.`,
  'equity.rangeNotText': (p: TextParams) => `Player ${p.player}'s range must be text, like "QQ+, AKs".`,
  'equity.noRanges': (p: TextParams) => `${p.game} takes known cards or "random" for player ${p.player}, not a range like "${p.range}".`,
  'equity.tooManyCards': (p: TextParams) => `In ${p.game} a player holds ${p.cards} cards; player ${p.player} was given ${p.given}.`,
  'equity.noDraw': (p: TextParams) => `${p.game} has no draw; player ${p.player} cannot draw cards.`,
  'equity.badDraw': (p: TextParams) => `In ${p.game} a player draws 0 to ${p.max} cards; player ${p.player} asked for ${p.draw}.`,
  'equity.drawMismatch': (p: TextParams) => `Player ${p.player} keeps ${p.kept} card${p.kept === 1 ? '' : 's'} and draws ${p.draw}, `
    + `but a ${p.game} hand has ${p.cards} cards (kept + drawn must make ${p.cards}).`,
  'equity.deckTooSmall': (p: TextParams) => `Too many players for the deck: ${p.players} players and the board need ${p.needed} more cards, `
    + `but only ${p.left} of the ${p.deck}-card deck are left.`,
  'equity.exactTooBig': (p: TextParams) => `Exact enumeration would visit about ${Number(p.work).toExponential(1).replace('e+', ' × 10^')} showdowns, `
    + `more than the ${sci(Number(p.max))} it allows: use mode 'auto' or 'monte-carlo'.`,
  'equity.exactTooManyRanges': (p: TextParams) => `Exact enumeration would go through ${sci(Number(p.tuples))} combinations of the players' ranges, more than the `
    + `${sci(Number(p.max))} it allows: use mode 'auto' or 'monte-carlo'.`,
  'equity.badMode': (p: TextParams) => `The mode must be 'auto', 'exact' or 'monte-carlo', not "${p.mode}".`,
  'equity.badTrials': (p: TextParams) => `The number of trials must be a whole number from 1 to ${sci(Number(p.max))} (${Number(p.max).toLocaleString('en')}); `
    + `got ${p.trials}.`,
  'equity.badTargetStdError': (p: TextParams) => `The target standard error must be a number of at least 0; got ${p.value}.`,
  'equity.badSeed': (p: TextParams) => `The seed must be a number; got ${p.seed}.`,
  'equity.badExactLimit': (p: TextParams) => `The exact limit must be a number of showdowns from 0 to ${sci(Number(p.max))} `
    + `(${Number(p.max).toLocaleString('en')}); got ${p.exactLimit}.`,
  'equity.rangesClash': (p: TextParams) => `The ranges of players ${p.players} and ${p.last} can never be dealt together: they need the same cards.`,
  'equity.rangesUnsampleable': () => 'The players\' ranges almost never fit together (they keep needing the same cards), so they cannot be sampled.',
  'equity.noKernel': () => 'computeEquity needs the Wasm equity kernel as its second argument: `computeEquity(request, await createEquityKernel(source))` '
    + '(or the evaluator from loadEvaluator()); computeEquityAsync(request) loads it for you.',
} satisfies Record<string, (p: TextParams) => string>;
export type EquityReasonId = keyof typeof EQUITY_TEXT;

/** A request that cannot be computed; the message says what is wrong in words a learner understands, `reason` its id. */
export class EquityInputError extends Error {
  constructor(message: string, readonly reason: string = 'equity.input', readonly params: Readonly<Record<string, string | number>> = {}) {
    super(message);
    this.name = 'EquityInputError';
  }
}

/** An EquityInputError from its message id (the English sentence from EQUITY_TEXT). */
export const equityError = (id: EquityReasonId, params: TextParams = {}): EquityInputError =>
  new EquityInputError(EQUITY_TEXT[id](params), id, params);

export interface PlanPlayer {
  /** Cards this player is known to hold (empty for a range player). */
  known: Card[];
  /** Cards this player still receives from the live deck. */
  toCome: number;
  /** Range player (hold'em): the combos left after card removal; null otherwise. */
  combos: RangeCombo[] | null;
}

export interface EquityPlan {
  spec: EquityGameSpec;
  players: PlanPlayer[];
  board: Card[];
  boardToCome: number;
  dead: Card[];
  /** The deck minus every known card (hands, board, dead). Range combos are removed per deal. */
  live: Card[];
  mode: EquityMode;
  trials: number;
  targetStdError: number;
  seed: number;
  exactLimit: number;
  /** Showdowns an exact enumeration would visit (an upper bound with ranges, plus a set-up cost per range assignment). */
  exactWork: number;
}

const ordinal = (i: number): string => `player ${i + 1}`;
const at = (place: Place): TextParams => ({ where: place.where, ...(place.player !== undefined ? { where_player: place.player } : {}) });

/** The most showdowns mode 'exact' will enumerate (a few seconds of work per chunk at most); also the largest exactLimit. */
export const MAX_EXACT_WORK = 1e9;

/** The most Monte Carlo trials one request may ask for (a few seconds on a worker pool; more would hang a tab). */
export const MAX_TRIALS = 100_000_000;

/** The most range assignments an exact enumeration may load (each is a set-up; beyond it memory runs out first). */
const MAX_RANGE_TUPLES = 1_000_000;

/** Work charged per range assignment in exact mode (loading it into the kernel), in showdowns. */
const RANGE_TUPLE_COST = 200;

function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return Math.round(r);
}

function checkCards(cards: unknown, place: Place): Card[] {
  if (cards === undefined) return [];
  if (!Array.isArray(cards)) throw equityError('equity.cardsNotList', at(place));
  for (const c of cards) {
    if (!inDeck(c as number)) throw equityError('equity.notCardId', { ...at(place), card: String(c) });
  }
  return [...(cards as Card[])];
}

/** Validates `request` and builds the plan, or throws an EquityInputError (or CardError/HandRangeError). */
export function planEquity(request: EquityRequest): EquityPlan {
  if (!request || typeof request !== 'object') throw equityError('equity.noRequest');
  const game: unknown = request.game;
  // Own keys only: "__proto__", "constructor" or "toString" are not games (the prototype's members are not specs).
  const spec = typeof game === 'string' && Object.hasOwn(EQUITY_GAMES, game) ? EQUITY_GAMES[game as keyof typeof EQUITY_GAMES] : undefined;
  if (!spec) {
    const games = Object.keys(EQUITY_GAMES).join(', ');
    throw equityError('equity.unknownGame', { game: String(game), games });
  }
  const options = checkOptions(request);
  const inputs = request.players;
  if (!Array.isArray(inputs) || inputs.length < spec.minPlayers) {
    throw equityError('equity.tooFewPlayers', { game: spec.name, gameId: spec.id, min: spec.minPlayers });
  }
  if (inputs.length > spec.maxPlayers) {
    throw equityError('equity.tooManyPlayers', { game: spec.name, gameId: spec.id, max: spec.maxPlayers, players: inputs.length });
  }
  const board = checkCards(request.board, { where: 'where.board' });
  const dead = checkCards(request.dead, { where: 'where.dead' });
  if (board.length > spec.boardCards) {
    throw equityError('equity.boardTooLong', { game: spec.name, gameId: spec.id, max: spec.boardCards, board: board.length });
  }
  const groups: Record<string, Card[]> = {};
  const places = new Map<string, Place>();
  const knownPerPlayer: Card[][] = inputs.map((p, i) => {
    if (!p || typeof p !== 'object') throw equityError('equity.playerMissing', { player: i + 1 });
    const player = i + 1;
    const known = [...checkCards(p.cards, { where: 'where.cards', player }), ...checkCards(p.down, { where: 'where.down', player }),
      ...checkCards(p.up, { where: 'where.up', player })];
    groups[`${ordinal(i)}'s cards`] = known;
    places.set(`${ordinal(i)}'s cards`, { where: 'where.cards', player });
    return known;
  });
  groups['the board'] = board;
  groups['the dead cards'] = dead;
  places.set('the board', { where: 'where.board' }).set('the dead cards', { where: 'where.dead' });
  const placeOf = (name: string): Place => places.get(name)!;
  assertDistinct(groups, placeOf); // duplicates across hands, board and dead cards
  if (spec.deck === 32) {
    for (const [name, cards] of Object.entries(groups)) {
      for (const c of cards) {
        const outside = outsideDeck(c, 32, name);
        if (outside) {
          throw new CardError(`${outside}, which ${spec.name} uses.`, undefined,
            { id: 'card.not-in-32-in', params: { card: formatCard(c), ...at(placeOf(name)), game: spec.name, gameId: spec.id } });
        }
      }
    }
  }

  const removed = new Set<Card>([...board, ...dead, ...knownPerPlayer.flat()]);
  const players: PlanPlayer[] = inputs.map((p, i) => {
    const known = knownPerPlayer[i];
    if (p.range !== undefined && p.range !== null) {
      if (known.length > 0) {
        throw equityError('equity.cardsAndRange', { player: i + 1 });
      }
      if (typeof p.range !== 'string') {
        throw equityError('equity.rangeNotText', { player: i + 1 });
      }
      if (/^\s*(random|any|100%)\s*$/i.test(p.range)) return { known: [], toCome: spec.playerCards, combos: null };
      if (!spec.ranges) {
        throw equityError('equity.noRanges', { game: spec.name, gameId: spec.id, player: i + 1, range: p.range });
      }
      return { known: [], toCome: 0, combos: parseRange(p.range, removed) };
    }
    if (known.length > spec.playerCards) {
      throw equityError('equity.tooManyCards', { game: spec.name, gameId: spec.id, cards: spec.playerCards, player: i + 1, given: known.length });
    }
    let toCome = spec.playerCards - known.length;
    if (p.draw !== undefined) {
      if (spec.kind !== 'draw') {
        throw equityError('equity.noDraw', { game: spec.name, gameId: spec.id, player: i + 1 });
      }
      if (!Number.isInteger(p.draw) || p.draw < 0 || p.draw > (spec.maxDraw ?? 5)) {
        throw equityError('equity.badDraw', { game: spec.name, gameId: spec.id, max: spec.maxDraw ?? 5, player: i + 1, draw: String(p.draw) });
      }
      if (known.length + p.draw !== spec.playerCards) {
        throw equityError('equity.drawMismatch', { game: spec.name, gameId: spec.id, player: i + 1, kept: known.length, draw: p.draw, cards: spec.playerCards });
      }
      toCome = p.draw;
    }
    return { known, toCome, combos: null };
  });

  const live = deckCards(spec.deck).filter((c) => !removed.has(c));
  let plannedSpec = spec;
  let boardToCome = spec.boardCards - board.length;
  const rangeCards = players.reduce((n, p) => n + (p.combos ? 2 : 0), 0);
  let needed = boardToCome + rangeCards + players.reduce((n, p) => n + p.toCome, 0);
  if (needed > live.length && spec.kind === 'stud' && spec.playerCards === 7 && players.every((p) => p.known.length <= 6)) {
    // G-STUD7-COMMUNITY: the deck cannot give everyone a seventh card, so one card face up in the middle is everyone's seventh.
    plannedSpec = { ...spec, kind: 'board', playerCards: 6, boardCards: 1 };
    for (const p of players) p.toCome = 6 - p.known.length;
    boardToCome = 1;
    needed = 1 + players.reduce((n, p) => n + p.toCome, 0);
  }
  if (needed > live.length) {
    throw equityError('equity.deckTooSmall', { players: inputs.length, needed, left: live.length, deck: spec.deck });
  }

  assertRangesCanBeDealt(players);

  let deals = 1;
  let left = live.length - rangeCards;
  for (const k of [boardToCome, ...players.map((p) => p.toCome)]) {
    deals *= binomial(left, k);
    left -= k;
  }
  const tuples = players.reduce((n, p) => n * (p.combos ? p.combos.length : 1), 1);

  const { mode, trials, targetStdError, seed, exactLimit } = options;
  const work = tuples > 1 ? tuples * (deals + RANGE_TUPLE_COST) : deals;
  if (mode === 'exact' && work > MAX_EXACT_WORK) {
    throw equityError('equity.exactTooBig', { work: Math.round(work), max: MAX_EXACT_WORK });
  }
  if (mode === 'exact' && tuples > MAX_RANGE_TUPLES) {
    throw equityError('equity.exactTooManyRanges', { tuples, max: MAX_RANGE_TUPLES });
  }
  return { spec: plannedSpec, players, board, boardToCome, dead, live, mode, trials, targetStdError, seed, exactLimit,
    // Each range assignment also costs a set-up in TypeScript, worth about RANGE_TUPLE_COST showdowns;
    // past MAX_RANGE_TUPLES, 'auto' samples (the work counts as over any limit).
    exactWork: tuples > MAX_RANGE_TUPLES ? Infinity : work };
}

/** The numeric options, checked and bounded (a huge trials or exactLimit would hang a tab or run out of memory). */
function checkOptions(request: EquityRequest): { mode: EquityMode; trials: number; targetStdError: number; seed: number; exactLimit: number } {
  const mode = request.mode ?? 'auto';
  if (mode !== 'auto' && mode !== 'exact' && mode !== 'monte-carlo') {
    throw equityError('equity.badMode', { mode: String(mode) });
  }
  const trials = request.trials ?? 1_000_000;
  if (typeof trials !== 'number' || !Number.isInteger(trials) || trials < 1 || trials > MAX_TRIALS) {
    throw equityError('equity.badTrials', { trials: String(trials), max: MAX_TRIALS });
  }
  const targetStdError = request.targetStdError ?? 0;
  if (typeof targetStdError !== 'number' || !(targetStdError >= 0) || !Number.isFinite(targetStdError)) {
    throw equityError('equity.badTargetStdError', { value: String(targetStdError) });
  }
  const seed = request.seed ?? 1;
  if (typeof seed !== 'number' || !Number.isFinite(seed)) {
    throw equityError('equity.badSeed', { seed: String(seed) });
  }
  const exactLimit = request.exactLimit ?? 3_000_000;
  if (typeof exactLimit !== 'number' || !(exactLimit >= 0) || exactLimit > MAX_EXACT_WORK) {
    throw equityError('equity.badExactLimit', { exactLimit: String(exactLimit), max: MAX_EXACT_WORK });
  }
  return { mode, trials, targetStdError, seed, exactLimit };
}

/** Throws when the range players can never all be dealt a hand at once (they need the same cards, e.g. AA three times). */
function assertRangesCanBeDealt(players: PlanPlayer[]): void {
  const ranged = players.map((p, i) => ({ combos: p.combos, i })).filter((p) => p.combos && p.combos.length > 0)
    .sort((a, b) => a.combos!.length - b.combos!.length);
  if (ranged.length < 2) return;
  const used = new Set<Card>();
  let budget = 200_000; // search steps; past this, assume the ranges fit
  const fits = (k: number): boolean => {
    if (k === ranged.length || --budget < 0) return true;
    for (const { cards: [a, b] } of ranged[k].combos!) {
      if (used.has(a) || used.has(b)) continue;
      used.add(a); used.add(b);
      const ok = fits(k + 1);
      used.delete(a); used.delete(b);
      if (ok) return true;
    }
    return false;
  };
  if (!fits(0)) {
    const names = ranged.map((p) => p.i + 1).sort((x, y) => x - y);
    throw equityError('equity.rangesClash', { players: names.slice(0, -1).join(', '), last: names.at(-1)! });
  }
}

/** Whether the plan is enumerated exactly (mode 'exact', or 'auto' with the work under the limit). */
export const planIsExact = (plan: EquityPlan): boolean =>
  plan.mode === 'exact' || (plan.mode === 'auto' && plan.exactWork <= plan.exactLimit);
