// A live no-limit spot for the live-procedure quizzes (half-rule, live-chips): a hand the engine played to a player
// who faces a bet (or none), with the room's minimum-raise rule; the engine's hand.readLive reads what they push.
import { GAMES, type MinRaiseRule } from '../../engine';
import type { GameId } from '../games';
import type { Difficulty } from '../quiz';
import type { Rng } from '../rng';
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
