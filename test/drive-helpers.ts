// Test helpers that drive a hand through its front door only (next, act, view): structures per game, a passive
// player (check, call, stand pat) and a random legal player; seeded deals of every card for a showdown.
import {
  createRng, deckCards, type BettingStructure, type Card, type GameSpec, type Hand, type HandAction, type StructureKind,
} from '../src/engine/index';

/** A playable structure of `kind` for the game's forced bets (blinds, or antes and a bring-in). */
export function structureFor(spec: GameSpec, kind: StructureKind, minRaise: 'standard' | 'double' = 'standard'): BettingStructure {
  const blinds = spec.forcedBets === 'blinds';
  switch (kind) {
    case 'fixed-limit':
      return blinds ? { kind, smallBlind: 1, bigBlind: 2, smallBet: 2, bigBet: 4 } : { kind, ante: 1, bringIn: 1, smallBet: 4, bigBet: 8 };
    case 'spread-limit':
      return blinds ? { kind, smallBlind: 1, bigBlind: 2, spreadMax: [4, 8, 12] } : { kind, ante: 1, bringIn: 2, minBet: 4, spreadMax: [4, 8, 12] };
    default:
      return blinds ? { kind, smallBlind: 1, bigBlind: 2, minRaise } : { kind, ante: 1, bringIn: 2, minRaise };
  }
}

/** Check when free, else call (or post the bring-in); stand pat; decline a split; run it once. Nobody folds. */
export function passiveAction(hand: Hand): HandAction {
  const next = hand.next;
  switch (next.kind) {
    case 'act':
      if (next.options.bringIn !== undefined) return { type: 'bring-in' };
      return next.options.check ? { type: 'check' } : { type: 'call' };
    case 'draw': return { type: 'stand-pat' };
    case 'split-offer': return { type: 'no-split' };
    case 'runout-choice': return { type: 'run', times: 1 };
    case 'runout-accept': return { type: 'decline' };
    default: throw new Error('The hand is over.');
  }
}

/** One legal action picked at random among those `next` offers (amounts at random within the range). */
export function randomAction(hand: Hand, rng: () => number): HandAction {
  const next = hand.next;
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)];
  switch (next.kind) {
    case 'act': {
      const o = next.options;
      const out: HandAction[] = [];
      if (o.fold && rng() < 0.5) out.push({ type: 'fold' });
      if (o.check) out.push({ type: 'check' });
      if (o.bringIn !== undefined) out.push({ type: 'bring-in' });
      else if (!o.check) out.push({ type: 'call' });
      if (o.minRaiseTo !== null && o.maxRaiseTo !== null) {
        const to = o.raiseSizes ? pick(o.raiseSizes)
          : rng() < 0.3 ? o.maxRaiseTo : o.minRaiseTo + Math.floor(rng() * (o.maxRaiseTo - o.minRaiseTo + 1));
        out.push({ type: 'raise', to });
      }
      return pick(out);
    }
    case 'draw': {
      const own = hand.view(next.seat).seats[next.seat].cards.filter((c): c is Card => c !== null);
      const count = Math.floor(rng() * (Math.min(next.max, own.length) + 1));
      return pick<HandAction>([{ type: 'draw', discard: own.slice(0, count) }, { type: 'stand-pat' }, { type: 'timeout' }]);
    }
    case 'split-offer': return pick<HandAction>([{ type: 'split' }, { type: 'no-split' }]);
    case 'runout-choice': return pick<HandAction>(next.choices.map((times) => ({ type: 'run', times })));
    case 'runout-accept': return pick<HandAction>([{ type: 'accept' }, { type: 'decline' }]);
    default: throw new Error('The hand is over.');
  }
}

/** A seeded deal of every card a showdown needs: `players` hands of the game's size and the full board. */
export function dealEverything(spec: GameSpec, players: number, rng: () => number): { hands: Card[][]; board: Card[] } {
  const deck = deckCards(spec.deck);
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  let at = 0;
  const take = (k: number) => deck.slice(at, (at += k));
  const hands = Array.from({ length: players }, () => take(spec.cardsPerPlayer));
  return { hands, board: take(spec.boardCards) };
}

/** The most players whose every card, the board and the burns fit in the deck (else stud deals the community card). */
export const mostPlayersDealt = (spec: GameSpec): number => {
  const burns = spec.streets.filter((s) => s.burn).length;
  return Math.min(spec.maxPlayers, Math.floor((spec.deck - spec.boardCards - burns) / spec.cardsPerPlayer));
};

export { createRng };
