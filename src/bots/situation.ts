// What a bot reads from its view (T-AI): its cards, the board, the pot, the price, position, who bet, how deep.
import { bettingStreets, gameSpec, type BettingOptions, type Card, type GameSpec, type HandEvent, type HandView } from '../engine/index';

/** One seat's betting actions in the hand so far, by betting round (0 = the first round). */
export interface SeatActions {
  /** Bets and raises per round, and the raises alone (a raise over a bet says more than a bet). */
  aggressive: number[];
  raises: number[];
  /** Calls per round. */
  calls: number[];
  /** Checks per round. */
  checks: number[];
  /** Cards drawn per draw (draw games; -1 where this seat has not drawn yet). */
  drawn: number[];
}

/** A betting decision as the bot sees it. */
export interface Situation {
  view: HandView;
  spec: GameSpec;
  seat: number;
  options: BettingOptions;
  /** The viewer's cards (all known to it) and the first board. */
  cards: Card[];
  board: Card[];
  /** Seats still in the hand (not folded), the viewer included; the other ones. */
  live: number[];
  opponents: number[];
  /** Betting round index (0 = first) and whether this is the last betting round. */
  round: number;
  lastRound: boolean;
  /** Chips to call, the pot, and the pot odds (call / (pot + call)). */
  toCall: number;
  pot: number;
  potOdds: number;
  /** The table's betting unit: the big blind, or in ante games the bring-in (or twice the ante). */
  unit: number;
  /** The viewer's chips behind and the smallest stack behind among live opponents (the effective stack). */
  stack: number;
  effective: number;
  /** Stack-to-pot ratio (effective stack / pot). */
  spr: number;
  /** The highest bet this round, and the viewer's bet. */
  currentBet: number;
  myBet: number;
  /** Players still to act after the viewer this round who have not acted yet (0 = last to act: in position). */
  behind: number;
  /** Live players who can still bet (not all-in). */
  active: number;
  /** Fixed limit (raise sizes given); pot or half-pot limit (a maximum below the all-in). */
  fixed: boolean;
  capped: boolean;
  actions: SeatActions[];
  /** Bets and raises so far this round (by anyone), and whether the viewer was the last aggressor of the previous round. */
  raisesThisRound: number;
  iWasAggressor: boolean;
  /** A bring-in is due from the viewer (F-BRINGIN): post it or complete. */
  bringIn: number | null;
  /** Streets with betting, in order, and the game's hand rules. */
  bettingStreets: string[];
}

const BETTING = new Set(['fold', 'check', 'call', 'bet', 'raise', 'bring-in']);

export { bettingStreets };

/** Per seat, what it did in each betting round; the street index of each history event. */
export function readActions(view: HandView, spec: GameSpec): { actions: SeatActions[]; lastAggressorByRound: (number | null)[] } {
  const streets = bettingStreets(spec);
  const n = view.seats.length;
  const rounds = streets.length;
  const actions: SeatActions[] = Array.from({ length: n }, () => ({
    aggressive: new Array<number>(rounds).fill(0), raises: new Array<number>(rounds).fill(0), calls: new Array<number>(rounds).fill(0), checks: new Array<number>(rounds).fill(0), drawn: [],
  }));
  const lastAggressorByRound: (number | null)[] = new Array<number | null>(rounds).fill(null);
  let round = 0;
  for (const e of view.history) {
    if (e.type === 'street') { const r = streets.indexOf(e.name); if (r >= 0) round = r; continue; }
    if (e.type === 'draw') { actions[e.seat].drawn.push(e.discarded.length); continue; }
    if (!BETTING.has(e.type) || !('seat' in e)) continue;
    const a = actions[(e as { seat: number }).seat];
    if (e.type === 'bet' || e.type === 'raise') { a.aggressive[round]++; if (e.type === 'raise') a.raises[round]++; lastAggressorByRound[round] = e.seat; } else if (e.type === 'call') a.calls[round]++;
    else if (e.type === 'check') a.checks[round]++;
  }
  return { actions, lastAggressorByRound };
}

/** The betting unit from the forced bets in the history (big blind; else bring-in; else twice the ante). */
export function tableUnit(history: readonly HandEvent[]): number {
  let ante = 0;
  for (const e of history) {
    if (e.type === 'big-blind') return Math.max(1, e.amount);
    if (e.type === 'bring-in') return Math.max(1, e.amount);
    if (e.type === 'ante') ante = Math.max(ante, e.amount);
  }
  return Math.max(1, 2 * ante);
}

/** The viewer's situation for a betting decision; null when the view is not asking this seat to bet. */
export function readSituation(view: HandView): Situation | null {
  const next = view.next as { kind: string; seat?: number; options?: BettingOptions };
  if (next.kind !== 'act' || next.seat !== view.seat || !next.options) return null;
  const spec = gameSpec(view.game);
  const seat = view.seat;
  const me = view.seats[seat];
  const options = next.options;
  const streets = bettingStreets(spec);
  const round = Math.max(0, streets.indexOf(view.street));
  const live: number[] = [];
  view.seats.forEach((s, i) => { if (s.inHand && !s.folded) live.push(i); });
  const opponents = live.filter((s) => s !== seat);
  const currentBet = Math.max(...view.seats.map((s) => s.bet));
  const toCall = options.call;
  const pot = view.pot;
  const stack = me.stack;
  let effective = 0;
  for (const s of opponents) effective = Math.max(effective, view.seats[s].stack + view.seats[s].bet);
  effective = Math.min(stack + me.bet, effective) - me.bet;
  const { actions, lastAggressorByRound } = readActions(view, spec);
  // Players yet to act this round after the viewer: live, not all-in, who have not put in a voluntary action yet.
  const order: number[] = [];
  for (let k = 1; k < view.seats.length; k++) order.push((seat + k) % view.seats.length);
  let behind = 0;
  for (const s of order) {
    const st = view.seats[s];
    if (!st.inHand || st.folded || st.allIn) continue;
    const a = actions[s];
    if (a.aggressive[round] + a.calls[round] + a.checks[round] === 0) behind++;
  }
  const raisesThisRound = view.seats.reduce((sum, _s, i) => sum + actions[i].aggressive[round], 0);
  const unit = tableUnit(view.history);
  return {
    view, spec, seat, options,
    cards: me.cards.filter((c): c is Card => c !== null),
    board: view.boards[0] ?? [],
    live, opponents, round, lastRound: round === streets.length - 1,
    toCall, pot, potOdds: toCall > 0 ? toCall / (pot + toCall) : 0,
    unit, stack, effective: Math.max(0, effective), spr: pot > 0 ? Math.max(0, effective) / pot : 99,
    currentBet, myBet: me.bet, behind,
    active: live.filter((s) => !view.seats[s].allIn).length,
    fixed: options.raiseSizes !== undefined,
    capped: options.maxRaiseTo !== null && options.maxRaiseTo < options.allInTo && options.raiseSizes === undefined,
    actions, raisesThisRound,
    iWasAggressor: round > 0 && lastAggressorByRound[round - 1] === seat,
    bringIn: options.bringIn ?? null,
    bettingStreets: streets,
  };
}
