// A table session over the engine's Table: seats (learner and bots), whose turn, busts and new players, limits (T-CHIPS); saved as setup + actions.
import {
  HandError, Table, type Evaluator, type Reason, type Hand, type HandAction, type HandNext, type HandSetup, type HandView, type TableSeat, type TableSnapshot,
} from '../engine/index';
import { checkSetup, learnerSeat, type PlayBotLevel, type PlaySetup } from './setup';
import { handRecord, type HandRecord } from './record';
import { addHandToStats, emptyStats, type SessionStats } from './stats';

/** Anything that decides for a seat from that seat's view alone (T-AI): the bots of src/bots, or a test's function. */
export interface Decider { decide(view: HandView): HandAction }

/** The Table between hands, as plain data (the engine's snapshot). */
export type TableState = TableSnapshot;

/** Everything needed to rebuild a session exactly: saved after every action (the hand in play is dealt again and its actions replayed). */
export interface SessionState {
  version: 1;
  id: string;
  setup: PlaySetup;
  startedAt: number;
  /** The table before the hand in play was dealt (or after the last hand). */
  table: TableState;
  /** The actions of the hand in play; null between hands. */
  current: HandAction[] | null;
  /** F-NEWPLAYER: a bot busted and left; a new one sits down in this seat before hand `at`. */
  arrivals: { seat: number; at: number }[];
  /** How many bots have sat in each seat (names and seeds of the newcomers). */
  generations: number[];
  stats: SessionStats;
  /** T-CHIPS: free rebuys taken by the learner. */
  rebuys: number;
  endedAt: number | null;
}

/** Whose move it is, as the page sees it. */
export type Turn =
  | { kind: 'learner'; seat: number; next: Exclude<HandNext, { kind: 'done' }> }
  | { kind: 'bot'; seat: number; level: PlayBotLevel; next: Exclude<HandNext, { kind: 'done' }> }
  /** Between hands: deal the next one. */
  | { kind: 'between' }
  /** The learner has no chips: a free rebuy (T-CHIPS) before the next hand. */
  | { kind: 'busted' }
  /** The session limit was reached (T-CHIPS) or the learner ended it. */
  | { kind: 'over' };

/**
 * The action a bot takes when its worker cannot answer: check or fold, stand pat, no split, run it once, decline
 * (what the engine does for a player who lets the clock run out), so the table never stalls.
 */
export function safeAction(next: Exclude<HandNext, { kind: 'done' }>): HandAction {
  switch (next.kind) {
    case 'act': return next.options.bringIn !== undefined ? { type: 'bring-in' } : next.options.check ? { type: 'check' } : { type: 'fold' };
    case 'draw': return { type: 'stand-pat' };
    case 'split-offer': return { type: 'no-split' };
    case 'runout-choice': return { type: 'run', times: 1 };
    case 'runout-accept': return { type: 'decline' };
  }
}

/** Hands a busted bot's seat stays empty before a new bot sits down (F-NEWPLAYER, F-DEADBUTTON). */
export const EMPTY_SEAT_HANDS = 2;

/** A seeded integer mix (the bots' per-decision seeds; deterministic so a resumed session decides the same). */
export function mixSeed(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const p of parts) {
    h ^= p | 0;
    h = Math.imul(h, 0x01000193);
    h ^= h >>> 15;
  }
  return h >>> 0;
}

type TextParams = Record<string, string | number>;

/**
 * English sentences of the session's refusals by message id; the catalogues have `engine.<id>` and the UI shows them
 * through errorText (a PlaySetupError's `cause` is the engine error behind it, nested as {cause}).
 */
export const SESSION_TEXT = {
  'session.cannot-set-up': () => 'This table cannot be set up as it is.',
  'session.cannot-resume': () => 'This saved table is not one Felt can resume.',
  'session.resume-failed': (p: TextParams) => `This saved table cannot be resumed: ${p.cause}`,
  'session.no-hand': () => 'No hand is being played: deal the next one first.',
  'session.no-one-to-act': () => 'No one is to act.',
  'session.sit-out-between': () => 'Sit out between hands.',
  'session.sit-out-others': () => 'At least two other players must be left to play while you sit out.',
  'session.come-back-between': () => 'Come back between hands.',
  'session.rebuy': () => 'A rebuy is only for a player with no chips left, between hands.',
} satisfies Record<string, (p: TextParams) => string>;
type SessionReasonId = keyof typeof SESSION_TEXT;

/** A refused session action, as a HandError with its message id. */
const refuse = (id: SessionReasonId): HandError => {
  const text = SESSION_TEXT[id]({});
  // A session id beside the engine's (Reason's id type lists the engine's own); errorText looks up `engine.<id>` alike.
  return new HandError(text, { id, params: {}, text } as unknown as Reason);
};

/** Thrown for a setup or saved state that cannot be played; `problems` has the setup's message ids, `reason` the sentence's. */
export class PlaySetupError extends Error {
  readonly reason: { id: SessionReasonId; params: TextParams };
  constructor(id: SessionReasonId, readonly problems: string[] = [], cause?: unknown) {
    const params: TextParams = cause === undefined ? {} : { cause: (cause as Error)?.message ?? String(cause) };
    super(SESSION_TEXT[id](params), cause === undefined ? undefined : { cause });
    this.name = 'PlaySetupError';
    this.reason = { id, params };
  }
}

/** One table session. Pure: time comes in as `now` arguments; bots are asked by the caller (see `turn`). */
export class PlaySession {
  private table: Table;
  private hand: Hand | null = null;
  private state: SessionState;
  /** The record of the hand that just ended (until the next deal). */
  lastRecord: HandRecord | null = null;

  private constructor(state: SessionState, private readonly evaluator?: Evaluator) {
    this.state = state;
    this.table = this.buildTable(state);
    if (state.current) {
      this.hand = this.table.startHand();
      for (const a of state.current) this.hand.act(a);
    }
  }

  /** Sits everyone down for a new session; call `deal()` for the first hand. */
  static start(setup: PlaySetup, options: { now: number; id: string; evaluator?: Evaluator }): PlaySession {
    const problems = checkSetup(setup);
    if (problems.length > 0) throw new PlaySetupError('session.cannot-set-up', problems.map((p) => p.id));
    const seatCount = setup.seats.length;
    const occupied = setup.seats.map((s, i) => (s.kind === 'empty' ? -1 : i)).filter((i) => i >= 0);
    const button = occupied[mixSeed(setup.seed, 17) % occupied.length];
    const table = new Table({ game: setup.game, structure: setup.structure, seatCount, button, seed: setup.seed });
    setup.seats.forEach((s, i) => {
      if (s.kind !== 'empty') table.sit(i, setup.stack, { runItTwice: s.kind === 'learner' ? setup.runItTwice : botRunItTwice(setup) });
    });
    const state: SessionState = {
      version: 1, id: options.id, setup: structuredCloneSafe(setup), startedAt: options.now,
      table: snapshotTable(table), current: null, arrivals: [], generations: setup.seats.map((s) => (s.kind === 'bot' ? 1 : 0)),
      stats: emptyStats(), rebuys: 0, endedAt: null,
    };
    return new PlaySession(state, options.evaluator);
  }

  /** Rebuilds a saved session (the hand in play replayed to the same point). A bad state throws PlaySetupError and nothing else happens. */
  static restore(saved: SessionState, options: { evaluator?: Evaluator } = {}): PlaySession {
    if (!saved || saved.version !== 1 || typeof saved.id !== 'string' || !saved.table || !Array.isArray(saved.table.seats)) {
      throw new PlaySetupError('session.cannot-resume');
    }
    const problems = checkSetup(saved.setup);
    if (problems.length > 0) throw new PlaySetupError('session.cannot-resume', problems.map((p) => p.id));
    try {
      return new PlaySession(structuredCloneSafe(saved), options.evaluator);
    } catch (error) {
      throw new PlaySetupError('session.resume-failed', [], error);
    }
  }

  /** A copy of the state to save (plain data). */
  save(): SessionState {
    return structuredCloneSafe(this.state);
  }

  get id(): string { return this.state.id; }
  get setup(): PlaySetup { return this.state.setup; }
  get stats(): SessionStats { return this.state.stats; }
  get startedAt(): number { return this.state.startedAt; }
  get endedAt(): number | null { return this.state.endedAt; }
  get rebuys(): number { return this.state.rebuys; }
  get learner(): number { return learnerSeat(this.state.setup); }
  /** Hands dealt so far at this table (the one in play included). */
  get handNumber(): number { return this.table.handNumber; }
  /** True while a hand is being played. */
  get inHand(): boolean { return !!this.hand && !this.hand.done; }
  /** The actions of the hand in play, or of the hand that just ended. */
  get actions(): readonly HandAction[] { return this.state.current ?? this.lastRecord?.actions ?? []; }

  /** The learner's chips now (in the hand: behind; between hands: the stack). */
  get learnerStack(): number {
    const seat = this.learner;
    if (this.hand && !this.hand.done) return this.hand.view(seat).seats[seat].stack;
    return this.table.seats[seat]?.stack ?? 0;
  }

  /** Who is at each seat now: 'learner', a bot level, or null for an empty seat. */
  occupants(): (PlaySeatNow | null)[] {
    return this.table.seats.map((s, i) => {
      if (!s) return null;
      const setupSeat = this.state.setup.seats[i];
      if (setupSeat.kind === 'learner') return { kind: 'learner', stack: s.stack, status: s.status };
      return { kind: 'bot', level: setupSeat.kind === 'bot' ? setupSeat.level : 'normal', generation: this.state.generations[i], stack: s.stack, status: s.status };
    });
  }

  /** Whose move it is. */
  turn(now?: number): Turn {
    if (this.state.endedAt !== null) return { kind: 'over' };
    if (this.hand && !this.hand.done) {
      const next = this.hand.next as Exclude<HandNext, { kind: 'done' }>;
      const seat = next.seat;
      if (seat === this.learner) return { kind: 'learner', seat, next };
      const s = this.state.setup.seats[seat];
      return { kind: 'bot', seat, level: s.kind === 'bot' ? s.level : 'normal', next };
    }
    if (now !== undefined && this.limitReached(now)) return { kind: 'over' };
    if ((this.table.seats[this.learner]?.stack ?? 0) <= 0) return { kind: 'busted' };
    return { kind: 'between' };
  }

  /** P-RIT: a seat's run-it-twice preference (a bot answers by it). */
  preference(seat: number): 'never' | 'always' | 'ask' {
    return this.table.seats[seat]?.runItTwice ?? 'never';
  }

  /** What a seat may see now (T-PRIVACY): the only thing ever handed to a bot. */
  view(seat: number): HandView | null {
    return this.hand && !this.hand.done ? this.hand.view(seat) : null;
  }

  /** The hand that just ended (until the next deal; not kept across a reload, its record is in the history). */
  get lastHand(): Hand | null {
    return this.hand && this.hand.done ? this.hand : null;
  }

  /** Why an action would be refused now (the engine's reason), or null when it is legal. */
  explain(action: HandAction): ReturnType<Hand['explain']> {
    if (!this.hand || this.hand.done) return null;
    return this.hand.explain(action);
  }

  /**
   * Plays an action for the seat whose turn it is. An illegal one throws the engine's HandError and changes nothing.
   * When the hand ends, its record is returned (and kept in `lastRecord`) and the table settles.
   */
  act(action: HandAction, now: number): HandRecord | null {
    if (!this.hand || this.hand.done || !this.state.current) throw refuse('session.no-hand');
    this.hand.act(action);
    this.state.current.push(this.hand.actions[this.hand.actions.length - 1] ?? action);
    if (!this.hand.done) return null;
    return this.finishHand(now);
  }

  /** Asks a decider for the seat whose turn it is (tests and the arena-like loops; the page asks the worker instead). */
  actFor(decider: Decider, now: number): HandRecord | null {
    const turn = this.turn();
    if (turn.kind !== 'bot' && turn.kind !== 'learner') throw refuse('session.no-one-to-act');
    return this.act(decider.decide(this.hand!.view(turn.seat)), now);
  }

  /** The seed for the bot whose turn it is: fixed by the session, hand, seat, bot and decision number, so a resumed hand decides alike. */
  botSeed(seat: number): number {
    return mixSeed(this.state.setup.seed, this.table.handNumber, seat, this.state.generations[seat] ?? 0, this.state.current?.length ?? 0);
  }

  /** Deals the next hand: bots who busted make room, newcomers sit down (F-NEWPLAYER). Returns false when the session is over or the learner must rebuy. */
  deal(now: number): boolean {
    const turn = this.turn(now);
    if (turn.kind === 'over') { this.end(now); return false; }
    if (turn.kind !== 'between') return false;
    this.lastRecord = null;
    this.seatArrivals();
    this.state.table = snapshotTable(this.table);
    this.hand = this.table.startHand();
    this.state.current = [];
    return true;
  }

  /** True while the learner sits out (hands are dealt to the bots; blinds that pass the learner are missed, F-MISSED). */
  get sittingOut(): boolean {
    return this.table.seats[this.learner]?.status === 'sitting-out';
  }

  /** Whether the learner has missed blinds to post on coming back (F-MISSED). */
  get missedBlinds(): boolean {
    const s = this.table.seats[this.learner];
    return !!s && (s.missedBig || s.missedSmall);
  }

  /** The learner sits out from the next hand (between hands; at least two others must be left to play). */
  sitOut(): void {
    if (this.inHand) throw refuse('session.sit-out-between');
    const others = this.table.seats.filter((s, i) => i !== this.learner && !!s && s.stack > 0 && s.status !== 'sitting-out').length;
    if (others < 2) throw refuse('session.sit-out-others');
    this.table.sitOut(this.learner);
    this.state.table = snapshotTable(this.table);
  }

  /**
   * F-MISSED: the learner comes back. With `postMissed` they post what they missed (the big blind live, the small blind
   * dead) and play the next hand; otherwise they wait for the big blind.
   */
  sitIn(postMissed: boolean): void {
    if (this.inHand) throw refuse('session.come-back-between');
    this.table.sitIn(this.learner, { postMissed });
    this.state.table = snapshotTable(this.table);
  }

  /** Turns the Hard bot's advice on or off (saved with the table). */
  setAdvice(on: boolean): void {
    this.state.setup.advice = on;
  }

  /** T-CHIPS: a busted learner takes a free rebuy of the starting stack (virtual chips only). */
  rebuy(): void {
    if (this.turn().kind !== 'busted') throw refuse('session.rebuy');
    this.table.rebuy(this.learner, this.state.setup.stack);
    this.state.rebuys++;
    this.state.table = snapshotTable(this.table);
  }

  /** T-CHIPS: the session closes after its hands or minutes (checked between hands). */
  limitReached(now: number): boolean {
    const limit = this.state.setup.limit;
    if (limit.kind === 'hands') return this.state.stats.hands >= limit.hands;
    if (limit.kind === 'minutes') return now - this.state.startedAt >= limit.minutes * 60_000;
    return false;
  }

  /** Ends the session (a hand in play is abandoned and not counted; a hand just finished stays on show). */
  end(now: number): void {
    if (this.state.endedAt !== null) return;
    this.state.endedAt = now;
    this.state.current = null;
    if (this.hand && !this.hand.done) this.hand = null;
  }

  /** The learner's result so far: chips now minus chips bought (T-CHIPS: play money, counted only to learn from). */
  get net(): number {
    return this.state.stats.net;
  }

  private finishHand(now: number): HandRecord {
    const hand = this.hand!;
    const players = this.occupants().map((o) => (o ? (o.kind === 'learner' ? 'learner' : o.level) : null));
    const record = handRecord({ hand, sessionId: this.state.id, number: this.table.handNumber, seat: this.learner, playedAt: now, players });
    this.state.stats = addHandToStats(this.state.stats, record, hand);
    this.table.settle();
    // F-NEWPLAYER: a busted bot leaves; a new bot takes the seat a little later (the empty seat moves the blinds: F-DEADBUTTON).
    this.table.seats.forEach((s, i) => {
      if (s && s.stack <= 0 && this.state.setup.seats[i].kind === 'bot') {
        this.table.leave(i);
        this.state.arrivals.push({ seat: i, at: this.table.handNumber + EMPTY_SEAT_HANDS });
      }
    });
    this.state.current = null;
    this.state.table = snapshotTable(this.table);
    this.lastRecord = record;
    return record;
  }

  private seatArrivals(): void {
    const due = this.table.handNumber;
    const players = this.table.seats.filter((s) => !!s && s.stack > 0).length;
    const keep: { seat: number; at: number }[] = [];
    for (const a of this.state.arrivals) {
      // Fewer than two players left: the newcomer sits down at once rather than leave the learner alone.
      if (a.at <= due || players < 2) {
        this.state.generations[a.seat] = (this.state.generations[a.seat] ?? 0) + 1;
        // F-NEWPLAYER: a newcomer waits for the big blind or posts a live blind at once (seeded choice).
        const post = mixSeed(this.state.setup.seed, a.seat, this.state.generations[a.seat]) % 2 === 0;
        this.table.sit(a.seat, this.state.setup.stack, { postLiveBlind: post, runItTwice: botRunItTwice(this.state.setup) });
      } else keep.push(a);
    }
    this.state.arrivals = keep;
  }

  private buildTable(state: SessionState): Table {
    const setup = state.setup;
    return Table.restore({ game: setup.game, structure: setup.structure, seatCount: setup.seats.length, seed: setup.seed, evaluator: this.evaluator }, state.table);
  }
}

/** Who sits in a seat now. */
export type PlaySeatNow =
  | { kind: 'learner'; stack: number; status: TableSeat['status'] }
  | { kind: 'bot'; level: PlayBotLevel; generation: number; stack: number; status: TableSeat['status'] };

/** P-RIT: the bots' preference is Ask, so a learner who chooses Ask or Always meets the question (seeds 000, 001). */
function botRunItTwice(setup: PlaySetup): 'ask' | 'never' {
  return setup.runItTwice === 'never' ? 'never' : 'ask';
}

function snapshotTable(table: Table): TableState {
  return table.snapshot();
}

/** A deep copy of plain data (JSON-safe: the session state holds only numbers, strings, booleans, arrays and objects). */
function structuredCloneSafe<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

export type { HandSetup };
