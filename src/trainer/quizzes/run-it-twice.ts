// Quiz "run it twice / twice+1 payout" (P-RIT, P-RIT+1, P-RUNOUT): the boards are dealt, the
// evaluator finds each board's winner, the engine's runItTwicePayout shares each pot. Also who
// chooses how many times (P-RIT-INTERACTIVE: the higher equity, from the equity engine).
//
// Difficulty: 1 runs the river twice for an even pot; 2 adds twice+1, run-outs from the flop, odd pots (the odd chip
// of a halved pot to the first board, of a tied board to the player left of the button) and who chooses; 3 runs
// from before the flop or the flop, always with an odd pot, twice+1 more often and who chooses more often.
import { type Card, GAMES, runItTwicePayout, showdownWinners, splitPot } from '../../engine';
import { TRAINER_GAMES, type GameId } from '../games';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { best, chooseGame, Dealer, formatCards, handWords, playerLabel, question } from './common';
import { exactEquity } from './equity';

const KIND = 'run-it-twice';
const GAMES_HERE = (Object.keys(GAMES) as GameId[]).filter((g) => GAMES[g].runItTwice);

export const runItTwice: QuizKind = {
  id: KIND,
  code: 'rt',
  title: 'Run it twice: who gets what?',
  ruleIds: ['P-RIT', 'P-RIT+1', 'P-RUNOUT', 'P-RIT-INTERACTIVE'],
  games: GAMES_HERE,
  generate(seed, difficulty, gameAsked, context) {
    const rng = new Rng(seed);
    const game = chooseGame(rng, GAMES_HERE, gameAsked);
    const g = TRAINER_GAMES[game];
    if (difficulty >= 2 && rng.chance(difficulty === 3 ? 0.3 : 0.2)) {
      // P-RIT-INTERACTIVE: heads-up all-in on the turn; the player with the higher equity chooses.
      const dealer = new Dealer(rng);
      let hands = [dealer.take(g.cards), dealer.take(g.cards)];
      let board = dealer.take(4);
      let equity = exactEquity(game, hands, board, context);
      for (let tries = 0; tries < 20 && Math.abs(equity[0] - equity[1]) < 0.02; tries++) {
        const again = new Dealer(rng);
        hands = [again.take(g.cards), again.take(g.cards)];
        board = again.take(4);
        equity = exactEquity(game, hands, board, context);
      }
      const chooser = equity[0] >= equity[1] ? 0 : 1;
      return question({ kind: KIND, seed, difficulty, game }, {
        prompt: `${g.name}: heads-up, both all-in on the turn, over the table's run-it-twice threshold. Who chooses Once, Twice or Twice+1?`,
        scene: { seats: hands.map((cards, i) => ({ seat: i + 1, label: playerLabel(i), cards })), board, boardLabel: 'Board' },
        input: { type: 'choice', options: [playerLabel(0), playerLabel(1), 'The player who went all-in first'] },
        expected: chooser,
        working: [`Equity with one card to come: ${playerLabel(0)} ${Math.round(equity[0] * 1000) / 10}%, ${playerLabel(1)} ${Math.round(equity[1] * 1000) / 10}%.`,
          `The player with the higher equity chooses (${playerLabel(chooser)}); for Twice or Twice+1 the other accepts or declines, and declined means once.`],
        ruleIds: ['P-RIT-INTERACTIVE'],
      });
    }
    const plusOne = difficulty >= 2 && rng.chance(difficulty === 3 ? 0.6 : 0.4);
    const dealer = new Dealer(rng);
    const hands = [dealer.take(g.cards), dealer.take(g.cards)];
    const known = rng.pick(difficulty === 1 ? [4] : difficulty === 2 ? [3, 4] : [0, 3]);
    const shared = dealer.take(known);
    const boards: Card[][] = [[...shared, ...dealer.take(5 - known)], [...shared, ...dealer.take(5 - known)]];
    const winnersOn = (board: Card[]) => showdownWinners({ game, players: hands, board }).boards[0].high;
    let results = boards.map(winnersOn);
    const sameWinner = (w: number[][]) => w[0].length === 1 && w[1].length === 1 && w[0][0] === w[1][0];
    const third = plusOne && sameWinner(results);
    if (third) { boards.push([...shared, ...dealer.take(5 - known)]); results = boards.map(winnersOn); }
    const amount = rng.int(50, 999) * 2 + (difficulty === 1 ? 0 : difficulty === 3 ? 1 : rng.int(0, 1));
    const parts = runItTwicePayout(amount, boards.length);
    const shares = [0, 0];
    // A tie on one board splits that board's part (P-ODDCHIP; Player 2 has the button, so Player 1 is left of it).
    parts.forEach((part, b) => splitPot(part, results[b], [0, 1]).forEach((s, k) => { shares[results[b][k]] += s; }));
    const stage = known === 0 ? 'before the flop' : known === 3 ? 'on the flop' : 'on the turn';
    return question({ kind: KIND, seed, difficulty, game }, {
      prompt: `${g.name}: heads-up, both all-in ${stage} for a pot of ${amount}. They agreed to run it ${plusOne ? 'twice+1' : 'twice'}. How many chips does each player get?`,
      scene: {
        seats: hands.map((cards, i) => ({ seat: i + 1, label: playerLabel(i), cards })),
        hands: boards.map((cards, b) => ({ label: `Board ${b + 1}`, cards })),
        pot: amount,
        button: 2,
        facts: ['Player 2 has the button.'],
      },
      input: { type: 'amounts', labels: [playerLabel(0), playerLabel(1)] },
      expected: shares,
      working: [
        'With everyone all-in the rest of the board is dealt with no more betting.',
        ...boards.map((b, i) => `Board ${i + 1} (${formatCards(b)}): ${results[i].length > 1 ? 'a tie' : `${playerLabel(results[i][0])} wins`} (${hands.map((h, p) => `${playerLabel(p)} ${handWords(best(g.high, h, b))}`).join('; ')}).`),
        third ? 'The same player won both boards, so a third board was dealt and the pot is shared in thirds (remainder to the first board).'
          : `The pot is halved, one half per board (odd chip to the first board): ${parts.join(' + ')}.`,
        `Shares: ${shares.map((s, i) => `${playerLabel(i)} ${s}`).join(', ')}.`,
      ],
      ruleIds: plusOne ? ['P-RIT+1', 'P-RIT', 'P-RUNOUT'] : ['P-RIT', 'P-RUNOUT'],
    });
  },
};
