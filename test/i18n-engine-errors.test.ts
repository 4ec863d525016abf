// The engine's input errors in every language (issue 15): every message id of the card, range, Omaha, equity, lab, PHH and
// TOML errors has a text in every catalogue with the engine's placeholders, and real thrown errors read in Turkish and
// Greek with no English sentence and no placeholder left.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_TEXT, OMAHA_WHY, PLACE_TEXT, parseCards } from '../src/engine/cards';
import { LAB_TEXT, labRequest } from '../src/engine/equity/lab-request';
import { LAB_LINK_TEXT, decodeLabSetup, defaultSetup, emptyPlayer, type LabSetup } from '../src/engine/equity/lab-setup';
import { isOmahaRange, parseOmahaRange } from '../src/engine/equity/omaha-ranges';
import { EQUITY_TEXT, planEquity } from '../src/engine/equity/plan';
import { parseRange } from '../src/engine/equity/ranges';
import { startHand } from '../src/engine/hand/hand';
import { PHH_TEXT, exportPhh, importPhh } from '../src/engine/history/phh';
import { TOML_TEXT } from '../src/engine/history/toml';
import { SHARE_TEXT, readShareCode } from '../src/play/record';
import { PlaySession, PlaySetupError, SESSION_TEXT } from '../src/play/session';
import { parseExport } from '../src/storage/store';
import { STORAGE_TEXT, StorageError } from '../src/storage/types';
import { engineEl } from '../src/i18n/engine/el';
import { engineTr } from '../src/i18n/engine/tr';
import { errorText } from '../src/i18n/engine-text';
import { setLocale, useLocale } from '../src/i18n/index';

type Text = (p: Record<string, string | number>) => string;
/** The tables this test covers (the betting reasons, CARD_TEXT's first ids and HAND_INPUT_TEXT: test/i18n-parity.test.ts). */
const TABLES: Record<string, Record<string, Text>> = { CARD_TEXT, PLACE_TEXT, OMAHA_WHY, EQUITY_TEXT, LAB_TEXT, LAB_LINK_TEXT, PHH_TEXT, TOML_TEXT, SESSION_TEXT, SHARE_TEXT, STORAGE_TEXT };

/** `{name}` and `{name, plural, ...}` placeholders of a template (nested branches too). */
function placeholders(template: string): Set<string> {
  const names = new Set<string>();
  for (const m of template.matchAll(/\{\s*(\w+)\s*(\}|,\s*plural\s*,)/g)) names.add(m[1]);
  return names;
}
/** The parameters an English sentence reads: `p.name` in its source. */
const reads = (text: Text): Set<string> => new Set([...String(text).matchAll(/\bp\.(\w+)/g)].map((m) => m[1]));
/** Parameters a translation need not show: the game's id (it names the game), a nested place's player (the place says it). */
const hidden = (name: string): boolean => name === 'gameId' || name.includes('_');

const catch1 = (f: () => unknown): unknown => { try { f(); } catch (e) { return e; } throw new Error('nothing was thrown'); };

describe('every engine input error id has a text in every catalogue (issue 15)', () => {
  for (const [code, cat] of [['tr', engineTr], ['el', engineEl]] as const) {
    for (const [table, texts] of Object.entries(TABLES)) {
      it(`${code}: ${table}, each id with exactly the parameters the English sentence reads`, () => {
        const missing = Object.keys(texts).filter((id) => !(`engine.${id}` in cat));
        expect(missing, 'missing').toEqual([]);
        const wrong = Object.entries(texts).flatMap(([id, text]) => {
          const want = [...reads(text)].filter((n) => !hidden(n)).sort().join();
          const have = [...placeholders(cat[`engine.${id}`])].sort().join();
          return want === have ? [] : [`${id}: {${have}} vs English {${want}}`];
        });
        expect(wrong).toEqual([]);
      });
    }
  }

  for (const [code, cat] of [['tr', engineTr], ['el', engineEl]] as const) {
    it(`${code}: the equity pool's and the Wasm loader's reasons (ids beside their English sentences)`, () => {
      const ids = ['pool.workerDied', 'pool.workerTimeout', 'pool.cancelled', 'pool.shutDown', 'wasm.notFelt', 'wasm.abi', 'wasm.fetch', 'wasm.noHost'];
      expect(ids.filter((id) => !(`engine.${id}` in cat))).toEqual([]);
      expect([...placeholders(cat['engine.pool.workerTimeout'])]).toEqual(['seconds']);
      expect([...placeholders(cat['engine.wasm.abi'])].sort()).toEqual(['expected', 'found']);
    });
  }

  it('the placeholder check can fail: a missing or an extra parameter is seen', () => {
    const text: Text = (p) => `${p.card} in ${p.where}`;
    expect([...reads(text)].sort()).toEqual(['card', 'where']);
    expect([...placeholders('{card} içinde')].sort().join()).not.toBe([...reads(text)].sort().join());
    expect([...placeholders('{card} {where} {extra}')].sort().join()).not.toBe([...reads(text)].sort().join());
  });
});

/** A finished heads-up hand, exported as PHH (the base of the corrupt files below). */
function goodFile(): string {
  const setup = { game: 'holdem' as const, structure: { kind: 'no-limit' as const, smallBlind: 1, bigBlind: 2 }, seats: [{ stack: 200 }, { stack: 200 }], button: 0, seed: 7 };
  const hand = startHand(setup);
  hand.act({ type: 'call' });
  hand.act({ type: 'raise', to: 6 });
  hand.act({ type: 'fold' });
  expect(hand.done).toBe(true);
  return exportPhh({ setup, actions: [...hand.actions] });
}

let made: { name: string; error: unknown }[] | null = null;
/** Real errors the engine throws for bad input a learner can type or load (made once: errors do not depend on the locale). */
const samples = (): { name: string; error: unknown }[] => (made ??= makeSamples());
function makeSamples(): { name: string; error: unknown }[] {
  const good = goodFile();
  const lab = (change: Partial<LabSetup>): unknown[] => {
    const made = labRequest({ ...defaultSetup('holdem'), ...change });
    if (!('problems' in made)) throw new Error('the lab accepted it');
    return made.problems;
  };
  const omaha = { isOmahaRange, parseOmahaRange };
  const omahaProblems = labRequest({ ...defaultSetup('omaha'), players: [{ ...emptyPlayer(), hand: 'AAx' }, { ...emptyPlayer(), hand: 'xxxx' }] }, omaha);
  const list: { name: string; error: unknown }[] = [
    { name: 'bad suit', error: catch1(() => parseCards('Ax')) },
    { name: 'bad rank', error: catch1(() => parseCards('Zh')) },
    { name: 'card twice', error: catch1(() => parseCards('Ah Ah')) },
    { name: 'not in 32', error: catch1(() => parseCards('6c', { deck: 32 })) },
    { name: 'range class', error: catch1(() => parseRange('AKx')) },
    { name: 'empty range', error: catch1(() => parseRange('')) },
    { name: 'range weight', error: catch1(() => parseRange('AKs:2')) },
    { name: 'omaha pattern', error: catch1(() => parseOmahaRange('AAx', 4)) },
    { name: 'omaha broad', error: catch1(() => parseOmahaRange('xxxx', 4)) },
    { name: 'omaha empty', error: catch1(() => parseOmahaRange('', 4)) },
    { name: 'card in both', error: catch1(() => planEquity({ game: 'holdem', players: [{ cards: parseCards('AhAs') }, { cards: parseCards('AhKc') }] })) },
    { name: 'board and dead', error: catch1(() => planEquity({ game: 'holdem', players: [{}, {}], board: parseCards('7c 2d 3h'), dead: parseCards('7c') })) },
    { name: 'outside 32', error: catch1(() => planEquity({ game: 'telesina', players: [{ cards: parseCards('Ah 6c') }, {}] })) },
    { name: 'unknown game', error: catch1(() => planEquity({ game: 'pineapple' as never, players: [{}, {}] })) },
    { name: 'board too long', error: catch1(() => planEquity({ game: 'holdem', players: [{}, {}], board: parseCards('2c 3c 4c 5c 6c 7c') })) },
    { name: 'no board', error: catch1(() => planEquity({ game: 'stud7', players: [{}, {}], board: parseCards('2c') })) },
    { name: 'draw mismatch', error: catch1(() => planEquity({ game: 'draw5', players: [{ cards: parseCards('AhAsKd'), draw: 3 }, {}] })) },
    { name: 'ranges clash', error: catch1(() => planEquity({ game: 'holdem', players: [{ range: 'AA' }, { range: 'AA' }, { range: 'AA' }] })) },
    { name: 'too many players', error: catch1(() => planEquity({ game: 'holdem', players: Array.from({ length: 11 }, () => ({})) })) },
    { name: 'bad trials', error: catch1(() => planEquity({ game: 'holdem', players: [{}, {}], trials: 0 })) },
    { name: 'not a card id', error: catch1(() => planEquity({ game: 'holdem', players: [{ cards: [60] }, {}] })) },
    ...lab({ board: 'Ah 7c 2d', players: [{ ...emptyPlayer(), hand: 'AhKd' }, { ...emptyPlayer(), hand: 'QQ+, AXs' }], dead: 'Zz', trials: 5 })
      .map((error, i) => ({ name: `lab problem ${i}`, error })),
    ...('problems' in omahaProblems ? omahaProblems.problems : []).map((error, i) => ({ name: `omaha lab problem ${i}`, error })),
    { name: 'PHH: not a value', error: catch1(() => importPhh(good.replace('starting_stacks = [', 'starting_stacks = [x, '))) },
    { name: 'PHH: missing field', error: catch1(() => importPhh('variant = "NT"\n')) },
    { name: 'PHH: unknown variant', error: catch1(() => importPhh('variant = "FB"\nstarting_stacks = [10, 10]\n')) },
    { name: 'PHH: bad card', error: catch1(() => importPhh(good.replace(/"d dh p1 (\S+)"/, '"d dh p1 AhZz"'))) },
    { name: 'PHH: refused bet', error: catch1(() => importPhh(good.replace(/"p(\d) cc"/, '"p$1 cbr 1"'))) },
    { name: 'PHH: not a player', error: catch1(() => importPhh(good.replace(/"p(\d) f"/, '"p9 f"'))) },
    { name: 'PHH: second hand of a .phhs', error: catch1(() => importPhh(`[1]\n${good}\n[2]\n${good.replace(/"p(\d) cc"/, '"p$1 cbr 1"')}`)) },
    { name: 'equity link: damaged', error: decodeLabSetup('#/lab/abc.12345') },
    { name: 'equity link: empty', error: decodeLabSetup('') },
    { name: 'hand link: not Felt', error: catch1(() => readShareCode('x.y')) },
    { name: 'hand link: checksum', error: catch1(() => readShareCode('h1.abc.zzzz')) },
    { name: 'saved table: not resumable', error: catch1(() => PlaySession.restore({ version: 2 } as never)) },
    { name: 'import: not JSON', error: catch1(() => parseExport('{oops')) },
    { name: 'import: not Felt', error: catch1(() => parseExport('{"name":"package"}')) },
    { name: 'import: newer', error: catch1(() => parseExport(JSON.stringify({ app: 'felt', kind: 'progress', schemaVersion: 999, stores: {} }))) },
    { name: 'import: no data', error: catch1(() => parseExport(JSON.stringify({ app: 'felt', kind: 'progress', schemaVersion: 1 }))) },
    { name: 'import: unknown section', error: catch1(() => parseExport(JSON.stringify({ app: 'felt', kind: 'progress', schemaVersion: 1, stores: { cheats: [] } }))) },
    { name: 'import: full disk', error: new StorageError('full', 'storage.import-full') },
    // Hand setups (the table's and the lab's): game names through their ids, places of given cards, code notation for values.
    ...setupSamples(),
    { name: 'save: full disk', error: new StorageError('full', 'storage.full') },
  ];
  return list;
}

/** Real setups a hand refuses, each wrong in one way (startHand: the same checks the table and the scenarios use). */
function setupSamples(): { name: string; error: unknown }[] {
  const base = { game: 'holdem', structure: { kind: 'no-limit', smallBlind: 1, bigBlind: 2 }, seats: [{ stack: 200 }, { stack: 200 }], button: 0 };
  const ante = { game: 'telesina', structure: { kind: 'fixed-limit', ante: 1, bringIn: 2, smallBet: 4, bigBet: 8 }, seats: [{ stack: 200 }, { stack: 200 }], button: 0 };
  const bad = (name: string, setup: unknown) => ({ name: `setup: ${name}`, error: catch1(() => startHand(setup as never)) });
  return [
    bad('card on the board and in a seat', { ...base, board: parseCards('Ah Kd 2c'), seats: [{ stack: 200, cards: parseCards('Ah 3c') }, { stack: 200 }] }),
    bad('card twice in an extra board', { ...base, board: parseCards('Ah Kd 2c'), extraBoards: [[...parseCards('5s'), ...parseCards('5s')]] }),
    bad('a two in a 32-card game', { ...ante, seats: [{ stack: 200, cards: parseCards('2c 9h') }, { stack: 200 }] }),
    bad('a seat that is a list', { ...base, seats: [[], { stack: 200 }] }),
    bad('a structure the game is not played with', { ...base, game: 'stud7-hl', structure: { kind: 'no-limit', ante: 1, bringIn: 2 } }),
    bad('too few players', { ...base, seats: [{ stack: 200 }] }),
    bad('sitting out is not a flag', { ...base, seats: [{ stack: 200, sittingOut: 'yes' }, { stack: 200 }] }),
    bad('no blinds', { ...base, structure: { kind: 'no-limit', smallBlind: 0, bigBlind: 0 } }),
    bad('a post that is not an object', { ...base, posts: [7] }),
    bad('too many cards for a seat', { ...base, seats: [{ stack: 200, cards: parseCards('Ah Kd Qc') }, { stack: 200 }] }),
    bad('board too long', { ...base, board: parseCards('2c 3c 4c 5c 6c 7c') }),
  ];
}

/** English words that no Turkish or Greek sentence contains (card codes, PHH field names and code stay as they are). */
const ENGLISH = /\b(the|is|not|must|of|and|player|players|hand|hands|line|range|board|cards?|deck|game|given|needs?|only)\b/i;

describe('errorText renders real engine errors in the learner language (issue 15)', () => {
  beforeAll(() => setLocale('en'));
  afterAll(() => setLocale('en'));

  it('English: the engine\'s own sentence, as before', () => {
    for (const { name, error } of samples()) {
      expect(errorText(error), name).toBe((error as Error).message);
    }
  });

  it('the samples are what they say: ids, a .phhs hand number and the cause behind a line', () => {
    const all = samples();
    const by = (name: string) => all.find((s) => s.name === name)!.error as { reason: unknown; params: Record<string, unknown>; message: string; cause?: unknown };
    expect(by('PHH: second hand of a .phhs').reason).toBe('phh.hand-line');
    expect(by('PHH: second hand of a .phhs').message).toMatch(/^Hand 2, line \d+: /);
    expect(by('PHH: refused bet').params.detail).toBe('phh.cause');
    expect((by('PHH: refused bet').cause as Error).name).toBe('HandError');
    expect((by('PHH: bad card').cause as Error).name).toBe('CardError');
    expect(all.filter((s) => s.name.startsWith('lab problem')).length).toBe(4);
    expect(by('saved table: not resumable')).toBeInstanceOf(PlaySetupError);
    expect(by('hand link: checksum').reason).toEqual({ id: 'share.checksum', params: {} });
    expect(all.filter((s) => s.name.startsWith('omaha lab problem')).length).toBe(2);
  });

  for (const code of ['tr', 'el'] as const) {
    it(`${code}: no English sentence and no unfilled placeholder`, async () => {
      await useLocale(code);
      const bad = samples().flatMap(({ name, error }) => {
        const text = errorText(error);
        if (process.env.PRINT_ERRORS) console.log(`${code} ${name}: ${text}`);
        const english = (error as Error).message;
        const out: string[] = [];
        if (text === english) out.push(`${name}: still English: ${text}`);
        const left = text.replace(/"[^"]*"|“[^”]*”|«[^»]*»|\{ [^}]*\}/g, ''); // quoted input, code and field names stay as typed
        if (ENGLISH.test(left)) out.push(`${name}: English word in "${text}"`);
        if (/\{\w+(,[^}]*)?\}/.test(text)) out.push(`${name}: placeholder left in "${text}"`);
        if (/undefined|NaN|where\.|phh\.|toml\.|omaha\.why/.test(text)) out.push(`${name}: raw id or value in "${text}"`);
        return out;
      });
      setLocale('en');
      expect(bad).toEqual([]);
    });
  }

  it('a corrupt PHH line reads with its line number, and a refused action nests the engine reason, in Turkish and Greek', async () => {
    const good = goodFile();
    const toml = catch1(() => importPhh(good.replace('starting_stacks = [', 'starting_stacks = [x, '))) as { line: number };
    const refused = catch1(() => importPhh(good.replace(/"p(\d) cc"/, '"p$1 cbr 1"'))) as { line: number };
    await useLocale('tr');
    expect(errorText(toml)).toBe(`${toml.line}. satır: “x” bir değer değil (metinler tırnak ister)`);
    expect(errorText(refused)).toMatch(new RegExp(`^${refused.line}\\. satır: En küçük `));
    await useLocale('el');
    expect(errorText(toml)).toBe(`Γραμμή ${toml.line}: το «x» δεν είναι τιμή (τα κείμενα θέλουν εισαγωγικά)`);
    setLocale('en');
  });
});
