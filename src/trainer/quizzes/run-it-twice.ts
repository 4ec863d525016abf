// Quiz "run it twice / twice+1 payout" (P-RIT, P-RIT+1, P-RUNOUT): the boards are dealt, the
// evaluator finds each board's winner, the engine's runItTwicePayout shares each pot. Also who
// chooses how many times (P-RIT-INTERACTIVE: the higher equity, from the equity engine).
//
// Difficulty: 1 runs the river twice for an even pot; 2 adds twice+1, run-outs from the flop, odd pots (a folded small
// blind; the odd chip of a halved pot to the first board, of a tied board to the player left of the button) and who
// chooses; 3 runs from before the flop or the flop, always with an odd pot, twice+1 more often and who chooses more
// often. Every payout is the engine's, from a hand it played to the end.
import { type Card, GAMES } from '../../engine';
import { formatPercent, msg } from '../../i18n/index';
import { gameName, TRAINER_GAMES, type GameId } from '../games';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { chips, chooseGame, Dealer, formatCards, handWords, playerLabel, question } from './common';
import { chipsWon, playShowdown, structureFor } from './table';
import { exactEquity } from './equity';

const KIND = 'run-it-twice';
const GAMES_HERE = (Object.keys(GAMES) as GameId[]).filter((g) => GAMES[g].runItTwice);

export const runItTwice: QuizKind = {
  id: KIND,
  code: 'rt',
  get title() { return msg('quiz.run-it-twice.title'); },
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
      const share = (e: number) => formatPercent(Math.round(e * 1000) / 1000, 1);
      return question({ kind: KIND, seed, difficulty, game }, {
        prompt: msg('quiz.run-it-twice.who.prompt', { game: gameName(game) }),
        scene: { seats: hands.map((cards, i) => ({ seat: i + 1, label: playerLabel(i), cards })), board, boardLabel: msg('quiz.common.board') },
        input: { type: 'choice', options: [playerLabel(0), playerLabel(1), msg('quiz.run-it-twice.who.allInFirst')] },
        expected: chooser,
        working: [msg('quiz.run-it-twice.who.equity', { a: playerLabel(0), equityA: share(equity[0]), b: playerLabel(1), equityB: share(equity[1]) }),
          msg('quiz.run-it-twice.who.chooses', { player: playerLabel(chooser) })],
        ruleIds: ['P-RIT-INTERACTIVE'],
      });
    }
    const plusOne = difficulty >= 2 && rng.chance(difficulty === 3 ? 0.6 : 0.4);
    const known = rng.pick(difficulty === 1 ? [4] : difficulty === 2 ? [3, 4] : [0, 3]);
    // A third seat that posted the small blind and folded leaves an odd chip in the pot (difficulty 2 sometimes, 3 always).
    const folder = difficulty === 3 || (difficulty === 2 && rng.chance(0.5));
    // The hand is played by the engine: both players all-in at the stage, the chooser (Player 1) asks for twice or
    // twice+1, the other accepts, and the engine deals the boards and pays them (P-RIT, P-RIT+1, P-ODDCHIP).
    for (let attempt = 0; attempt < 100; attempt++) {
      const dealer = new Dealer(rng);
      const hands = [dealer.take(g.cards), dealer.take(g.cards)];
      const shared = dealer.take(known);
      const boards: Card[][] = [0, 1, 2].map(() => [...shared, ...dealer.take(5 - known)]);
      const unit = rng.pick([10, 50, 100]);
      const stack = unit * rng.int(20, 99) + (difficulty === 1 ? 0 : rng.int(0, unit - 1));
      const played = playShowdown({
        game, hands: folder ? [...hands, undefined] : hands, board: boards[0], button: 1, seed: seed + attempt,
        structure: structureFor(game, 'no-limit', unit), stacks: folder ? [stack, stack, unit * 50] : [stack, stack], folders: folder ? [2] : [],
        shoveRound: known === 0 ? 0 : known === 3 ? 1 : 2, run: { times: plusOne ? 3 : 2, extraBoards: boards.slice(1).map((b) => b.slice(known)) },
      });
      if (!played) continue;
      const result = played.hand.result!;
      const amount = result.pots.reduce((t, pot) => t + pot.amount, 0);
      if (difficulty === 1 && amount % 2 === 1) continue;
      if (difficulty === 3 && amount % 2 === 0) continue;
      const shares = chipsWon(played).slice(0, 2);
      const dealt = result.boards;
      const third = dealt.length === 3;
      const onBoard = dealt.map((_, b) => result.pots[0].awards.filter((a) => a.board === b).flatMap((a) => a.winners));
      // Both boards tied under twice+1: the engine deals a third board ("the same winners"), while P-RIT+1 says "the
      // same player wins"; the quiz leaves that unsettled case out (reported in docs/quiz-difficulty.md).
      if (plusOne && onBoard[0].length > 1 && onBoard[1].length > 1) continue;
      const parts = dealt.map((_, b) => result.pots[0].awards.filter((a) => a.board === b).reduce((t, a) => t + a.amount, 0));
      const stage = msg(known === 0 ? 'quiz.common.round.preflop' : known === 3 ? 'quiz.common.round.flop' : 'quiz.common.round.turn');
      const labels = [playerLabel(0), playerLabel(1)];
      const tied = onBoard.findIndex((w) => w.length > 1);
      const decisive = third ? msg('quiz.run-it-twice.decisive.thirds')
        : tied >= 0 ? msg(parts[tied] % 2 ? 'quiz.run-it-twice.decisive.tie' : 'quiz.run-it-twice.decisive.tieEven', { n: chips(tied + 1), part: chips(parts[tied]), player: playerLabel(0) })
        : amount % 2 === 1 ? msg('quiz.run-it-twice.decisive.odd', { pot: chips(amount), a: chips(parts[0]), b: chips(parts[1]) })
        : msg('quiz.run-it-twice.decisive.even', { parts: parts.map(chips).join(' + ') });
      const times = msg(plusOne ? 'quiz.run-it-twice.plusOne' : 'quiz.run-it-twice.twice');
      return question({ kind: KIND, seed, difficulty, game }, {
        prompt: folder
          ? msg('quiz.run-it-twice.promptFolded', { game: gameName(game), stage, pot: chips(amount), folder: playerLabel(2), times })
          : msg('quiz.run-it-twice.prompt', { game: gameName(game), stage, pot: chips(amount), times }),
        scene: {
          seats: [...hands.map((cards, i) => ({ seat: i + 1, label: playerLabel(i), cards })), ...(folder ? [{ seat: 3, label: playerLabel(2), note: msg('quiz.common.note.folded') }] : [])],
          hands: dealt.map((cards, b) => ({ label: msg('quiz.run-it-twice.board', { n: chips(b + 1) }), cards })),
          pot: amount,
          button: 2,
          facts: [msg('quiz.run-it-twice.hasButton', { player: playerLabel(1) })],
        },
        input: { type: 'amounts', labels },
        expected: shares,
        working: [
          msg('quiz.run-it-twice.noBetting'),
          ...dealt.map((b, i) => {
            const held = hands.map((_, p) => msg('quiz.run-it-twice.handOf', { player: playerLabel(p), hand: handWords(result.hands[p]?.high[i] ?? null) })).join(msg('quiz.common.fact.eventsJoin')); // Greek: ';' is its question mark
            return onBoard[i].length > 1 ? msg('quiz.run-it-twice.boardTie', { n: chips(i + 1), cards: formatCards(b), hands: held })
              : msg('quiz.run-it-twice.boardWin', { n: chips(i + 1), cards: formatCards(b), player: playerLabel(onBoard[i][0]), hands: held });
          }),
          third ? msg('quiz.run-it-twice.thirds') : msg('quiz.run-it-twice.halves', { parts: parts.map(chips).join(' + ') }),
          msg('quiz.run-it-twice.shares', { shares: shares.map((s, i) => msg('quiz.run-it-twice.share', { player: playerLabel(i), amount: chips(s) })).join(', ') }),
        ],
        decisive,
        ruleIds: plusOne ? ['P-RIT+1', 'P-RIT', 'P-RUNOUT'] : ['P-RIT', 'P-RUNOUT'],
      });
    }
    throw new Error(msg('quiz.common.noBuild'));
  },
};
