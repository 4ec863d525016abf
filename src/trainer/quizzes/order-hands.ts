// Quiz "order these hands": strongest first under the game's hand rule (H-HIGH, H-27, H-SOKO,
// H-AMERICANA, H-TELESINA, H-DRAW32); the evaluator's strength is the answer.
import { type Card, type HandRule } from '../../engine';
import { GAME_IDS, TRAINER_GAMES } from '../games';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { best, chooseGame, Dealer, formatCards, handWords, question, retry } from './common';

const KIND = 'order-hands';

export const orderHands: QuizKind = {
  id: KIND,
  code: 'oh',
  title: 'Order these hands',
  ruleIds: ['H-HIGH', 'H-27', 'H-SOKO', 'H-AMERICANA', 'H-TELESINA', 'H-DRAW32', 'C-DECK32', 'C-SUITORDER'],
  games: GAME_IDS,
  generate(seed, difficulty, gameAsked) {
    const rng = new Rng(seed);
    const game = chooseGame(rng, GAME_IDS, gameAsked);
    const g = TRAINER_GAMES[game];
    // Five-card hands, ranked by the game's high rule (Omaha and hold'em hands rank as H-HIGH).
    const rule: HandRule = g.high === 'omaha-high' ? 'high' : g.high;
    const count = difficulty + 2;
    const { hands, strengths } = retry(rng, (r) => {
      const dealer = new Dealer(r, g.deck);
      const hands: Card[][] = [];
      for (let i = 0; i < count; i++) hands.push(dealer.take(5));
      const strengths = hands.map((h) => best(rule, h)!.strength);
      if (new Set(strengths).size !== count) return null; // no ties: one right order
      return { hands, strengths };
    });
    const order = hands.map((_, i) => i).sort((a, b) => strengths[b] - strengths[a]);
    const labels = hands.map((h) => formatCards(h));
    const ruleIds = game === 'triple-draw-27' ? ['H-27'] : g.rankingRules.filter((r) => r !== 'H-HOLDEM' && r !== 'H-OMAHA' && r !== 'H-LOW8');
    return question({ kind: KIND, seed, difficulty, game }, {
      prompt: `${g.name}: put these hands in order, ${rule === 'deuce-seven' ? 'best (lowest) first' : 'strongest first'}.`,
      scene: { hands: hands.map((cards, i) => ({ label: `Hand ${String.fromCharCode(65 + i)}`, cards })) },
      input: { type: 'order', items: labels },
      expected: order,
      working: order.map((i, place) => `${place + 1}. ${labels[i]}: ${handWords(best(rule, hands[i]))}.`),
      ruleIds,
    });
  },
};
