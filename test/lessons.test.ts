// Lesson catalogue: ids, rule IDs that exist in RULES.md (every rule taught), content that loads,
// and every live example computable by the engine (cards parse, ladders cover each category).
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as engine from '../src/engine/index';
import { RULE_IDS } from '../src/trainer/rule-ids';
import { GAME_IDS } from '../src/engine/games';
import { LESSONS, lessonById } from '../src/trainer/lessons/catalogue';
import { quizKind } from '../src/trainer/quizzes/index';
import type { LessonContent, LessonExample } from '../src/trainer/lessons/types';

function ruleIds(): string[] {
  const path = new URL('../../shared/RULES.md', import.meta.url);
  if (!existsSync(path)) return [...RULE_IDS];
  const ids = [...readFileSync(path, 'utf8').matchAll(/\*\*([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+(?:\+[0-9]+)?)\*\*/g)].map((m) => m[1]);
  return [...new Set(ids)];
}

const RULES = ruleIds();
const contents = new Map<string, LessonContent>();

async function contentOf(id: string): Promise<LessonContent> {
  if (!contents.has(id)) contents.set(id, await lessonById(id)!.load());
  return contents.get(id)!;
}

/** Computes an example the way the page does, with the engine's functions. */
function compute(ex: LessonExample): unknown {
  const parse = (text: string, deck?: 32 | 52) => engine.parseCards(text, { deck });
  switch (ex.kind) {
    case 'ladder': {
      const values = ex.hands.map((h) => engine.referenceEvaluator.best(ex.rule, parse(h.hole, ex.deck), h.board ? parse(h.board, ex.deck) : []));
      expect(values.every(Boolean), 'every ladder hand makes a hand').toBe(true);
      const categories = new Set(values.map((v) => v!.category));
      for (const c of engine.CATEGORY_ORDER[ex.rule]) expect(categories, `ladder for ${ex.rule} shows ${c}`).toContain(c);
      return values;
    }
    case 'showdown': {
      const board = ex.board ? parse(ex.board, ex.deck) : [];
      const holes = ex.hands.map((h) => parse(h.hole, ex.deck));
      engine.assertDistinct(Object.fromEntries([['board', board], ...holes.map((h, i) => [ex.hands[i].label, h])]));
      return holes.map((h) => [engine.referenceEvaluator.best(ex.rule, h, board), ex.lowRule ? engine.referenceEvaluator.best(ex.lowRule, h, board) : null]);
    }
    case 'side-pots': {
      const put = ex.players.map((p) => p.put);
      const back = engine.uncalledBet(put);
      const pots = engine.buildSidePots(put.map((c, i) => (back?.seat === i ? c - back.amount : c)), ex.players.map((p) => Boolean(p.folded)));
      expect(pots.reduce((s, p) => s + p.amount, 0) + (back?.amount ?? 0)).toBe(put.reduce((a, b) => a + b, 0));
      return pots;
    }
    case 'split': {
      const shares = ex.boards ? engine.runItTwicePayout(ex.amount, ex.boards)
        : ex.hiLo ? Object.values(engine.hiLoHalves(ex.amount))
        : engine.splitPot(ex.amount, ex.winners, engine.seatsFromLeftOfButton(ex.seats, ex.button));
      expect(shares.reduce((a, b) => a + b, 0)).toBe(ex.amount);
      return shares;
    }
    case 'betting': {
      const q = ex.question;
      switch (q.type) {
        case 'pot-limit': return engine.potLimitMaxRaiseTo(q);
        case 'half-pot': return engine.halfPotMaxRaiseTo(q);
        case 'min-raise': return engine.minRaiseTo(q);
        case 'full-bet': return engine.reopensAction(q);
        case 'half-rule': return engine.completeShortRaise(q);
        case 'fixed-limit': return q.rounds.map((_, roundIndex) => engine.fixedLimitBetSize({ roundIndex, smallBet: q.smallBet, bigBet: q.bigBet }));
        case 'spread': return q.rounds.map((_, roundIndex) => engine.spreadLimitRange({ roundIndex, currentBet: 0, lastFullRaise: 0, minBet: q.minBet, spreadMax: q.spreadMax }));
      }
      break;
    }
    case 'blinds': {
      const active = Array.from({ length: ex.seats }, () => true);
      let p = engine.blindPositions(active, ex.button);
      const hands = [p];
      for (let h = 1; h < ex.hands; h++) {
        for (const l of ex.leaves ?? []) if (l.afterHand === h) active[l.seat] = false;
        p = engine.nextBlindPositions(p, active);
        hands.push(p);
      }
      return hands;
    }
    case 'bring-in': return engine.bringInSeat(ex.up.map((u) => parse(u.card)[0]), ex.which, ex.suitOrder);
    case 'game': expect(engine.GAMES).toHaveProperty(ex.game); return engine.GAMES[ex.game as keyof typeof engine.GAMES];
    case 'rake': return ex.pots.map((p) => engine.rake(p));
    case 'show-order': return engine.showdownOrder({ pots: ex.pots, seatCount: ex.labels.length, button: ex.button, lastAggressor: ex.lastAggressor });
    case 'hand': {
      const hand = engine.replayHand({
        game: ex.game, structure: ex.structure as never, button: ex.button, seed: 1,
        seats: ex.stacks.map((stack, i) => ({ stack, runItTwice: ex.runItTwice, cards: ex.cards?.[i] ? parse(ex.cards[i]) : undefined })),
        board: ex.board ? parse(ex.board) : undefined,
      }, ex.actions);
      expect(['act', 'runout-choice']).toContain(hand.next.kind);
      return hand.next;
    }
    case 'equity': {
      const board = parse(ex.board);
      const players = ex.hands.map((h) => ({ cards: parse(h.hole) }));
      const result = engine.referenceEquityExact({ game: ex.game, board, players, mode: 'exact' }, engine.referenceEvaluator);
      expect(result.players.reduce((s, p) => s + p.equity, 0)).toBeCloseTo(1, 9);
      return result;
    }
  }
}

describe('lesson catalogue', () => {
  it('has unique ids, one lesson per game of the engine, and only known rule IDs', () => {
    const ids = LESSONS.map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const l of LESSONS) {
      expect(l.rules.length, `${l.id} names rule IDs`).toBeGreaterThan(0);
      for (const r of l.rules) expect(RULES, `${l.id} names ${r}`).toContain(r);
    }
    for (const game of Object.keys(engine.GAMES)) expect(ids).toContain(`game-${game}`);
  });

  it('ends every lesson with drills that exist and share its rules (and its game, for a game lesson)', () => {
    for (const l of LESSONS) {
      expect(l.quizKinds?.length, `${l.id} names drills`).toBeGreaterThan(0);
      for (const k of l.quizKinds ?? []) {
        const kind = quizKind(k);
        expect(kind, `${l.id}: quiz kind ${k}`).toBeDefined();
        const game = l.id.startsWith('game-') ? l.id.slice(5) : '';
        const sharesRule = kind!.ruleIds.some((r) => l.rules.includes(r));
        const coversGame = game !== '' && (kind!.games as readonly string[]).includes(game);
        expect(sharesRule || coversGame, `${l.id}: ${k} drills something the lesson teaches`).toBe(true);
      }
    }
  });

  it('teaches every rule ID of RULES.md', () => {
    const taught = new Set(LESSONS.flatMap((l) => l.rules));
    expect(RULES.filter((r) => !taught.has(r))).toEqual([]);
  });

  it('covers every hand rule and betting structure', () => {
    const groups = (g: string) => LESSONS.filter((l) => l.group === g).length;
    // Adding a game is its spec, one registry line and its lesson game-<id> (no count written here).
    expect(LESSONS.filter((l) => l.group === 'games').map((l) => l.id).sort()).toEqual(GAME_IDS.map((id) => `game-${id}`).sort());
    expect(groups('rankings')).toBe(8);
    expect(groups('betting')).toBeGreaterThanOrEqual(5);
  });
});

describe.each(LESSONS.map((l) => [l.id]))('lesson %s', (id) => {
  it('loads, has sections and ends with practice', async () => {
    const content = await contentOf(id);
    expect(content.id).toBe(id);
    expect(content.sections.length).toBeGreaterThan(0);
    expect(content.practice.length).toBeGreaterThan(0);
    for (const s of content.sections) expect(s.paragraphs.length).toBeGreaterThan(0);
  });

  it('has live examples the engine can compute', async () => {
    const content = await contentOf(id);
    for (const ex of content.sections.flatMap((s) => s.examples ?? [])) {
      expect(() => compute(ex), `${id}: ${ex.caption}`).not.toThrow();
    }
  });
});
