// Quiz "the pot-limit and half-pot maximum" (B-PL: call first, then raise by the pot after that call; B-HALFPL: the
// raise part capped at half that pot). The spot is a hand the engine played; its next.options.maxRaiseTo answers.
//
// Difficulty: 1 is pot limit with nobody in yet: the first bet after the flop, or the first raise before the flop with
// the blinds in the pot; 2 adds half-pot limit and a bet and raise to face, with callers between; 3 puts the
// player where they already have chips in front of them (a blind facing a raise, a bet that was raised) and adds the
// ante games with their bring-in.
import { GAMES } from '../../engine';
import { msg } from '../../i18n/index';
import { gameName, type GameId } from '../games';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { chips, chooseGame, gamesWithStructure, question, retry, seatLabel } from './common';
import { deal, mixedPolicy, playUntil, roundIndexOf, stacksFor, structureFor, tableScene, UNITS } from './table';

const KIND = 'pot-limit-max';
const GAMES_HERE = gamesWithStructure(['pot-limit', 'half-pot']);

export const potLimitMax: QuizKind = {
  id: KIND,
  code: 'pl',
  get title() { return msg('quiz.pot-limit-max.title'); },
  ruleIds: ['B-PL', 'B-HALFPL', 'F-BLINDS'],
  games: GAMES_HERE,
  generate(seed, difficulty, gameAsked) {
    const rng = new Rng(seed);
    const game: GameId = chooseGame(rng, GAMES_HERE, gameAsked);
    const spec = GAMES[game];
    const kinds = spec.structures.filter((s) => s === 'pot-limit' || s === 'half-pot');
    const kind = difficulty === 1 ? kinds[0] : rng.pick(kinds);
    const preflopOpen = difficulty === 1 && spec.forcedBets === 'blinds' && rng.chance(0.5);
    const built = retry(rng, (r) => {
      const unit = r.pick(UNITS);
      const players = Math.min(spec.maxPlayers, difficulty === 1 ? r.int(3, 4) : r.int(3, 6));
      const p = deal({ game, structure: structureFor(game, kind, unit), stacks: stacksFor(r, players, unit * 4, 0), button: r.int(0, players - 1), seed: r.int(1, 2 ** 30) });
      const reached = playUntil(p, r, (q) => {
        const next = q.hand.next;
        if (next.kind !== 'act' || next.options.maxRaiseTo === null || next.options.maxRaiseTo >= next.options.allInTo) return false;
        const round = roundIndexOf(game, next.street);
        const view = q.hand.view(next.seat);
        const bets = view.seats.map((s) => s.bet);
        const raised = bets.filter((b) => b > 0).length;
        if (difficulty === 1) return preflopOpen ? round === 0 && Math.max(...bets) === unit && next.options.call > 0 : round > 0 && next.options.check && r.chance(0.5);
        if (round === 0 && spec.forcedBets === 'blinds' && Math.max(...bets) === unit) return false;
        if (difficulty === 2) return next.options.call > 0 && raised >= 2 && view.seats[next.seat].bet === 0;
        return next.options.call > 0 && view.seats[next.seat].bet > 0 && r.chance(0.7);
      }, mixedPolicy({ fold: 1, passive: 3, raise: 2 }));
      return reached;
    });
    const next = built.hand.next;
    if (next.kind !== 'act') throw new Error('pot-limit-max: the spot is not a betting decision');
    const seat = next.seat;
    const view = built.hand.view(seat);
    const currentBet = Math.max(...view.seats.map((s) => s.bet));
    const mine = view.seats[seat].bet;
    const owed = currentBet - mine;
    const afterCall = view.pot + owed;
    const max = next.options.maxRaiseTo!;
    const { scene, table } = tableScene(built, { actor: seat, live: false });
    const half = kind === 'half-pot';
    const raisePart = half ? Math.floor(afterCall / 2) : afterCall;
    return question({ kind: KIND, seed, difficulty, game }, {
      prompt: msg(currentBet ? 'quiz.pot-limit-max.prompt.raise' : 'quiz.pot-limit-max.prompt.bet', { game: gameName(game), seat: seatLabel(seat) }),
      scene,
      input: { type: 'amount', label: msg(currentBet ? 'quiz.pot-limit-max.label.raise' : 'quiz.pot-limit-max.label.bet') },
      expected: max,
      working: [
        owed ? msg('quiz.pot-limit-max.call', { pot: chips(view.pot), seat: seatLabel(seat), owed: chips(owed), after: chips(afterCall) }) : msg('quiz.pot-limit-max.pot', { pot: chips(view.pot) }),
        msg(half ? 'quiz.pot-limit-max.raiseHalf' : 'quiz.pot-limit-max.raisePot', { part: chips(raisePart), bet: chips(currentBet), max: chips(max) }),
      ],
      ruleIds: [half ? 'B-HALFPL' : 'B-PL', ...(roundIndexOf(game, next.street) === 0 && spec.forcedBets === 'blinds' ? ['F-BLINDS'] : [])],
      table,
    });
  },
};
