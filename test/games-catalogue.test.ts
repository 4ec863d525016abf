// GAMES is the one game catalogue: RULES.md §5 against it, the equity and trainer views derived from it (G-*, C-DECK32);
// and the other facts written once (category names, the blinds default, the deck check).
import { describe, expect, it } from 'vitest';
import { EQUITY_GAMES, EQUITY_GAME_IDS } from '../src/engine/equity/games';
import { GAMES, GAME_IDS, gameSpec, maxDraw, rankingRuleIds } from '../src/engine/games';
import { HAND_RULE_IDS, HAND_RULES, type HandCategory } from '../src/engine/rankings/types';
import { bestHand, blindAmounts, categoryPhrase, fixedLimitBets, CATEGORY_NAMES, outsideDeck, parseCards, planEquity, startHand } from '../src/engine/index';
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
      expect(GAMES[id].name.length).toBeGreaterThan(0);
    }
    expect(new Set(codes).size).toBe(GAME_IDS.length);
    expect(new Set(GAME_IDS.map((id) => GAMES[id].name)).size).toBe(GAME_IDS.length);
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
      expect(t).toMatchObject({ id, code: g.code, name: g.name, ruleId: g.ruleIds[0], deck: g.deck, cards: g.cardsPerPlayer, board: g.boardCards, high: g.high });
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

describe('facts written once: category names, the blinds default, the deck check', () => {
  it('categoryPhrase reads CATEGORY_NAMES inside a sentence (the quizzes\' hand words)', () => {
    const phrases = Object.fromEntries((Object.keys(CATEGORY_NAMES) as HandCategory[]).map((c) => [c, categoryPhrase(c)]));
    expect(phrases).toEqual({
      'high-card': 'high card', 'pair': 'one pair', 'two-pair': 'two pair', 'trips': 'three of a kind', 'straight': 'a straight',
      'flush': 'a flush', 'full-house': 'a full house', 'quads': 'four of a kind', 'straight-flush': 'a straight flush',
      'four-straight': 'a four-straight', 'four-flush': 'a four-flush', 'eight-low': 'an eight low', 'seven-low': 'a seven low',
      'six-low': 'a six low', 'five-low': 'a five low',
    });
  });

  it('F-BLINDS blindAmounts: given blinds, else the small bet (fixed limit) or the minimum bet, the small blind half of it', () => {
    expect(blindAmounts({ kind: 'no-limit', smallBlind: 1, bigBlind: 2 })).toEqual({ small: 1, big: 2 });
    expect(blindAmounts({ kind: 'fixed-limit', smallBet: 4, bigBet: 8 })).toEqual({ small: 2, big: 4 });
    expect(blindAmounts({ kind: 'no-limit', minBet: 5 })).toEqual({ small: 2, big: 5 });
    expect(blindAmounts({ kind: 'pot-limit', bigBlind: 10, smallBlind: 4 })).toEqual({ small: 4, big: 10 });
  });

  it('B-FL fixedLimitBets: the small bet (default the minimum bet) and the big bet (default twice the small bet), for sizes and full raises alike', () => {
    expect(fixedLimitBets({ kind: 'fixed-limit', smallBet: 2, bigBet: 4 })).toEqual({ small: 2, big: 4 });
    expect(fixedLimitBets({ kind: 'fixed-limit', smallBet: 4, minBet: 3 })).toEqual({ small: 4, big: 8 });
    expect(fixedLimitBets({ kind: 'fixed-limit', bigBlind: 2 })).toEqual({ small: 2, big: 4 });
  });

  it('F-BLINDS the hand posts blindAmounts\' defaults (the table charges the same for missed blinds)', () => {
    const structure = { kind: 'fixed-limit', smallBet: 4, bigBet: 8 } as const;
    const hand = startHand({ game: 'holdem', structure, seats: [{ stack: 100 }, { stack: 100 }, { stack: 100 }], button: 0, seed: 1 });
    const posted = hand.view(0).history.filter((e) => e.type === 'small-blind' || e.type === 'big-blind').map((e) => ('amount' in e ? e.amount : 0));
    expect(posted).toEqual([blindAmounts(structure).small, blindAmounts(structure).big]);
  });

  it('C-DECK32 outsideDeck words every deck check: parseCards, the evaluators and the equity engine say the same', () => {
    expect(outsideDeck(parseCards('Ah')[0], 32)).toBeNull();
    expect(outsideDeck(parseCards('6c')[0], 32)).toBe('6c is not in the 32-card deck (sevens up to aces only)');
    expect(outsideDeck(parseCards('6c')[0], 32, "Player 1's cards")).toBe("6c in Player 1's cards is not in the 32-card deck (sevens up to aces only)");
    expect(outsideDeck(52, 52)).toBe('52 is not a card id (0..51)');
    expect(() => parseCards('Ah 6c', { deck: 32 })).toThrow('6c is not in the 32-card deck (sevens up to aces only).');
    expect(() => bestHand('americana', parseCards('Ah Kd Qc Js 6c'))).toThrow('6c is not in the 32-card deck (sevens up to aces only), which Americana uses.');
    expect(() => planEquity({ game: 'telesina', players: [{ cards: parseCards('6c') }, { cards: [] }] }))
      .toThrow(/^6c in .* is not in the 32-card deck \(sevens up to aces only\), which Telesina uses\.$/);
  });
});

describe('gameSpec refuses names that are not games', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'HOLDEM', ''])('%s gets setup.unknown-game', (name) => {
    let caught: unknown;
    try { gameSpec(name); } catch (e) { caught = e; }
    expect((caught as { reason?: { id: string } })?.reason?.id).toBe('setup.unknown-game');
    expect(String(caught)).toContain('is not a game');
  });
});
