// Quiz "a premature card" (I-PREMATURE): board cards dealt before the betting round ended, or too many.
// A procedure the engine never needs, so the ruling is this file's readable table.
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
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
  'extra-known': 'Take back only the extra card: the other cards stand',
  'extra-unknown': 'Redeal those board cards: it is not known which card is extra',
};

export const prematureCard: QuizKind = {
  id: KIND,
  code: 'pc',
  title: 'A premature card',
  ruleIds: ['I-PREMATURE'],
  games: [],
  generate(seed, difficulty) {
    const rng = new Rng(seed);
    const events = Object.keys(STORIES) as Event[];
    const event = rng.pick(difficulty === 1 ? events.slice(0, 3) : events);
    const shown = rng.shuffle(events).filter((e) => e !== event).slice(0, difficulty === 1 ? 2 : 3);
    shown.push(event);
    shown.sort((a, b) => events.indexOf(a) - events.indexOf(b));
    return question({ kind: KIND, seed, difficulty, game: null }, {
      prompt: "Hold'em, live: what does the dealer do?",
      scene: { facts: [STORIES[event]] },
      input: { type: 'choice', options: shown.map((e) => PREMATURE_RULINGS[e]) },
      expected: shown.indexOf(event),
      working: [`${PREMATURE_RULINGS[event]}.`],
      ruleIds: ['I-PREMATURE'],
    });
  },
};
