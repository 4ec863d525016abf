// Quiz "who shows first" (P-SHOWORDER): the last player to bet or raise on the last round shows first; with no bet the
// first player left of the button (stud family: the best hand showing); with side pots the showdown starts with the
// last side pot formed. A hand the engine played to its last action; the engine's result.showdownOrder answers.
// Also the showdown procedures of seed 003, as a hand-worked table: show one, show all; all cards tabled to win any
// part of a pot; a tabled hand that is clearly the winner cannot be killed.
//
// Difficulty: 1 is three or four players, a flop or draw game, with or without a bet on the last round; 2 adds the
// stud family (the best hand showing) and the showdown procedures; 3 adds short stacks, so side pots decide where
// the showdown starts.
import { GAMES, type HandAction, replayHand } from '../../engine';
import { type MessageId, msg } from '../../i18n';
import { GAME_IDS, type GameId } from '../games';
import type { Difficulty, QuizKind } from '../quiz';
import { Rng } from '../rng';
import { shuffleChoices } from './choices';
import { chooseGame, question, retry, seatLabel } from './common';
import { actionFor, deal, livePlayers, type Played, playUntil, stacksFor, structureFor, tableScene, UNITS } from './table';

const KIND = 'show-first';
const FLOP_AND_DRAW = GAME_IDS.filter((g) => GAMES[g].forcedBets === 'blinds');

interface Procedure { story: MessageId; right: MessageId; wrong: MessageId[]; why: MessageId }

/** P-SHOWORDER procedures (seed 003), one ruling each, with plausible wrong rulings. */
export const SHOWDOWN_PROCEDURES: Procedure[] = [
  { story: 'quiz.show-first.showOne.story', right: 'quiz.show-first.showOne.right', wrong: ['quiz.show-first.showOne.wrong1', 'quiz.show-first.showOne.wrong2', 'quiz.show-first.showOne.wrong3'], why: 'quiz.show-first.showOne.why' },
  { story: 'quiz.show-first.tableAll.story', right: 'quiz.show-first.tableAll.right', wrong: ['quiz.show-first.tableAll.wrong1', 'quiz.show-first.tableAll.wrong2', 'quiz.show-first.tableAll.wrong3'], why: 'quiz.show-first.tableAll.why' },
  { story: 'quiz.show-first.tabled.story', right: 'quiz.show-first.tabled.right', wrong: ['quiz.show-first.tabled.wrong1', 'quiz.show-first.tabled.wrong2', 'quiz.show-first.tabled.wrong3'], why: 'quiz.show-first.tabled.why' },
  { story: 'quiz.show-first.order.story', right: 'quiz.show-first.order.right', wrong: ['quiz.show-first.order.wrong1', 'quiz.show-first.order.wrong2', 'quiz.show-first.order.wrong3'], why: 'quiz.show-first.order.why' },
];

const PROCEDURE_SHARE: Record<Difficulty, number> = { 1: 0, 2: 0.3, 3: 0.25 };
/** Level 2 asks show one, show all and tabling every card; level 3 the tabled winner and the order itself. */
const PROCEDURES_AT: Record<Difficulty, number[]> = { 1: [], 2: [0, 1], 3: [2, 3] };

/** The check or call that would end the hand now, when it ends in a showdown; else null. */
function lastAction(p: Played): HandAction | null {
  const next = p.hand.next;
  if (next.kind !== 'act') return null;
  const action = actionFor(next.options, 'passive');
  const after = replayHand(p.setup, [...p.actions, action]);
  return after.next.kind === 'done' && after.result?.showdown ? action : null;
}

export const showFirst: QuizKind = {
  id: KIND,
  code: 'sf',
  get title() { return msg('quiz.show-first.title'); },
  ruleIds: ['P-SHOWORDER', 'P-SIDEPOTS', 'F-ORDER-STUD'],
  games: GAME_IDS,
  generate(seed, difficulty, gameAsked) {
    const rng = new Rng(seed);
    const base = { kind: KIND, seed, difficulty };
    // Each level deals its own hand (the levels differ in what they look for, not only in the label).
    for (let skip = 1; skip < difficulty; skip++) rng.next();
    if (rng.chance(PROCEDURE_SHARE[difficulty])) {
      const game = chooseGame(rng, GAME_IDS, gameAsked);
      const proc = SHOWDOWN_PROCEDURES[rng.pick(PROCEDURES_AT[difficulty])];
      const { options, expected } = shuffleChoices(rng, msg(proc.right), proc.wrong.map((id) => msg(id)));
      return question({ ...base, game }, {
        prompt: msg('quiz.show-first.procPrompt', { game: GAMES[game].name }),
        scene: { facts: [msg(proc.story)] },
        input: { type: 'choice', options },
        expected,
        working: [msg(proc.why)],
        ruleIds: ['P-SHOWORDER'],
      });
    }
    const game: GameId = chooseGame(rng, difficulty === 1 && gameAsked === undefined ? FLOP_AND_DRAW : GAME_IDS, gameAsked);
    const spec = GAMES[game];
    const betOnLast = rng.chance(0.55);
    const built = retry(rng, (r) => {
      const unit = r.pick(UNITS);
      const kind = r.pick(spec.structures.filter((s) => s !== 'spread-limit'));
      const players = Math.min(spec.maxPlayers, difficulty === 1 ? r.int(3, 4) : r.int(3, 6));
      const p = deal({ game, structure: structureFor(game, kind, unit), stacks: stacksFor(r, players, unit, difficulty === 3 ? r.int(1, 2) : 0), button: r.int(0, players - 1), seed: r.int(1, 2 ** 30) });
      const lastRound = spec.streets.filter((s) => s.betting).pop()!.name;
      const reached = playUntil(p, r, (q) => lastAction(q) !== null, (q, rr) => {
        const next = q.hand.next;
        const onLast = next.kind === 'act' && next.street === lastRound;
        if (onLast) return betOnLast && next.options.check && rr.chance(0.5) ? 'min' : 'passive';
        const x = rr.next();
        return x < 0.15 && livePlayers(q.hand) > 2 ? 'fold' : x < 0.3 ? 'min' : 'passive';
      });
      if (!reached) return null;
      const action = lastAction(reached)!;
      const after = replayHand(reached.setup, [...reached.actions, action]);
      const result = after.result!;
      if (difficulty === 3 && result.pots.length < 2 && r.chance(0.7)) return null;
      return { p: reached, action, result };
    }, 400);
    const { p, action, result } = built;
    const next = p.hand.next as { seat: number };
    const first = result.showdownOrder.order[0];
    const ends = msg(action.type === 'check' ? 'quiz.side-pots.endsCheck' : 'quiz.side-pots.endsCall', { seat: seatLabel(next.seat) });
    const { scene, table } = tableScene(p, { actor: next.seat, live: false, hideTurn: true, extraFacts: [ends] });
    const inShowdown = result.hands.map((h, i) => (h ? i + 1 : 0)).filter((s) => s > 0);
    const sidePots = result.pots.length > 1;
    return question({ ...base, game }, {
      prompt: msg('quiz.show-first.prompt', { game: spec.name }),
      scene,
      input: { type: 'seat', seats: inShowdown.length ? inShowdown : [first + 1] },
      expected: first + 1,
      working: [
        sidePots ? msg('quiz.show-first.sidePots') : '',
        msg('quiz.show-first.rule'),
        msg('quiz.show-first.answer', { seat: seatLabel(first) }),
      ].filter(Boolean),
      ruleIds: sidePots ? ['P-SHOWORDER', 'P-SIDEPOTS'] : ['P-SHOWORDER'],
      table,
    });
  },
};
