// Quiz "the minimum raise": standard (B-MINRAISE: at least the largest full bet or raise so far; an all-in opening
// bet below the minimum bet is not a full bet) and the card-room double rule (B-MINRAISE-DOUBLE: at least double the
// current bet). A hand the engine played to the spot; its next.options.minRaiseTo answers.
//
// Difficulty: 1 is the standard rule with at most one bet to face; 2 adds the double rule and several raises; 3
// adds short stacks, so short all-in bets and raises (which do not change the increment, B-FULLBET) come before.
import { GAMES, type MinRaiseRule } from '../../engine';
import { msg } from '../../i18n/index';
import { gameName } from '../games';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { chips, chooseGame, gamesWithStructure, question, retry, seatLabel } from './common';
import { deal, mixedPolicy, playUntil, stacksFor, structureFor, tableScene, UNITS } from './table';

const KIND = 'min-raise';
const GAMES_HERE = gamesWithStructure(['no-limit', 'pot-limit']);

export const minRaise: QuizKind = {
  id: KIND,
  code: 'mr',
  get title() { return msg('quiz.min-raise.title'); },
  ruleIds: ['B-MINRAISE', 'B-MINRAISE-DOUBLE', 'B-NL', 'B-FULLBET'],
  games: GAMES_HERE,
  generate(seed, difficulty, gameAsked) {
    const rng = new Rng(seed);
    const game = chooseGame(rng, GAMES_HERE, gameAsked);
    const spec = GAMES[game];
    const rule: MinRaiseRule = difficulty === 1 ? 'standard' : rng.pick(['standard', 'double']);
    const kind = spec.structures.includes('no-limit') ? 'no-limit' : 'pot-limit';
    const built = retry(rng, (r) => {
      const unit = r.pick(UNITS);
      const structure = { ...structureFor(game, kind, unit), minRaise: rule };
      const players = Math.min(spec.maxPlayers, difficulty === 1 ? 3 : r.int(3, 6));
      const p = deal({ game, structure, stacks: stacksFor(r, players, unit, difficulty === 3 ? r.int(1, 2) : 0), button: r.int(0, players - 1), seed: r.int(1, 2 ** 30) });
      return playUntil(p, r, (q) => {
        const next = q.hand.next;
        if (next.kind !== 'act' || next.options.minRaiseTo === null || next.options.minRaiseTo >= next.options.allInTo || next.options.bringIn !== undefined) return false;
        const bets = q.hand.view(next.seat).seats.map((s) => s.bet);
        const raises = bets.filter((b) => b > 0).length;
        const shortAllIn = q.hand.view(next.seat).seats.some((s) => s.allIn && s.bet > 0);
        if (difficulty === 1) return raises <= 2 && r.chance(0.5);
        if (difficulty === 2) return raises >= 2 && r.chance(0.6);
        return shortAllIn || r.chance(0.15);
      }, mixedPolicy({ fold: 1, passive: 2, raise: 3 }));
    }, 400);
    const next = built.hand.next;
    if (next.kind !== 'act') throw new Error('min-raise: the spot is not a betting decision');
    const seat = next.seat;
    const view = built.hand.view(seat);
    const currentBet = Math.max(...view.seats.map((s) => s.bet));
    const min = next.options.minRaiseTo!;
    const { scene, table } = tableScene(built, { actor: seat, live: false });
    const shortAllIn = view.seats.some((s) => s.allIn && s.bet > 0);
    const ruleIds = [rule === 'double' ? 'B-MINRAISE-DOUBLE' : 'B-MINRAISE', 'B-NL'];
    if (shortAllIn) ruleIds.push('B-FULLBET');
    return question({ kind: KIND, seed, difficulty, game }, {
      prompt: msg(currentBet === 0 ? 'quiz.min-raise.prompt.bet' : 'quiz.min-raise.prompt.raise', { game: gameName(game), seat: seatLabel(seat) }),
      scene,
      input: { type: 'amount', label: msg(currentBet === 0 ? 'quiz.min-raise.label.bet' : 'quiz.min-raise.label.raise') },
      expected: min,
      working: [
        currentBet === 0 ? msg('quiz.min-raise.noBet')
          : rule === 'double' ? msg('quiz.min-raise.double', { bet: chips(currentBet) })
            : msg('quiz.min-raise.standard'),
        msg(currentBet === 0 ? 'quiz.min-raise.smallest.bet' : 'quiz.min-raise.smallest.raise', { min: chips(min) }),
      ],
      ruleIds,
      table,
    });
  },
};
