// Quiz "who posts which blind and where the button goes" (F-BLINDS, F-HEADSUP, F-DEADBUTTON): the
// engine's blindPositions / nextBlindPositions answer, players leaving included.
//
// Difficulty: 1 asks this hand's blinds from the button (heads-up included); 2 the next hand, often after a player
// left (a dead button or no small blind); 3 always a player leaving and the hand after next.
import { blindPositions, type BlindPositions, GAMES, nextBlindPositions } from '../../engine';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { chooseGame, question, seatLabel } from './common';

const KIND = 'blinds-button';
const GAMES_HERE = (Object.keys(GAMES) as (keyof typeof GAMES)[]).filter((g) => GAMES[g].forcedBets === 'blinds');
const ROLES = ['button', 'smallBlind', 'bigBlind'] as const;
const ROLE_WORDS = { button: 'the button', smallBlind: 'the small blind', bigBlind: 'the big blind' };

const describe = (p: BlindPositions) => `button ${seatLabel(p.button)}, small blind ${p.smallBlind === null ? 'none' : seatLabel(p.smallBlind)}, big blind ${seatLabel(p.bigBlind)}`;

export const blindsButton: QuizKind = {
  id: KIND,
  code: 'bb',
  title: 'Blinds and the button',
  ruleIds: ['F-BLINDS', 'F-HEADSUP', 'F-DEADBUTTON'],
  games: GAMES_HERE,
  generate(seed, difficulty, gameAsked) {
    const rng = new Rng(seed);
    const game = chooseGame(rng, GAMES_HERE, gameAsked);
    const seats = difficulty === 1 ? rng.int(2, 6) : rng.int(3, 6);
    const active = Array.from({ length: seats }, () => true);
    const button = rng.int(0, seats - 1);
    const first = blindPositions(active, button);
    const facts = [`${seats} players in seats 1 to ${seats}.`];
    let positions = first;
    let ruleIds = seats === 2 ? ['F-HEADSUP', 'F-BLINDS'] : ['F-BLINDS'];
    let when = 'this hand';
    if (difficulty >= 2) {
      facts.push(`Last hand: ${describe(first)}.`);
      const next = active.slice();
      const leaver = difficulty === 3 || rng.chance(0.7) ? rng.pick([first.smallBlind ?? first.bigBlind, first.bigBlind, rng.int(0, seats - 1)]) : -1;
      if (leaver >= 0) { next[leaver] = false; facts.push(`${seatLabel(leaver)} leaves the table.`); }
      positions = nextBlindPositions(first, next);
      when = 'the next hand';
      ruleIds = next.filter(Boolean).length === 2 ? ['F-HEADSUP', 'F-DEADBUTTON'] : ['F-DEADBUTTON'];
      if (difficulty === 3 && next.filter(Boolean).length > 2) {
        facts.push(`Then the hand after: ${describe(positions)}.`);
        positions = nextBlindPositions(positions, next);
        when = 'the hand after that';
      }
    } else {
      facts.push(`The button is at ${seatLabel(first.button)}.`);
    }
    const roles = difficulty === 1 ? ROLES.filter((r) => r !== 'button') : ROLES;
    const role = rng.pick(roles);
    const answer = positions[role];
    const options = Array.from({ length: seats }, (_, i) => seatLabel(i));
    if (role === 'smallBlind') options.push('Nobody: no small blind');
    const expected = answer === null ? seats : answer;
    return question({ kind: KIND, seed, difficulty, game }, {
      prompt: `${GAMES[game].name}: who has ${ROLE_WORDS[role]} in ${when}?`,
      scene: { facts, button: difficulty === 1 ? first.button + 1 : undefined },
      input: { type: 'choice', options },
      expected,
      working: [`In ${when}: ${describe(positions)}.`,
        seats === 2 || positions.smallBlind === positions.button ? 'Heads-up the button posts the small blind.'
          : difficulty >= 2 ? 'The big blind moves on one player; the small blind goes to last hand\'s big blind and the button to last hand\'s small blind (a dead button or no small blind when they left).'
            : 'The small blind sits left of the button, the big blind next.'],
      ruleIds,
    });
  },
};
