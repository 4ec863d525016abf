// The play table session (src/play): setups per game, hand after hand with busts and newcomers, saved state = setup + actions, limits.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GAME_IDS, GAMES, HandError, replayHand, type GameId } from '../src/engine/index';
import {
  EMPTY_SEAT_HANDS, PlaySession, PlaySetupError, checkSetup, defaultSetup, defaultStructure, maxSeats, readShareCode, replayRecord,
  rulesExercised, runItTwiceAllowed, safeAction, shareCode, ShareCodeError, type HandRecord, type PlaySetup,
} from '../src/play/index';
import { randomDecider } from './play-helpers';

/** Plays until `hands` hands are done (rebuying when busted), recording every hand. */
function playHands(session: PlaySession, hands: number, seed: number, options: { allInRate?: number; onAction?: () => void } = {}): HandRecord[] {
  const decider = randomDecider(seed, options);
  const records: HandRecord[] = [];
  let now = 1000;
  while (records.length < hands) {
    const turn = session.turn(now);
    if (turn.kind === 'over') break;
    if (turn.kind === 'busted') { session.rebuy(); continue; }
    if (turn.kind === 'between') { session.deal(now); continue; }
    const record = session.actFor(decider, now++);
    options.onAction?.();
    if (record) records.push(record);
  }
  return records;
}

describe('play setup', () => {
  it('every game has a default setup that can be played, with its usual structure and a seat count it allows', () => {
    for (const game of GAME_IDS) {
      const setup = defaultSetup(game);
      expect(checkSetup(setup), game).toEqual([]);
      expect(setup.structure.kind).toBe(GAMES[game].structures[0]);
      expect(setup.seats.length).toBeLessThanOrEqual(maxSeats(GAMES[game]));
      expect(setup.seats.filter((s) => s.kind === 'learner')).toHaveLength(1);
    }
  });

  it('one tap: the default is six-handed no-limit hold\'em with 100 big blinds', () => {
    const setup = defaultSetup();
    expect(setup.game).toBe('holdem');
    expect(setup.structure).toMatchObject({ kind: 'no-limit', smallBlind: 1, bigBlind: 2 });
    expect(setup.seats).toHaveLength(6);
    expect(setup.stack).toBe(200);
    expect(setup.runItTwice).toBe('never');
    expect(setup.advice).toBe(false);
  });

  it('every structure a game allows has default amounts the engine accepts (the first hand deals)', () => {
    for (const game of GAME_IDS) {
      for (const kind of GAMES[game].structures) {
        const setup: PlaySetup = { ...defaultSetup(game), structure: defaultStructure(game, kind) };
        expect(checkSetup(setup), `${game} ${kind}`).toEqual([]);
        const session = PlaySession.start(setup, { now: 0, id: 't' });
        expect(session.deal(0)).toBe(true);
        expect(['learner', 'bot']).toContain(session.turn().kind);
      }
    }
  });

  it('refuses what the rules do not allow, naming the problem: P-RIT never in hi/lo, G-HOLDEM at most nine at the play table, one learner', () => {
    expect(runItTwiceAllowed('omaha-hl', 'pot-limit', 2)).toBe(false);
    expect(runItTwiceAllowed('holdem', 'no-limit', 6)).toBe(true);
    expect(runItTwiceAllowed('holdem', 'fixed-limit', 6)).toBe(false);
    expect(checkSetup({ ...defaultSetup('omaha-hl'), runItTwice: 'ask' }).map((p) => p.id)).toContain('setup.rit');
    const ten = { ...defaultSetup(), seats: Array.from({ length: 10 }, (_, i) => (i === 0 ? { kind: 'learner' as const } : { kind: 'bot' as const, level: 'easy' as const })) };
    expect(checkSetup(ten).map((p) => p.id)).toContain('setup.seats');
    expect(checkSetup({ ...defaultSetup(), seats: [{ kind: 'learner' }, { kind: 'learner' }] }).map((p) => p.id)).toContain('setup.learner');
    expect(checkSetup({ ...defaultSetup(), stack: 0 }).map((p) => p.id)).toContain('setup.stack');
    expect(checkSetup({ ...defaultSetup(), game: '__proto__' as GameId }).map((p) => p.id)).toEqual(['setup.unknownGame']);
    expect(checkSetup({ ...defaultSetup(), limit: { kind: 'hands', hands: 0 } }).map((p) => p.id)).toContain('setup.limit');
    expect(() => PlaySession.start({ ...defaultSetup(), stack: -5 }, { now: 0, id: 'x' })).toThrow(PlaySetupError);
  });
});

describe('play session', () => {
  it('plays hand after hand of every game to the end, chips conserved in every hand (T-CHIPS: no chips made or lost)', () => {
    for (const game of GAME_IDS) {
      const session = PlaySession.start({ ...defaultSetup(game, 7), seats: defaultSetup(game).seats }, { now: 0, id: game });
      const records = playHands(session, 12, 11, { allInRate: 0.08 });
      expect(records.length, game).toBe(12);
      for (const r of records) {
        const hand = replayRecord(r);
        expect(hand.done).toBe(true);
        expect(hand.result!.net.reduce((a, b) => a + b, 0), `${game} hand ${r.number}`).toBe(0);
        expect(r.net).toBe(hand.result!.net[r.seat]);
      }
      expect(session.stats.hands).toBe(12);
      expect(session.stats.net).toBe(records.reduce((t, r) => t + r.net, 0));
    }
  });

  it('saved state is setup + actions: restoring after any action gives the same hand at the same point (property)', () => {
    fc.assert(fc.property(fc.constantFrom(...GAME_IDS), fc.integer({ min: 1, max: 1e6 }), (game, seed) => {
      const session = PlaySession.start(defaultSetup(game, seed), { now: 0, id: 'p' });
      let checks = 0;
      playHands(session, 3, seed, {
        allInRate: 0.1,
        onAction: () => {
          const again = PlaySession.restore(JSON.parse(JSON.stringify(session.save())));
          expect(again.turn()).toEqual(session.turn());
          expect(again.view(again.learner)).toEqual(session.view(session.learner));
          expect(again.save()).toEqual(session.save());
          checks++;
        },
      });
      expect(checks).toBeGreaterThan(0);
    }), { numRuns: 26, seed: 20261201 });
  });

  it('a resumed session plays on exactly as the original would (same seeds, same deals)', () => {
    const a = PlaySession.start(defaultSetup('holdem', 99), { now: 0, id: 'r' });
    playHands(a, 4, 5);
    const b = PlaySession.restore(a.save());
    const ra = playHands(a, 5, 6);
    const rb = playHands(b, 5, 6);
    expect(rb.map((r) => r.actions)).toEqual(ra.map((r) => r.actions));
    expect(b.save()).toEqual(a.save());
  });

  it('an illegal action is refused with the engine\'s reason and changes nothing', () => {
    const s = PlaySession.start(defaultSetup('holdem', 3), { now: 0, id: 'i' });
    s.deal(0);
    const before = JSON.stringify(s.save());
    const turn = s.turn();
    if (turn.kind !== 'learner' && turn.kind !== 'bot') throw new Error('expected a turn');
    expect(s.explain({ type: 'raise', to: 3 })?.id).toBe('below-minimum');
    expect(() => s.act({ type: 'raise', to: 3 }, 1)).toThrow(HandError);
    expect(JSON.stringify(s.save())).toBe(before);
  });

  it('bots are asked only through view(seat): the view hides every card that seat may not see (T-PRIVACY, T-AI)', () => {
    const s = PlaySession.start(defaultSetup('stud7', 4), { now: 0, id: 'v' });
    s.deal(0);
    let asked = 0;
    const spy = {
      decide: (view: ReturnType<PlaySession['view']> & object) => {
        asked++;
        view.seats.forEach((seat, i) => {
          if (i !== view.seat && !view.result) seat.cards.forEach((c, k) => { if (!seat.up[k]) expect(c).toBeNull(); });
        });
        return randomDecider(asked).decide(view);
      },
    };
    for (let k = 0; k < 30 && s.inHand; k++) s.actFor(spy, k);
    expect(asked).toBeGreaterThan(0);
  });

  it('a busted bot leaves and a new bot takes the seat later (F-NEWPLAYER); the empty seat is skipped meanwhile', () => {
    const s = PlaySession.start({ ...defaultSetup('holdem', 21), stack: 20 }, { now: 0, id: 'b' });
    let sawEmpty = false;
    let sawReturn = false;
    const decider = randomDecider(3, { allInRate: 0.5 });
    for (let step = 0; step < 4000 && !(sawEmpty && sawReturn); step++) {
      const turn = s.turn(step);
      if (turn.kind === 'busted') { s.rebuy(); continue; }
      if (turn.kind === 'between') {
        const before = s.occupants();
        s.deal(step);
        const after = s.occupants();
        if (before.some((o) => o === null)) sawEmpty = true;
        if (before.some((o, i) => o === null && after[i] !== null)) {
          sawReturn = true;
          const i = before.findIndex((o, k) => o === null && after[k] !== null);
          expect(after[i]).toMatchObject({ kind: 'bot' });
        }
        continue;
      }
      s.actFor(decider, step);
    }
    expect(sawEmpty).toBe(true);
    expect(sawReturn).toBe(true);
    expect(EMPTY_SEAT_HANDS).toBeGreaterThan(0);
  });

  it('T-CHIPS: a busted learner gets a free rebuy; a session closes after its hands or its minutes (the clock is a parameter)', () => {
    const byHands = PlaySession.start({ ...defaultSetup('holdem', 8), limit: { kind: 'hands', hands: 3 } }, { now: 0, id: 'h' });
    expect(playHands(byHands, 10, 1)).toHaveLength(3);
    expect(byHands.turn(5000).kind).toBe('over');
    expect(byHands.deal(5000)).toBe(false);
    expect(byHands.endedAt).toBe(5000);

    const byTime = PlaySession.start({ ...defaultSetup('holdem', 8), limit: { kind: 'minutes', minutes: 30 } }, { now: 0, id: 'm' });
    expect(byTime.turn(29 * 60_000).kind).toBe('between');
    expect(byTime.turn(30 * 60_000).kind).toBe('over');

    const poor = PlaySession.start({ ...defaultSetup('holdem', 8), stack: 4 }, { now: 0, id: 'p' });
    expect(() => poor.rebuy()).toThrow(HandError);
    const decider = randomDecider(9, { allInRate: 1 });
    for (let k = 0; k < 500 && poor.turn().kind !== 'busted'; k++) {
      if (poor.turn().kind === 'between') poor.deal(k); else poor.actFor(decider, k);
    }
    expect(poor.turn().kind).toBe('busted');
    poor.rebuy();
    expect(poor.learnerStack).toBe(4);
    expect(poor.rebuys).toBe(1);
    expect(poor.turn().kind).toBe('between');
  });

  it('a damaged saved state is refused with a clear error and nothing else happens', () => {
    const s = PlaySession.start(defaultSetup('holdem', 2), { now: 0, id: 'd' });
    s.deal(0);
    const saved = s.save();
    expect(() => PlaySession.restore({ ...saved, version: 2 as 1 })).toThrow(PlaySetupError);
    expect(() => PlaySession.restore({ ...saved, setup: { ...saved.setup, game: 'chess' as GameId } })).toThrow(/can resume/);
    expect(() => PlaySession.restore({ ...saved, current: [{ type: 'raise', to: 1 }] })).toThrow(/cannot be resumed/);
  });

  it('the summary counts VPIP and PFR from the first betting round only, and showdowns won', () => {
    const s = PlaySession.start(defaultSetup('holdem', 12), { now: 0, id: 's' });
    const records = playHands(s, 30, 4);
    const st = s.stats;
    expect(st.hands).toBe(30);
    expect(st.pfr).toBeLessThanOrEqual(st.vpip);
    expect(st.showdownsWon).toBeLessThanOrEqual(st.showdowns);
    expect(st.biggestPot).toBe(Math.max(...records.map((r) => r.pot)));
  });
});

describe('hand records', () => {
  it('lists the rules a hand exercised: a side pot (P-SIDEPOTS), a showdown (P-SHOWORDER), a bring-in (F-BRINGIN)', () => {
    const setup = { game: 'holdem', structure: { kind: 'no-limit' as const, smallBlind: 1, bigBlind: 2 }, button: 0, seed: 5,
      seats: [{ stack: 50 }, { stack: 200 }, { stack: 200 }] };
    const hand = replayHand(setup, [{ type: 'raise', to: 50 }, { type: 'call' }, { type: 'raise', to: 200 }, { type: 'call' }]);
    expect(hand.done).toBe(true);
    const rules = rulesExercised(setup, hand.history, hand.result!);
    expect(rules).toEqual(expect.arrayContaining(['P-SIDEPOTS', 'P-SHOWORDER', 'P-RUNOUT', 'F-BLINDS', 'B-NL', 'B-MINRAISE']));
    const stud = replayHand({ game: 'stud7', structure: { kind: 'fixed-limit', ante: 1, bringIn: 2, smallBet: 4, bigBet: 8 }, button: 0, seed: 5,
      seats: [{ stack: 100 }, { stack: 100 }] }, [{ type: 'bring-in' }, { type: 'fold' }]);
    expect(rulesExercised(stud.startingSetup, stud.history, stud.result!)).toEqual(expect.arrayContaining(['F-ANTE', 'F-BRINGIN']));
  });

  it('a share code carries the hand and replays it; a damaged or cut code says what is wrong', () => {
    const s = PlaySession.start(defaultSetup('triple-draw-27', 31), { now: 0, id: 'c' });
    const [record] = playHands(s, 1, 2);
    const code = shareCode({ ...record, playedAt: 123 });
    expect(code).toMatch(/^[A-Za-z0-9_.-]+$/);
    const back = readShareCode(code);
    expect(back.actions).toEqual(record.actions);
    expect(back.seat).toBe(record.seat);
    expect(back.playedAt).toBe(123);
    expect(replayRecord(back).result).toEqual(replayRecord(record).result);
    expect(() => readShareCode(code.slice(0, -3))).toThrow(ShareCodeError);
    const body = code.split('.')[1];
    const flipped = code.replace(body, body.slice(0, 10) + (body[10] === 'A' ? 'B' : 'A') + body.slice(11));
    expect(() => readShareCode(flipped)).toThrow(/checksum/);
    expect(() => readShareCode('hello')).toThrow(/not a Felt hand link/);
  });
});

describe('sitting out', () => {
  it('F-MISSED: the learner sits out, misses the blinds, and comes back posting them (the big blind live, the small blind dead)', () => {
    const s = PlaySession.start(defaultSetup('holdem', 14), { now: 0, id: 'o' });
    const decider = randomDecider(2);
    const playOne = (): HandRecord => {
      s.deal(0);
      for (;;) { const r = s.actFor(decider, 1); if (r) return r; }
    };
    playOne();
    s.sitOut();
    expect(s.sittingOut).toBe(true);
    for (let k = 0; k < 6; k++) {
      const r = playOne();
      expect(r.setup.seats[s.learner].sittingOut).toBe(true);
      expect(r.actions.every((a) => a.seat !== s.learner)).toBe(true);
    }
    expect(s.missedBlinds).toBe(true);
    s.sitIn(true);
    const back = playOne();
    expect(back.setup.posts).toEqual([expect.objectContaining({ seat: s.learner, dead: 1 })]);
    expect(back.rules).toContain('F-MISSED');
    expect(s.missedBlinds).toBe(false);
    // Saved and resumed while sitting out.
    s.sitOut();
    expect(PlaySession.restore(s.save()).sittingOut).toBe(true);
  });

  it('refuses to sit out when fewer than two others would be left', () => {
    const s = PlaySession.start({ ...defaultSetup('holdem', 3), seats: [{ kind: 'learner' }, { kind: 'bot', level: 'easy' }] }, { now: 0, id: 'h' });
    expect(() => s.sitOut()).toThrow(HandError);
  });
});

describe('a bot that cannot decide (the worker failed)', () => {
  it('safeAction is accepted at every decision of every game, and a hand played on it alone ends', () => {
    for (const game of GAME_IDS) {
      for (let seed = 1; seed <= 6; seed++) {
        const base = defaultSetup(game, seed);
        const setup: PlaySetup = { ...base, runItTwice: seed % 2 ? 'ask' : 'always' };
        const s = PlaySession.start(checkSetup(setup).length ? base : setup, { now: 0, id: 'f' });
        const decider = randomDecider(seed, { allInRate: 0.2 });
        s.deal(0);
        for (let guard = 0; guard < 400; guard++) {
          const turn = s.turn(0);
          if (turn.kind !== 'bot' && turn.kind !== 'learner') break;
          const fallback = safeAction(turn.next);
          // Every decision is checked; every other one is played on the fallback, the rest at random, to reach varied states.
          expect(s.explain(fallback), `${game} ${seed} ${turn.next.kind} ${JSON.stringify(fallback)}`).toBeNull();
          if (guard % 2) s.act(fallback, 0); else s.actFor(decider, 0);
        }
        expect(s.turn(0).kind, `${game} ${seed}`).not.toMatch(/bot|learner/);
      }
    }
  });
});

describe('spread limit at the table (B-SPREAD)', () => {
  it('the setup names the minimum bet and the three round maxima, refuses a maximum under the minimum, and the hand plays the maxima set', () => {
    const base = defaultSetup('holdem', 5);
    const structure = defaultStructure('holdem', 'spread-limit');
    expect(structure).toMatchObject({ minBet: 2, spreadMax: [2, 4, 6] });
    expect(checkSetup({ ...base, structure: { ...structure, spreadMax: [1, 4, 6] } }).map((p) => p.id)).toContain('setup.spread');
    expect(checkSetup({ ...base, structure: { ...structure, minBet: 0 } }).map((p) => p.id)).toContain('setup.spread');
    const setup: PlaySetup = { ...base, structure: { ...structure, minBet: 2, spreadMax: [10, 20, 30] }, stack: 500 };
    expect(checkSetup(setup)).toEqual([]);
    const s = PlaySession.start(setup, { now: 0, id: 'sp' });
    s.deal(0);
    const turn = s.turn(0);
    if (turn.kind !== 'bot' && turn.kind !== 'learner') throw new Error('no one to act');
    if (turn.next.kind !== 'act') throw new Error('expected a bet');
    // Before the flop the big blind (2) is in: a raise may add at most the first round's maximum of 10.
    expect(turn.next.options.maxRaiseTo).toBe(12);
    expect(turn.next.options.minRaiseTo).toBe(4);
  });
});
