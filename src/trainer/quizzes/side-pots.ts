// Quiz "build the side pots" (P-SIDEPOTS): one pot per all-in level, uncalled chips back to their owner. Players of
// different stacks go all-in before the flop in a hand the engine plays; the scene is the state just before the last
// call, and the engine's result (its pots and the uncalled bet) answers. There is always one answer box per possible
// pot, so the boxes do not tell how many pots there are (empty ones are 0).
//
// Difficulty: 1 has three players; 2 four players; 3 five players, one of whom puts in a blind and then folds.
import { type HandAction, replayHand } from '../../engine';
import { formatList, msg } from '../../i18n';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { question, retry, seatLabel } from './common';
import { actionFor, deal, type Played, structureFor, tableScene } from './table';

const KIND = 'side-pots';

/** The check or call that ends the betting now, or null. */
function endsBetting(p: Played): HandAction | null {
  const next = p.hand.next;
  if (next.kind !== 'act') return null;
  const action = actionFor(next.options, 'passive');
  const after = replayHand(p.setup, [...p.actions, action]);
  return after.next.kind === 'done' ? action : null;
}

export const sidePots: QuizKind = {
  id: KIND,
  code: 'sp',
  get title() { return msg('quiz.side-pots.title'); },
  ruleIds: ['P-SIDEPOTS', 'B-STACK'],
  games: [],
  generate(seed, difficulty) {
    const rng = new Rng(seed);
    const players = difficulty + 2;
    const built = retry(rng, (r) => {
      const unit = r.pick([10, 20, 50, 100]);
      const stacks = Array.from({ length: players }, () => unit * r.int(4, 40));
      const p = deal({ game: 'holdem', structure: structureFor('holdem', 'no-limit', unit), stacks, button: r.int(0, players - 1), seed: r.int(1, 2 ** 30) });
      // Difficulty 3: the small blind folds to the all-ins (their blind stays in the pot).
      const folder = difficulty === 3 ? (p.hand.view(0).history.find((e) => e.type === 'small-blind') as { seat: number } | undefined)?.seat ?? -1 : -1;
      for (let guard = 0; guard < 30; guard++) {
        const next = p.hand.next;
        if (next.kind !== 'act') return null;
        const last = endsBetting(p);
        if (last) {
          const after = replayHand(p.setup, [...p.actions, last]);
          if (!after.result || after.result.pots.length > players - 1) return null;
          if (difficulty >= 2 && after.result.pots.length < 2) return null;
          return { p, last, after };
        }
        const intent = next.seat === folder ? 'fold' : next.options.minRaiseTo !== null ? 'all-in' : 'passive';
        p.hand.act(actionFor(next.options, intent));
        p.actions.push(actionFor(next.options, intent));
      }
      return null;
    });
    const { p, last, after } = built;
    const seat = (p.hand.next as { seat: number }).seat;
    const result = after.result!;
    const returned = after.view(0).history.filter((e) => e.type === 'uncalled').reduce((t, e) => t + (e as { amount: number }).amount, 0);
    const labels = [...Array.from({ length: players - 1 }, (_, i) => (i === 0 ? msg('quiz.side-pots.main') : msg('quiz.side-pots.side', { n: i }))), msg('quiz.side-pots.returned')];
    const expected = [...Array.from({ length: players - 1 }, (_, i) => result.pots[i]?.amount ?? 0), returned];
    const ends = msg(last.type === 'check' ? 'quiz.side-pots.endsCheck' : 'quiz.side-pots.endsCall', { seat: seatLabel(seat) });
    const { scene, table } = tableScene(p, { actor: seat, live: false, hideTurn: true, extraFacts: [ends, msg('quiz.side-pots.howTo')] });
    const uncalled = after.view(0).history.find((e) => e.type === 'uncalled') as { seat: number; amount: number } | undefined;
    return question({ kind: KIND, seed, difficulty, game: null }, {
      prompt: msg('quiz.side-pots.prompt'),
      scene,
      input: { type: 'amounts', labels },
      expected,
      working: [
        ...(uncalled ? [msg('quiz.side-pots.uncalled', { amount: uncalled.amount, seat: seatLabel(uncalled.seat) })] : [msg('quiz.side-pots.allMatched')]),
        ...result.pots.map((pot, i) => msg(pot.eligible.length === 1 ? 'quiz.side-pots.potOne' : 'quiz.side-pots.pot', { pot: labels[i], amount: pot.amount, seats: formatList(pot.eligible.map(seatLabel)) })),
      ],
      ruleIds: ['P-SIDEPOTS'],
      table,
    });
  },
};
