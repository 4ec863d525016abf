// The sealed hand: private plain-data state behind a small API; every action is verified by the same check that lists the
// legal options; whatever leaves the hand (view, result, history, snapshot, actions, next) is a copy or deeply frozen.
import { formatCards, inDeck, type Card } from '../cards';
import { reason, type Reason } from '../betting/reasons';
import { blindAmounts, explainBettingAction, type BettingStructure } from '../betting/structures';
import type { GameSpec } from '../games';
import { readLiveAction, type LiveChipAction, type LiveReading } from '../live';
import { bestHandUnchecked } from '../rankings/reference';
import type { Evaluator } from '../rankings/types';
import { bettingContext, doBetting, doDisconnect, optionsFor, postDead, postLive } from './betting-round';
import { currentStreet, dealOrder, startStreet, streetName } from './deal';
import { doDraw, doSplit } from './draws';
import { handError, HandError } from './errors';
import { proceed } from './flow';
import { doRunoutAnswer, doRunoutChoice } from './runout';
import { blindSeats, checkEvaluator, checkSetup, initialState, specOf } from './setup';
import { finish } from './showdown';
import { deepFreeze, emit, potOf, type HandCtx, type HandState } from './state';
import type { HandAction, HandEvent, HandNext, HandResult, HandSetup, HandView, PublicSetup } from './types';

export { HandError } from './errors';

/** The reference evaluator without its input checks: the engine's card counts are right by construction. */
const REFERENCE_UNCHECKED: Evaluator = { best: bestHandUnchecked };

/** What is passed beside the setup (not part of it, so a setup stays plain data that can be saved). */
export interface StartOptions {
  /** Showdown evaluator (default: the reference evaluator; the Wasm one gives the same values, faster). */
  evaluator?: Evaluator;
}

const STREET_WORDS: Record<string, string> = {
  'preflop': 'before the flop', 'flop': 'on the flop', 'turn': 'on the turn', 'river': 'on the river', 'predraw': 'before the draw',
};

/** Only `clone` may build a hand from an existing state. */
const FROM_STATE = Symbol('from-state');

/**
 * A hand in progress. Create it with `startHand(setup, { evaluator })`; read `next`; call `act(action)`; read
 * `view(seat)`, `history` and, when `next.kind` is 'done', `result`. The state is private: the getters below return
 * copies (or frozen data), so nothing outside can change the hand except through `act` and `cancel`.
 */
export class Hand {
  readonly #h: HandCtx;
  #next: HandNext | null = null;

  constructor(setup: HandSetup, options: StartOptions = {}, from?: { token: symbol; state: HandState; evaluator: Evaluator }) {
    if (from && from.token === FROM_STATE) {
      this.#h = { s: from.state, spec: specOf(from.state.setup.game), evaluator: from.evaluator };
      return;
    }
    // Backwards compatibility: an evaluator inside the setup is still accepted (it is not kept in the saved setup).
    const legacy = setup && typeof setup === 'object' ? (setup as { evaluator?: unknown }).evaluator : undefined;
    const evaluator = checkEvaluator(options?.evaluator ?? legacy) ?? REFERENCE_UNCHECKED;
    const checked = checkSetup(setup);
    const spec = specOf(checked.game);
    this.#h = { s: initialState(checked, spec), spec, evaluator };
    this.#begin();
  }

  #begin(): void {
    const h = this.#h;
    const s = h.s;
    const st = s.structure;
    // F-ANTE: everyone antes before the deal.
    if (st.ante) for (const seat of dealOrder(s)) postDead(s, seat, st.ante, 'ante');
    if (h.spec.forcedBets === 'blinds') {
      const positions = blindSeats(s.setup, s.dealtIn);
      s.smallBlindSeat = positions.smallBlind;
      s.bigBlindSeat = positions.bigBlind;
      // F-BLINDS (live blinds), F-NEWPLAYER / F-MISSED posts.
      const { small, big } = blindAmounts(st);
      if (s.smallBlindSeat !== null && s.dealtIn[s.smallBlindSeat]) postLive(s, s.smallBlindSeat, small, 'small-blind');
      if (s.bigBlindSeat !== null && s.dealtIn[s.bigBlindSeat]) postLive(s, s.bigBlindSeat, big, 'big-blind');
      for (const p of s.setup.posts ?? []) {
        if (!s.dealtIn[p.seat]) continue;
        if (p.dead) postDead(s, p.seat, p.dead, 'dead-blind');
        if (p.live) postLive(s, p.seat, p.live, 'live-blind');
      }
    }
    startStreet(h);
    proceed(h);
  }

  // ---------------------------------------------------------------- read-only facts (copies)

  /** The game's catalogue entry. */
  get spec(): GameSpec { return this.#h.spec; }
  /** The betting structure (frozen). */
  get structure(): BettingStructure { return this.#h.s.structure; }
  get seatCount(): number { return this.#h.s.seatCount; }
  get button(): number { return this.#h.s.button; }
  get minBet(): number { return this.#h.s.minBet; }
  get startStacks(): number[] { return this.#h.s.startStacks.slice(); }
  get dealtIn(): boolean[] { return this.#h.s.dealtIn.slice(); }
  /** Stacks now (a copy). */
  get stacks(): number[] { return this.#h.s.stacks.slice(); }
  get folded(): boolean[] { return this.#h.s.folded.slice(); }
  /** Every seat's cards in deal order (a copy; the dealer's view: give players `view(seat)`). */
  get cards(): Card[][] { return this.#h.s.cards.map((c) => c.slice()); }
  get up(): boolean[][] { return this.#h.s.up.map((u) => u.slice()); }
  get boards(): Card[][] { return this.#h.s.boards.map((b) => b.slice()); }
  /** Chips each seat put in this hand (antes, blinds, dead money and bets). */
  get contributions(): number[] { return this.#h.s.contributions.slice(); }
  get streetBets(): number[] { return this.#h.s.streetBets.slice(); }
  /** The full history (the dealer's; each event frozen). Players get theirs from `view(seat).history`. */
  get history(): HandEvent[] { return this.#h.s.history.slice(); }
  /** Every accepted action in order (frozen): `replayHand(startingSetup, actions)` rebuilds this hand exactly. */
  get actions(): HandAction[] { return this.#h.s.actions.slice(); }
  /** The setup this hand was started from (frozen plain data; it holds the seed and every preset card: the dealer's only). */
  get startingSetup(): HandSetup { return this.#h.s.setup; }

  /** What comes next: whose turn and their legal options, a draw, a split offer, a run-out choice, or done (frozen). */
  get next(): HandNext {
    if (this.#next === null) {
      const next = this.#computeNext();
      if (next.kind === 'act') {
        if (next.options.raiseSizes) Object.freeze(next.options.raiseSizes);
        Object.freeze(next.options);
      } else if (next.kind === 'runout-choice') Object.freeze(next.choices);
      this.#next = Object.freeze(next);
    }
    return this.#next;
  }

  #computeNext(): HandNext {
    const h = this.#h;
    const s = h.s;
    switch (s.phase) {
      case 'betting':
        return { kind: 'act', seat: s.toAct, street: streetName(h), options: optionsFor(h, s.toAct) };
      case 'draw':
        return { kind: 'draw', seat: s.queue[s.queuePos], street: streetName(h), min: 0, max: currentStreet(h).draw!.max };
      case 'split':
        return { kind: 'split-offer', seat: s.queue[s.queuePos], street: streetName(h) };
      case 'runout-choice':
        return { kind: 'runout-choice', seat: s.ritOffer!.chooser, choices: [1, 2, 3] };
      case 'runout-accept':
        return { kind: 'runout-accept', seat: s.ritOffer!.other, times: s.ritOffer!.times };
      default:
        return { kind: 'done' };
    }
  }

  /** True when the hand is over. */
  get done(): boolean { return this.#h.s.phase === 'done'; }
  /** The outcome once the hand is done (deeply frozen), else null. */
  get result(): HandResult | null { return this.#h.s.result; }
  /** The name of the current street ('preflop', 'flop', 'third-street', 'draw-1', ...). */
  get streetName(): string { return streetName(this.#h); }
  /** All chips in the pot, bets on the table included. */
  get pot(): number { return potOf(this.#h.s); }

  // ---------------------------------------------------------------- actions

  /** Null when `action` is legal now, else the sentence saying why not (the check `act` uses). */
  verify(action: HandAction): string | null {
    return this.explain(action)?.text ?? null;
  }

  /** As `verify`, with the reason as a message id and parameters (for translations). */
  explain(action: HandAction): Reason | null {
    if (!action || typeof action !== 'object') return reason('not-an-action');
    const h = this.#h;
    const next = this.next;
    if (next.kind === 'done') return reason('hand-over');
    if (action.seat !== undefined && action.seat !== next.seat) return reason('wrong-seat', { turn: next.seat, seat: String(action.seat) });
    switch (next.kind) {
      case 'act':
        if (action.type === 'disconnect') return h.s.structure.kind === 'fixed-limit' ? null : reason('disconnect-fixed-limit-only');
        if (!['fold', 'check', 'call', 'bet', 'raise', 'bring-in'].includes(action.type)) return reason('expected-betting', { seat: next.seat, type: String(action.type) });
        return explainBettingAction(bettingContext(h, next.seat), action as { type: 'fold' });
      case 'draw': {
        if (action.type === 'stand-pat' || action.type === 'timeout') return null;
        if (action.type !== 'draw') return reason('expected-draw', { seat: next.seat, max: next.max, type: String(action.type) });
        const discard = action.discard;
        if (!Array.isArray(discard)) return reason('discard-list');
        if (discard.length > next.max) return reason('draw-too-many', { max: next.max, game: h.spec.name, gameId: h.spec.id, count: discard.length });
        const own = h.s.cards[next.seat];
        const seen = new Set<Card>();
        for (const c of discard) {
          if (!own.includes(c)) return reason('discard-not-held', { card: typeof c === 'number' && inDeck(c) ? formatCards([c]) : String(c) });
          if (seen.has(c)) return reason('discard-twice', { card: formatCards([c]) });
          seen.add(c);
        }
        return null;
      }
      case 'split-offer':
        return action.type === 'split' || action.type === 'no-split' ? null : reason('expected-split', { seat: next.seat });
      case 'runout-choice':
        if (action.type === 'timeout') return null; // P-RIT-INTERACTIVE: no choice in time runs it once
        if (action.type !== 'run') return reason('expected-run-choice', { seat: next.seat });
        return [1, 2, 3].includes(action.times) ? null : reason('run-times');
      case 'runout-accept':
        return action.type === 'accept' || action.type === 'decline' || action.type === 'timeout' ? null : reason('expected-run-answer', { seat: next.seat, times: next.times });
    }
  }

  /** True when `action` is legal now. */
  can(action: HandAction): boolean {
    return this.verify(action) === null;
  }

  /** Applies a legal action; an illegal one throws a HandError saying why, and the hand is unchanged. */
  act(action: HandAction): this {
    const why = this.explain(action);
    if (why !== null) throw new HandError(why);
    const h = this.#h;
    const next = this.next as Exclude<HandNext, { kind: 'done' }>;
    this.#next = null;
    h.s.actions.push(recordOf(action, next.seat));
    switch (next.kind) {
      case 'act':
        if (action.type === 'disconnect') doDisconnect(h.s, next.seat);
        else doBetting(h, next.seat, action as { type: 'fold'; to?: number }, next.options);
        break;
      case 'draw': doDraw(h.s, next.seat, action); break;
      case 'split-offer': doSplit(h.s, next.seat, action.type === 'split'); break;
      case 'runout-choice': doRunoutChoice(h, next.seat, action.type === 'timeout' ? 1 : (action as { times: 1 | 2 | 3 }).times); break;
      case 'runout-accept': doRunoutAnswer(h, next.seat, action.type === 'accept'); break;
    }
    proceed(h);
    this.#next = null;
    return this;
  }

  /**
   * B-LIVEACTS / B-HALFRULE / B-DECLARE: what the chips a live player pushes (and any words said) count as for the
   * player to act now. Nothing changes; pass `reading.action` to `act`.
   */
  readLive(push: { chipsPushed: number; chipCount?: number; said?: LiveChipAction['said']; saidTo?: number }): LiveReading {
    const next = this.next;
    if (next.kind !== 'act') throw handError('live-not-betting');
    const s = this.#h.s;
    const seat = next.seat;
    return readLiveAction({
      ...push, currentBet: s.currentBet, playerBet: s.streetBets[seat], lastFullRaise: s.lastFullRaise,
      minBet: s.minBet, rule: s.structure.minRaise, stack: s.stacks[seat], shortAllInBet: s.shortOpen,
    });
  }

  /** I-CRASH: cancels the hand and returns every chip to its owner. */
  cancel(): void {
    const s = this.#h.s;
    if (s.phase === 'done') throw handError('already-over');
    s.stacks = s.startStacks.slice();
    s.contributions.fill(0);
    s.streetBets.fill(0);
    emit(s, { type: 'cancelled' });
    finish(s, { pots: [], showdown: false, cancelled: true });
    this.#next = null;
  }

  // ---------------------------------------------------------------- what leaves the hand

  /**
   * What `seat` may see (T-PRIVACY, T-AI): its own cards, everyone's up cards, cards shown at showdown, a filtered
   * history, the public part of the setup. Fresh data (events and the result are frozen); nothing in it leads back to
   * the hand, the seed or a card this seat may not know.
   */
  view(seat: number): HandView {
    const h = this.#h;
    const s = h.s;
    if (!Number.isInteger(seat) || seat < 0 || seat >= s.seatCount) throw handError('no-such-seat', { seat: String(seat), last: s.seatCount - 1 });
    const shown = new Set<number>();
    for (const e of s.history) if (e.type === 'show') shown.add(e.seat);
    const next = this.next;
    const publicNext = next.kind === 'done' || next.seat === seat ? next : { kind: next.kind, seat: next.seat };
    return {
      game: h.spec.id, seat, button: s.button, street: streetName(h),
      boards: s.boards.map((b) => b.slice()), pot: potOf(s),
      seats: s.cards.map((cards, t) => ({
        stack: s.stacks[t], bet: s.streetBets[t], contributed: s.contributions[t], inHand: s.dealtIn[t], folded: s.folded[t] && s.dealtIn[t],
        allIn: s.dealtIn[t] && !s.folded[t] && (s.stacks[t] === 0 || s.disconnected[t]),
        cards: cards.map((c, k) => (t === seat || s.up[t][k] || shown.has(t) ? c : null)),
        up: s.up[t].slice(),
      })),
      next: publicNext,
      history: s.history.map((e): HandEvent => {
        if (e.type === 'deal' && !e.up && e.seat !== seat) return { ...e, cards: e.cards.map(() => -1) };
        if (e.type === 'draw' && e.seat !== seat) return { ...e, discarded: e.discarded.map(() => -1), received: e.received.map(() => -1) };
        return e;
      }),
      result: s.result,
      setup: publicSetup(s.setup),
      structure: s.structure,
      startStacks: s.startStacks.slice(),
      dealtIn: s.dealtIn.slice(),
      blinds: { smallBlind: s.smallBlindSeat, bigBlind: s.bigBlindSeat },
      actions: s.actions.map((a) => (a.type === 'draw' && a.seat !== seat ? { ...a, discard: a.discard.map(() => -1) } : a)),
    };
  }

  /** The whole state as JSON text: every field, so "an illegal action leaves the hand unchanged" compares all of it. */
  snapshot(): string {
    return JSON.stringify(this.#h.s);
  }

  /** An independent copy of this hand in its current state (the dealer's: it knows the deck; players get `view(seat)`). */
  clone(): Hand {
    const copy = JSON.parse(JSON.stringify(this.#h.s)) as HandState; // plain data by construction
    deepFreeze(copy.setup);
    copy.structure = copy.setup.structure;
    for (const e of copy.history) deepFreeze(e);
    for (const a of copy.actions) deepFreeze(a);
    if (copy.result) deepFreeze(copy.result);
    return new Hand(copy.setup, {}, { token: FROM_STATE, state: copy, evaluator: this.#h.evaluator });
  }
}

/** The plain copy of an accepted action that the hand records (the seat filled in). */
function recordOf(action: HandAction, seat: number): HandAction {
  const a = action as { type: HandAction['type']; to?: number; discard?: readonly Card[]; times?: 1 | 2 | 3 };
  const out: Record<string, unknown> = { type: a.type, seat };
  if (a.to !== undefined) out.to = a.to;
  if (a.discard !== undefined) out.discard = Object.freeze(a.discard.slice());
  if (a.times !== undefined) out.times = a.times;
  return Object.freeze(out) as HandAction; // flat but for the discard list: frozen here, no generic walk
}

/** The setup without the seed and the preset cards (T-AI: what every player may know about how the hand was set up). */
function publicSetup(setup: HandSetup): PublicSetup {
  const out: PublicSetup = {
    game: setup.game, structure: setup.structure, button: setup.button,
    seats: setup.seats.map((seat) => {
      const p: PublicSetup['seats'][number] = { stack: seat.stack };
      if (seat.sittingOut !== undefined) p.sittingOut = seat.sittingOut;
      if (seat.runItTwice !== undefined) p.runItTwice = seat.runItTwice;
      return p;
    }),
  };
  if (setup.blinds) out.blinds = setup.blinds;
  if (setup.posts) out.posts = setup.posts;
  if (setup.runItTwiceThreshold !== undefined) out.runItTwiceThreshold = setup.runItTwiceThreshold;
  if (setup.runItTwiceChooser !== undefined) out.runItTwiceChooser = setup.runItTwiceChooser;
  return out;
}

/** Starts a hand (DESIGN.md front door): deals from the seed or the exact cards given and runs to the first decision. */
export function startHand(setup: HandSetup, options: StartOptions = {}): Hand {
  return new Hand(setup, options);
}

/** Starts a hand and applies `actions` in order (a recorded hand, a lesson's example); throws like `act` on an illegal one. */
export function replayHand(setup: HandSetup, actions: readonly HandAction[], options: StartOptions = {}): Hand {
  const hand = new Hand(setup, options);
  for (const action of actions) hand.act(action);
  return hand;
}

/** A short phrase for a street name, for messages ("before the flop"). */
export function streetPhrase(name: string): string {
  return STREET_WORDS[name] ?? `on ${name.replace(/-/g, ' ')}`;
}

