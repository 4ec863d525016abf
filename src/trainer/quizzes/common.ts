// Shared helpers for quiz kinds: dealing from a seeded deck, asking the evaluator, hand words.
import {
  type Card, categoryPhrase, deckCards, formatCards, GAMES, type HandRule, type HandValue, referenceEvaluator,
} from '../../engine';
import { TRAINER_GAMES, type GameId } from '../games';
import type { Difficulty, Question } from '../quiz';
import { Rng } from '../rng';

export { formatCards };

/** The engine's evaluator (the reference one: synchronous and exact). */
export const best = (rule: HandRule, hole: readonly Card[], board: readonly Card[] = []): HandValue | null =>
  referenceEvaluator.best(rule, hole, board);

/** "a flush (Ah Kh 9h 5h 2h)", or "no qualifying low". */
export function handWords(value: HandValue | null): string {
  if (!value) return 'no qualifying low';
  return `${categoryPhrase(value.category)} (${formatCards(value.cards)})`;
}

/** A deck dealer for one question. */
export class Dealer {
  private cards: Card[];
  constructor(rng: Rng, deck: 52 | 32 = 52) {
    this.cards = rng.shuffle(deckCards(deck));
  }
  take(n: number): Card[] {
    if (n > this.cards.length) throw new Error('The deck ran out while building a question.');
    return this.cards.splice(0, n);
  }
  /** Puts a card back at the bottom of the deck (a biased deal passed it over). */
  putBack(card: Card): void {
    this.cards.push(card);
  }
  /** Removes given cards from the deck (they were placed on purpose). */
  remove(cards: readonly Card[]): void {
    this.cards = this.cards.filter((c) => !cards.includes(c));
  }
}

/** The game a question is about: the one asked for, else one drawn from the kind's games. */
export function chooseGame(rng: Rng, games: readonly GameId[], game?: GameId): GameId {
  if (game !== undefined) {
    if (!games.includes(game)) throw new Error(`This quiz does not apply to ${TRAINER_GAMES[game]?.name ?? game}.`);
    return game;
  }
  return rng.pick(games);
}

export const playerLabel = (i: number): string => `Player ${i + 1}`;

/** Builds the common part of a question. */
export function question(
  base: { kind: string; seed: number; difficulty: Difficulty; game: GameId | null },
  rest: Omit<Question, 'kind' | 'seed' | 'difficulty' | 'game'>,
): Question {
  return { ...base, ...rest };
}

/** Tries `build` with fresh randomness until it accepts (returns non-null); bounded. */
export function retry<T>(rng: Rng, build: (rng: Rng) => T | null, tries = 200): T {
  for (let i = 0; i < tries; i++) {
    const out = build(rng);
    if (out !== null) return out;
  }
  throw new Error('Could not build a question from this seed.');
}

export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Blind levels the betting quizzes use. */
export const BLIND_LEVELS: readonly [number, number][] = [[1, 2], [5, 10], [25, 50], [50, 100], [100, 200], [500, 1000]];

/** Seat label shown to the learner (seats are numbered from 1). */
export const seatLabel = (index: number): string => `Seat ${index + 1}`;

/** Games (by the engine's catalogue) that can be played with one of these structures. */
export function gamesWithStructure(structures: readonly string[]): GameId[] {
  return (Object.keys(GAMES) as GameId[]).filter((id) => GAMES[id].structures.some((s) => structures.includes(s)));
}

/** Words for the first betting round or a later one, by game family ("before the flop", "after the draw", ...). */
export function roundWords(game: GameId, first: boolean): string {
  const family = GAMES[game].family;
  if (family === 'community') return first ? 'before the flop' : 'after the flop';
  if (family === 'draw') return first ? 'before the draw' : 'after the draw';
  return first ? 'on the first betting round' : 'on a later betting round';
}

/** "big blind 100" in blind games, "minimum bet 100" in ante games. */
export const minBetWords = (game: GameId, amount: number): string => (GAMES[game].forcedBets === 'blinds' ? `big blind ${amount}` : `minimum bet ${amount}`);
