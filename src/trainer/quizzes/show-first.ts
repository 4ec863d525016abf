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
import { GAME_IDS, type GameId } from '../games';
import type { Difficulty, QuizKind } from '../quiz';
import { Rng } from '../rng';
import { shuffleChoices } from './choices';
import { chooseGame, question, retry, seatLabel } from './common';
import { actionFor, deal, livePlayers, type Played, playUntil, stacksFor, structureFor, tableScene, UNITS } from './table';

const KIND = 'show-first';
const FLOP_AND_DRAW = GAME_IDS.filter((g) => GAMES[g].forcedBets === 'blinds');

interface Procedure { story: string; right: string; wrong: string[]; why: string }

/** P-SHOWORDER procedures (seed 003), one ruling each, with plausible wrong rulings. */
export const SHOWDOWN_PROCEDURES: Procedure[] = [
  {
    story: 'After the hand, the winner shows one of their hole cards to the player beside them.',
    right: 'Every player at the table may ask to see that card: show one, show all',
    wrong: ['Only the player beside them may see it', 'Nobody else may see it: it was a private show', 'The winner must now show every card of every hand they played'],
    why: 'Show one, show all: every player is entitled to the same information about a hand.',
  },
  {
    story: 'At the showdown a player turns up one hole card, says "I have the flush", and pushes the other card to the dealer face down.',
    right: 'They win nothing until they table all their cards',
    wrong: ['One card is enough if it makes the flush', 'The dealer turns the card up and reads the hand for them', 'They win half the pot for the card shown'],
    why: 'To win any part of a pot a player must table all their cards, whether or not they play.',
  },
  {
    story: 'A player tables all their cards face up; they are clearly the best hand. Before the pot is pushed, the dealer reaches to muck them.',
    right: 'The tabled hand cannot be killed: it wins the pot',
    wrong: ['The hand is dead once the dealer touches it', 'The pot is split between the players still in', 'The hand is replayed'],
    why: 'Cards speak, and a dealer cannot kill a tabled hand that is clearly the winner.',
  },
  {
    story: 'The betting is over. The player who must show first in the showdown order waits for the others to show.',
    right: 'They must show first, unless another player chooses to show before them',
    wrong: ['They may wait: the caller always shows first', 'The player with the most chips shows first', 'Everyone must show at the same moment'],
    why: 'The first player in the showdown order shows first unless someone else shows before them.',
  },
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
  title: 'Who shows first?',
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
      const { options, expected } = shuffleChoices(rng, proc.right, proc.wrong);
      return question({ ...base, game }, {
        prompt: `${GAMES[game].name}, a live card room: what is the ruling?`,
        scene: { facts: [proc.story] },
        input: { type: 'choice', options },
        expected,
        working: [proc.why],
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
    const ends = `The betting ends when ${seatLabel(next.seat)}, the last to act, now ${action.type === 'check' ? 'checks' : 'calls'}.`;
    const { scene, table } = tableScene(p, { actor: next.seat, live: false, hideTurn: true, extraFacts: [ends] });
    const inShowdown = result.hands.map((h, i) => (h ? i + 1 : 0)).filter((s) => s > 0);
    const sidePots = result.pots.length > 1;
    return question({ ...base, game }, {
      prompt: `${spec.name}: who must show first at the showdown?`,
      scene,
      input: { type: 'seat', seats: inShowdown.length ? inShowdown : [first + 1] },
      expected: first + 1,
      working: [
        sidePots ? 'With side pots the showdown starts with the last side pot formed, among the players in it.' : '',
        'The last player to bet or raise on the last round shows first; if nobody bet, the first player left of the button (stud family: the best hand showing).',
        `${seatLabel(first)} shows first.`,
      ].filter(Boolean),
      ruleIds: sidePots ? ['P-SHOWORDER', 'P-SIDEPOTS'] : ['P-SHOWORDER'],
      table,
    });
  },
};
