// Quiz "may they re-raise?" (B-FULLBET: a short all-in raise does not reopen the betting for players who already
// acted and face only that raise; several short all-ins that add up to a full raise over what a player last faced
// do; a player who only checked may raise; B-RAISE-CLOSED: no raise when nobody else could put in another chip).
// The hand is scripted through the engine (a bet, then short all-ins sized from the stacks), and its next.options
// (a raise range, or none) answer.
//
// Difficulty: 1 has one all-in after a bet, short of or over a full raise, back on the bettor; 2 adds asking a player
// who has not acted yet or only checked, and the double minimum-raise rule; 3 has two short all-ins in a row that may
// add up to a full raise (B-FULLBET), and spots where everyone else is all-in (B-RAISE-CLOSED).
import { GAMES, type MinRaiseRule } from '../../engine';
import { msg } from '../../i18n/index';
import { gameName } from '../games';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { chips, chooseGame, gamesWithStructure, question, reasonText, retry, seatLabel } from './common';
import { act, deal, structureFor, tableScene, UNITS } from './table';

const KIND = 'all-in-reopens';
const GAMES_HERE = gamesWithStructure(['no-limit']).filter((g) => GAMES[g].forcedBets === 'blinds');
const YES = 'yes';
const NO = 'no';

export const allInReopens: QuizKind = {
  id: KIND,
  code: 'ar',
  get title() { return msg('quiz.all-in-reopens.title'); },
  ruleIds: ['B-FULLBET', 'B-RAISE-CLOSED', 'B-MINRAISE', 'B-MINRAISE-DOUBLE'],
  games: GAMES_HERE,
  generate(seed, difficulty, gameAsked) {
    const rng = new Rng(seed);
    const game = chooseGame(rng, GAMES_HERE, gameAsked);
    const spec = GAMES[game];
    const rule: MinRaiseRule = difficulty >= 2 && rng.chance(0.3) ? 'double' : 'standard';
    const scenario = difficulty === 1 ? 'one' : difficulty === 2 ? rng.pick(['one', 'not-acted', 'checked'] as const) : rng.pick(['two', 'two', 'closed'] as const);
    const built = retry(rng, (r) => {
      const unit = r.pick(UNITS);
      const structure = { ...structureFor(game, 'no-limit', unit), minRaise: rule };
      // Seats 0..n-1, button on the last seat: after the flop Seat 1 acts first, then Seat 2, ...
      const n = Math.min(spec.maxPlayers, scenario === 'two' || scenario === 'not-acted' || scenario === 'checked' ? 4 : 3);
      const bet = unit * r.int(2, 10);
      const full = rule === 'double' ? bet : bet;
      // The all-ins' raise sizes (in chips over the bet before them), some short of a full raise.
      const first = Math.max(unit / 10, Math.round((full * r.int(2, 13)) / 10 / (unit / 10)) * (unit / 10));
      const second = Math.max(unit / 10, Math.round((full * r.int(2, 9)) / 10 / (unit / 10)) * (unit / 10));
      const deep = unit * 200;
      const stacks = Array.from({ length: n }, () => deep);
      // Everyone calls the big blind first, so each has put in one unit before the flop; the short stacks then go
      // all-in for exactly these raises.
      const shortSeats = scenario === 'checked' ? [2] : scenario === 'two' || scenario === 'closed' ? [1, 2] : [1];
      // The first to act after the flop or draw: left of the button (seat 0), or left of the big blind (F-ORDER-DRAW32).
      const firstSeat = spec.afterDrawFirst === 'left-of-big-blind' ? 2 % n : 0;
      const at = (k: number) => (firstSeat + k) % n;
      stacks[at(shortSeats[0])] = unit + bet + first;
      if (shortSeats[1] !== undefined) stacks[at(shortSeats[1])] = unit + bet + first + second;
      const p = deal({ game, structure, stacks, button: n - 1, seed: r.int(1, 2 ** 30) });
      // Before the flop: everyone calls or checks (draw games: stand pat too), to the first round after.
      for (let guard = 0; guard < 40; guard++) {
        const next = p.hand.next;
        if (next.kind === 'act' && next.street !== spec.streets[0].name) break;
        if (next.kind === 'act') act(p, 'passive');
        else if (next.kind === 'draw') { p.hand.act({ type: 'stand-pat' }); p.actions.push({ type: 'stand-pat' }); }
        else if (next.kind === 'split-offer') { p.hand.act({ type: 'no-split' }); p.actions.push({ type: 'no-split' }); }
        else return null;
      }
      const start = p.hand.next;
      if (start.kind !== 'act' || start.seat !== firstSeat) return null;
      let asked = firstSeat;
      const script: Parameters<typeof act>[1][] = {
        one: [{ to: bet }, 'all-in', 'passive'],
        'not-acted': [{ to: bet }, 'all-in'],
        checked: ['passive', { to: bet }, 'all-in', 'passive'],
        two: [{ to: bet }, 'all-in', 'all-in', 'passive'],
        closed: [{ to: bet }, 'all-in', 'all-in'],
      }[scenario] as never;
      if (scenario === 'not-acted') asked = at(2);
      for (const step of script) { if (p.hand.next.kind !== 'act') return null; act(p, step); }
      const next = p.hand.next;
      if (next.kind !== 'act') return null;
      if (next.seat !== asked) return null;
      return { p, seat: next.seat, options: next.options };
    });
    const { p, seat, options } = built;
    const may = options.minRaiseTo !== null;
    const order = rng.chance(0.5) ? [YES, NO] : [NO, YES];
    const { scene, table } = tableScene(p, { actor: seat, live: false });
    const refusal = may ? null : p.hand.explain({ type: 'raise', to: options.allInTo });
    const why = may ? msg('quiz.all-in-reopens.may', { seat: seatLabel(seat), min: chips(options.minRaiseTo!) }) : refusal ? reasonText(refusal) : '';
    const ruleIds = ['B-FULLBET', rule === 'double' ? 'B-MINRAISE-DOUBLE' : 'B-MINRAISE'];
    if (scenario === 'closed') ruleIds.push('B-RAISE-CLOSED');
    return question({ kind: KIND, seed, difficulty, game }, {
      prompt: msg('quiz.all-in-reopens.prompt', { game: gameName(game), seat: seatLabel(seat) }),
      scene,
      input: { type: 'choice', options: order.map((o) => msg(o === YES ? 'quiz.all-in-reopens.yes' : 'quiz.all-in-reopens.no')) },
      expected: order.indexOf(may ? YES : NO),
      working: [msg('quiz.all-in-reopens.rule'), why],
      ruleIds,
      table,
    });
  },
};
