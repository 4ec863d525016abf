// Quiz "the rake of a pot" (P-RAKE, real-money rooms only; Felt's chips are never raked): no flop, no
// drop; 5 per 100 capped by players; pots under 4.00 pay 1 per 20 cents. The engine's rake answers.
//
// Difficulty: 1 is no limit with two or three players, a flop seen, pots of 4.00 to 30.00; 2 adds up to nine players
// (the caps), hands ended before the flop and pots under 4.00; 3 adds pot-limit and half-pot rooms, large pots against
// the caps and more small pots.
import { rake } from '../../engine';
import { formatNumber, msg } from '../../i18n';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { question } from './common';
import { structureWords } from './texts';

const KIND = 'rake';

export const rakeQuiz: QuizKind = {
  id: KIND,
  code: 'rk',
  get title() { return msg('quiz.rake.title'); },
  ruleIds: ['P-RAKE', 'T-CHIPS'],
  games: [],
  generate(seed, difficulty) {
    const rng = new Rng(seed);
    const players = rng.int(2, difficulty === 1 ? 3 : 9);
    const flopSeen = difficulty === 1 ? true : rng.chance(0.8);
    // P-RAKE gives a schedule for no-limit, pot-limit and half-pot only, so only those are asked.
    const structure = difficulty === 3 ? rng.pick(['no-limit', 'pot-limit', 'half-pot']) : 'no-limit';
    const cents = rng.chance(difficulty === 3 ? 0.45 : difficulty === 2 ? 0.3 : 0) ? rng.int(20, 399) : rng.int(400, difficulty === 1 ? 3000 : 12000);
    const pot = cents / 100;
    const expected = Math.round(rake({ pot, players, flopSeen, structure }) * 100);
    const cap = players <= 2 ? 75 : players === 3 ? 200 : 300;
    const working = !flopSeen ? [msg('quiz.rake.noFlop')]
      : cents < 400 ? [msg('quiz.rake.small', { rake: expected })]
          : [msg('quiz.rake.capped', { raw: Math.floor(cents / 100) * 5, players, cap, rake: expected })];
    working.push(msg('quiz.rake.feltNever'));
    const potText = formatNumber(pot, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const room = structureWords(structure);
    return question({ kind: KIND, seed, difficulty, game: null }, {
      prompt: msg(flopSeen ? 'quiz.rake.prompt' : 'quiz.rake.promptNoFlop', { room, pot: potText, players }),
      scene: { facts: [msg(flopSeen ? 'quiz.rake.fact' : 'quiz.rake.factNoFlop', { pot: potText, players })] },
      input: { type: 'amount', label: msg('quiz.rake.label'), unit: msg('quiz.rake.unit') },
      expected,
      working,
      ruleIds: ['P-RAKE', 'T-CHIPS'],
    });
  },
};
