// PHH export and import (src/engine/history): the round trip as a property over random hands of every game, files PokerKit writes, and malformed files named by line.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GAME_IDS, GAMES, PhhError, exportPhh, exportPhhs, importPhh, parseToml, replayHand, variantCode, type HandEvent, type HandSetup } from '../src/engine/index';
import { PlaySession, defaultSetup, defaultStructure, type HandRecord } from '../src/play/index';
import { randomDecider } from './play-helpers';

/** Plays `count` hands at a table of `game` / `kind` with seeded random deciders. */
function randomHands(game: (typeof GAME_IDS)[number], kind: string, seed: number, count: number): HandRecord[] {
  const base = defaultSetup(game, seed);
  const setup = { ...base, structure: defaultStructure(game, kind as never), runItTwice: GAMES[game].runItTwice?.structures.includes(kind as never) ? 'ask' as const : 'never' as const };
  const session = PlaySession.start(setup, { now: 0, id: `${game}-${seed}` });
  const decider = randomDecider(seed, { allInRate: 0.15 });
  const out: HandRecord[] = [];
  for (let step = 0; out.length < count && step < 5000; step++) {
    const turn = session.turn(step);
    if (turn.kind === 'busted') session.rebuy();
    else if (turn.kind === 'between') session.deal(step);
    else if (turn.kind === 'over') break;
    else { const r = session.actFor(decider, step); if (r) out.push(r); }
  }
  return out;
}

/** What a replay must keep: every decision and chip movement; a hidden player's discards only by number (T-PRIVACY). */
const decisions = (history: readonly HandEvent[], known: (seat: number) => boolean = () => true) => history
  .filter((e) => !['deal', 'burn'].includes(e.type))
  .map((e) => (e.type === 'draw' && !known(e.seat) ? { ...e, discarded: e.discarded.length } : e));

describe('PHH export and import', () => {
  it('round trip over random hands of every game and structure: export, import, the same actions and the same result (property)', () => {
    const cases = GAME_IDS.flatMap((g) => GAMES[g].structures.map((k) => [g, k] as const));
    fc.assert(fc.property(fc.constantFrom(...cases), fc.integer({ min: 1, max: 1e6 }), fc.boolean(), ([game, kind], seed, fromViewer) => {
      for (const record of randomHands(game, kind, seed, 3)) {
        const original = replayHand(record.setup, record.actions);
        const text = exportPhh({ setup: record.setup, actions: record.actions, viewer: fromViewer ? record.seat : null, playedAt: 1_700_000_000_000 });
        const [back] = importPhh(text);
        const again = replayHand(back.setup, back.actions);
        expect(again.done).toBe(true);
        expect(again.result, `${game} ${kind} seed ${seed}\n${text}`).toEqual(original.result);
        const shown = new Set(original.history.filter((e) => e.type === 'show').map((e) => (e as { seat: number }).seat));
        const known = (seat: number) => !fromViewer || seat === record.seat || shown.has(seat);
        expect(decisions(again.history, known)).toEqual(decisions(original.history, known));
        expect(back.actions.map((a) => a.seat)).toEqual(record.actions.map((a) => a.seat));
        expect(back.viewer).toBe(fromViewer ? record.seat : null);
        expect(back.playedAt).toBe(1_700_000_000_000);
        // Exporting the imported hand again gives the same file (every card was known, or the same ?? stand in).
        if (!fromViewer) expect(exportPhh({ ...back, playedAt: 1_700_000_000_000 })).toBe(text);
        // Without the seed (an edited or foreign file) the written cards are dealt as they are: the same result.
        if (!fromViewer && !text.includes('_felt p') && !original.history.some((e) => e.type === 'reshuffle')) {
          const [dealt] = importPhh(text.replace(/^_felt_seed = .*\n/m, ''));
          expect(replayHand(dealt.setup, dealt.actions).result).toEqual(original.result);
          expect(dealt.setup.seats.some((x) => x.cards && x.cards.length > 0)).toBe(true);
        }
      }
    }), { numRuns: 60, seed: 4242 });
  });

  it('T-PRIVACY: from the learner\'s seat, the cards of players who folded are written ??, shown hands in full', () => {
    const [record] = randomHands('holdem', 'no-limit', 77, 1);
    const text = exportPhh({ setup: record.setup, actions: record.actions, viewer: record.seat });
    const hand = replayHand(record.setup, record.actions);
    const shown = new Set(hand.history.filter((e) => e.type === 'show').map((e) => (e as { seat: number }).seat));
    const deals = text.split('\n').filter((l) => l.includes('d dh'));
    const dealtIn = record.setup.seats.filter((s) => s.stack > 0).length;
    expect(deals.length).toBe(dealtIn);
    const hidden = deals.filter((l) => l.includes('????'));
    expect(hidden.length).toBe(dealtIn - 1 - [...shown].filter((s) => s !== record.seat).length);
    expect(hidden.length).toBeGreaterThan(0);
  });

  it('uses the standard variant codes where PHH has one, FELT with _felt_ fields elsewhere', () => {
    expect(variantCode('holdem', 'no-limit')).toBe('NT');
    expect(variantCode('omaha', 'pot-limit')).toBe('PO');
    expect(variantCode('stud7', 'fixed-limit')).toBe('F7S');
    expect(variantCode('triple-draw-27', 'fixed-limit')).toBe('F2L3D');
    expect(variantCode('telesina', 'pot-limit')).toBe('FELT');
    expect(variantCode('holdem', 'spread-limit')).toBe('FELT');
    const [r] = randomHands('draw32', 'pot-limit', 5, 1);
    const text = exportPhh({ setup: r.setup, actions: r.actions });
    const top = parseToml(text)[0].entries;
    expect(top.get('variant')?.value).toBe('FELT');
    expect(top.get('_felt_game')?.value).toBe('draw32');
    expect((top.get('_felt_structure')?.value as Record<string, unknown>).kind).toBe('pot-limit');
  });

  it('reads a file as PokerKit writes it (no Felt fields): a no-limit hold\'em hand replayed through the engine', () => {
    const text = `variant = 'NT'
ante_trimming_status = true
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [200, 200, 200]
actions = [
  # pre-flop
  'd dh p1 AcAd',
  'd dh p2 KhKs',
  'd dh p3 7c2d',
  'p3 f',
  'p1 cbr 6',
  'p2 cc',
  'd db 2h3h4s', # flop
  'p1 cbr 10',
  'p2 cc',
  'd db 9c',
  'p1 cc',
  'p2 cc',
  'd db Jd',
  'p1 cc',
  'p2 cc',
  'p1 sm AcAd',
  'p2 sm KhKs',
]
`;
    const [hand] = importPhh(text);
    expect(hand.setup.game).toBe('holdem');
    expect(hand.setup.button).toBe(2);
    const replay = replayHand(hand.setup, hand.actions);
    expect(replay.result!.net).toEqual([16, -16, 0]);
  });

  it('a .phhs file holds many hands and reads back in order', () => {
    const records = randomHands('stud7', 'fixed-limit', 9, 4);
    const text = exportPhhs(records.map((r) => ({ setup: r.setup, actions: r.actions })));
    expect(text.split('\n').filter((l) => /^\[\d+\]$/.test(l))).toEqual(['[1]', '[2]', '[3]', '[4]']);
    const back = importPhh(text);
    expect(back).toHaveLength(4);
    back.forEach((b, i) => expect(replayHand(b.setup, b.actions).result).toEqual(replayHand(records[i].setup, records[i].actions).result));
  });

  it('a malformed file gets a message naming its line (and the hand, in a .phhs file)', () => {
    const [r] = randomHands('holdem', 'no-limit', 3, 1);
    const good = exportPhh({ setup: r.setup, actions: r.actions });
    const lines = good.split('\n');
    const lineOf = (pred: (l: string) => boolean) => lines.findIndex(pred) + 1;
    const failure = (text: string): PhhError => { try { importPhh(text); } catch (e) { return e as PhhError; } throw new Error('no error'); };

    const betLine = lineOf((l) => l.includes(' cbr ') || l.includes(' cc"'));
    const broken = lines.map((l, i) => (i + 1 === betLine ? l.replace(/ (cbr \d+|cc)"/, ' cbr 1"') : l)).join('\n');
    const e1 = failure(broken);
    expect(e1).toBeInstanceOf(PhhError);
    expect(e1.line).toBe(betLine);
    expect(e1.message).toMatch(new RegExp(`^Line ${betLine}: `));

    const e2 = failure(good.replace('starting_stacks = [', 'starting_stacks = [x, '));
    expect(e2.line).toBe(lineOf((l) => l.startsWith('starting_stacks')));
    expect(e2.message).toMatch(/not a value/);

    const e3 = failure(good.replace(/"d dh p1 (\S+)"/, '"d dh p1 AsAs"'));
    expect(e3.message).toMatch(/twice|duplicate|more than once/i);

    const lastDecision = lines.map((l) => /"p\d+ (f|cc|cbr \d+)"/.test(l)).lastIndexOf(true);
    const e4 = failure(lines.filter((_, i) => i !== lastDecision).join('\n'));
    expect(e4.message).toMatch(/before it is over|turn|already over/);

    expect(failure('variant = "NT"\n').message).toMatch(/required field "starting_stacks"/);
    expect(failure('variant = "FB"\nstarting_stacks = [10, 10]\n').message).toMatch(/not one Felt plays/);
    expect(failure('').message).toMatch(/required field|no hand/);
    const e5 = failure(`[1]\n${good}\n[2]\n${broken}`);
    expect(e5.hand).toBe(2);
    expect(e5.message).toMatch(/^Hand 2, line/);
  });

  it('setups written to the file are plain data the engine accepts as they are', () => {
    const [r] = randomHands('telesina', 'pot-limit', 12, 1);
    const [back] = importPhh(exportPhh({ setup: r.setup, actions: r.actions }));
    const plain: HandSetup = JSON.parse(JSON.stringify(back.setup));
    expect(replayHand(plain, back.actions).done).toBe(true);
  });
});
