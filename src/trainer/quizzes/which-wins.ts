// Quiz "which hand wins": a showdown in any game; the evaluator decides (H-HIGH, H-HOLDEM,
// H-OMAHA, H-LOW8, H-27, H-SOKO, H-AMERICANA, H-TELESINA, H-TELESINA-HU, H-DRAW32), ties and
// "no low" included. The hand is played by the engine to its showdown (everyone checks or calls) and its awards answer.
//
// Difficulty: 1 is two players, any deal; 2 two players, deals looking for close calls (the top two hands of one
// category) or, at the rates of STEERING, the game's own rule (Soko's four-flush and four-straight, a flush against a
// full house in Americana and 32-card draw, equal ranks that only the suits separate in Telesina and 32-card draw),
// and low-half questions with two or more qualifying lows (TWO_LOWS_RATE); 3 the same with three players, and
// Telesina's heads-up straight flushes (H-TELESINA-HU).
import { type Card, GAMES, type HandValue, isHighestStraightFlush, isLowestStraightFlush, makeCard } from '../../engine';
import { formatList, msg } from '../../i18n/index';
import { GAME_IDS, gameName, TRAINER_GAMES, type GameId } from '../games';
import type { QuizKind, QuizSeat } from '../quiz';
import { Rng } from '../rng';
import { best, chooseGame, Dealer, handWords, playerLabel, question } from './common';
import { sentence, showdownDecisive } from './decisive';
import { playShowdown, structureFor } from './table';

const KIND = 'which-wins';

/**
 * Issue 12 point 4: at difficulty 2 and 3 a share of the deals is steered toward the game's own rule (the rate is
 * the share of questions that look for it; test/quiz-steering.test.ts measures what comes out with its own oracle).
 */
type Values = (HandValue | null)[];
const ranksOf = (v: HandValue) => v.cards.map((c) => c >> 2).sort((a, b) => b - a).join(',');
const top2 = (values: Values): HandValue[] => values.filter((v): v is HandValue => v !== null).sort((a, b) => b.strength - a.strength).slice(0, 2);
const flushVsFull = (values: Values) => { const c = top2(values).map((v) => v.category); return c.includes('flush') && c.includes('full-house'); };
/** The two best hands are the same hand but for the suits: the suit order decides (C-SUITORDER). */
const suitsDecide = (values: Values) => { const [a, b] = top2(values); return !!a && !!b && a.category === b.category && ranksOf(a) === ranksOf(b); };
const sokoExtra = (values: Values) => top2(values).some((v) => v.category === 'four-flush' || v.category === 'four-straight');
export type Build = 'flush-full' | 'same-ranks';
export const STEERING: Partial<Record<GameId, { rate: number; wanted: (values: Values) => boolean; build?: Build }[]>> = {
  soko: [{ rate: 0.45, wanted: sokoExtra }],
  americana: [{ rate: 0.35, wanted: flushVsFull, build: 'flush-full' }],
  draw32: [{ rate: 0.3, wanted: flushVsFull, build: 'flush-full' }, { rate: 0.3, wanted: suitsDecide, build: 'same-ranks' }],
  telesina: [{ rate: 0.35, wanted: suitsDecide, build: 'same-ranks' }],
};

/**
 * Two hands built for a rule (the rest dealt at random): a flush and a full house (H-AMERICANA, H-DRAW32), or the
 * same ranks in other suits, so that only the suit order can decide (C-SUITORDER).
 */
export function dealBuilt(rng: Rng, game: GameId, players: number, build: Build): { hands: Card[][]; board: Card[] } | null {
  const g = TRAINER_GAMES[game];
  const deck = g.deck === 32 ? [5, 6, 7, 8, 9, 10, 11, 12] : [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  let a: Card[];
  let b: Card[];
  if (build === 'flush-full') {
    const suit = rng.int(0, 3);
    a = rng.shuffle(deck).slice(0, g.cards).map((r) => makeCard(r, suit));
    const [r1, r2] = rng.shuffle(deck);
    const free = (r: number) => rng.shuffle([0, 1, 2, 3]).map((s) => makeCard(r, s)).filter((c) => !a.includes(c));
    b = [...free(r1).slice(0, 3), ...free(r2).slice(0, 2)];
    if (b.length !== 5) return null;
  } else {
    const dealer = new Dealer(rng, g.deck);
    a = dealer.take(g.cards);
    b = a.map((c) => makeCard(c >> 2, rng.pick([0, 1, 2, 3].filter((s) => s !== (c & 3)))));
    if (new Set([...a, ...b]).size !== a.length + b.length) return null;
  }
  const dealer = new Dealer(rng, g.deck);
  dealer.remove([...a, ...b]);
  const hands = rng.chance(0.5) ? [a, b] : [b, a];
  for (let p = 2; p < players; p++) hands.push(dealer.take(g.cards));
  return { hands, board: dealer.take(g.board) };
}
/** Low-half questions at difficulty 2 and 3 look for two or more qualifying lows this often (H-LOW8). */
export const TWO_LOWS_RATE = 0.8;

/** Deals preferring small cards (aces count as small), so that eight-or-better lows come up. */
export function dealLowish(rng: Rng, game: GameId, players: number): { hands: Card[][]; board: Card[] } {
  const g = TRAINER_GAMES[game];
  const dealer = new Dealer(rng, g.deck);
  const take = (n: number): Card[] => {
    const out: Card[] = [];
    while (out.length < n) {
      const c = dealer.take(1)[0];
      if ((c >> 2) <= 6 || (c >> 2) === 12 || rng.chance(0.3)) out.push(c);
      else dealer.putBack(c);
    }
    return out;
  };
  const hands: Card[][] = [];
  for (let p = 0; p < players; p++) hands.push(take(g.cards));
  return { hands, board: take(g.board) };
}

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
  get title() { return msg('quiz.which-wins.title'); },
  ruleIds: ['H-HIGH', 'H-HOLDEM', 'H-OMAHA', 'H-LOW8', 'H-27', 'H-SOKO', 'H-AMERICANA', 'H-TELESINA', 'H-TELESINA-HU', 'H-DRAW32', 'C-SUITORDER', 'C-DECK32'],
  games: GAME_IDS,
  generate(seed, difficulty, gameAsked) {
    const rng = new Rng(seed);
    const game = chooseGame(rng, GAME_IDS, gameAsked);
    // Each level deals its own question (the levels differ in what they look for, not only in the label).
    for (let skip = 1; skip < difficulty; skip++) rng.next();
    const g = TRAINER_GAMES[game];
    const players = difficulty === 3 ? 3 : 2;
    const askLow = !!g.low && rng.chance(0.5);
    const rule = askLow ? g.low! : g.high;
    const scenario = game === 'telesina' && difficulty === 3 && rng.chance(0.35);
    // Difficulty 2 and 3: steer toward the game's own rule at the stated rates, else look for close calls (the same
    // category for the top two hands); low questions look for two qualifying lows.
    let steer: ((values: Values) => boolean) | null = null;
    let build: Build | undefined;
    let x = rng.next();
    for (const s of difficulty === 1 || askLow || scenario ? [] : STEERING[game] ?? []) { if (steer === null && x < s.rate) { steer = s.wanted; build = s.build; } x -= s.rate; }
    const twoLows = askLow && difficulty >= 2 && rng.chance(TWO_LOWS_RATE);
    let hands: Card[][] = [];
    let board: Card[] = [];
    let values: (HandValue | null)[] = [];
    for (let attempt = 0; attempt < (difficulty === 1 ? 1 : steer || twoLows ? 400 : 40); attempt++) {
      const built = build ? dealBuilt(rng, game, players, build) : null;
      if (build && !built) continue;
      ({ hands, board } = built ?? (twoLows ? dealLowish(rng, game, players) : deal(rng, game, scenario ? rng.pick([2, 3]) : players, scenario)));
      values = hands.map((h) => best(rule, h, board));
      const cats = values.map((v) => v?.category ?? 'none');
      if (scenario || difficulty === 1) break;
      if (steer) { if (steer(values)) break; continue; }
      if (twoLows) { if (values.filter((v) => v !== null).length >= 2) break; continue; }
      if (cats[0] === cats[1]) break;
    }
    // The engine plays the hand to its showdown (everyone checks or calls, draws stand pat) and its awards answer
    // (H-TELESINA-HU heads-up, six suited cards included; H-LOW8 no low).
    const played = playShowdown({
      game, hands, board, button: hands.length - 1, seed, structure: structureFor(game, GAMES[game].structures[0], 10), stacks: hands.map(() => 1000),
    });
    if (!played) throw new Error(msg('quiz.which-wins.noShowdown'));
    const awards = played.hand.result!.pots[0].awards;
    const award = awards.find((a) => (askLow ? a.half === 'low' : a.half !== 'low'));
    const winners = award?.winners ?? [];
    const shown = played.hand.result!.hands;
    values = hands.map((_, i) => (askLow ? shown[i]?.low[0] : shown[i]?.high[0]) ?? null);
    const options = hands.map((_, i) => playerLabel(i));
    options.push(msg('quiz.which-wins.split'));
    if (askLow) options.push(msg('quiz.common.hand.noLow'));
    const expected = winners.length === 0 ? options.length - 1 : winners.length > 1 ? hands.length : winners[0];
    const half = askLow ? 'low' : g.low ? 'high' : 'pot';
    const seats: QuizSeat[] = hands.map((cards, i) => ({ seat: i + 1, label: playerLabel(i), cards }));
    const working = values.map((v, i) => msg('quiz.which-wins.holds', { player: playerLabel(i), hand: handWords(v) }));
    const hu = game === 'telesina' && values.length === 2 && values.every((v) => v && v.category === 'straight-flush')
      && values.some((v) => isLowestStraightFlush(v!)) && values.some((v) => isHighestStraightFlush(v!));
    if (hu) working.push(msg('quiz.which-wins.hu'));
    working.push(winners.length === 0 ? msg('quiz.which-wins.noLowScoops')
      : winners.length > 1 ? msg(`quiz.which-wins.tie.${half}`, { players: formatList(winners.map(playerLabel)) })
      : msg(`quiz.which-wins.wins.${half}`, { player: playerLabel(winners[0]) }));
    const decisive = hu ? msg('quiz.which-wins.hu') : winners.length === 0 ? msg('quiz.which-wins.noLowWhy')
      : sentence(showdownDecisive(rule, values, winners, options));
    const ruleIds = [...g.rankingRules];
    if (askLow && !ruleIds.includes('H-LOW8')) ruleIds.push('H-LOW8');
    if (scenario || hu) ruleIds.push('H-TELESINA-HU');
    return question({ kind: KIND, seed, difficulty, game }, {
      prompt: msg(`quiz.which-wins.prompt.${half === 'pot' && g.board === 1 ? 'potVela' : half}`, { game: gameName(game) }),
      scene: { seats, board, boardLabel: msg(g.board === 1 ? 'quiz.common.vela' : 'quiz.common.board'), hands: undefined },
      input: { type: 'choice', options },
      expected,
      working,
      ...(decisive ? { decisive } : {}),
      ruleIds,
    });
  },
};
