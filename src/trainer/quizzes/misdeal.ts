// Quiz "misdeal or not?" (I-MISDEAL, I-EXPOSED, I-BURNS): deal irregularities and what the dealer does. The engine
// never needs these procedures, so the ruling is written here as one readable function (hand-worked cases in
// test/quiz-rulings.test.ts); every option shown is a ruling a dealer could plausibly give for that situation.
//
// Difficulty: 1 shows three rulings for clear timings (nobody acted yet, or three players acted); 2 shows four and
// every kind of irregularity, burns included; 3 asks the boundary (one or two players acted, the first card to the
// button against any other exposed card).
import type { Difficulty, QuizKind } from '../quiz';
import { Rng } from '../rng';
import { shuffleChoices } from './choices';
import { question } from './common';

const KIND = 'misdeal';

export type Irregularity = 'button-first-card' | 'two-exposed' | 'two-decks' | 'too-many-seen' | 'wrong-player' | 'one-exposed' | 'off-table' | 'burns';

const STORIES: Record<Irregularity, string> = {
  'button-first-card': 'While dealing the hole cards, the dealer turns the first card to the button face up by mistake.',
  'two-exposed': 'While dealing the hole cards, the dealer flips two cards face up.',
  'two-decks': 'A card with a different back turns up in a player\'s hand: cards from two decks are mixed.',
  'too-many-seen': 'A player is dealt one card too many, and the others may have seen it.',
  'wrong-player': 'A card goes to the wrong player during the deal.',
  'one-exposed': 'While dealing the hole cards, the dealer exposes one card (not the first card to the button).',
  'off-table': 'While dealing the hole cards, a card flies off the table.',
  burns: 'The dealer burned two cards instead of one before the flop.',
};

export const RULINGS = {
  misdeal: 'Misdeal: gather the cards, reshuffle and deal again',
  replace: 'Finish the deal, show the card to everyone, replace it with the top card and use it as the next burn card',
  goOn: 'No misdeal: the hand goes on with the cards as dealt',
  burns: 'Put the burn cards right, then go on',
  // Plausible wrong rulings.
  fixCards: 'Take back only the wrong cards, deal the right ones and go on',
  keepExposed: 'The exposed card stays with the player, face up, and the deal goes on',
  replaceNoBurn: 'Replace the card with the next card of the deck and go on (no burn card)',
  burnAgain: 'Burn one more card and deal the flop from there',
} as const;
export type Ruling = keyof typeof RULINGS;

/**
 * The ruling. I-MISDEAL: the listed errors are a misdeal only while fewer than two players have acted; after that the
 * hand is played out. I-EXPOSED: any other exposed card on the deal (a card off the table counts) is replaced and
 * used as the next burn. I-BURNS: a wrong number of burn cards is corrected before betting starts, else the cards stand.
 */
export function misdealRuling(event: Irregularity, playersActed: number): Ruling {
  if (event === 'burns') return playersActed === 0 ? 'burns' : 'goOn';
  if (event === 'one-exposed' || event === 'off-table') return 'replace';
  return playersActed < 2 ? 'misdeal' : 'goOn';
}

/** The rulings shown for an irregularity: the real candidates for that kind of error. */
const CANDIDATES: Record<'misdeal' | 'exposed' | 'burns', Ruling[]> = {
  misdeal: ['misdeal', 'goOn', 'replace', 'fixCards'],
  exposed: ['replace', 'misdeal', 'keepExposed', 'replaceNoBurn'],
  burns: ['burns', 'goOn', 'misdeal', 'burnAgain'],
};

const ACTED: Record<Difficulty, number[]> = { 1: [0, 3], 2: [0, 1, 2, 3], 3: [1, 2] };

export const misdeal: QuizKind = {
  id: KIND,
  code: 'md',
  title: 'Misdeal or not?',
  ruleIds: ['I-MISDEAL', 'I-EXPOSED', 'I-BURNS'],
  games: [],
  generate(seed, difficulty) {
    const rng = new Rng(seed);
    const events = (Object.keys(STORIES) as Irregularity[]).filter((e) => difficulty > 1 || e !== 'burns');
    const event = difficulty === 3 && rng.chance(0.4) ? rng.pick(['button-first-card', 'one-exposed'] as const) : rng.pick(events);
    const group = event === 'burns' ? 'burns' : event === 'one-exposed' || event === 'off-table' ? 'exposed' : 'misdeal';
    // An exposed card is dealt with during the deal itself; the other errors may be noticed later.
    const playersActed = group === 'exposed' ? 0 : rng.pick(ACTED[difficulty]);
    const ruling = misdealRuling(event, playersActed);
    const when = group === 'exposed' ? 'The dealer notices it at once, with cards still to deal.'
      : event === 'burns' ? (playersActed === 0 ? 'It is noticed before anyone bets on the flop.' : `It is noticed after ${playersActed} player${playersActed > 1 ? 's have' : ' has'} acted on the flop.`)
        : (playersActed === 0 ? 'It is noticed before anyone acts.' : `It is noticed after ${playersActed} player${playersActed > 1 ? 's have' : ' has'} acted.`);
    const wrong = CANDIDATES[group].filter((r) => r !== ruling).map((r) => RULINGS[r]);
    const { options, expected } = shuffleChoices(rng, RULINGS[ruling], wrong, difficulty === 1 ? 3 : 4);
    const rule = group === 'burns' ? 'I-BURNS' : group === 'exposed' ? 'I-EXPOSED' : 'I-MISDEAL';
    const why = {
      'I-BURNS': 'A wrong number of burn cards is corrected if noticed before the betting starts; after that the cards stand.',
      'I-EXPOSED': 'An exposed card that is not a misdeal (a card off the table counts as exposed) is shown to all, replaced with the top card and used as the next burn.',
      'I-MISDEAL': 'This error is a misdeal if noticed before two players have acted; after that the hand is played out.',
    }[rule];
    return question({ kind: KIND, seed, difficulty, game: null }, {
      prompt: "Hold'em, a live card room: what does the dealer do?",
      scene: { facts: [STORIES[event], when] },
      input: { type: 'choice', options },
      expected,
      working: [why, `Here: ${RULINGS[ruling].charAt(0).toLowerCase()}${RULINGS[ruling].slice(1)}.`],
      ruleIds: [rule],
    });
  },
};
