// Quiz "split the hi/lo pot" (P-ODDCHIP, H-LOW8): the evaluator finds the high and low winners, the
// engine's hiLoHalves and splitPot share the chips (odd chip of the pot to the high half).
import { type Card, hiLoHalves, seatsFromLeftOfButton, showdownWinners, splitPot } from '../../engine';
import { TRAINER_GAMES, type GameId } from '../games';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { best, chooseGame, Dealer, handWords, playerLabel, question } from './common';

const KIND = 'hi-lo-split';
const GAMES_HERE: GameId[] = ['omaha-hl', 'omaha5-hl', 'stud7-hl'];

export const hiLoSplit: QuizKind = {
  id: KIND,
  code: 'hl',
  title: 'Split the hi/lo pot',
  ruleIds: ['P-ODDCHIP', 'H-LOW8', 'H-OMAHA', 'H-HIGH'],
  games: GAMES_HERE,
  generate(seed, difficulty, gameAsked) {
    const rng = new Rng(seed);
    const game = chooseGame(rng, GAMES_HERE, gameAsked);
    const g = TRAINER_GAMES[game];
    const players = difficulty === 3 ? 3 : 2;
    const dealer = new Dealer(rng);
    const hands: Card[][] = Array.from({ length: players }, () => dealer.take(g.cards));
    const board = dealer.take(g.board);
    const highs = hands.map((h) => best(g.high, h, board));
    const lows = hands.map((h) => best(g.low!, h, board));
    const { high: highWinners, low: lowWinners } = showdownWinners({ game, players: hands, board }).boards[0];
    const amount = rng.int(20, 600) * (difficulty === 1 ? 2 : 1) + (difficulty === 1 ? 0 : rng.int(0, 1));
    // Seat 1 is left of the button, then seat 2, ...: the button is the last player.
    const order = seatsFromLeftOfButton(players, players - 1);
    const shares = hands.map(() => 0);
    const halves = hiLoHalves(amount);
    const highPart = lowWinners.length ? halves.high : amount;
    splitPot(highPart, highWinners, order).forEach((s, k) => { shares[highWinners[k]] += s; });
    if (lowWinners.length) splitPot(halves.low, lowWinners, order).forEach((s, k) => { shares[lowWinners[k]] += s; });
    return question({ kind: KIND, seed, difficulty, game }, {
      prompt: `${g.name}: a pot of ${amount} at showdown (Player ${players} has the button). How many chips does each player get?`,
      scene: { seats: hands.map((cards, i) => ({ seat: i + 1, label: playerLabel(i), cards })), board: board.length ? board : undefined, boardLabel: 'Board', pot: amount },
      input: { type: 'amounts', labels: hands.map((_, i) => playerLabel(i)) },
      expected: shares,
      working: [
        ...hands.map((_, i) => `${playerLabel(i)}: high ${handWords(highs[i])}; low ${handWords(lows[i])}.`),
        lowWinners.length ? `High half ${halves.high} (the odd chip goes high), low half ${halves.low}.` : 'No qualifying low: the high hand takes the whole pot.',
        `Shares: ${shares.map((s, i) => `${playerLabel(i)} ${s}`).join(', ')}.`,
      ],
      ruleIds: lowWinners.length ? ['H-LOW8', 'P-ODDCHIP'] : ['H-LOW8'],
    });
  },
};
