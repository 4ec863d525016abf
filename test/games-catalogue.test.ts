// GAMES is the one game catalogue: RULES.md §5 against it, and the equity and trainer views derived from it (G-*, C-DECK32).
import { describe, expect, it } from 'vitest';
import { EQUITY_GAMES, EQUITY_GAME_IDS } from '../src/engine/equity/games';
import { GAMES, GAME_IDS, maxDraw, rankingRuleIds } from '../src/engine/games';
import { HAND_RULE_IDS, HAND_RULES } from '../src/engine/rankings/types';
import { gameByCode, GAME_IDS as TRAINER_GAME_IDS, TRAINER_GAMES } from '../src/trainer/games';
import { RULE_IDS } from '../src/trainer/rule-ids';

/** The G- IDs of RULES.md §5 (RULE_IDS is its copy, checked against the file by test/trainer-core.test.ts). */
const gameRuleIds = RULE_IDS.filter((id) => id.startsWith('G-'));

describe('GAMES, the one catalogue', () => {
  it('G-* every game rule of RULES.md §5 is some game\'s own rule or a rule a game spec encodes; each game\'s first rule ID is its G- rule', () => {
    expect(gameRuleIds.length).toBeGreaterThan(0);
    const own = GAME_IDS.map((id) => GAMES[id].ruleIds[0]);
    expect(new Set(own).size).toBe(GAME_IDS.length);
    for (const id of own) expect(gameRuleIds as readonly string[]).toContain(id);
    const encoded = new Set(GAME_IDS.flatMap((id) => GAMES[id].ruleIds));
    for (const id of gameRuleIds) expect(encoded.has(id), id).toBe(true);
  });

  it('keys, ids, link codes and names: one per game, codes two characters and unique', () => {
    const codes = GAME_IDS.map((id) => GAMES[id].code);
    for (const id of GAME_IDS) {
      expect(GAMES[id].id).toBe(id);
      expect(GAMES[id].code).toMatch(/^[a-z0-9]{2}$/);
      expect(GAMES[id].shortName.length).toBeGreaterThan(0);
    }
    expect(new Set(codes).size).toBe(GAME_IDS.length);
    expect(new Set(GAME_IDS.map((id) => GAMES[id].shortName)).size).toBe(GAME_IDS.length);
  });

  it('every rule ID a spec or a hand rule names exists in RULES.md', () => {
    for (const id of GAME_IDS) for (const r of [...GAMES[id].ruleIds, ...rankingRuleIds(GAMES[id])]) expect(RULE_IDS as readonly string[]).toContain(r);
    for (const rule of HAND_RULES) for (const r of HAND_RULE_IDS[rule]) expect(RULE_IDS as readonly string[]).toContain(r);
  });

  it('C-DECK32 the 32-card games are the ones whose hand rules need it', () => {
    for (const id of GAME_IDS) expect(GAMES[id].deck === 32, id).toBe(rankingRuleIds(GAMES[id]).includes('C-DECK32'));
  });
});

describe('the equity and trainer views are GAMES seen from elsewhere', () => {
  it('the same games in the same order', () => {
    expect([...EQUITY_GAME_IDS]).toEqual(GAME_IDS);
    expect([...TRAINER_GAME_IDS]).toEqual(GAME_IDS);
  });

  for (const id of GAME_IDS) {
    it(`${id}: equity deal kind, cards, rules, players and draws follow the spec`, () => {
      const g = GAMES[id];
      const e = EQUITY_GAMES[id];
      expect(e).toMatchObject({ id, deck: g.deck, playerCards: g.cardsPerPlayer, boardCards: g.boardCards, highRule: g.high,
        minPlayers: g.minPlayers, maxPlayers: g.maxPlayers });
      expect(e.lowRule).toBe(g.low);
      // How the cards reach the showdown: a board in flop games and Telesina (the Vela), own cards only otherwise.
      expect(e.kind).toBe(g.boardCards > 0 ? 'board' : g.family === 'draw' ? 'draw' : 'stud');
      expect(e.maxDraw).toBe(g.family === 'draw' ? maxDraw(g) : undefined);
      expect(!!e.headsUpStraightFlushRule).toBe(g.ruleIds.includes('H-TELESINA-HU'));
      const t = TRAINER_GAMES[id];
      expect(t).toMatchObject({ id, code: g.code, name: g.shortName, ruleId: g.ruleIds[0], deck: g.deck, cards: g.cardsPerPlayer, board: g.boardCards, high: g.high });
      expect(t.low).toBe(g.low);
      expect(gameByCode(g.code)).toBe(t);
    });
  }

  it('facts of RULES.md §5 the views carry: ranges in hold\'em only; draws of 0-5, three times 0-5 and 0-4', () => {
    expect(GAME_IDS.filter((id) => EQUITY_GAMES[id].ranges)).toEqual(['holdem']);
    expect(EQUITY_GAMES.draw5.maxDraw).toBe(5);
    expect(GAMES['triple-draw-27'].streets.filter((s) => s.draw).map((s) => s.draw!.max)).toEqual([5, 5, 5]);
    expect(EQUITY_GAMES.draw32.maxDraw).toBe(4);
    expect(TRAINER_GAMES.holdem.rankingRules).toEqual(['H-HIGH', 'H-HOLDEM']);
    expect(TRAINER_GAMES['omaha-hl'].rankingRules).toEqual(['H-HIGH', 'H-OMAHA', 'H-LOW8']);
    expect(TRAINER_GAMES.telesina.rankingRules).toEqual(['H-TELESINA', 'C-SUITORDER', 'C-DECK32']);
    expect(TRAINER_GAMES.telesina.family).toBe('stud');
    expect(TRAINER_GAMES.omaha.family).toBe('flop');
  });
});
