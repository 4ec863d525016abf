// Quiz "which hand wins": a showdown in any game; the evaluator decides (H-HIGH, H-HOLDEM,
// H-OMAHA, H-LOW8, H-27, H-SOKO, H-AMERICANA, H-TELESINA, H-TELESINA-HU, H-DRAW32), ties and
// "no low" included.
import { type Card, type HandValue, isHighestStraightFlush, isLowestStraightFlush, makeCard, showdownWinners } from '../../engine';
import { GAME_IDS, TRAINER_GAMES, type GameId } from '../games';
import type { QuizKind, QuizSeat } from '../quiz';
import { Rng } from '../rng';
import { best, chooseGame, Dealer, handWords, playerLabel, question } from './common';

const KIND = 'which-wins';

function deal(rng: Rng, game: GameId, players: number, telesinaScenario: boolean): { hands: Card[][]; board: Card[] } {
  const g = TRAINER_GAMES[game];
  const dealer = new Dealer(rng, g.deck);
  if (telesinaScenario) {
    // Two straight flushes at the two ends of the Telesina straights (H-TELESINA-HU).
    const [s1, s2] = rng.shuffle([0, 1, 2, 3]);
    const top = [12, 11, 10, 9, 8].map((r) => makeCard(r, s1));
    const bottom = [8, 7, 6, 5, 12].map((r) => makeCard(r, s2));
    dealer.remove([...top, ...bottom]);
    const hands = rng.chance(0.5) ? [top, bottom] : [bottom, top];
    for (let p = 2; p < players; p++) hands.push(dealer.take(g.cards));
    return { hands, board: dealer.take(g.board) };
  }
  const hands: Card[][] = [];
  for (let p = 0; p < players; p++) hands.push(dealer.take(g.cards));
  return { hands, board: dealer.take(g.board) };
}

export const whichWins: QuizKind = {
  id: KIND,
  code: 'ww',
  title: 'Which hand wins?',
  ruleIds: ['H-HIGH', 'H-HOLDEM', 'H-OMAHA', 'H-LOW8', 'H-27', 'H-SOKO', 'H-AMERICANA', 'H-TELESINA', 'H-TELESINA-HU', 'H-DRAW32', 'C-SUITORDER', 'C-DECK32'],
  games: GAME_IDS,
  generate(seed, difficulty, gameAsked) {
    const rng = new Rng(seed);
    const game = chooseGame(rng, GAME_IDS, gameAsked);
    const g = TRAINER_GAMES[game];
    const players = difficulty === 3 ? 3 : 2;
    const askLow = !!g.low && rng.chance(0.5);
    const rule = askLow ? g.low! : g.high;
    const scenario = game === 'telesina' && difficulty === 3 && rng.chance(0.35);
    // Harder questions look for close calls: the same category for the top two hands.
    let hands: Card[][] = [];
    let board: Card[] = [];
    let values: (HandValue | null)[] = [];
    for (let attempt = 0; attempt < (difficulty === 1 ? 1 : 40); attempt++) {
      ({ hands, board } = deal(rng, game, scenario ? rng.pick([2, 3]) : players, scenario));
      values = hands.map((h) => best(rule, h, board));
      const cats = values.map((v) => v?.category ?? 'none');
      if (scenario || difficulty === 1 || cats[0] === cats[1]) break;
    }
    // The engine's showdown decides (H-TELESINA-HU heads-up, six suited cards included; H-LOW8 no low).
    const decided = showdownWinners({ game, players: hands, board }).boards[0];
    const winners = askLow ? decided.low : decided.high;
    if (!askLow) values = decided.shownHigh;
    const options = hands.map((_, i) => playerLabel(i));
    options.push('Split pot (tie)');
    if (askLow) options.push('No qualifying low');
    const expected = winners.length === 0 ? options.length - 1 : winners.length > 1 ? hands.length : winners[0];
    const half = askLow ? 'the low half' : g.low ? 'the high half' : 'the pot';
    const seats: QuizSeat[] = hands.map((cards, i) => ({ seat: i + 1, label: playerLabel(i), cards }));
    const working = values.map((v, i) => `${playerLabel(i)}: ${handWords(v)}.`);
    const hu = game === 'telesina' && values.length === 2 && values.every((v) => v && v.category === 'straight-flush')
      && values.some((v) => isLowestStraightFlush(v!)) && values.some((v) => isHighestStraightFlush(v!));
    if (hu) working.push('Heads-up in Telesina the lowest straight flush (T-9-8-7-A) beats the highest (A-K-Q-J-T).');
    working.push(winners.length === 0 ? 'Nobody has five different cards eight or lower, so there is no low: the high hand scoops.'
      : winners.length > 1 ? `${winners.map(playerLabel).join(' and ')} tie and split ${half}.`
      : `${playerLabel(winners[0])} wins ${half}.`);
    const ruleIds = [...g.rankingRules];
    if (askLow && !ruleIds.includes('H-LOW8')) ruleIds.push('H-LOW8');
    if (scenario || hu) ruleIds.push('H-TELESINA-HU');
    return question({ kind: KIND, seed, difficulty, game }, {
      prompt: `${g.name}: who wins ${half}${g.board === 1 ? ' (the middle card is the Vela, shared by everyone)' : ''}?`,
      scene: { seats, board, boardLabel: g.board === 1 ? 'Vela' : 'Board', hands: undefined },
      input: { type: 'choice', options },
      expected,
      working,
      ruleIds,
    });
  },
};
