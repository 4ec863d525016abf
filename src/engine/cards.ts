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

type TextParams = Record<string, string | number>;

/**
 * English sentences of card and range input errors by message id (DESIGN.md "Words on screen"): the UI
 * shows its catalogue's `engine.<id>` in the learner's language and this text as the fallback.
 */
export const CARD_TEXT = {
  'card.not-text': () => 'Cards must be given as text, like "Ah Kd".',
  'card.too-short': (p: TextParams) => `"${p.token}" is not a card: a card is a rank and a suit, like Ah or 10d.`,
  'card.bad-suit': (p: TextParams) => `"${p.token}" is not a card: "${p.suit}" is not a suit (use c, d, h or s).`,
  'card.bad-rank': (p: TextParams) => `"${p.token}" is not a card: "${p.rank}" is not a rank (use 2-9, T or 10, J, Q, K, A).`,
  'card.twice': (p: TextParams) => `${p.card} appears twice: each card exists once in the deck.`,
  'card.not-in-32': (p: TextParams) => `${p.card} is not in the 32-card deck (sevens up to aces only).`,
  'range.class': (p: TextParams) => `"${p.token}" is not a range token: a hand class is two ranks and optionally s (suited) or o (offsuit), like AKs. Examples: QQ+, AKs, A5s-A2s, KTo+, 22-55, AhKh, random.`,
  'range.pair-kind': (p: TextParams) => `"${p.token}" is not a range token: a pair cannot be suited or offsuit. Examples: QQ+, AKs, A5s-A2s, KTo+, 22-55, AhKh, random.`,
  'range.card-twice': (p: TextParams) => `"${p.token}" is not a range token: ${p.card} cannot be used twice in one hand. Examples: QQ+, AKs, A5s-A2s, KTo+, 22-55, AhKh, random.`,
  'range.span': (p: TextParams) => `"${p.token}" is not a range token: a span joins two pairs (22-55) or two hands with the same high card and kind (A5s-A2s). Examples: QQ+, AKs, A5s-A2s, KTo+, 22-55, AhKh, random.`,
  'range.span-dash': (p: TextParams) => `"${p.token}" is not a range token: a span has one dash. Examples: QQ+, AKs, A5s-A2s, KTo+, 22-55, AhKh, random.`,
  'range.empty': () => 'The range is empty: give hands like "QQ+, AKs" or "random".',
  'range.weight': (p: TextParams) => `"${p.token}" has a weight that is not a number from 0 to 1 (write AKs:0.5 for half of AKs).`,
  'range.no-hands': (p: TextParams) => `The range "${p.range}" holds no hands.`,
  'range.none-left': (p: TextParams) => `The range "${p.range}" has no hands left once the known cards are taken out.`,
  // Cards across the places of one request (equity lab, plan): the places are PLACE_TEXT ids, nested by the translator.
  'card.not-id-in': (p: TextParams) => `${p.card} in ${placeText(p.where, p, 'where')} is not a card id (0..51).`,
  'card.twice-in': (p: TextParams) => `${p.card} appears twice in ${placeText(p.where, p, 'where')}.`,
  'card.in-both': (p: TextParams) => `${p.card} is in both ${placeText(p.first, p, 'first')} and ${placeText(p.second, p, 'second')}.`,
  'card.already-in': (p: TextParams) => `${p.card} is already in ${placeText(p.where, p, 'where')}.`,
  'card.not-in-32-in': (p: TextParams) => `${p.card} in ${placeText(p.where, p, 'where')} is not in the 32-card deck (sevens up to aces only), which ${p.game} uses.`,
  'omaha.token': (p: TextParams) => `"${p.token}" is not an Omaha range token: ${OMAHA_WHY[p.why as keyof typeof OMAHA_WHY]?.(p) ?? p.why}. Examples: AAxx, AAKKds, KKQQss, JT98r, AsAhKsKh.`,
  'omaha.empty': () => 'The Omaha range is empty: give hands like "AAxx, KKQQds".',
  'omaha.none-left': (p: TextParams) => `The Omaha range "${p.range}" has no hands left once the known cards are taken out.`,
} satisfies Record<string, (p: TextParams) => string>;
export type CardReasonId = keyof typeof CARD_TEXT;

/**
 * The places cards are given in (message ids nested as `where`, `first`, `second`; `player` is 1-based, `seat` is a hand
 * setup's 0-based seat, `board` the extra board's number). English here; the catalogues have `engine.where.<id>`.
 */
export const PLACE_TEXT = {
  'where.board': () => 'the board',
  'where.vela': () => 'the Vela',
  'where.dead': () => 'the dead cards',
  'where.cards': (p: TextParams) => `player ${p.player}'s cards`,
  'where.down': (p: TextParams) => `player ${p.player}'s down cards`,
  'where.up': (p: TextParams) => `player ${p.player}'s up cards`,
  'where.hand': (p: TextParams) => `player ${p.player}'s hand`,
  // A hand setup's given cards (startHand's scenario cards).
  'where.stub': () => 'the stub',
  'where.seat': (p: TextParams) => `seat ${p.seat}'s cards`,
  'where.extra-board': (p: TextParams) => `extra board ${p.board}`,
} satisfies Record<string, (p: TextParams) => string>;
export type PlaceId = keyof typeof PLACE_TEXT;
/** A place with its numbers: { where: 'where.cards', player: 2 }, { where: 'where.seat', seat: 0 }. */
export interface Place { where: PlaceId; player?: number; seat?: number; board?: number }

/** A place's English words, its numbers read from `<key>_<name>` of the sentence's parameters (a translation nests `engine.<where>` instead). */
export const placeText = (where: unknown, params: TextParams, key: string): string =>
  PLACE_TEXT[where as PlaceId]?.({ player: params[`${key}_player`], seat: params[`${key}_seat`], board: params[`${key}_board`] }) ?? String(where);

/** Why an Omaha range token is refused (the `why` of omaha.token, nested as `engine.omaha.why.<id>`). */
export const OMAHA_WHY = {
  'omaha.why.syntax': () => 'write ranks (A, K, .., 2) and x, then ds, ss or r, or exact cards',
  'omaha.why.hand-size': (p: TextParams) => `a hand has ${p.size} cards`,
  'omaha.why.pattern-size': (p: TextParams) => `a pattern has ${p.size} ranks or x`,
  'omaha.why.five-rainbow': () => 'five cards cannot all be of different suits',
  'omaha.why.four-of-rank': () => 'a rank has only four cards',
  'omaha.why.too-broad': (p: TextParams) => `it holds about ${Number(p.count).toLocaleString('en')} hands, more than the lab samples from (${Number(p.max).toLocaleString('en')})`,
  'omaha.why.too-many': (p: TextParams) => `the range holds ${Number(p.count).toLocaleString('en')} hands, more than the lab samples from (${Number(p.max).toLocaleString('en')})`,
} satisfies Record<string, (p: TextParams) => string>;

/** A card input error: says which token is wrong and why; `reason` has its message id and parameters when it has one. */
export class CardError extends Error {
  constructor(message: string, readonly token?: string, readonly reason?: { id: CardReasonId; params: TextParams }) {
    super(message);
    this.name = 'CardError';
  }
}

/** A CardError from its message id (the English sentence from CARD_TEXT). */
export const cardError = (id: CardReasonId, params: TextParams = {}, token?: string): CardError =>
  new CardError(CARD_TEXT[id](params), token, { id, params });

function parseToken(token: string): Card {
  const m = /^(10|[2-9tjqka])([cdhs])$/i.exec(token);
  if (!m) {
    throw token.length < 2 ? cardError('card.too-short', { token }, token)
      : /^(10|[2-9tjqka])/i.test(token) ? cardError('card.bad-suit', { token, suit: token.slice(-1) }, token)
      : cardError('card.bad-rank', { token, rank: token.slice(0, token.length - 1) }, token);
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
  if (typeof text !== 'string') throw cardError('card.not-text');
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
      if (seen.has(card)) throw cardError('card.twice', { card: formatCard(card) }, token);
      // A parsed token is always one of the 52: only the 32-card deck can leave it out (C-DECK32).
      if (outsideDeck(card, options.deck ?? 52)) throw cardError('card.not-in-32', { card: formatCard(card) }, token);
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

/**
 * Throws a CardError if a card repeats across the given groups (hands, board, dead cards). With `place` (a group's name
 * to its Place) the error carries its message id, so it reads in the learner's language.
 */
export function assertDistinct(groups: Record<string, readonly Card[]>, place?: (name: string) => Place): void {
  const owner = new Map<Card, string>();
  const at = (key: string, name: string): TextParams => {
    const p = place?.(name);
    if (!p) return {};
    const out: TextParams = { [key]: p.where };
    for (const n of ['player', 'seat', 'board'] as const) if (p[n] !== undefined) out[`${key}_${n}`] = p[n];
    return out;
  };
  const fail = (message: string, id: CardReasonId, params: TextParams): CardError =>
    new CardError(message, undefined, place ? { id, params } : undefined);
  for (const [name, cards] of Object.entries(groups)) {
    for (const card of cards) {
      if (!inDeck(card)) throw fail(`${String(card)} in ${name} is not a card id (0..51).`, 'card.not-id-in', { card: String(card), ...at('where', name) });
      const first = owner.get(card);
      if (first !== undefined) {
        throw first === name
          ? fail(`${formatCard(card)} appears twice in ${name}.`, 'card.twice-in', { card: formatCard(card), ...at('where', name) })
          : fail(`${formatCard(card)} is in both ${first} and ${name}.`, 'card.in-both', { card: formatCard(card), ...at('first', first), ...at('second', name) });
      }
      owner.set(card, name);
    }
  }
}
