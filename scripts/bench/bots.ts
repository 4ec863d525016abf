// Bots arena (issue 10 item 5): seeded duplicate matches between the levels and three baselines, all-ins at equity.
import { readFileSync } from 'node:fs';
import {
  GAMES, computeEquity, createEquityKernel, startHand, type BettingStructure, type Card, type EquityKernel, type GameId, type Hand,
  type HandAction, type HandEvent, type HandView,
} from '../../src/engine/index';
import { ARENA_BASELINES, BOT_LEVELS, createBaseline, createBot, type BaselineKind, type BotLevel } from '../../src/bots/index';

/** One arena format: a game, a structure, seats, stacks and the unit results are counted in. */
interface Format {
  key: string;
  label: string;
  game: GameId;
  structure: BettingStructure;
  seats: number;
  stack: number;
  unit: number;
  unitName: string;
  /** Deals per pairing (each played twice, the seats swapped): full run and --quick. */
  deals: number;
  quickDeals: number;
}

const FORMATS: Format[] = [
  { key: 'nlhe-hu', label: "NL hold'em heads-up 100 bb", game: 'holdem', structure: { kind: 'no-limit', smallBlind: 1, bigBlind: 2 }, seats: 2, stack: 200, unit: 2, unitName: 'bb', deals: 6000, quickDeals: 40 },
  { key: 'nlhe-6', label: "NL hold'em 6-max 100 bb", game: 'holdem', structure: { kind: 'no-limit', smallBlind: 1, bigBlind: 2 }, seats: 6, stack: 200, unit: 2, unitName: 'bb', deals: 2000, quickDeals: 20 },
  { key: 'plo-6', label: 'PL Omaha 6-max 100 bb', game: 'omaha', structure: { kind: 'pot-limit', smallBlind: 1, bigBlind: 2 }, seats: 6, stack: 200, unit: 2, unitName: 'bb', deals: 400, quickDeals: 10 },
  { key: 'stud-fl', label: 'FL seven-card stud 4-handed', game: 'stud7', structure: { kind: 'fixed-limit', ante: 1, bringIn: 2, smallBet: 4, bigBet: 8 }, seats: 4, stack: 400, unit: 8, unitName: 'BB', deals: 400, quickDeals: 10 },
  { key: '27td-fl', label: 'FL 2-7 triple draw 4-handed', game: 'triple-draw-27', structure: { kind: 'fixed-limit', smallBlind: 1, bigBlind: 2, smallBet: 2, bigBet: 4 }, seats: 4, stack: 200, unit: 4, unitName: 'BB', deals: 400, quickDeals: 10 },
  { key: 'o8-4', label: 'PL Omaha hi/lo 4-handed 100 bb', game: 'omaha-hl', structure: { kind: 'pot-limit', smallBlind: 1, bigBlind: 2 }, seats: 4, stack: 200, unit: 2, unitName: 'bb', deals: 400, quickDeals: 10 },
  { key: 'telesina-4', label: 'PL Telesina 4-handed (unit: the bring-in)', game: 'telesina', structure: { kind: 'pot-limit', ante: 1, bringIn: 2 }, seats: 4, stack: 200, unit: 2, unitName: 'bi', deals: 400, quickDeals: 10 },
];

type Entrant = BotLevel | BaselineKind;

/** Per-entrant counters over a pairing. */
interface Stats {
  hands: number; vpip: number; pfr: number; aggressive: number; calls: number; riverBets: number; riverBluffs: number; times: number[];
}
const emptyStats = (): Stats => ({ hands: 0, vpip: 0, pfr: 0, aggressive: 0, calls: 0, riverBets: 0, riverBluffs: 0, times: [] });

interface Player { decide(view: HandView): HandAction }

function makePlayer(who: Entrant, seed: number, kernel: EquityKernel): Player {
  if ((BOT_LEVELS as readonly string[]).includes(who)) return createBot(who as BotLevel, { seed, equity: kernel, runItTwice: 'never' });
  return createBaseline(who as BaselineKind, { seed });
}

const BETTING_EVENTS = new Set(['fold', 'check', 'call', 'bet', 'raise', 'bring-in', 'disconnected']);

/**
 * Each seat's net in chips, with all-in hands credited at their equity: when the betting ended with two or more
 * players in and cards still to come (flop and stud games), each pot is shared by the equity of its players at that
 * moment instead of by the cards that came.
 */
function creditedNet(hand: Hand, game: GameId, kernel: EquityKernel): number[] {
  const result = hand.result!;
  const spec = GAMES[game];
  const history: readonly HandEvent[] = hand.history;
  if (!result.showdown || spec.family === 'draw') return result.net.slice();
  let last = -1;
  history.forEach((e, i) => { if (BETTING_EVENTS.has(e.type)) last = i; });
  const dealtAfter = history.slice(last + 1).some((e) => e.type === 'deal' || e.type === 'board');
  if (!dealtAfter) return result.net.slice();
  if (history.some((e) => e.type === 'board' && e.community)) return result.net.slice();
  const dealt = new Array<number>(result.net.length).fill(0);
  const board: Card[] = [];
  history.slice(0, last + 1).forEach((e) => {
    if (e.type === 'deal') dealt[e.seat] += e.cards.length;
    if (e.type === 'board' && e.board === 0) board.push(...e.cards);
  });
  const won = new Array<number>(result.net.length).fill(0);
  for (const pot of result.pots) for (const a of pot.awards) a.winners.forEach((s, k) => { won[s] += a.shares[k]; });
  const credited = new Array<number>(result.net.length).fill(0);
  for (const pot of result.pots) {
    const eligible = pot.eligible.filter((s) => result.hands[s] !== null);
    if (eligible.length <= 1) { for (const s of pot.winners) credited[s] += pot.amount / Math.max(1, pot.winners.length); continue; }
    const players = eligible.map((s) => ({ cards: result.hands[s]!.cards.slice(0, dealt[s]) }));
    const eq = computeEquity({ game: spec.id, players, board: spec.boardCards > 0 ? board : [], mode: 'auto', exactLimit: 400_000, trials: 20_000, seed: 7 }, kernel);
    eligible.forEach((s, k) => { credited[s] += pot.amount * eq.players[k].equity; });
  }
  return result.net.map((net, s) => net - won[s] + credited[s]);
}

/** Equity of `seat` against the other live players with every card known (the last round: nothing left to come). */
function riverEquity(hand: Hand, game: GameId, seat: number, kernel: EquityKernel): number {
  const views = hand.view(seat).seats;
  const live = views.map((s, i) => (s.inHand && !s.folded ? i : -1)).filter((i) => i >= 0);
  const cards = live.map((s) => hand.view(s).seats[s].cards as Card[]);
  const board = hand.view(seat).boards[0] ?? [];
  const spec = GAMES[game];
  if (spec.family === 'stud' && spec.boardCards === 0 && board.length > 0) return 0.5; // the stud community card: not for the kernel
  const eq = computeEquity({
    game: spec.id, players: cards.map((c) => (spec.family === 'draw' ? { cards: c, draw: 0 } : { cards: c })),
    board: spec.boardCards > 0 ? board : [], mode: 'auto', exactLimit: 100_000, trials: 5000, seed: 3,
  }, kernel);
  return eq.players[live.indexOf(seat)].equity;
}

/** Plays one hand; returns each seat's credited net and updates the stats of the entrant in each seat. */
function playHand(format: Format, seatsOf: Entrant[], players: Player[], seed: number, button: number, stats: Map<Entrant, Stats>, kernel: EquityKernel): number[] {
  const hand = startHand({ game: format.game, structure: format.structure, seats: seatsOf.map(() => ({ stack: format.stack, runItTwice: 'never' as const })), button, seed });
  const spec = GAMES[format.game];
  const lastStreet = spec.streets.filter((s) => s.betting).at(-1)!.name;
  const firstStreet = spec.streets.find((s) => s.betting)!.name;
  const vpip = new Array<boolean>(seatsOf.length).fill(false);
  const pfr = new Array<boolean>(seatsOf.length).fill(false);
  let steps = 0;
  while (hand.next.kind !== 'done') {
    if (++steps > 1000) throw new Error(`${format.key}: a hand did not end`);
    const seat = (hand.next as { seat: number }).seat;
    const view = hand.view(seat);
    const started = performance.now();
    const action = players[seat].decide(view);
    const st = stats.get(seatsOf[seat])!;
    st.times.push(performance.now() - started);
    if (hand.next.kind === 'act') {
      const aggressive = action.type === 'bet' || action.type === 'raise';
      if (view.street === firstStreet && (aggressive || action.type === 'call')) vpip[seat] = true;
      if (view.street === firstStreet && aggressive) pfr[seat] = true;
      if (aggressive) st.aggressive++;
      if (action.type === 'call') st.calls++;
      if (aggressive && view.street === lastStreet) {
        st.riverBets++;
        if (riverEquity(hand, format.game, seat, kernel) < 0.5) st.riverBluffs++;
      }
    }
    hand.act(action);
  }
  seatsOf.forEach((who, s) => {
    const st = stats.get(who)!;
    st.hands++;
    if (vpip[s]) st.vpip++;
    if (pfr[s]) st.pfr++;
  });
  return creditedNet(hand, format.game, kernel);
}

interface PairingResult { a: Entrant; b: Entrant; format: Format; hands: number; mean: number; half: number; stats: Map<Entrant, Stats> }

/**
 * A duplicate match: each deal is played with A and B in alternate seats, then again with the seats swapped, so both
 * get the same cards in the same positions. The sample is A's result per seat-hand over both plays of a deal.
 */
function pairing(format: Format, a: Entrant, b: Entrant, deals: number, kernel: EquityKernel): PairingResult {
  const stats = new Map<Entrant, Stats>([[a, emptyStats()], [b, emptyStats()]]);
  const samples: number[] = [];
  for (let d = 0; d < deals; d++) {
    const seed = 1000 + d;
    const button = d % format.seats;
    let total = 0;
    for (const swap of [false, true]) {
      const seatsOf = Array.from({ length: format.seats }, (_, s) => ((s % 2 === 0) !== swap ? a : b));
      const players = seatsOf.map((who, s) => makePlayer(who, seed * 16 + s + (swap ? 8 : 0), kernel));
      const net = playHand(format, seatsOf, players, seed, button, stats, kernel);
      seatsOf.forEach((who, s) => { if (who === a) total += net[s]; });
    }
    samples.push(total / format.seats / format.unit); // A's units per seat-hand (two plays × seats / 2 A seats)
  }
  const mean = samples.reduce((x, y) => x + y, 0) / samples.length;
  const variance = samples.reduce((x, y) => x + (y - mean) ** 2, 0) / Math.max(1, samples.length - 1);
  const half = 1.96 * Math.sqrt(variance / samples.length);
  return { a, b, format, hands: deals * 2, mean: 100 * mean, half: 100 * half, stats };
}

const pct = (n: number, d: number) => (d > 0 ? `${Math.round((100 * n) / d)}%` : '-');
const quantile = (xs: number[], q: number) => {
  if (xs.length === 0) return 0;
  const s = xs.slice().sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

export async function run(): Promise<void> {
  const quick = process.argv.includes('--quick');
  // Development filters: --formats=nlhe-hu,plo-6  --deals=200  --pairs=hard-normal,normal-random
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const onlyFormats = arg('formats')?.split(',');
  const onlyPairs = arg('pairs')?.split(',');
  const dealsOverride = arg('deals') ? Number(arg('deals')) : undefined;
  const kernel = await createEquityKernel(readFileSync(new URL('../../src/wasm/evaluator.wasm', import.meta.url)));
  console.log(`Bots arena${quick ? ' (--quick: a smoke test, figures are noise)' : ''}: seeded duplicate matches (each deal twice, seats swapped), all-ins credited at equity; result = the first-named side's ${'units'} per 100 hands with its 95 % confidence interval.`);
  const results: PairingResult[] = [];
  const levelPairs: [BotLevel, BotLevel][] = [['hard', 'normal'], ['normal', 'easy'], ['hard', 'easy']];
  const allTimes = new Map<string, number[]>();
  const allStats = new Map<string, Stats>();
  const record = (r: PairingResult) => {
    results.push(r);
    for (const [who, st] of r.stats) {
      const key = `${r.format.key}:${who}`;
      const agg = allStats.get(key) ?? emptyStats();
      agg.hands += st.hands; agg.vpip += st.vpip; agg.pfr += st.pfr; agg.aggressive += st.aggressive; agg.calls += st.calls;
      agg.riverBets += st.riverBets; agg.riverBluffs += st.riverBluffs; agg.times.push(...st.times);
      allStats.set(key, agg);
      if ((BOT_LEVELS as readonly string[]).includes(who)) allTimes.set(key, [...(allTimes.get(key) ?? []), ...st.times]);
    }
    const unit = r.format.unitName;
    console.log(`${r.format.label.padEnd(40)} ${`${r.a} vs ${r.b}`.padEnd(18)} ${String(r.hands).padStart(6)} hands  ${r.mean >= 0 ? '+' : ''}${r.mean.toFixed(1)} ± ${r.half.toFixed(1)} ${unit}/100`);
  };
  const wanted = (a: Entrant, b: Entrant) => !onlyPairs || onlyPairs.includes(`${a}-${b}`);
  for (const format of FORMATS.filter((f) => !onlyFormats || onlyFormats.includes(f.key))) {
    const deals = dealsOverride ?? (quick ? format.quickDeals : format.deals);
    for (const [a, b] of levelPairs) if (wanted(a, b)) record(pairing(format, a, b, deals, kernel));
    if (format.game === 'holdem') {
      for (const level of BOT_LEVELS) for (const base of ARENA_BASELINES) if (wanted(level, base)) record(pairing(format, level, base, dealsOverride ?? Math.max(10, Math.round(deals / 3)), kernel));
    }
  }

  console.log('\nPer level and format: VPIP, PFR, aggression factor (bets+raises / calls), river bets that are bluffs (equity < 50 % when made), decision time');
  console.log(`${'format'.padEnd(12)}${'player'.padEnd(9)}${'hands'.padStart(7)}${'VPIP'.padStart(6)}${'PFR'.padStart(6)}${'AF'.padStart(6)}${'bluffs'.padStart(12)}${'median ms'.padStart(11)}${'p95 ms'.padStart(9)}`);
  for (const [key, st] of allStats) {
    const [fmt, who] = key.split(':');
    const af = st.calls > 0 ? (st.aggressive / st.calls).toFixed(2) : '-';
    console.log(`${fmt.padEnd(12)}${who.padEnd(9)}${String(st.hands).padStart(7)}${pct(st.vpip, st.hands).padStart(6)}${pct(st.pfr, st.hands).padStart(6)}${af.padStart(6)}${`${pct(st.riverBluffs, st.riverBets)} of ${st.riverBets}`.padStart(12)}${quantile(st.times, 0.5).toFixed(3).padStart(11)}${quantile(st.times, 0.95).toFixed(3).padStart(9)}`);
  }

  // Goals (issue 10 item 6): shown, never asserted by tests.
  console.log('\nGoals');
  const find = (fmt: string, a: Entrant, b: Entrant) => results.find((r) => r.format.key === fmt && r.a === a && r.b === b);
  const line = (goal: string, met: boolean, detail: string) => console.log(`${met ? 'met  ' : 'MISSED'} ${goal}: ${detail}`);
  for (const fmt of ['nlhe-hu', 'nlhe-6']) {
    for (const [a, b] of [['hard', 'normal'], ['normal', 'easy']] as const) {
      const r = find(fmt, a, b);
      if (!r) continue;
      line(`${fmt} ${a} beats ${b} by >= 5 bb/100, CI above 0`, r.mean >= 5 && r.mean - r.half > 0, `${r.mean.toFixed(1)} ± ${r.half.toFixed(1)}`);
    }
    for (const level of BOT_LEVELS) {
      for (const base of ['random', 'station'] as const) {
        const r = find(fmt, level, base);
        if (!r) continue;
        line(`${fmt} ${level} beats ${base} by >= 20 bb/100`, r.mean >= 20, `${r.mean.toFixed(1)} ± ${r.half.toFixed(1)}`);
      }
    }
  }
  for (const format of FORMATS.filter((f) => f.game !== 'holdem')) {
    const r = find(format.key, 'hard', 'easy');
    if (!r) continue;
    line(`${format.key} hard beats easy, CI above 0`, r.mean - r.half > 0, `${r.mean.toFixed(1)} ± ${r.half.toFixed(1)} ${format.unitName}/100`);
  }
  for (const [key, times] of allTimes) {
    const [fmt, who] = key.split(':');
    const p95 = quantile(times, 0.95);
    const limit = who === 'hard' ? (fmt === 'nlhe-6' ? 50 : 150) : 2;
    line(`${fmt} ${who} decision p95 <= ${limit} ms`, p95 <= limit, `${p95.toFixed(2)} ms (median ${quantile(times, 0.5).toFixed(2)})`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) void run();
