// Issue 15, group A: the shared quiz pieces and the betting kinds speak Turkish and Greek. The same seed gives the
// same question in every language (answer, options' order, every number, the engine state), with no English left,
// no placeholder unfilled; in English the catalogue's wording of the engine's reasons and live readings is the
// engine's own sentence, word for word (the oracle: REASON_TEXT and hand.readLive's English).
import { afterAll, describe, expect, it } from 'vitest';
import { describeHand, type HandAction, replayHand } from '../src/engine/index';
import { en, setLocale, useLocale, type LocaleCode } from '../src/i18n/index';
import { gameName, GAME_IDS, TRAINER_GAMES } from '../src/trainer/games';
import type { Difficulty, Question } from '../src/trainer/quiz';
import { quizKind } from '../src/trainer/quizzes';
import { best, Dealer, handName, reasonText } from '../src/trainer/quizzes/common';
import { liveReadingText, liveSpot, type LivePush } from '../src/trainer/quizzes/live-spot';
import { Rng } from '../src/trainer/rng';
import { questionTexts } from './quiz-texts';

const KINDS = ['half-rule', 'live-chips', 'legal-actions', 'fixed-limit', 'spread-limit', 'pot-limit-max', 'min-raise', 'all-in-reopens', 'pot-odds'];
const SEEDS = 20;
const LANGS: LocaleCode[] = ['tr', 'el'];

const texts = questionTexts;

/** The numbers written in a text, as a multiset (digit runs). */
function numbers(text: string): Map<string, number> {
  const m = new Map<string, number>();
  for (const n of text.match(/\d+/g) ?? []) m.set(n, (m.get(n) ?? 0) + 1);
  return m;
}

/** The question without its words: what must not depend on the language. */
function skeleton(q: Question) {
  const input = q.input;
  return {
    kind: q.kind, game: q.game, difficulty: q.difficulty, seed: q.seed, expected: q.expected, tolerance: q.tolerance, ruleIds: q.ruleIds,
    input: input.type, count: input.type === 'choice' ? input.options.length : input.type === 'amounts' ? input.labels.length : input.type === 'order' ? input.items.length : 0,
    seats: (q.scene.seats ?? []).map((s) => [s.seat, s.stack, s.bet, s.cards, s.up]), board: q.scene.board, pot: q.scene.pot, button: q.scene.button,
    facts: (q.scene.facts ?? []).length, working: q.working.length, table: q.table ? JSON.stringify(q.table) : null,
  };
}

// English strings of the catalogue long enough that showing one unchanged means an untranslated text.
const ENGLISH = new Set(Object.values(en).filter((t) => t.length > 12 && !/[{}]/.test(t)));

afterAll(() => setLocale('en'));

describe('betting quizzes in Turkish and Greek (issue 15, group A)', () => {
  for (const id of KINDS) {
    it(`${id}: the same question in every language, every text translated`, async () => {
      const kind = quizKind(id)!;
      expect(kind, id).toBeDefined();
      for (const game of kind.games) {
        for (const difficulty of [1, 2, 3] as Difficulty[]) {
          for (let seed = 1; seed <= SEEDS; seed++) {
            const where = `${id} ${game} level ${difficulty} seed ${seed}`;
            await useLocale('en');
            const base = kind.generate(seed, difficulty, game);
            const baseTexts = texts(base, kind.title);
            const enName = gameName(game);
            for (const lang of LANGS) {
              await useLocale(lang);
              const q = kind.generate(seed, difficulty, game);
              expect(skeleton(q), `${where} (${lang}): the same question`).toEqual(skeleton(base));
              const shown = texts(q, kind.title);
              const name = gameName(game);
              expect(shown.map(([k]) => k), `${where} (${lang})`).toEqual(baseTexts.map(([k]) => k));
              shown.forEach(([k, text], i) => {
                const english = baseTexts[i][1];
                expect(text, `${where} (${lang}) ${k}: no placeholder left`).not.toMatch(/[{}]/);
                expect(ENGLISH.has(text), `${where} (${lang}) ${k} is an English catalogue string: ${text}`).toBe(false);
                if (english.length > 12) expect(text, `${where} (${lang}) ${k} is still English`).not.toBe(english);
                // Every number of the English text is in the translation (translations may add ordinals: "3. sokak").
                // Game names are words of each language ("5-card Omaha", "Beş kartlı Omaha"): left out of the count.
                const have = numbers(text.split(name).join(' '));
                for (const [n, count] of numbers(english.split(enName).join(' '))) expect(have.get(n) ?? 0, `${where} (${lang}) ${k}: ${n} in "${text}" (en "${english}")`).toBeGreaterThanOrEqual(count);
              });
            }
          }
        }
      }
      await useLocale('en');
    }, 240_000);
  }

  it('the English texts carry no placeholder either', async () => {
    await useLocale('en');
    for (const id of KINDS) {
      const kind = quizKind(id)!;
      for (const game of kind.games) for (const difficulty of [1, 2, 3] as Difficulty[]) {
        const q = kind.generate(7, difficulty, game);
        for (const [k, text] of texts(q, kind.title)) expect(text, `${id} ${game} ${k}`).not.toMatch(/[{}]/);
      }
    }
  });

  it('reasonText: the engine\'s own sentence in English, a translation in Turkish and Greek, for every action the betting quizzes offer', async () => {
    let checked = 0;
    for (const id of ['legal-actions', 'fixed-limit', 'all-in-reopens']) {
      const kind = quizKind(id)!;
      for (const game of kind.games) for (const difficulty of [1, 2, 3] as Difficulty[]) for (let seed = 1; seed <= 10; seed++) {
        await useLocale('en');
        const q = kind.generate(seed, difficulty, game);
        const hand = replayHand(q.table!.setup, q.table!.actions);
        const next = hand.next;
        if (next.kind !== 'act') continue;
        const o = next.options;
        const tries: HandAction[] = [...(q.table!.choices ?? []), { type: 'fold' }, { type: 'check' }, { type: 'call' }, { type: 'bring-in' },
          { type: 'raise', to: o.allInTo + 1 }, { type: 'raise', to: 1 }, { type: 'bet', to: 1 }, { type: 'raise', to: (o.minRaiseTo ?? 2) + 0.5 },
          ...(o.maxRaiseTo !== null && Number.isFinite(o.maxRaiseTo) ? [{ type: 'raise' as const, to: o.maxRaiseTo + 1 }] : []),
          ...(o.raiseSizes ? [{ type: 'raise' as const, to: o.raiseSizes[0] + 1 }] : [])];
        for (const a of tries) {
          const why = hand.explain(a);
          if (!why) continue;
          const where = `${id} ${game} ${seed} ${JSON.stringify(a)}`;
          await useLocale('en');
          expect(reasonText(why), where).toBe(why.text);
          for (const lang of LANGS) {
            await useLocale(lang);
            const text = reasonText(why);
            expect(text, `${where} (${lang})`).not.toBe(why.text);
            expect(text, `${where} (${lang})`).not.toMatch(/[{}]| or /);
            for (const n of why.text.match(/\d+/g) ?? []) expect(text, `${where} (${lang}): ${n}`).toMatch(new RegExp(`(?<![0-9])${n}(?![0-9])`));
          }
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
    await useLocale('en');
  });

  it('in English, liveReadingText is the engine\'s reading (hand.readLive) word for word', async () => {
    await useLocale('en');
    const rng = new Rng(2026);
    const seen = new Set<string>();
    for (let i = 0; i < 400; i++) {
      const game = rng.pick(['holdem', 'omaha', 'draw5'] as const);
      const difficulty = rng.pick([1, 2, 3] as const);
      const spot = liveSpot(rng, game, difficulty, rng.pick(['standard', 'double'] as const), rng.chance(0.8));
      if (!spot) continue;
      const step = spot.unit / 10;
      const owed = spot.currentBet - spot.playerBet;
      const pushes: LivePush[] = [
        { chipsPushed: owed + spot.unit * 5, chipCount: 1 },
        { chipsPushed: owed + step * rng.int(1, 30), chipCount: 3 },
        { chipsPushed: owed + step * rng.int(1, 30), chipCount: 3, said: 'raise' },
        { chipsPushed: owed + spot.unit, chipCount: 2, said: 'call' },
        { chipsPushed: spot.stack, chipCount: 4 },
        { chipsPushed: spot.stack, chipCount: 4, said: 'raise' },
        { chipsPushed: Math.max(step, owed - step), chipCount: 2 },
        { chipsPushed: step, chipCount: 2 },
      ];
      for (const push of pushes) {
        if (push.chipsPushed > spot.stack) continue;
        const reading = spot.p.hand.readLive(push);
        expect(liveReadingText(spot, push, reading), JSON.stringify({ push, currentBet: spot.currentBet, playerBet: spot.playerBet })).toBe(reading.reason);
        seen.add(reading.reason.replace(/\d+/g, '#'));
      }
    }
    // The reading's branches met here (calls, one chip, completed and called short raises, declared raises, all-ins, bets).
    expect(seen.size).toBeGreaterThanOrEqual(8);
  });

  it('handName is the engine\'s describeHand in English, word for word, and is translated in Turkish and Greek', async () => {
    const seen = new Set<string>();
    for (const id of GAME_IDS) {
      const g = TRAINER_GAMES[id];
      for (let seed = 1; seed <= 150; seed++) {
        const dealer = new Dealer(new Rng(seed * 7919 + id.length), g.deck);
        const hole = dealer.take(g.cards);
        const board = dealer.take(g.board);
        for (const rule of [g.high, ...(g.low ? [g.low] : [])]) {
          const v = best(rule, hole, board);
          await useLocale('en');
          const english = handName(rule, v);
          expect(english, `${id} ${rule} ${seed}`).toBe(describeHand(rule, v));
          seen.add(`${rule} ${v?.category ?? 'none'}`);
          for (const lang of LANGS) {
            await useLocale(lang);
            const text = handName(rule, v);
            expect(text, `${id} ${rule} ${seed} (${lang})`).not.toMatch(/[{}]/);
            expect(text, `${id} ${rule} ${seed} (${lang})`).not.toBe(english);
          }
        }
      }
    }
    await useLocale('en');
    expect(seen.size).toBeGreaterThan(40);
  });

  it('game names and engine reasons follow the language, and the switch back restores English', async () => {
    await useLocale('tr');
    expect(gameName('stud7')).toBe('Yedi kartlı stud');
    expect(reasonText({ id: 'cannot-check', params: { bet: 4000, call: 2000 }, text: '' })).toMatch(/^Pas diyemezsiniz: 4000 .*2000/);
    await useLocale('el');
    expect(gameName(null)).toBe('οποιοδήποτε παιχνίδι');
    expect(reasonText({ id: 'may-not-raise', params: { verb: 'raise', why: 'raise-closed.others-all-in' }, text: '' })).toBe('Δεν επιτρέπεται αύξηση: όλοι οι άλλοι είναι ρέστα.');
    expect(reasonText({ id: 'fixed-sizes', params: { verb: 'raise', sizes: '20 or 40' }, text: '' })).toMatch(/20 ή 40/);
    await useLocale('en');
    expect(gameName('holdem')).toBe('Texas hold’em');
    expect(gameName('omaha5')).toBe('Five-card Omaha');
    expect(GAME_IDS.every((g) => gameName(g).length > 0)).toBe(true);
    // In English a reason is the engine's own sentence.
    expect(reasonText({ id: 'wrong-seat', params: { turn: 1, seat: '2' }, text: "It is seat 1's turn, not seat 2's." })).toBe("It is seat 1's turn, not seat 2's.");
  });
});
