// Quiz "who gets the odd chip" (P-ODDCHIP): split to the smallest chip, odd chips one at a time from the first winner
// left of the button (stud family: nearest the dealer's left; Soko: the player dealt first). The hand is played by the
// engine to a showdown where two or three players hold equal hands, and its awards answer.
//
// Difficulty: 1 is two winners among three or four players; 2 two winners at a fuller table (five to eight);
// 3 three winners, so two odd chips may go out one at a time.
import { type Card, GAMES, makeCard, seatsFromLeftOfButton } from '../../engine';
import { formatList, msg } from '../../i18n/index';
import { GAME_IDS, gameName, TRAINER_GAMES, type GameId } from '../games';
import type { QuizKind, QuizSeat } from '../quiz';
import { Rng } from '../rng';
import { chips, chooseGame, Dealer, question, seatLabel } from './common';
import { handNameInSentence } from '../hand-name';
import { chipsWon, playShowdown, structureFor } from './table';

const KIND = 'odd-chip';
// 32-card draw never ties (H-DRAW32), so it has no odd chips to give.
const GAMES_HERE = GAME_IDS.filter((g) => g !== 'draw32');

/**
 * Equal hands for `n` winners: one hand dealt at random and the others the same ranks with the suits turned round
 * (so flushes stay flushes); in Telesina, whose suits break most ties, straights under the Vela (H-TELESINA: the top
 * card and its suit decide, and the Vela is everyone's top card). The engine's showdown checks that they do tie.
 */
function equalHands(rng: Rng, game: GameId, n: number): { hands: Card[][]; board: Card[] } | null {
  const g = TRAINER_GAMES[game];
  if (game === 'telesina') {
    const vela = makeCard(9, rng.int(0, 3)); // a jack
    const base = [5, 6, 7, 8].map(() => rng.int(0, 3));
    const hands = Array.from({ length: n }, (_, k) => [5, 6, 7, 8].map((r, j) => makeCard(r, (base[j] + k) % 4)));
    const spare = [5, 6, 7, 8].flatMap((r) => [0, 1, 2, 3].map((s) => makeCard(r, s))).filter((c) => !hands.flat().includes(c));
    const fifth = rng.shuffle(spare).slice(0, n);
    hands.forEach((h, k) => h.push(fifth[k]));
    return { hands: hands.map((h) => rng.shuffle(h)), board: [vela] };
  }
  const dealer = new Dealer(rng, g.deck);
  const first = dealer.take(g.cards);
  const shift = rng.pick([1, 2, 3]);
  const hands = Array.from({ length: n }, (_, k) => first.map((c) => makeCard(c >> 2, ((c & 3) + k * shift) % 4)));
  const all = hands.flat();
  if (new Set(all).size !== all.length) return null;
  dealer.remove(all);
  return { hands, board: dealer.take(g.board) };
}

export const oddChip: QuizKind = {
  id: KIND,
  code: 'oc',
  get title() { return msg('quiz.odd-chip.title'); },
  ruleIds: ['P-ODDCHIP'],
  games: GAMES_HERE,
  generate(seed, difficulty, gameAsked) {
    const rng = new Rng(seed);
    const game = chooseGame(rng, GAMES_HERE, gameAsked);
    const spec = GAMES[game];
    const players = Math.min(spec.maxPlayers, difficulty === 1 ? rng.int(3, 4) : rng.int(5, 8));
    const count = difficulty === 3 ? 3 : 2;
    for (let attempt = 0; attempt < 300; attempt++) {
      const button = rng.int(0, players - 1);
      const winners = rng.shuffle(Array.from({ length: players }, (_, i) => i)).slice(0, count).sort((a, b) => a - b);
      const built = equalHands(rng, game, count);
      if (!built) continue;
      const cards: (Card[] | undefined)[] = Array.from({ length: players }, () => undefined);
      winners.forEach((w, k) => { cards[w] = built.hands[k]; });
      // Ante games: units whose ante (a fifth of the unit) is odd, so that the antes can leave an odd pot.
      const unit = rng.pick(spec.forcedBets === 'blinds' ? [10, 20, 50, 100] : [5, 25, 125]);
      const rounds = spec.streets.filter((s) => s.betting).length;
      const bets = Array.from({ length: rounds }, (_, r) => (r <= 1 || rng.chance(0.4) ? unit * rng.int(2, 4) + rng.int(0, unit - 1) : undefined));
      // One of the others calls the first round and folds to the second round's bet: dead money of any size.
      const folders = Array.from({ length: players }, (_, i) => i).filter((i) => !winners.includes(i));
      const foldFrom = { [rng.pick(folders)]: 1 };
      const played = playShowdown({
        game, hands: cards, board: built.board, button, seed: seed + attempt, structure: structureFor(game, rng.pick(spec.structures.filter((k) => k !== 'fixed-limit' && k !== 'spread-limit')), unit),
        stacks: Array.from({ length: players }, () => unit * 300), folders, foldFrom, bets,
      });
      if (!played) continue;
      const pot = played.hand.result!.pots[0];
      // The engine's showdown must find exactly these winners, and the pot must not split evenly.
      if (pot.awards.some((a) => a.winners.join() !== winners.join()) || pot.amount % count === 0) continue;
      const halves = pot.awards.length === 2;
      const won = chipsWon(played);
      const top = Math.max(...winners.map((w) => won[w]));
      const getters = winners.filter((w) => won[w] === top);
      const order = seatsFromLeftOfButton(players, button);
      const first = order.find((s) => getters.includes(s))!;
      const shown = played.hand.result!.hands;
      const seats: QuizSeat[] = Array.from({ length: players }, (_, i) => (winners.includes(i)
        ? { seat: i + 1, label: seatLabel(i), cards: cards[i], note: msg('quiz.odd-chip.winner') }
        : { seat: i + 1, label: seatLabel(i), note: msg('quiz.common.note.folded') }));
      const stud = spec.family === 'stud';
      const names = formatList(winners.map((w) => seatLabel(w)));
      const high = shown[winners[0]]?.high[0] ?? null;
      // Each seat is named once in the explanation's steps: the hands, the shares, and the deciding line (who is at
      // the button and who is first to its left), which the steps do not repeat (P-ODDCHIP).
      return question({ kind: KIND, seed, difficulty, game }, {
        prompt: msg(getters.length > 1 ? 'quiz.odd-chip.promptFirst' : 'quiz.odd-chip.prompt', { game: gameName(game), winners: names, pot: chips(pot.amount) }),
        scene: {
          seats, button: button + 1, pot: pot.amount,
          ...(built.board.length ? { board: built.board, boardLabel: msg(spec.boardCards === 1 ? 'quiz.common.vela' : 'quiz.common.board') } : {}),
          facts: [msg(stud ? 'quiz.odd-chip.hasDealer' : 'quiz.odd-chip.hasButton', { seat: seatLabel(button) })],
        },
        input: { type: 'seat', seats: winners.map((i) => i + 1) },
        expected: first + 1,
        working: [
          msg('quiz.odd-chip.hands', { winners: names, hand: handNameInSentence(spec.high, high) }),
          ...(halves ? [msg('quiz.odd-chip.halves', { high: chips(pot.awards.find((a) => a.half === 'high')!.amount), low: chips(pot.awards.find((a) => a.half === 'low')!.amount) })] : []),
          msg('quiz.odd-chip.shares', { pot: chips(pot.amount), shares: winners.map((w) => msg('quiz.odd-chip.share', { seat: seatLabel(w), amount: chips(won[w]) })).join(', ') }),
          msg(stud ? 'quiz.odd-chip.orderDealer' : 'quiz.odd-chip.orderButton'),
        ],
        decisive: msg(stud ? 'quiz.odd-chip.decisiveDealer' : 'quiz.odd-chip.decisiveButton', {
          pot: chips(pot.amount), count: chips(count), rest: pot.amount % count, button: seatLabel(button), seat: seatLabel(first),
        }),
        ruleIds: ['P-ODDCHIP'],
      });
    }
    throw new Error(msg('quiz.common.noBuild'));
  },
};
