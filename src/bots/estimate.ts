// Hard's estimate: deals of the unseen cards weighted by what each opponent's actions say, played out by the equity kernel.
import {
  computeEquity, determinize, gameSpec, type Card, type Determinization, type EquityKernelLike, type EquityPlayerInput, type GameSpec,
  type HandView,
} from '../engine/index';
import { chooseDiscard, drawsLeft } from './discard';
import { HOLDEM_OPEN, HOLDEM_VS_RAISE, inRange, omahaPoints, studStart } from './ranges';
import { potentialStrength } from './reads';
import { readActions, type SeatActions } from './situation';
import { HARD } from './thresholds';
import type { DecideBudget } from './types';

/** How strong a start is, 0..1, for reading an opponent's first-round actions. */
export function startStrength(spec: GameSpec, cards: readonly Card[]): number {
  if (spec.family === 'community' && spec.high === 'high' && cards.length >= 2) {
    const two = cards.slice(0, 2);
    // The tighter the opening range a hand is in, the stronger it is.
    if (inRange(HOLDEM_OPEN.ep, two)) return 0.95;
    if (inRange(HOLDEM_OPEN.utg, two)) return 0.88;
    if (inRange(HOLDEM_OPEN.hj, two)) return 0.82;
    if (inRange(HOLDEM_OPEN.co, two)) return 0.74;
    if (inRange(HOLDEM_OPEN.btn, two)) return 0.6;
    if (inRange(HOLDEM_VS_RAISE.bigBlindCall, two)) return 0.45;
    return 0.2;
  }
  if (spec.high === 'omaha-high') return Math.max(0, Math.min(1, 0.5 + (omahaPoints(spec, cards.slice(0, spec.cardsPerPlayer)) - 9 - (spec.cardsPerPlayer === 5 ? 5 : 0) - (spec.low ? 3 : 0)) / 12));
  if (spec.family === 'stud') {
    const first = spec.streets[0];
    const play = studStart(spec, cards.slice(0, (first.down ?? 0) + (first.up ?? 0)));
    return play === 'raise' ? 0.9 : play === 'call' ? 0.6 : 0.25;
  }
  return 0.5;
}

/** A likelihood that rises from `floor` at `lo` to 1 at `hi`. */
function ramp(x: number, lo: number, hi: number): number {
  return Math.max(HARD.floor, Math.min(1, (x - lo) / (hi - lo)));
}

/**
 * How likely an opponent holding `cards` (with the view's board) was to act as it did: raises in the first round
 * point to strong starts, calls to medium ones; bets and raises later to strong hands or draws, calls to something.
 * Never below HARD.floor: anyone may bluff or slowplay.
 */
export function actionLikelihood(spec: GameSpec, street: string, cards: readonly Card[], board: readonly Card[], a: SeatActions): number {
  let w = 1;
  const start = startStrength(spec, cards);
  if (a.aggressive[0] >= 2) w *= ramp(start, 0.75, 0.95);
  else if (a.aggressive[0] === 1) w *= ramp(start, 0.5, 0.85);
  else if (a.calls[0] > 0) w *= ramp(start, 0.3, 0.6) * (start > 0.9 ? 0.6 : 1);
  let later = 0;
  let laterRaises = 0;
  let laterCalls = 0;
  let laterChecks = 0;
  for (let r = 1; r < a.aggressive.length; r++) { later += a.aggressive[r] + a.calls[r] + a.checks[r]; laterRaises += a.raises[r]; laterCalls += a.calls[r]; laterChecks += a.checks[r]; }
  if (later > 0) {
    const now = potentialStrength(spec, street, cards, board);
    // A bet on the second round is often a continuation bet (air); bets on later rounds mostly mean a hand;
    // a raise at any point is usually a strong one.
    for (let r = 1; r < a.aggressive.length; r++) {
      const bets = Math.min(2, a.aggressive[r] - a.raises[r]);
      if (bets > 0) w *= (r === 1 ? 0.3 + 0.7 * ramp(now, 0.3, 0.75) : 0.12 + 0.88 * ramp(now, 0.4, 0.8)) ** bets;
    }
    if (laterRaises > 0) w *= ramp(now, 0.5, 0.88) ** Math.min(2, laterRaises);
    if (laterCalls > 0) w *= 0.35 + 0.65 * ramp(now, 0.15, 0.45);
    if (laterRaises + laterCalls === 0 && a.aggressive.slice(1).every((n) => n === 0) && laterChecks > 0) w *= 1 - 0.35 * Math.min(1, now);
  }
  // Draw games: standing pat says the hand is made; drawing three says it was not.
  if (spec.family === 'draw' && a.drawn.length > 0) {
    const last = a.drawn[a.drawn.length - 1];
    const now = potentialStrength(spec, street, cards, board);
    if (last === 0) w *= ramp(now, 0.45, 0.8);
    else if (last >= 3) w *= 1 - 0.5 * Math.min(1, now);
  }
  return Math.max(1e-4, w);
}

/** The equity engine's input for one player of a deal (board games: hole cards; stud: every card; draw: kept + drawn). */
function playerInput(spec: GameSpec, street: string, cards: Card[], drawingNow = false): EquityPlayerInput {
  if (spec.family !== 'draw') return { cards };
  // On a draw street, a player who has not drawn yet still has this draw to come, besides the later ones.
  const left = drawsLeft(spec, street) + (drawingNow ? 1 : 0);
  if (left === 0) return { cards, draw: 0 };
  const discard = chooseDiscard(spec, cards, spec.streets.find((s) => s.draw)?.draw?.max ?? 5, left - 1);
  return { cards: cards.filter((c) => !discard.includes(c)), draw: discard.length };
}

/** Hard's estimate of its pot share. `equity` is 0..1 (hi/lo: both halves); `samples` the showdowns played. */
export interface Estimate { equity: number; samples: number; deals: number }

/**
 * The expected share of the pot for `view.seat`: `candidates` deals of the unseen cards (determinize), each weighted by
 * the opponents' action likelihoods; `playouts` of them drawn by weight (systematic resampling) and played out by
 * computeEquity's Monte Carlo (exact when small) on the kernel. Yields after each playout (a pause point).
 */
export function* estimateEquity(
  view: HandView, kernel: EquityKernelLike, rng: () => number, budget: DecideBudget = {},
): Generator<void, Estimate, void> {
  const spec = gameSpec(view.game);
  const me = view.seat;
  const live = view.seats.map((s, i) => (s.inHand && !s.folded ? i : -1)).filter((i) => i >= 0);
  const board = view.boards[0] ?? [];
  const trials = Math.max(1, Math.floor(budget.trials ?? HARD.trials));
  // A bigger budget plays out more deals (about HARD.trials / HARD.playouts showdowns each) from a larger weighted pool.
  const playouts = Math.max(1, Math.min(trials, HARD.maxPlayouts, Math.max(HARD.playouts, Math.round(trials * HARD.playouts / HARD.trials))));
  const perPlayout = Math.max(1, Math.floor(trials / playouts));
  const candidates = Math.min(HARD.maxCandidates, Math.max(HARD.candidates, 4 * playouts));
  const { actions } = readActions(view, spec);
  const started = budget.clock?.();
  const outOfTime = () => budget.shouldStop?.() === true
    || (started !== undefined && budget.timeMs !== undefined && budget.clock!() - started >= budget.timeMs);
  // The stud community card (G-STUD7-COMMUNITY) is every player's: the kernel cannot take it; read without the kernel.
  const communityStud = spec.family === 'stud' && spec.boardCards === 0 && board.length > 0;
  const deals: Determinization[] = [];
  const weights: number[] = [];
  let total = 0;
  for (let i = 0; i < candidates; i++) {
    const deal = determinize(view, rng);
    let w = 1;
    for (const s of live) if (s !== me) w *= actionLikelihood(spec, view.street, deal.seats[s], board, actions[s]);
    deals.push(deal);
    weights.push(w);
    total += w;
    if (i % 64 === 63) {
      yield;
      if (outOfTime()) break;
    }
  }
  // Systematic resampling: `playouts` deals in proportion to their weights.
  const chosen: Determinization[] = [];
  const step = total / playouts;
  let u = rng() * step;
  let acc = 0;
  for (let i = 0; i < deals.length && chosen.length < playouts; i++) {
    acc += weights[i];
    while (u < acc && chosen.length < playouts) { chosen.push(deals[i]); u += step; }
  }
  while (chosen.length < playouts) chosen.push(deals[deals.length - 1]);
  let sum = 0;
  let samples = 0;
  let played = 0;
  const dead = deadCards(view);
  const yetToDraw = seatsYetToDraw(view, spec);
  for (const deal of chosen) {
    let share: number;
    if (communityStud || live.length < 2) {
      share = live.length < 2 ? 1 : potentialStrength(spec, view.street, deal.seats[me], []);
    } else {
      const players = live.map((s) => playerInput(spec, view.street, deal.seats[s], yetToDraw.has(s)));
      const result = computeEquity({
        game: spec.id, players, board: spec.boardCards > 0 ? board : [],
        dead: dead.filter((c) => !live.some((s) => deal.seats[s].includes(c))),
        mode: 'auto', exactLimit: perPlayout * 4, trials: perPlayout, seed: Math.floor(rng() * 0x7fffffff) + 1,
      }, kernel);
      share = result.players[live.indexOf(me)].equity;
      samples += result.samples;
    }
    sum += share;
    played++;
    yield;
    if (outOfTime()) break;
  }
  return { equity: played > 0 ? sum / played : 0.5, samples, deals: played };
}

/** On a draw street (the draw under way), the live seats that have not drawn on it yet; otherwise none. */
function seatsYetToDraw(view: HandView, spec: GameSpec): Set<number> {
  const street = spec.streets.find((s) => s.name === view.street);
  if (!street?.draw) return new Set();
  const pending = new Set(view.seats.map((s, i) => (s.inHand && !s.folded ? i : -1)).filter((i) => i >= 0));
  let onStreet = false;
  for (const e of view.history) {
    if (e.type === 'street') onStreet = e.name === view.street;
    else if (onStreet && e.type === 'draw') pending.delete(e.seat);
  }
  return pending;
}

/** Cards the viewer knows are out of play: folded players' up cards. */
function deadCards(view: HandView): Card[] {
  const out: Card[] = [];
  view.seats.forEach((s) => { if (s.folded) for (const c of s.cards) if (c !== null && c >= 0) out.push(c); });
  return out;
}
