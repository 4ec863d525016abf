// Quiz "a premature card" (I-PREMATURE): board cards dealt before the betting round ended, or too many. A procedure
// the engine never needs, so the ruling is this file's readable table; the wrong options are rulings about the same
// street (so no keyword gives the answer away).
//
// Difficulty: 1 asks a premature flop, turn or river from three options; 2 adds too many cards turned (known or not
// which is extra) with four options; 3 shows five options, the near-misses (a burn that should not be, the wrong card
// kept) included.
import type { Difficulty, QuizKind } from '../quiz';
import { Rng } from '../rng';
import { shuffleChoices } from './choices';
import { question } from './common';

const KIND = 'premature-card';

type Event = 'flop' | 'turn' | 'river' | 'extra-known' | 'extra-unknown';

const STORIES: Record<Event, string> = {
  flop: 'The dealer spreads the flop before the betting before the flop is over.',
  turn: 'The dealer burns and turns the turn card while a player on the flop has not yet acted.',
  river: 'The river card is dealt before the betting on the turn is finished.',
  'extra-known': 'Four cards are turned for the flop; everyone saw that the fourth card came off the deck after the other three.',
  'extra-unknown': 'Four cards are turned for the flop, spread together: nobody can tell which one is extra.',
};

/** I-PREMATURE: what the dealer does for each kind of premature or extra board card. */
export const PREMATURE_RULINGS: Record<Event, string> = {
  flop: 'Put the flop back, finish the round, reshuffle without burning or mucking, and deal a new flop without a burn',
  turn: 'Set the card aside, finish the round, burn and deal the original river card as the turn; then reshuffle with the premature card and deal the river without a burn',
  river: 'Put the card back, finish the round, reshuffle, and deal a new river without a burn',
  'extra-known': 'Take back only the extra card: the other three cards stand as the flop',
  'extra-unknown': 'Take all four back, reshuffle them into the deck and deal a new flop: it is not known which card is extra',
};

/** Wrong rulings a dealer might give, about the same street. */
const WRONG: Record<Event, string[]> = {
  flop: [
    'Leave the flop where it is: the betting goes on and the cards stand',
    'Put the flop back, finish the round, and deal the same three cards again as the flop',
    'Put the flop back, finish the round, reshuffle, burn a card and deal a new flop',
    'Misdeal: the whole hand is dealt again',
  ],
  turn: [
    'Leave the turn card where it is: the betting goes on and the card stands',
    'Put the card back on top, finish the round, and deal it again as the turn',
    'Set the card aside, finish the round, and deal the next card as the turn without a burn; the premature card is dead',
    'Misdeal: the whole hand is dealt again',
  ],
  river: [
    'Leave the river card where it is: the betting goes on and the card stands',
    'Put the card back on top, finish the round, and deal it again as the river',
    'Put the card back, finish the round, reshuffle, burn a card and deal a new river',
    'Misdeal: the whole hand is dealt again',
  ],
  'extra-known': [
    'Take all four back, reshuffle them into the deck and deal a new flop',
    'Leave all four cards: the board plays with an extra card',
    'Take back the first card turned: the last three stand as the flop',
    'Misdeal: the whole hand is dealt again',
  ],
  'extra-unknown': [
    'Take back the card on the right: the other three stand as the flop',
    'Leave all four cards: the board plays with an extra card',
    'The players choose which card to take back',
    'Misdeal: the whole hand is dealt again',
  ],
};

const EVENTS: Record<Difficulty, Event[]> = { 1: ['flop', 'turn', 'river'], 2: ['flop', 'turn', 'river', 'extra-known', 'extra-unknown'], 3: ['flop', 'turn', 'river', 'extra-known', 'extra-unknown'] };

export const prematureCard: QuizKind = {
  id: KIND,
  code: 'pc',
  title: 'A premature card',
  ruleIds: ['I-PREMATURE'],
  games: [],
  generate(seed, difficulty) {
    const rng = new Rng(seed);
    const event = rng.pick(EVENTS[difficulty]);
    const { options, expected } = shuffleChoices(rng, PREMATURE_RULINGS[event], WRONG[event], difficulty + 2);
    return question({ kind: KIND, seed, difficulty, game: null }, {
      prompt: "Hold'em, a live card room: what does the dealer do?",
      scene: { facts: [STORIES[event]] },
      input: { type: 'choice', options },
      expected,
      working: [`${PREMATURE_RULINGS[event]}.`],
      ruleIds: ['I-PREMATURE'],
    });
  },
};
