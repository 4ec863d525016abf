// Scenes the engine reached (issue 12 point 1): a hand is started with startHand and played with legal actions only,
// and the betting and procedure quizzes read their question off that state (stacks, bets, pot, the round, who acted)
// instead of composing numbers. Every question built here carries its setup and actions, so tests replay it.
import {
  type BettingOptions, bettingStreets, type BettingStructure, type Card, GAMES, type Hand, type HandAction, type HandEvent,
  type HandSetup, type HandView, startHand,
} from '../../engine';
import { formatList, msg } from '../../i18n/index';
import type { GameId } from '../games';
import type { QuizScene, QuizSeat, QuizTable } from '../quiz';
import type { Rng } from '../rng';
import { chips, seatLabel, word } from './common';

/** A hand being played for a question: the engine's hand plus the setup and the actions taken (to replay it). */
export interface Played {
  hand: Hand;
  setup: HandSetup;
  actions: HandAction[];
}

/** How a scripted player acts: 'passive' checks or calls; 'min' / 'max' bet or raise to the bounds; 'all-in'. */
export type Intent = 'fold' | 'passive' | 'min' | 'max' | 'mid' | 'all-in' | 'bring-in' | { to: number };

/** A betting structure's name in the active language ("No limit"). */
export const structureName = (kind: BettingStructure['kind']): string => word(`quiz.common.structure.${kind}`);

/**
 * A structure with round amounts for a game: blinds games get blinds, ante games an ante and a bring-in (F-ANTE,
 * F-BRINGIN); fixed limit adds the small and big bet (B-FL), spread limit its 1-2-3 maxima (B-SPREAD).
 */
export function structureFor(game: GameId, kind: BettingStructure['kind'], unit: number): BettingStructure {
  const spec = GAMES[game];
  const s: BettingStructure = { kind };
  if (spec.forcedBets === 'blinds') {
    s.smallBlind = unit / 2;
    s.bigBlind = unit;
  } else {
    s.ante = unit / 5;
    s.bringIn = (unit * 2) / 5;
    s.minBet = kind === 'fixed-limit' ? undefined : unit;
  }
  if (kind === 'fixed-limit') { s.smallBet = unit; s.bigBet = unit * 2; }
  if (kind === 'spread-limit') s.spreadMax = [unit, unit * 2, unit * 3];
  return s;
}

/** Units that keep every derived amount whole (unit / 5 for antes, unit / 2 for small blinds). */
export const UNITS: readonly number[] = [10, 20, 50, 100, 200, 1000];

/** Starts a hand for a question (seats 0..n-1 all dealt in). */
export function deal(args: { game: GameId; structure: BettingStructure; stacks: number[]; button: number; seed: number; cards?: (Card[] | undefined)[]; board?: Card[] }): Played {
  const setup: HandSetup = {
    game: args.game, structure: args.structure, button: args.button, seed: args.seed >>> 0 || 1,
    seats: args.stacks.map((stack, i) => (args.cards?.[i] ? { stack, cards: args.cards[i] } : { stack })),
  };
  if (args.board) setup.board = args.board;
  return { hand: startHand(setup), setup, actions: [] };
}

function apply(p: Played, action: HandAction): void {
  p.hand.act(action);
  p.actions.push(action);
}

/** The legal action an intent means for the player to act now (falls back to checking or calling). */
export function actionFor(options: BettingOptions, intent: Intent, rng?: Rng): HandAction {
  const passive: HandAction = options.bringIn !== undefined ? { type: 'bring-in' } : options.check ? { type: 'check' } : { type: 'call' };
  const canRaise = options.minRaiseTo !== null && options.maxRaiseTo !== null;
  if (intent === 'fold') return options.fold ? { type: 'fold' } : passive;
  if (intent === 'passive' || intent === 'bring-in') return passive;
  if (!canRaise) return passive;
  const sizes = options.raiseSizes;
  const min = options.minRaiseTo!;
  const max = options.maxRaiseTo!;
  let to: number;
  if (typeof intent === 'object') to = intent.to;
  else if (intent === 'min') to = min;
  else if (intent === 'max') to = max;
  else if (intent === 'all-in') to = options.allInTo <= max ? options.allInTo : max;
  else if (sizes) to = rng ? rng.pick(sizes) : sizes[0];
  else {
    const step = Math.max(1, Math.floor((max - min) / 4));
    to = Number.isFinite(max) ? min + step * (rng ? rng.int(0, 4) : 2) : min * (rng ? rng.int(1, 3) : 2);
    to = Math.min(to, max, options.allInTo);
  }
  return { type: options.check && options.bringIn === undefined ? 'bet' : 'raise', to };
}

/** Plays one betting decision by intent. */
export function act(p: Played, intent: Intent, rng?: Rng): HandAction {
  const next = p.hand.next;
  if (next.kind !== 'act') throw new Error(`The hand waits for "${next.kind}", not a betting action.`);
  const action = actionFor(next.options, intent, rng);
  apply(p, action);
  return action;
}

/** Non-betting steps, played plainly: draws (random discards), no split, run once. */
function stepOther(p: Played, rng: Rng): boolean {
  const next = p.hand.next;
  switch (next.kind) {
    case 'draw': {
      const own = p.hand.view(next.seat).seats[next.seat].cards.filter((c): c is Card => c !== null);
      const n = rng.int(0, Math.min(next.max, 3));
      apply(p, n === 0 ? { type: 'stand-pat' } : { type: 'draw', discard: rng.shuffle(own).slice(0, n) });
      return true;
    }
    case 'split-offer': apply(p, { type: 'no-split' }); return true;
    case 'runout-choice': apply(p, { type: 'run', times: 1 }); return true;
    case 'runout-accept': apply(p, { type: 'decline' }); return true;
    default: return false;
  }
}

/** Betting rounds of a game, in order (index = the engine's round index). */
export { bettingStreets };

/**
 * Plays a random but legal hand until `stop` says the spot is reached (a betting decision), or returns null when
 * the hand ends first. `policy` picks each player's intent.
 */
export function playUntil(p: Played, rng: Rng, stop: (p: Played) => boolean, policy: (p: Played, rng: Rng) => Intent, limit = 200): Played | null {
  for (let guard = 0; guard < limit; guard++) {
    const next = p.hand.next;
    if (next.kind === 'done') return null;
    if (next.kind !== 'act') { stepOther(p, rng); continue; }
    if (stop(p)) return p;
    act(p, policy(p, rng), rng);
  }
  return null;
}

/** A policy: fold, call or raise with the given weights (folds only while more than `keep` players remain). */
export function mixedPolicy(weights: { fold: number; passive: number; raise: number }, keep = 2): (p: Played, rng: Rng) => Intent {
  return (p, rng) => {
    const live = livePlayers(p.hand);
    const total = weights.fold + weights.passive + weights.raise;
    const x = rng.next() * total;
    if (x < weights.fold && live > keep) return 'fold';
    if (x < weights.fold + weights.passive) return 'passive';
    return rng.pick(['min', 'mid', 'mid', 'max'] as const);
  };
}

export const livePlayers = (hand: Hand): number => hand.view(0).seats.filter((s) => s.inHand && !s.folded).length;

/** The index of the current betting round (0 = the first), from the street name. */
export function roundIndexOf(game: GameId, street: string): number {
  return bettingStreets(GAMES[game]).indexOf(street);
}

/**
 * "on the turn" in the active language (the engine's streetPhrase, worded per language: 'quiz.common.round.<street>');
 * single-draw games say "after the draw", triple draw "after the first draw".
 */
export function roundName(game: GameId, street: string): string {
  if (street === 'draw-1' && GAMES[game].streets.filter((s) => s.draw).length > 1) return msg('quiz.common.round.draw-1-of-3');
  return word(`quiz.common.round.${street}`);
}

/** "on the turn (betting round 3 of 4)". */
export function roundWords(game: GameId, street: string): string {
  const rounds = bettingStreets(GAMES[game]);
  return msg('quiz.common.roundOf', { round: roundName(game, street), n: rounds.indexOf(street) + 1, total: rounds.length });
}

/** The structure in words with all its amounts. */
export function structureWords(game: GameId, s: BettingStructure): string {
  const spec = GAMES[game];
  const forced = spec.forcedBets === 'blinds'
    ? msg('quiz.common.forced.blinds', { small: chips(s.smallBlind!), big: chips(s.bigBlind!) })
    : msg('quiz.common.forced.antes', { ante: chips(s.ante!), bringIn: chips(s.bringIn!) });
  if (s.kind === 'fixed-limit') {
    const rounds = bettingStreets(spec);
    const small = rounds.slice(0, spec.smallBetRounds).map((r) => roundName(game, r));
    return msg('quiz.common.structureFixed', { small: chips(s.smallBet!), big: chips(s.bigBet!), forced, rounds: formatList(small) });
  }
  if (s.kind === 'spread-limit') {
    const [a, b, c] = s.spreadMax!;
    return msg('quiz.common.structureSpread', { a: chips(a), b: chips(b), c: chips(c), forced });
  }
  const text = spec.forcedBets === 'blinds'
    ? msg('quiz.common.structurePlain', { structure: structureName(s.kind), forced })
    : msg('quiz.common.structurePlainMin', { structure: structureName(s.kind), forced, min: chips(s.minBet!) });
  return s.minRaise === 'double' ? msg('quiz.common.structureDouble', { text }) : text;
}

/** One event of the round in words ("Seat 3 raises to 60 (all-in)"), or null for events not worth a line. */
export function eventWords(e: HandEvent): string | null {
  const seat = 'seat' in e ? seatLabel(e.seat) : '';
  switch (e.type) {
    case 'small-blind': case 'big-blind': case 'bring-in': return word(`quiz.common.event.${e.type}`, { seat, amount: chips(e.amount) });
    case 'fold': case 'check': return word(`quiz.common.event.${e.type}`, { seat });
    case 'call': return msg(e.allIn ? 'quiz.common.event.callAllIn' : 'quiz.common.event.call', { seat, amount: chips(e.amount) });
    case 'bet': return msg(e.allIn ? 'quiz.common.event.betAllIn' : 'quiz.common.event.bet', { seat, to: chips(e.to) });
    case 'raise': return msg(e.allIn ? 'quiz.common.event.raiseAllIn' : 'quiz.common.event.raise', { seat, to: chips(e.to) });
    case 'draw': return msg('quiz.common.event.draw', { seat, count: e.received.length });
    default: return null;
  }
}

/** The betting events of the current round (blinds and bring-in included), in order. */
export function roundEvents(view: HandView): HandEvent[] {
  let start = 0;
  view.history.forEach((e, i) => { if (e.type === 'street') start = i + 1; });
  const out = view.history.slice(start).filter((e) => ['fold', 'check', 'call', 'bet', 'raise', 'bring-in'].includes(e.type));
  if (view.street === GAMES[view.game as GameId].streets[0].name) {
    // Blinds are posted before the first street's deal.
    const blinds = view.history.filter((e) => e.type === 'small-blind' || e.type === 'big-blind');
    return [...blinds, ...out];
  }
  return out;
}

export interface SceneOptions {
  /** The seat whose decision the question is about (its hole cards may be shown). */
  actor: number;
  live: boolean;
  showActorCards?: boolean;
  /** Seats whose down cards are shown too (a showdown). */
  showAll?: boolean;
  /** Leave out the line saying whose turn it is. */
  hideTurn?: boolean;
  extraFacts?: string[];
}

/** Role words of a seat: button and blinds (from the hand's own posts). */
function roles(view: HandView, seat: number): string[] {
  const out: string[] = [];
  if (seat === view.button && GAMES[view.game as GameId].forcedBets === 'blinds') out.push(msg('quiz.common.note.button'));
  for (const e of view.history) {
    if (e.type === 'small-blind' && e.seat === seat) out.push(msg('quiz.common.note.smallBlind'));
    if (e.type === 'big-blind' && e.seat === seat) out.push(msg('quiz.common.note.bigBlind'));
  }
  return out;
}

/**
 * The scene of a hand in progress as `actor` sees it: seats with stacks (chips behind), chips in this round,
 * roles, folded and all-in; the board or up cards; the pot; the structure, the round and this round's actions.
 */
export function tableScene(p: Played, opts: SceneOptions): { scene: QuizScene; table: QuizTable } {
  const game = p.setup.game as GameId;
  const spec = GAMES[game];
  const view = p.hand.view(opts.actor);
  const next = p.hand.next;
  const seats: QuizSeat[] = view.seats.map((s, i) => {
    const note = [
      ...roles(view, i), s.folded ? msg('quiz.common.note.folded') : '', s.allIn ? msg('quiz.common.note.allIn') : '',
      !opts.hideTurn && next.kind === 'act' && next.seat === i ? msg('quiz.common.note.toAct') : '',
    ].filter(Boolean).join(', ');
    const up = s.cards.filter((c, k): c is Card => c !== null && s.up[k]);
    const down = s.cards.filter((c, k): c is Card => c !== null && !s.up[k]);
    const seat: QuizSeat = { seat: i + 1, label: seatLabel(i), stack: s.stack, bet: s.bet };
    if (note) seat.note = note;
    if (spec.family === 'stud' && !s.folded) seat.up = up;
    if ((opts.showAll && !s.folded) || (opts.showActorCards && i === opts.actor)) seat.cards = down;
    return seat;
  });
  const events = roundEvents(view);
  const onTable = view.seats.reduce((t, s) => t + s.bet, 0);
  const facts = [
    msg(opts.live ? 'quiz.common.fact.live' : 'quiz.common.fact.online'),
    `${structureWords(game, p.setup.structure)}.`,
    msg('quiz.common.fact.now', { round: roundWords(game, view.street) }),
  ];
  if (spec.forcedBets === 'antes') facts.push(msg('quiz.common.fact.anted', { ante: chips(p.setup.structure.ante!) }));
  facts.push(msg(spec.forcedBets === 'antes' ? 'quiz.common.fact.potAntes' : 'quiz.common.fact.pot', { pot: chips(view.pot - onTable) }));
  facts.push(events.length ? msg('quiz.common.fact.events', { events: events.map(eventWords).filter(Boolean).join(msg('quiz.common.fact.eventsJoin')) }) : msg('quiz.common.fact.noEvents'));
  if (!opts.hideTurn && next.kind === 'act' && next.options.bringIn !== undefined) facts.push(msg('quiz.common.fact.bringIn', { seat: seatLabel(next.seat) }));
  if (opts.extraFacts) facts.push(...opts.extraFacts);
  const board = view.boards[0] ?? [];
  const scene: QuizScene = { seats, pot: view.pot, facts };
  // The button (stud: the dealer's position, which settles ties nearest the dealer's left).
  scene.button = view.button + 1;
  if (board.length) { scene.board = board; scene.boardLabel = msg(spec.boardCards === 1 ? 'quiz.common.vela' : 'quiz.common.board'); }
  return { scene, table: { setup: p.setup, actions: p.actions.slice(), seat: opts.actor, live: opts.live } };
}

/** A seeded stack list: deep stacks, with `short` seats holding only a few units. */
export function stacksFor(rng: Rng, players: number, unit: number, short: number): number[] {
  const stacks = Array.from({ length: players }, () => unit * rng.int(40, 150));
  for (const i of rng.shuffle(stacks.map((_, k) => k)).slice(0, short)) stacks[i] = unit * rng.int(1, 6) + (rng.chance(0.5) ? unit / 2 : 0);
  return stacks;
}

/** A hand to play to its showdown with chosen cards (issue 12 point 2: payouts come from a hand the engine played). */
export interface ShowdownDeal {
  game: GameId;
  /** Cards of seats 0..n-1 in deal order (stud: down, down, up, ..., the last down); the rest are dealt by the engine. */
  hands: (Card[] | undefined)[];
  board: Card[];
  button: number;
  seed: number;
  structure: BettingStructure;
  stacks: number[];
  /** Seats that fold at their first chance facing a bet (their blinds, antes and calls stay in the pot). */
  folders?: number[];
  /** Folders that check or call until this betting round (their calls stay in the pot as dead money). */
  foldFrom?: Record<number, number>;
  /** Per betting round: the first player (not a folder) to act opens to this total (folded into the legal range), the others call. */
  bets?: (number | undefined)[];
  /** From this betting round on, the players kept in go all-in at their first chance to bet or raise (run-it-twice). */
  shoveRound?: number;
  /** P-RIT: both players ask, and the chooser picks this many boards (extraBoards complete boards 2 and 3). */
  run?: { times: 2 | 3; extraBoards: Card[][] };
}

/** Plays a ShowdownDeal to the end: draws stand pat, no split, run as asked. Null when it does not reach a showdown of the seats kept in. */
export function playShowdown(d: ShowdownDeal): Played | null {
  const setup: HandSetup = {
    game: d.game, structure: d.structure, button: d.button, seed: d.seed >>> 0 || 1,
    seats: d.stacks.map((stack, i) => ({ stack, ...(d.hands[i] ? { cards: d.hands[i] } : {}), ...(d.run ? { runItTwice: 'ask' as const } : {}) })),
  };
  if (d.board.length) setup.board = d.board;
  if (d.run) { setup.extraBoards = d.run.extraBoards; setup.runItTwiceThreshold = 0; setup.runItTwiceChooser = 0; }
  const p: Played = { hand: startHand(setup), setup, actions: [] };
  const folders = d.folders ?? [];
  let opened = -1;
  for (let guard = 0; guard < 300; guard++) {
    const next = p.hand.next;
    if (next.kind === 'done') break;
    if (next.kind === 'draw') { apply(p, { type: 'stand-pat' }); continue; }
    if (next.kind === 'split-offer') { apply(p, { type: 'no-split' }); continue; }
    if (next.kind === 'runout-choice') { apply(p, { type: 'run', times: d.run?.times ?? 1 }); continue; }
    if (next.kind === 'runout-accept') { apply(p, { type: 'accept' }); continue; }
    const o = next.options;
    const round = roundIndexOf(d.game, next.street);
    const facing = o.bringIn === undefined && !o.check;
    if (folders.includes(next.seat)) { act(p, facing && o.fold && round >= (d.foldFrom?.[next.seat] ?? 0) ? 'fold' : 'passive'); continue; }
    if (d.shoveRound !== undefined && round >= d.shoveRound && o.minRaiseTo !== null && o.bringIn === undefined) { act(p, 'all-in'); continue; }
    const want = d.bets?.[round];
    if (want !== undefined && opened !== round && o.bringIn === undefined && o.minRaiseTo !== null && o.maxRaiseTo !== null) {
      opened = round;
      // `want` when it fits, else a total inside the legal range picked by it (so amounts keep their spread).
      const top = Math.min(o.maxRaiseTo, o.allInTo);
      const to = o.raiseSizes ? o.raiseSizes[0] : want >= o.minRaiseTo && want <= top ? want : o.minRaiseTo + (want % (top - o.minRaiseTo + 1));
      act(p, { to });
      continue;
    }
    act(p, 'passive');
  }
  const result = p.hand.result;
  if (!result || !result.showdown || folders.some((s) => !p.hand.folded[s])) return null;
  return p;
}

/** Chips each seat won at the end of a played hand (every pot, board and half). */
export function chipsWon(p: Played): number[] {
  const won = p.setup.seats.map(() => 0);
  for (const pot of p.hand.result?.pots ?? []) for (const a of pot.awards) a.winners.forEach((w, k) => { won[w] += a.shares[k]; });
  return won;
}
