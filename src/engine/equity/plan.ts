// Checks an equity request and turns it into a plan: fixed cards, cards to come, range combos, live deck.
import { type Card, CardError, assertDistinct, deckCards, inDeck, outsideDeck } from '../cards';
import { EQUITY_GAMES, type EquityGameSpec } from './games';
import { type RangeCombo, parseRange } from './ranges';
import type { EquityMode, EquityRequest } from './types';

/** A request that cannot be computed; the message says what is wrong in words a learner understands. */
export class EquityInputError extends Error {
  constructor(message: string, readonly reason: string = 'equity.input', readonly params: Readonly<Record<string, string | number>> = {}) {
    super(message);
    this.name = 'EquityInputError';
  }
}

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

/** The most showdowns mode 'exact' will enumerate (a few seconds of work per chunk at most); also the largest exactLimit. */
export const MAX_EXACT_WORK = 1e9;

/** The most Monte Carlo trials one request may ask for (a few seconds on a worker pool; more would hang a tab). */
export const MAX_TRIALS = 100_000_000;

/** The most range assignments an exact enumeration may load (each is a set-up; beyond it memory runs out first). */
const MAX_RANGE_TUPLES = 1_000_000;

const sci = (n: number): string => (n >= 1e6 ? n.toExponential(0).replace('e+', ' × 10^') : String(n));

/** Work charged per range assignment in exact mode (loading it into the kernel), in showdowns. */
const RANGE_TUPLE_COST = 200;

function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return Math.round(r);
}

function checkCards(cards: unknown, where: string): Card[] {
  if (cards === undefined) return [];
  if (!Array.isArray(cards)) throw new EquityInputError(`${where} must be a list of cards.`, 'equity.cardsNotList', { where });
  for (const c of cards) {
    if (!inDeck(c as number)) {
      throw new EquityInputError(`${where} holds ${String(c)}, which is not a card id (0..51).`, 'equity.notCardId', { where, card: String(c) });
    }
  }
  return [...(cards as Card[])];
}

/** Validates `request` and builds the plan, or throws an EquityInputError (or CardError/HandRangeError). */
export function planEquity(request: EquityRequest): EquityPlan {
  if (!request || typeof request !== 'object') throw new EquityInputError('The equity request is missing.', 'equity.noRequest');
  const game: unknown = request.game;
  // Own keys only: "__proto__", "constructor" or "toString" are not games (the prototype's members are not specs).
  const spec = typeof game === 'string' && Object.hasOwn(EQUITY_GAMES, game) ? EQUITY_GAMES[game as keyof typeof EQUITY_GAMES] : undefined;
  if (!spec) {
    const games = Object.keys(EQUITY_GAMES).join(', ');
    throw new EquityInputError(`"${String(game)}" is not a game the equity engine knows (try ${games}).`, 'equity.unknownGame',
      { game: String(game), games });
  }
  const options = checkOptions(request);
  const inputs = request.players;
  if (!Array.isArray(inputs) || inputs.length < spec.minPlayers) {
    throw new EquityInputError(`${spec.name} equity needs at least ${spec.minPlayers} players.`, 'equity.tooFewPlayers',
      { game: spec.name, min: spec.minPlayers });
  }
  if (inputs.length > spec.maxPlayers) {
    throw new EquityInputError(`${spec.name} is played by at most ${spec.maxPlayers} players; this request has ${inputs.length}.`,
      'equity.tooManyPlayers', { game: spec.name, max: spec.maxPlayers, players: inputs.length });
  }
  const board = checkCards(request.board, 'The board');
  const dead = checkCards(request.dead, 'The dead cards');
  if (board.length > spec.boardCards) {
    throw new EquityInputError(spec.boardCards === 0
      ? `${spec.name} has no community cards, but a board of ${board.length} was given.`
      : `${spec.name} has at most ${spec.boardCards} community card${spec.boardCards > 1 ? 's' : ''}; the board has ${board.length}.`,
    'equity.boardTooLong', { game: spec.name, max: spec.boardCards, board: board.length });
  }
  const groups: Record<string, Card[]> = {};
  const knownPerPlayer: Card[][] = inputs.map((p, i) => {
    if (!p || typeof p !== 'object') throw new EquityInputError(`${ordinal(i)} is missing.`, 'equity.playerMissing', { player: i + 1 });
    const known = [...checkCards(p.cards, `${ordinal(i)}'s cards`), ...checkCards(p.down, `${ordinal(i)}'s down cards`),
      ...checkCards(p.up, `${ordinal(i)}'s up cards`)];
    groups[`${ordinal(i)}'s cards`] = known;
    return known;
  });
  groups['the board'] = board;
  groups['the dead cards'] = dead;
  assertDistinct(groups); // duplicates across hands, board and dead cards
  if (spec.deck === 32) {
    for (const [name, cards] of Object.entries(groups)) {
      for (const c of cards) {
        const outside = outsideDeck(c, 32, name);
        if (outside) throw new CardError(`${outside}, which ${spec.name} uses.`);
      }
    }
  }

  const removed = new Set<Card>([...board, ...dead, ...knownPerPlayer.flat()]);
  const players: PlanPlayer[] = inputs.map((p, i) => {
    const known = knownPerPlayer[i];
    if (p.range !== undefined && p.range !== null) {
      if (known.length > 0) {
        throw new EquityInputError(`${ordinal(i)} has both cards and a range; give one or the other.`, 'equity.cardsAndRange', { player: i + 1 });
      }
      if (typeof p.range !== 'string') {
        throw new EquityInputError(`${ordinal(i)}'s range must be text, like "QQ+, AKs".`, 'equity.rangeNotText', { player: i + 1 });
      }
      if (/^\s*(random|any|100%)\s*$/i.test(p.range)) return { known: [], toCome: spec.playerCards, combos: null };
      if (!spec.ranges) {
        throw new EquityInputError(`${spec.name} takes known cards or "random" for ${ordinal(i)}, not a range like "${p.range}".`,
          'equity.noRanges', { game: spec.name, player: i + 1, range: p.range });
      }
      return { known: [], toCome: 0, combos: parseRange(p.range, removed) };
    }
    if (known.length > spec.playerCards) {
      throw new EquityInputError(`In ${spec.name} a player holds ${spec.playerCards} cards; ${ordinal(i)} was given ${known.length}.`,
        'equity.tooManyCards', { game: spec.name, cards: spec.playerCards, player: i + 1, given: known.length });
    }
    let toCome = spec.playerCards - known.length;
    if (p.draw !== undefined) {
      if (spec.kind !== 'draw') {
        throw new EquityInputError(`${spec.name} has no draw; ${ordinal(i)} cannot draw cards.`, 'equity.noDraw', { game: spec.name, player: i + 1 });
      }
      if (!Number.isInteger(p.draw) || p.draw < 0 || p.draw > (spec.maxDraw ?? 5)) {
        throw new EquityInputError(`In ${spec.name} a player draws 0 to ${spec.maxDraw ?? 5} cards; ${ordinal(i)} asked for ${String(p.draw)}.`,
          'equity.badDraw', { game: spec.name, max: spec.maxDraw ?? 5, player: i + 1, draw: String(p.draw) });
      }
      if (known.length + p.draw !== spec.playerCards) {
        throw new EquityInputError(`${ordinal(i)} keeps ${known.length} card${known.length === 1 ? '' : 's'} and draws ${p.draw}, `
          + `but a ${spec.name} hand has ${spec.playerCards} cards (kept + drawn must make ${spec.playerCards}).`,
          'equity.drawMismatch', { player: i + 1, kept: known.length, draw: p.draw, cards: spec.playerCards });
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
    throw new EquityInputError(`Too many players for the deck: ${inputs.length} players and the board need ${needed} more cards, `
      + `but only ${live.length} of the ${spec.deck}-card deck are left.`,
      'equity.deckTooSmall', { players: inputs.length, needed, left: live.length, deck: spec.deck });
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
    throw new EquityInputError(`Exact enumeration would visit about ${Math.round(work).toExponential(1).replace('e+', ' × 10^')} showdowns, `
      + `more than the ${sci(MAX_EXACT_WORK)} it allows: use mode 'auto' or 'monte-carlo'.`, 'equity.exactTooBig',
    { work: Math.round(work), max: MAX_EXACT_WORK });
  }
  if (mode === 'exact' && tuples > MAX_RANGE_TUPLES) {
    throw new EquityInputError(`Exact enumeration would go through ${sci(tuples)} combinations of the players' ranges, more than the `
      + `${sci(MAX_RANGE_TUPLES)} it allows: use mode 'auto' or 'monte-carlo'.`, 'equity.exactTooManyRanges', { tuples, max: MAX_RANGE_TUPLES });
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
    throw new EquityInputError(`The mode must be 'auto', 'exact' or 'monte-carlo', not "${String(mode)}".`, 'equity.badMode', { mode: String(mode) });
  }
  const trials = request.trials ?? 1_000_000;
  if (typeof trials !== 'number' || !Number.isInteger(trials) || trials < 1 || trials > MAX_TRIALS) {
    throw new EquityInputError(`The number of trials must be a whole number from 1 to ${sci(MAX_TRIALS)} (${MAX_TRIALS.toLocaleString('en')}); `
      + `got ${String(trials)}.`, 'equity.badTrials', { trials: String(trials), max: MAX_TRIALS });
  }
  const targetStdError = request.targetStdError ?? 0;
  if (typeof targetStdError !== 'number' || !(targetStdError >= 0) || !Number.isFinite(targetStdError)) {
    throw new EquityInputError(`The target standard error must be a number of at least 0; got ${String(targetStdError)}.`,
      'equity.badTargetStdError', { value: String(targetStdError) });
  }
  const seed = request.seed ?? 1;
  if (typeof seed !== 'number' || !Number.isFinite(seed)) {
    throw new EquityInputError(`The seed must be a number; got ${String(seed)}.`, 'equity.badSeed', { seed: String(seed) });
  }
  const exactLimit = request.exactLimit ?? 3_000_000;
  if (typeof exactLimit !== 'number' || !(exactLimit >= 0) || exactLimit > MAX_EXACT_WORK) {
    throw new EquityInputError(`The exact limit must be a number of showdowns from 0 to ${sci(MAX_EXACT_WORK)} `
      + `(${MAX_EXACT_WORK.toLocaleString('en')}); got ${String(exactLimit)}.`, 'equity.badExactLimit', { exactLimit: String(exactLimit), max: MAX_EXACT_WORK });
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
    throw new EquityInputError(`The ranges of players ${names.slice(0, -1).join(', ')} and ${names.at(-1)} can never be dealt together: `
      + 'they need the same cards.', 'equity.rangesClash', { players: names.join(', ') });
  }
}

/** Whether the plan is enumerated exactly (mode 'exact', or 'auto' with the work under the limit). */
export const planIsExact = (plan: EquityPlan): boolean =>
  plan.mode === 'exact' || (plan.mode === 'auto' && plan.exactWork <= plan.exactLimit);
