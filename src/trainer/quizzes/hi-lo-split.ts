// Quiz "split the hi/lo pot" (P-ODDCHIP, H-LOW8): the hand is played by the engine to its showdown and its awards
// answer: the high and low halves, the odd chip of the pot to the high half, a tied half split from the first winner
// left of the button (stud: nearest the dealer's left).
//
// Difficulty: 1 is two players heads-up, an even pot, any deal; 2 two players plus a seat that folded (its chips make
// odd pots), deals steered toward two qualifying lows; 3 three players at showdown plus a folded seat, two or more
// lows most of the time, counterfeited lows among them (Omaha: a board card pairs a small hole card; stud: a low card
// paired).
import { type Card, GAMES } from '../../engine';
import { msg } from '../../i18n/index';
import { gameName, TRAINER_GAMES, type GameId } from '../games';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { chips, chooseGame, Dealer, handWords, playerLabel, question } from './common';
import { lowDecisive, sentence } from './decisive';
import { chipsWon, playShowdown, structureFor } from './table';
import { dealLowish } from './which-wins';

const KIND = 'hi-lo-split';
const GAMES_HERE: GameId[] = ['omaha-hl', 'omaha5-hl', 'stud7-hl'];
/** Difficulty 2 and 3 deal toward two or more qualifying lows this often (issue 12 point 4, measured by test/quiz-steering). */
export const HI_LO_TWO_LOWS_RATE = 0.75;

export const hiLoSplit: QuizKind = {
  id: KIND,
  code: 'hl',
  get title() { return msg('quiz.hi-lo-split.title'); },
  ruleIds: ['P-ODDCHIP', 'H-LOW8', 'H-OMAHA', 'H-HIGH'],
  games: GAMES_HERE,
  generate(seed, difficulty, gameAsked) {
    const rng = new Rng(seed);
    const game = chooseGame(rng, GAMES_HERE, gameAsked);
    for (let skip = 1; skip < difficulty; skip++) rng.next();
    const g = TRAINER_GAMES[game];
    const spec = GAMES[game];
    const players = difficulty === 3 ? 3 : 2;
    const folder = difficulty >= 2;
    const seats = players + (folder ? 1 : 0);
    const twoLows = difficulty >= 2 && rng.chance(HI_LO_TWO_LOWS_RATE);
    for (let attempt = 0; attempt < 400; attempt++) {
      let hands: Card[][];
      let board: Card[];
      if (twoLows) ({ hands, board } = dealLowish(rng, game, players));
      else { const dealer = new Dealer(rng); hands = Array.from({ length: players }, () => dealer.take(g.cards)); board = dealer.take(g.board); }
      const kind = rng.pick(spec.structures.filter((k) => k !== 'spread-limit'));
      // Units whose small blind or ante is odd, so that a folded seat's chips can make the pot odd.
      const unit = rng.pick(spec.forcedBets === 'blinds' ? [10, 50, 100] : [10, 25, 50]);
      const rounds = spec.streets.filter((s) => s.betting).length;
      const bets = Array.from({ length: rounds }, (_, r) => (r === 1 && folder) || rng.chance(0.5) ? unit * rng.int(1, 3) + (difficulty === 1 ? 0 : rng.int(0, unit - 1)) : undefined);
      // The button is the last showdown player; the folded seat sits after it (in blind games its small blind is dead).
      const played = playShowdown({
        game, hands: [...hands, undefined].slice(0, seats), board, button: players - 1, seed: seed + attempt, structure: structureFor(game, kind, unit),
        stacks: Array.from({ length: seats }, () => unit * 200), folders: folder ? [players] : [], bets,
      });
      if (!played) continue;
      const result = played.hand.result!;
      const amount = result.pots.reduce((t, pot) => t + pot.amount, 0);
      if (difficulty === 1 && amount % 2 === 1) continue;
      const shown = result.hands;
      const lows = hands.map((_, i) => shown[i]?.low[0] ?? null);
      if (twoLows && lows.filter((l) => l !== null).length < 2) continue;
      const won = chipsWon(played).slice(0, players);
      const awards = result.pots[0].awards;
      const low = awards.find((a) => a.half === 'low');
      const high = awards.find((a) => a.half !== 'low')!;
      const labels = hands.map((_, i) => playerLabel(i));
      const seatRows = Array.from({ length: seats }, (_, i) => (i < players
        ? { seat: i + 1, label: playerLabel(i), cards: hands[i], ...(i === players - 1 ? { note: msg('quiz.common.note.button') } : {}) }
        : { seat: i + 1, label: playerLabel(i), note: msg('quiz.common.note.folded') }));
      const why = low ? lowDecisive(lows, low.winners, labels) : undefined;
      const decisive = !low ? msg('quiz.hi-lo-split.noLowWhy') : why ? sentence(msg('quiz.hi-lo-split.lowHalf', { why })) : undefined;
      return question({ kind: KIND, seed, difficulty, game }, {
        prompt: msg(folder ? 'quiz.hi-lo-split.promptFolded' : 'quiz.hi-lo-split.prompt', { game: gameName(game), pot: chips(amount), button: playerLabel(players - 1), folded: playerLabel(seats - 1) }),
        scene: { seats: seatRows, board: board.length ? board : undefined, boardLabel: msg('quiz.common.board'), pot: amount, button: players },
        input: { type: 'amounts', labels },
        expected: won,
        working: [
          ...hands.map((_, i) => msg('quiz.hi-lo-split.hands', { player: playerLabel(i), high: handWords(shown[i]?.high[0] ?? null), low: handWords(lows[i]) })),
          low ? msg('quiz.hi-lo-split.halves', { high: chips(high.amount), low: chips(low.amount) }) : msg('quiz.hi-lo-split.noLow'),
          msg('quiz.hi-lo-split.shares', { list: won.map((s, i) => msg('quiz.hi-lo-split.share', { player: playerLabel(i), amount: chips(s) })).join(', ') }),
        ],
        ...(decisive ? { decisive } : {}),
        ruleIds: low ? ['H-LOW8', 'P-ODDCHIP'] : ['H-LOW8'],
      });
    }
    throw new Error(msg('quiz.common.noBuild'));
  },
};
