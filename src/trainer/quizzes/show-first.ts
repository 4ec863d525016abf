// Quiz "who shows first" (P-SHOWORDER): the last bettor or raiser on the last round; with no bet the
// first player left of the button (stud family: the best hand showing); side pots from the last one.
// The engine's buildSidePots and showdownOrder answer.
import { buildSidePots, GAMES, showdownOrder, showingValue } from '../../engine';
import { GAME_IDS } from '../games';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { chooseGame, Dealer, question, seatLabel } from './common';

const KIND = 'show-first';

export const showFirst: QuizKind = {
  id: KIND,
  code: 'sf',
  title: 'Who shows first?',
  ruleIds: ['P-SHOWORDER', 'P-SIDEPOTS'],
  games: GAME_IDS,
  generate(seed, difficulty, gameAsked) {
    const rng = new Rng(seed);
    const game = chooseGame(rng, GAME_IDS, gameAsked);
    const spec = GAMES[game];
    const players = Math.min(spec.maxPlayers, rng.int(3, 6));
    const button = rng.int(0, players - 1);
    const folded = Array.from({ length: players }, (_, i) => i !== button && rng.chance(difficulty === 1 ? 0 : 0.25));
    while (folded.filter((f) => !f).length < 2) folded[folded.indexOf(true)] = false;
    const live = folded.map((f, i) => (f ? -1 : i)).filter((i) => i >= 0);
    // Difficulty 3: a short all-in makes a side pot, and the last bettor is not in the main pot only.
    const contributions: number[] = folded.map((f) => (f ? 20 : 100));
    const allIn = difficulty === 3 && live.length >= 3 && rng.chance(0.6) ? rng.pick(live) : -1;
    if (allIn >= 0) contributions[allIn] = 60;
    const bettors = live.filter((s) => s !== allIn);
    const lastAggressor = rng.chance(difficulty === 1 ? 0.5 : 0.6) ? rng.pick(bettors) : null;
    const pots = buildSidePots(contributions, folded);
    const stud = spec.family === 'stud';
    const dealer = new Dealer(rng, spec.deck);
    const up = stud ? folded.map(() => dealer.take(spec.id === 'stud7' || spec.id === 'stud7-hl' ? 4 : spec.id === 'telesina' ? 4 : 4)) : [];
    const studShowing = stud ? up.map((u) => showingValue(u, game === 'soko')) : undefined;
    const order = showdownOrder({ pots, seatCount: players, button, lastAggressor, studShowing });
    const first = order.order[0];
    const facts = [`${players} players; the button is at ${seatLabel(button)}.`];
    const out = folded.map((f, i) => (f ? seatLabel(i) : '')).filter(Boolean);
    if (out.length) facts.push(`${out.join(', ')} folded.`);
    if (allIn >= 0) facts.push(`${seatLabel(allIn)} is all-in for less: there is a main pot and a side pot.`);
    facts.push(lastAggressor === null ? 'On the last round everyone checked.' : `On the last round ${seatLabel(lastAggressor)} made the last bet or raise, and was called.`);
    const working = [
      allIn >= 0 ? 'The showdown starts with the last side pot formed.' : '',
      lastAggressor !== null && pots[pots.length - 1].eligible.includes(lastAggressor) ? 'The last player to bet or raise shows first.'
        : stud ? 'With no bet on the last round, the best hand showing shows first.' : 'With no bet on the last round, the first player left of the button shows first.',
      `${seatLabel(first)} shows first.`,
    ].filter(Boolean);
    return question({ kind: KIND, seed, difficulty, game }, {
      prompt: `${spec.name}, showdown: who must show first?`,
      scene: { seats: folded.map((f, i) => ({ seat: i + 1, label: seatLabel(i), up: stud ? up[i] : undefined, note: f ? 'folded' : undefined })), button: button + 1, facts },
      input: { type: 'seat', seats: live.map((i) => i + 1) },
      expected: first + 1,
      working,
      ruleIds: allIn >= 0 ? ['P-SHOWORDER', 'P-SIDEPOTS'] : ['P-SHOWORDER'],
    });
  },
};
