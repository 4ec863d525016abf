// Dealing: the deck (given cards first, then the stub, then a lazily shuffled rest), burns, and each street's cards.
import type { Card } from '../cards';
import type { StreetSpec } from '../games';
import { beginBetting } from './betting-round';
import { handError } from './errors';
import { nextRandom } from './rng';
import { emit, type HandCtx, type HandState } from './state';

/** The street being played. */
export function currentStreet(h: HandCtx): StreetSpec {
  return h.spec.streets[h.s.streetIndex];
}

/** The name of the current street (the last one once the hand is past it). */
export function streetName(h: HandCtx): string {
  return h.spec.streets[Math.min(h.s.streetIndex, h.spec.streets.length - 1)].name;
}

/** Seats still in the hand, starting left of the button (dealing order). */
export function dealOrder(s: HandState): number[] {
  const order: number[] = [];
  for (let k = 1; k <= s.seatCount; k++) {
    const seat = (s.button + k) % s.seatCount;
    if (s.dealtIn[seat] && !s.folded[seat]) order.push(seat);
  }
  return order;
}

/** Cards the dealer could still draw from the stub and the shuffled rest (given cards are reserved for their places). */
export function drawableCards(s: HandState): number {
  return s.stub.length + s.rest.length;
}

/** G-STUD7-COMMUNITY: the cards really left in the deck, preset cards not yet dealt included. */
export function cardsLeft(s: HandState): number {
  let n = s.stub.length + s.rest.length + s.givenBoard.length;
  for (const g of s.given) n += g.length;
  for (const e of s.extras) n += e.length;
  return n;
}

/** One step of a Fisher-Yates shuffle: a seeded random card of the rest of the deck. */
function popRandom(s: HandState): Card {
  const rest = s.rest;
  const last = rest.length - 1;
  const j = Math.floor(nextRandom(s) * (last + 1));
  const card = rest[j];
  rest[j] = rest[last];
  rest.pop();
  return card;
}

/** G-DRAW-RESHUFFLE: the muck becomes the deck. */
export function reshuffleMuck(s: HandState): void {
  s.rest = s.muck;
  s.muck = [];
  emit(s, { type: 'reshuffle', cards: s.rest.length });
}

/** The next card of the deck: the stub, then the shuffled rest, then (run-outs only) the reshuffled muck. */
export function drawCard(s: HandState): Card {
  if (s.stub.length > 0) return s.stub.shift()!;
  if (s.rest.length > 0) return popRandom(s);
  if (s.muck.length > 0) {
    // Only when run-out boards need more cards than the stub holds (P-RIT+1 at a full PLO5 table): the burned and
    // folded cards are shuffled and used, as in G-DRAW-RESHUFFLE.
    reshuffleMuck(s);
    return popRandom(s);
  }
  throw handError('deck-empty');
}

export function burn(s: HandState): void {
  const card = s.rest.length > 0 ? popRandom(s) : s.stub.shift();
  if (card !== undefined) {
    s.muck.push(card);
    emit(s, { type: 'burn' });
  }
}

/** The seat's next card: its given card if any, else the deck's next. */
export function cardFor(s: HandState, seat: number): Card {
  return s.given[seat].length > 0 ? s.given[seat].shift()! : drawCard(s);
}

function dealTo(s: HandState, seat: number, up: boolean): Card {
  const card = cardFor(s, seat);
  s.cards[seat].push(card);
  s.up[seat].push(up);
  return card;
}

/** Deals `count` cards to board `board`: the given board (board 0) or the given extra board, else from the deck. */
export function dealBoard(s: HandState, count: number, board: number): Card[] {
  const out: Card[] = [];
  const extra = board > 0 ? s.extras[board - 1] : undefined;
  for (let k = 0; k < count; k++) {
    const card = board === 0 && s.givenBoard.length > 0 ? s.givenBoard.shift()!
      : extra && extra.length > 0 ? extra.shift()! : drawCard(s);
    out.push(card);
    s.boards[board].push(card);
  }
  return out;
}

/**
 * G-STUD7-COMMUNITY: before counting the cards left, preset cards that can no longer reach their place (a folded seat's)
 * go back to the deck; if the deck proper is still short of what this street needs, the preset board card goes too.
 */
function releaseUnusedPresets(s: HandState, order: number[], perPlayer: number, burns: number): void {
  for (let seat = 0; seat < s.seatCount; seat++) {
    if (!order.includes(seat) && s.given[seat].length > 0) s.rest.push(...s.given[seat].splice(0));
  }
  const fromDeck = order.filter((seat) => s.given[seat].length === 0).length * perPlayer + burns;
  if (drawableCards(s) < fromDeck && cardsLeft(s) >= order.length * perPlayer) s.stub.push(...s.givenBoard.splice(0));
}

/** Deals the cards of the current street (or sets up its draw) and starts its betting round. */
export function startStreet(h: HandCtx): void {
  const s = h.s;
  const street = currentStreet(h);
  emit(s, { type: 'street', name: street.name });
  const order = dealOrder(s);
  let betting = street.betting;
  const perPlayer = (street.down ?? 0) + (street.up ?? 0);
  if (street.communityFallback) releaseUnusedPresets(s, order, perPlayer, street.burn ? 1 : 0);
  if (street.communityFallback && cardsLeft(s) < order.length * perPlayer) {
    // G-STUD7-COMMUNITY: the burn was already skipped and still not everyone gets a card: one card face up in the
    // middle for everyone, and no betting this round.
    const cards = dealBoard(s, 1, 0);
    emit(s, { type: 'board', cards, board: 0, community: true });
    betting = false;
  } else {
    // G-STUD7-COMMUNITY: when the deck is short, the burn is skipped first.
    if (street.burn && !(street.communityFallback && cardsLeft(s) < order.length * perPlayer + 1)) burn(s);
    for (let k = 0; k < (street.down ?? 0); k++) {
      for (const seat of order) emit(s, { type: 'deal', seat, cards: [dealTo(s, seat, false)], up: false });
    }
    for (let k = 0; k < (street.up ?? 0); k++) {
      for (const seat of order) emit(s, { type: 'deal', seat, cards: [dealTo(s, seat, true)], up: true });
    }
    if (street.board) {
      const cards = dealBoard(s, street.board, 0);
      emit(s, { type: 'board', cards, board: 0, vela: street.vela });
    }
  }
  if (street.draw) {
    s.phase = 'draw';
    s.queue = order;
    s.queuePos = 0;
    return;
  }
  if (betting) beginBetting(h);
  else { s.phase = 'betting'; s.toAct = -1; }
}
