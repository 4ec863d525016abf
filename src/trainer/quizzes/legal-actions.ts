// Quiz "which action is legal here": a hand the engine played to this spot; the engine's own options for the player
// to act (next.options) decide, and its sentences (hand.verify) explain the illegal ones (B-NL, B-PL, B-HALFPL, B-FL,
// B-SPREAD, B-STACK, B-MINRAISE, B-FULLBET, B-RAISE-CLOSED, B-FOLDFREE, F-BLINDS; stud: the bring-in, completing it
// and raising it, F-BRINGIN).
//
// Difficulty: 1 asks a flop or draw game's usual structure with three deep-stacked players, early in the hand, from
// three options; 2 any structure and any round (stud third street with its bring-in included) at three to six
// players, from four options; 3 adds short stacks and all-ins (a short all-in that does not reopen the betting,
// raising closed when everyone else is all-in), the fixed-limit cap and folding when checking is free, from five.
import { type BettingOptions, GAMES, type HandAction } from '../../engine';
import { msg } from '../../i18n/index';
import { gameName, type GameId } from '../games';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { shuffleItems } from './choices';
import { chips, chooseGame, question, reasonText, retry, seatLabel } from './common';
import { deal, mixedPolicy, type Played, playUntil, roundIndexOf, stacksFor, structureFor, tableScene, UNITS } from './table';

const KIND = 'legal-actions';
const STRUCTURES = ['no-limit', 'pot-limit', 'half-pot', 'fixed-limit', 'spread-limit'] as const;
const GAMES_HERE = (Object.keys(GAMES) as GameId[]);

interface Choice { label: string; action: HandAction }

/** The options' candidates: every legal kind of action and plausible illegal neighbours, each with its label. */
function candidates(o: BettingOptions, unit: number, fixedSmall: number | null): Choice[] {
  const out: Choice[] = [];
  const opening = o.check || o.bringIn !== undefined;
  // Stud: a bet of the full small bet over the bring-in completes it (B-FL, F-BRINGIN).
  const word = (to: number) => (fixedSmall !== null && to === fixedSmall ? 'quiz.legal-actions.completeTo' as const : opening ? 'quiz.legal-actions.bet' as const : 'quiz.legal-actions.raiseTo' as const);
  const allIn = (label: string, yes: boolean) => (yes ? msg('quiz.legal-actions.allIn', { action: label }) : label);
  const raise = (to: number): Choice => ({ label: allIn(msg(word(to), { to: chips(to) }), to === o.allInTo), action: { type: opening ? 'bet' : 'raise', to } });
  if (o.bringIn !== undefined) {
    out.push({ label: msg('quiz.legal-actions.bringIn', { amount: chips(o.bringIn) }), action: { type: 'bring-in' } });
    out.push({ label: msg('quiz.legal-actions.check'), action: { type: 'check' } });
    out.push({ label: msg('quiz.legal-actions.fold'), action: { type: 'fold' } });
  } else {
    out.push({ label: msg('quiz.legal-actions.fold'), action: { type: 'fold' } });
    out.push({ label: msg('quiz.legal-actions.check'), action: { type: 'check' } });
    out.push({ label: o.call > 0 ? allIn(msg('quiz.legal-actions.call', { amount: chips(o.call) }), o.call === o.allInTo) : msg('quiz.legal-actions.callPlain'), action: { type: 'call' } });
  }
  const min = o.minRaiseTo;
  const max = o.maxRaiseTo;
  if (min !== null && max !== null) {
    if (o.raiseSizes) for (const s of o.raiseSizes) out.push(raise(s));
    else { out.push(raise(min)); if (Number.isFinite(max) && max !== min) out.push(raise(max)); }
    if (min - unit / 2 > 0 && min < o.allInTo) out.push(raise(min - unit / 2));
    if (Number.isFinite(max) && max < o.allInTo) out.push(raise(max + unit));
    if (o.raiseSizes) out.push(raise(o.raiseSizes[o.raiseSizes.length - 1] + unit));
  } else {
    // Raising is closed (a short all-in, the cap, everyone else all-in): a raise is the distractor.
    out.push(raise(Math.max(unit * 2, o.call * 2)));
  }
  out.push(raise(o.allInTo + unit));
  return out;
}

export const legalActions: QuizKind = {
  id: KIND,
  code: 'la',
  get title() { return msg('quiz.legal-actions.title'); },
  ruleIds: ['B-NL', 'B-STACK', 'B-PL', 'B-HALFPL', 'B-FL', 'B-SPREAD', 'B-MINRAISE', 'B-FULLBET', 'B-RAISE-CLOSED', 'B-FOLDFREE', 'F-BLINDS', 'F-BRINGIN'],
  games: GAMES_HERE,
  generate(seed, difficulty, gameAsked) {
    const rng = new Rng(seed);
    const game = chooseGame(rng, GAMES_HERE, gameAsked);
    const spec = GAMES[game];
    const kinds = spec.structures.filter((s) => (STRUCTURES as readonly string[]).includes(s));
    const built = retry(rng, (r) => {
      const kind = difficulty === 1 ? kinds[0] : r.pick(kinds);
      const unit = r.pick(UNITS);
      const structure = structureFor(game, kind, unit);
      const players = Math.min(spec.maxPlayers, difficulty === 1 ? 3 : r.int(3, 6));
      const stacks = stacksFor(r, players, unit, difficulty === 3 ? r.int(1, 2) : 0);
      const p = deal({ game, structure, stacks, button: r.int(0, players - 1), seed: r.int(1, 2 ** 30) });
      const rounds = spec.streets.filter((s) => s.betting).length;
      // Stud family: two questions in five are on the first round (the bring-in, completing it, raising the completion).
      const studStart = spec.forcedBets === 'antes' && r.chance(0.4);
      const targetRound = studStart ? 0 : difficulty === 1 ? r.int(0, 1) : r.int(0, rounds - 1);
      // Stud third street: the bring-in decision itself, or the player after it (complete or raise the bring-in).
      const firstDecision = spec.forcedBets === 'antes' && targetRound === 0 && r.chance(0.5);
      const actionsBefore = studStart ? r.int(1, 2) : r.int(0, difficulty === 1 ? 2 : 4);
      let seen = 0;
      const reached = playUntil(p, r, (q: Played) => {
        const next = q.hand.next;
        if (next.kind !== 'act') return false;
        const round = roundIndexOf(game, next.street);
        if (round < targetRound) return false;
        if (firstDecision) return true;
        return seen++ >= actionsBefore;
      }, difficulty === 3 ? mixedPolicy({ fold: 1, passive: 3, raise: 3 }) : mixedPolicy({ fold: 1, passive: 4, raise: 2 }));
      if (!reached) return null;
      const next = reached.hand.next;
      if (next.kind !== 'act') return null;
      const o = next.options;
      const bringInRound = spec.forcedBets === 'antes' && kind === 'fixed-limit' && roundIndexOf(game, next.street) === 0;
      const all = candidates(o, unit, bringInRound ? structure.smallBet! : null);
      // The engine's own check (the one act() uses) is the answer key.
      const legal = all.filter((c) => reached.hand.can(c.action));
      const illegal = all.filter((c) => !reached.hand.can(c.action));
      if (!legal.length || illegal.length < difficulty + 1) return null;
      // Difficulty 3 looks for the telling spots: raising closed, a fold offered when checking is free, a capped round.
      const closed = o.minRaiseTo === null && o.bringIn === undefined;
      const foldFree = o.check && o.bringIn === undefined;
      if (difficulty === 3 && !closed && !foldFree && r.chance(0.6)) return null;
      const right = r.pick(legal);
      const wrongPool = foldFree && difficulty === 3 ? [...illegal.filter((c) => c.action.type === 'fold'), ...illegal] : illegal;
      const { items, expected } = shuffleItems(r, right, difficulty === 3 ? wrongPool.slice(0, 6) : wrongPool, difficulty + 2, (c) => c.label);
      if (items.length !== difficulty + 2) return null;
      return { p: reached, items, expected, seat: next.seat, o, closed, foldFree };
    });
    const { p, items, expected, seat, o, closed, foldFree } = built;
    const { scene, table } = tableScene(p, { actor: seat, live: false });
    const ruleIds = [{ 'no-limit': 'B-NL', 'pot-limit': 'B-PL', 'half-pot': 'B-HALFPL', 'fixed-limit': 'B-FL', 'spread-limit': 'B-SPREAD' }[p.setup.structure.kind]!];
    if (o.bringIn !== undefined || (spec.forcedBets === 'antes' && roundIndexOf(game, (p.hand.next as { street: string }).street) === 0)) ruleIds.push('F-BRINGIN');
    if (spec.forcedBets === 'blinds' && roundIndexOf(game, (p.hand.next as { street: string }).street) === 0) ruleIds.push('F-BLINDS');
    if (items.some((c) => c.action.type === 'fold') && foldFree) ruleIds.push('B-FOLDFREE');
    if (closed) ruleIds.push('B-RAISE-CLOSED', 'B-FULLBET');
    if (items.some((c) => (c.action.type === 'raise' || c.action.type === 'bet') && (c.action.to ?? 0) > o.allInTo)) ruleIds.push('B-STACK');
    return question({ kind: KIND, seed, difficulty, game }, {
      prompt: msg('quiz.legal-actions.prompt', { game: gameName(game), seat: seatLabel(seat) }),
      scene,
      input: { type: 'choice', options: items.map((c) => c.label) },
      expected,
      working: items.map((c) => {
        const why = p.hand.explain(c.action);
        return msg('quiz.legal-actions.working', { action: c.label, why: why ? reasonText(why) : msg('quiz.legal-actions.legal') });
      }),
      ruleIds: [...new Set(ruleIds)],
      table: { ...table, choices: items.map((c) => c.action) },
    });
  },
};
