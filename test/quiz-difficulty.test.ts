// Issue 12 point 3: difficulty means something. Each level of each kind gives other questions (not the same
// question under another label), and the features a kind's header comment names grow from 1 to 3 when measured over
// many seeds (players, options, all-ins, side pots, close calls, tolerances, timings).
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, type Difficulty, type Question } from '../src/trainer/quiz';
import { QUIZ_KINDS, quizKind } from '../src/trainer/quizzes';

/** Seeds per level (the exhaustive suite runs more); the kinds that value many hands per question get fewer. */
const SEEDS_ALL = Number(process.env.QUIZ_DIFFICULTY_SEEDS ?? 30);
const SLOW = ['equity-estimate', 'nut-hand'];
const seedsFor = (kind: string) => (SLOW.includes(kind) ? Math.max(12, Math.floor(SEEDS_ALL / 3)) : SEEDS_ALL);

const sameQuestion = (a: Question, b: Question) => JSON.stringify([a.prompt, a.scene, a.input]) === JSON.stringify([b.prompt, b.scene, b.input]);
const seatsIn = (q: Question) => (q.scene.seats ?? []).filter((s) => !/folded/.test(s.note ?? '')).length;
const options = (q: Question) => ('options' in q.input ? q.input.options.length : 'items' in q.input ? q.input.items.length : 0);
const allIns = (q: Question) => (q.scene.seats ?? []).filter((s) => /all-in/.test(s.note ?? '')).length + ((q.scene.facts ?? []).join(' ').match(/all-in/g) ?? []).length;
const has = (re: RegExp) => (q: Question) => (re.test(JSON.stringify(q)) ? 1 : 0);

/** Per kind: what its header comment says grows with the level. */
const FEATURES: Record<string, (q: Question) => number> = {
  'which-wins': (q) => (q.scene.seats ?? []).length * 10 + has(/same|tie/i)(q),
  'best-five': (q) => {
    const board = q.scene.board ?? [];
    const suited = Math.max(...[0, 1, 2, 3].map((x) => board.filter((c) => (c & 3) === x).length));
    const paired = new Set(board.map((c) => c >> 2)).size < board.length;
    const ranks = board.map((c) => c >> 2);
    const heavy = ranks.some((r) => ranks.filter((x) => x === r).length >= 3) || new Set(ranks).size <= 3;
    if (/Omaha/.test(q.prompt)) return Math.max(suited - 2, 0) + (paired ? 1 : 0) + (heavy ? 2 : 0);
    const hole = q.scene.seats?.[0].cards ?? [];
    return 2 * (2 - (q.expected as number[]).filter((c) => hole.includes(c)).length);
  },
  'low-hand': (q) => options(q) + (q.scene.seats ?? []).length,
  'order-hands': options,
  'card-notation': options,
  'legal-actions': (q) => options(q) * 10 + allIns(q),
  'min-raise': (q) => seatsIn(q) + allIns(q) + has(/double/)(q),
  'all-in-reopens': (q) => allIns(q) + seatsIn(q),
  'half-rule': (q) => seatsIn(q) + has(/double|"raise"/)(q) + 3 * has(/already in front/)(q),
  'live-chips': (q) => seatsIn(q) + has(/says \\"raise\\"|double/)(q), // the story's declared raise (the answer may be a raise too, B-DECLARE)
  'pot-limit-max': (q) => {
    const actor = (q.scene.seats ?? []).find((s) => /to act/.test(s.note ?? ''));
    return 3 * ((actor?.bet ?? 0) > 0 ? 1 : 0) + 2 * has(/Half-pot|ante/)(q) + ((q.scene.facts ?? []).join(' ').match(/raises|bets/g) ?? []).length;
  },
  'fixed-limit': (q) => options(q) + seatsIn(q) + allIns(q),
  'spread-limit': (q) => seatsIn(q) + allIns(q),
  'blinds-button': (q) => (q.scene.facts ?? []).length,
  'first-to-act': (q) => (q.game && ['stud7', 'stud7-hl', 'soko', 'americana', 'telesina'].includes(q.game) ? 1 : 0) + allIns(q) + has(/folded/)(q),
  'show-first': (q) => has(/ruling/)(q) + (q.working.some((w) => /side pot/.test(w)) ? 2 : 0) + (q.game && ['stud7', 'stud7-hl', 'soko', 'americana', 'telesina'].includes(q.game) ? 1 : 0),
  'side-pots': (q) => (q.scene.seats ?? []).length,
  'odd-chip': (q) => (q.scene.seats ?? []).filter((s) => s.note === 'winner').length * 10 + (q.scene.seats ?? []).length,
  'hi-lo-split': (q) => (q.scene.seats ?? []).length,
  'run-it-twice': (q) => (q.expected as number[]).length === 2 ? (q.scene.pot ?? 0) % 2 + has(/twice\+1|before the flop|on the flop/)(q) : 1,
  rake: (q) => has(/pot limit|half pot|ended before the flop/)(q) + ((q.expected as number) < 75 ? 1 : 0),
  misdeal: (q) => options(q) + has(/after 1 player|after 2 players/)(q),
  'premature-card': options,
  'game-facts': has(/seventh street|30 seconds|runs out|Split|draws/),
  'table-procedures': (q) => 2 * has(/disconnects/)(q) + has(/run it twice/i)(q) + 3 * has(/Monte Carlo|declines|higher equity/)(q),
  'equity-estimate': (q) => -(q.tolerance ?? 0),
  'pot-odds': (q) => -Math.abs(Number(/need [^=]*= ([0-9.]+)%/.exec(q.working[0])?.[1] ?? 0) - Number(/([0-9.]+)%\.$/.exec(q.working[1])?.[1] ?? 0)),
  'returning-player': (q) => ('labels' in q.input ? 1 : 0) + has(/sat out for [2-4]/)(q),
  'nut-hand': (q) => {
    const board = q.scene.board ?? [];
    const trap = new Set(board.map((c) => c >> 2)).size < board.length || [0, 1, 2, 3].some((x) => board.filter((c) => (c & 3) === x).length >= 4);
    return (q.game === 'omaha' ? 1 : 0) + has(/Board \(turn\)/)(q) + (trap ? 3 : 0);
  },
};

function measure(kind: string, d: Difficulty): number {
  const k = quizKind(kind)!;
  const SEEDS = seedsFor(kind);
  let total = 0;
  for (let seed = 0; seed < SEEDS; seed++) total += FEATURES[kind](k.generate(seed, d, k.games.length ? k.games[seed % k.games.length] : undefined));
  return total / SEEDS;
}

describe('difficulty levels differ (issue 12 point 3)', () => {
  it('every kind has a measured feature', () => {
    for (const k of QUIZ_KINDS) expect(FEATURES[k.id], k.id).toBeDefined();
  });
  for (const kind of QUIZ_KINDS) {
    it(`${kind.id}: the three levels give different questions, and its features grow`, () => {
      const SEEDS = seedsFor(kind.id);
      for (const d of [1, 2] as const) {
        let same = 0;
        for (let seed = 0; seed < SEEDS; seed++) {
          const game = kind.games.length ? kind.games[seed % kind.games.length] : undefined;
          if (sameQuestion(kind.generate(seed, d, game), kind.generate(seed, (d + 1) as Difficulty, game))) same++;
        }
        expect(same / SEEDS, `${kind.id}: levels ${d} and ${d + 1} give the same question`).toBeLessThan(0.2);
      }
      const [m1, m2, m3] = DIFFICULTIES.map((d) => measure(kind.id, d));
      console.log(`${kind.id}: feature means ${m1.toFixed(2)} / ${m2.toFixed(2)} / ${m3.toFixed(2)}`);
      expect(m1, `${kind.id}: level 1 <= level 3`).toBeLessThan(m3);
      expect(m1 <= m2 + 1e-9 && m2 <= m3 + 1e-9 && (m1 < m2 || m2 < m3), `${kind.id}: ${m1} <= ${m2} <= ${m3}`).toBe(true);
    });
  }
});
