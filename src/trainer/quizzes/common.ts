// Shared helpers for quiz kinds: dealing from a seeded deck, asking the evaluator, hand words, and the shared
// vocabulary in the active language (issue 15: seats, rounds, categories, the engine's reasons; 'quiz.common.*').
import {
  type Card, deckCards, formatCards, GAMES, type HandCategory, type HandRule, type HandValue, type Reason, referenceEvaluator,
} from '../../engine';
import { reasonText as engineReasonText } from '../../i18n/engine-text';
import { currentLocale, msg, type MessageId, type Params } from '../../i18n/index';
import { gameName, type GameId } from '../games';
import type { Difficulty, Question } from '../quiz';
import { Rng } from '../rng';

export { formatCards };

/** The engine's evaluator (the reference one: synchronous and exact). */
export const best = (rule: HandRule, hole: readonly Card[], board: readonly Card[] = []): HandValue | null =>
  referenceEvaluator.best(rule, hole, board);

/** A quiz message by a computed id (the id is checked by the parity test against the catalogue). */
export const word = (id: string, params?: Params): string => msg(id as MessageId, params);

/** A hand category as it reads inside a sentence, in the active language ("a flush", "bir per"). */
export const categoryPhrase = (category: HandCategory): string => word(`quiz.common.category.${category}`);

/** "a flush (Ah Kh 9h 5h 2h)", or "no qualifying low". */
export function handWords(value: HandValue | null): string {
  if (!value) return msg('quiz.common.noLow');
  return msg('quiz.common.handWords', { hand: categoryPhrase(value.category), cards: formatCards(value.cards) });
}

export { handName } from '../hand-name';

/** A chip amount inside quiz text: plain digits in every language (the same number the engine gives, no grouping). */
export const chips = (amount: number): string => String(amount);

/**
 * The engine's reason for an illegal action in the active language (the UI's translator, src/i18n/engine-text.ts,
 * 'engine.<id>'), with chip amounts as plain digits like the rest of the quiz and a list of sizes joined the
 * locale's way; English is the engine's own sentence.
 */
export function reasonText(r: Reason): string {
  const params: Params = {};
  for (const [k, v] of Object.entries(r.params)) params[k] = typeof v === 'number' ? chips(v) : v;
  if (r.id === 'fixed-sizes' && typeof r.params.sizes === 'string' && currentLocale() !== 'en') params.sizes = orList(r.params.sizes.split(' or '));
  return engineReasonText({ id: r.id, params, text: r.text });
}

/** "20 or 40" in the active language. */
export const orList = (items: string[]): string => new Intl.ListFormat(currentLocale(), { type: 'disjunction' }).format(items);

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
    if (!games.includes(game)) throw new Error(msg('quiz.common.notThisGame', { game: gameName(game) }));
    return game;
  }
  return rng.pick(games);
}

export const playerLabel = (i: number): string => msg('quiz.common.player', { n: i + 1 });

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
  throw new Error(msg('quiz.common.noBuild'));
}

export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Blind levels the betting quizzes use. */
export const BLIND_LEVELS: readonly [number, number][] = [[1, 2], [5, 10], [25, 50], [50, 100], [100, 200], [500, 1000]];

/** Seat label shown to the learner (seats are numbered from 1). */
export const seatLabel = (index: number): string => msg('quiz.common.seat', { n: index + 1 });

/** Games (by the engine's catalogue) that can be played with one of these structures. */
export function gamesWithStructure(structures: readonly string[]): GameId[] {
  return (Object.keys(GAMES) as GameId[]).filter((id) => GAMES[id].structures.some((s) => structures.includes(s)));
}

/** Words for the first betting round or a later one, by game family ("before the flop", "after the draw", ...). */
export function roundWords(game: GameId, first: boolean): string {
  const family = GAMES[game].family === 'community' ? 'community' : GAMES[game].family === 'draw' ? 'draw' : 'stud';
  return word(`quiz.common.${first ? 'firstRound' : 'laterRound'}.${family}`);
}

/** "big blind 100" in blind games, "minimum bet 100" in ante games. */
export const minBetWords = (game: GameId, amount: number): string => msg(GAMES[game].forcedBets === 'blinds' ? 'quiz.common.minBet.blinds' : 'quiz.common.minBet.antes', { amount: chips(amount) });
