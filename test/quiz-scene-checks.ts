// The checks of issue 12 point 1 on one question, written apart from the quiz code: a betting or procedure scene is
// a state the engine reaches (replayHand of the carried setup and actions), every number on screen is that state's,
// everything the answer depends on is on screen (the round, the button, the structure and its amounts, live or
// online), no card repeats, and choice options about actions are judged by the engine's next.options.
import { describe, expect, it } from 'vitest';
import { type BettingOptions, GAMES, type HandAction, replayHand } from '../src/engine';
import type { GameId } from '../src/trainer/games';
import { DIFFICULTIES, type Question } from '../src/trainer/quiz';
import { QUIZ_KINDS } from '../src/trainer/quizzes';

/** Whether next.options allow an action (the oracle for "which action is legal"). */
export function optionsAllow(o: BettingOptions, a: HandAction): boolean {
  switch (a.type) {
    case 'bring-in': return o.bringIn !== undefined;
    case 'fold': return o.bringIn === undefined && o.fold;
    case 'check': return o.bringIn === undefined && o.check;
    case 'call': return o.bringIn === undefined && !o.check && o.call > 0;
    case 'bet': case 'raise': {
      if (o.minRaiseTo === null || o.maxRaiseTo === null || a.to === undefined) return false;
      if (a.to < o.minRaiseTo || a.to > o.maxRaiseTo || a.to > o.allInTo) return false;
      return !o.raiseSizes || o.raiseSizes.includes(a.to);
    }
    default: return false;
  }
}

const ORDINAL_ROUNDS = (game: GameId) => GAMES[game].streets.filter((s) => s.betting).map((s) => s.name);

/** Every card shown in a scene, in one list. */
export function sceneCards(q: Question): number[] {
  const s = q.scene;
  return [...(s.board ?? []), ...(s.seats ?? []).flatMap((x) => [...(x.cards ?? []), ...(x.up ?? [])]), ...(s.hands ?? []).flatMap((h) => h.cards)];
}

export function checkNoRepeats(q: Question, where: string): void {
  const cards = sceneCards(q);
  // Boards of a run-out share their first cards, and order-hands shows separate hands from separate decks.
  if (q.kind === 'run-it-twice' || q.kind === 'order-hands') return;
  expect(new Set(cards).size, `${where}: a card repeats in the scene`).toBe(cards.length);
}

export function checkTable(q: Question, where: string): void {
  const t = q.table!;
  const hand = replayHand(t.setup, t.actions);
  const view = hand.view(t.seat);
  const game = t.setup.game as GameId;
  const spec = GAMES[game];
  const facts = (q.scene.facts ?? []).join(' ');
  // Live or online, and the structure with all its amounts.
  expect(facts, `${where}: live or online table`).toMatch(t.live ? /live card room/i : /online table/i);
  const st = t.setup.structure;
  for (const amount of [st.smallBlind, st.bigBlind, st.ante, st.bringIn, st.smallBet, st.bigBet, ...(st.spreadMax ?? [])]) {
    if (amount !== undefined) expect(facts, `${where}: structure amount ${amount} on screen`).toMatch(new RegExp(`(?<![0-9])${amount}(?![0-9])`));
  }
  expect(facts.toLowerCase(), `${where}: the structure is named`).toContain({ 'no-limit': 'no limit', 'pot-limit': 'pot limit', 'half-pot': 'half-pot', 'fixed-limit': 'fixed limit', 'spread-limit': 'spread limit' }[st.kind]);
  // The pot, the button, the board and every seat as the engine has them.
  if (q.scene.pot !== undefined) expect(q.scene.pot, `${where}: pot`).toBe(view.pot);
  expect(q.scene.button, `${where}: the button is shown`).toBe(view.button + 1);
  expect(q.scene.board ?? [], `${where}: board`).toEqual(view.boards[0] ?? []);
  const seats = q.scene.seats ?? [];
  expect(seats.length, `${where}: every seat shown`).toBe(view.seats.length);
  seats.forEach((s, i) => {
    expect(s.stack, `${where}: seat ${i + 1} stack`).toBe(view.seats[i].stack);
    expect(s.bet, `${where}: seat ${i + 1} chips in this round`).toBe(view.seats[i].bet);
    expect(/folded/.test(s.note ?? ''), `${where}: seat ${i + 1} folded`).toBe(view.seats[i].folded);
    expect(/all-in/.test(s.note ?? ''), `${where}: seat ${i + 1} all-in`).toBe(view.seats[i].allIn);
    if (spec.family === 'stud' && !view.seats[i].folded) {
      expect(s.up ?? [], `${where}: seat ${i + 1} up cards`).toEqual(view.seats[i].cards.filter((c, k) => c !== null && view.seats[i].up[k]));
    }
    for (const c of s.cards ?? []) expect(view.seats[i].cards, `${where}: seat ${i + 1} shows only its own cards`).toContain(c);
  });
  const next = hand.next;
  if (next.kind === 'act') {
    expect(next.seat, `${where}: the seat asked about is the one to act`).toBe(t.seat);
    // The round, counted here from the game's streets.
    const rounds = ORDINAL_ROUNDS(game);
    expect(facts, `${where}: the round is on screen`).toContain(`betting round ${rounds.indexOf(next.street) + 1} of ${rounds.length}`);
    // Who has acted this round: one line per betting action in the engine's history.
    let start = 0;
    view.history.forEach((e, i) => { if (e.type === 'street') start = i + 1; });
    const acted = view.history.slice(start).filter((e) => ['fold', 'check', 'call', 'bet', 'raise', 'bring-in'].includes(e.type)).length;
    const said = (facts.match(/Seat \d+ (folds|checks|calls|bets|raises|brings it in)/g) ?? []).length;
    expect(said, `${where}: every action of this round is listed`).toBe(acted);
    if (t.choices) {
      const allowed = t.choices.map((a) => optionsAllow(next.options, a));
      expect(allowed.filter(Boolean).length, `${where}: exactly one option is legal by next.options`).toBe(1);
      expect(allowed.indexOf(true), `${where}: the legal option is the expected one`).toBe(q.expected);
    }
    if (t.answerAction) expect(hand.verify(t.answerAction), `${where}: the answer is a legal action`).toBeNull();
  }
}

export function checkQuestion(q: Question, where: string): void {
  checkNoRepeats(q, where);
  if (q.table) checkTable(q, where);
}

/** The betting and procedure kinds whose table questions must carry the engine state they came from. */
export const TABLE_KINDS = ['legal-actions', 'half-rule', 'live-chips', 'pot-limit-max', 'fixed-limit', 'min-raise', 'all-in-reopens', 'spread-limit', 'first-to-act', 'show-first', 'side-pots'];

/** Every kind x game x difficulty over `seeds` seeds (B-FL, B-NL, B-PL, B-HALFRULE, B-DECLARE, F-ORDER-FLOP, P-SIDEPOTS). */
export function sceneSweep(seeds: number): void {
  describe('quiz scenes are states the engine reached', () => {
    for (const kind of QUIZ_KINDS) {
      it(`${kind.id}: ${seeds} seeds per game and difficulty`, () => {
        for (const game of kind.games.length ? kind.games : [undefined]) {
          for (const d of DIFFICULTIES) {
            for (let seed = 0; seed < seeds; seed++) {
              const q = kind.generate(seed, d, game);
              const where = `${kind.id} ${game ?? '-'} ${d}/${seed}`;
              if (TABLE_KINDS.includes(kind.id) && q.scene.seats && !q.table) throw new Error(`${where}: a betting question without the engine state it came from`);
              checkQuestion(q, where);
            }
          }
        }
      });
    }
  });
}
