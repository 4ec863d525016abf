// Button, blinds and order of play as pure functions (F-BLINDS, F-HEADSUP, F-DEADBUTTON, F-ORDER-FLOP, F-BRINGIN, F-ORDER-STUD, F-ORDER-DRAW32, P-SHOWORDER).
import { rankOf, suitOf, SUIT_ORDER, type Card, type SuitOrderName } from '../cards';

/** Who has the button and the blinds in one hand. `smallBlind` is null for a hand without one (F-DEADBUTTON). */
export interface BlindPositions {
  button: number;
  smallBlind: number | null;
  bigBlind: number;
}

/** The next seat clockwise after `from` for which `active` is true (wrapping), or -1 when there is none. */
export function nextActiveSeat(active: readonly boolean[], from: number): number {
  const n = active.length;
  for (let k = 1; k <= n; k++) {
    const s = (((from + k) % n) + n) % n;
    if (active[s]) return s;
  }
  return -1;
}

/**
 * F-BLINDS / F-HEADSUP for a fresh button: small blind left of the button, big blind next; heads-up the button posts
 * the small blind. `active` marks seats dealt in.
 */
export function blindPositions(active: readonly boolean[], button: number): BlindPositions {
  const players = active.filter(Boolean).length;
  if (players < 2) throw new Error('A hand needs at least two players with chips.');
  if (players === 2) {
    const btn = active[button] ? button : nextActiveSeat(active, button);
    return { button: btn, smallBlind: btn, bigBlind: nextActiveSeat(active, btn) };
  }
  const smallBlind = nextActiveSeat(active, button);
  return { button, smallBlind, bigBlind: nextActiveSeat(active, smallBlind) };
}

/**
 * F-DEADBUTTON / F-HEADSUP: the positions of the next hand. The big blind moves to the next active player; the small
 * blind goes to whoever had the big blind (none if they left); the button to whoever had the small blind (if they left
 * or there was none, the button stays where it was). Heads-up the button posts the small blind, and going from three
 * players to two, last hand's big blind does not post it again.
 * `active` marks seats the big blind may go to (players seated, with chips, not sitting out); `stayed` (default
 * `active`) marks seats whose player of the last hand is still there and playing.
 */
export function nextBlindPositions(previous: BlindPositions, active: readonly boolean[], stayed: readonly boolean[] = active): BlindPositions {
  const players = active.filter(Boolean).length;
  if (players < 2) throw new Error('A hand needs at least two players with chips.');
  const bigBlind = nextActiveSeat(active, previous.bigBlind);
  if (players === 2) {
    const other = nextActiveSeat(active, bigBlind);
    return { button: other, smallBlind: other, bigBlind };
  }
  // `stayed`: the same player is still in that seat and playing (a newcomer in a vacated seat does not count).
  const smallBlind = stayed[previous.bigBlind] && previous.bigBlind !== bigBlind ? previous.bigBlind : null;
  const button = previous.smallBlind !== null && stayed[previous.smallBlind] && previous.smallBlind !== bigBlind && previous.smallBlind !== smallBlind
    ? previous.smallBlind : previous.button;
  return { button, smallBlind, bigBlind };
}

/** Seats in clockwise order starting with the first one after `button` (the order odd chips go out, P-ODDCHIP). */
export function seatsFromLeftOfButton(seatCount: number, button: number): number[] {
  const order: number[] = [];
  for (let k = 1; k <= seatCount; k++) order.push((button + k) % seatCount);
  return order;
}

/**
 * F-BRINGIN: the seat whose up card brings it in: the lowest (aces high) or the highest up card, ties by suit
 * (C-SUITORDER: for 'lowest' the lowest suit, for 'highest' the highest suit). `upCards[seat]` is null for seats out.
 */
export function bringInSeat(upCards: readonly (Card | null)[], which: 'lowest' | 'highest', suitOrder: SuitOrderName): number {
  const order = SUIT_ORDER[suitOrder];
  let best = -1;
  let bestValue = 0;
  upCards.forEach((card, seat) => {
    if (card === null) return;
    const value = rankOf(card) * 4 + order[suitOf(card)];
    if (best < 0 || (which === 'lowest' ? value < bestValue : value > bestValue)) { best = seat; bestValue = value; }
  });
  return best;
}

/**
 * The value of the up cards showing in a stud-family game (F-ORDER-STUD): quads > trips > two pair > pair > high
 * cards, then ranks from the top; Soko also counts a four-flush and a four-straight showing (H-SOKO). Higher is better.
 */
export function showingValue(upCards: readonly Card[], soko = false): number {
  const counts = new Map<number, number>();
  for (const c of upCards) counts.set(rankOf(c), (counts.get(rankOf(c)) ?? 0) + 1);
  const groups = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  let category = 0;
  if (groups[0]?.[1] === 4) category = 6;
  else if (groups[0]?.[1] === 3) category = 5;
  else if (groups[0]?.[1] === 2 && groups[1]?.[1] === 2) category = 4;
  else if (soko && upCards.length >= 4 && new Set(upCards.map(suitOf)).size === 1) category = 3;
  else if (soko && upCards.length >= 4 && isFourStraight(upCards)) category = 2;
  else if (groups[0]?.[1] === 2) category = 1;
  let value = category;
  for (const [rank] of groups) value = value * 16 + rank + 1;
  for (let k = groups.length; k < 5; k++) value *= 16;
  return value;
}

function isFourStraight(cards: readonly Card[]): boolean {
  const ranks = new Set(cards.map(rankOf));
  if (ranks.size !== 4) return false;
  const list = [...ranks].sort((a, b) => a - b);
  if (list[3] - list[0] === 3) return true;
  return list[3] === 12 && list[0] === 0 && list[2] === 2; // A-2-3-4
}

/**
 * Who acts first in a betting round.
 * - F-ORDER-FLOP (flop and draw games): preflop the first active player left of the big blind (heads-up: the button),
 *   later rounds the first active player left of the button. F-ORDER-DRAW32: after the draw, left of the big blind.
 * - F-BRINGIN: the bring-in seat (give `bringIn`, or `upCards` with `bringInCard` and `suitOrder` to find it).
 * - F-ORDER-STUD: later streets the best hand showing (give `showing` values, or `upCards`; `soko` counts
 *   four-flushes and four-straights); ties go to the player nearest the button's left.
 * `canAct[seat]` marks players still in the hand with chips.
 */
export function firstToAct(args: {
  kind: 'preflop' | 'postflop' | 'after-draw-left-of-big-blind' | 'stud-bring-in' | 'stud-later';
  canAct: readonly boolean[]; button: number; bigBlind?: number | null; bringIn?: number; showing?: readonly number[];
  /** F-ORDER-STUD: players still in the hand, all-in ones included (default: `canAct`). */
  inHand?: readonly boolean[];
  upCards?: readonly (readonly Card[])[]; bringInCard?: 'lowest' | 'highest'; suitOrder?: SuitOrderName; soko?: boolean;
}): number {
  const { canAct, button } = args;
  const n = canAct.length;
  switch (args.kind) {
    case 'preflop':
    case 'after-draw-left-of-big-blind':
      return nextActiveSeat(canAct, args.bigBlind ?? button);
    case 'postflop':
      return nextActiveSeat(canAct, button);
    case 'stud-bring-in': {
      const seat = args.bringIn ?? (args.upCards
        ? bringInSeat(args.upCards.map((cards, s) => (canAct[s] && cards.length > 0 ? cards[0] : null)), args.bringInCard ?? 'lowest', args.suitOrder ?? 'spades')
        : -1);
      return seat >= 0 && canAct[seat] ? seat : nextActiveSeat(canAct, seat >= 0 ? seat : button);
    }
    case 'stud-later': {
      const showing = args.showing ?? args.upCards?.map((cards) => showingValue(cards, args.soko));
      // F-ORDER-STUD: the best hand showing starts; if that player is all-in, the next player clockwise who can act.
      const inHand = args.inHand ?? canAct;
      let best = -1;
      for (const s of seatsFromLeftOfButton(n, button)) {
        if (!inHand[s]) continue;
        if (best < 0 || (showing?.[s] ?? 0) > (showing?.[best] ?? 0)) best = s;
      }
      if (best < 0 || canAct[best]) return best;
      return canAct.some(Boolean) ? nextActiveSeat(canAct, best) : -1;
    }
  }
}

/**
 * P-SHOWORDER: the order players show, per pot, starting with the last side pot. In each pot the last player to bet or
 * raise on the last round shows first; with no bet there, the first player left of the button (stud family: the best
 * hand showing), then clockwise. Returns one entry per pot (last pot first) and the overall order without repeats.
 */
export function showdownOrder(args: {
  pots: readonly { eligible: readonly number[] }[]; seatCount: number; button: number;
  lastAggressor: number | null; studShowing?: readonly number[];
}): { byPot: { pot: number; order: number[] }[]; order: number[] } {
  const byPot: { pot: number; order: number[] }[] = [];
  const order: number[] = [];
  for (let p = args.pots.length - 1; p >= 0; p--) {
    const eligible = args.pots[p].eligible;
    if (eligible.length === 0) continue;
    let first: number;
    if (args.lastAggressor !== null && eligible.includes(args.lastAggressor)) first = args.lastAggressor;
    else if (args.studShowing) {
      first = eligible[0];
      for (const s of seatsFromLeftOfButton(args.seatCount, args.button)) {
        if (eligible.includes(s) && args.studShowing[s] > args.studShowing[first]) first = s;
      }
      const clockwise = seatsFromLeftOfButton(args.seatCount, args.button).filter((s) => eligible.includes(s));
      if (args.studShowing[clockwise[0]] === args.studShowing[first]) first = clockwise[0];
    } else first = seatsFromLeftOfButton(args.seatCount, args.button).find((s) => eligible.includes(s))!;
    const seq = Array.from({ length: args.seatCount }, (_, k) => (first + k) % args.seatCount).filter((s) => eligible.includes(s));
    byPot.push({ pot: p, order: seq });
    for (const s of seq) if (!order.includes(s)) order.push(s);
  }
  return { byPot, order };
}
