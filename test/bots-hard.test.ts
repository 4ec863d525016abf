// Hard's estimate (issue 10 item 3): against the ranges its action model assumes, within 1 point of the exact figure.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  GAMES, computeEquity, createRng, deckCards, formatCard, parseCards, seenCards, startHand, type Card, type EquityKernel, type Hand, type HandView,
} from '../src/engine/index';
import { actionLikelihood, createBot, estimateEquity } from '../src/bots/index';
import { readActions } from '../src/bots/situation';
import { botKernel } from './bots-helpers';

let kernel: EquityKernel;
beforeAll(async () => { kernel = await botKernel(); });

/** The opponent's weight for each pair of cards the viewer cannot see (the action model), normalised to at most 1. */
function assumedRange(view: HandView, opponent: number, board: Card[]): { cards: Card[]; weight: number }[] {
  const spec = GAMES[view.game as 'holdem'];
  const seen = seenCards(view);
  const pool = deckCards(spec.deck).filter((c) => !seen.has(c));
  const known = view.seats[opponent].cards;
  const hiddenSlots = known.map((c, k) => (c === null ? k : -1)).filter((k) => k >= 0);
  expect(hiddenSlots.length).toBe(2);
  const { actions } = readActions(view, spec);
  const out: { cards: Card[]; weight: number }[] = [];
  for (let i = 0; i < pool.length; i++) {
    for (let j = i + 1; j < pool.length; j++) {
      const cards = known.slice() as Card[];
      cards[hiddenSlots[0]] = pool[i];
      cards[hiddenSlots[1]] = pool[j];
      out.push({ cards, weight: actionLikelihood(spec, view.street, cards, board, actions[opponent]) });
    }
  }
  const max = Math.max(...out.map((o) => o.weight));
  return out.map((o) => ({ cards: o.cards, weight: o.weight / max }));
}

describe("Hard's equity estimate against its assumed ranges (fixed cases)", () => {
  it("hold'em: a flop bet after a preflop raise, compared with the equity engine's exact figure for the same weighted range", () => {
    const hand = startHand({
      game: 'holdem', structure: { kind: 'no-limit', smallBlind: 1, bigBlind: 2 }, button: 0, seed: 5,
      seats: [{ stack: 200, cards: parseCards('QsQd') }, { stack: 200, cards: parseCards('AhKd') }], board: parseCards('Ks7h2c9d4s'),
    });
    hand.act({ type: 'raise', to: 6 }).act({ type: 'call' }).act({ type: 'check' }).act({ type: 'bet', to: 8 });
    const view = hand.view(1);
    expect(view.next.kind).toBe('act');
    const board = view.boards[0];
    const range = assumedRange(view, 0, board).filter((c) => c.weight > 0)
      .map((c) => `${formatCard(c.cards[0])}${formatCard(c.cards[1])}:${c.weight.toFixed(6)}`).join(', ');
    const exact = computeEquity({ game: 'holdem', players: [{ cards: parseCards('AhKd') }, { range }], board, mode: 'exact' }, kernel);
    const run = estimateEquity(view, kernel, createRng(3), { trials: 240_000 });
    let step = run.next();
    while (!step.done) step = run.next();
    expect(Math.abs(step.value.equity - exact.players[0].equity)).toBeLessThan(0.01);
  });

  it('seven-card stud, sixth street: the weighted average of exact equities over every hidden pair', () => {
    // Find a seeded heads-up hand (Normal bots) that reaches sixth street with a decision for seat 0.
    let view: HandView | null = null;
    for (let seed = 1; seed < 200 && !view; seed++) {
      const hand: Hand = startHand({ game: 'stud7', structure: { kind: 'fixed-limit', ante: 1, bringIn: 2, smallBet: 4, bigBet: 8 }, seats: [{ stack: 400 }, { stack: 400 }], button: 0, seed });
      const bots = [createBot('normal', { seed: 1 }), createBot('normal', { seed: 2 })];
      while (hand.next.kind === 'act') {
        const seat = hand.next.seat;
        const v = hand.view(seat);
        if (seat === 0 && v.street === 'sixth-street' && v.history.some((e) => (e.type === 'bet' || e.type === 'raise') && e.seat === 1)) { view = v; break; }
        hand.act(bots[seat].decide(v));
      }
    }
    expect(view).not.toBeNull();
    const v = view!;
    const mine = v.seats[0].cards as Card[];
    let weighted = 0;
    let total = 0;
    for (const { cards, weight } of assumedRange(v, 1, [])) {
      if (weight === 0) continue;
      const eq = computeEquity({ game: 'stud7', players: [{ cards: mine }, { cards }], mode: 'exact' }, kernel);
      weighted += weight * eq.players[0].equity;
      total += weight;
    }
    const run = estimateEquity(v, kernel, createRng(4), { trials: 240_000 });
    let step = run.next();
    while (!step.done) step = run.next();
    expect(Math.abs(step.value.equity - weighted / total)).toBeLessThan(0.01);
  });
});
