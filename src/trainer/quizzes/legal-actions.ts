// Quiz "which action is legal here": the engine's checkBettingAction (the same check the hand uses)
// decides, and its sentences explain the illegal ones (B-NL, B-STACK, B-PL, B-FL, F-BLINDS; in stud-type
// games the bring-in: post it or complete, F-BRINGIN).
import { type BettingContext, type BettingStructure, checkBettingAction, GAMES, minimumBet, type StructureKind } from '../../engine';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { chooseGame, gamesWithStructure, question, retry, roundWords } from './common';

const KIND = 'legal-actions';
const GAMES_HERE = gamesWithStructure(['no-limit', 'pot-limit', 'fixed-limit']);
type Action = { type: 'fold' | 'check' | 'call' | 'bet' | 'raise' | 'bring-in'; to?: number };

const words = (a: Action, ctx: BettingContext): string =>
  a.type === 'bring-in' ? `Post the bring-in of ${ctx.bringInDue}` : a.type === 'bet' && ctx.bringInDue !== undefined ? `Complete to ${a.to}` : a.type === 'call' ? (ctx.currentBet > ctx.playerBet ? `Call ${Math.min(ctx.currentBet - ctx.playerBet, ctx.stack)}` : 'Call') : a.type === 'bet' ? `Bet ${a.to}` : a.type === 'raise' ? `Raise to ${a.to}` : a.type === 'fold' ? 'Fold' : 'Check';

export const legalActions: QuizKind = {
  id: KIND,
  code: 'la',
  title: 'Which action is legal?',
  ruleIds: ['B-NL', 'B-STACK', 'B-PL', 'B-FL', 'B-MINRAISE', 'F-BLINDS', 'F-BRINGIN'],
  games: GAMES_HERE,
  generate(seed, difficulty, gameAsked) {
    const rng = new Rng(seed);
    const game = chooseGame(rng, GAMES_HERE, gameAsked);
    const spec = GAMES[game];
    if (spec.forcedBets === 'antes' && spec.structures.includes('fixed-limit')) {
      // F-BRINGIN (fixed limit): the lowest or highest up card posts the bring-in or completes to a full bet.
      const built = retry(rng, (r) => {
        const ante = r.pick([1, 5, 25]);
        const bringIn = ante * 2;
        const smallBet = bringIn * r.pick([2, 3]);
        const structure: BettingStructure = { kind: 'fixed-limit', ante, bringIn, smallBet, bigBet: smallBet * 2 };
        const ctx: BettingContext = { structure, roundIndex: 0, currentBet: 0, lastFullRaise: 0, playerBet: 0, stack: smallBet * 20, pot: ante * r.int(3, 7), betsThisRound: 0, mayRaise: true, bringInDue: bringIn };
        const candidates: Action[] = [{ type: 'bring-in' }, { type: 'bet', to: smallBet }, { type: 'check' }, { type: 'fold' }, { type: 'bet', to: smallBet * 2 }];
        // Posting the bring-in and completing are both legal, so at most four options (one of them left out).
        const picked = r.shuffle(candidates).slice(0, Math.min(4, difficulty + 2));
        return picked.filter((a) => checkBettingAction(ctx, a) === null).length === 1 ? { ctx, picked } : null;
      });
      const { ctx, picked } = built;
      const labels = picked.map((a) => words(a, ctx));
      return question({ kind: KIND, seed, difficulty, game }, {
        prompt: `${spec.name}, fixed limit: this player's up card brings it in. Which one of these is legal?`,
        scene: { facts: [`Ante ${ctx.structure.ante}, bring-in ${ctx.structure.bringIn}, bets ${ctx.structure.smallBet}/${ctx.structure.bigBet}. Everyone has anted; nobody has acted yet.`], pot: ctx.pot },
        input: { type: 'choice', options: labels },
        expected: picked.findIndex((a) => checkBettingAction(ctx, a) === null),
        working: picked.map((a, i) => `${labels[i]}: ${checkBettingAction(ctx, a) ?? 'legal.'}`),
        ruleIds: ['F-BRINGIN', 'B-FL'],
      });
    }
    const kinds = spec.structures.filter((s): s is StructureKind => s === 'no-limit' || s === 'pot-limit' || s === 'fixed-limit');
    const built = retry(rng, (r) => {
      const kind = difficulty === 1 ? kinds[0] : r.pick(kinds);
      const big = r.pick([2, 10, 100]);
      const structure: BettingStructure = { kind, smallBlind: big / 2, bigBlind: big, smallBet: big, bigBet: big * 2 };
      // Scenarios: the big blind's option preflop (F-BLINDS), facing a bet, or a short stack (B-STACK).
      const scenario = r.int(0, difficulty === 1 ? 1 : 2);
      const preflop = scenario === 0;
      const currentBet = preflop ? big : r.chance(0.3) ? 0 : big * r.int(1, 6);
      const playerBet = preflop ? big : 0;
      const stack = scenario === 2 ? Math.max(1, currentBet + big * r.int(-1, 2)) : big * r.int(20, 100);
      const pot = big * r.int(3, 20) + currentBet + playerBet;
      const ctx: BettingContext = { structure, roundIndex: preflop ? 0 : r.int(1, 3), currentBet, lastFullRaise: Math.max(currentBet, big), playerBet, stack, pot, betsThisRound: currentBet ? 1 : 0, mayRaise: true };
      const minBet = minimumBet(structure);
      const candidates: Action[] = [
        { type: 'fold' }, { type: 'check' }, { type: 'call' },
        { type: currentBet ? 'raise' : 'bet', to: currentBet + minBet * r.int(0, 3) + (r.chance(0.5) ? 0 : Math.floor(minBet / 2)) },
        { type: currentBet ? 'raise' : 'bet', to: playerBet + stack + (r.chance(0.5) ? minBet : 0) },
        { type: currentBet ? 'raise' : 'bet', to: currentBet + pot * 2 },
      ];
      const picked = r.shuffle(candidates).slice(0, difficulty + 2);
      const legal = picked.filter((a) => checkBettingAction(ctx, a) === null);
      if (legal.length !== 1) return null;
      const labels = picked.map((a) => words(a, ctx));
      if (new Set(labels).size !== labels.length) return null;
      return { ctx, picked, labels, preflop };
    });
    const { ctx, picked, labels, preflop } = built;
    const expected = picked.findIndex((a) => checkBettingAction(ctx, a) === null);
    const structureName = { 'no-limit': 'No limit', 'pot-limit': 'Pot limit', 'fixed-limit': 'Fixed limit', 'half-pot': 'Half-pot limit', 'spread-limit': 'Spread limit' }[ctx.structure.kind];
    const facts = [
      `${structureName}, blinds ${ctx.structure.smallBlind}/${ctx.structure.bigBlind}${ctx.structure.kind === 'fixed-limit' ? `, bets ${ctx.structure.smallBet}/${ctx.structure.bigBet}` : ''}.`,
      preflop ? `${roundWords(game, true).replace(/^./, (c) => c.toUpperCase())} everyone has called the big blind; the action is on the big blind, who has ${ctx.stack} chips behind.`
        : ctx.currentBet ? `The bet to match is ${ctx.currentBet}. The player to act has ${ctx.stack} chips behind; the pot is ${ctx.pot}.`
          : `Nobody has bet on this round. The player to act has ${ctx.stack} chips behind; the pot is ${ctx.pot}.`,
    ];
    const ruleIds = ['B-NL', 'B-STACK'];
    if (ctx.structure.kind === 'pot-limit') ruleIds[0] = 'B-PL';
    if (ctx.structure.kind === 'fixed-limit') ruleIds[0] = 'B-FL';
    if (preflop) ruleIds.push('F-BLINDS');
    return question({ kind: KIND, seed, difficulty, game }, {
      prompt: `${spec.name}: which one of these actions is legal?`,
      scene: { facts, pot: ctx.pot },
      input: { type: 'choice', options: labels },
      expected,
      working: picked.map((a, i) => `${labels[i]}: ${checkBettingAction(ctx, a) ?? 'legal.'}`),
      ruleIds,
    });
  },
};
