// Issue 13 point 1 (from issue 12's hand kinds): the `decisive` line names the detail that decides, and the detail is
// true: the category, kicker, card or low card it names is the first difference between the two hands in the
// independent evaluator of test/quiz-oracle.ts, and a suit it names is where the suit order (C-SUITORDER) decides.
import { describe, expect, it } from 'vitest';
import { GAMES, parseCards, RANK_CHARS, RANK_NAMES } from '../src/engine';
import { GAME_IDS, type GameId } from '../src/trainer/games';
import type { Difficulty, Question } from '../src/trainer/quiz';
import { hiLoSplit } from '../src/trainer/quizzes/hi-lo-split';
import { lowHand } from '../src/trainer/quizzes/low-hand';
import { orderHands } from '../src/trainer/quizzes/order-hands';
import { whichWins } from '../src/trainer/quizzes/which-wins';
import { bestHigh, bestLow8, CATEGORIES, compareKeys, type Key, suitValue, type Variant, variantOf } from './quiz-oracle';

const SEEDS = Number(process.env.QUIZ_DECISIVE_SEEDS ?? 90);
const ORD = ['first', 'second', 'third', 'fourth', 'fifth'];
const rankOfName = (w: string) => (w === 'sixes' ? 4 : RANK_NAMES.indexOf(w.replace(/s$/, '')) >= 0 ? RANK_NAMES.indexOf(w.replace(/s$/, '')) : RANK_NAMES.indexOf(w));
const lowValue = (ch: string) => (ch === 'A' ? 1 : RANK_CHARS.indexOf(ch) + 2);
const firstDiff = (a: Key, b: Key) => a.findIndex((x, i) => x !== b[i]);
const noSuits = (v: Variant): Variant => (v === 'telesina' || v === 'draw32' ? 'thirty-two' : v);

interface Subject { q: Question; hands: number[][]; board: number[]; omaha: boolean; variant: Variant; index: (label: string) => number }

/** Checks one decisive sentence of a high-hand comparison; returns which kind of detail it named. */
function checkHigh(s: Subject, where: string): string {
  const d = s.q.decisive!;
  const key = (label: string, v: Variant) => bestHigh(s.hands[s.index(label)], s.board, s.omaha, v);
  const names = s.variant === 'soko' ? CATEGORIES.soko : s.variant === 'standard' || s.variant === 'deuce-seven' ? CATEGORIES.standard : CATEGORIES['thirty-two'];
  let m = /(Player \d|Hand [A-E])'s ([\w -]+?) beats (Player \d|Hand [A-E])'s ([\w -]+?)( \(|\.$)/.exec(d);
  const suit = /suit order decides .*: (Player \d|Hand [A-E])'s (\w\w) beats (Player \d|Hand [A-E])'s (\w\w)\.$/.exec(d);
  if (suit) {
    const [, who, cw, other, co] = suit;
    const plain = [key(who, noSuits(s.variant)), key(other, noSuits(s.variant))];
    expect(compareKeys(plain[0], plain[1]), `${where}: the ranks are equal when suits decide: ${d}`).toBe(0);
    const full = [key(who, s.variant), key(other, s.variant)];
    const i = firstDiff(full[0], full[1]);
    expect([full[0][i], full[1][i]], `${where}: the named suits are the first difference: ${d}`).toEqual([suitValue(parseCards(cw)[0]), suitValue(parseCards(co)[0])]);
    return 'suit';
  }
  if (/ at the \w+ card \(/.test(d)) {
    // Deuce-to-seven: "X's 8-6-4-3-2 beats Y's 8-7-4-3-2 at the second card (6 against 7)".
    const l = /(Player \d|Hand [A-E])'s [\w-]+ beats (Player \d|Hand [A-E])'s [\w-]+ at the (\w+) card \((\w) against (\w)\)/.exec(d)!;
    const [a, b] = [key(l[1], s.variant), key(l[2], s.variant)];
    const i = firstDiff(a, b);
    expect([i - 1, -a[i], -b[i]], `${where}: ${d}`).toEqual([ORD.indexOf(l[3]), RANK_CHARS.indexOf(l[4]), RANK_CHARS.indexOf(l[5])]);
    return 'card';
  }
  const kick = /(Player \d|Hand [A-E])'s (?:fifth card, an? )?(?:lower )?(\w+)(?: kicker|,)? beats? (Player \d|Hand [A-E])'s (\w+)\.$/.exec(d)
    ?? /at the \w+ card (?:of the four )?(Player \d|Hand [A-E])'s (\w+) beats (Player \d|Hand [A-E])'s (\w+)\.$/.exec(d)
    ?? /(Player \d|Hand [A-E])'s (\w+)-high one beats (Player \d|Hand [A-E])'s (\w+)-high one/.exec(d);
  if (kick && /^Both|: both/.test(d)) {
    const [, who, rw, other, ro] = kick;
    const [a, b] = [key(who, noSuits(s.variant)), key(other, noSuits(s.variant))];
    expect(a[0], `${where}: same category: ${d}`).toBe(b[0]);
    const i = firstDiff(a, b);
    const sign = s.variant === 'deuce-seven' ? -1 : 1;
    expect([sign * a[i], sign * b[i]], `${where}: the named ranks are the first difference: ${d}`).toEqual([rankOfName(rw), rankOfName(ro)]);
    return /kicker/.test(d) ? 'kicker' : 'card';
  }
  m = m!;
  expect(m, `${where}: a decisive line of a known shape: ${d}`).not.toBeNull();
  const [a, b] = [key(m[1], s.variant), key(m[3], s.variant)];
  expect(a[0], `${where}: the category decides: ${d}`).toBeGreaterThan(b[0]);
  expect(names[Math.abs(a[0])].replace('-', ' '), where).toBe(m[2].replace(/^(a |an |one )/, '').replace('four of a kind', 'quads').replace('three of a kind', 'trips').replace('high card', 'high card').replace('-', ' ').replace(/^pair$/, 'pair'));
  return 'category';
}

/** Checks a low sentence: "X's 7-5-4-2-A low beats Y's 8-6-4-2-A low at the first card (7 against 8)". */
function checkLow(s: Subject, where: string): string {
  const d = s.q.decisive!;
  if (/^(only|nobody|no qualifying)|same low/i.test(d.replace(/^Low half: /, ''))) return 'other';
  const l = /(Player \d)'s ([\w-]+) low beats (Player \d)'s ([\w-]+) low at the (\w+) card \((\w) against (\w)\)/.exec(d);
  expect(l, `${where}: ${d}`).not.toBeNull();
  const [a, b] = [bestLow8(s.hands[s.index(l![1])], s.board, s.omaha)!, bestLow8(s.hands[s.index(l![3])], s.board, s.omaha)!];
  expect(a.join('-'), where).toBe(l![2].split('-').map(lowValue).join('-'));
  const i = firstDiff(a, b);
  expect([i, a[i], b[i]], `${where}: the named card is the first difference: ${d}`).toEqual([ORD.indexOf(l![5]), lowValue(l![6]), lowValue(l![7])]);
  return 'low';
}

const playerIndex = (label: string) => Number(label.replace('Player ', '')) - 1;
const handIndex = (label: string) => label.charCodeAt(5) - 65;

describe('decisive names the first difference (issue 13 point 1)', () => {
  for (const game of GAME_IDS) {
    it(`which-wins and order-hands, ${game}: ${SEEDS} seeds`, () => {
      const seen = new Map<string, number>();
      for (let seed = 0; seed < SEEDS; seed++) {
        const d = ((seed % 3) + 1) as Difficulty;
        const q = whichWins.generate(seed, d, game);
        expect(q.decisive, `${game} ${d}/${seed}: which-wins names what decides`).toBeTruthy();
        const s: Subject = { q, hands: q.scene.seats!.map((x) => x.cards!), board: q.scene.board ?? [], omaha: GAMES[game].high === 'omaha-high', variant: variantOf(game), index: playerIndex };
        let kind = 'other';
        if (/low half/.test(q.prompt)) kind = checkLow(s, `which-wins ${game} ${d}/${seed}`);
        else if (!/same hand|Heads-up in Telesina/.test(q.decisive!)) kind = checkHigh(s, `which-wins ${game} ${d}/${seed}`);
        seen.set(kind, (seen.get(kind) ?? 0) + 1);
        const o = orderHands.generate(seed, d, game);
        expect(o.decisive, `${game} ${d}/${seed}: order-hands names what decides`).toBeTruthy();
        const k = checkHigh({ q: o, hands: o.scene.hands!.map((h) => h.cards), board: [], omaha: false, variant: variantOf(game), index: handIndex }, `order-hands ${game} ${d}/${seed}`);
        seen.set(k, (seen.get(k) ?? 0) + 1);
      }
      expect(seen.get('kicker') ?? 0 + (seen.get('card') ?? 0) + (seen.get('low') ?? 0), `${game}: kickers, cards or lows are named`).toBeGreaterThan(0);
      if (game === 'telesina' || game === 'draw32') expect(seen.get('suit') ?? 0, `${game}: suits are named`).toBeGreaterThan(0);
    });
  }
  for (const game of ['omaha-hl', 'omaha5-hl', 'stud7-hl'] as GameId[]) {
    it(`low-hand and hi-lo-split, ${game}: ${SEEDS} seeds`, () => {
      let lows = 0;
      for (let seed = 0; seed < SEEDS; seed++) {
        const d = ((seed % 3) + 1) as Difficulty;
        for (const q of [lowHand.generate(seed, d, game), hiLoSplit.generate(seed, d, game)]) {
          if (!q.decisive) { expect(q.kind === 'low-hand' && d === 1, `${game} ${q.kind} ${d}/${seed}`).toBe(true); continue; }
          const hands = q.scene.seats!.map((x) => x.cards ?? []);
          if (checkLow({ q, hands, board: q.scene.board ?? [], omaha: GAMES[game].high === 'omaha-high', variant: 'standard', index: playerIndex }, `${q.kind} ${game} ${d}/${seed}`) === 'low') lows++;
        }
      }
      expect(lows, `${game}: low cards are named`).toBeGreaterThan(SEEDS / 3);
    });
  }
});
