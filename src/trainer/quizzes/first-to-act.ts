// Quiz "who acts first": the first decision of a betting round in a hand the engine played; its next.seat answers.
// Flop and draw games: left of the big blind before the flop, left of the button after (F-ORDER-FLOP), heads-up
// the button first before the flop (F-HEADSUP), 32-card draw after the draw left of the big blind (F-ORDER-DRAW32);
// stud family: the bring-in by the up card and the suit order (F-BRINGIN, C-SUITORDER), later the best hand showing
// (F-ORDER-STUD); players all-in are skipped (decisions in RULES.md).
//
// Difficulty: 1 is a flop or draw game with three to five players before or after the flop; 2 adds every game,
// heads-up, stud's later streets and folded players from earlier rounds; 3 adds short stacks, so the player who
// would act first may be all-in (from the ante in stud: the next player brings it in).
import { GAMES } from '../../engine';
import { msg } from '../../i18n';
import { GAME_IDS, type GameId } from '../games';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { chooseGame, question, retry, seatLabel } from './common';
import { deal, mixedPolicy, playUntil, roundEvents, roundIndexOf, roundWords, stacksFor, structureFor, tableScene, UNITS } from './table';

const KIND = 'first-to-act';
const FLOP_AND_DRAW = GAME_IDS.filter((g) => GAMES[g].forcedBets === 'blinds');

export const firstToActQuiz: QuizKind = {
  id: KIND,
  code: 'fa',
  get title() { return msg('quiz.first-to-act.title'); },
  ruleIds: ['F-ORDER-FLOP', 'F-HEADSUP', 'F-BRINGIN', 'C-SUITORDER', 'F-ORDER-STUD', 'F-ORDER-DRAW32', 'F-ANTE'],
  games: GAME_IDS,
  generate(seed, difficulty, gameAsked) {
    const rng = new Rng(seed);
    const game: GameId = chooseGame(rng, difficulty === 1 && gameAsked === undefined ? FLOP_AND_DRAW : GAME_IDS, gameAsked);
    const spec = GAMES[game];
    const rounds = spec.streets.filter((s) => s.betting).length;
    const built = retry(rng, (r) => {
      const unit = r.pick(UNITS);
      const kind = r.pick(spec.structures.filter((s) => s !== 'spread-limit'));
      const structure = structureFor(game, kind, unit);
      const players = Math.min(spec.maxPlayers, difficulty === 1 ? r.int(3, 5) : r.int(2, 7));
      const stacks = stacksFor(r, players, unit, difficulty === 3 ? r.int(1, 2) : 0);
      if (difficulty === 3 && spec.forcedBets === 'antes' && r.chance(0.4)) stacks[r.int(0, players - 1)] = structure.ante!;
      const p = deal({ game, structure, stacks, button: r.int(0, players - 1), seed: r.int(1, 2 ** 30) });
      const target = difficulty === 1 ? r.int(0, 1) : r.int(0, Math.min(rounds - 1, 3));
      return playUntil(p, r, (q) => {
        const next = q.hand.next;
        if (next.kind !== 'act' || roundIndexOf(game, next.street) !== target) return false;
        return roundEvents(q.hand.view(next.seat)).every((e) => e.type === 'small-blind' || e.type === 'big-blind');
      }, mixedPolicy({ fold: 1, passive: 4, raise: 1 }));
    }, 400);
    const next = built.hand.next;
    if (next.kind !== 'act') throw new Error('first-to-act: the spot is not a betting decision');
    const view = built.hand.view(next.seat);
    const { scene, table } = tableScene(built, { actor: next.seat, live: false, hideTurn: true });
    const round = roundIndexOf(game, next.street);
    const players = view.seats.filter((s) => s.inHand && !s.folded).length;
    const allInSkipped = view.seats.some((s) => s.allIn);
    let ruleIds: string[];
    let why: string;
    if (spec.family === 'stud') {
      ruleIds = round === 0 ? ['F-BRINGIN', 'C-SUITORDER', 'F-ANTE'] : ['F-ORDER-STUD'];
      const which = spec.bringIn?.[built.setup.structure.kind as 'fixed-limit'] ?? spec.bringIn?.other ?? 'lowest';
      const suits = msg(spec.suitOrder === 'spades' ? 'quiz.first-to-act.suitsSpades' : 'quiz.first-to-act.suitsHearts');
      why = round === 0 ? msg(which === 'highest' ? 'quiz.first-to-act.bringInHighest' : 'quiz.first-to-act.bringInLowest', { suits })
        : msg('quiz.first-to-act.studLater');
    } else if (round > 0 && spec.afterDrawFirst === 'left-of-big-blind') {
      ruleIds = ['F-ORDER-DRAW32'];
      why = msg('quiz.first-to-act.draw32');
    } else if (players === 2 || view.seats.filter((s) => s.inHand).length === 2) {
      ruleIds = ['F-HEADSUP', 'F-ORDER-FLOP'];
      why = msg(round === 0 ? 'quiz.first-to-act.headsUpFirst' : 'quiz.first-to-act.headsUpLater');
    } else {
      ruleIds = ['F-ORDER-FLOP'];
      why = msg(round > 0 ? 'quiz.first-to-act.later' : spec.family === 'draw' ? 'quiz.first-to-act.beforeDraw' : 'quiz.first-to-act.beforeFlop');
    }
    if (allInSkipped) why = msg('quiz.first-to-act.withAllIn', { why });
    return question({ kind: KIND, seed, difficulty, game }, {
      prompt: msg('quiz.first-to-act.prompt', { game: spec.name, round: roundWords(game, next.street) }),
      scene,
      input: { type: 'seat', seats: view.seats.map((s, i) => (s.inHand && !s.folded ? i + 1 : 0)).filter((s) => s > 0) },
      expected: next.seat + 1,
      working: [why, msg('quiz.first-to-act.answer', { seat: seatLabel(next.seat) })],
      ruleIds,
      table,
    });
  },
};
