// Quiz "fixed limit: what may they bet or raise to?" (B-FL: the small bet in the first rounds and the big bet after,
// at most four bets a round; B-FL-DOUBLE: in seven-card stud an open pair on fourth street allows the big bet;
// B-FL-SHORT: a short all-in of at least half a bet counts as a full one). A hand the engine played to the spot; its
// next.options (raiseSizes, or none) answer.
//
// Difficulty: 1 asks the opening bet of a round (small or big bet by the round) with three players; 2 asks raises
// facing bets, the cap of four bets, and stud's fourth street with a pair showing (seven-card stud only, not stud
// hi/lo); 3 adds short stacks whose all-ins are more or less than half a bet (complete it, or raise a full bet over it).
import { GAMES } from '../../engine';
import { currentLocale, msg } from '../../i18n/index';
import { gameName } from '../games';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { shuffleChoices } from './choices';
import { chips, chooseGame, gamesWithStructure, orList, question, reasonText, retry, seatLabel } from './common';
import { deal, mixedPolicy, playUntil, roundIndexOf, stacksFor, structureFor, tableScene, UNITS } from './table';

const KIND = 'fixed-limit';
const GAMES_HERE = gamesWithStructure(['fixed-limit']);
const closed = (): string => msg('quiz.fixed-limit.closed');

const sizesWords = (sizes: number[] | undefined, opening: boolean): string => {
  if (!sizes || !sizes.length) return closed();
  if (sizes.length === 1) return msg(opening ? 'quiz.fixed-limit.betOnly' : 'quiz.fixed-limit.raiseOnly', { size: chips(sizes[0]) });
  return msg(opening ? 'quiz.fixed-limit.betMany' : 'quiz.fixed-limit.raiseMany', { sizes: orList(sizes.map(chips)) });
};

export const fixedLimit: QuizKind = {
  id: KIND,
  code: 'fl',
  get title() { return msg('quiz.fixed-limit.title'); },
  ruleIds: ['B-FL', 'B-FL-DOUBLE', 'B-FL-SHORT', 'B-STACK'],
  games: GAMES_HERE,
  generate(seed, difficulty, gameAsked) {
    const rng = new Rng(seed);
    const game = chooseGame(rng, GAMES_HERE, gameAsked);
    const spec = GAMES[game];
    const fourthStreet = spec.streets[1]?.name === 'fourth-street';
    const wantPair = difficulty >= 2 && fourthStreet && rng.chance(0.35);
    const wantCap = difficulty >= 2 && !wantPair && rng.chance(0.35);
    const built = retry(rng, (r) => {
      const unit = r.pick(UNITS);
      const structure = structureFor(game, 'fixed-limit', unit);
      const players = Math.min(spec.maxPlayers, difficulty === 1 ? 3 : r.int(3, 6));
      const stacks = stacksFor(r, players, unit, difficulty === 3 ? r.int(1, 3) : 0);
      const p = deal({ game, structure, stacks, button: r.int(0, players - 1), seed: r.int(1, 2 ** 30) });
      const rounds = spec.streets.filter((s) => s.betting).length;
      const target = wantPair ? 1 : difficulty === 1 ? r.int(0, rounds - 1) : r.int(0, rounds - 1);
      const reached = playUntil(p, r, (q) => {
        const next = q.hand.next;
        if (next.kind !== 'act' || next.options.bringIn !== undefined) return false;
        const round = roundIndexOf(game, next.street);
        if (round < target) return false;
        const view = q.hand.view(next.seat);
        const currentBet = Math.max(...view.seats.map((s) => s.bet));
        if (difficulty === 1) return next.options.check && currentBet === 0;
        if (wantPair) return round === 1 && view.seats.some((s) => !s.folded && new Set(s.cards.filter((c, k) => c !== null && s.up[k]).map((c) => c! >> 2)).size < s.up.filter(Boolean).length);
        if (wantCap) return next.options.call > 0 && next.options.minRaiseTo === null;
        if (difficulty === 3) return view.seats.some((s) => s.allIn && s.bet > 0) && next.options.call > 0;
        return next.options.call > 0 && r.chance(0.5);
      }, mixedPolicy({ fold: 1, passive: 2, raise: wantCap ? 6 : 3 }));
      if (!reached) return null;
      return reached;
    }, 400);
    const next = built.hand.next;
    if (next.kind !== 'act') throw new Error('fixed-limit: the spot is not a betting decision');
    const seat = next.seat;
    const o = next.options;
    const view = built.hand.view(seat);
    const currentBet = Math.max(...view.seats.map((s) => s.bet));
    const opening = o.check;
    const structure = built.setup.structure;
    const small = structure.smallBet!;
    const big = structure.bigBet!;
    const right = sizesWords(o.raiseSizes ?? (o.minRaiseTo !== null ? [o.minRaiseTo] : undefined), opening);
    const wrong = [
      sizesWords([currentBet + small], opening), sizesWords([currentBet + big], opening), sizesWords([currentBet + small, currentBet + big], opening), closed(),
    ];
    if (currentBet > 0) wrong.push(sizesWords([small * (Math.ceil(currentBet / small) + 1)], opening), sizesWords([big * (Math.ceil(currentBet / big) + 1)], opening));
    const { options, expected } = shuffleChoices(rng, right, wrong, difficulty === 1 ? 3 : 4);
    const { scene, table } = tableScene(built, { actor: seat, live: false });
    const round = roundIndexOf(game, next.street);
    const ruleIds = ['B-FL'];
    const pairShowing = fourthStreet && round === 1 && view.seats.some((s) => !s.folded && new Set(s.cards.filter((c, k) => c !== null && s.up[k]).map((c) => c! >> 2)).size < s.up.filter(Boolean).length);
    if (pairShowing) ruleIds.push('B-FL-DOUBLE');
    const shortAllIn = view.seats.some((s) => s.allIn && s.bet > 0 && s.bet < currentBet + small);
    if (shortAllIn) ruleIds.push('B-FL-SHORT');
    const refusal = o.minRaiseTo === null ? built.hand.explain({ type: 'raise', to: currentBet + small }) : null;
    const why = refusal ? reasonText(refusal) : null;
    const roundId = `quiz.fixed-limit.round.${round < spec.smallBetRounds ? 'small' : 'big'}${pairShowing ? (spec.doubleOnOpenPair ? 'PairDouble' : 'PairNo') : ''}` as const;
    return question({ kind: KIND, seed, difficulty, game }, {
      prompt: msg(opening ? 'quiz.fixed-limit.prompt.bet' : 'quiz.fixed-limit.prompt.raise', { game: gameName(game), seat: seatLabel(seat) }),
      scene,
      input: { type: 'choice', options },
      expected,
      working: [
        msg(roundId, { amount: chips(round < spec.smallBetRounds ? small : big) }),
        why ?? msg('quiz.fixed-limit.allows', { allowed: right.toLocaleLowerCase(currentLocale()) }),
      ],
      ruleIds,
      table,
    });
  },
};
