// The trainer's table of games (src/trainer/games.ts) agrees with the engine's GAMES catalogue,
// and every quiz view input type is one the UI can show.
import { describe, expect, it } from 'vitest';
import { GAMES } from '../src/engine/games';
import { GAME_IDS, TRAINER_GAMES } from '../src/trainer/games';
import { QUIZ_KINDS, quizKindsForRules } from '../src/trainer/quizzes';
import { RULE_IDS } from '../src/trainer/rule-ids';

describe('trainer games', () => {
  it('cover exactly the engine\'s games', () => {
    expect([...GAME_IDS].sort()).toEqual(Object.keys(GAMES).sort());
  });
  for (const id of GAME_IDS) {
    it(`${id}: deck, cards, board and hand rules match GAMES`, () => {
      const t = TRAINER_GAMES[id];
      const g = GAMES[id];
      expect(t.deck).toBe(g.deck);
      expect(t.cards).toBe(g.cardsPerPlayer);
      expect(t.board).toBe(g.boardCards);
      expect(t.high).toBe(g.high);
      expect(t.low).toBe(g.low);
      expect(g.ruleIds).toContain(t.ruleId);
    });
  }
  it('every kind\'s games are real and every kind has a unique two-character link code', () => {
    for (const k of QUIZ_KINDS) for (const g of k.games) expect(GAME_IDS).toContain(g);
    expect(new Set(QUIZ_KINDS.map((k) => k.code)).size).toBe(QUIZ_KINDS.length);
  });
  it('every rule ID has at least one quiz kind that drills it', () => {
    for (const id of RULE_IDS) expect(quizKindsForRules([id]).length, id).toBeGreaterThan(0);
    expect(quizKindsForRules(['I-PREMATURE']).map((k) => k.id)).toEqual(['premature-card']);
  });
});
