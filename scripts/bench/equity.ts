// Equity bench (issue 3): our Wasm equity engine beside poker-odds-calc, poker-odds and poker-evaluator on the same inputs.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseCards } from '../../src/engine/cards';
import { type EquityKernel, type EquityRequest, computeEquity, createEquityKernel, prepareEquityJob } from '../../src/engine/equity/index';
import { type EngineWorkerHandle, createEnginePool } from '../../src/worker/pool';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { decodePreflopTable, preflopRangeEquity } from '../../src/engine/equity/preflop';
import { PREFLOP_TABLE_BASE64 } from '../../src/engine/equity/preflop-table.generated';
import { parseRange } from '../../src/engine/equity/ranges';
import { loadEvaluatorNode } from '../../src/wasm/node';
import { randomDeals } from '../../test/wasm-helpers';

const require = createRequire(import.meta.url);
type Hands = string[][];
const pokerOdds = require('poker-odds') as { calculateEquity(h: Hands, b: string[], iterations: number, exhaustive: boolean): { count: number; wins: number; ties: number }[] };
const pokerOddsCalc = require('poker-odds-calc') as Record<'TexasHoldem' | 'Omaha', new () => PocTable>;
const pokerEvaluator = require('poker-evaluator') as { winningOddsForTable(h: Hands, b: string[], players: number, cycles: number): unknown };
interface PocTable { addPlayer(h: string[]): PocTable; exhaustive(): PocTable; limit(n: number): PocTable; calculate(): { getIterations(): number } }

const WASM = new URL('../../src/wasm/evaluator.wasm', import.meta.url);
const QUICK = process.argv.includes('--quick'); // skips the peers' slow exact runs
const POOL_ONLY = process.argv.includes('--pool'); // only the two pool rows (to measure the pool quickly)

/** Median and best CPU milliseconds (this process's user + system time) of `runs` runs after one warm-up; also the median wall clock. */
function timed(fn: () => void, runs = 5, warm = true): { cpu: number; best: number; wall: number } {
  if (warm) fn();
  const cpus: number[] = [];
  const walls: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c = process.cpuUsage();
    const w = performance.now();
    fn();
    walls.push(performance.now() - w);
    const u = process.cpuUsage(c);
    cpus.push((u.user + u.system) / 1000);
  }
  const median = (xs: number[]): number => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return { cpu: median(cpus), best: Math.min(...cpus), wall: median(walls) };
}

const split = (text: string): string[] => text.match(/../g) ?? [];
const hands = (game: EquityRequest['game'], list: string[], extra: Partial<EquityRequest> = {}): EquityRequest =>
  ({ game, players: list.map((h) => ({ cards: parseCards(h) })), ...extra });

interface Row { name: string; ours: string; peer: string; peerFigure: string; ratio: string; goal: string; met: string }
const rows: Row[] = [];
const fmtMs = (ms: number): string => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`);
const fmtRate = (perSecond: number): string => `${(perSecond / 1e6).toFixed(2)} M/s`;

function exactCase(name: string, kernel: EquityKernel, game: 'holdem' | 'omaha', list: string[], goalMs: number, peers: ('poker-odds-calc' | 'poker-odds')[]): void {
  const req = hands(game, list, { mode: 'exact' });
  const ours = timed(() => computeEquity(req, kernel), game === 'omaha' ? 3 : 7);
  const met = ours.cpu <= goalMs ? 'yes' : ours.best <= goalMs ? 'best run' : 'no';
  const base = { name, ours: `${fmtMs(ours.cpu)} (best ${fmtMs(ours.best)})`, goal: `≤ ${fmtMs(goalMs)}`, met };
  if (peers.length === 0 || QUICK) { rows.push({ ...base, peer: QUICK ? '(peers skipped: --quick)' : '-', peerFigure: '', ratio: '' }); return; }
  for (const peer of peers) {
    const t = peer === 'poker-odds'
      ? timed(() => pokerOdds.calculateEquity(list.map(split), [], 0, true), 1, false)
      : timed(() => {
        const table = new pokerOddsCalc[game === 'omaha' ? 'Omaha' : 'TexasHoldem']();
        for (const h of list) table.addPlayer(split(h));
        table.exhaustive().calculate();
      }, 1, false);
    rows.push({ ...base, peer, peerFigure: fmtMs(t.cpu), ratio: `${(t.cpu / ours.cpu).toFixed(0)}× faster` });
  }
}

/** A Node worker_threads worker around the same API factory the browser worker exposes (loaded through jiti). */
export function nodeWorker(): EngineWorkerHandle {
  const apiPath = fileURLToPath(new URL('../../src/worker/api.ts', import.meta.url));
  const equityPath = fileURLToPath(new URL('../../src/engine/equity/index.ts', import.meta.url));
  const code = `
    const { parentPort } = require('node:worker_threads');
    const { readFileSync } = require('node:fs');
    const { createJiti } = require('jiti');
    const jiti = createJiti(${JSON.stringify(apiPath)});
    (async () => {
      const { createEngineApi } = await jiti.import(${JSON.stringify(apiPath)});
      const { createEquityKernel } = await jiti.import(${JSON.stringify(equityPath)});
      const api = createEngineApi({ loadKernel: () => createEquityKernel(readFileSync(${JSON.stringify(fileURLToPath(WASM))})) });
      await api.ready();
      parentPort.on('message', async (m) => {
        try { parentPort.postMessage({ id: m.id, result: await api[m.method](...m.args) }); }
        catch (e) { parentPort.postMessage({ id: m.id, error: String(e && e.message) }); }
      });
      parentPort.postMessage({ ready: true });
    })();`;
  const worker = new Worker(code, { eval: true });
  const pending = new Map<number, [(v: never) => void, (e: Error) => void]>();
  let next = 0;
  let ready: () => void = () => undefined;
  const isReady = new Promise<void>((resolve) => { ready = resolve; });
  worker.on('message', (m: { ready?: boolean; id: number; result?: never; error?: string }) => {
    if (m.ready) { ready(); return; }
    const p = pending.get(m.id);
    pending.delete(m.id);
    if (m.error !== undefined) p?.[1](new Error(m.error)); else p?.[0](m.result as never);
  });
  const call = (method: string, ...args: unknown[]): Promise<never> => isReady.then(() => new Promise((resolve, reject) => {
    const id = next++;
    pending.set(id, [resolve, reject]);
    worker.postMessage({ id, method, args });
  }));
  const listeners: ((reason: string) => void)[] = [];
  worker.on('error', (e) => listeners.forEach((l) => l(e.message)));
  return {
    api: { runChunks: (...a) => call('runChunks', ...a), release: (...a) => call('release', ...a) },
    terminate: () => void worker.terminate(),
    onDeath: (l) => { listeners.push(l); },
  };
}

/** The equity lab's ranges for the preflop goal: 200 and 1,006 combos, the top 15 % and 76 % of Felt's own ranking. */
export const LAB_RANGE_200 = '55+, A5s+, K9s+, QJs, A9o+, KJo+';
export const LAB_RANGE_1000 = '22+, A2s+, K2s+, Q2s+, J2s+, T2s+, 92s+, 84s+, 75s+, 65s, A2o+, K2o+, Q2o+, J2o+, T3o+, 95o+, 86o+, 76o';

/** Issue 14 rows: exact preflop ranges from the table against the engine's own path, three-way range Monte Carlo. */
function labRows(kernel: EquityKernel): void {
  const decode = timed(() => decodePreflopTable(PREFLOP_TABLE_BASE64), 3);
  const table = decodePreflopTable(PREFLOP_TABLE_BASE64);
  const a = parseRange(LAB_RANGE_200);
  const b = parseRange(LAB_RANGE_1000);
  const lookups = timed(() => preflopRangeEquity(table, a, b), 7);
  rows.push({ name: `exact preflop ${a.length} v ${b.length} combos (table look-ups)`, ours: `${fmtMs(lookups.cpu)} (best ${fmtMs(lookups.best)})`,
    peer: 'table decode once', peerFigure: fmtMs(decode.cpu), ratio: '', goal: '≤ 50 ms', met: lookups.cpu <= 50 ? 'yes' : lookups.best <= 50 ? 'best run' : 'no' });
  // The same question the engine answered before the table: QQ+,AKs v JJ-99,AQs,AKo through 'auto' (exact refuses it).
  const small = { game: 'holdem' as const, players: [{ range: 'QQ+,AKs' }, { range: 'JJ-99,AQs,AKo' }] };
  const viaTable = timed(() => preflopRangeEquity(table, parseRange('QQ+,AKs'), parseRange('JJ-99,AQs,AKo')), 7);
  const viaEngine = QUICK ? null : timed(() => computeEquity(small, kernel), 1);
  rows.push({ name: 'QQ+,AKs v JJ-99,AQs,AKo: table (exact) v computeEquity auto', ours: fmtMs(viaTable.cpu), peer: 'Felt engine, auto (MC)',
    peerFigure: viaEngine ? fmtMs(viaEngine.cpu) : '(--quick)', ratio: viaEngine ? `${(viaEngine.cpu / viaTable.cpu).toFixed(0)}× faster` : '', goal: '', met: '' });
  // Three-way hold'em Monte Carlo with ranges, one thread.
  const trials = 2_000_000;
  const three = { game: 'holdem' as const, players: [{ range: 'QQ+,AKs,AKo' }, { range: LAB_RANGE_200 }, { range: 'random' }], mode: 'monte-carlo' as const, trials, seed: 5 };
  const mc3 = timed(() => computeEquity(three, kernel), 3);
  const rate = (trials / mc3.cpu) * 1000;
  const best = (trials / mc3.best) * 1000;
  rows.push({ name: 'Monte Carlo 3-way ranges QQ+,AKs,AKo v 200 combos v random', ours: `${fmtRate(rate)} (best ${fmtRate(best)})`, peer: '-', peerFigure: '',
    ratio: '', goal: '≥ 20 M/s', met: rate >= 20e6 ? 'yes' : best >= 20e6 ? 'best run' : 'no' });
}

/** Omaha high evaluation (4 hole + 5 board cards) through evaluateMany, and the tables it uses. */
async function omahaEvaluationRow(): Promise<void> {
  const ev = await loadEvaluatorNode();
  const ex = ev.exports as unknown as { memory: WebAssembly.Memory; inputBuffer(n: number): number; outputBuffer(n: number): number;
    evaluateMany(rule: number, cards: number, count: number, hole: number, board: number, out: number): void; tableBytes(): number; omahaTableBytes(): number };
  const count = 1_000_000;
  const deals = randomDeals(20260104, count, 9);
  const inPtr = ex.inputBuffer(count * 9);
  const outPtr = ex.outputBuffer(count * 4);
  new Uint8Array(ex.memory.buffer, inPtr, count * 9).set(deals);
  const t = timed(() => ex.evaluateMany(1, inPtr, count, 4, 5, outPtr), 5);
  const rate = (count / t.cpu) * 1000;
  const best = (count / t.best) * 1000;
  const tables = (ex.tableBytes() + ex.omahaTableBytes()) / 1024 / 1024;
  rows.push({ name: 'Omaha high evaluation, random 4 + 5 card hands', ours: `${fmtRate(rate)} (best ${fmtRate(best)})`, peer: 'tables in all',
    peerFigure: `${tables.toFixed(2)} MB`, ratio: '', goal: '≥ 20 M/s, ≤ 2 MB', met: (rate >= 20e6 ? 'yes' : best >= 20e6 ? 'best run' : 'no') + (tables <= 2 ? '' : ' (tables over)') });
}

/**
 * Two workers against one on the same job, measured the same way for both: the same two worker threads serve a pool
 * of 2 and, in turn, a pool of 1 (so the baseline is not one thread that happens to be faster or slower than the pair:
 * on this host one thread's speed swings by a third from one tenth of a second to the next), each pool warmed up on
 * the whole job (Wasm tiered up), then `rounds` rounds that each time every side in turn, the order rotating so a
 * change in the machine's load falls on all; wall clock per run, the median of each side. Also the process's CPU time
 * over wall time during the two-worker runs: about 2 when the machine gave both workers a core, less when other work
 * took one.
 *
 * The same rounds also time the host's own ceiling with no pool at all: the same job's chunks sent in one message to
 * one thread, and in two halves (even and odd chunks) to the two threads at once, each timing its own half. The work
 * over the two threads' summed speeds is the wall clock of a perfect split with both cores busy: one thread's time
 * over it is what the cores give two threads, and the pool's figure over that is what the pool keeps of it.
 */
async function poolScaling(job: EquityRequest, rounds: number): Promise<{ one: number; two: number; bareOne: number; bareTwo: number; busy: number; cpuOne: number; cpuTwo: number; same: boolean }> {
  const threads = [nodeWorker(), nodeWorker()];
  let spawned = 0;
  const two = createEnginePool({ size: 2, spawn: () => threads[spawned++ % 2] });
  const ones = threads.map((t) => createEnginePool({ size: 1, spawn: () => t }));
  const chunks = [...prepareEquityJob(job).chunks.keys()];
  let bareJobs = 0;
  /** Runs `indices` on one thread in one message; its chunks per millisecond as the thread timed them. */
  const bare = async (thread: EngineWorkerHandle, indices: number[]): Promise<number> => {
    const id = `bare-${++bareJobs}`;
    const { ms } = await thread.api.runChunks(id, job, indices);
    await thread.api.release(id);
    return indices.length / ms;
  };
  const halves = [chunks.filter((i) => i % 2 === 0), chunks.filter((i) => i % 2 === 1)];
  const answers: string[] = [];
  for (const pool of [...ones, two]) answers.push(JSON.stringify(await pool.equity(job)));
  for (const t of threads) await bare(t, chunks);
  // Sides: 0 pool of 1, 1 pool of 2, 2 one bare thread, 3 two bare threads.
  const runs: ((r: number) => Promise<unknown>)[] = [
    (r) => ones[(r >> 2) % 2].equity(job), // the baseline on each thread in turn
    () => two.equity(job),
    (r) => bare(threads[(r >> 2) % 2], chunks),
    // Both threads at once: the wall clock of a perfectly balanced split is the work over the two threads' summed rates.
    async () => { const rates = await Promise.all(threads.map((t, i) => bare(t, halves[i]))); balanced.push(chunks.length / (rates[0] + rates[1])); },
  ];
  const balanced: number[] = [];
  const walls: number[][] = [[], [], [], []];
  const cpus: number[][] = [[], [], [], []];
  for (let r = 0; r < rounds; r++) {
    for (let k = 0; k < runs.length; k++) {
      const side = (k + r) % runs.length;
      const c = process.cpuUsage();
      const t0 = performance.now();
      await runs[side](r);
      walls[side].push(performance.now() - t0);
      const u = process.cpuUsage(c);
      cpus[side].push((u.user + u.system) / 1000);
    }
  }
  for (const pool of [...ones, two]) pool.terminate();
  const median = (xs: number[]): number => {
    const sorted = [...xs].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
  return { one: median(walls[0]), two: median(walls[1]), bareOne: median(walls[2]), bareTwo: median(balanced),
    busy: sum(cpus[1]) / sum(walls[1]), cpuOne: median(cpus[0]), cpuTwo: median(cpus[1]), same: new Set(answers).size === 1 };
}

const POOL_ROUNDS = 16; // a multiple of 8 (each thread is the baseline as often, each side in each place as often); enough that a few disturbed runs do not move the medians

/** The pool row: 1 and 2 workers on `job` (poolScaling), with the load average, the two-worker CPU use and the host's ceiling beside it. */
async function poolRow(name: string, job: EquityRequest): Promise<void> {
  const before = loadavg()[0];
  const s = await poolScaling(job, POOL_ROUNDS);
  if (!s.same) console.log(`WARNING: one and two workers gave different numbers for the same seed (${name}).`);
  const ratio = s.one / s.two;
  const bare = s.bareOne / s.bareTwo;
  // CPU time per run (all threads) for 1 and 2 workers: equal when splitting the job costs nothing extra.
  rows.push({ name, ours: `${fmtMs(s.one)} → ${fmtMs(s.two)}`, peer: `load ${before.toFixed(1)}→${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores, 2-worker CPU ${s.busy.toFixed(2)}×, CPU a run ${fmtMs(s.cpuOne)} / ${fmtMs(s.cpuTwo)}`,
    peerFigure: '', ratio: `${ratio.toFixed(2)}×`, goal: '≥ 1.8×', met: ratio >= 1.8 ? 'yes' : 'no' });
  rows.push({ name: '  the host, no pool: the same chunks, 1 thread v 2 each at its own speed', ours: `${fmtMs(s.bareOne)} → ${fmtMs(s.bareTwo)}`,
    peer: `the pool keeps ${((ratio / bare) * 100).toFixed(0)} % of the host's gain`, peerFigure: '', ratio: `${bare.toFixed(2)}×`, goal: '', met: '' });
}

/** Two workers against one on a range-against-range Monte Carlo (the lab's pool). */
async function poolRangeRow(): Promise<void> {
  const job: EquityRequest = { game: 'holdem', players: [{ range: LAB_RANGE_200 }, { range: LAB_RANGE_1000 }], board: parseCards('Kh 7c 2d'),
    mode: 'monte-carlo', trials: 6_000_000, seed: 9 };
  await poolRow(`pool: 2 workers v 1 (hold'em 200 v 1,006 combos on a flop, 6 M trials)`, job);
}

/** The equity lab's JavaScript before the preflop table: the entry and its imports plus the page chunk and its imports (gzipped). */
function pageWeightRow(): void {
  const manifestFile = fileURLToPath(new URL('../../dist/.vite/manifest.json', import.meta.url));
  if (!existsSync(manifestFile)) {
    rows.push({ name: 'equity lab page JS before the table (gzipped)', ours: '(no build: npm run build)', peer: '', peerFigure: '', ratio: '', goal: '< 60 kB', met: '?' });
    return;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;
  const files = new Set<string>();
  const visit = (key: string): void => {
    const c = manifest[key];
    if (!c || files.has(c.file)) return;
    files.add(c.file);
    for (const d of c.imports ?? []) visit(d);
  };
  for (const [key, c] of Object.entries(manifest)) if (c.isEntry && key.endsWith('index.html')) visit(key);
  const page = Object.keys(manifest).find((k) => k.endsWith('src/ui/felt-equity-page.ts'));
  if (page) visit(page);
  const gz = (f: string): number => gzipSync(readFileSync(fileURLToPath(new URL(`../../dist/${f}`, import.meta.url))), { level: 9 }).length;
  const bytes = [...files].filter((f) => f.endsWith('.js')).reduce((n, f) => n + gz(f), 0);
  const kb = bytes / 1024;
  // The grid chunk is asked for as the page connects (it does not hold up the first paint): shown beside the figure.
  const grid = Object.keys(manifest).find((k) => k.endsWith('src/ui/felt-equity-grid.ts'));
  const gridFile = grid ? manifest[grid].file : null;
  const gridKb = gridFile && !files.has(gridFile) ? gz(gridFile) / 1024 : 0;
  rows.push({ name: 'equity lab page JS before the table (gzipped, from dist/)', ours: `${kb.toFixed(1)} kB`, peer: 'grid chunk, on connect',
    peerFigure: `${gridKb.toFixed(1)} kB`, ratio: '', goal: '< 60 kB', met: kb < 60 ? 'yes' : 'no' });
}

export async function run(): Promise<void> {
  if (POOL_ONLY) {
    await poolRows();
    printRows();
    return;
  }
  const kernel = await createEquityKernel(readFileSync(WASM));

  exactCase('exact AhAs v KdKc', kernel, 'holdem', ['AhAs', 'KdKc'], 10, ['poker-odds-calc', 'poker-odds']);
  exactCase('exact AhKh v QsQc v JdTd', kernel, 'holdem', ['AhKh', 'QsQc', 'JdTd'], 15, ['poker-odds-calc', 'poker-odds']);
  exactCase('exact Omaha AsAhKsKh v JdTd9c8c', kernel, 'omaha', ['AsAhKsKh', 'JdTd9c8c'], 25, ['poker-odds-calc']);
  exactCase('exact Omaha AsAhKsKh v JdTd9c8c v 7h6h5s4s', kernel, 'omaha', ['AsAhKsKh', 'JdTd9c8c', '7h6h5s4s'], 40, []);
  labRows(kernel);
  await omahaEvaluationRow();

  // Monte Carlo heads-up hold'em, preflop: trials per second of CPU time.
  const trials = 5_000_000;
  const mc = timed(() => computeEquity(hands('holdem', ['AhKh', 'QsQc'], { mode: 'monte-carlo', trials, seed: 1 }), kernel), 5);
  const oursRate = (trials / mc.cpu) * 1000;
  const bestRate = (trials / mc.best) * 1000;
  const mcBase = { name: 'Monte Carlo AhKh v QsQc (trials/s)', ours: `${fmtRate(oursRate)} (best ${fmtRate(bestRate)})`, goal: '≥ 30 M/s',
    met: oursRate >= 30e6 ? 'yes' : bestRate >= 30e6 ? 'best run' : 'no' };
  const peerTrials = 100_000;
  const peerRuns: [string, () => void][] = [
    ['poker-odds-calc', () => new pokerOddsCalc.TexasHoldem().addPlayer(['Ah', 'Kh']).addPlayer(['Qs', 'Qc']).limit(peerTrials).calculate()],
    ['poker-odds', () => pokerOdds.calculateEquity([['Ah', 'Kh'], ['Qs', 'Qc']], [], peerTrials, false)],
    ['poker-evaluator', () => pokerEvaluator.winningOddsForTable([['ah', 'kh'], ['qs', 'qc']], [], 2, peerTrials)],
  ];
  for (const [peer, fn] of peerRuns) {
    const t = timed(fn, 1);
    const rate = (peerTrials / t.cpu) * 1000;
    rows.push({ ...mcBase, peer, peerFigure: fmtRate(rate), ratio: `${(oursRate / rate).toFixed(0)}× faster` });
  }

  await poolRows();
  pageWeightRow();
  printRows();
}

/** Two workers against one on the same Monte Carlo jobs (worker_threads around createEngineApi; wall clock). */
async function poolRows(): Promise<void> {
  const job = hands('omaha', ['AsAhKsKh', 'JdTd9c8c'], { mode: 'monte-carlo', trials: 1_500_000, seed: 3 });
  job.players = [...job.players, {}];
  await poolRow('pool: 2 workers v 1 (Omaha 3-way MC, 1.5 M trials)', job);
  await poolRangeRow();
}

function printRows(): void {
  const widths = [64, 30, 18, 14, 14, 10, 5];
  const line = (cells: string[]): string => cells.map((c, i) => c.padEnd(widths[i])).join(' ');
  console.log(line(['case', 'ours (median CPU time)', 'peer', 'peer figure', 'ratio', 'goal', 'met']));
  for (const r of rows) console.log(line([r.name, r.ours, r.peer, r.peerFigure, r.ratio, r.goal, r.met]));
  console.log('CPU time is this process\'s user + system time (the machine is shared). The pool rows are wall clock with one worker thread per worker:');
  console.log(`the same two worker threads as a pool of 2 and, in turn, a pool of 1, warmed up on the job, then ${POOL_ROUNDS} rounds timing each side in turn (order rotating), the median of each side;`);
  console.log(`the row under each pool row times the same chunks with no pool in the same rounds: one thread alone, then half to each of the two at once, each timing its own half; the work over their summed speeds is a perfect split's time: the host's ceiling for two threads;`);
  console.log(`beside them the load average (before→after), the process's CPU time over wall time in the 2-worker runs (2× means both workers had a core)`);
  console.log(`and the CPU time of a run with 1 and with 2 workers (medians, every thread: more with 2 means the split itself costs).`);
  console.log(`Tables: the high tables of eval-high plus the Omaha five-card-board table (both in the Omaha row's figure); exact Omaha also keeps per-rank-multiset`);
  console.log(`working arrays (about 0.7 MB, filled per job, no lookup data). Wasm file ${readFileSync(WASM).length} bytes.`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await run();
