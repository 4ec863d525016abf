// Lesson catalogue: ids, rule IDs that exist in RULES.md (every rule taught), content that loads,
// and every live example computed by the trainer's computeExample, the function the page uses (cards parse, ladders
// cover each category, chips add up, the Wasm equity equals the TypeScript reference).
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import * as engine from '../src/engine/index';
import { RULE_IDS } from '../src/trainer/rule-ids';
import { GAME_IDS } from '../src/engine/games';
import { LESSONS, lessonById } from '../src/trainer/lessons/catalogue';
import { quizKind } from '../src/trainer/quizzes/index';
import type { LessonContent, LessonExample } from '../src/trainer/lessons/types';
import { type ExampleFigures, computeExample } from '../src/trainer/lessons/examples';
import type { EquityKernel } from '../src/engine/equity/index';
import { testKernel } from './equity-setup';

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

let kernel: EquityKernel;
beforeAll(async () => { kernel = await testKernel(); });

/**
 * Computes an example with the trainer's computeExample (the function the lesson page uses) and checks its figures
 * against what must hold: every ladder category shown, chips conserved, Wasm equity equal to the TS reference.
 */
function compute(ex: LessonExample): ExampleFigures {
  const figures = computeExample(ex, { equity: (request) => engine.computeEquity(request, kernel) });
  expect(figures.kind).toBe(ex.kind);
  switch (figures.kind) {
    case 'ladder': {
      const rule = (ex as Extract<LessonExample, { kind: 'ladder' }>).rule;
      const categories = new Set(figures.rungs.map((r) => r.value.category));
      for (const c of engine.CATEGORY_ORDER[rule]) expect(categories, `ladder for ${rule} shows ${c}`).toContain(c);
      for (let k = 1; k < figures.rungs.length; k++) expect(figures.rungs[k - 1].value.strength).toBeGreaterThanOrEqual(figures.rungs[k].value.strength);
      break;
    }
    case 'showdown': {
      const all = [figures.board, ...figures.seats.map((s) => s.hole)];
      engine.assertDistinct(Object.fromEntries(all.map((cards, i) => [i === 0 ? 'board' : figures.seats[i - 1].label, cards])));
      expect(figures.seats.some((s) => s.winsHigh)).toBe(true);
      break;
    }
    case 'side-pots':
      expect(figures.pots.reduce((t, p) => t + p.amount, 0) + (figures.returned?.amount ?? 0)).toBe(figures.put.reduce((a, b) => a + b, 0));
      break;
    case 'split': expect(figures.shares.reduce((t, r) => t + r.amount, 0)).toBe(figures.total); break;
    case 'hand': expect(['act', 'runout-choice']).toContain(figures.next.kind); break;
    case 'equity': {
      const { game } = ex as Extract<LessonExample, { kind: 'equity' }>;
      const oracle = engine.referenceEquityExact({ game, board: figures.board, players: figures.holes.map((cards) => ({ cards })), mode: 'exact' },
        engine.referenceEvaluator);
      expect(figures.equity.exact).toBe(true);
      expect(figures.equity.players.reduce((t, p) => t + p.equity, 0)).toBeCloseTo(1, 9);
      figures.equity.players.forEach((p, i) => expect(p.equity).toBeCloseTo(oracle.players[i].equity, 12));
      break;
    }
    default: break;
  }
  return figures;
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
