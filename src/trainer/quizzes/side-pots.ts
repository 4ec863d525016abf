// Quiz "build the side pots" (P-SIDEPOTS): one pot per all-in level, uncalled chips back to their
// owner. The engine's uncalledBet and buildSidePots answer.
import { buildSidePots, uncalledBet } from '../../engine';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { question, seatLabel } from './common';

const KIND = 'side-pots';

export const sidePots: QuizKind = {
  id: KIND,
  code: 'sp',
  title: 'Build the side pots',
  ruleIds: ['P-SIDEPOTS', 'B-STACK'],
  games: [],
  generate(seed, difficulty) {
    const rng = new Rng(seed);
    const players = difficulty + 2;
    const unit = rng.pick([5, 10, 25, 100]);
    const stacks = Array.from({ length: players }, () => unit * rng.int(4, 40));
    // Everyone goes all-in or calls as far as their stack allows; difficulty 3 adds a folder.
    const folded = Array.from({ length: players }, () => false);
    const contributions = stacks.slice();
    if (difficulty === 3) {
      const f = rng.int(0, players - 1);
      folded[f] = true;
      contributions[f] = Math.min(stacks[f], unit * rng.int(1, 4));
    }
    const back = uncalledBet(contributions);
    const inPots = contributions.slice();
    if (back) inPots[back.seat] -= back.amount;
    const pots = buildSidePots(inPots, folded);
    const labels = pots.map((_, i) => (i === 0 ? 'Main pot' : `Side pot ${i}`));
    const expected = pots.map((p) => p.amount);
    if (back) { labels.push(`Returned to ${seatLabel(back.seat)}`); expected.push(back.amount); }
    const facts = contributions.map((c, i) => `${seatLabel(i)} ${folded[i] ? `put in ${c} and then folded` : c === stacks[i] ? `is all-in for ${c}` : `put in ${c}`}.`);
    return question({ kind: KIND, seed, difficulty, game: null }, {
      prompt: 'The betting is over. How many chips go into each pot?',
      scene: { seats: contributions.map((c, i) => ({ seat: i + 1, label: seatLabel(i), bet: c, note: folded[i] ? 'folded' : c === stacks[i] ? 'all-in' : undefined })), facts },
      input: { type: 'amounts', labels },
      expected,
      working: [
        ...(back ? [`Nobody matched the last ${back.amount} of ${seatLabel(back.seat)}: it goes back to them.`] : []),
        ...pots.map((p, i) => `${labels[i]}: ${p.amount}, which ${p.eligible.map(seatLabel).join(', ')} can win.`),
      ],
      ruleIds: ['P-SIDEPOTS'],
    });
  },
};
