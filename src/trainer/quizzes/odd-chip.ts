// Quiz "who gets the odd chip" (P-ODDCHIP): split to the smallest chip, odd chips one at a time from
// the first winner left of the button (stud family: nearest the dealer's left). The engine's splitPot
// and seatsFromLeftOfButton answer.
import { GAMES, seatsFromLeftOfButton, splitPot } from '../../engine';
import { GAME_IDS } from '../games';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { chooseGame, question, retry, seatLabel } from './common';

const KIND = 'odd-chip';
// 32-card draw never ties (H-DRAW32), so it has no odd chips to give.
const GAMES_HERE = GAME_IDS.filter((g) => g !== 'draw32');

export const oddChip: QuizKind = {
  id: KIND,
  code: 'oc',
  title: 'Who gets the odd chip?',
  ruleIds: ['P-ODDCHIP'],
  games: GAMES_HERE,
  generate(seed, difficulty, gameAsked) {
    const rng = new Rng(seed);
    const game = chooseGame(rng, GAMES_HERE, gameAsked);
    // Difficulty: 1 is two winners among three or four players; 2 two winners at a fuller table (five to eight);
    // 3 three winners, so two odd chips may go out one at a time.
    const players = Math.min(GAMES[game].maxPlayers, difficulty === 1 ? rng.int(3, 4) : rng.int(5, 8));
    const button = rng.int(0, players - 1);
    const { winners, amount } = retry(rng, (r) => {
      const winners = r.shuffle(Array.from({ length: players }, (_, i) => i)).slice(0, difficulty === 3 ? 3 : 2).sort((a, b) => a - b);
      const amount = r.int(10, 400);
      return amount % winners.length === 0 ? null : { winners, amount };
    });
    const order = seatsFromLeftOfButton(players, button);
    const shares = splitPot(amount, winners, order);
    const best = Math.max(...shares);
    const getters = winners.filter((_, k) => shares[k] === best);
    // One odd chip (two winners, or 3 winners with remainder 1): a single seat; else the first in order.
    const first = order.find((s) => getters.includes(s))!;
    return question({ kind: KIND, seed, difficulty, game }, {
      prompt: `${GAMES[game].name}: ${winners.map(seatLabel).join(' and ')} tie for a pot of ${amount} (smallest chip 1). Who gets the ${getters.length > 1 ? 'first ' : ''}odd chip?`,
      scene: { seats: Array.from({ length: players }, (_, i) => ({ seat: i + 1, label: seatLabel(i), note: winners.includes(i) ? 'winner' : undefined })), button: button + 1, pot: amount },
      input: { type: 'seat', seats: winners.map((i) => i + 1) },
      expected: first + 1,
      working: [`${amount} does not split evenly: ${winners.map((w, k) => `${seatLabel(w)} ${shares[k]}`).join(', ')}.`,
        `Odd chips go one at a time starting with the first winner to the left of the button, which is at ${seatLabel(button)}: ${seatLabel(first)}.`],
      ruleIds: ['P-ODDCHIP'],
    });
  },
};
