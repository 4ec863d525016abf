// A Table that plays hand after hand: the button and blinds move by F-DEADBUTTON and F-HEADSUP; new players (F-NEWPLAYER) and missed blinds (F-MISSED).
import { blindAmounts, type BettingStructure } from '../betting/structures';
import type { GameSpec } from '../games';
import { startHand, type Hand } from '../hand/hand';
import { handError } from '../hand/errors';
import { checkStructure, MAX_TABLE_CHIPS, specOf } from '../hand/setup';
import type { HandSetup, RunItTwicePreference } from '../hand/types';
import type { Evaluator } from '../rankings/types';
import { blindPositions, nextActiveSeat, nextBlindPositions, type BlindPositions } from './positions';

/** A seat's state between hands. */
export interface TableSeat {
  stack: number;
  /** 'active': dealt in; 'waiting': a new or returning player waiting for the big blind; 'sitting-out': away. */
  status: 'active' | 'waiting' | 'sitting-out';
  /** F-NEWPLAYER / F-MISSED: chips to post next hand before playing (live counts toward the bet, dead goes to the pot). */
  owes: { live: number; dead: number } | null;
  /** F-MISSED: blinds this player missed while sitting out. */
  missedSmall: boolean;
  missedBig: boolean;
  runItTwice?: RunItTwicePreference;
  /** How many hands had been dealt when the player sat down (F-DEADBUTTON: a newcomer is not last hand's blind). */
  joinedAt: number;
}

/** How a table is set up. */
export interface TableOptions {
  game: string;
  structure: BettingStructure;
  /** Number of seats around the table. */
  seatCount: number;
  /** The button of the first hand (default: the first occupied seat). */
  button?: number;
  /** Seeds the shuffles: hand k uses seed + k. */
  seed?: number;
  evaluator?: Evaluator;
}

/** The Table between hands, as plain data: what `snapshot` gives and `Table.restore` takes back. */
export interface TableSnapshot {
  seats: (TableSeat | null)[];
  positions: BlindPositions | null;
  handNumber: number;
}

/**
 * Plays hand after hand at one table (the seats 1-5 worked example of seed 003 is a test). Its state is private:
 * callers read frozen copies (`seats`, `positions`) and change it only through the methods, which apply the rules.
 */
export class Table {
  readonly spec: GameSpec;
  #seats: (TableSeat | null)[];
  /** The positions of the last hand dealt (null before the first hand). */
  #positions: BlindPositions | null = null;
  #handNumber = 0;
  #hand: Hand | null = null;
  #settled = true;
  /** The frozen copy `seats` gives, made again after any change. */
  #view: readonly (Readonly<TableSeat> | null)[] | null = null;

  constructor(readonly options: TableOptions) {
    this.spec = specOf(options?.game);
    checkStructure(options.structure, this.spec);
    if (!Number.isInteger(options.seatCount) || options.seatCount < 2 || options.seatCount > 23) throw handError('table.seat-count');
    if (options.button !== undefined && (!Number.isInteger(options.button) || options.button < 0 || options.button >= options.seatCount)) {
      throw handError('table.button', { last: options.seatCount - 1, value: String(options.button) });
    }
    if (options.seed !== undefined && !Number.isFinite(options.seed)) throw handError('setup.seed', { value: String(options.seed) });
    this.#seats = Array.from({ length: options.seatCount }, () => null);
  }

  /**
   * A table rebuilt between hands from a snapshot (a saved session). Every field is checked as `sit` and
   * `startHand` would have left it; a snapshot that could not have come from a table throws 'table.restore'.
   */
  static restore(options: TableOptions, snapshot: TableSnapshot): Table {
    const table = new Table(options);
    const bad = (field: string): never => { throw handError('table.restore', { field }); };
    if (!snapshot || !Array.isArray(snapshot.seats) || snapshot.seats.length !== options.seatCount) bad('seats');
    const handNumber = snapshot.handNumber;
    if (!Number.isSafeInteger(handNumber) || handNumber < 0) bad('handNumber');
    const chips = (v: unknown) => Number.isSafeInteger(v) && (v as number) >= 0;
    let total = 0;
    table.#seats = snapshot.seats.map((s, i) => {
      if (s === null) return null;
      const where = `seats[${i}]`;
      if (typeof s !== 'object' || !chips(s.stack)) bad(`${where}.stack`);
      if (!['active', 'waiting', 'sitting-out'].includes(s.status)) bad(`${where}.status`);
      if (s.owes !== null && (typeof s.owes !== 'object' || !chips(s.owes.live) || !chips(s.owes.dead))) bad(`${where}.owes`);
      if (typeof s.missedSmall !== 'boolean' || typeof s.missedBig !== 'boolean') bad(`${where}.missed`);
      if (s.runItTwice !== undefined && !['never', 'always', 'ask'].includes(s.runItTwice)) bad(`${where}.runItTwice`);
      if (!Number.isSafeInteger(s.joinedAt) || s.joinedAt < 0 || s.joinedAt > handNumber) bad(`${where}.joinedAt`);
      total += s.stack;
      return copySeat(s);
    });
    if (total > MAX_TABLE_CHIPS) bad('seats');
    const p = snapshot.positions;
    if (p !== null) {
      const seat = (v: unknown) => Number.isInteger(v) && (v as number) >= 0 && (v as number) < options.seatCount;
      if (typeof p !== 'object' || !seat(p.button) || (p.smallBlind !== null && !seat(p.smallBlind)) || (p.bigBlind !== -1 && !seat(p.bigBlind))) bad('positions');
      table.#positions = { button: p.button, smallBlind: p.smallBlind, bigBlind: p.bigBlind };
    } else if (handNumber > 0) bad('positions');
    table.#handNumber = handNumber;
    return table;
  }

  /** Each seat between hands (null when empty), as a frozen copy. */
  get seats(): readonly (Readonly<TableSeat> | null)[] {
    this.#view ??= Object.freeze(this.#seats.map((s) => s && Object.freeze({ ...copySeat(s), owes: s.owes && Object.freeze({ ...s.owes }) })));
    return this.#view;
  }

  /** The positions of the last hand dealt (null before the first hand). */
  get positions(): Readonly<BlindPositions> | null {
    return this.#positions && Object.freeze({ ...this.#positions });
  }

  /** How many hands have been dealt (the one in play included). */
  get handNumber(): number { return this.#handNumber; }

  /** The hand in play or last played (null before the first). */
  get hand(): Hand | null { return this.#hand; }

  /** The table between hands as plain data, for `Table.restore`. */
  snapshot(): TableSnapshot {
    return { seats: this.#seats.map((s) => s && copySeat(s)), positions: this.#positions && { ...this.#positions }, handNumber: this.#handNumber };
  }

  /**
   * F-NEWPLAYER: a player takes an empty seat. Before the first hand everyone is dealt in. Later a new player either
   * waits for the big blind (default) or posts a live blind equal to it and plays at once.
   */
  sit(seat: number, stack: number, options: { postLiveBlind?: boolean; runItTwice?: RunItTwicePreference } = {}): void {
    this.#view = null;
    this.checkSeat(seat);
    if (this.#seats[seat]) throw handError('table.taken', { seat });
    this.requireSettled();
    const others = this.#seats.reduce((a, s) => a + (s ? s.stack : 0), 0);
    if (!Number.isSafeInteger(stack) || stack <= 0 || stack + others > MAX_TABLE_CHIPS) throw handError('table.sit-stack', { max: MAX_TABLE_CHIPS - others, value: String(stack) });
    const first = this.#handNumber === 0 || this.spec.forcedBets !== 'blinds';
    const big = this.bigBlind();
    this.#seats[seat] = {
      stack, status: first || options.postLiveBlind ? 'active' : 'waiting',
      owes: !first && options.postLiveBlind ? { live: big, dead: 0 } : null,
      missedSmall: false, missedBig: false, runItTwice: options.runItTwice, joinedAt: this.#handNumber,
    };
  }

  /** The player leaves the table (between hands). */
  leave(seat: number): void {
    this.#view = null;
    this.checkSeat(seat);
    this.requireSettled();
    this.#seats[seat] = null;
  }

  /** The player stays seated but is not dealt in; blinds that pass them are missed (F-MISSED). */
  sitOut(seat: number): void {
    this.#view = null;
    const s = this.occupied(seat);
    this.requireSettled();
    s.status = 'sitting-out';
  }

  /**
   * F-MISSED: a player comes back. With `postMissed` they post what they missed (the big blind live, the small blind
   * dead) and play at once; otherwise they wait for the big blind.
   */
  sitIn(seat: number, options: { postMissed?: boolean } = {}): void {
    this.#view = null;
    const s = this.occupied(seat);
    this.requireSettled();
    if (!s.missedBig && !s.missedSmall) { s.status = 'active'; return; }
    if (options.postMissed) {
      s.status = 'active';
      s.owes = { live: s.missedBig ? this.bigBlind() : 0, dead: s.missedSmall ? this.smallBlind() : 0 };
      s.missedBig = false;
      s.missedSmall = false;
    } else s.status = 'waiting';
  }

  /** T-CHIPS: a seated player's stack is topped up (or set) between hands, within the table's chip limit. */
  rebuy(seat: number, stack: number): void {
    this.#view = null;
    const s = this.occupied(seat);
    this.requireSettled();
    const others = this.#seats.reduce((a, x, i) => a + (x && i !== seat ? x.stack : 0), 0);
    if (!Number.isSafeInteger(stack) || stack <= 0 || stack + others > MAX_TABLE_CHIPS) throw handError('table.sit-stack', { max: MAX_TABLE_CHIPS - others, value: String(stack) });
    s.stack = stack;
  }

  /** The positions the next hand would use (F-DEADBUTTON, F-HEADSUP), without dealing it. */
  nextPositions(): BlindPositions {
    const eligible = this.#seats.map((s) => !!s && s.stack > 0 && (s.status === 'active' || s.status === 'waiting'));
    const active = this.#seats.map((s) => !!s && s.stack > 0 && s.status === 'active');
    if (this.spec.forcedBets !== 'blinds') {
      const from = this.#positions ? this.#positions.button : (this.options.button ?? -1);
      const button = this.#positions ? nextActiveSeat(active, from) : active[from] ? from : nextActiveSeat(active, from);
      return { button, smallBlind: null, bigBlind: -1 };
    }
    if (!this.#positions) {
      const start = this.options.button ?? this.#seats.findIndex((s) => !!s);
      return blindPositions(active, active[start] ? start : nextActiveSeat(active, start));
    }
    // The big blind may land on a waiting player (who then plays); heads-up counts only players dealt in.
    const stayed = this.#seats.map((s) => !!s && s.stack > 0 && s.status === 'active' && s.joinedAt < this.#handNumber);
    const next = nextBlindPositions(this.#positions, eligible, stayed);
    const dealt = active.map((a, s) => a || s === next.bigBlind);
    if (dealt.filter(Boolean).length === 2 && eligible.filter(Boolean).length !== 2) {
      const other = nextActiveSeat(dealt, next.bigBlind);
      return { button: other, smallBlind: other, bigBlind: next.bigBlind };
    }
    return next;
  }

  /** Deals the next hand (settling the previous one first). Play it through `hand.next` / `hand.act`. */
  startHand(): Hand {
    this.#view = null;
    if (this.#hand && !this.#hand.done) throw handError('table.hand-in-progress');
    this.settle();
    let positions = this.nextPositions();
    const dealable = (p: BlindPositions) => this.#seats.map((s, i) => !!s && s.stack > 0 && (s.status === 'active' || i === p.bigBlind));
    if (dealable(positions).filter(Boolean).length < 2) {
      // Too few players would be dealt in: as at the start of a game, everyone waiting plays at once.
      for (const s of this.#seats) if (s && s.status === 'waiting') { s.status = 'active'; s.owes = null; }
      positions = this.nextPositions();
    }
    if (this.#positions && this.spec.forcedBets === 'blinds') this.markMissed(this.#positions, positions);
    const posts: { seat: number; live: number; dead?: number }[] = [];
    const dealtIn = dealable(positions);
    this.#seats.forEach((s, i) => {
      if (!s || !dealtIn[i]) return;
      if (i === positions.bigBlind) {
        // Reaching the big blind settles what a new or returning player owed.
        s.status = 'active';
        s.owes = null;
        s.missedBig = false;
        s.missedSmall = false;
      } else if (s.owes && this.spec.forcedBets === 'blinds') {
        posts.push({ seat: i, live: i === positions.smallBlind ? 0 : s.owes.live, dead: s.owes.dead });
        s.owes = null;
      }
    });
    const setup: HandSetup = {
      game: this.options.game, structure: this.options.structure, button: positions.button,
      seats: this.#seats.map((s, i) => ({ stack: s ? s.stack : 0, sittingOut: !dealtIn[i], runItTwice: s?.runItTwice })),
      seed: (this.options.seed ?? 1) + this.#handNumber,
      blinds: this.spec.forcedBets === 'blinds' ? { smallBlind: positions.smallBlind, bigBlind: positions.bigBlind } : undefined,
      posts,
    };
    this.#hand = startHand(setup, { evaluator: this.options.evaluator });
    this.#positions = positions;
    this.#handNumber++;
    this.#settled = false;
    return this.#hand;
  }

  /** Applies the finished hand's stacks to the seats (called by `startHand` too). */
  settle(): void {
    this.#view = null;
    if (this.#settled || !this.#hand) return;
    if (!this.#hand.done) throw handError('table.hand-not-over');
    const stacks = this.#hand.result!.stacks;
    this.#seats.forEach((s, i) => { if (s && this.#hand!.dealtIn[i]) s.stack = stacks[i]; });
    this.#settled = true;
  }

  /** F-MISSED: players sitting out whom the big blind (or small blind) passed. */
  private markMissed(previous: BlindPositions, next: BlindPositions): void {
    const n = this.#seats.length;
    for (let k = 1; k < n; k++) {
      const s = (previous.bigBlind + k) % n;
      if (s === next.bigBlind) break;
      const seat = this.#seats[s];
      if (seat && seat.status === 'sitting-out') { seat.missedBig = true; seat.missedSmall = true; }
    }
    const wouldBeSmall = this.#seats[previous.bigBlind];
    if (next.smallBlind === null && wouldBeSmall && wouldBeSmall.status === 'sitting-out') wouldBeSmall.missedSmall = true;
  }

  private bigBlind(): number {
    return blindAmounts(this.options.structure).big;
  }

  private smallBlind(): number {
    return blindAmounts(this.options.structure).small;
  }

  private checkSeat(seat: number): void {
    if (!Number.isInteger(seat) || seat < 0 || seat >= this.#seats.length) throw handError('no-such-seat', { seat: String(seat), last: this.#seats.length - 1 });
  }

  private occupied(seat: number): TableSeat {
    this.checkSeat(seat);
    const s = this.#seats[seat];
    if (!s) throw handError('table.empty', { seat });
    return s;
  }

  private requireSettled(): void {
    if (this.#hand && !this.#hand.done) throw handError('table.wait');
    this.settle();
  }
}

/** A seat's own copy (its `owes` too). */
function copySeat(s: Readonly<TableSeat>): TableSeat {
  return { ...s, owes: s.owes && { ...s.owes } };
}
