// Pots and payouts as pure functions: side pots and uncalled bets (P-SIDEPOTS), odd chips (P-ODDCHIP),
// hi/lo halves, run it twice / twice+1 shares (P-RIT, P-RIT+1) and the real-money rake (P-RAKE).

/** A pot built from contributions: its chips and the seats that may win it. */
export interface PotShape {
  amount: number;
  /** Seats (indexes) still in the hand that put in at least this pot's level, ascending. */
  eligible: number[];
}

/**
 * P-SIDEPOTS: the chips a single top contributor put in beyond everyone else ("uncalled") go back to them.
 * Returns the seat and the amount, or null when the top bet was matched.
 */
export function uncalledBet(contributions: readonly number[]): { seat: number; amount: number } | null {
  let top = -1;
  let second = 0;
  for (let i = 0; i < contributions.length; i++) {
    const c = contributions[i];
    if (top < 0 || c > contributions[top]) {
      if (top >= 0) second = Math.max(second, contributions[top]);
      top = i;
    } else second = Math.max(second, c);
  }
  if (top < 0 || contributions[top] <= second) return null;
  return { seat: top, amount: contributions[top] - second };
}

/**
 * P-SIDEPOTS: the main pot and side pots, one per all-in level, from what each seat put in (antes, blinds and bets,
 * dead money included) and who folded. A player can win from each other player only what they themselves put in.
 * Folded players' chips stay in the pots they reached. Return uncalled chips first (`uncalledBet`).
 * Pots with the same eligible seats are merged.
 */
export function buildSidePots(contributions: readonly number[], folded: readonly boolean[]): PotShape[] {
  const levels = [...new Set(contributions.filter((c, i) => c > 0 && !folded[i]))].sort((a, b) => a - b);
  const pots: PotShape[] = [];
  let previous = 0;
  for (const level of levels) {
    let amount = 0;
    const eligible: number[] = [];
    for (let i = 0; i < contributions.length; i++) {
      const c = contributions[i];
      amount += Math.min(c, level) - Math.min(c, previous);
      if (!folded[i] && c >= level) eligible.push(i);
    }
    const last = pots[pots.length - 1];
    if (last && last.eligible.length === eligible.length && last.eligible.every((s, k) => s === eligible[k])) last.amount += amount;
    else if (amount > 0) pots.push({ amount, eligible });
    previous = level;
  }
  // Chips above every live player's level (only possible when nobody is left to win them) join the last pot.
  let rest = 0;
  for (const c of contributions) rest += Math.max(0, c - previous);
  if (rest > 0) {
    if (pots.length > 0) pots[pots.length - 1].amount += rest;
    else pots.push({ amount: rest, eligible: [] });
  }
  return pots;
}

/**
 * P-ODDCHIP: share `amount` equally among `winners`, to the smallest chip (`chipUnit`, default 1); odd chips go out one
 * at a time in `oddChipOrder` (seats starting with the first to the left of the button). Returns chips per winner, in the
 * order of `winners`.
 */
export function splitPot(amount: number, winners: readonly number[], oddChipOrder: readonly number[], chipUnit = 1): number[] {
  if (winners.length === 0) return [];
  const units = Math.floor(amount / chipUnit);
  const base = Math.floor(units / winners.length);
  let odd = units - base * winners.length;
  const shares = winners.map(() => base * chipUnit);
  const ordered = oddChipOrder.filter((s) => winners.includes(s));
  for (const s of winners) if (!ordered.includes(s)) ordered.push(s);
  for (let k = 0; odd > 0; k++, odd--) shares[winners.indexOf(ordered[k % ordered.length])] += chipUnit;
  // Anything below the smallest chip (amounts not a multiple of chipUnit) goes with the first odd chip.
  const remainder = amount - units * chipUnit;
  if (remainder > 0) shares[winners.indexOf(ordered[0])] += remainder;
  return shares;
}

/** Hi/lo: the high half and the low half of a pot; the odd chip goes to the high half (P-ODDCHIP). */
export function hiLoHalves(amount: number, chipUnit = 1): { high: number; low: number } {
  const units = Math.floor(amount / chipUnit);
  const low = Math.floor(units / 2) * chipUnit;
  return { high: amount - low, low };
}

/**
 * P-RIT / P-RIT+1: each board's share of a pot. Twice: halves, the odd chip to the first board. Twice+1 with a third
 * board dealt: thirds, the remainder to the first board. `boards` is the number of boards whose results count.
 */
export function runItTwicePayout(amount: number, boards: number, chipUnit = 1): number[] {
  const units = Math.floor(amount / chipUnit);
  const each = Math.floor(units / boards) * chipUnit;
  const shares = Array.from({ length: boards }, () => each);
  shares[0] += amount - each * boards;
  return shares;
}

/**
 * P-RAKE (real-money rooms only; the trainer's chips are never raked). No flop, no drop: `flopSeen` is true once the
 * hand reached the flop (Soko: the third card; stud: the fourth card; draw games: the draw). Amounts in currency units;
 * the result is rounded down to the cent.
 * - No limit, pot limit, half pot: 0.05 per full 1.00, capped at 0.75 heads-up, 2.00 three-handed, 3.00 with 4-10
 *   players; pots under 4.00 pay 0.01 per full 0.20.
 * - Fixed and spread limit (seed 004's table, by the small bet `smallBet`): up to 0.50/1.00: 0.05 per 1.00, capped at
 *   0.75 with 2-3 players and 1.00 with 4-10, pots under 2.00 pay 0.01 per 0.20; 1.00/2.00: 0.25 per 5.00, capped at
 *   0.75 / 2.00; 2.00/4.00 and up: 0.50 per 10.00, capped at 0.75 / 2.00.
 */
export function rake(args: { pot: number; players: number; flopSeen: boolean; structure?: string; smallBet?: number }): number {
  if (!args.flopSeen || args.players < 2) return 0;
  const cents = Math.round(args.pot * 100);
  const limitGame = args.structure === 'fixed-limit' || args.structure === 'spread-limit';
  let raw: number;
  let cap: number;
  if (!limitGame) {
    raw = cents < 400 ? Math.floor(cents / 20) : Math.floor(cents / 100) * 5;
    cap = args.players === 2 ? 75 : args.players === 3 ? 200 : 300;
  } else {
    const small = Math.round((args.smallBet ?? 0.5) * 100);
    const fewPlayers = args.players <= 3;
    if (small <= 50) {
      raw = cents < 200 ? Math.floor(cents / 20) : Math.floor(cents / 100) * 5;
      cap = fewPlayers ? 75 : 100;
    } else if (small < 200) {
      raw = Math.floor(cents / 500) * 25;
      cap = fewPlayers ? 75 : 200;
    } else {
      raw = Math.floor(cents / 1000) * 50;
      cap = fewPlayers ? 75 : 200;
    }
  }
  return Math.min(raw, cap) / 100;
}
