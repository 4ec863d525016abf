// The procedure rulings the quizzes carry themselves (the engine never needs them): misdeals and
// exposed cards, burn cards, premature cards, the stud community card, the 32-card draw split,
// a server crash and disconnection protection.
import { describe, expect, it } from 'vitest';
import { GAMES } from '../src/engine';
import { cardsNeeded, potIsSplit } from '../src/trainer/quizzes/game-facts';
import { misdealRuling, RULINGS } from '../src/trainer/quizzes/misdeal';
import { PREMATURE_RULINGS } from '../src/trainer/quizzes/premature';
import { tableProcedures } from '../src/trainer/quizzes/table-procedures';

const MISDEAL = 'misdeal';
const REPLACE_AND_BURN = 'replace';
const PLAY_ON = 'goOn';
const CORRECT_BURNS = 'burns';
const CARDS_STAND = 'goOn';

describe('deal irregularities', () => {
  it('I-MISDEAL: the listed errors are a misdeal before two players act, and are played out after', () => {
    for (const event of ['button-first-card', 'two-exposed', 'two-decks', 'too-many-seen', 'wrong-player'] as const) {
      expect(misdealRuling(event, 0)).toBe(MISDEAL);
      expect(misdealRuling(event, 1)).toBe(MISDEAL);
      expect(misdealRuling(event, 2)).toBe(PLAY_ON);
      expect(misdealRuling(event, 5)).toBe(PLAY_ON);
    }
    expect(RULINGS[MISDEAL]).toMatch(/reshuffle/);
  });
  it('I-EXPOSED: another exposed card (or one off the table) is replaced and becomes the next burn', () => {
    for (const acted of [0, 1, 2, 3]) {
      expect(misdealRuling('one-exposed', acted)).toBe(REPLACE_AND_BURN);
      expect(misdealRuling('off-table', acted)).toBe(REPLACE_AND_BURN);
    }
    expect(RULINGS[REPLACE_AND_BURN]).toMatch(/next burn card/);
  });
  it('I-BURNS: wrong burns are corrected before the betting starts, else the cards stand', () => {
    expect(misdealRuling('burns', 0)).toBe(CORRECT_BURNS);
    expect(misdealRuling('burns', 1)).toBe(CARDS_STAND);
  });
  it('I-PREMATURE: flop, turn and river procedures, and extra cards', () => {
    expect(PREMATURE_RULINGS.flop).toMatch(/new flop without a burn/);
    expect(PREMATURE_RULINGS.turn).toMatch(/original river card as the turn/);
    expect(PREMATURE_RULINGS.turn).toMatch(/river without a burn/);
    expect(PREMATURE_RULINGS.river).toMatch(/new river without a burn/);
    expect(PREMATURE_RULINGS['extra-unknown']).toMatch(/new flop: it is not known which card is extra/);
    expect(PREMATURE_RULINGS['extra-known']).toMatch(/only the extra card/);
  });
});

describe('game procedures', () => {
  it('G-STUD7-COMMUNITY: seven stud players staying to seventh street need more than 52 cards', () => {
    expect(cardsNeeded(GAMES.stud7, 6)).toBe(46);
    expect(cardsNeeded(GAMES.stud7, 7)).toBe(53);
    expect(cardsNeeded(GAMES.stud7, 8)).toBe(60);
  });
  it('G-DRAW32-SPLIT: a pot is split only if everyone in it chose Split', () => {
    expect(potIsSplit(['split', 'split', 'split'])).toBe(true);
    expect(potIsSplit(['split', 'other', 'split'])).toBe(false);
  });
});

describe('table procedures', () => {
  const questions = Array.from({ length: 300 }, (_, seed) => tableProcedures.generate(seed, ((seed % 2) + 1) as 1 | 2));
  it('I-CRASH: a crash returns to each player exactly what they put in', () => {
    const crashes = questions.filter((q) => q.ruleIds[0] === 'I-CRASH');
    expect(crashes.length).toBeGreaterThan(20);
    for (const q of crashes) {
      const seat = Number(/Seat (\d+) get back/.exec(q.prompt)![1]);
      const put = Number(new RegExp(`Seat ${seat} has put (\\d+)`).exec(q.scene.facts!.join(' '))![1]);
      expect(q.expected).toBe(put);
    }
  });
  it('I-DISCONNECT: a disconnected player is all-in for what they put in and can win only the main pot', () => {
    const drops = questions.filter((q) => q.ruleIds[0] === 'I-DISCONNECT');
    expect(drops.length).toBeGreaterThan(20);
    for (const q of drops) {
      const put = Number(/Seat 1 had put in (\d+)/.exec(q.scene.facts![0])![1]);
      expect(q.expected).toBe(3 * put);
    }
  });
});
