// Run-outs: no more betting (P-RUNOUT), and running the board twice or twice+1 (P-RIT, P-RIT+1, P-RIT-INTERACTIVE).
import { deckCards, type Card } from '../cards';
import { startStreet } from './deal';
import { createRng } from './rng';
import { emit, liveSeats, potOf, type HandCtx } from './state';
import type { RunItTwicePreference } from './types';

/** P-RIT / P-RIT-INTERACTIVE, when betting is over before the board is complete. Returns true when the players must choose first. */
export function decideRunout(h: HandCtx): boolean {
  const { s, spec } = h;
  const rit = spec.runItTwice;
  s.boardAtRunout = s.boards[0].length;
  if (!rit || !rit.structures.includes(s.structure.kind) || s.boards[0].length >= spec.boardCards) return false;
  const players = s.dealtIn.filter(Boolean).length;
  if (players > rit.maxPlayers) return false;
  const live = liveSeats(s);
  const prefs: RunItTwicePreference[] = live.map((seat) => s.setup.seats[seat].runItTwice ?? 'never');
  if (prefs.includes('never')) return false;
  if (prefs.every((p) => p === 'always')) { s.runoutTimes = 2; emit(s, { type: 'runout', boards: 2 }); return false; }
  if (live.length !== 2 || potOf(s) < (s.setup.runItTwiceThreshold ?? 0)) return false;
  const named = s.setup.runItTwiceChooser;
  const chooser = named !== undefined && live.includes(named) ? named : higherEquity(h, live[0], live[1]);
  s.ritOffer = { chooser, other: chooser === live[0] ? live[1] : live[0], times: 2 };
  s.phase = 'runout-choice';
  return true;
}

/** P-RIT-INTERACTIVE: the player with the higher equity, estimated from the board and the two players' cards by seeded sampling. */
function higherEquity(h: HandCtx, a: number, b: number): number {
  const { s, spec, evaluator } = h;
  const known = new Set<Card>([...s.cards[a], ...s.cards[b], ...s.boards[0]]);
  const unknown = deckCards(spec.deck).filter((c) => !known.has(c));
  const need = spec.boardCards - s.boards[0].length;
  const rng = createRng((s.setup.seed ?? 1) * 31 + 7);
  let score = 0;
  const samples = 200;
  for (let i = 0; i < samples; i++) {
    const pool = unknown.slice();
    const board = s.boards[0].slice();
    for (let k = 0; k < need; k++) board.push(pool.splice(Math.floor(rng() * pool.length), 1)[0]);
    const va = evaluator.best(spec.high, s.cards[a], board)?.strength ?? -1;
    const vb = evaluator.best(spec.high, s.cards[b], board)?.strength ?? -1;
    score += va > vb ? 1 : va < vb ? -1 : 0;
  }
  return score >= 0 ? a : b;
}

/** The chooser's answer: once, twice or twice+1. */
export function doRunoutChoice(h: HandCtx, seat: number, times: 1 | 2 | 3): void {
  const s = h.s;
  emit(s, { type: 'runout-choice', seat, times });
  if (times === 1) { resumeRunout(h, 1); return; }
  s.ritOffer!.times = times;
  const other = s.ritOffer!.other;
  if ((s.setup.seats[other].runItTwice ?? 'never') === 'always') {
    // The other player always runs it more than once: no question to ask.
    doRunoutAnswer(h, other, true);
    return;
  }
  s.phase = 'runout-accept';
}

/** The other player accepts or declines (declined = once). */
export function doRunoutAnswer(h: HandCtx, seat: number, accept: boolean): void {
  emit(h.s, { type: 'runout-answer', seat, accept });
  resumeRunout(h, accept ? h.s.ritOffer!.times : 1);
}

function resumeRunout(h: HandCtx, times: number): void {
  const s = h.s;
  s.runoutTimes = times;
  if (times > 1) emit(s, { type: 'runout', boards: 2 });
  s.phase = 'betting';
  s.toAct = -1;
  startStreet(h);
}
