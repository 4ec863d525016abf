// The learner's session summary: hands, net, biggest pot, VPIP / PFR, showdowns won (from each hand's history and result).
import type { Hand, HandEvent } from '../engine/index';
import type { HandRecord } from './record';

export interface SessionStats {
  hands: number;
  /** Chips won minus chips put in, over all hands. */
  net: number;
  biggestPot: number;
  /** Hands where the learner put chips in voluntarily in the first betting round (calls, bets, raises; not forced bets). */
  vpip: number;
  /** Hands where the learner bet or raised in the first betting round. */
  pfr: number;
  showdowns: number;
  /** Showdowns where the learner won some part of a pot. */
  showdownsWon: number;
  handsWon: number;
}

export const emptyStats = (): SessionStats => ({ hands: 0, net: 0, biggestPot: 0, vpip: 0, pfr: 0, showdowns: 0, showdownsWon: 0, handsWon: 0 });

/** The learner's voluntary actions in the first betting round (everything before the second street). */
export function firstRoundActions(history: readonly HandEvent[], seat: number): { voluntary: boolean; raised: boolean } {
  let streets = 0;
  let voluntary = false;
  let raised = false;
  for (const e of history) {
    if (e.type === 'street') { streets++; if (streets > 1) break; continue; }
    if (!('seat' in e) || e.seat !== seat) continue;
    if (e.type === 'call' || e.type === 'bet' || e.type === 'raise') voluntary = true;
    if (e.type === 'bet' || e.type === 'raise') raised = true;
  }
  return { voluntary, raised };
}

/** Stats after one more hand. */
export function addHandToStats(stats: SessionStats, record: HandRecord, hand: Hand): SessionStats {
  const result = hand.result!;
  const seat = record.seat;
  const first = firstRoundActions(hand.view(seat).history, seat);
  const inShowdown = result.showdown && result.hands[seat] !== null;
  const won = result.pots.some((p) => p.winners.includes(seat));
  return {
    hands: stats.hands + 1,
    net: stats.net + record.net,
    biggestPot: Math.max(stats.biggestPot, record.pot),
    vpip: stats.vpip + (first.voluntary ? 1 : 0),
    pfr: stats.pfr + (first.raised ? 1 : 0),
    showdowns: stats.showdowns + (inShowdown ? 1 : 0),
    showdownsWon: stats.showdownsWon + (inShowdown && won ? 1 : 0),
    handsWon: stats.handsWon + (won ? 1 : 0),
  };
}
