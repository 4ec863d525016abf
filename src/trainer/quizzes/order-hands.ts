// Quiz "order these hands": strongest first under the game's hand rule (H-HIGH, H-27, H-SOKO,
// H-AMERICANA, H-TELESINA, H-DRAW32); the evaluator's strength is the answer.
//
// Difficulty: 1 orders three hands, 2 four, 3 five. At 2 and 3 the deals are steered toward each game's own rule
// (issue 12 point 4, measured by test/quiz-steering): Soko a four-flush or four-straight among the hands, Americana
// and 32-card draw a flush beside a full house, Telesina and 32-card draw two hands of the same ranks that only the
// suit order separates (C-SUITORDER).
import { type Card, type HandRule, type HandValue } from '../../engine';
import { msg } from '../../i18n/index';
import { GAME_IDS, gameName, TRAINER_GAMES, type GameId } from '../games';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { best, chooseGame, Dealer, formatCards, handWords, question, retry } from './common';
import { beatsWords, sentence } from './decisive';
import { type Build, dealBuilt } from './which-wins';

const KIND = 'order-hands';

type Steer = { rate: number; build?: Build; wanted?: (values: HandValue[]) => boolean };
/** The share of difficulty 2 and 3 questions that look for each game's own rule. */
export const ORDER_STEERING: Partial<Record<GameId, Steer[]>> = {
  soko: [{ rate: 0.5, wanted: (values) => values.some((v) => v.category === 'four-flush' || v.category === 'four-straight') }],
  americana: [{ rate: 0.35, build: 'flush-full' }],
  draw32: [{ rate: 0.3, build: 'flush-full' }, { rate: 0.3, build: 'same-ranks' }],
  telesina: [{ rate: 0.35, build: 'same-ranks' }],
};

export const orderHands: QuizKind = {
  id: KIND,
  code: 'oh',
  get title() { return msg('quiz.order-hands.title'); },
  ruleIds: ['H-HIGH', 'H-27', 'H-SOKO', 'H-AMERICANA', 'H-TELESINA', 'H-DRAW32', 'C-DECK32', 'C-SUITORDER'],
  games: GAME_IDS,
  generate(seed, difficulty, gameAsked) {
    const rng = new Rng(seed);
    const game = chooseGame(rng, GAME_IDS, gameAsked);
    const g = TRAINER_GAMES[game];
    // Five-card hands, ranked by the game's high rule (Omaha and hold'em hands rank as H-HIGH).
    const rule: HandRule = g.high === 'omaha-high' ? 'high' : g.high;
    const count = difficulty + 2;
    let steer: Steer | null = null;
    let x = rng.next();
    for (const s of difficulty === 1 ? [] : ORDER_STEERING[game] ?? []) { if (steer === null && x < s.rate) steer = s; x -= s.rate; }
    const { hands, strengths } = retry(rng, (r) => {
      let hands: Card[][];
      if (steer?.build) {
        const built = dealBuilt(r, game, count, steer.build);
        if (!built) return null;
        hands = r.shuffle(built.hands.map((h) => h.slice(0, 5)));
      } else {
        const dealer = new Dealer(r, g.deck);
        hands = [];
        for (let i = 0; i < count; i++) hands.push(dealer.take(5));
      }
      const values = hands.map((h) => best(rule, h)!);
      if (steer?.wanted && !steer.wanted(values)) return null;
      const strengths = values.map((v) => v.strength);
      if (new Set(strengths).size !== count) return null; // no ties: one right order
      return { hands, strengths };
    }, steer ? 400 : 200);
    const order = hands.map((_, i) => i).sort((a, b) => strengths[b] - strengths[a]);
    const labels = hands.map((h) => formatCards(h));
    const letters = [...msg('quiz.order-hands.letters')];
    const names = hands.map((_, i) => msg('quiz.order-hands.hand', { letter: letters[i] }));
    const ruleIds = game === 'triple-draw-27' ? ['H-27'] : g.rankingRules.filter((r) => r !== 'H-HOLDEM' && r !== 'H-OMAHA' && r !== 'H-LOW8');
    // The closest call: the first neighbours in the order that share a category (else the first two).
    const values = hands.map((h) => best(rule, h)!);
    const k = Math.max(0, order.findIndex((h, i) => i + 1 < order.length && values[h].category === values[order[i + 1]].category));
    const [a, b] = [order[k], order[k + 1]];
    const why = beatsWords(rule, values[a], values[b], names[a], names[b]);
    const decisive = why ? sentence(msg('quiz.order-hands.above', { a: names[a], b: names[b], why })) : undefined;
    return question({ kind: KIND, seed, difficulty, game }, {
      prompt: msg(rule === 'deuce-seven' ? 'quiz.order-hands.prompt27' : 'quiz.order-hands.prompt', { game: gameName(game) }),
      scene: { hands: hands.map((cards, i) => ({ label: names[i], cards })) },
      input: { type: 'order', items: labels },
      expected: order,
      working: order.map((i, place) => msg('quiz.order-hands.place', { place: place + 1, cards: labels[i], hand: handWords(values[i]) })),
      ...(decisive ? { decisive } : {}),
      ruleIds,
    });
  },
};
