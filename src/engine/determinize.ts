// T-AI / T-PRIVACY: deals the cards one seat cannot see, consistent with everything that seat has seen (its view only).
import { deckCards, type Card } from './cards';
import { gameSpec } from './games';
import type { HandView } from './hand/types';

/** One way the hidden cards could lie, seen from `view.seat`. */
export interface Determinization {
  /** Every seat's current cards in deal order: the viewer's and all visible cards as they are, hidden ones dealt. */
  seats: Card[][];
  /** Per seat, the positions in `seats[s]` that were hidden from the viewer (and so were dealt here). */
  hidden: number[][];
  /** The other cards the viewer has not seen, shuffled: where future cards (board, later streets, draws) come from. */
  unseen: Card[];
}

/**
 * The cards the viewer of `view` has seen: its own, every up card, the boards (Vela and stud community card included),
 * cards shown at showdown and its own discards (G-DRAW-RESHUFFLE: discards made before a reshuffle may be back in play,
 * so only those made since the last reshuffle count).
 */
export function seenCards(view: HandView): Set<Card> {
  const seen = new Set<Card>();
  for (const seat of view.seats) for (const c of seat.cards) if (c !== null && c >= 0) seen.add(c);
  for (const board of view.boards) for (const c of board) seen.add(c);
  let ownDiscards: Card[] = [];
  for (const e of view.history) {
    if (e.type === 'reshuffle') ownDiscards = [];
    else if (e.type === 'draw' && e.seat === view.seat) ownDiscards.push(...e.discarded.filter((c) => c >= 0));
    else if (e.type === 'show') for (const c of e.cards) if (c >= 0) seen.add(c);
  }
  for (const c of ownDiscards) seen.add(c);
  return seen;
}

/**
 * A random deal of what `view.seat` cannot see (DESIGN.md: bots use it to sample): every hidden card of every seat
 * (folded seats included, whose cards are out of play but unknown) from the game's deck (52 or 32 cards) minus the
 * cards seen. `rng` returns floats in [0, 1) (the engine's createRng). The view is not changed.
 */
export function determinize(view: HandView, rng: () => number): Determinization {
  const spec = gameSpec(view.game);
  const seen = seenCards(view);
  const pool = deckCards(spec.deck).filter((c) => !seen.has(c));
  // Fisher-Yates over the whole pool: the first cards fill the hidden slots, the rest stay in shuffled order.
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const t = pool[i];
    pool[i] = pool[j];
    pool[j] = t;
  }
  let next = 0;
  const hidden: number[][] = [];
  const seats = view.seats.map((seat) => {
    const slots: number[] = [];
    const cards = seat.cards.map((c, k) => {
      if (c !== null && c >= 0) return c;
      slots.push(k);
      if (next >= pool.length) throw new Error('determinize: the view hides more cards than the deck has left.');
      return pool[next++];
    });
    hidden.push(slots);
    return cards;
  });
  return { seats, hidden, unseen: pool.slice(next) };
}
