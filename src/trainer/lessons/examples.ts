// Lesson examples, computed: ONE pure function from an example's description (lessons/types.ts) to the figures the
// lesson page shows and test/lessons.test.ts checks. The page only formats these figures; it holds no rules.
import {
  type BettingOptions, type BlindPositions, type Card, type EquityRequest, type EquityResult, type Evaluator, type GameSpec,
  type HandAction, type HandValue, type PotShape,
  CATEGORY_NAMES, GAMES, bettingStreets, blindPositions, bringInSeat, buildSidePots, completeShortRaise, fixedLimitBetSize,
  halfPotMaxRaiseTo, hiLoHalves, minRaiseTo, nextBlindPositions, parseCards, potLimitMaxRaiseTo, rake, referenceEvaluator,
  reopensAction, replayHand, runItTwicePayout, seatsFromLeftOfButton, showdownOrder, splitPot, spreadLimitRange, uncalledBet,
} from '../../engine/index';
import { handName } from '../hand-name';
import type { LessonExample } from './types';

type Of<K extends LessonExample['kind']> = Extract<LessonExample, { kind: K }>;

/** One rung of a ranking ladder: the hand's value, its best five, its description and category name. */
export interface LadderRung { value: HandValue; name: string; category: string }

export interface ShowdownSeat {
  label: string;
  hole: Card[];
  high: HandValue | null;
  low: HandValue | null;
  highName: string;
  lowName: string;
  winsHigh: boolean;
  winsLow: boolean;
}

/** Who a share of a split pot goes to. */
export type ShareHolder = { kind: 'seat'; seat: number } | { kind: 'board'; n: number } | { kind: 'half'; half: 'high' | 'low' };

export type BettingFigures =
  | { type: 'limit'; call: number; potAfterCall: number; maxRaiseTo: number }
  | { type: 'min-raise'; minRaiseTo: number }
  | { type: 'reason'; reason: string }
  | { type: 'fixed-limit'; rounds: Array<{ round: string; size: number }>; cap: number }
  | { type: 'spread'; rounds: Array<{ round: string; range: { minRaiseTo: number; maxRaiseTo: number } | null }> };

/** The figures of each kind of example (a discriminated union on `kind`, the example's own kind). */
export type ExampleFigures =
  | { kind: 'ladder'; rungs: LadderRung[] }
  | { kind: 'showdown'; board: Card[]; seats: ShowdownSeat[]; highTie: boolean; lowTie: boolean; hasLowRule: boolean; anyLow: boolean }
  | { kind: 'side-pots'; labels: string[]; put: number[]; folded: boolean[]; returned: { seat: number; amount: number } | null; pots: PotShape[] }
  | { kind: 'split'; total: number; shares: Array<{ to: ShareHolder; amount: number }> }
  | { kind: 'betting'; figures: BettingFigures }
  | { kind: 'blinds'; hands: Array<{ positions: BlindPositions; leaving: number[] }> }
  | { kind: 'bring-in'; labels: string[]; cards: Card[]; seat: number }
  | { kind: 'show-order'; labels: string[]; byPot: Array<{ pot: number; order: number[] }> }
  | { kind: 'game'; spec: GameSpec }
  | { kind: 'rake'; rows: Array<{ pot: number; players: number; flopSeen: boolean; rake: number }> }
  | { kind: 'hand'; actions: HandAction[]; pot: number; next: { kind: 'act'; seat: number; options: BettingOptions }
      | { kind: 'runout-choice'; seat: number; choices: (1 | 2 | 3)[] } | { kind: 'other' } }
  | { kind: 'equity'; board: Card[]; holes: Card[][]; labels: string[]; equity: EquityResult };

/** What computing needs besides the description: the evaluator (default: the reference) and, for equity, a kernel run. */
export interface ExampleTools {
  evaluator?: Evaluator;
  /** Runs an equity request synchronously (e.g. `(r) => computeEquity(r, kernel)`); the page runs it in a worker. */
  equity?: (request: EquityRequest) => EquityResult;
}

/** Fixed limit: bets and raises per round (B-FL). */
const FIXED_LIMIT_CAP = 4;

function ladder(ex: Of<'ladder'>, evaluator: Evaluator): LadderRung[] {
  const rungs = ex.hands.map((h) => {
    const hole = parseCards(h.hole, { deck: ex.deck });
    const board = h.board ? parseCards(h.board, { deck: ex.deck }) : [];
    const value = evaluator.best(ex.rule, hole, board);
    if (!value) throw new Error(`${h.hole} makes no hand under the ${ex.rule} rule.`);
    return { value, name: handName(ex.rule, value), category: CATEGORY_NAMES[value.category] };
  });
  return rungs.sort((a, b) => b.value.strength - a.value.strength);
}

function showdown(ex: Of<'showdown'>, evaluator: Evaluator): Extract<ExampleFigures, { kind: 'showdown' }> {
  const deck = { deck: ex.deck };
  const board = ex.board ? parseCards(ex.board, deck) : [];
  const seats: ShowdownSeat[] = ex.hands.map((h) => {
    const hole = parseCards(h.hole, deck);
    const high = evaluator.best(ex.rule, hole, board);
    const low = ex.lowRule ? evaluator.best(ex.lowRule, hole, board) : null;
    return {
      label: h.label, hole, high, low,
      highName: handName(ex.rule, high), lowName: ex.lowRule ? handName(ex.lowRule, low) : '',
      winsHigh: false, winsLow: false,
    };
  });
  const top = Math.max(...seats.map((s) => s.high?.strength ?? -1));
  const topLow = Math.max(...seats.map((s) => s.low?.strength ?? -1));
  for (const s of seats) {
    s.winsHigh = s.high !== null && s.high.strength === top;
    s.winsLow = s.low !== null && s.low.strength === topLow;
  }
  return {
    kind: 'showdown', board, seats, hasLowRule: Boolean(ex.lowRule), anyLow: topLow >= 0,
    highTie: seats.filter((s) => s.winsHigh).length > 1, lowTie: seats.filter((s) => s.winsLow).length > 1,
  };
}

function betting(ex: Of<'betting'>): BettingFigures {
  const q = ex.question;
  switch (q.type) {
    case 'pot-limit':
    case 'half-pot': {
      const call = q.currentBet - q.playerBet;
      return { type: 'limit', call, potAfterCall: q.pot + call, maxRaiseTo: (q.type === 'pot-limit' ? potLimitMaxRaiseTo : halfPotMaxRaiseTo)(q) };
    }
    case 'min-raise': return { type: 'min-raise', minRaiseTo: minRaiseTo(q) };
    case 'full-bet': return { type: 'reason', reason: reopensAction(q).reason };
    case 'half-rule': return { type: 'reason', reason: completeShortRaise(q).reason };
    case 'fixed-limit':
      return {
        type: 'fixed-limit', cap: FIXED_LIMIT_CAP,
        rounds: bettingStreets(GAMES[q.game]).map((round, roundIndex) => ({
          round, size: fixedLimitBetSize({ roundIndex, smallBet: q.smallBet, bigBet: q.bigBet, smallRounds: GAMES[q.game].smallBetRounds }),
        })),
      };
    case 'spread':
      return {
        type: 'spread',
        rounds: bettingStreets(GAMES[q.game]).map((round, roundIndex) => ({
          round, range: spreadLimitRange({ roundIndex, currentBet: 0, lastFullRaise: 0, minBet: q.minBet, spreadMax: q.spreadMax }),
        })),
      };
  }
}

function blinds(ex: Of<'blinds'>): Array<{ positions: BlindPositions; leaving: number[] }> {
  const active = Array.from({ length: ex.seats }, () => true);
  const hands: Array<{ positions: BlindPositions; leaving: number[] }> = [];
  let positions = blindPositions(active, ex.button);
  for (let h = 1; h <= ex.hands; h++) {
    const leaving = (ex.leaves ?? []).filter((l) => l.afterHand === h).map((l) => l.seat);
    hands.push({ positions, leaving });
    for (const seat of leaving) active[seat] = false;
    if (h < ex.hands) positions = nextBlindPositions(positions, active);
  }
  return hands;
}

function hand(ex: Of<'hand'>): Extract<ExampleFigures, { kind: 'hand' }> {
  const actions = ex.actions.map((a) => ({ ...a })) as HandAction[];
  const replayed = replayHand({
    game: ex.game, structure: ex.structure as never, button: ex.button, seed: 1,
    seats: ex.stacks.map((stack, i) => ({ stack, runItTwice: ex.runItTwice, cards: ex.cards?.[i] ? parseCards(ex.cards[i]) : undefined })),
    board: ex.board ? parseCards(ex.board) : undefined,
  }, actions);
  const next = replayed.next;
  return {
    kind: 'hand', actions, pot: replayed.pot,
    next: next.kind === 'act' ? { kind: 'act', seat: next.seat, options: next.options }
      : next.kind === 'runout-choice' ? { kind: 'runout-choice', seat: next.seat, choices: [...next.choices] }
      : { kind: 'other' },
  };
}

/** The equity request of an equity example (the page sends it to its worker; computeExample runs it with tools.equity). */
export function exampleEquityRequest(ex: Of<'equity'>): EquityRequest {
  return { game: ex.game, board: parseCards(ex.board), players: ex.hands.map((h) => ({ cards: parseCards(h.hole) })), mode: 'exact' };
}

/** The figures of an equity example from the result of its request. */
export function equityExampleFigures(ex: Of<'equity'>, equity: EquityResult): Extract<ExampleFigures, { kind: 'equity' }> {
  return { kind: 'equity', board: parseCards(ex.board), holes: ex.hands.map((h) => parseCards(h.hole)), labels: ex.hands.map((h) => h.label), equity };
}

/**
 * The figures of a lesson example, computed by the engine. Throws (with the reason) when the description cannot be
 * computed: a typo in a card, a hand that makes nothing, an illegal action, an equity example without tools.equity.
 */
export function computeExample(ex: LessonExample, tools: ExampleTools = {}): ExampleFigures {
  const evaluator = tools.evaluator ?? referenceEvaluator;
  switch (ex.kind) {
    case 'ladder': return { kind: 'ladder', rungs: ladder(ex, evaluator) };
    case 'showdown': return showdown(ex, evaluator);
    case 'side-pots': {
      const put = ex.players.map((p) => p.put);
      const folded = ex.players.map((p) => Boolean(p.folded));
      const returned = uncalledBet(put);
      const pots = buildSidePots(put.map((c, i) => (returned && returned.seat === i ? c - returned.amount : c)), folded);
      return { kind: 'side-pots', labels: ex.players.map((p) => p.label), put, folded, returned, pots };
    }
    case 'split': {
      if (ex.boards) {
        return { kind: 'split', total: ex.amount, shares: runItTwicePayout(ex.amount, ex.boards).map((amount, i) => ({ to: { kind: 'board', n: i + 1 }, amount })) };
      }
      if (ex.hiLo) {
        const h = hiLoHalves(ex.amount);
        return { kind: 'split', total: ex.amount, shares: [{ to: { kind: 'half', half: 'high' }, amount: h.high }, { to: { kind: 'half', half: 'low' }, amount: h.low }] };
      }
      const shares = splitPot(ex.amount, ex.winners, seatsFromLeftOfButton(ex.seats, ex.button));
      return { kind: 'split', total: ex.amount, shares: ex.winners.map((seat, i) => ({ to: { kind: 'seat', seat }, amount: shares[i] })) };
    }
    case 'betting': return { kind: 'betting', figures: betting(ex) };
    case 'blinds': return { kind: 'blinds', hands: blinds(ex) };
    case 'bring-in': {
      const cards = ex.up.map((u) => parseCards(u.card)[0]);
      return { kind: 'bring-in', labels: ex.up.map((u) => u.label), cards, seat: bringInSeat(cards, ex.which, ex.suitOrder) };
    }
    case 'show-order': {
      const { byPot } = showdownOrder({ pots: ex.pots, seatCount: ex.labels.length, button: ex.button, lastAggressor: ex.lastAggressor });
      return { kind: 'show-order', labels: [...ex.labels], byPot };
    }
    case 'game': {
      if (!Object.hasOwn(GAMES, ex.game)) throw new Error(`There is no game called "${ex.game}".`);
      return { kind: 'game', spec: GAMES[ex.game as keyof typeof GAMES] };
    }
    case 'rake': return { kind: 'rake', rows: ex.pots.map((p) => ({ ...p, rake: rake(p) })) };
    case 'hand': return hand(ex);
    case 'equity': {
      if (!tools.equity) throw new Error('An equity example needs the equity engine (tools.equity).');
      return equityExampleFigures(ex, tools.equity(exampleEquityRequest(ex)));
    }
  }
}
