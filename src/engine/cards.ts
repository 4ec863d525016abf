// Cards and decks (C-NOTATION, C-DECK52, C-DECK32, C-SUITORDER).
// A card is an integer 0..51: rank * 4 + suit, rank 0..12 for 2..A, suit 0..3 for c, d, h, s.
// The Wasm kernels use the same ids, so cards cross the boundary as plain integers.

/** A card id: `rank * 4 + suit` (rank 0 = deuce .. 12 = ace; suit 0 clubs, 1 diamonds, 2 hearts, 3 spades). */
export type Card = number;
export type Rank = number;
export type Suit = number;

export const RANK_CHARS = '23456789TJQKA';
export const SUIT_CHARS = 'cdhs';
export const RANK_NAMES = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'jack', 'queen', 'king', 'ace'];
export const RANK_PLURALS = ['twos', 'threes', 'fours', 'fives', 'sixes', 'sevens', 'eights', 'nines', 'tens', 'jacks', 'queens', 'kings', 'aces'];
export const SUIT_NAMES = ['clubs', 'diamonds', 'hearts', 'spades'];
export const SUIT_SYMBOLS = ['♣', '♦', '♥', '♠'];

export const ACE: Rank = 12;
export const SEVEN: Rank = 5;
export const CLUBS: Suit = 0;
export const DIAMONDS: Suit = 1;
export const HEARTS: Suit = 2;
export const SPADES: Suit = 3;

export const rankOf = (card: Card): Rank => card >> 2;
export const suitOf = (card: Card): Suit => card & 3;
export const makeCard = (rank: Rank, suit: Suit): Card => rank * 4 + suit;

/** Deck kinds: the standard 52 cards (C-DECK52) or the 32-card deck A..7 (C-DECK32). */
export type DeckKind = 52 | 32;

/** The cards of a deck in id order. */
export function deckCards(deck: DeckKind = 52): Card[] {
  const first = deck === 32 ? SEVEN * 4 : 0;
  const cards: Card[] = [];
  for (let c = first; c < 52; c++) cards.push(c);
  return cards;
}

/** True when the card belongs to the deck (the 32-card deck holds only sevens and up). */
export const inDeck = (card: Card, deck: DeckKind = 52): boolean =>
  Number.isInteger(card) && card >= (deck === 32 ? SEVEN * 4 : 0) && card < 52;

/**
 * C-DECK32 / C-DECK52: why `card` is not in the deck (a sentence without the full stop, naming `where` when given),
 * or null when it is. Every deck check in the engine words it this way.
 */
export function outsideDeck(card: Card, deck: DeckKind = 52, where?: string): string | null {
  if (inDeck(card, deck)) return null;
  const place = where ? ` in ${where}` : '';
  return inDeck(card) ? `${formatCard(card)}${place} is not in the 32-card deck (sevens up to aces only)`
    : `${String(card)}${place} is not a card id (0..51)`;
}

/**
 * Suit order for tie-breaks and the bring-in (C-SUITORDER), as a value per suit id where higher is
 * stronger. 'spades' order: spades > hearts > diamonds > clubs (stud, Soko, Americana);
 * 'hearts' order: hearts > diamonds > clubs > spades (Telesina, 32-card draw).
 */
export const SUIT_ORDER = {
  spades: [0, 1, 2, 3] as const,
  hearts: [1, 2, 3, 0] as const,
};
export type SuitOrderName = keyof typeof SUIT_ORDER;

/** A card input error: says which token is wrong and why. */
export class CardError extends Error {
  constructor(message: string, readonly token?: string) {
    super(message);
    this.name = 'CardError';
  }
}

function parseToken(token: string): Card {
  const m = /^(10|[2-9tjqka])([cdhs])$/i.exec(token);
  if (!m) {
    const hint = token.length < 2 ? 'a card is a rank and a suit, like Ah or 10d'
      : /^(10|[2-9tjqka])/i.test(token) ? `"${token.slice(-1)}" is not a suit (use c, d, h or s)`
      : `"${token.slice(0, token.length - 1)}" is not a rank (use 2-9, T or 10, J, Q, K, A)`;
    throw new CardError(`"${token}" is not a card: ${hint}.`, token);
  }
  const rank = m[1] === '10' ? 8 : RANK_CHARS.indexOf(m[1].toUpperCase());
  return makeCard(rank, SUIT_CHARS.indexOf(m[2].toLowerCase()));
}

/**
 * Reads cards written rank+suit (C-NOTATION): "AhKd", "Ah Kd", "ah,kd", "10h". Case-insensitive.
 * Throws a CardError naming the bad token; rejects duplicates, and with `deck: 32` any card below
 * a seven (C-DECK32).
 */
export function parseCards(text: string, options: { deck?: DeckKind } = {}): Card[] {
  if (typeof text !== 'string') throw new CardError('Cards must be given as text, like "Ah Kd".');
  const cards: Card[] = [];
  const seen = new Set<Card>();
  for (const chunk of text.split(/[\s,;]+/).filter(Boolean)) {
    // Split into rank+suit pairs: "AhKd" -> ["Ah", "Kd"], "10h" -> ["10h"].
    const pairs: string[] = [];
    let rest = chunk;
    while (rest.length > 0) {
      const len = rest.startsWith('10') ? 3 : 2;
      pairs.push(rest.slice(0, len));
      rest = rest.slice(len);
    }
    for (const token of pairs) {
      const card = parseToken(token);
      if (seen.has(card)) throw new CardError(`${formatCard(card)} appears twice: each card exists once in the deck.`, token);
      const outside = outsideDeck(card, options.deck ?? 52);
      if (outside) throw new CardError(`${outside}.`, token);
      seen.add(card);
      cards.push(card);
    }
  }
  return cards;
}

/** One card as text: "Ah". */
export const formatCard = (card: Card): string => RANK_CHARS[rankOf(card)] + SUIT_CHARS[suitOf(card)];

/** Cards as text separated by spaces: "Ah Kd". */
export const formatCards = (cards: readonly Card[]): string => cards.map(formatCard).join(' ');

/** The accessible name of a card: "ace of hearts". */
export const cardName = (card: Card): string => `${RANK_NAMES[rankOf(card)]} of ${SUIT_NAMES[suitOf(card)]}`;

/** Throws a CardError if a card repeats across the given groups (hands, board, dead cards). */
export function assertDistinct(groups: Record<string, readonly Card[]>): void {
  const owner = new Map<Card, string>();
  for (const [name, cards] of Object.entries(groups)) {
    for (const card of cards) {
      if (!inDeck(card)) throw new CardError(`${String(card)} in ${name} is not a card id (0..51).`);
      const first = owner.get(card);
      if (first !== undefined) {
        throw new CardError(first === name
          ? `${formatCard(card)} appears twice in ${name}.`
          : `${formatCard(card)} is in both ${first} and ${name}.`);
      }
      owner.set(card, name);
    }
  }
}
