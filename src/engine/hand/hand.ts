// The hand state machine: one class configured by the game spec's streets; every action is verified by the same check that lists the legal options.
import { assertDistinct, deckCards, formatCards, inDeck, rankOf, type Card } from '../cards';
import { reason, type Reason, type ReasonId } from '../betting/reasons';
import {
  bettingOptions, defaultBringIn, explainBettingAction, isFullRaise, minimumBet, type BettingContext, type BettingOptions, type BettingStructure,
} from '../betting/structures';
import { buildSidePots, hiLoHalves, runItTwicePayout, splitPot, type PotShape } from '../betting/pots';
import { gameSpec, type GameSpec, type StreetSpec } from '../games';
import { blindPositions, bringInSeat, firstToAct, nextActiveSeat, seatsFromLeftOfButton, showdownOrder, showingValue } from '../table/positions';
import { bestHandUnchecked } from '../rankings/reference';
import { compareTelesina, isHighestStraightFlush, lowestStraightFlushIn } from '../rankings/thirty-two';
import type { Evaluator, HandValue } from '../rankings/types';
import { readLiveAction, type LiveChipAction, type LiveReading } from '../live';
import { createRng } from './rng';
import type {
  HandAction, HandEvent, HandNext, HandResult, HandSetup, HandView, PotAward, PotResult, RunItTwicePreference,
} from './types';

/** The reference evaluator without its input checks: the engine's card counts are right by construction. */

/** A seat's showdown values on one board (headsUpHigh: see H-TELESINA-HU in evaluate). */
interface SeatValues { high: HandValue | null; low: HandValue | null; headsUpHigh?: HandValue }
const REFERENCE_UNCHECKED: Evaluator = { best: bestHandUnchecked };

type Phase = 'betting' | 'draw' | 'split' | 'runout-choice' | 'runout-accept' | 'done';

/** Thrown for an illegal action or a bad setup: the message is a sentence a learner can read; `reason` has its message id. */
export class HandError extends Error {
  constructor(message: string, readonly reason?: Reason) {
    super(message);
    this.name = 'HandError';
  }
}

const STREET_WORDS: Record<string, string> = {
  'preflop': 'before the flop', 'flop': 'on the flop', 'turn': 'on the turn', 'river': 'on the river', 'predraw': 'before the draw',
};

/**
 * A hand in progress. Create it with `startHand(setup)`; read `next`; call `act(action)`; read `view(seat)`,
 * `history` and, when `next.kind` is 'done', `result`.
 */
export class Hand {
  readonly spec: GameSpec;
  readonly structure: BettingStructure;
  readonly seatCount: number;
  readonly button: number;
  readonly startStacks: number[];
  readonly dealtIn: boolean[];
  readonly minBet: number;
  private readonly evaluator: Evaluator;
  private readonly rng: () => number;
  private readonly setup: HandSetup;

  stacks: number[];
  folded: boolean[];
  /** Each seat's cards in deal order and which are face up. */
  cards: Card[][];
  up: boolean[][];
  boards: Card[][] = [[]];
  /** Chips each seat put in this hand (antes, blinds, dead money and bets). */
  contributions: number[];
  streetBets: number[];
  history: HandEvent[] = [];
  /** Every accepted action in order: `replayHand(setup, actions)` rebuilds this hand exactly. */
  readonly actions: HandAction[] = [];

  private given: Card[][];
  private givenBoard: Card[];
  private stub: Card[];
  private rest: Card[];
  private muck: Card[] = [];
  private phase: Phase = 'betting';
  private streetIndex = 0;
  private roundIndex = -1;
  private smallBlindSeat: number | null = null;
  private bigBlindSeat: number | null = null;

  // Betting round state.
  private toAct = -1;
  private currentBet = 0;
  private lastFullRaise = 0;
  private betsThisRound = 0;
  private fullRaiseCount = 0;
  private acted: boolean[];
  private seenFullRaises: number[];
  private noRaise: boolean[];
  private noRaiseNext: boolean[];
  private disconnected: boolean[];
  private bringInDue = -1;
  private bigBetMade = false;
  private roundAggressor: number | null = null;
  private roundHadAction = false;
  private lastAggressor: number | null = null;

  // Draw and split-offer state.
  private queue: number[] = [];
  private queuePos = 0;
  private splitAccepted: boolean[];
  private splitSnapshot: number[] | null = null;
  private splitFolded: boolean[] | null = null;
  private splitPotsAgreed: PotShape[] = [];
  private splitAll = false;

  // Run-out state (P-RUNOUT, P-RIT).
  private runoutTimes = 1;
  private runoutDecided = false;
  private boardAtRunout = -1;
  private ritOffer: { chooser: number; other: number; times: 2 | 3 } | null = null;

  private finalResult: HandResult | null = null;
  private nextCache: HandNext | null = null;

  constructor(setup: HandSetup) {
    this.setup = setup;
    this.spec = gameSpec(setup.game);
    this.structure = setup.structure;
    this.evaluator = setup.evaluator ?? REFERENCE_UNCHECKED;
    const n = setup.seats?.length ?? 0;
    this.seatCount = n;
    this.validateSetup();
    this.button = setup.button;
    this.minBet = minimumBet(this.structure);
    this.startStacks = setup.seats.map((s) => s.stack);
    this.stacks = this.startStacks.slice();
    this.dealtIn = setup.seats.map((s) => s.stack > 0 && !s.sittingOut);
    this.folded = this.dealtIn.map((d) => !d);
    this.cards = setup.seats.map(() => []);
    this.up = setup.seats.map(() => []);
    this.contributions = new Array<number>(n).fill(0);
    this.streetBets = new Array<number>(n).fill(0);
    this.acted = new Array<boolean>(n).fill(false);
    this.seenFullRaises = new Array<number>(n).fill(0);
    this.noRaise = new Array<boolean>(n).fill(false);
    this.noRaiseNext = new Array<boolean>(n).fill(false);
    this.disconnected = new Array<boolean>(n).fill(false);
    this.splitAccepted = new Array<boolean>(n).fill(false);
    this.given = setup.seats.map((s) => (s.cards ? s.cards.slice() : []));
    this.givenBoard = setup.board ? setup.board.slice() : [];
    this.stub = setup.stub ? setup.stub.slice() : [];
    const used = new Set<Card>([...this.given.flat(), ...this.givenBoard, ...this.stub, ...(setup.extraBoards ?? []).flat()]);
    this.rng = createRng(setup.seed ?? 1);
    // The cards not given, drawn in a seeded random order one at a time (a lazy Fisher-Yates shuffle).
    this.rest = used.size === 0 ? deckCards(this.spec.deck) : deckCards(this.spec.deck).filter((c) => !used.has(c));
    this.begin();
  }

  // ---------------------------------------------------------------- setup

  private validateSetup(): void {
    const { setup, spec } = this;
    if (!setup.structure || typeof setup.structure !== 'object') throw new HandError('The setup needs a betting structure, like { kind: "no-limit", smallBlind: 1, bigBlind: 2 }.');
    if (!spec.structures.includes(setup.structure.kind)) {
      throw new HandError(`${spec.name} is not played ${setup.structure.kind}; it may be played ${spec.structures.join(', ')}.`);
    }
    if (!Array.isArray(setup.seats)) throw new HandError('The setup needs a list of seats, like [{ stack: 200 }, { stack: 200 }].');
    const players = setup.seats.filter((s) => s.stack > 0 && !s.sittingOut).length;
    if (players < spec.minPlayers) throw new HandError(`${spec.name} needs at least ${spec.minPlayers} players with chips; this setup has ${players}.`);
    if (players > spec.maxPlayers) throw new HandError(`${spec.name} is played by at most ${spec.maxPlayers} players; this setup has ${players}.`);
    setup.seats.forEach((s, i) => {
      if (!Number.isInteger(s.stack) || s.stack < 0) throw new HandError(`Seat ${i}'s stack must be a whole number of chips, not ${String(s.stack)}.`);
      if (s.cards && s.cards.length > spec.cardsPerPlayer) throw new HandError(`Seat ${i} was given ${s.cards.length} cards; a player gets at most ${spec.cardsPerPlayer} in ${spec.name}.`);
    });
    if (!Number.isInteger(setup.button) || setup.button < 0 || setup.button >= setup.seats.length) {
      throw new HandError(`The button must be a seat number from 0 to ${setup.seats.length - 1}.`);
    }
    const st = setup.structure;
    const amounts: [string, number | undefined][] = [['smallBlind', st.smallBlind], ['bigBlind', st.bigBlind], ['ante', st.ante], ['bringIn', st.bringIn], ['smallBet', st.smallBet], ['bigBet', st.bigBet]];
    for (const [name, v] of amounts) {
      if (v !== undefined && (!Number.isInteger(v) || v < 0)) throw new HandError(`The ${name} must be a whole number of chips, not ${String(v)}.`);
    }
    if (spec.forcedBets === 'blinds' && !st.bigBlind && !(st.kind === 'fixed-limit' && st.smallBet)) {
      throw new HandError(`${spec.name} is played with blinds: give the structure a bigBlind (and a smallBlind).`);
    }
    if (st.kind === 'fixed-limit' && !st.smallBet) throw new HandError('Fixed limit needs a smallBet and a bigBet.');
    if (setup.board || setup.stub || setup.extraBoards || setup.seats.some((s) => s.cards)) {
      // A scenario: the given cards must be distinct cards of this game's deck.
      const groups: Record<string, Card[]> = { board: [...(setup.board ?? [])], stub: [...(setup.stub ?? [])] };
      setup.seats.forEach((s, i) => { groups[`seat ${i}'s cards`] = [...(s.cards ?? [])]; });
      (setup.extraBoards ?? []).forEach((b, i) => { groups[`extra board ${i + 1}`] = [...b]; });
      try {
        assertDistinct(groups);
      } catch (e) {
        throw new HandError((e as Error).message);
      }
      for (const [name, list] of Object.entries(groups)) {
        for (const c of list) if (!inDeck(c, spec.deck)) throw new HandError(`${formatCards([c])} in ${name} is not in the 32-card deck (sevens up to aces only).`);
      }
    }
    if (setup.board && setup.board.length > Math.max(spec.boardCards, 1)) throw new HandError(`${spec.name} has at most ${Math.max(spec.boardCards, 1)} board cards; ${setup.board.length} were given.`);
  }

  private begin(): void {
    const st = this.structure;
    const order = this.dealOrder();
    // F-ANTE: everyone antes before the deal.
    if (st.ante) for (const s of order) this.postDead(s, st.ante, 'ante');
    if (this.spec.forcedBets === 'blinds') {
      const positions = this.setup.blinds ?? blindPositions(this.dealtIn, this.button);
      this.smallBlindSeat = positions.smallBlind;
      this.bigBlindSeat = positions.bigBlind;
      // F-BLINDS (live blinds), F-NEWPLAYER / F-MISSED posts.
      const big = st.bigBlind ?? st.smallBet ?? this.minBet;
      const small = st.smallBlind ?? Math.floor(big / 2);
      if (this.smallBlindSeat !== null && this.dealtIn[this.smallBlindSeat]) this.postLive(this.smallBlindSeat, small, 'small-blind');
      if (this.bigBlindSeat !== null && this.dealtIn[this.bigBlindSeat]) this.postLive(this.bigBlindSeat, big, 'big-blind');
      for (const p of this.setup.posts ?? []) {
        if (!this.dealtIn[p.seat]) continue;
        if (p.dead) this.postDead(p.seat, p.dead, 'dead-blind');
        if (p.live) this.postLive(p.seat, p.live, 'live-blind');
      }
    }
    this.startStreet();
    this.proceed();
  }

  // ---------------------------------------------------------------- public API

  /** What comes next: whose turn and their legal options, a draw, a split offer, a run-out choice, or done. */
  get next(): HandNext {
    if (this.nextCache === null) this.nextCache = this.computeNext();
    return this.nextCache;
  }

  private computeNext(): HandNext {
    switch (this.phase) {
      case 'betting':
        return { kind: 'act', seat: this.toAct, street: this.streetName, options: bettingOptions(this.context(this.toAct)) };
      case 'draw':
        return { kind: 'draw', seat: this.queue[this.queuePos], street: this.streetName, min: 0, max: this.street.draw!.max };
      case 'split':
        return { kind: 'split-offer', seat: this.queue[this.queuePos], street: this.streetName };
      case 'runout-choice':
        return { kind: 'runout-choice', seat: this.ritOffer!.chooser, choices: [1, 2, 3] };
      case 'runout-accept':
        return { kind: 'runout-accept', seat: this.ritOffer!.other, times: this.ritOffer!.times };
      default:
        return { kind: 'done' };
    }
  }

  /** True when the hand is over. */
  get done(): boolean {
    return this.phase === 'done';
  }

  /** The outcome once the hand is done, else null. */
  get result(): HandResult | null {
    return this.finalResult;
  }

  /** The name of the current street ('preflop', 'flop', 'third-street', 'draw-1', ...). */
  get streetName(): string {
    return this.spec.streets[Math.min(this.streetIndex, this.spec.streets.length - 1)].name;
  }

  /** All chips in the pot, bets on the table included. */
  get pot(): number {
    let total = 0;
    for (const c of this.contributions) total += c;
    return total;
  }

  /** Null when `action` is legal now, else the sentence saying why not (the check `act` uses). */
  verify(action: HandAction): string | null {
    return this.explain(action)?.text ?? null;
  }

  /** As `verify`, with the reason as a message id and parameters (for translations). */
  explain(action: HandAction): Reason | null {
    if (!action || typeof action !== 'object') return reason('not-an-action');
    const next = this.next;
    if (next.kind === 'done') return reason('hand-over');
    if (action.seat !== undefined && action.seat !== next.seat) return reason('wrong-seat', { turn: next.seat, seat: action.seat });
    switch (next.kind) {
      case 'act':
        if (action.type === 'disconnect') return this.structure.kind === 'fixed-limit' ? null : reason('disconnect-fixed-limit-only');
        if (!['fold', 'check', 'call', 'bet', 'raise', 'bring-in'].includes(action.type)) return reason('expected-betting', { seat: next.seat, type: String(action.type) });
        return explainBettingAction(this.context(next.seat), action as { type: 'fold' });
      case 'draw': {
        if (action.type === 'stand-pat' || action.type === 'timeout') return null;
        if (action.type !== 'draw') return reason('expected-draw', { seat: next.seat, max: next.max, type: String(action.type) });
        const discard = action.discard;
        if (!Array.isArray(discard)) return reason('discard-list');
        if (discard.length > next.max) return reason('draw-too-many', { max: next.max, game: this.spec.name, count: discard.length });
        const own = this.cards[next.seat];
        const seen = new Set<Card>();
        for (const c of discard) {
          if (!own.includes(c)) return reason('discard-not-held', { card: inDeck(c) ? formatCards([c]) : String(c) });
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
    if (why !== null) throw new HandError(why.text, why);
    const next = this.next;
    this.nextCache = null;
    this.actions.push({ ...action, seat: next.kind === 'done' ? action.seat : next.seat } as HandAction);
    switch (next.kind) {
      case 'act':
        if (action.type === 'disconnect') this.doDisconnect(next.seat);
        else this.doBetting(next.seat, action as { type: 'fold'; to?: number }, next.options);
        break;
      case 'draw': this.doDraw(next.seat, action); break;
      case 'split-offer': this.doSplit(next.seat, action.type === 'split'); break;
      case 'runout-choice': this.doRunoutChoice(next.seat, action.type === 'timeout' ? 1 : (action as { times: 1 | 2 | 3 }).times); break;
      case 'runout-accept': this.doRunoutAnswer(next.seat, action.type === 'accept'); break;
      default: break;
    }
    this.proceed();
    this.nextCache = null;
    return this;
  }

  /** What `seat` may see (T-PRIVACY): its own cards, everyone's up cards, cards shown at showdown; a filtered history. */
  view(seat: number): HandView {
    if (!Number.isInteger(seat) || seat < 0 || seat >= this.seatCount) throw new HandError(`There is no seat ${seat}: seats are 0 to ${this.seatCount - 1}.`);
    const shown = new Set<number>();
    for (const e of this.history) if (e.type === 'show') shown.add(e.seat);
    const next = this.next;
    const publicNext = next.kind === 'done' || next.seat === seat ? next : { kind: next.kind, seat: next.seat };
    return {
      game: this.spec.id, seat, button: this.button, street: this.streetName,
      boards: this.boards.map((b) => b.slice()), pot: this.pot,
      seats: this.cards.map((cards, s) => ({
        stack: this.stacks[s], bet: this.streetBets[s], contributed: this.contributions[s], inHand: this.dealtIn[s], folded: this.folded[s] && this.dealtIn[s],
        allIn: this.dealtIn[s] && !this.folded[s] && (this.stacks[s] === 0 || this.disconnected[s]),
        cards: cards.map((c, k) => (s === seat || this.up[s][k] || shown.has(s) ? c : null)),
        up: this.up[s].slice(),
      })),
      next: publicNext,
      history: this.history.map((e): HandEvent => {
        if (e.type === 'deal' && !e.up && e.seat !== seat) return { ...e, cards: e.cards.map(() => -1) };
        if (e.type === 'draw' && e.seat !== seat) return { ...e, discarded: e.discarded.map(() => -1), received: e.received.map(() => -1) };
        return e;
      }),
      result: this.finalResult,
    };
  }

  /** A plain copy of the whole state (for checks that an illegal action left the hand unchanged). */
  snapshot(): string {
    return JSON.stringify({
      stacks: this.stacks, folded: this.folded, cards: this.cards, boards: this.boards, contributions: this.contributions,
      streetBets: this.streetBets, phase: this.phase, street: this.streetIndex, toAct: this.toAct, currentBet: this.currentBet,
      lastFullRaise: this.lastFullRaise, bets: this.betsThisRound, acted: this.acted, queue: this.queue, queuePos: this.queuePos,
      history: this.history.length, rest: this.rest.length, stub: this.stub.length,
    });
  }

  // ---------------------------------------------------------------- dealing

  private get street(): StreetSpec {
    return this.spec.streets[this.streetIndex];
  }

  private dealOrder(): number[] {
    const order: number[] = [];
    for (let k = 1; k <= this.seatCount; k++) {
      const s = (this.button + k) % this.seatCount;
      if (this.dealtIn[s] && !this.folded[s]) order.push(s);
    }
    return order;
  }

  private remainingCards(): number {
    return this.stub.length + this.rest.length;
  }

  private drawCard(): Card {
    if (this.stub.length > 0) return this.stub.shift()!;
    if (this.rest.length > 0) return this.popRandom();
    if (this.muck.length > 0) {
      // Only when run-out boards need more cards than the stub holds (P-RIT+1 at a full PLO5 table): the burned and
      // folded cards are shuffled and used, as in G-DRAW-RESHUFFLE.
      this.rest = this.muck;
      this.muck = [];
      this.history.push({ type: 'reshuffle', cards: this.rest.length });
      return this.popRandom();
    }
    throw new HandError('The deck ran out of cards.');
  }

  /** One step of a Fisher-Yates shuffle: a seeded random card of the rest of the deck. */
  private popRandom(): Card {
    const rest = this.rest;
    const last = rest.length - 1;
    const j = Math.floor(this.rng() * (last + 1));
    const card = rest[j];
    rest[j] = rest[last];
    rest.pop();
    return card;
  }

  private burn(): void {
    const card = this.rest.length > 0 ? this.popRandom() : this.stub.shift();
    if (card !== undefined) {
      this.muck.push(card);
      this.history.push({ type: 'burn' });
    }
  }

  private dealTo(seat: number, up: boolean): Card {
    const card = this.given[seat].length > 0 ? this.given[seat].shift()! : this.drawCard();
    this.cards[seat].push(card);
    this.up[seat].push(up);
    return card;
  }

  private dealBoard(count: number, board: number, extra?: Card[]): Card[] {
    const out: Card[] = [];
    for (let k = 0; k < count; k++) {
      const card = board === 0 && this.givenBoard.length > 0 ? this.givenBoard.shift()!
        : extra && extra.length > 0 ? extra.shift()! : this.drawCard();
      out.push(card);
      this.boards[board].push(card);
    }
    return out;
  }

  /** Deals the cards of the current street (or sets up its draw) and starts its betting round. */
  private startStreet(): void {
    const street = this.street;
    this.history.push({ type: 'street', name: street.name });
    const order = this.dealOrder();
    let betting = street.betting;
    if (street.communityFallback && this.remainingCards() < order.length + (street.burn ? 1 : 0)) {
      // G-STUD7-COMMUNITY: not enough cards for everyone: one card face up in the middle, and no betting this round.
      if (street.burn && this.remainingCards() > 1) this.burn();
      const cards = this.dealBoard(1, 0);
      this.history.push({ type: 'board', cards, board: 0, community: true });
      betting = false;
    } else {
      if (street.burn) this.burn();
      for (let k = 0; k < (street.down ?? 0); k++) {
        for (const s of order) this.history.push({ type: 'deal', seat: s, cards: [this.dealTo(s, false)], up: false });
      }
      for (let k = 0; k < (street.up ?? 0); k++) {
        for (const s of order) this.history.push({ type: 'deal', seat: s, cards: [this.dealTo(s, true)], up: true });
      }
      if (street.board) {
        const cards = this.dealBoard(street.board, 0);
        this.history.push({ type: 'board', cards, board: 0, vela: street.vela });
      }
    }
    if (street.draw) {
      this.phase = 'draw';
      this.queue = order;
      this.queuePos = 0;
      return;
    }
    if (betting) this.beginBetting();
    else { this.phase = 'betting'; this.toAct = -1; }
  }

  // ---------------------------------------------------------------- betting

  private canAct(s: number): boolean {
    return this.dealtIn[s] && !this.folded[s] && this.stacks[s] > 0 && !this.disconnected[s];
  }

  /** I-DISCONNECT: all-in for what the player put in (their other chips are not at risk), folded if nothing. */
  private doDisconnect(seat: number): void {
    const fold = this.contributions[seat] === 0;
    if (fold) { this.folded[seat] = true; this.muck.push(...this.cards[seat]); } else this.disconnected[seat] = true;
    this.history.push({ type: 'disconnected', seat, folded: fold });
    if (this.bringInDue === seat) this.bringInDue = -1;
    this.acted[seat] = true;
    this.toAct = this.findNextActor(seat);
  }

  /**
   * B-LIVEACTS / B-HALFRULE: what the chips a live player pushes (and any words said) count as for the player to act
   * now. Nothing changes; pass `reading.action` to `act`.
   */
  readLive(push: { chipsPushed: number; chipCount?: number; said?: LiveChipAction['said']; saidTo?: number }): LiveReading {
    const next = this.next;
    if (next.kind !== 'act') throw new HandError('Live chips are read only when a player is to bet, call, check, raise or fold.');
    const seat = next.seat;
    return readLiveAction({
      ...push, currentBet: this.currentBet, playerBet: this.streetBets[seat], lastFullRaise: this.lastFullRaise,
      minBet: this.minBet, rule: this.structure.minRaise, stack: this.stacks[seat],
    });
  }

  /** A copy of this hand in its current state (replayed from the same setup and actions), for bots that look ahead. */
  clone(): Hand {
    return replayHand(this.setup, this.actions);
  }

  /** The setup this hand was started from. */
  get startingSetup(): HandSetup {
    return this.setup;
  }

  /** I-CRASH: cancels the hand and returns every chip to its owner. */
  cancel(): void {
    if (this.phase === 'done') throw new HandError('The hand is already over.');
    this.stacks = this.startStacks.slice();
    this.contributions.fill(0);
    this.streetBets.fill(0);
    this.history.push({ type: 'cancelled' });
    this.finish([], false);
    this.finalResult!.cancelled = true;
    this.nextCache = null;
  }

  private liveCount(): number {
    let n = 0;
    for (let s = 0; s < this.seatCount; s++) if (this.dealtIn[s] && !this.folded[s]) n++;
    return n;
  }

  private actorCount(): number {
    let n = 0;
    for (let s = 0; s < this.seatCount; s++) if (this.canAct(s)) n++;
    return n;
  }

  private postDead(seat: number, amount: number, type: 'ante' | 'dead-blind'): void {
    const paid = Math.min(amount, this.stacks[seat]);
    if (paid <= 0) return;
    this.stacks[seat] -= paid;
    this.contributions[seat] += paid;
    this.history.push({ type, seat, amount: paid });
  }

  private postLive(seat: number, amount: number, type: 'small-blind' | 'big-blind' | 'live-blind' | 'bring-in'): void {
    const paid = Math.min(amount, this.stacks[seat]);
    if (paid <= 0) return;
    this.stacks[seat] -= paid;
    this.contributions[seat] += paid;
    this.streetBets[seat] += paid;
    this.history.push({ type, seat, amount: paid });
  }

  private beginBetting(): void {
    this.phase = 'betting';
    this.roundIndex++;
    this.acted.fill(false);
    this.seenFullRaises.fill(0);
    for (let s = 0; s < this.seatCount; s++) { this.noRaise[s] = this.noRaiseNext[s]; this.noRaiseNext[s] = false; }
    this.currentBet = 0;
    this.lastFullRaise = this.minBet;
    this.betsThisRound = 0;
    this.fullRaiseCount = 0;
    this.bringInDue = -1;
    this.bigBetMade = false;
    this.roundAggressor = null;
    const canAct: boolean[] = [];
    for (let s = 0; s < this.seatCount; s++) canAct.push(this.canAct(s));
    let first: number;
    if (this.roundIndex === 0 && this.spec.forcedBets === 'blinds') {
      // The blinds were posted before the deal (begin); they are live bets of this round.
      const big = this.structure.bigBlind ?? this.structure.smallBet ?? this.minBet;
      this.currentBet = big;
      for (const b of this.streetBets) if (b > this.currentBet) this.currentBet = b;
      this.lastFullRaise = big;
      this.betsThisRound = 1; // B-FL: preflop the big blind is the first bet.
      for (let s = 0; s < this.seatCount; s++) canAct[s] = this.canAct(s);
      first = firstToAct({ kind: 'preflop', canAct, button: this.button, bigBlind: this.bigBlindSeat });
    } else if (this.spec.family === 'stud') {
      if (this.roundIndex === 0) {
        // F-BRINGIN: the lowest or highest up card by the game's rule, ties by suit (C-SUITORDER).
        const which = (this.spec.bringIn?.[this.structure.kind as 'fixed-limit'] ?? this.spec.bringIn?.other) ?? 'lowest';
        const upCards = this.cards.map((c, s) => (this.dealtIn[s] && !this.folded[s] ? c[this.up[s].indexOf(true)] : null));
        const seat = bringInSeat(upCards, which, this.spec.suitOrder);
        first = canAct[seat] ? seat : nextActiveSeat(canAct, seat);
        if (defaultBringIn(this.structure) > 0 && canAct[seat]) this.bringInDue = seat;
      } else {
        first = firstToAct({ kind: 'stud-later', canAct, button: this.button, showing: this.showing() });
      }
    } else if (this.roundIndex > 0 && this.spec.afterDrawFirst === 'left-of-big-blind') {
      first = firstToAct({ kind: 'after-draw-left-of-big-blind', canAct, button: this.button, bigBlind: this.bigBlindSeat });
    } else {
      first = firstToAct({ kind: 'postflop', canAct, button: this.button });
    }
    this.toAct = first;
    // P-RUNOUT: with at most one player able to act and nothing owed, there is no betting.
    if (first < 0 || !this.needsToAct(first)) this.toAct = this.findNextActor(first);
  }

  /** F-ORDER-STUD: the value of each seat's up cards. */
  private showing(): number[] {
    const soko = this.spec.high === 'soko';
    return this.cards.map((cards, s) => showingValue(cards.filter((_, k) => this.up[s][k]), soko));
  }

  private needsToAct(s: number): boolean {
    if (s < 0 || !this.canAct(s)) return false;
    if (this.bringInDue === s) return true;
    if (this.streetBets[s] < this.currentBet) return true;
    if (this.acted[s]) return false;
    // Nobody to bet against: everyone else still in is all-in.
    for (let t = 0; t < this.seatCount; t++) if (t !== s && this.canAct(t)) return true;
    return false;
  }

  private findNextActor(from: number): number {
    const start = from < 0 ? this.button : from;
    for (let k = 1; k <= this.seatCount; k++) {
      const s = (start + k) % this.seatCount;
      if (this.needsToAct(s)) return s;
    }
    return -1;
  }

  /** The betting context of a seat: the single input of both the options list and the action check. */
  private context(seat: number): BettingContext {
    let othersCanAct = false;
    for (let t = 0; t < this.seatCount; t++) if (t !== seat && this.canAct(t)) { othersCanAct = true; break; }
    // B-FULLBET: closed for a player who acted and since then faced no full bet or raise (a player who only checked may act on any bet).
    const reopened = !this.acted[seat] || this.seenFullRaises[seat] < this.fullRaiseCount || this.streetBets[seat] === 0;
    let noRaiseReason: ReasonId | undefined;
    if (this.noRaise[seat]) noRaiseReason = 'raise-closed.timed-out';
    else if (!reopened) noRaiseReason = 'raise-closed.full-bet';
    else if (!othersCanAct) noRaiseReason = 'raise-closed.others-all-in';
    return {
      structure: this.structure, roundIndex: this.roundIndex, currentBet: this.currentBet, lastFullRaise: this.lastFullRaise,
      playerBet: this.streetBets[seat], stack: this.stacks[seat], pot: this.pot, betsThisRound: this.betsThisRound,
      mayRaise: noRaiseReason === undefined, noRaiseReason,
      bigBetAllowed: this.bigBetAllowed(), bigBetMade: this.bigBetMade,
      bringInDue: this.bringInDue === seat ? defaultBringIn(this.structure) : undefined,
      smallBetRounds: this.spec.smallBetRounds,
    };
  }

  /** B-FL-DOUBLE: fixed-limit stud, fourth street, a pair showing. */
  private bigBetAllowed(): boolean {
    if (!this.spec.doubleOnOpenPair || this.structure.kind !== 'fixed-limit' || this.roundIndex !== 1) return false;
    for (let s = 0; s < this.seatCount; s++) {
      if (!this.dealtIn[s] || this.folded[s]) continue;
      const ranks = this.cards[s].filter((_, k) => this.up[s][k]).map(rankOf);
      if (new Set(ranks).size < ranks.length) return true;
    }
    return false;
  }

  private doBetting(seat: number, action: { type: string; to?: number }, options: BettingOptions): void {
    switch (action.type) {
      case 'fold':
        this.folded[seat] = true;
        this.muck.push(...this.cards[seat]);
        this.history.push({ type: 'fold', seat });
        break;
      case 'check':
        this.history.push({ type: 'check', seat });
        break;
      case 'call': {
        const amount = options.call;
        this.stacks[seat] -= amount;
        this.streetBets[seat] += amount;
        this.contributions[seat] += amount;
        this.history.push({ type: 'call', seat, amount, allIn: this.stacks[seat] === 0 });
        break;
      }
      case 'bring-in': {
        this.postLive(seat, options.bringIn ?? 0, 'bring-in');
        this.currentBet = Math.max(this.currentBet, this.streetBets[seat]);
        this.bringInDue = -1;
        break;
      }
      default: {
        const to = action.to ?? options.minRaiseTo!;
        const full = isFullRaise(this.context(seat), to);
        const amount = to - this.streetBets[seat];
        this.stacks[seat] -= amount;
        this.streetBets[seat] = to;
        this.contributions[seat] += amount;
        const type = this.currentBet === 0 ? 'bet' : 'raise';
        if (full) {
          if (this.structure.kind === 'fixed-limit' && this.structure.bigBet && to - this.currentBet >= this.structure.bigBet && this.roundIndex < this.spec.smallBetRounds) this.bigBetMade = true;
          this.lastFullRaise = Math.max(this.lastFullRaise, to - this.currentBet);
          this.fullRaiseCount++;
          this.betsThisRound++;
        }
        this.currentBet = Math.max(this.currentBet, to);
        this.bringInDue = -1;
        this.roundAggressor = seat;
        this.history.push({ type, seat, to, amount, allIn: this.stacks[seat] === 0, full });
      }
    }
    this.acted[seat] = true;
    this.roundHadAction = true;
    this.seenFullRaises[seat] = this.fullRaiseCount;
    this.toAct = this.findNextActor(seat);
  }

  /** P-SIDEPOTS: chips nobody matched go back to their owner at the end of a round. */
  private returnUncalled(): void {
    let top = -1;
    let second = 0;
    for (let s = 0; s < this.seatCount; s++) {
      const b = this.streetBets[s];
      if (top < 0 || b > this.streetBets[top]) { if (top >= 0) second = Math.max(second, this.streetBets[top]); top = s; } else second = Math.max(second, b);
    }
    if (top < 0) return;
    const extra = this.streetBets[top] - second;
    if (extra > 0) {
      this.streetBets[top] -= extra;
      this.contributions[top] -= extra;
      this.stacks[top] += extra;
      this.history.push({ type: 'uncalled', seat: top, amount: extra });
    }
  }

  // ---------------------------------------------------------------- flow

  /** Moves the hand on until someone must decide or it is over. */
  private proceed(): void {
    while (this.phase !== 'done') {
      if (this.phase === 'betting') {
        if (this.toAct >= 0 && this.liveCount() > 1) return;
        this.returnUncalled();
        if (this.roundHadAction) this.lastAggressor = this.roundAggressor;
        this.roundHadAction = false;
        this.streetBets.fill(0);
        if (this.liveCount() <= 1) { this.finishUncontested(); return; }
        if (!this.nextStreet()) return;
      } else if (this.phase === 'draw') {
        if (this.queuePos < this.queue.length) return;
        if (this.street.splitOffer && this.liveCount() > 1) {
          this.phase = 'split';
          const canAct = Array.from({ length: this.seatCount }, (_, s) => this.dealtIn[s] && !this.folded[s]);
          const first = firstToAct({ kind: 'after-draw-left-of-big-blind', canAct, button: this.button, bigBlind: this.bigBlindSeat });
          this.queue = Array.from({ length: this.seatCount }, (_, k) => (first + k) % this.seatCount).filter((s) => canAct[s]);
          this.queuePos = 0;
          this.splitAccepted.fill(false);
          continue;
        }
        if (this.street.betting) this.beginBetting();
        else { this.phase = 'betting'; this.toAct = -1; }
      } else if (this.phase === 'split') {
        if (this.queuePos < this.queue.length && this.queuePos >= 0) return;
        if (this.splitAll) { this.finishSplit(); return; }
        if (this.street.betting) this.beginBetting();
        else { this.phase = 'betting'; this.toAct = -1; }
      } else {
        return; // run-out choices wait for the players
      }
    }
  }

  /** After a betting round: the next street, or the showdown. Returns false when a decision is pending. */
  private nextStreet(): boolean {
    this.streetIndex++;
    if (this.streetIndex >= this.spec.streets.length) { this.showdown(); return false; }
    if (this.actorCount() <= 1 && !this.runoutDecided) {
      // P-RUNOUT: no more betting; P-RIT: maybe several boards.
      this.runoutDecided = true;
      if (this.decideRunout()) return false;
    }
    this.startStreet();
    return true;
  }

  /** P-RIT / P-RIT-INTERACTIVE. Returns true when the players must choose first. */
  private decideRunout(): boolean {
    const spec = this.spec;
    const rit = spec.runItTwice;
    this.boardAtRunout = this.boards[0].length;
    if (!rit || !rit.structures.includes(this.structure.kind) || this.boards[0].length >= spec.boardCards) return false;
    const players = this.dealtIn.filter(Boolean).length;
    if (players > rit.maxPlayers) return false;
    const live = Array.from({ length: this.seatCount }, (_, s) => s).filter((s) => this.dealtIn[s] && !this.folded[s]);
    const prefs: RunItTwicePreference[] = live.map((s) => this.setup.seats[s].runItTwice ?? 'never');
    if (prefs.includes('never')) return false;
    if (prefs.every((p) => p === 'always')) { this.runoutTimes = 2; this.history.push({ type: 'runout', boards: 2 }); return false; }
    if (live.length !== 2 || this.pot < (this.setup.runItTwiceThreshold ?? 0)) return false;
    const chooser = this.setup.runItTwiceChooser !== undefined && live.includes(this.setup.runItTwiceChooser)
      ? this.setup.runItTwiceChooser : this.higherEquity(live[0], live[1]);
    this.ritOffer = { chooser, other: chooser === live[0] ? live[1] : live[0], times: 2 };
    this.phase = 'runout-choice';
    return true;
  }

  /** P-RIT-INTERACTIVE: the player with the higher equity, estimated from public and the two players' cards by seeded sampling. */
  private higherEquity(a: number, b: number): number {
    const known = new Set<Card>([...this.cards[a], ...this.cards[b], ...this.boards[0]]);
    const unknown = deckCards(this.spec.deck).filter((c) => !known.has(c));
    const need = this.spec.boardCards - this.boards[0].length;
    const rng = createRng((this.setup.seed ?? 1) * 31 + 7);
    let score = 0;
    const samples = 200;
    for (let i = 0; i < samples; i++) {
      const pool = unknown.slice();
      const board = this.boards[0].slice();
      for (let k = 0; k < need; k++) board.push(pool.splice(Math.floor(rng() * pool.length), 1)[0]);
      const va = this.evaluator.best(this.spec.high, this.cards[a], board)?.strength ?? -1;
      const vb = this.evaluator.best(this.spec.high, this.cards[b], board)?.strength ?? -1;
      score += va > vb ? 1 : va < vb ? -1 : 0;
    }
    return score >= 0 ? a : b;
  }

  private doRunoutChoice(seat: number, times: 1 | 2 | 3): void {
    this.history.push({ type: 'runout-choice', seat, times });
    if (times === 1) { this.resumeRunout(1); return; }
    this.ritOffer!.times = times;
    const other = this.ritOffer!.other;
    if ((this.setup.seats[other].runItTwice ?? 'never') === 'always') {
      // The other player always runs it more than once: no question to ask.
      this.doRunoutAnswer(other, true);
      return;
    }
    this.phase = 'runout-accept';
  }

  private doRunoutAnswer(seat: number, accept: boolean): void {
    this.history.push({ type: 'runout-answer', seat, accept });
    this.resumeRunout(accept ? this.ritOffer!.times : 1);
  }

  private resumeRunout(times: number): void {
    this.runoutTimes = times;
    if (times > 1) this.history.push({ type: 'runout', boards: 2 });
    this.phase = 'betting';
    this.toAct = -1;
    this.startStreet();
  }

  // ---------------------------------------------------------------- draws and the split offer

  private doDraw(seat: number, action: HandAction): void {
    if (action.type === 'timeout') {
      // G-DRAW-TIMER: the player stands pat and may not bet or raise in the next round.
      this.history.push({ type: 'timed-out', seat });
      this.noRaiseNext[seat] = true;
      this.history.push({ type: 'draw', seat, discarded: [], received: [] });
      this.queuePos++;
      return;
    }
    const discard = action.type === 'draw' ? action.discard.slice() : [];
    const hand = this.cards[seat];
    const ups = this.up[seat];
    for (const c of discard) { const k = hand.indexOf(c); hand.splice(k, 1); ups.splice(k, 1); }
    const received: Card[] = [];
    for (let k = 0; k < discard.length; k++) {
      if (this.remainingCards() === 0) {
        // G-DRAW-RESHUFFLE: the discards so far (not this player's) become the deck.
        this.rest = this.muck;
        this.muck = [];
        this.history.push({ type: 'reshuffle', cards: this.rest.length });
      }
      const card = this.given[seat].length > 0 ? this.given[seat].shift()! : this.drawCard();
      received.push(card);
      hand.push(card);
      ups.push(false);
    }
    this.muck.push(...discard);
    this.history.push({ type: 'draw', seat, discarded: discard, received });
    this.queuePos++;
  }

  /** G-DRAW32-SPLIT: the offer passes player to player and ends when anyone does something else. */
  private doSplit(seat: number, accept: boolean): void {
    this.history.push({ type: 'split-offer', seat, accept });
    if (accept) {
      this.splitAccepted[seat] = true;
      this.queuePos++;
      if (this.queuePos >= this.queue.length) this.splitAll = true;
      return;
    }
    // The offer ends: pots whose players all chose Split are shared; the rest is played on.
    const pots = buildSidePots(this.contributions, this.folded);
    const agreed = pots.map((p, i) => (p.eligible.every((s) => this.splitAccepted[s]) ? i : -1)).filter((i) => i >= 0);
    if (agreed.length > 0) {
      this.splitSnapshot = this.contributions.slice();
      this.splitFolded = this.folded.slice();
      this.splitPotsAgreed = agreed.map((i) => pots[i]);
      this.history.push({ type: 'split-agreed', pots: agreed });
    }
    this.queuePos = this.queue.length;
  }

  private finishSplit(): void {
    const pots = buildSidePots(this.contributions, this.folded);
    this.history.push({ type: 'split-agreed', pots: pots.map((_, i) => i) });
    const results = pots.map((p, i) => this.awardSplit(p, i));
    this.finish(results, false);
  }

  private awardSplit(p: PotShape, index: number): PotResult {
    const order = seatsFromLeftOfButton(this.seatCount, this.button);
    const shares = splitPot(p.amount, p.eligible, order);
    p.eligible.forEach((s, k) => {
      this.stacks[s] += shares[k];
      this.history.push({ type: 'award', seat: s, amount: shares[k], pot: index, board: 0, half: 'split' });
    });
    return { amount: p.amount, eligible: p.eligible, winners: p.eligible.slice(), awards: [{ board: 0, half: 'split', amount: p.amount, winners: p.eligible.slice(), shares }], split: true };
  }

  // ---------------------------------------------------------------- showdown

  private finishUncontested(): void {
    const winner = this.folded.findIndex((f, s) => !f && this.dealtIn[s]);
    if (this.splitSnapshot) {
      // G-DRAW32-SPLIT: pots already agreed are shared; everything else goes to the last player in.
      const results = this.layeredPots().map(({ pot, split }, index) => {
        if (split) return this.awardSplit(pot, index);
        const award = this.award(index, 0, 'whole', pot.amount, [winner], [winner]);
        return { amount: pot.amount, eligible: pot.eligible.length ? pot.eligible : [winner], winners: [winner], awards: [award] };
      });
      this.finish(results, false);
      return;
    }
    const amount = this.pot;
    this.stacks[winner] += amount;
    this.history.push({ type: 'award', seat: winner, amount, pot: 0, board: 0, half: 'whole' });
    this.finish([{ amount, eligible: [winner], winners: [winner], awards: [{ board: 0, half: 'whole', amount, winners: [winner], shares: [amount] }] }], false);
  }

  private evaluate(seat: number, board: Card[]): SeatValues {
    const spec = this.spec;
    const cards = this.cards[seat];
    const high = this.evaluator.best(spec.high, cards, board);
    const low = spec.low ? this.evaluator.best(spec.low, cards, board) : null;
    // H-TELESINA-HU: a higher straight flush that also holds T-9-8-7-A keeps the lower one for heads-up.
    const lowest = spec.high === 'telesina' && high?.category === 'straight-flush' ? lowestStraightFlushIn([...cards, ...board]) : null;
    return lowest && lowest.strength !== high!.strength ? { high, low, headsUpHigh: lowest } : { high, low };
  }

  private showdown(): void {
    const live = Array.from({ length: this.seatCount }, (_, s) => s).filter((s) => this.dealtIn[s] && !this.folded[s]);
    // P-RIT / P-RIT+1: extra boards share the cards dealt before the run-out.
    const extras = (this.setup.extraBoards ?? []).map((b) => b.slice());
    const makeBoard = (index: number) => {
      this.boards[index] = this.boards[0].slice(0, this.boardAtRunout);
      this.dealBoard(this.spec.boardCards - this.boardAtRunout, index, extras[index - 1]);
      this.history.push({ type: 'board', cards: this.boards[index].slice(this.boardAtRunout), board: index });
    };
    if (this.runoutTimes >= 2) makeBoard(1);
    const evals: ({ high: HandValue | null; low: HandValue | null }[]) [] = [];
    const evaluateBoard = (b: number) => {
      evals[b] = [];
      for (const s of live) evals[b][s] = this.evaluate(s, this.boards[b]);
    };
    evaluateBoard(0);
    if (this.runoutTimes >= 2) evaluateBoard(1);

    const order = seatsFromLeftOfButton(this.seatCount, this.button);
    const layered = this.layeredPots();

    let boardCount = this.runoutTimes >= 2 ? 2 : 1;
    if (this.runoutTimes === 3 && layered.length > 0) {
      // P-RIT+1: the same winner of the main pot on both boards: deal a third board, shares in thirds.
      const main = layered[0].pot;
      const w0 = this.winnersOf(main.eligible, evals[0], 'high').join();
      const w1 = this.winnersOf(main.eligible, evals[1], 'high').join();
      if (w0 === w1) { makeBoard(2); evaluateBoard(2); boardCount = 3; }
    }

    const studShowing = this.spec.family === 'stud' ? this.showing() : undefined;
    // P-SHOWORDER; in 32-card draw with no bet the first player after the big blind shows first (seed 004).
    const showFrom = this.spec.afterDrawFirst === 'left-of-big-blind' && this.bigBlindSeat !== null ? this.bigBlindSeat : this.button;
    const showOrder = showdownOrder({ pots: layered.map((l) => l.pot), seatCount: this.seatCount, button: showFrom, lastAggressor: this.lastAggressor, studShowing });
    for (const s of showOrder.order) this.history.push({ type: 'show', seat: s, cards: this.cards[s].slice() });

    const results: PotResult[] = layered.map(({ pot, split }, index) => {
      if (split) return this.awardSplit(pot, index);
      const awards: PotAward[] = [];
      const boardShares = runItTwicePayout(pot.amount, boardCount);
      for (let b = 0; b < boardCount; b++) {
        const amount = boardShares[b];
        const lowWinners = this.spec.low ? this.winnersOf(pot.eligible, evals[b], 'low') : [];
        const highWinners = this.winnersOf(pot.eligible, evals[b], 'high');
        if (lowWinners.length > 0) {
          const halves = hiLoHalves(amount);
          awards.push(this.award(index, b, 'high', halves.high, highWinners, order));
          awards.push(this.award(index, b, 'low', halves.low, lowWinners, order));
        } else {
          awards.push(this.award(index, b, 'whole', amount, highWinners, order));
        }
      }
      const winners = [...new Set(awards.flatMap((a) => a.winners))].sort((x, y) => x - y);
      return { amount: pot.amount, eligible: pot.eligible, winners, awards };
    });
    this.finish(results, true, live, evals, boardCount, showOrder);
  }

  /**
   * The pots to award. After a partial split agreement (G-DRAW32-SPLIT) the chips put in before it form the agreed pots
   * (shared among the players who agreed, as agreed) and the others; chips put in later form pots of their own.
   */
  private layeredPots(): { pot: PotShape; split: boolean }[] {
    const snap = this.splitSnapshot;
    if (!snap) return buildSidePots(this.contributions, this.folded).map((pot) => ({ pot, split: false }));
    const layered: { pot: PotShape; split: boolean }[] = [];
    for (const p of buildSidePots(snap, this.splitFolded!)) {
      const split = this.splitPotsAgreed.some((q) => q.amount === p.amount && q.eligible.join() === p.eligible.join());
      layered.push({ pot: split ? p : { amount: p.amount, eligible: p.eligible.filter((s) => !this.folded[s]) }, split });
    }
    for (const p of buildSidePots(this.contributions.map((c, s) => c - snap[s]), this.folded)) layered.push({ pot: p, split: false });
    return layered;
  }

  /** The best hands among `eligible` on one board; H-TELESINA-HU with two players in the pot. */
  private winnersOf(eligible: number[], evals: SeatValues[], half: 'high' | 'low'): number[] {
    let best = -1;
    let winners: number[] = [];
    for (const s of eligible) {
      const v = evals[s]?.[half];
      if (!v) continue;
      if (v.strength > best) { best = v.strength; winners = [s]; } else if (v.strength === best) winners.push(s);
    }
    if (half === 'high' && this.spec.high === 'telesina' && eligible.length === 2) {
      // H-TELESINA-HU: heads-up, the lowest straight flush beats the highest (the rankings' comparison).
      const [a, b] = eligible;
      let va = evals[a]?.high;
      let vb = evals[b]?.high;
      // Against A-K-Q-J-T a player also holding T-9-8-7-A (six suited cards with the Vela) shows that one.
      if (va && vb && isHighestStraightFlush(vb)) va = evals[a].headsUpHigh ?? va;
      if (va && vb && isHighestStraightFlush(va)) vb = evals[b].headsUpHigh ?? vb;
      if (va && vb) {
        const versus = compareTelesina(va, vb, 2);
        return versus > 0 ? [a] : versus < 0 ? [b] : [a, b];
      }
    }
    return winners;
  }

  private award(pot: number, board: number, half: PotAward['half'], amount: number, winners: number[], order: number[]): PotAward {
    const shares = splitPot(amount, winners, order);
    winners.forEach((s, k) => {
      this.stacks[s] += shares[k];
      this.history.push({ type: 'award', seat: s, amount: shares[k], pot, board, half });
    });
    return { board, half, amount, winners: winners.slice(), shares };
  }

  private finish(
    pots: PotResult[], showdown: boolean, live: number[] = [], evals: ({ high: HandValue | null; low: HandValue | null }[])[] = [],
    boardCount = 1, order: HandResult['showdownOrder'] = { byPot: [], order: [] },
  ): void {
    this.phase = 'done';
    this.toAct = -1;
    const n = this.seatCount;
    const hands: HandResult['hands'] = new Array(n).fill(null);
    for (const s of live) {
      const high: (HandValue | null)[] = [];
      const low: (HandValue | null)[] = [];
      for (let b = 0; b < boardCount; b++) { high.push(evals[b]?.[s]?.high ?? null); low.push(evals[b]?.[s]?.low ?? null); }
      hands[s] = { cards: this.cards[s].slice(), high, low };
    }
    const net: number[] = [];
    for (let s = 0; s < n; s++) net.push(this.stacks[s] - this.startStacks[s]);
    const boards: Card[][] = [];
    for (let b = 0; b < Math.max(1, boardCount); b++) boards.push(this.boards[b].slice());
    this.finalResult = { pots, net, stacks: this.stacks.slice(), boards, showdownOrder: order, hands, showdown };
  }
}

/** Starts a hand (DESIGN.md front door): deals from the seed or the exact cards given and runs to the first decision. */
export function startHand(setup: HandSetup): Hand {
  return new Hand(setup);
}

/** Starts a hand and applies `actions` in order (a recorded hand, a lesson's example); throws like `act` on an illegal one. */
export function replayHand(setup: HandSetup, actions: readonly HandAction[]): Hand {
  const hand = new Hand(setup);
  for (const action of actions) hand.act(action);
  return hand;
}

/** A short phrase for a street name, for messages ("before the flop"). */
export function streetPhrase(name: string): string {
  return STREET_WORDS[name] ?? `on ${name.replace(/-/g, ' ')}`;
}
