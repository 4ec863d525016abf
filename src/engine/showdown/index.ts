// The one showdown rule (H-LOW8 halves, H-TELESINA-HU): who wins each board and each half, used by the hand, the quizzes and the equity reference.
import { type Card, formatCard } from '../cards';
import { gameSpec } from '../games';
import type { GameId, GameSpec } from '../games/types';
import { referenceEvaluator } from '../rankings/reference';
import { compareTelesina, isHighestStraightFlush, lowestStraightFlushIn } from '../rankings/thirty-two';
import type { Evaluator, HandValue } from '../rankings/types';

/** What one player shows on one board. */
export interface ShowdownHand {
  /** The high hand (the whole pot's hand in high-only games). */
  high: HandValue | null;
  /** The low hand in hi/lo games; null without a qualifying low (H-LOW8) or in high-only games. */
  low: HandValue | null;
  /**
   * H-TELESINA-HU: the T-9-8-7-A straight flush when the player's six cards hold it but `high` is a
   * higher straight flush (A-7-8-9-T-J suited): heads-up against A-K-Q-J-T the player shows this one.
   */
  headsUpHigh?: HandValue;
}

/** One half (or the whole) of a board's pot. */
export interface ShowdownAward {
  half: 'whole' | 'high' | 'low';
  /** Seats sharing it, ascending. */
  winners: number[];
  /** The fraction of the board's pot each winner gets (1/k, or 1/2k for a half). */
  share: number;
}

/** The result on one board. */
export interface BoardShowdown {
  /** Best high hands among the seats in the pot (H-TELESINA-HU applied heads-up). */
  high: number[];
  /** Best qualifying lows (hi/lo games); empty when no low qualifies (or in high-only games). */
  low: number[];
  /** Hi/lo games: no low qualified, so the high hand takes the whole pot (H-LOW8). */
  noLow: boolean;
  /** 'whole' to `high`, or 'high' to `high` and 'low' to `low`. */
  awards: ShowdownAward[];
  /** Per seat: the fraction of this board's pot (0 for seats not winning or not in the pot). */
  shares: number[];
  /** Per seat: the high hand shown in this pot (H-TELESINA-HU: T-9-8-7-A instead of a higher straight flush against the royal). */
  shownHigh: (HandValue | null)[];
}

export interface ShowdownResult {
  boards: BoardShowdown[];
  /** Per board, per seat: what the seat shows (null for a seat not at the showdown). */
  hands: (ShowdownHand | null)[][];
  /** Per seat: the fraction of the whole pot, each board counting equally (P-RIT). */
  shares: number[];
}

export interface ShowdownInput {
  /** The game (its `high` and `low` rules decide). */
  game: GameId | GameSpec;
  /** Per seat: the player's own cards (hole cards; every card in stud and draw games); null when not at the showdown. */
  players: readonly (readonly Card[] | null)[];
  /** The community cards (Telesina: the Vela); none in stud and draw games. */
  board?: readonly Card[];
  /** Several boards (P-RIT run-outs) instead of `board`. */
  boards?: readonly (readonly Card[])[];
  /** The seats contesting this pot (default: every seat with cards). H-TELESINA-HU counts these. */
  inPot?: readonly number[];
  /** Values hands (default: the reference evaluator, which checks the cards). */
  evaluator?: Evaluator;
}

const specOf = (game: GameId | GameSpec): GameSpec => (typeof game === 'string' ? gameSpec(game) : game);

/** What `cards` show on `board` in `game`: the high hand, the low hand, and the H-TELESINA-HU alternative. */
export function showdownHand(game: GameId | GameSpec, cards: readonly Card[], board: readonly Card[] = [],
  evaluator: Evaluator = referenceEvaluator): ShowdownHand {
  const spec = specOf(game);
  const high = evaluator.best(spec.high, cards, board);
  const low = spec.low ? evaluator.best(spec.low, cards, board) : null;
  if (spec.high === 'telesina' && high?.category === 'straight-flush') {
    // H-TELESINA-HU: a higher straight flush that also holds T-9-8-7-A keeps the lower one for heads-up.
    const lowest = lowestStraightFlushIn(board.length > 0 ? [...cards, ...board] : cards);
    if (lowest && lowest.strength !== high.strength) return { high, low, headsUpHigh: lowest };
  }
  return { high, low };
}

/** The best high hands among `seats`, and the high hand each seat shows (H-TELESINA-HU when exactly two contest the pot). */
function highWinners(spec: GameSpec, hands: readonly (ShowdownHand | null)[], seats: readonly number[]): { winners: number[]; shown: (HandValue | null)[] } {
  const shown = hands.map((h) => h?.high ?? null);
  if (spec.high === 'telesina' && seats.length === 2) {
    const [a, b] = seats;
    const va = shown[a];
    const vb = shown[b];
    if (va && vb) {
      // Against A-K-Q-J-T a player also holding T-9-8-7-A (six suited cards with the Vela) shows that one.
      if (isHighestStraightFlush(vb)) shown[a] = hands[a]!.headsUpHigh ?? va;
      if (isHighestStraightFlush(va)) shown[b] = hands[b]!.headsUpHigh ?? vb;
      const versus = compareTelesina(shown[a]!, shown[b]!, 2);
      return { winners: versus > 0 ? [a] : versus < 0 ? [b] : [a, b].sort((x, y) => x - y), shown };
    }
  }
  return { winners: bestByStrength(shown, seats), shown };
}

/** The seats among `seats` whose value has the highest strength (null values do not compete). */
function bestByStrength(values: readonly (HandValue | null)[], seats: readonly number[]): number[] {
  let best = -1;
  let winners: number[] = [];
  for (const s of seats) {
    const v = values[s];
    if (!v) continue;
    if (v.strength > best) { best = v.strength; winners = [s]; } else if (v.strength === best) winners.push(s);
  }
  return winners.sort((x, y) => x - y);
}

/**
 * Decides one board from hands already valued (`showdownHand`), for the pot contested by `inPot`
 * (default: every seat with a hand). H-LOW8: without a qualifying low the high hand takes it all.
 */
export function decideBoard(game: GameId | GameSpec, hands: readonly (ShowdownHand | null)[], inPot?: readonly number[]): BoardShowdown {
  const spec = specOf(game);
  const seats = inPot ?? hands.flatMap((h, s) => (h ? [s] : []));
  for (const s of seats) {
    if (!Number.isInteger(s) || s < 0 || s >= hands.length || !hands[s]) {
      throw new Error(`Seat ${String(s)} is in the pot but has no hand at the showdown.`);
    }
  }
  const { winners: high, shown } = highWinners(spec, hands, seats);
  const low = spec.low ? bestByStrength(hands.map((h) => h?.low ?? null), seats) : [];
  const noLow = !!spec.low && low.length === 0;
  const awards: ShowdownAward[] = low.length > 0
    ? [{ half: 'high', winners: high, share: 1 / (2 * high.length) }, { half: 'low', winners: low, share: 1 / (2 * low.length) }]
    : [{ half: 'whole', winners: high, share: 1 / high.length }];
  const shares = new Array<number>(hands.length).fill(0);
  for (const a of awards) for (const s of a.winners) shares[s] += a.share;
  return { high, low, noLow, awards, shares, shownHigh: shown };
}

/**
 * THE showdown: values every player's cards on each board and decides who wins each board and each
 * half of the pot contested by `inPot`. The hand, the quizzes and the equity reference all call it;
 * the Wasm equity kernel (assembly/equity.ts) implements the same rule and is checked against it.
 */
export function showdownWinners(input: ShowdownInput): ShowdownResult {
  const spec = specOf(input.game);
  if (!Array.isArray(input.players)) throw new Error('A showdown needs the players\' cards, one entry per seat.');
  const boards = input.boards ?? [input.board ?? []];
  if (boards.length === 0) throw new Error('A showdown needs at least one board.');
  assertNoCardTwice(input.players, boards);
  const evaluator = input.evaluator ?? referenceEvaluator;
  const hands = boards.map((board) => input.players.map((cards) => (cards ? showdownHand(spec, cards, board, evaluator) : null)));
  const results = hands.map((h) => decideBoard(spec, h, input.inPot));
  const shares = input.players.map((_, s) => results.reduce((sum, r) => sum + r.shares[s], 0) / results.length);
  return { boards: results, hands, shares };
}

/** A card held by two seats, or by a seat and a board, is a broken deal (boards may share their first cards). */
function assertNoCardTwice(players: readonly (readonly Card[] | null)[], boards: readonly (readonly Card[])[]): void {
  const owner = new Map<Card, string>();
  const take = (card: Card, who: string) => {
    const before = owner.get(card);
    if (before !== undefined && before !== who) throw new Error(`${formatCard(card)} is dealt twice (${before} and ${who}).`);
    owner.set(card, who);
  };
  players.forEach((cards, s) => cards?.forEach((card) => take(card, `seat ${s}`)));
  // Run-out boards share the cards dealt before the run-out, so a card may repeat across boards at the same place.
  boards.forEach((board) => board.forEach((card) => take(card, 'the board')));
}

/**
 * The winners (indexes) of one Telesina pot contested by every hand given (H-TELESINA-HU with two).
 * Give ShowdownHands (from `showdownHand`) for the six-suited-card case; bare values cannot carry it.
 */
export function telesinaWinners(hands: readonly (HandValue | ShowdownHand)[]): number[] {
  const shown = hands.map((h): ShowdownHand => ('strength' in h ? { high: h, low: null } : h));
  return decideBoard('telesina', shown).high;
}
