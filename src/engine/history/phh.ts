// PHH (PokerKit's TOML "poker hand history") export and import, with Felt's `_felt_*` fields for what PHH has no words for; every import is replayed through the engine.
import { deckCards, formatCard, parseCards, type Card } from '../cards';
import { minimumBet, type BettingStructure, type StructureKind } from '../betting/structures';
import { GAMES, gameSpec, type GameId } from '../games';
import { replayHand, startHand } from '../hand/hand';
import type { HandAction, HandEvent, HandSetup, RunItTwicePreference } from '../hand/types';
import type { Evaluator } from '../rankings/types';
import { TOML_TEXT, TomlError, type TomlReasonId, parseToml, tomlString, tomlValue, type Located, type TomlSection, type TomlTable, type TomlValue } from './toml';

/** A hand to export, or one read back: the engine's setup and actions, the seat it is seen from, and optional notes. */
export interface HistoryHand {
  setup: HandSetup;
  actions: HandAction[];
  /** The seat whose cards are known (null: every card is written). Others' hidden cards are written `??`. */
  viewer?: number | null;
  /** Epoch milliseconds when it was played. */
  playedAt?: number;
  /** A name per seat (PHH `players`). */
  names?: (string | null)[];
}

type TextParams = Record<string, string | number>;

/**
 * English details of a file that cannot be read by message id (DESIGN.md "Words on screen"); the catalogues have
 * `engine.<id>`. `phh.cause` is another engine error's own text (a bad card, an action the hand refused).
 */
export const PHH_TEXT = {
  'phh.line': (p: TextParams) => `Line ${p.line}: ${p.detail}`,
  'phh.hand-line': (p: TextParams) => `Hand ${p.hand}, line ${p.line}: ${p.detail}`,
  'phh.cause': (p: TextParams) => `${p.cause}`,
  'phh.cannot-start': (p: TextParams) => `the hand cannot start: ${p.cause}`,
  'phh.not-text': () => 'this is not a text file',
  'phh.too-large': () => 'the file is too large to be a hand history',
  'phh.mixed': () => 'a file is either one hand (.phh) or hands in [1], [2], ... tables (.phhs), not both',
  'phh.too-many-hands': (p: TextParams) => `the file has ${p.count} hands; at most ${p.max} are read at once`,
  'phh.no-hand': () => 'the file has no hand in it',
  'phh.missing-field': (p: TextParams) => `the required field "${p.key}" is missing`,
  'phh.chip-list': (p: TextParams) => `"${p.key}" must be a list of whole numbers of chips`,
  'phh.list-length': (p: TextParams) => `"${p.key}" has ${p.count} entries for ${p.players} players`,
  'phh.variant-text': () => '"variant" must be a string',
  'phh.two-players': () => 'a hand needs at least two players',
  'phh.stack-positive': () => 'every starting stack must be more than 0',
  'phh.felt-game': (p: TextParams) => `"${p.game}" is not one of Felt's games`,
  'phh.variant': (p: TextParams) => `the variant "${p.variant}" is not one Felt plays (${p.variants}, or Felt's own files)`,
  'phh.blinds': () => 'Felt plays one small and one big blind (no straddles)',
  'phh.bring-in': () => '"bring_in" must be a whole number of chips',
  'phh.bets': () => '"small_bet" and "big_bet" must be whole numbers of chips',
  'phh.min-bet': () => '"min_bet" must be a whole number of chips',
  'phh.not-played': (p: TextParams) => `${p.game} is not played ${p.kind}`,
  'phh.seats': () => '"seats" must give one seat number (1, 2, ...) per player',
  'phh.seats-twice': () => '"seats" has a seat twice or beyond "seat_count"',
  'phh.button': () => '"_felt_button" must be a seat number',
  'phh.run-prefs': () => '"_felt_run_it_twice" must be never, always or ask for each player',
  'phh.felt-blinds': () => '"_felt_blinds" must name the small blind seat (0: none) and the big blind seat',
  'phh.posts': () => '"_felt_posts" must list { seat, live, dead } chips posted',
  'phh.seed': () => '"_felt_seed" must be a whole number',
  'phh.threshold': () => '"_felt_run_it_twice_threshold" must be a whole number',
  'phh.chooser': () => '"_felt_run_it_twice_chooser" must be a seat number',
  'phh.actions': () => '"actions" must be a list of strings',
  'phh.action-text': () => 'each action must be a string such as "p1 cc"',
  'phh.player': (p: TextParams) => `"${p.token}" is not a player (p1 to p${p.players})`,
  'phh.card-list': (p: TextParams) => `"${p.text}" is not a list of cards such as AhKs`,
  'phh.dealt-twice': (p: TextParams) => `the card ${p.card} is dealt twice`,
  'phh.board-number': () => 'a board number is 1, 2 or 3',
  'phh.board-known': () => 'board cards must be known',
  'phh.dealer-action': (p: TextParams) => `"${p.text}" is not a dealer action (d dh pN cards, d db cards)`,
  'phh.action': (p: TextParams) => `"${p.verb}" is not an action (f, cc, cbr, pb, sd, sm)`,
  'phh.cbr': () => 'cbr needs a whole amount of chips, e.g. "p1 cbr 6"',
  'phh.sd': () => 'sd takes at most one list of cards',
  'phh.no-args': (p: TextParams) => `"${p.verb}" takes nothing after it`,
  'phh.over': () => 'the hand is already over',
  'phh.turn': (p: TextParams) => `it is p${p.turn}'s turn, not p${p.actor}'s`,
  'phh.run': () => 'run takes 1, 2 or 3',
  'phh.felt-action': (p: TextParams) => `"${p.verb}" is not one of Felt's actions`,
  'phh.deck-short': () => 'more cards are dealt than the deck holds',
  'phh.unfinished': () => 'the hand stops before it is over (Felt keeps finished hands only)',
  'phh.viewer': () => '"_felt_viewer" must name a player such as "p1"',
  'phh.structure': () => '"_felt_structure" must be an inline table such as { kind = "no-limit", smallBlind = 1, bigBlind = 2 }',
  'phh.structure-kind': (p: TextParams) => `"${p.kind}" is not a betting structure`,
  'phh.structure-chips': (p: TextParams) => `"${p.key}" must be a whole number of chips`,
  'phh.min-raise': () => 'minRaise is "standard" or "double"',
  'phh.spread-max': () => 'spreadMax is three whole numbers',
  'phh.structure-key': (p: TextParams) => `"${p.key}" is not part of a betting structure`,
} satisfies Record<string, (p: TextParams) => string>;
export type PhhReasonId = keyof typeof PHH_TEXT | TomlReasonId;

/** A detail's message id and parameters (a PHH_TEXT or TOML_TEXT id). */
export interface PhhDetail { id: PhhReasonId; params: TextParams }

/**
 * Thrown for a file that cannot be read or replayed; `line` is the 1-based line of the problem, `why` the detail's
 * message id, and `cause` the engine error behind it (a bad card, a refused action). `reason` and `params` say the
 * whole sentence for the translator: `phh.line` or `phh.hand-line`, its detail nested.
 */
export class PhhError extends Error {
  constructor(readonly line: number, readonly detail: string, readonly hand?: number, readonly why?: PhhDetail, cause?: unknown) {
    super(`${hand !== undefined ? `Hand ${hand}, line` : 'Line'} ${line}: ${detail}`, cause === undefined ? undefined : { cause });
    this.name = 'PhhError';
  }

  get reason(): string | undefined { return this.why ? (this.hand !== undefined ? 'phh.hand-line' : 'phh.line') : undefined; }
  get params(): TextParams {
    return { ...this.why?.params, line: this.line, ...(this.hand !== undefined ? { hand: this.hand } : {}), ...(this.why ? { detail: this.why.id } : {}) };
  }
}

const phhText = (id: PhhReasonId, params: TextParams): string =>
  (id in PHH_TEXT ? PHH_TEXT[id as keyof typeof PHH_TEXT] : TOML_TEXT[id as TomlReasonId])(params);

/** A PhhError from its detail's message id (the English detail from PHH_TEXT). */
const phhError = (line: number, id: keyof typeof PHH_TEXT, params: TextParams = {}, cause?: unknown): PhhError =>
  new PhhError(line, phhText(id, params), undefined, { id, params }, cause);

/** A PhhError for another engine error (its own text becomes the detail, its own id is translated when shown). */
const causedBy = (line: number, error: unknown, id: 'phh.cause' | 'phh.cannot-start' = 'phh.cause'): PhhError =>
  phhError(line, id, { cause: (error as Error).message }, error);

/** The PHH variant codes for the games and structures PHH names (required fields: phh-std required.rst). */
const VARIANTS: { code: string; game: GameId; kind: StructureKind }[] = [
  { code: 'NT', game: 'holdem', kind: 'no-limit' },
  { code: 'FT', game: 'holdem', kind: 'fixed-limit' },
  { code: 'PO', game: 'omaha', kind: 'pot-limit' },
  { code: 'FO/8', game: 'omaha-hl', kind: 'fixed-limit' },
  { code: 'F7S', game: 'stud7', kind: 'fixed-limit' },
  { code: 'F7S/8', game: 'stud7-hl', kind: 'fixed-limit' },
  { code: 'F2L3D', game: 'triple-draw-27', kind: 'fixed-limit' },
];

/** Felt's variant code for a game and structure PHH has no code for; `_felt_game` and `_felt_structure` then say which. */
export const FELT_VARIANT = 'FELT';

export function variantCode(game: string, kind: StructureKind): string {
  return VARIANTS.find((v) => v.game === game && v.kind === kind)?.code ?? FELT_VARIANT;
}

const cardText = (cards: readonly Card[], known: boolean): string => (known ? cards.map(formatCard).join('') : '??'.repeat(cards.length));

/** PHH player order: the first seat dealt in to the left of the button first, the button last (phh-std "Position"). */
function playerOrder(setup: HandSetup): number[] {
  const n = setup.seats.length;
  const order: number[] = [];
  for (let k = 1; k <= n; k++) {
    const seat = (setup.button + k) % n;
    const s = setup.seats[seat];
    if (s && s.stack > 0 && !s.sittingOut) order.push(seat);
  }
  return order;
}

/** The structure as a flat inline table (only what is set). */
function structureTable(s: BettingStructure): TomlTable {
  const t: TomlTable = { kind: s.kind };
  for (const [k, v] of Object.entries(s)) {
    if (k === 'kind' || v === undefined) continue;
    t[k] = Array.isArray(v) ? [...v] : (v as TomlValue);
  }
  return t;
}

/** One hand as PHH text (the body of a .phh file, or of one `[n]` table of a .phhs file). */
export function exportPhh(hand: HistoryHand, options: { evaluator?: Evaluator } = {}): string {
  const setup = hand.setup;
  const spec = gameSpec(setup.game);
  const played = replayHand({ ...setup, evaluator: options.evaluator }, hand.actions);
  const order = playerOrder(setup);
  const p = (seat: number) => `p${order.indexOf(seat) + 1}`;
  const history: readonly HandEvent[] = played.history;
  const viewer = hand.viewer ?? null;
  // T-PRIVACY: a seat's cards are written when it is the viewer's, face up, or shown at the showdown.
  const shown = new Set(history.filter((e) => e.type === 'show').map((e) => (e as { seat: number }).seat));
  const known = (seat: number) => viewer === null || seat === viewer || shown.has(seat);
  const reshuffled = history.some((e) => e.type === 'reshuffle');
  const s = setup.structure;
  const blinds = setup.blinds;
  const forced = spec.forcedBets === 'blinds';
  const lines: string[] = [];
  const field = (key: string, value: TomlValue) => lines.push(`${key} = ${tomlValue(value)}`);
  field('variant', variantCode(setup.game, s.kind));
  field('antes', order.map(() => s.ante ?? 0));
  if (forced) {
    // The posted blinds by player (F-DEADBUTTON: a hand may have no small blind).
    const posted = new Map<number, number>();
    for (const e of history) if (e.type === 'small-blind' || e.type === 'big-blind') posted.set(e.seat, (posted.get(e.seat) ?? 0) + e.amount);
    field('blinds_or_straddles', order.map((seat) => posted.get(seat) ?? 0));
  }
  if (s.kind === 'fixed-limit') { field('small_bet', s.smallBet ?? minimumBet(s)); field('big_bet', s.bigBet ?? minimumBet(s) * 2); }
  else field('min_bet', minimumBet(s));
  if (!forced) field('bring_in', s.bringIn ?? (s.ante ?? 0) * 2);
  field('starting_stacks', order.map((seat) => setup.seats[seat].stack));
  field('seats', order.map((seat) => seat + 1));
  field('seat_count', setup.seats.length);
  if (hand.names) field('players', order.map((seat) => hand.names?.[seat] ?? `Seat ${seat + 1}`));
  if (hand.playedAt !== undefined) { field('time_zone', 'UTC'); field('_felt_played_at', new Date(hand.playedAt).toISOString()); }
  // Felt's extension (README "Hand histories"): everything the engine needs to replay the hand exactly.
  field('_felt_game', setup.game);
  field('_felt_structure', structureTable(s));
  field('_felt_button', setup.button + 1);
  if (blinds) field('_felt_blinds', { small: blinds.smallBlind === null ? 0 : blinds.smallBlind + 1, big: blinds.bigBlind + 1 });
  if (setup.posts?.length) field('_felt_posts', setup.posts.map((x) => ({ seat: x.seat + 1, live: x.live, dead: x.dead ?? 0 })));
  field('_felt_run_it_twice', order.map((seat) => setup.seats[seat].runItTwice ?? 'never'));
  if (setup.runItTwiceThreshold !== undefined) field('_felt_run_it_twice_threshold', setup.runItTwiceThreshold);
  if (setup.runItTwiceChooser !== undefined) field('_felt_run_it_twice_chooser', setup.runItTwiceChooser + 1);
  field('_felt_seed', setup.seed ?? 1);
  if (viewer !== null) field('_felt_viewer', p(viewer));

  // The actions, replayed one by one so each decision is written where it was taken.
  const live = startHand({ ...setup, evaluator: options.evaluator });
  const out: string[] = [];
  let seen = 0;
  const write = (e: HandEvent, timedOut: boolean) => {
    switch (e.type) {
      case 'deal': out.push(`d dh ${p(e.seat)} ${cardText(e.cards, e.up || known(e.seat))}`); break;
      case 'board': out.push(`d db ${cardText(e.cards, true)}${e.board > 0 ? ` # _felt board ${e.board + 1}` : ''}`); break;
      case 'fold': out.push(`${p(e.seat)} f`); break;
      case 'check': case 'call': out.push(`${p(e.seat)} cc`); break;
      case 'bet': case 'raise': out.push(`${p(e.seat)} cbr ${e.to}`); break;
      case 'bring-in': out.push(`${p(e.seat)} pb`); break;
      case 'draw':
        if (timedOut) break;
        // G-DRAW-RESHUFFLE: once discards are shuffled into a new deck they are written, so the redeal can be replayed.
        out.push(`${p(e.seat)} sd${e.discarded.length ? ` ${cardText(e.discarded, known(e.seat) || reshuffled)}` : ''}`);
        if (e.received.length) out.push(`d dh ${p(e.seat)} ${cardText(e.received, known(e.seat))}`);
        break;
      case 'split-offer': out.push(`# _felt ${p(e.seat)} ${e.accept ? 'split' : 'no-split'}`); break;
      case 'runout-choice': if (!timedOut) out.push(`# _felt ${p(e.seat)} run ${e.times}`); break;
      case 'runout-answer': if (!timedOut) out.push(`# _felt ${p(e.seat)} ${e.accept ? 'accept' : 'decline'}`); break;
      case 'disconnected': out.push(`# _felt ${p(e.seat)} disconnect`); break;
      case 'show': out.push(`${p(e.seat)} sm ${cardText(e.cards, true)}`); break;
      default: break;
    }
  };
  const flush = (timedOut: boolean) => {
    const h = live.history;
    while (seen < h.length) {
      if (h[seen].type !== 'deal') { write(h[seen], timedOut && seen === firstOwn); seen++; continue; }
      // A round of dealing one card at a time is written as one line per player (phh-std: "d dh p1 AcAd").
      const round = new Map<number, string>();
      for (; seen < h.length && h[seen].type === 'deal'; seen++) {
        const e = h[seen] as Extract<HandEvent, { type: 'deal' }>;
        round.set(e.seat, (round.get(e.seat) ?? '') + cardText(e.cards, e.up || known(e.seat)));
      }
      for (const [seat, cards] of round) out.push(`d dh ${p(seat)} ${cards}`);
    }
  };
  let firstOwn = -1;
  flush(false);
  for (const a of hand.actions) {
    const next = live.next;
    live.act(a);
    if (a.type === 'timeout' && next.kind !== 'done') {
      // G-DRAW-TIMER / P-RIT-INTERACTIVE: the engine's default answer is written as Felt's "timeout" action.
      out.push(`# _felt ${p(next.seat)} timeout`);
      const h = live.history;
      const own = h.slice(seen).findIndex((e) => e.type === (next.kind === 'draw' ? 'draw' : next.kind === 'runout-choice' ? 'runout-choice' : 'runout-answer'));
      firstOwn = own >= 0 ? seen + own : -1;
      flush(true);
    } else flush(false);
  }
  lines.push('actions = [');
  for (const a of out) lines.push(`  ${tomlString(a)},`);
  lines.push(']');
  return lines.join('\n') + '\n';
}

/** Many hands as one .phhs file: one `[n]` table per hand. */
export function exportPhhs(hands: readonly HistoryHand[], options: { evaluator?: Evaluator } = {}): string {
  return hands.map((h, i) => `[${i + 1}]\n${exportPhh(h, options)}`).join('\n');
}

// ---------------------------------------------------------------- import

interface Field { value: TomlValue; line: number; items?: Located[] }

/** Reads a .phh or .phhs file: every hand is replayed through the engine; any problem throws a PhhError naming the line. */
export function importPhh(text: string, options: { evaluator?: Evaluator; maxHands?: number } = {}): HistoryHand[] {
  if (typeof text !== 'string') throw phhError(1, 'phh.not-text');
  if (text.length > 20 * 1024 * 1024) throw phhError(1, 'phh.too-large');
  let sections: TomlSection[];
  try { sections = parseToml(text); } catch (error) {
    if (error instanceof TomlError) throw new PhhError(error.line, error.detail, undefined, error.why);
    throw error;
  }
  const top = sections[0];
  const tables = sections.slice(1);
  const hands: HistoryHand[] = [];
  if (top.entries.size > 0 && tables.length > 0) throw phhError(tables[0].line, 'phh.mixed');
  const list = tables.length > 0 ? tables : [top];
  if (list.length > (options.maxHands ?? 5000)) throw phhError(1, 'phh.too-many-hands', { count: list.length, max: options.maxHands ?? 5000 });
  list.forEach((section, i) => {
    try {
      hands.push(readHand(section, options.evaluator));
    } catch (error) {
      if (error instanceof PhhError) throw tables.length > 0 ? new PhhError(error.line, error.detail, i + 1, error.why, error.cause) : error;
      throw error;
    }
  });
  if (hands.length === 0) throw phhError(1, 'phh.no-hand');
  return hands;
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 2 ** 40;

function readHand(section: TomlSection, evaluator?: Evaluator): HistoryHand {
  const get = (key: string): Field | undefined => section.entries.get(key);
  const need = (key: string): Field => {
    const f = get(key);
    if (!f) throw phhError(section.line, 'phh.missing-field', { key });
    return f;
  };
  const intList = (key: string, length?: number): number[] => {
    const f = need(key);
    if (!Array.isArray(f.value) || !f.value.every(isInt)) throw phhError(f.line, 'phh.chip-list', { key });
    if (length !== undefined && f.value.length !== length) throw phhError(f.line, 'phh.list-length', { key, count: f.value.length, players: length });
    return f.value as number[];
  };
  const variant = need('variant');
  if (typeof variant.value !== 'string') throw phhError(variant.line, 'phh.variant-text');
  const feltGame = get('_felt_game');
  let game: GameId;
  let structure: BettingStructure;
  const stacks = intList('starting_stacks');
  const n = stacks.length;
  if (n < 2) throw phhError(need('starting_stacks').line, 'phh.two-players');
  if (stacks.some((s) => s <= 0)) throw phhError(need('starting_stacks').line, 'phh.stack-positive');
  if (feltGame) {
    if (typeof feltGame.value !== 'string' || !Object.prototype.hasOwnProperty.call(GAMES, feltGame.value)) throw phhError(feltGame.line, 'phh.felt-game', { game: String(feltGame.value).slice(0, 30) });
    game = feltGame.value as GameId;
    const st = need('_felt_structure');
    structure = readStructure(st);
  } else {
    const v = VARIANTS.find((x) => x.code === variant.value);
    if (!v) throw phhError(variant.line, 'phh.variant', { variant: String(variant.value).slice(0, 20), variants: VARIANTS.map((x) => x.code).join(', ') });
    game = v.game;
    const antes = intList('antes', n);
    const ante = Math.max(...antes);
    if (GAMES[game].forcedBets === 'blinds') {
      const blinds = intList('blinds_or_straddles', n).filter((b) => b > 0).sort((a, b) => a - b);
      if (blinds.length === 0 || blinds.length > 2) throw phhError(need('blinds_or_straddles').line, 'phh.blinds');
      structure = { kind: v.kind, smallBlind: blinds.length === 2 ? blinds[0] : 0, bigBlind: blinds[blinds.length - 1], ...(ante ? { ante } : {}) };
    } else {
      const bring = need('bring_in');
      if (!isInt(bring.value)) throw phhError(bring.line, 'phh.bring-in');
      structure = { kind: v.kind, ante, bringIn: bring.value };
    }
    if (v.kind === 'fixed-limit') {
      const small = need('small_bet');
      const big = need('big_bet');
      if (!isInt(small.value) || !isInt(big.value)) throw phhError(small.line, 'phh.bets');
      structure = { ...structure, smallBet: small.value, bigBet: big.value };
    } else {
      const min = need('min_bet');
      if (!isInt(min.value)) throw phhError(min.line, 'phh.min-bet');
      if (min.value !== structure.bigBlind) structure = { ...structure, minBet: min.value };
    }
  }
  const spec = GAMES[game];
  if (!spec.structures.includes(structure.kind)) throw phhError(get('_felt_structure')?.line ?? variant.line, 'phh.not-played', { game: spec.name, gameId: spec.id, kind: structure.kind });

  // Seats: PHH players in order from the left of the button; Felt's files also give the seat numbers.
  const seatField = get('seats');
  const countField = get('seat_count');
  let seatCount = n;
  let seatOf = Array.from({ length: n }, (_, k) => k);
  if (seatField) {
    if (!Array.isArray(seatField.value) || seatField.value.length !== n || !seatField.value.every((x) => isInt(x) && x >= 1)) throw phhError(seatField.line, 'phh.seats');
    seatOf = (seatField.value as number[]).map((x) => x - 1);
    seatCount = countField && isInt(countField.value) ? countField.value : Math.max(...seatOf) + 1;
    if (new Set(seatOf).size !== n || Math.max(...seatOf) >= seatCount) throw phhError(seatField.line, 'phh.seats-twice');
  }
  const buttonField = get('_felt_button');
  let button = seatOf[n - 1];
  if (buttonField) {
    if (!isInt(buttonField.value) || buttonField.value < 1 || buttonField.value > seatCount) throw phhError(buttonField.line, 'phh.button');
    button = buttonField.value - 1;
  }
  const prefs = get('_felt_run_it_twice');
  const prefList = prefs && Array.isArray(prefs.value) ? prefs.value : [];
  if (prefs && (prefList.length !== n || !prefList.every((x) => x === 'never' || x === 'always' || x === 'ask'))) throw phhError(prefs.line, 'phh.run-prefs');
  const seats: HandSetup['seats'][number][] = Array.from({ length: seatCount }, () => ({ stack: 0 }));
  seatOf.forEach((seat, k) => { seats[seat] = { stack: stacks[k], ...(prefs ? { runItTwice: prefList[k] as RunItTwicePreference } : {}) }; });

  const setup: HandSetup = { game, structure, seats, button };
  const blindsField = get('_felt_blinds');
  if (blindsField) {
    const b = blindsField.value as TomlTable;
    if (!b || typeof b !== 'object' || Array.isArray(b) || !isInt(b.big) || !isInt(b.small) || b.big < 1 || b.big > seatCount || b.small > seatCount) throw phhError(blindsField.line, 'phh.felt-blinds');
    setup.blinds = { smallBlind: b.small === 0 ? null : b.small - 1, bigBlind: b.big - 1 };
  }
  const posts = get('_felt_posts');
  if (posts) {
    const list = posts.value;
    if (!Array.isArray(list) || !list.every((x) => x && typeof x === 'object' && !Array.isArray(x) && isInt((x as TomlTable).seat) && isInt((x as TomlTable).live) && isInt((x as TomlTable).dead ?? 0))) {
      throw phhError(posts.line, 'phh.posts');
    }
    setup.posts = (list as TomlTable[]).map((x) => ({ seat: (x.seat as number) - 1, live: x.live as number, dead: (x.dead as number | undefined) ?? 0 }));
  }
  const seed = get('_felt_seed');
  if (seed) { if (typeof seed.value !== 'number' || !Number.isInteger(seed.value)) throw phhError(seed.line, 'phh.seed'); setup.seed = seed.value; }
  const threshold = get('_felt_run_it_twice_threshold');
  if (threshold) { if (!isInt(threshold.value)) throw phhError(threshold.line, 'phh.threshold'); setup.runItTwiceThreshold = threshold.value; }
  const chooser = get('_felt_run_it_twice_chooser');
  if (chooser) { if (!isInt(chooser.value) || chooser.value < 1) throw phhError(chooser.line, 'phh.chooser'); setup.runItTwiceChooser = chooser.value - 1; }

  // The actions: first the cards (to deal exactly what the file says), then the decisions, replayed through the engine.
  const actionsField = need('actions');
  if (!Array.isArray(actionsField.value) || !actionsField.items) throw phhError(actionsField.line, 'phh.actions');
  const lines = actionsField.items.map((item) => {
    if (typeof item.value !== 'string') throw phhError(item.line, 'phh.action-text');
    return { text: item.value, line: item.line };
  });
  const playerSeat = (token: string, line: number): number => {
    const m = /^p(\d+)$/.exec(token);
    const k = m ? Number(m[1]) : 0;
    if (!m || k < 1 || k > n) throw phhError(line, 'phh.player', { token: token.slice(0, 10), players: n });
    return seatOf[k - 1];
  };
  const deck = deckCards(spec.deck);
  const readCards = (text: string, line: number): (Card | null)[] => {
    if (text === '-') return [];
    if (text.length % 2 !== 0) throw phhError(line, 'phh.card-list', { text: text.slice(0, 20) });
    const out: (Card | null)[] = [];
    for (let i = 0; i < text.length; i += 2) {
      const token = text.slice(i, i + 2);
      if (token === '??') { out.push(null); continue; }
      let card: Card;
      try { [card] = parseCards(token, { deck: spec.deck }); } catch (error) { throw causedBy(line, error); }
      out.push(card);
    }
    return out;
  };
  const dealt: (Card | null)[][] = Array.from({ length: seatCount }, () => []);
  const boards: Card[][] = [[], [], []];
  const used = new Set<Card>();
  let duplicate: PhhError | null = null;
  const note = (c: Card | null, line: number) => {
    if (c === null) return;
    // A card may come back after a reshuffle (G-DRAW-RESHUFFLE); dealt as written, it would be a card dealt twice.
    if (used.has(c)) duplicate ??= phhError(line, 'phh.dealt-twice', { card: formatCard(c) });
    used.add(c);
  };
  const decisions: { line: number; actor: number; verb: string; arg?: string }[] = [];
  const replacements: (Card | null)[] = [];
  let lastDiscard: number | null = null;
  for (const { text, line } of lines) {
    const [body, comment = ''] = splitComment(text);
    const words = body.trim().split(/\s+/).filter(Boolean);
    const felt = /^_felt\s+(p\d+)\s+(\S+)(?:\s+(\S+))?\s*$/.exec(comment.trim());
    if (words.length === 0) {
      if (felt) decisions.push({ line, actor: playerSeat(felt[1], line), verb: `felt:${felt[2]}`, arg: felt[3] });
      continue;
    }
    if (words[0] === 'd') {
      if (words[1] === 'dh' && words.length === 4) {
        const seat = playerSeat(words[2], line);
        const cards = readCards(words[3], line);
        cards.forEach((c) => note(c, line));
        // Cards dealt right after a player's discard replace them: the engine takes those from the stub, in order.
        if (lastDiscard === seat) replacements.push(...cards);
        else dealt[seat].push(...cards);
        lastDiscard = null;
      } else if (words[1] === 'db' && words.length === 3) {
        const boardNote = /_felt\s+board\s+(\d)/.exec(comment);
        const b = boardNote ? Number(boardNote[1]) - 1 : 0;
        if (b < 0 || b > 2) throw phhError(line, 'phh.board-number');
        const cards = readCards(words[2], line);
        if (cards.some((c) => c === null)) throw phhError(line, 'phh.board-known');
        cards.forEach((c) => note(c, line));
        boards[b].push(...(cards as Card[]));
      } else throw phhError(line, 'phh.dealer-action', { text: body.trim().slice(0, 30) });
      continue;
    }
    const actor = playerSeat(words[0], line);
    const verb = words[1];
    if (!['f', 'cc', 'cbr', 'pb', 'sd', 'sm'].includes(verb ?? '')) throw phhError(line, 'phh.action', { verb: String(verb).slice(0, 10) });
    if (verb === 'cbr' && (words.length !== 3 || !/^\d+$/.test(words[2]))) throw phhError(line, 'phh.cbr');
    if (verb === 'sd' && words.length > 3) throw phhError(line, 'phh.sd');
    if ((verb === 'f' || verb === 'cc' || verb === 'pb') && words.length !== 2) throw phhError(line, 'phh.no-args', { verb: verb as string });
    if (verb === 'sm' && words[2]) {
      const cards = readCards(words[2], line);
      // Cards first seen at the showdown complete a hand dealt face down as ????.
      if (dealt[actor].every((c) => c === null) && cards.length === dealt[actor].length && cards.every((c) => c !== null)) {
        cards.forEach((c) => note(c, line));
        dealt[actor] = cards;
      }
    }
    decisions.push({ line, actor, verb, arg: words[2] });
    lastDiscard = verb === 'sd' && words[2] ? actor : null;
  }
  // Unknown cards (a folded player's, written ??) become cards no one else holds, so the known ones deal exactly.
  const spare = deck.filter((c) => !used.has(c));
  const fill = (c: Card | null): Card => c ?? spare.shift()!;

  const replayDecisions = (start: HandSetup, list: typeof decisions, _seatOf: number[], ev: Evaluator | undefined, at: number, strict: boolean) => {
    let hand: ReturnType<typeof startHand>;
    try { hand = startHand({ ...start, evaluator: ev }); } catch (error) {
      if (!strict) return null;
      throw causedBy(at, error, 'phh.cannot-start');
    }
    const actions: HandAction[] = [];
    const play = (action: HandAction, line: number) => {
      try { hand.act(action); } catch (error) { throw causedBy(line, error); }
      actions.push(hand.actions[hand.actions.length - 1] ?? action);
    };
    for (const d of list) {
    if (d.verb === 'sm') continue; // the engine shows the cards itself (P-SHOWORDER)
    const next = hand.next;
    if (next.kind === 'done') throw phhError(d.line, 'phh.over');
    if (next.seat !== d.actor) throw phhError(d.line, 'phh.turn', { turn: seatOf.indexOf(next.seat) + 1, actor: seatOf.indexOf(d.actor) + 1 });
    let action: HandAction;
    switch (d.verb) {
      case 'f': action = { type: 'fold' }; break;
      case 'cc': action = next.kind === 'act' && next.options.check ? { type: 'check' } : { type: 'call' }; break;
      case 'cbr': action = { type: next.kind === 'act' && next.options.call === 0 && next.options.check ? 'bet' : 'raise', to: Number(d.arg) }; break;
      case 'pb': action = { type: 'bring-in' }; break;
      case 'sd': {
        if (!d.arg) { action = { type: 'stand-pat' }; break; }
        const cards = readCards(d.arg, d.line);
        // Unknown discards: the player's cards not yet known, in order.
        const view = hand.view(d.actor).seats[d.actor].cards.filter((c): c is Card => c !== null);
        const known = cards.filter((c): c is Card => c !== null);
        const rest = view.filter((c) => !known.includes(c));
        const discard = cards.map((c) => c ?? rest.shift()!);
        action = { type: 'draw', discard };
        break;
      }
      case 'felt:split': action = { type: 'split' }; break;
      case 'felt:no-split': action = { type: 'no-split' }; break;
      case 'felt:run': {
        const times = Number(d.arg);
        if (times !== 1 && times !== 2 && times !== 3) throw phhError(d.line, 'phh.run');
        action = { type: 'run', times };
        break;
      }
      case 'felt:accept': action = { type: 'accept' }; break;
      case 'felt:decline': action = { type: 'decline' }; break;
      case 'felt:timeout': action = { type: 'timeout' }; break;
      case 'felt:disconnect': action = { type: 'disconnect' }; break;
      default: throw phhError(d.line, 'phh.felt-action', { verb: d.verb.replace('felt:', '') });
    }
    play(action, d.line);
  }
    return { hand, actions };
  };
  // Felt's own files deal from `_felt_seed` (as the hand was dealt) when that gives every known card of the file;
  // otherwise, and for other files, the file's cards are dealt as written.
  let fromSeed: { hand: ReturnType<typeof startHand>; actions: HandAction[] } | null = null;
  let seedError: PhhError | null = null;
  if (feltGame && seed) {
    try { fromSeed = replayDecisions({ ...setup, seats: seats.map((x) => ({ ...x })) }, decisions, seatOf, evaluator, section.line, false); } catch (error) {
      if (!(error instanceof PhhError)) throw error;
      seedError = error;
    }
  }
  const matches = fromSeed !== null && cardsAgree(fromSeed.hand.history, dealt, replacements, boards);
  if (!matches) {
    if (duplicate) throw seedError ?? duplicate;
    if ([...dealt.flat(), ...replacements].filter((c) => c === null).length > spare.length) throw seedError ?? phhError(actionsField.line, 'phh.deck-short');
    setup.seats = seats.map((s, i) => (dealt[i].length ? { ...s, cards: dealt[i].map(fill) } : s));
    if (replacements.length) setup.stub = replacements.map(fill);
    if (boards[0].length) setup.board = boards[0];
    if (boards[1].length || boards[2].length) setup.extraBoards = [boards[1], boards[2]].filter((b) => b.length > 0);
  }
  const { hand, actions } = matches ? fromSeed! : replayDecisions(setup, decisions, seatOf, evaluator, section.line, true)!;
  if (!hand.done) throw phhError(lines.length ? lines[lines.length - 1].line : actionsField.line, 'phh.unfinished');
  const viewerField = get('_felt_viewer');
  let viewer: number | null = null;
  if (viewerField) {
    if (typeof viewerField.value !== 'string') throw phhError(viewerField.line, 'phh.viewer');
    viewer = playerSeat(viewerField.value, viewerField.line);
  }
  const playedAtField = get('_felt_played_at');
  const playedAt = playedAtField && typeof playedAtField.value === 'string' ? Date.parse(playedAtField.value) : NaN;
  const namesField = get('players');
  const names = namesField && Array.isArray(namesField.value) && namesField.value.length === n && namesField.value.every((x) => typeof x === 'string')
    ? Array.from({ length: seatCount }, (_, seat) => { const k = seatOf.indexOf(seat); return k >= 0 ? String((namesField.value as TomlValue[])[k]).slice(0, 60) : null; })
    : undefined;
  return { setup, actions, viewer, ...(Number.isFinite(playedAt) ? { playedAt } : {}), ...(names ? { names } : {}) };
}

/** True when the hand dealt every card the file knows, to the same players and boards, in the same order. */
function cardsAgree(history: readonly HandEvent[], dealt: (Card | null)[][], replacements: (Card | null)[], boards: Card[][]): boolean {
  const got: Card[][] = dealt.map(() => []);
  const drawn: Card[] = [];
  const gotBoards: Card[][] = [[], [], []];
  for (const e of history) {
    if (e.type === 'deal') got[e.seat].push(...e.cards);
    else if (e.type === 'draw') drawn.push(...e.received);
    else if (e.type === 'board') gotBoards[e.board].push(...e.cards);
  }
  const same = (want: (Card | null)[], have: Card[]) => want.length === have.length && want.every((c, i) => c === null || c === have[i]);
  return dealt.every((want, seat) => same(want, got[seat])) && same(replacements, drawn) && boards.every((want, b) => same(want, gotBoards[b]));
}

function readStructure(field: Field): BettingStructure {
  const t = field.value;
  if (!t || typeof t !== 'object' || Array.isArray(t)) throw phhError(field.line, 'phh.structure');
  const kinds: StructureKind[] = ['no-limit', 'pot-limit', 'half-pot', 'fixed-limit', 'spread-limit'];
  if (!kinds.includes(t.kind as StructureKind)) throw phhError(field.line, 'phh.structure-kind', { kind: String(t.kind).slice(0, 20) });
  const out: BettingStructure = { kind: t.kind as StructureKind };
  const amounts = ['smallBlind', 'bigBlind', 'ante', 'bringIn', 'smallBet', 'bigBet', 'minBet', 'betCap'] as const;
  for (const [k, v] of Object.entries(t)) {
    if (k === 'kind') continue;
    if ((amounts as readonly string[]).includes(k)) {
      if (!isInt(v)) throw phhError(field.line, 'phh.structure-chips', { key: k });
      (out as unknown as Record<string, number>)[k] = v;
    } else if (k === 'minRaise') {
      if (v !== 'standard' && v !== 'double') throw phhError(field.line, 'phh.min-raise');
      out.minRaise = v;
    } else if (k === 'spreadMax') {
      if (!Array.isArray(v) || v.length !== 3 || !v.every(isInt)) throw phhError(field.line, 'phh.spread-max');
      out.spreadMax = [v[0] as number, v[1] as number, v[2] as number];
    } else throw phhError(field.line, 'phh.structure-key', { key: k.slice(0, 20) });
  }
  return out;
}

/** Splits "p1 cc # comment" into the action and its commentary. */
function splitComment(text: string): [string, string?] {
  const i = text.indexOf('#');
  return i < 0 ? [text] : [text.slice(0, i), text.slice(i + 1)];
}
