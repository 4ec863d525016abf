// The sealed hand: views carry nothing a seat may not know (T-PRIVACY, T-AI), everything handed out is a copy or frozen,
// the setup is plain data, snapshot() is the whole state, clone() is independent.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createRng, deckCards, GAMES, GAME_IDS, loadEvaluator, replayHand, startHand, type Card, type Hand, type HandAction, type HandSetup,
  type HandView,
} from '../src/engine/index';
import { legalActions, play, structureFor } from './engine-helpers';

const combos = GAME_IDS.flatMap((id) => GAMES[id].structures.map((kind) => [id, kind] as const));

/** Plays random legal actions to the end; returns the actions and the views of `viewer` before each one. */
function playRandom(hand: Hand, rng: () => number, viewer: number): { actions: HandAction[]; views: HandView[] } {
  const actions: HandAction[] = [];
  const views: HandView[] = [];
  for (let guard = 0; !hand.done && guard < 400; guard++) {
    views.push(hand.view(viewer));
    const options = legalActions(hand, rng);
    const choice = options[Math.floor(rng() * options.length)];
    actions.push(choice);
    hand.act(choice);
  }
  return { actions, views };
}

/**
 * The same hand as `a` as far as `viewer` can tell: the viewer's cards, every up card and every board card stay;
 * every card the viewer cannot see (others' down cards and draws, burns, the undealt deck) is swapped by a random
 * permutation, and the seed changes. Null when the deal used a reshuffle (a card dealt twice cannot be preset).
 */
function sameToViewer(a: Hand, viewer: number, rng: () => number, seed: number): { setup: HandSetup; map: Map<Card, Card> } | null {
  const history = a.history;
  if (history.some((e) => e.type === 'reshuffle')) return null;
  const visible = new Set<Card>();
  for (const e of history) {
    if (e.type === 'deal' && (e.up || e.seat === viewer)) e.cards.forEach((c) => visible.add(c));
    if (e.type === 'draw' && e.seat === viewer) e.received.forEach((c) => visible.add(c));
    if (e.type === 'board') e.cards.forEach((c) => visible.add(c));
  }
  const hidden = deckCards(a.spec.deck).filter((c) => !visible.has(c));
  const shuffled = hidden.slice();
  for (let i = shuffled.length - 1; i > 0; i--) { const j = Math.floor(rng() * (i + 1)); [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]]; }
  const map = new Map<Card, Card>(hidden.map((c, i) => [c, shuffled[i]]));
  const swap = (c: Card) => map.get(c) ?? c;
  const dealt: Card[][] = a.startStacks.map(() => []);
  const stub: Card[] = [];
  for (const e of history) {
    if (e.type === 'deal') dealt[e.seat].push(...e.cards.map(swap));
    if (e.type === 'draw') stub.push(...e.received.map(swap));
  }
  const original = a.startingSetup;
  const setup: HandSetup = {
    ...original, seed,
    seats: original.seats.map((s, i) => ({ ...s, cards: dealt[i] })),
    board: a.boards[0], stub,
  };
  return { setup, map };
}

describe('sealed hand: what a seat can see', () => {
  it.each(combos)('T-PRIVACY T-AI %s %s: two deals that differ only in what a seat may not know (other players\' hidden cards, burns, the deck, the seed) give that seat the same view at every step', (id, kind) => {
    const spec = GAMES[id];
    let compared = 0;
    fc.assert(fc.property(fc.integer({ min: 2, max: spec.maxPlayers }), fc.integer({ min: 1, max: 1_000_000 }), (players, seed) => {
      const rng = createRng(seed * 7 + 1);
      const seats = Array.from({ length: players }, () => ({ stack: 5 + Math.floor(rng() * 200) }));
      const viewer = Math.floor(rng() * players);
      const a = startHand({ game: id, structure: structureFor(spec, kind), seats, button: seed % players, seed });
      const { actions, views } = playRandom(a, createRng(seed), viewer);
      const twin = sameToViewer(a, viewer, rng, seed + 1);
      if (!twin) return;
      const swapped = actions.map((act, k): HandAction => {
        if (act.type !== 'draw' || (views[k].next as { seat?: number }).seat === viewer) return act;
        return { ...act, discard: act.discard.map((c) => twin.map.get(c) ?? c) };
      });
      const b = startHand(twin.setup);
      for (let k = 0; k < swapped.length; k++) {
        expect(b.view(viewer), `step ${k}`).toEqual(views[k]);
        b.act(swapped[k]);
      }
      if (!a.result!.showdown) expect(b.view(viewer)).toEqual(a.view(viewer));
      compared++;
    }), { seed: 909, numRuns: 12 });
    expect(compared).toBeGreaterThan(6);
  });

  it('T-AI: no view, at any step of any game, carries the seed (as a number or inside text)', () => {
    for (const id of GAME_IDS) {
      const spec = GAMES[id];
      for (let k = 0; k < 3; k++) {
        const seed = 1_234_567_891 + k * 97;
        const players = Math.min(spec.maxPlayers, 2 + k * 2);
        const hand = startHand({ game: id, structure: structureFor(spec, spec.structures[0]), button: 0, seed, seats: Array.from({ length: players }, () => ({ stack: 60 })) });
        const rng = createRng(k);
        const check = () => {
          for (let s = 0; s < players; s++) {
            const found: string[] = [];
            walk(hand.view(s), (v, path) => { if (v === seed || (typeof v === 'string' && v.includes(String(seed)))) found.push(path); });
            expect(found, `${id} seat ${s}`).toEqual([]);
          }
        };
        for (let guard = 0; !hand.done && guard < 400; guard++) {
          check();
          const options = legalActions(hand, rng);
          hand.act(options[Math.floor(rng() * options.length)]);
        }
        check();
      }
    }
  });

  it('T-PRIVACY: a view has no other seat\'s down card before the showdown, and its history shows them as -1', () => {
    const hand = startHand({ game: 'stud7', structure: { kind: 'fixed-limit', ante: 1, bringIn: 2, smallBet: 4, bigBet: 8 }, button: 0, seed: 77, seats: [{ stack: 100 }, { stack: 100 }, { stack: 100 }] });
    const cards = hand.cards;
    const up = hand.up;
    const view = hand.view(1);
    const known = new Set<number>([...cards[1], ...cards.flatMap((c, s) => c.filter((_, k) => up[s][k]))]);
    const hiddenElsewhere = cards.flatMap((c, s) => c.filter((_, k) => s !== 1 && !up[s][k]));
    const seen = new Set<number>();
    for (const seat of view.seats) for (const c of seat.cards) if (c !== null) seen.add(c);
    for (const e of view.history) if (e.type === 'deal') for (const c of e.cards) if (c >= 0) seen.add(c);
    for (const c of hiddenElsewhere) expect(seen.has(c)).toBe(false);
    for (const c of seen) expect(known.has(c)).toBe(true);
  });
});

describe('sealed hand: nothing handed out can change it', () => {
  const scripted = () => play(startHand({ game: 'draw5', structure: { kind: 'no-limit', smallBlind: 1, bigBlind: 2 }, button: 0, seed: 5, seats: [{ stack: 50 }, { stack: 50 }, { stack: 50 }] }),
    ['0 call', '1 call', '2 check']);

  it('getters return copies: writing into stacks, cards, boards, contributions, folded changes nothing', () => {
    const hand = scripted();
    const before = hand.snapshot();
    hand.stacks[0] = 1e6;
    hand.cards[0].push(3);
    hand.cards[1][0] = 51;
    hand.up[0][0] = true;
    hand.boards[0].push(1);
    hand.contributions.fill(0);
    hand.folded[1] = true;
    hand.streetBets[0] = 9;
    hand.startStacks[0] = 0;
    hand.dealtIn[0] = false;
    hand.history.length = 0;
    hand.actions.pop();
    expect(hand.snapshot()).toBe(before);
  });

  it('next, history events, actions, the setup and the result are deeply frozen', () => {
    const hand = scripted();
    const next = hand.next;
    expect(Object.isFrozen(next)).toBe(true);
    if (next.kind === 'draw') expect(() => { (next as { max: number }).max = 9; }).toThrow(TypeError);
    expect(hand.history.every((e) => Object.isFrozen(e))).toBe(true);
    const deal = hand.history.find((e) => e.type === 'deal')!;
    expect(() => { (deal as { cards: number[] }).cards.push(1); }).toThrow(TypeError);
    expect(hand.actions.every((a) => Object.isFrozen(a))).toBe(true);
    expect(Object.isFrozen(hand.startingSetup.seats[0])).toBe(true);
    expect(Object.isFrozen(hand.structure)).toBe(true);
    play(hand, ['1 pat', '2 pat', '0 pat', '1 check', '2 check', '0 check']);
    const result = hand.result!;
    expect(Object.isFrozen(result) && Object.isFrozen(result.pots[0].awards[0].shares) && Object.isFrozen(result.stacks)).toBe(true);
    expect(() => { (result.stacks as number[])[0] = 0; }).toThrow(TypeError);
  });

  it('a view is fresh data: mutating every array and object in it leaves the hand unchanged', () => {
    const hand = scripted();
    const before = hand.snapshot();
    const view = hand.view(0);
    walk(view, (_v, _p, parent, key) => {
      if (parent && !Object.isFrozen(parent)) (parent as Record<string, unknown>)[key!] = 777;
    });
    expect(hand.snapshot()).toBe(before);
    expect(hand.view(0)).not.toEqual(view);
    expect(hand.view(0)).toEqual(scripted().view(0));
  });

  it('snapshot() is the whole state: the deck order and the generator are in it; an illegal action changes none of it', () => {
    const a = startHand({ game: 'holdem', structure: { kind: 'no-limit', smallBlind: 1, bigBlind: 2 }, button: 0, seed: 1, seats: [{ stack: 50, cards: [0, 1] }, { stack: 50, cards: [2, 3] }], board: [4, 5, 6, 7, 8] });
    const b = startHand({ game: 'holdem', structure: { kind: 'no-limit', smallBlind: 1, bigBlind: 2 }, button: 0, seed: 2, seats: [{ stack: 50, cards: [0, 1] }, { stack: 50, cards: [2, 3] }], board: [4, 5, 6, 7, 8] });
    // Every card on the table is the same; only the undealt deck and the burns differ.
    expect(a.view(0)).toEqual(b.view(0));
    expect(a.snapshot()).not.toBe(b.snapshot());
    const state = JSON.parse(a.snapshot()) as Record<string, unknown>;
    for (const key of ['rng', 'rest', 'muck', 'given', 'acted', 'reopenAt', 'noRaiseNext', 'splitAccepted', 'ritOffer', 'lastAggressor']) expect(state).toHaveProperty(key);
    const before = a.snapshot();
    expect(() => a.act({ type: 'raise', to: 1000 })).toThrow();
    expect(() => a.act({ type: 'check' })).toThrow();
    expect(a.snapshot()).toBe(before);
  });
});

describe('sealed hand: setup, clone and replay', () => {
  it('the setup is plain data: a JSON round trip replays the same hand; the evaluator goes beside it, never into it', async () => {
    const { loadEvaluatorNode } = await import('../src/wasm/node');
    const wasm = await loadEvaluatorNode();
    expect(typeof loadEvaluator).toBe('function');
    const setup: HandSetup = { game: 'omaha-hl', structure: { kind: 'pot-limit', smallBlind: 1, bigBlind: 2 }, button: 1, seed: 31, seats: [{ stack: 80 }, { stack: 60 }, { stack: 90 }] };
    const hand = startHand(setup, { evaluator: wasm });
    const rng = createRng(3);
    while (!hand.done) { const o = legalActions(hand, rng); hand.act(o[Math.floor(rng() * o.length)]); }
    const saved = JSON.stringify({ setup: hand.startingSetup, actions: hand.actions });
    walk(hand.startingSetup, (v, path) => expect(typeof v, path).not.toBe('function'));
    const loaded = JSON.parse(saved) as { setup: HandSetup; actions: HandAction[] };
    const again = replayHand(loaded.setup, loaded.actions);
    expect(again.snapshot()).toBe(hand.snapshot());
    expect(again.result).toEqual(hand.result);
    // Backwards compatible: an evaluator inside the setup still works and is not kept.
    const legacy = startHand({ ...setup, evaluator: wasm });
    expect('evaluator' in legacy.startingSetup).toBe(false);
  });

  it('clone() is an exact, independent copy that is not rebuilt from the setup', () => {
    const hand = play(startHand({ game: 'draw32', structure: { kind: 'pot-limit', smallBlind: 1, bigBlind: 2 }, button: 0, seed: 21, seats: [{ stack: 60 }, { stack: 60 }, { stack: 60 }] }),
      ['0 call', '1 call', '2 check', '1 pat']);
    const copy = hand.clone();
    expect(copy.snapshot()).toBe(hand.snapshot());
    copy.act({ type: 'stand-pat' });
    expect(copy.snapshot()).not.toBe(hand.snapshot());
    hand.act({ type: 'stand-pat' });
    expect(copy.snapshot()).toBe(hand.snapshot()); // the same deck order and generator state
  });
});

/** Calls `visit` on every value reachable from `root` (with its path, parent and key). */
function walk(root: unknown, visit: (v: unknown, path: string, parent?: object, key?: string) => void, path = '$', parent?: object, key?: string): void {
  visit(root, path, parent, key);
  if (root !== null && typeof root === 'object') {
    for (const k of Object.keys(root)) walk((root as Record<string, unknown>)[k], visit, `${path}.${k}`, root, k);
  }
}
