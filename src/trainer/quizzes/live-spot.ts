// A live no-limit spot for the live-procedure quizzes (half-rule, live-chips): a hand the engine played to a player
// who faces a bet (or none), with the room's minimum-raise rule; the engine's hand.readLive reads what they push,
// and liveReadingText words that reading in the active language.
import { GAMES, type LiveReading, type MinRaiseRule } from '../../engine';
import { msg } from '../../i18n/index';
import type { GameId } from '../games';
import type { Difficulty } from '../quiz';
import type { Rng } from '../rng';
import { chips } from './common';
import { deal, mixedPolicy, type Played, playUntil, stacksFor, structureFor, UNITS } from './table';

export interface LiveSpot {
  p: Played;
  seat: number;
  unit: number;
  /** The bet to match, the player's chips already in this round, the smallest raise-to and the chips behind. */
  currentBet: number;
  playerBet: number;
  minRaiseTo: number;
  stack: number;
}

/**
 * Plays a live no-limit hand to a decision: `facing` a bet with room to raise (difficulty 3: the player already has
 * chips in front, or faces a raise), or with no bet yet. Null when this seed's hand does not get there.
 */
export function liveSpot(rng: Rng, game: GameId, difficulty: Difficulty, rule: MinRaiseRule, facing: boolean): LiveSpot | null {
  const unit = rng.pick(UNITS);
  const structure = { ...structureFor(game, 'no-limit', unit), minRaise: rule };
  const players = Math.min(GAMES[game].maxPlayers, difficulty === 1 ? 2 : rng.int(3, 6));
  const p = deal({ game, structure, stacks: stacksFor(rng, players, unit, 0), button: rng.int(0, players - 1), seed: rng.int(1, 2 ** 30) });
  const wantRaised = difficulty === 3 && rng.chance(0.6);
  const reached = playUntil(p, rng, (q) => {
    const next = q.hand.next;
    if (next.kind !== 'act') return false;
    const o = next.options;
    const view = q.hand.view(next.seat);
    const bets = view.seats.map((s) => s.bet);
    const currentBet = Math.max(...bets);
    // Not always the first spot of the hand: later rounds and players with chips in front come up too.
    if (rng.chance(difficulty === 1 ? 0.2 : 0.45)) return false;
    if (!facing) return o.check && currentBet === 0 && o.minRaiseTo !== null;
    if (o.call <= 0 || o.minRaiseTo === null || o.minRaiseTo >= o.allInTo) return false;
    if (wantRaised) return bets.filter((b) => b > 0).length >= 2 && (view.seats[next.seat].bet > 0 || bets.filter((b) => b === currentBet).length === 1);
    return difficulty === 1 ? view.seats[next.seat].bet === 0 || rng.chance(0.3) : true;
  }, mixedPolicy({ fold: 1, passive: 3, raise: difficulty === 3 ? 3 : 2 }));
  if (!reached) return null;
  const next = reached.hand.next;
  if (next.kind !== 'act') return null;
  const view = reached.hand.view(next.seat);
  return {
    p: reached, seat: next.seat, unit,
    currentBet: Math.max(...view.seats.map((s) => s.bet)), playerBet: view.seats[next.seat].bet,
    minRaiseTo: next.options.minRaiseTo!, stack: view.seats[next.seat].stack,
  };
}

/** A live push as the quizzes make it: the chips' value, how many chips, the word said. */
export interface LivePush { chipsPushed: number; chipCount: number; said?: 'call' | 'raise' }

/**
 * The engine's reading of a live push (hand.readLive) worded in the active language. The engine gives its reason in
 * English only, so the branch is read back from the spot and the engine's answer (B-LIVEACTS, B-DECLARE, B-HALFRULE);
 * test/quiz-i18n-a.test.ts checks that in English this is the engine's own sentence, word for word.
 */
export function liveReadingText(spot: LiveSpot, push: LivePush, reading: LiveReading): string {
  const { currentBet, playerBet, stack } = spot;
  const needed = spot.minRaiseTo;
  const to = playerBet + push.chipsPushed;
  const allIn = push.chipsPushed >= stack;
  const n = chips;
  if (push.said === 'call') return currentBet > playerBet ? msg('quiz.common.live.callSaid', { bet: n(currentBet) }) : msg('quiz.common.live.callNoBet');
  if (currentBet <= playerBet) {
    if (push.chipsPushed <= 0) return msg('quiz.common.live.noChips');
    return reading.action.to === to ? msg('quiz.common.live.betPushed', { to: n(to) }) : msg('quiz.common.live.betBelowMin', { to: n(to), min: n(reading.action.to) });
  }
  if (push.said === undefined && push.chipCount === 1) return msg('quiz.common.live.oneChip', { bet: n(currentBet) });
  if (push.said === 'raise' && !allIn) {
    if (to >= needed) return msg('quiz.common.live.raiseSaidStands', { to: n(to), min: n(needed) });
    if (reading.action.type === 'call') return msg('quiz.common.live.raiseSaidOnlyCall', { cap: n(reading.action.to) });
    return reading.action.to === needed ? msg('quiz.common.live.raiseSaidCompleted', { to: n(to), min: n(needed) })
      : msg('quiz.common.live.raiseSaidAllIn', { min: n(needed), cap: n(reading.action.to) });
  }
  if (to <= currentBet) return msg('quiz.common.live.notOverBet', { to: n(to), bet: n(currentBet) });
  if (allIn) return to >= needed ? msg('quiz.common.live.allInFull', { to: n(to) }) : msg('quiz.common.live.allInShort', { to: n(to), min: n(needed) });
  if (to >= needed) return msg('quiz.common.live.stands', { to: n(to), min: n(needed) });
  const made = n(to - currentBet);
  const required = n(needed - currentBet);
  return reading.action.type === 'raise' ? msg('quiz.common.live.halfCompleted', { made, required, min: n(needed) })
    : msg('quiz.common.live.halfCall', { made, required, bet: n(currentBet) });
}
