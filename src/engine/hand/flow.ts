// The hand's flow between decisions: rounds end, streets follow, draws and the split offer give way to betting, run-outs, the showdown.
import { returnUncalled, beginBetting } from './betting-round';
import { currentStreet, startStreet } from './deal';
import { startSplitOffer } from './draws';
import { decideRunout } from './runout';
import { finishSplit, finishUncontested, showdown } from './showdown';
import { actorCount, liveCount, type HandCtx } from './state';

/** Moves the hand on until someone must decide or it is over. */
export function proceed(h: HandCtx): void {
  const s = h.s;
  while (s.phase !== 'done') {
    if (s.phase === 'betting') {
      if (s.toAct >= 0 && liveCount(s) > 1) return;
      returnUncalled(s);
      if (s.roundHadAction) s.lastAggressor = s.roundAggressor;
      s.roundHadAction = false;
      s.streetBets.fill(0);
      if (liveCount(s) <= 1) { finishUncontested(h); return; }
      if (!nextStreet(h)) return;
    } else if (s.phase === 'draw') {
      if (s.queuePos < s.queue.length) return;
      if (currentStreet(h).splitOffer && liveCount(s) > 1) { startSplitOffer(s); continue; }
      afterDraw(h);
    } else if (s.phase === 'split') {
      if (s.queuePos < s.queue.length && s.queuePos >= 0) return;
      if (s.splitAll) { finishSplit(h); return; }
      afterDraw(h);
    } else {
      return; // run-out choices wait for the players
    }
  }
}

function afterDraw(h: HandCtx): void {
  if (currentStreet(h).betting) beginBetting(h);
  else { h.s.phase = 'betting'; h.s.toAct = -1; }
}

/** After a betting round: the next street, or the showdown. Returns false when a decision is pending or the hand is over. */
function nextStreet(h: HandCtx): boolean {
  const s = h.s;
  s.streetIndex++;
  if (s.streetIndex >= h.spec.streets.length) { showdown(h); return false; }
  if (actorCount(s) <= 1 && !s.runoutDecided) {
    // P-RUNOUT: no more betting; P-RIT: maybe several boards.
    s.runoutDecided = true;
    if (decideRunout(h)) return false;
  }
  startStreet(h);
  return true;
}
