// Quiz "a premature card" (I-PREMATURE): board cards dealt before the betting round ended, or too many. A procedure
// the engine never needs, so the ruling is this file's readable table; the wrong options are rulings about the same
// street (so no keyword gives the answer away).
//
// Difficulty: 1 asks a premature flop, turn or river from three options; 2 adds too many cards turned (known or not
// which is extra) with four options; 3 shows five options, the near-misses (a burn that should not be, the wrong card
// kept) included.
import { type MessageId, msg } from '../../i18n';
import type { Difficulty, QuizKind } from '../quiz';
import { Rng } from '../rng';
import { shuffleChoices } from './choices';
import { question } from './common';
import { texts } from './texts';

const KIND = 'premature-card';

type Event = 'flop' | 'turn' | 'river' | 'extra-known' | 'extra-unknown';

const STORIES = texts<Event>({
  flop: 'quiz.premature.story.flop',
  turn: 'quiz.premature.story.turn',
  river: 'quiz.premature.story.river',
  'extra-known': 'quiz.premature.story.extraKnown',
  'extra-unknown': 'quiz.premature.story.extraUnknown',
});

/** I-PREMATURE: what the dealer does for each kind of premature or extra board card (in the active language). */
export const PREMATURE_RULINGS = texts<Event>({
  flop: 'quiz.premature.ruling.flop',
  turn: 'quiz.premature.ruling.turn',
  river: 'quiz.premature.ruling.river',
  'extra-known': 'quiz.premature.ruling.extraKnown',
  'extra-unknown': 'quiz.premature.ruling.extraUnknown',
});

/** Wrong rulings a dealer might give, about the same street. */
const WRONG: Record<Event, MessageId[]> = {
  flop: ['quiz.premature.wrong.flopStands', 'quiz.premature.wrong.flopSame', 'quiz.premature.wrong.flopBurn', 'quiz.premature.wrong.misdeal'],
  turn: ['quiz.premature.wrong.turnStands', 'quiz.premature.wrong.turnSame', 'quiz.premature.wrong.turnDead', 'quiz.premature.wrong.misdeal'],
  river: ['quiz.premature.wrong.riverStands', 'quiz.premature.wrong.riverSame', 'quiz.premature.wrong.riverBurn', 'quiz.premature.wrong.misdeal'],
  'extra-known': ['quiz.premature.wrong.allFour', 'quiz.premature.wrong.leaveFour', 'quiz.premature.wrong.firstBack', 'quiz.premature.wrong.misdeal'],
  'extra-unknown': ['quiz.premature.wrong.rightBack', 'quiz.premature.wrong.leaveFour', 'quiz.premature.wrong.playersChoose', 'quiz.premature.wrong.misdeal'],
};

const EVENTS: Record<Difficulty, Event[]> = { 1: ['flop', 'turn', 'river'], 2: ['flop', 'turn', 'river', 'extra-known', 'extra-unknown'], 3: ['flop', 'turn', 'river', 'extra-known', 'extra-unknown'] };

export const prematureCard: QuizKind = {
  id: KIND,
  code: 'pc',
  get title() { return msg('quiz.premature.title'); },
  ruleIds: ['I-PREMATURE'],
  games: [],
  generate(seed, difficulty) {
    const rng = new Rng(seed);
    const event = rng.pick(EVENTS[difficulty]);
    const { options, expected } = shuffleChoices(rng, PREMATURE_RULINGS[event], WRONG[event].map((id) => msg(id)), difficulty + 2);
    return question({ kind: KIND, seed, difficulty, game: null }, {
      prompt: msg('quiz.misdeal.prompt'),
      scene: { facts: [STORIES[event]] },
      input: { type: 'choice', options },
      expected,
      working: [msg('quiz.premature.working', { ruling: PREMATURE_RULINGS[event] })],
      ruleIds: ['I-PREMATURE'],
    });
  },
};
