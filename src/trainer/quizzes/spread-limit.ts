// Quiz "the spread-limit range" (B-SPREAD, written 1-2-3): the smallest and largest bet or raise-to now. A hand the
// engine played to the spot; its next.options (minRaiseTo, maxRaiseTo) answer.
//
// Difficulty: 1 asks an opening bet; 2 a raise facing bets, on any round; 3 spots late in a round, where the three-
// times-the-maximum total or a short stack caps the range.
import { GAMES } from '../../engine';
import { msg } from '../../i18n/index';
import { gameName } from '../games';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { chips, chooseGame, gamesWithStructure, question, retry, seatLabel } from './common';
import { deal, mixedPolicy, playUntil, roundIndexOf, stacksFor, structureFor, tableScene, UNITS } from './table';

const KIND = 'spread-limit';
const GAMES_HERE = gamesWithStructure(['spread-limit']);

export const spreadLimit: QuizKind = {
  id: KIND,
  code: 'sl',
  get title() { return msg('quiz.spread-limit.title'); },
  ruleIds: ['B-SPREAD', 'B-STACK'],
  games: GAMES_HERE,
  generate(seed, difficulty, gameAsked) {
    const rng = new Rng(seed);
    const game = chooseGame(rng, GAMES_HERE, gameAsked);
    const spec = GAMES[game];
    const built = retry(rng, (r) => {
      const unit = r.pick(UNITS);
      const players = Math.min(spec.maxPlayers, difficulty === 1 ? 3 : r.int(3, 6));
      const p = deal({ game, structure: structureFor(game, 'spread-limit', unit), stacks: stacksFor(r, players, unit, difficulty === 3 ? 1 : 0), button: r.int(0, players - 1), seed: r.int(1, 2 ** 30) });
      const target = r.int(0, spec.streets.filter((s) => s.betting).length - 1);
      return playUntil(p, r, (q) => {
        const next = q.hand.next;
        if (next.kind !== 'act' || next.options.minRaiseTo === null || next.options.bringIn !== undefined) return false;
        if (roundIndexOf(game, next.street) < target) return false;
        const bets = q.hand.view(next.seat).seats.map((s) => s.bet).filter((b) => b > 0).length;
        if (difficulty === 1) return next.options.check;
        if (difficulty === 2) return next.options.call > 0;
        return bets >= 2 && r.chance(0.7);
      }, mixedPolicy({ fold: 1, passive: 2, raise: 3 }));
    }, 400);
    const next = built.hand.next;
    if (next.kind !== 'act') throw new Error('spread-limit: the spot is not a betting decision');
    const seat = next.seat;
    const o = next.options;
    const { scene, table } = tableScene(built, { actor: seat, live: false });
    const round = roundIndexOf(game, next.street);
    const [a, b, c] = built.setup.structure.spreadMax!;
    const roundMax = round < 2 ? a : round === 2 ? b : c;
    return question({ kind: KIND, seed, difficulty, game }, {
      prompt: msg(o.check ? 'quiz.spread-limit.prompt.bet' : 'quiz.spread-limit.prompt.raise', { game: gameName(game), seat: seatLabel(seat) }),
      scene,
      input: { type: 'amounts', labels: [msg('quiz.spread-limit.smallest'), msg('quiz.spread-limit.largest')] },
      expected: [o.minRaiseTo!, o.maxRaiseTo!],
      working: [
        msg(o.check ? 'quiz.spread-limit.min.bet' : 'quiz.spread-limit.min.raise', { min: chips(o.minRaiseTo!) }),
        msg(o.maxRaiseTo === o.allInTo ? 'quiz.spread-limit.maxStack' : 'quiz.spread-limit.max', { roundMax: chips(roundMax), total: chips(3 * roundMax), allIn: chips(o.allInTo), max: chips(o.maxRaiseTo!) }),
      ],
      ruleIds: o.maxRaiseTo === o.allInTo ? ['B-SPREAD', 'B-STACK'] : ['B-SPREAD'],
      table,
    });
  },
};
