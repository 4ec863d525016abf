// Showdown and awards: run-out boards, the show order, the hands' values, winners per pot, board and half, and the result.
import { buildSidePots, hiLoHalves, runItTwicePayout, splitPot, type PotShape } from '../betting/pots';
import type { Card } from '../cards';
import type { HandValue } from '../rankings/types';
import { decideBoard, showdownHand, type ShowdownHand } from '../showdown';
import { seatsFromLeftOfButton, showdownOrder } from '../table/positions';
import { showing } from './betting-round';
import { dealBoard } from './deal';
import { deepFreeze, emit, liveSeats, potOf, type HandCtx, type HandState } from './state';
import type { HandResult, PotAward, PotResult } from './types';

// ------------------------------------------------------------ awards

function award(s: HandState, pot: number, board: number, half: PotAward['half'], amount: number, winners: number[], order: number[]): PotAward {
  const shares = splitPot(amount, winners, order);
  winners.forEach((seat, k) => {
    s.stacks[seat] += shares[k];
    emit(s, { type: 'award', seat, amount: shares[k], pot, board, half });
  });
  return { board, half, amount, winners: winners.slice(), shares };
}

/** G-DRAW32-SPLIT: an agreed pot shared equally among its players. */
function awardSplit(s: HandState, p: PotShape, index: number): PotResult {
  const order = seatsFromLeftOfButton(s.seatCount, s.button);
  const shares = splitPot(p.amount, p.eligible, order);
  p.eligible.forEach((seat, k) => {
    s.stacks[seat] += shares[k];
    emit(s, { type: 'award', seat, amount: shares[k], pot: index, board: 0, half: 'split' });
  });
  return { amount: p.amount, eligible: p.eligible.slice(), winners: p.eligible.slice(), awards: [{ board: 0, half: 'split', amount: p.amount, winners: p.eligible.slice(), shares }], split: true };
}

/**
 * The pots to award. After a partial split agreement (G-DRAW32-SPLIT) the chips put in before it form the agreed pots
 * (shared among the players who agreed, as agreed) and the others; chips put in later form pots of their own.
 */
function layeredPots(s: HandState): { pot: PotShape; split: boolean }[] {
  const snap = s.splitSnapshot;
  if (!snap) return buildSidePots(s.contributions, s.folded).map((pot) => ({ pot, split: false }));
  const layered: { pot: PotShape; split: boolean }[] = [];
  for (const p of buildSidePots(snap, s.splitFolded!)) {
    const split = s.splitPotsAgreed.some((q) => q.amount === p.amount && q.eligible.join() === p.eligible.join());
    layered.push({ pot: split ? p : { amount: p.amount, eligible: p.eligible.filter((seat) => !s.folded[seat]) }, split });
  }
  for (const p of buildSidePots(s.contributions.map((c, seat) => c - snap[seat]), s.folded)) layered.push({ pot: p, split: false });
  return layered;
}

/** G-DRAW32-SPLIT: everyone agreed: every pot is shared. */
export function finishSplit(h: HandCtx): void {
  const s = h.s;
  const pots = buildSidePots(s.contributions, s.folded);
  emit(s, { type: 'split-agreed', pots: pots.map((_, i) => i) });
  finish(s, { pots: pots.map((p, i) => awardSplit(s, p, i)), showdown: false });
}

/** Everyone else folded: the last player takes the pot (agreed split pots excepted), no cards shown. */
export function finishUncontested(h: HandCtx): void {
  const s = h.s;
  const winner = s.folded.findIndex((f, seat) => !f && s.dealtIn[seat]);
  if (s.splitSnapshot) {
    // G-DRAW32-SPLIT: pots already agreed are shared; everything else goes to the last player in.
    const pots = layeredPots(s).map(({ pot, split }, index): PotResult => {
      if (split) return awardSplit(s, pot, index);
      const a = award(s, index, 0, 'whole', pot.amount, [winner], [winner]);
      return { amount: pot.amount, eligible: pot.eligible.length ? pot.eligible : [winner], winners: [winner], awards: [a] };
    });
    finish(s, { pots, showdown: false });
    return;
  }
  const amount = potOf(s);
  s.stacks[winner] += amount;
  emit(s, { type: 'award', seat: winner, amount, pot: 0, board: 0, half: 'whole' });
  finish(s, { pots: [{ amount, eligible: [winner], winners: [winner], awards: [{ board: 0, half: 'whole', amount, winners: [winner], shares: [amount] }] }], showdown: false });
}

/** The showdown: extra run-out boards, the show order (P-SHOWORDER), and every pot awarded per board and half. */
export function showdown(h: HandCtx): void {
  const { s, spec } = h;
  const live = liveSeats(s);
  // P-RIT / P-RIT+1: extra boards share the cards dealt before the run-out.
  const makeBoard = (index: number) => {
    s.boards[index] = s.boards[0].slice(0, s.boardAtRunout);
    dealBoard(s, spec.boardCards - s.boardAtRunout, index);
    emit(s, { type: 'board', cards: s.boards[index].slice(s.boardAtRunout), board: index });
  };
  if (s.runoutTimes >= 2) makeBoard(1);
  // The one showdown rule (src/engine/showdown): each seat valued once per board, each pot decided from those values.
  const evals: (ShowdownHand | null)[][] = [];
  const evaluateBoard = (b: number) => {
    evals[b] = new Array<ShowdownHand | null>(s.seatCount).fill(null);
    for (const seat of live) evals[b][seat] = showdownHand(spec, s.cards[seat], s.boards[b], h.evaluator);
  };
  evaluateBoard(0);
  if (s.runoutTimes >= 2) evaluateBoard(1);

  const order = seatsFromLeftOfButton(s.seatCount, s.button);
  const layered = layeredPots(s);

  let boardCount = s.runoutTimes >= 2 ? 2 : 1;
  if (s.runoutTimes === 3 && layered.length > 0) {
    // P-RIT+1: the same player wins the main pot on both boards: deal a third board, shares in thirds. A tie on either
    // board is not one player winning, so the halves stand.
    const main = layered[0].pot;
    const first = decideBoard(spec, evals[0], main.eligible).high;
    const second = decideBoard(spec, evals[1], main.eligible).high;
    if (first.length === 1 && second.length === 1 && first[0] === second[0]) {
      makeBoard(2);
      evaluateBoard(2);
      boardCount = 3;
    }
  }

  const studShowing = spec.family === 'stud' ? showing(h) : undefined;
  // P-SHOWORDER; in 32-card draw with no bet the first player after the big blind shows first (seed 004).
  const showFrom = spec.afterDrawFirst === 'left-of-big-blind' && s.bigBlindSeat !== null ? s.bigBlindSeat : s.button;
  const showOrder = showdownOrder({ pots: layered.map((l) => l.pot), seatCount: s.seatCount, button: showFrom, lastAggressor: s.lastAggressor, studShowing });
  for (const seat of showOrder.order) emit(s, { type: 'show', seat, cards: s.cards[seat].slice() });

  const pots: PotResult[] = layered.map(({ pot, split }, index) => {
    if (split) return awardSplit(s, pot, index);
    const awards: PotAward[] = [];
    const boardShares = runItTwicePayout(pot.amount, boardCount);
    for (let b = 0; b < boardCount; b++) {
      const amount = boardShares[b];
      const decided = decideBoard(spec, evals[b], pot.eligible);
      if (decided.low.length > 0) {
        // P-ODDCHIP: the odd chip of a hi/lo pot goes to the high half.
        const halves = hiLoHalves(amount);
        awards.push(award(s, index, b, 'high', halves.high, decided.high, order));
        awards.push(award(s, index, b, 'low', halves.low, decided.low, order));
      } else {
        awards.push(award(s, index, b, 'whole', amount, decided.high, order));
      }
    }
    const winners = [...new Set(awards.flatMap((a) => a.winners))].sort((x, y) => x - y);
    return { amount: pot.amount, eligible: pot.eligible.slice(), winners, awards };
  });
  finish(s, { pots, showdown: true, live, evals, boardCount, order: showOrder });
}

/** Ends the hand: the result (deeply frozen, so it can be handed out as it is). */
export function finish(s: HandState, args: {
  pots: PotResult[]; showdown: boolean; live?: number[]; evals?: (ShowdownHand | null)[][]; boardCount?: number;
  order?: HandResult['showdownOrder']; cancelled?: boolean;
}): void {
  const { pots, showdown: wentToShowdown, live = [], evals = [], boardCount = 1, order = { byPot: [], order: [] } } = args;
  s.phase = 'done';
  s.toAct = -1;
  const n = s.seatCount;
  const hands: HandResult['hands'] = new Array(n).fill(null);
  for (const seat of live) {
    const high: (HandValue | null)[] = [];
    const low: (HandValue | null)[] = [];
    for (let b = 0; b < boardCount; b++) { high.push(plainValue(evals[b]?.[seat]?.high)); low.push(plainValue(evals[b]?.[seat]?.low)); }
    hands[seat] = { cards: s.cards[seat].slice(), high, low };
  }
  const net: number[] = [];
  for (let seat = 0; seat < n; seat++) net.push(s.stacks[seat] - s.startStacks[seat]);
  const boards: Card[][] = [];
  for (let b = 0; b < Math.max(1, boardCount); b++) boards.push(s.boards[b].slice());
  const result: HandResult = { pots, net, stacks: s.stacks.slice(), boards, showdownOrder: order, hands, showdown: wentToShowdown };
  if (args.cancelled) result.cancelled = true;
  s.result = freezeResult(result);
}

/** deepFreeze for the result's known shape: the generic walk was a seventh of a whole hand's time. */
function freezeResult(r: HandResult): HandResult {
  for (const pot of r.pots) {
    for (const a of pot.awards) { Object.freeze(a.winners); Object.freeze(a.shares); Object.freeze(a); }
    Object.freeze(pot.eligible); Object.freeze(pot.winners); Object.freeze(pot.awards); Object.freeze(pot);
  }
  for (const h of r.hands) {
    if (!h) continue;
    for (const v of h.high) if (v) { Object.freeze(v.cards); Object.freeze(v); }
    for (const v of h.low) if (v) { Object.freeze(v.cards); Object.freeze(v); }
    Object.freeze(h.cards); Object.freeze(h.high); Object.freeze(h.low); Object.freeze(h);
  }
  for (const b of r.boards) Object.freeze(b);
  deepFreeze(r.showdownOrder);
  Object.freeze(r.pots); Object.freeze(r.hands); Object.freeze(r.boards); Object.freeze(r.net); Object.freeze(r.stacks);
  return Object.freeze(r);
}

/** A hand value as plain data of its own (an evaluator may reuse or keep its objects). */
function plainValue(v: HandValue | null | undefined): HandValue | null {
  return v ? { strength: v.strength, category: v.category, cards: v.cards.slice() } : null;
}
