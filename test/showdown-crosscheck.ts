// The cross-check that would have caught the H-TELESINA-HU drift: with every card known, the hand's showdown, the one
// showdown function and the Wasm exact equity must give each player the same share of the pot (1, 0 or the split).
import { expect } from 'vitest';
import {
  computeEquity, createRng, formatCards, GAMES, showdownWinners, startHand, type Card, type EquityKernel, type EquityResult,
  type GameId, type HandResult,
} from '../src/engine/index';
import { dealEverything, mostPlayersDealt, passiveAction, structureFor } from './drive-helpers';

/** Per seat: the fraction of all the pots won, from the awards' winners (odd chips aside), and of the high and low halves. */
export function sharesOfResult(result: HandResult, seats: number): { share: number[]; high: number[]; low: number[] } {
  const total = result.pots.reduce((s, p) => s + p.amount, 0);
  const share = new Array<number>(seats).fill(0);
  const high = new Array<number>(seats).fill(0);
  const low = new Array<number>(seats).fill(0);
  for (const pot of result.pots) {
    const boards = new Set(pot.awards.map((a) => a.board)).size;
    for (const a of pot.awards) {
      const part = (pot.amount / total / boards) * (a.half === 'whole' ? 1 : 0.5) / a.winners.length;
      for (const w of a.winners) {
        share[w] += part;
        if (a.half !== 'low') high[w] += part;
        if (a.half === 'low') low[w] += part;
      }
    }
  }
  return { share, high, low };
}

export interface CrossCheckOptions {
  kernel: EquityKernel;
  /** Deals compared between the showdown function and exact equity. */
  deals: number;
  /** Of those, how many are also played through the hand (check and call down to the showdown). */
  played: number;
  seed: number;
}

const close = (a: number, b: number, what: string) => expect(Math.abs(a - b), `${what}: ${a} vs ${b}`).toBeLessThan(1e-9);

/**
 * One deal with every card known, three ways: Wasm exact equity (one showdown), showdownWinners, and (when `play`)
 * the hand played with these cards to its showdown. Each seat's share of the pot, and of the high half, must agree.
 */
export function checkDeal(id: GameId, hands: Card[][], board: Card[], kernel: EquityKernel, play: boolean, seed = 1): void {
  const spec = GAMES[id];
  const label = `${id} ${JSON.stringify({ hands: hands.map(formatCards), board: formatCards(board) })}`;
  const equity: EquityResult = computeEquity({ game: id, players: hands.map((cards) => ({ cards })), board, mode: 'exact' }, kernel);
  expect(equity.samples, label).toBe(1);
  const decided = showdownWinners({ game: id, players: hands, board });
  const hiLo = !!spec.low;
  hands.forEach((_, s) => {
    close(decided.shares[s], equity.players[s].equity, `${label} seat ${s} showdownWinners vs equity`);
    if (hiLo) {
      const high = decided.boards[0].awards.filter((a) => a.half !== 'low' && a.winners.includes(s)).reduce((x, a) => x + a.share, 0);
      close(high, equity.players[s].high!, `${label} seat ${s} high half`);
    }
  });
  if (!play) return;
  const result = playToShowdown(id, hands, board, seed);
  expect(result.showdown, label).toBe(true);
  const got = sharesOfResult(result, hands.length);
  hands.forEach((_, s) => {
    close(got.share[s], equity.players[s].equity, `${label} seat ${s} hand vs equity`);
    if (hiLo) close(got.high[s], equity.players[s].high!, `${label} seat ${s} hand's high half vs equity`);
  });
}

/** Runs the cross-check for one game over seeded deals of 2 to the most players; returns how many were played through the hand. */
export function crossCheckGame(id: GameId, options: CrossCheckOptions): number {
  const spec = GAMES[id];
  const rng = createRng(options.seed);
  const most = mostPlayersDealt(spec);
  const every = Math.max(1, Math.floor(options.deals / Math.max(1, options.played)));
  let played = 0;
  for (let d = 0; d < options.deals; d++) {
    const players = 2 + Math.floor(rng() * (most - 1));
    const { hands, board } = dealEverything(spec, players, rng);
    const play = d % every === 0 && played < options.played;
    if (play) played++;
    checkDeal(id, hands, board, options.kernel, play, options.seed + d);
  }
  return played;
}

/** Plays a hand with these exact cards, everyone checking or calling (stand pat, no split, run once) to the showdown. */
export function playToShowdown(id: GameId, hands: readonly Card[][], board: readonly Card[], seed: number): HandResult {
  const spec = GAMES[id];
  const kind = spec.structures[seed % spec.structures.length];
  const hand = startHand({
    game: id, structure: structureFor(spec, kind), seats: hands.map((cards) => ({ stack: 1000, cards })),
    board, button: seed % hands.length, seed,
  });
  for (let steps = 0; hand.next.kind !== 'done'; steps++) {
    if (steps > 500) throw new Error(`${id}: the hand did not end`);
    hand.act(passiveAction(hand));
  }
  return hand.result!;
}
