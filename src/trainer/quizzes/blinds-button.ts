// Quiz "who posts which blind and where the button goes" (F-BLINDS, F-HEADSUP, F-DEADBUTTON): the
// engine's blindPositions / nextBlindPositions answer, players leaving included.
//
// Difficulty: 1 asks this hand's blinds from the button (heads-up included); 2 the next hand, often after a player
// left (a dead button or no small blind); 3 always a player leaving and the hand after next.
import { blindPositions, type BlindPositions, GAMES, nextBlindPositions } from '../../engine';
import { type MessageId, msg } from '../../i18n';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { chooseGame, question, seatLabel } from './common';

const KIND = 'blinds-button';
const GAMES_HERE = (Object.keys(GAMES) as (keyof typeof GAMES)[]).filter((g) => GAMES[g].forcedBets === 'blinds');
const ROLES = ['button', 'smallBlind', 'bigBlind'] as const;
/** The question for each role and hand: 'quiz.blinds-button.ask.<role>.<when>'. */
type When = 'this' | 'next' | 'after';
const ASK: Record<(typeof ROLES)[number], Record<When, MessageId>> = {
  button: { this: 'quiz.blinds-button.ask.button.this', next: 'quiz.blinds-button.ask.button.next', after: 'quiz.blinds-button.ask.button.after' },
  smallBlind: { this: 'quiz.blinds-button.ask.smallBlind.this', next: 'quiz.blinds-button.ask.smallBlind.next', after: 'quiz.blinds-button.ask.smallBlind.after' },
  bigBlind: { this: 'quiz.blinds-button.ask.bigBlind.this', next: 'quiz.blinds-button.ask.bigBlind.next', after: 'quiz.blinds-button.ask.bigBlind.after' },
};
const IN_HAND: Record<When, MessageId> = { this: 'quiz.blinds-button.in.this', next: 'quiz.blinds-button.in.next', after: 'quiz.blinds-button.in.after' };

const describe = (p: BlindPositions) => (p.smallBlind === null
  ? msg('quiz.blinds-button.positionsNoSmall', { button: seatLabel(p.button), big: seatLabel(p.bigBlind) })
  : msg('quiz.blinds-button.positions', { button: seatLabel(p.button), small: seatLabel(p.smallBlind), big: seatLabel(p.bigBlind) }));

export const blindsButton: QuizKind = {
  id: KIND,
  code: 'bb',
  get title() { return msg('quiz.blinds-button.title'); },
  ruleIds: ['F-BLINDS', 'F-HEADSUP', 'F-DEADBUTTON'],
  games: GAMES_HERE,
  generate(seed, difficulty, gameAsked) {
    const rng = new Rng(seed);
    const game = chooseGame(rng, GAMES_HERE, gameAsked);
    const seats = difficulty === 1 ? rng.int(2, 6) : rng.int(3, 6);
    const active = Array.from({ length: seats }, () => true);
    const button = rng.int(0, seats - 1);
    const first = blindPositions(active, button);
    const facts = [msg('quiz.blinds-button.players', { seats })];
    let positions = first;
    let ruleIds = seats === 2 ? ['F-HEADSUP', 'F-BLINDS'] : ['F-BLINDS'];
    let when: When = 'this';
    if (difficulty >= 2) {
      facts.push(msg('quiz.blinds-button.lastHand', { positions: describe(first) }));
      const next = active.slice();
      const leaver = difficulty === 3 || rng.chance(0.7) ? rng.pick([first.smallBlind ?? first.bigBlind, first.bigBlind, rng.int(0, seats - 1)]) : -1;
      if (leaver >= 0) { next[leaver] = false; facts.push(msg('quiz.blinds-button.leaves', { seat: seatLabel(leaver) })); }
      positions = nextBlindPositions(first, next);
      when = 'next';
      ruleIds = next.filter(Boolean).length === 2 ? ['F-HEADSUP', 'F-DEADBUTTON'] : ['F-DEADBUTTON'];
      if (difficulty === 3 && next.filter(Boolean).length > 2) {
        facts.push(msg('quiz.blinds-button.thenAfter', { positions: describe(positions) }));
        positions = nextBlindPositions(positions, next);
        when = 'after';
      }
    } else {
      facts.push(msg('quiz.blinds-button.buttonAt', { seat: seatLabel(first.button) }));
    }
    const roles = difficulty === 1 ? ROLES.filter((r) => r !== 'button') : ROLES;
    const role = rng.pick(roles);
    const answer = positions[role];
    const options = Array.from({ length: seats }, (_, i) => seatLabel(i));
    if (role === 'smallBlind') options.push(msg('quiz.blinds-button.noSmall'));
    const expected = answer === null ? seats : answer;
    return question({ kind: KIND, seed, difficulty, game }, {
      prompt: msg(ASK[role][when], { game: GAMES[game].name }),
      scene: { facts, button: difficulty === 1 ? first.button + 1 : undefined },
      input: { type: 'choice', options },
      expected,
      working: [msg(IN_HAND[when], { positions: describe(positions) }),
        seats === 2 || positions.smallBlind === positions.button ? msg('quiz.blinds-button.whyHeadsUp')
          : difficulty >= 2 ? msg('quiz.blinds-button.whyMoves') : msg('quiz.blinds-button.whyLeft')],
      ruleIds,
    });
  },
};
