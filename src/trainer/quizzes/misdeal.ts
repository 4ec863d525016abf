// Quiz "misdeal or not?" (I-MISDEAL, I-EXPOSED, I-BURNS): deal irregularities and what the dealer does. The engine
// never needs these procedures, so the ruling is written here as one readable function (hand-worked cases in
// test/quiz-rulings.test.ts); every option shown is a ruling a dealer could plausibly give for that situation.
//
// Difficulty: 1 shows three rulings for clear timings (nobody acted yet, or three players acted); 2 shows four and
// every kind of irregularity, burns included; 3 asks the boundary (one or two players acted, the first card to the
// button against any other exposed card).
import { msg } from '../../i18n';
import type { Difficulty, QuizKind } from '../quiz';
import { Rng } from '../rng';
import { shuffleChoices } from './choices';
import { question } from './common';
import { texts } from './texts';

const KIND = 'misdeal';

export type Irregularity = 'button-first-card' | 'two-exposed' | 'two-decks' | 'too-many-seen' | 'wrong-player' | 'one-exposed' | 'off-table' | 'burns';

const STORIES = texts<Irregularity>({
  'button-first-card': 'quiz.misdeal.story.buttonFirstCard',
  'two-exposed': 'quiz.misdeal.story.twoExposed',
  'two-decks': 'quiz.misdeal.story.twoDecks',
  'too-many-seen': 'quiz.misdeal.story.tooManySeen',
  'wrong-player': 'quiz.misdeal.story.wrongPlayer',
  'one-exposed': 'quiz.misdeal.story.oneExposed',
  'off-table': 'quiz.misdeal.story.offTable',
  burns: 'quiz.misdeal.story.burns',
});

/** The rulings, in the active language (read when a question is generated). */
export const RULINGS = texts({
  misdeal: 'quiz.misdeal.ruling.misdeal',
  replace: 'quiz.misdeal.ruling.replace',
  goOn: 'quiz.misdeal.ruling.goOn',
  burns: 'quiz.misdeal.ruling.burns',
  // Plausible wrong rulings.
  fixCards: 'quiz.misdeal.ruling.fixCards',
  keepExposed: 'quiz.misdeal.ruling.keepExposed',
  replaceNoBurn: 'quiz.misdeal.ruling.replaceNoBurn',
  burnAgain: 'quiz.misdeal.ruling.burnAgain',
});
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
  get title() { return msg('quiz.misdeal.title'); },
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
    const when = group === 'exposed' ? msg('quiz.misdeal.when.atOnce')
      : event === 'burns' ? (playersActed === 0 ? msg('quiz.misdeal.when.beforeFlopBet') : msg('quiz.misdeal.when.afterFlopActed', { n: playersActed }))
        : (playersActed === 0 ? msg('quiz.misdeal.when.beforeAnyone') : msg('quiz.misdeal.when.afterActed', { n: playersActed }));
    const wrong = CANDIDATES[group].filter((r) => r !== ruling).map((r) => RULINGS[r]);
    const { options, expected } = shuffleChoices(rng, RULINGS[ruling], wrong, difficulty === 1 ? 3 : 4);
    const rule = group === 'burns' ? 'I-BURNS' : group === 'exposed' ? 'I-EXPOSED' : 'I-MISDEAL';
    const why = msg(rule === 'I-BURNS' ? 'quiz.misdeal.why.burns' : rule === 'I-EXPOSED' ? 'quiz.misdeal.why.exposed' : 'quiz.misdeal.why.misdeal');
    return question({ kind: KIND, seed, difficulty, game: null }, {
      prompt: msg('quiz.misdeal.prompt'),
      scene: { facts: [STORIES[event], when] },
      input: { type: 'choice', options },
      expected,
      working: [why, msg('quiz.misdeal.here', { ruling: RULINGS[ruling] })],
      ruleIds: [rule],
    });
  },
};
