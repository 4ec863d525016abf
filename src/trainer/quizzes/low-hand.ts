// Quiz "does this low qualify / which low is best" (H-LOW8): eight-or-better, aces low,
// straights and flushes do not count, compared from the top card down; Omaha two + three.
//
// Difficulty: 1 asks whether one hand makes a low; 2 which of two lows is better (two or more qualifying lows in most
// deals); 3 the same with a counterfeited low: in Omaha a board card pairs one of a player's small hole cards, so that
// card cannot make a low with it; in stud hi/lo three players, one holding a paired small card.
import { type Card } from '../../engine';
import { msg } from '../../i18n/index';
import { gameName, TRAINER_GAMES, type GameId } from '../games';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { best, chooseGame, Dealer, handWords, playerLabel, question } from './common';
import { lowDecisive, sentence } from './decisive';

const KIND = 'low-hand';
const GAMES: GameId[] = ['omaha-hl', 'omaha5-hl', 'stud7-hl'];
/** Difficulty 2 and 3 deal toward two or more qualifying lows this often. */
export const LOW_TWO_LOWS_RATE = 0.8;

export const lowHand: QuizKind = {
  id: KIND,
  code: 'lo',
  get title() { return msg('quiz.low-hand.title'); },
  ruleIds: ['H-LOW8', 'H-OMAHA'],
  games: GAMES,
  generate(seed, difficulty, gameAsked) {
    const rng = new Rng(seed);
    const game = chooseGame(rng, GAMES, gameAsked);
    const g = TRAINER_GAMES[game];
    const low = g.low!;
    const ruleIds = g.family === 'flop' ? ['H-LOW8', 'H-OMAHA'] : ['H-LOW8'];
    const base = { kind: KIND, seed, difficulty, game };
    // Deal with a bias to small cards so that lows are common enough to be interesting.
    const dealBiased = (dealer: Dealer, n: number): Card[] => {
      const out: Card[] = [];
      while (out.length < n) {
        const c = dealer.take(1)[0];
        if (c >> 2 <= 6 || c >> 2 === 12 || rng.chance(0.35)) out.push(c);
        else dealer.putBack(c);
      }
      return out;
    };
    const dealer = new Dealer(rng);
    const board = g.family === 'flop' ? dealBiased(dealer, 5) : [];
    if (difficulty === 1) {
      const hand = dealBiased(dealer, g.cards);
      const value = best(low, hand, board);
      return question(base, {
        prompt: msg('quiz.low-hand.promptOne', { game: gameName(game) }),
        scene: { seats: [{ seat: 1, label: msg('quiz.low-hand.theHand'), cards: hand }], board: board.length ? board : undefined, boardLabel: msg('quiz.common.board') },
        input: { type: 'choice', options: [msg('quiz.low-hand.yes'), msg('quiz.low-hand.no')] },
        expected: value ? 0 : 1,
        working: [value ? msg('quiz.low-hand.yesWorking', { hand: handWords(value) }) : msg(g.family === 'flop' ? 'quiz.low-hand.noWorkingOmaha' : 'quiz.low-hand.noWorking')],
        ruleIds,
      });
    }
    let hands: Card[][] = [];
    let boardCards = board;
    // Issue 12 point 4: at 2 and 3 most deals have two or more qualifying lows (measured by test/quiz-steering).
    const twoLows = rng.chance(LOW_TWO_LOWS_RATE);
    for (let attempt = 0; attempt < (twoLows ? 200 : 1); attempt++) {
      const fresh = attempt === 0 ? dealer : new Dealer(rng);
      if (attempt > 0 && g.family === 'flop') boardCards = dealBiased(fresh, 5);
      if (difficulty === 3 && g.family === 'flop') {
        // A counterfeit: Player 1 holds two small cards of distinct ranks and the board pairs one of them.
        const deck = new Dealer(rng);
        const [r1, r2] = rng.shuffle([12, 0, 1, 2, 3, 4]).slice(0, 2);
        const mine = [r1 * 4 + rng.int(0, 3), r2 * 4 + rng.int(0, 3)];
        deck.remove(mine);
        const pairing = r1 * 4 + rng.pick([0, 1, 2, 3].filter((x) => x !== (mine[0] & 3)));
        deck.remove([pairing]);
        const smallBoard = dealBiased(deck, 4).filter((c) => c !== pairing);
        boardCards = rng.shuffle([pairing, ...smallBoard.slice(0, 4)]);
        const first = [...mine, ...dealBiased(deck, g.cards - 2)];
        hands = rng.chance(0.5) ? [first, dealBiased(deck, g.cards)] : [dealBiased(deck, g.cards), first];
      } else if (difficulty === 3) {
        // Stud hi/lo: a counterfeited low is a paired small card (it cannot count twice, so the low needs another card).
        const deck = new Dealer(rng);
        const r = rng.pick([12, 0, 1, 2, 3, 4, 5]);
        const [s1, s2] = rng.shuffle([0, 1, 2, 3]);
        const pair = [r * 4 + s1, r * 4 + s2];
        deck.remove(pair);
        const first = rng.shuffle([...pair, ...dealBiased(deck, g.cards - 2)]);
        hands = rng.shuffle([first, dealBiased(deck, g.cards), dealBiased(deck, g.cards)]);
      } else {
        hands = Array.from({ length: 2 }, () => dealBiased(fresh, g.cards));
      }
      if (hands.filter((h) => best(low, h, boardCards) !== null).length >= 2) break;
    }
    const values = hands.map((h) => best(low, h, boardCards));
    const qualifying = values.filter((v) => v !== null);
    const top = qualifying.length ? Math.max(...qualifying.map((v) => v!.strength)) : -1;
    const winners = values.flatMap((v, i) => (v && v.strength === top ? [i] : []));
    const options = [...hands.map((_, i) => playerLabel(i)), msg('quiz.low-hand.tie'), msg('quiz.low-hand.nobody')];
    const expected = winners.length === 0 ? options.length - 1 : winners.length > 1 ? hands.length : winners[0];
    const decisive = winners.length === 0 ? msg('quiz.low-hand.nobodyWhy') : sentence(lowDecisive(values, winners, hands.map((_, i) => playerLabel(i))));
    return question(base, {
      prompt: msg('quiz.low-hand.prompt', { game: gameName(game) }),
      scene: { seats: hands.map((cards, i) => ({ seat: i + 1, label: playerLabel(i), cards })), board: boardCards.length ? boardCards : undefined, boardLabel: msg('quiz.common.board') },
      input: { type: 'choice', options },
      expected,
      working: [...values.map((v, i) => msg('quiz.low-hand.holds', { player: playerLabel(i), hand: handWords(v) })),
        ...(difficulty === 3 ? [msg(g.family === 'flop' ? 'quiz.low-hand.counterfeitOmaha' : 'quiz.low-hand.counterfeitStud')] : []),
        msg('quiz.low-hand.compare', { answer: options[expected] })],
      ...(decisive ? { decisive } : {}),
      ruleIds,
    });
  },
};
