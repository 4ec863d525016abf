// Quiz "misdeal or not?" (I-MISDEAL, I-EXPOSED, I-BURNS): deal irregularities and what the dealer does.
// The engine never needs these procedures, so the ruling is written here as one readable function.
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { question } from './common';

const KIND = 'misdeal';

type Irregularity = 'button-first-card' | 'two-exposed' | 'two-decks' | 'too-many-seen' | 'wrong-player' | 'one-exposed' | 'off-table' | 'burns';

const STORIES: Record<Irregularity, string> = {
  'button-first-card': 'The dealer turns the first card to the button face up by mistake.',
  'two-exposed': 'The dealer flips two cards face up while dealing the hole cards.',
  'two-decks': 'A card with a different back turns up: cards from two decks are mixed.',
  'too-many-seen': 'A player is dealt one card too many, and the others may have seen it.',
  'wrong-player': 'A card goes to the wrong player during the deal.',
  'one-exposed': 'The dealer exposes one card (not the first card to the button) while dealing the hole cards.',
  'off-table': 'A card flies off the table during the deal.',
  burns: 'The dealer burned two cards instead of one before the flop.',
};

export const RULINGS = [
  'Misdeal: gather, reshuffle and deal again',
  'Finish the deal, show the card to everyone, replace it with the top card and use it as the next burn card',
  'The hand is played out as dealt',
  'Correct the burn cards and go on',
  'The cards stand as dealt',
] as const;

/**
 * The ruling (an index into RULINGS). I-MISDEAL: the listed errors are a misdeal only while fewer than
 * two players have acted; after that the hand is played out. I-EXPOSED: any other exposed card (a card
 * off the table counts) is replaced and used as the next burn. I-BURNS: a wrong number of burn cards is
 * corrected before betting starts on that street, else the cards stand.
 */
export function misdealRuling(event: Irregularity, playersActed: number): number {
  if (event === 'burns') return playersActed === 0 ? 3 : 4;
  if (event === 'one-exposed' || event === 'off-table') return 1;
  return playersActed < 2 ? 0 : 2;
}

export const misdeal: QuizKind = {
  id: KIND,
  code: 'md',
  title: 'Misdeal or not?',
  ruleIds: ['I-MISDEAL', 'I-EXPOSED', 'I-BURNS'],
  games: [],
  generate(seed, difficulty) {
    const rng = new Rng(seed);
    const events = Object.keys(STORIES) as Irregularity[];
    const event = rng.pick(events);
    const playersActed = difficulty === 1 ? 0 : rng.pick([0, 1, 2, 3]);
    const expected = misdealRuling(event, playersActed);
    const when = event === 'burns'
      ? (playersActed === 0 ? 'It is noticed before anyone bets on the flop.' : `It is noticed after ${playersActed} player${playersActed > 1 ? 's have' : ' has'} acted on the flop.`)
      : (playersActed === 0 ? 'It is noticed before anyone acts.' : `It is noticed after ${playersActed} player${playersActed > 1 ? 's have' : ' has'} acted.`);
    // Show the right ruling among three or four, always in the fixed order of RULINGS.
    const others = rng.shuffle([0, 1, 2, 3, 4].filter((i) => i !== expected)).slice(0, difficulty === 1 ? 2 : 3);
    const shown = [expected, ...others].sort((a, b) => a - b);
    const rule = event === 'burns' ? 'I-BURNS' : event === 'one-exposed' || event === 'off-table' ? 'I-EXPOSED' : 'I-MISDEAL';
    const why = {
      'I-BURNS': 'A wrong number of burn cards is corrected if noticed before the betting starts; after that the cards stand.',
      'I-EXPOSED': 'An exposed card that is not a misdeal (a card off the table counts as exposed) is shown to all, replaced with the top card and used as the next burn.',
      'I-MISDEAL': 'This error is a misdeal if noticed before two players have acted; after that the hand is played out.',
    }[rule];
    return question({ kind: KIND, seed, difficulty, game: null }, {
      prompt: 'What does the dealer do?',
      scene: { facts: [STORIES[event], when] },
      input: { type: 'choice', options: shown.map((i) => RULINGS[i]) },
      expected: shown.indexOf(expected),
      working: [why, `Here: ${RULINGS[expected].toLowerCase()}.`],
      ruleIds: [rule],
    });
  },
};
