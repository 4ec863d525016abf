// Every game: the hand's showdown, showdownWinners and the Wasm exact equity agree with every card known, on seeded
// deals and on fixed deals for each distinctive rule (H-TELESINA-HU, H-SOKO, H-AMERICANA, H-DRAW32, C-SUITORDER, H-LOW8).
// test/showdown-crosscheck.exhaustive.ts plays 10,000 deals per game through the hand.
import { beforeAll, describe, expect, it } from 'vitest';
import { createRng, GAME_IDS, makeCard, parseCards, type Card, type EquityKernel, type GameId } from '../src/engine/index';
import { testKernel } from './equity-setup';
import { checkDeal, crossCheckGame } from './showdown-crosscheck';

let kernel: EquityKernel;
beforeAll(async () => { kernel = await testKernel(); });

const c = (text: string) => parseCards(text);

describe('showdown cross-check: hand = showdownWinners = exact equity', () => {
  it.each(GAME_IDS.map((id, i) => [id, i] as const))('%s: 1,500 seeded deals against exact equity, 300 of them played through the hand', (id, i) => {
    expect(crossCheckGame(id, { kernel, deals: 1500, played: 300, seed: 9000 + i })).toBe(300);
  });
});

/** Fixed deals, each checked three ways and played through the hand. */
const FIXED: { rule: string; game: GameId; hands: string[]; board?: string }[] = [
  { rule: 'H-TELESINA-HU heads-up T-9-8-7-A beats the royal', game: 'telesina', hands: ['Th 9h 8h 7h Ah', 'As Ks Qs Js Ts'], board: '7c' },
  { rule: 'H-TELESINA-HU six suited cards (7s8s9sTsAs + Js) beat AhKhQhJhTh heads-up', game: 'telesina', hands: ['7s 8s 9s Ts As', 'Ah Kh Qh Jh Th'], board: 'Js' },
  { rule: 'H-TELESINA-HU the same six suited cards, seats swapped', game: 'telesina', hands: ['Ah Kh Qh Jh Th', '7s 8s 9s Ts As'], board: 'Js' },
  { rule: 'H-TELESINA-HU three players: the royal wins', game: 'telesina', hands: ['7s 8s 9s Ts As', 'Ah Kh Qh Jh Th', '7d 8d 9c Jc Qd'], board: 'Js' },
  { rule: 'H-TELESINA-HU only against the royal: K-high straight flush beats J-high + T-9-8-7-A', game: 'telesina', hands: ['7s 8s 9s Ts As', 'Kh Qh Jh Th 9h'], board: 'Js' },
  { rule: 'H-TELESINA C-SUITORDER equal flush ranks: hearts beat spades', game: 'telesina', hands: ['Ah Kh Qh 9h 7h', 'As Ks Qs 9s 7s'], board: '8c' },
  { rule: 'H-SOKO four-flush beats four-straight', game: 'soko', hands: ['2h 5h 9h Jh Kc', '9c Td Jd Qs 2c'] },
  { rule: 'H-SOKO four-straight beats a pair', game: 'soko', hands: ['9c Td Jh Qs 2c', 'Ac Ad Kh Qd 9d'] },
  { rule: 'H-SOKO two pair beats a four-flush', game: 'soko', hands: ['2h 5h 9h Jh Kc', '2c 2d 3h 3s 4c'] },
  { rule: 'H-AMERICANA flush beats full house', game: 'americana', hands: ['7h 9h Jh Qh Kh', 'Ac Ad As Kc Kd'] },
  { rule: 'H-AMERICANA A-7-8-9-T is the lowest straight', game: 'americana', hands: ['Ac 7d 8h 9s Tc', 'Jd 7c 8c 9d Th'] },
  { rule: 'H-DRAW32 flush beats full house', game: 'draw32', hands: ['7h 9h Jh Qh Kh', 'Ac Ad As Kc Kd'] },
  { rule: 'H-DRAW32 C-SUITORDER straights by the top card\'s suit', game: 'draw32', hands: ['As Kh Qh Jh Th', 'Ah Ks Qs Js Ts'] },
  { rule: 'H-DRAW32 C-SUITORDER pairs by the highest kicker\'s suit', game: 'draw32', hands: ['Ah Ad 9c 8c 7s', 'As Ac 9d 8d 7h'] },
  { rule: 'H-LOW8 Omaha hi/lo with a qualifying low: split halves', game: 'omaha-hl', hands: ['Ac 2d Kh Ks', '3c 4d Qs Qd'], board: '5h 6c 8s Kd Jc' },
  { rule: 'H-LOW8 Omaha hi/lo with a tied low: quartered', game: 'omaha-hl', hands: ['Ac 2d Kh Ks', 'As 2c Qs Qd'], board: '5h 6c 8s Kd Jc' },
  { rule: 'H-LOW8 Omaha hi/lo without a qualifying low: the high scoops', game: 'omaha-hl', hands: ['Ac 2d Kh Ks', '3c 4d Qs Qd'], board: '9h Tc Js Kd Jc' },
  { rule: 'H-LOW8 5-card Omaha hi/lo with a low', game: 'omaha5-hl', hands: ['Ac 2d Kh Ks 9c', '3c 4d Qs Qd 9d'], board: '5h 6c 8s Kd Jc' },
  { rule: 'H-LOW8 stud hi/lo with a low', game: 'stud7-hl', hands: ['Ac 2d 3h 4s 6c Kd Kh', 'Qc Qd Qh 9s 9c 2h Ts'] },
  { rule: 'H-LOW8 stud hi/lo without a low', game: 'stud7-hl', hands: ['Ac Ad 9h Ts Jc Kd Kh', 'Qc Qd Qh 9s 9c 2h 3s'] },
  { rule: 'H-HOLDEM the board plays: split', game: 'holdem', hands: ['2c 3d', '2h 3s'], board: 'Ah Kh Qh Jh Th' },
  { rule: 'H-27 the lowest hand wins', game: 'triple-draw-27', hands: ['2c 3d 4h 5s 7c', '2d 3c 4s 6h 7d', '8c 9d Th Js Qc'] },
];

describe('showdown cross-check: fixed deals for every distinctive rule (hand = showdownWinners = exact equity)', () => {
  it.each(FIXED.map((f) => [f.rule, f] as const))('%s', (_rule, f) => {
    checkDeal(f.game, f.hands.map(c), c(f.board ?? ''), kernel, true);
  });

  it('H-TELESINA-HU seeded heads-up deals of a royal against T-9-8-7-A, with every Vela (the six-card case when it is the jack)', () => {
    const rng = createRng(77);
    for (let d = 0; d < 40; d++) {
      const royalSuit = Math.floor(rng() * 4);
      const other = (royalSuit + 1 + Math.floor(rng() * 3)) % 4;
      const royal = [12, 11, 10, 9, 8].map((r) => makeCard(r, royalSuit)); // A K Q J T
      const low = [12, 8, 7, 6, 5].map((r) => makeCard(r, other)); // A T 9 8 7
      const used = new Set<Card>([...royal, ...low]);
      const velas = Array.from({ length: 32 }, (_, i) => 20 + i).filter((card) => !used.has(card));
      const vela = velas[Math.floor(rng() * velas.length)];
      const hands = rng() < 0.5 ? [royal, low] : [low, royal];
      checkDeal('telesina', hands, [d % 4 === 0 ? makeCard(9, other) : vela], kernel, d % 2 === 0, d); // every fourth: the jack
    }
  });
});
