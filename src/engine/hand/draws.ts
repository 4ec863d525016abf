// Draws (G-DRAW-RESHUFFLE, G-DRAW-TIMER) and the 32-card draw split offer (G-DRAW32-SPLIT).
import { buildSidePots } from '../betting/pots';
import type { Card } from '../cards';
import { firstToAct } from '../table/positions';
import { cardFor, cardsLeft, reshuffleMuck } from './deal';
import { emit, type HandState } from './state';
import type { HandAction } from './types';

/** A draw, a stand-pat or a timeout of the seat whose turn it is. */
export function doDraw(s: HandState, seat: number, action: HandAction): void {
  if (action.type === 'timeout') {
    // G-DRAW-TIMER: the player stands pat and may not bet or raise in the next round.
    emit(s, { type: 'timed-out', seat });
    s.noRaiseNext[seat] = true;
    emit(s, { type: 'draw', seat, discarded: [], received: [] });
    s.queuePos++;
    return;
  }
  const discard = action.type === 'draw' ? action.discard.slice() : [];
  const hand = s.cards[seat];
  const ups = s.up[seat];
  for (const c of discard) { const k = hand.indexOf(c); hand.splice(k, 1); ups.splice(k, 1); }
  const received: Card[] = [];
  for (let k = 0; k < discard.length; k++) {
    // G-DRAW-RESHUFFLE: when the deck is empty (preset cards count as in it), the discards so far (not this player's) become the deck.
    if (cardsLeft(s) === 0) reshuffleMuck(s);
    const card = cardFor(s, seat);
    received.push(card);
    hand.push(card);
    ups.push(false);
  }
  s.muck.push(...discard);
  emit(s, { type: 'draw', seat, discarded: discard, received });
  s.queuePos++;
}

/** G-DRAW32-SPLIT: after the draw the offer goes round from the first player after the big blind. */
export function startSplitOffer(s: HandState): void {
  s.phase = 'split';
  const able = Array.from({ length: s.seatCount }, (_, seat) => s.dealtIn[seat] && !s.folded[seat]);
  const first = firstToAct({ kind: 'after-draw-left-of-big-blind', canAct: able, button: s.button, bigBlind: s.bigBlindSeat });
  s.queue = Array.from({ length: s.seatCount }, (_, k) => (first + k) % s.seatCount).filter((seat) => able[seat]);
  s.queuePos = 0;
  s.splitAccepted.fill(false);
}

/** G-DRAW32-SPLIT: the offer passes player to player and ends when anyone does something else. */
export function doSplit(s: HandState, seat: number, accept: boolean): void {
  emit(s, { type: 'split-offer', seat, accept });
  if (accept) {
    s.splitAccepted[seat] = true;
    s.queuePos++;
    if (s.queuePos >= s.queue.length) s.splitAll = true;
    return;
  }
  // The offer ends: pots whose players all chose Split are shared; the rest is played on.
  const pots = buildSidePots(s.contributions, s.folded);
  const agreed = pots.map((p, i) => (p.eligible.every((e) => s.splitAccepted[e]) ? i : -1)).filter((i) => i >= 0);
  if (agreed.length > 0) {
    s.splitSnapshot = s.contributions.slice();
    s.splitFolded = s.folded.slice();
    s.splitPotsAgreed = agreed.map((i) => pots[i]);
    emit(s, { type: 'split-agreed', pots: agreed });
  }
  s.queuePos = s.queue.length;
}
