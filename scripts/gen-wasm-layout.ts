// Generates the layout shared across the Wasm boundary, once for both sides: assembly/layout.ts (AssemblyScript) and
// src/wasm/layout.ts (TypeScript): the ABI version, the hand rule ids, the equity kernel's configuration words, its
// buffers and counters.
// Run: node --import jiti/register scripts/gen-wasm-layout.ts [--check]
// Change the layout here (never in the generated files), then run it and npm run asbuild. The ABI version is
// REVISION (bump it when an export's signature or meaning changes) combined with a checksum of the layout, so a
// .wasm built from an older layout is refused by src/wasm/loader.ts with a clear message.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HAND_RULES } from '../src/engine/rankings/types';

export const ASSEMBLY_OUTPUT = fileURLToPath(new URL('../assembly/layout.ts', import.meta.url));
export const TYPESCRIPT_OUTPUT = fileURLToPath(new URL('../src/wasm/layout.ts', import.meta.url));

/** Bump when an export is added, removed or changes meaning (the layout below is checksummed on its own). */
const REVISION = 3;

interface Word { name: string; at: number; doc: string }

/** Hand rule ids across the boundary: the index in HAND_RULES (src/engine/rankings/types.ts), RULE_<NAME> in Wasm. */
const RULES: Word[] = HAND_RULES.map((rule, at) => ({ name: `RULE_${rule.toUpperCase().replace(/-/g, '_')}`, at, doc: `'${rule}'` }));

/** Sizes of the kernel's static buffers. */
const SIZES: Word[] = [
  { name: 'MAX_PLAYERS', at: 10, doc: 'players one equity job may have' },
  { name: 'PLAYER_SLOT', at: 8, doc: 'card words per player in the known-cards buffer' },
  { name: 'MAX_COMBOS', at: 1326, doc: 'range combos per player' },
  { name: 'BOARD_WORDS', at: 8, doc: 'card words of the known board buffer' },
  { name: 'DECK_WORDS', at: 64, doc: 'card words of the live deck buffer' },
];

/** The i32 configuration words at eqConfigPtr(): one per job, written by TypeScript, read by the kernel. */
const CONFIG_WORDS = 64;
const CONFIG: Word[] = [
  { name: 'PLAYERS', at: 0, doc: 'players in the deal' },
  { name: 'KIND', at: 1, doc: 'KIND_BOARD (hole cards + board) or KIND_OWN (every card is the player\'s own)' },
  { name: 'HIGH_RULE', at: 2, doc: 'the high hand rule (index in HAND_RULES)' },
  { name: 'LOW_RULE', at: 3, doc: 'the low hand rule, or -1 for none' },
  { name: 'TELESINA_HU', at: 4, doc: '1: apply H-TELESINA-HU when heads-up' },
  { name: 'BOARD_KNOWN', at: 5, doc: 'known board cards' },
  { name: 'BOARD_TO_COME', at: 6, doc: 'board cards to come' },
  { name: 'DECK_SIZE', at: 7, doc: 'live deck size' },
  { name: 'BOARD_SIZE', at: 8, doc: 'showdown board size' },
  { name: 'FAST_PATH', at: 9, doc: 'FAST_* : which specialised leaf to use' },
  { name: 'UNIFORM_RANGES', at: 10, doc: 'bit p set when range player p\'s combos all weigh the same (sampled directly)' },
  { name: 'GAVE_UP', at: 11, doc: 'set to 1 by a Monte Carlo call that gave up on the ranges (they almost never fit)' },
  { name: 'RANGES_READY', at: 12, doc: 'set to 1 by the kernel once its hold\'em range tables are built for this job (TypeScript clears it with each load)' },
];
/** Per-player blocks of the configuration: word `at + p` for player p. */
const CONFIG_PER_PLAYER: Word[] = [
  { name: 'KNOWN', at: 16, doc: 'known cards of player p' },
  { name: 'TO_COME', at: 32, doc: 'cards player p still receives' },
  { name: 'RANGE', at: 48, doc: 'range combos of player p (0: no range)' },
];
/** Values of the KIND and FAST_PATH words. */
const ENUMS: Word[] = [
  { name: 'KIND_BOARD', at: 0, doc: 'KIND: a board game' },
  { name: 'KIND_OWN', at: 1, doc: 'KIND: own cards only (stud, draw)' },
  { name: 'FAST_NONE', at: 0, doc: 'FAST_PATH: the generic rule evaluators' },
  { name: 'FAST_HOLDEM', at: 1, doc: 'FAST_PATH: hold\'em high' },
  { name: 'FAST_OMAHA', at: 2, doc: 'FAST_PATH: Omaha high' },
  { name: 'FAST_OMAHA_HILO', at: 3, doc: 'FAST_PATH: Omaha hi/lo' },
];
/** The i64 counters at eqCountersPtr(): per player STRIDE words, then the totals. */
const COUNTER_STRIDE = 6;
const COUNTERS: Word[] = [
  { name: 'SHARE', at: 0, doc: 'pot units won (one pot = POT units)' },
  { name: 'SHARE_SQUARES', at: 1, doc: 'sum of squared pot units (for the standard error)' },
  { name: 'WIN', at: 2, doc: 'showdowns won outright' },
  { name: 'TIE', at: 3, doc: 'showdowns shared' },
  { name: 'HIGH', at: 4, doc: 'pot units won with the high hand (hi/lo)' },
  { name: 'LOW', at: 5, doc: 'pot units won with the low hand (hi/lo)' },
];
const max = (name: string): number => SIZES.find((s) => s.name === name)!.at;
const COUNTER_TOTALS: Word[] = [
  { name: 'SAMPLES', at: max('MAX_PLAYERS') * COUNTER_STRIDE, doc: 'showdowns counted' },
  { name: 'NO_LOW', at: max('MAX_PLAYERS') * COUNTER_STRIDE + 1, doc: 'showdowns with no qualifying low' },
];
const COUNTER_WORDS = max('MAX_PLAYERS') * COUNTER_STRIDE + COUNTER_TOTALS.length;

/** Throws when two words overlap or a block does not fit. */
function checkLayout(): void {
  const used = new Map<number, string>();
  const take = (at: number, name: string): void => {
    if (at < 0 || at >= CONFIG_WORDS) throw new Error(`config word ${name} at ${at} is outside 0..${CONFIG_WORDS - 1}`);
    if (used.has(at)) throw new Error(`config word ${at} is both ${used.get(at)} and ${name}`);
    used.set(at, name);
  };
  for (const w of CONFIG) take(w.at, w.name);
  for (const b of CONFIG_PER_PLAYER) for (let p = 0; p < max('MAX_PLAYERS'); p++) take(b.at + p, `${b.name}[${p}]`);
  if (COUNTERS.length > COUNTER_STRIDE) throw new Error('more counters than the stride holds');
}

/** FNV-1a of the layout, folded to 16 bits: any change to a word, a size or a block changes the ABI version. */
function layoutChecksum(): number {
  const text = JSON.stringify({ RULES, SIZES, CONFIG_WORDS, CONFIG, CONFIG_PER_PLAYER, ENUMS, COUNTER_STRIDE, COUNTERS, COUNTER_TOTALS });
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return ((h >>> 16) ^ h) & 0xffff;
}

export const abiVersion = (): number => REVISION * 0x10000 + layoutChecksum();

const HEADER = (other: string): string =>
  '// GENERATED by scripts/gen-wasm-layout.ts: do not edit (test/wasm-layout.test.ts regenerates and compares).\n'
  + `// The layout shared across the Wasm boundary; ${other} is generated from the same table.\n`;

const camel = (name: string): string => name.toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** The two generated files' text. */
export function generate(): { assembly: string; typescript: string } {
  checkLayout();
  const abi = abiVersion();
  const as: string[] = [HEADER('src/wasm/layout.ts'), `export const ABI_VERSION: i32 = ${abi};\n`];
  const ts: string[] = [HEADER('assembly/layout.ts'), `/** What abiVersion() of a module built from these sources returns. */\nexport const WASM_ABI_VERSION = ${abi};\n`];
  const asBlock = (title: string, prefix: string, words: Word[]): void => {
    as.push(`\n// ${title}\n`);
    for (const w of words) as.push(`export const ${prefix}${w.name}: i32 = ${w.at}; // ${w.doc}\n`);
  };
  const tsBlock = (title: string, name: string, words: Word[], extra: Record<string, number> = {}): void => {
    ts.push(`\n/** ${title} */\nexport const ${name} = {\n`);
    for (const [k, v] of Object.entries(extra)) ts.push(`  ${k}: ${v},\n`);
    for (const w of words) ts.push(`  /** ${w.doc} */\n  ${camel(w.name)}: ${w.at},\n`);
    ts.push('} as const;\n');
  };
  asBlock('Hand rules (the index in HAND_RULES of src/engine/rankings/types.ts)', '', RULES);
  asBlock('Buffer sizes', '', SIZES);
  as.push(`export const CFG_WORDS: i32 = ${CONFIG_WORDS};\n`);
  asBlock('Configuration words (i32 at eqConfigPtr())', 'CFG_', CONFIG);
  asBlock('Per-player configuration blocks: word at + p', 'CFG_', CONFIG_PER_PLAYER);
  asBlock('Values of CFG_KIND and CFG_FAST_PATH', '', ENUMS);
  as.push(`\n// Counters (i64 at eqCountersPtr()): per player COUNTER_STRIDE words, then the totals\nexport const COUNTER_STRIDE: i32 = ${COUNTER_STRIDE};\nexport const COUNTER_WORDS: i32 = ${COUNTER_WORDS};\n`);
  for (const w of COUNTERS) as.push(`export const CNT_${w.name}: i32 = ${w.at}; // ${w.doc}\n`);
  for (const w of COUNTER_TOTALS) as.push(`export const CNT_${w.name}: i32 = ${w.at}; // ${w.doc}\n`);
  tsBlock('Sizes of the equity kernel\'s static buffers.', 'EQ_SIZES', SIZES);
  tsBlock('The i32 configuration words at eqConfigPtr() (per-player blocks: word at + p).', 'EQ_CONFIG',
    [...CONFIG, ...CONFIG_PER_PLAYER], { words: CONFIG_WORDS });
  tsBlock('Values of the kind and fastPath configuration words.', 'EQ_ENUMS', ENUMS);
  tsBlock('The i64 counters at eqCountersPtr(): player p\'s counter c at p * stride + c, then the totals.', 'EQ_COUNTERS',
    [...COUNTERS, ...COUNTER_TOTALS], { stride: COUNTER_STRIDE, words: COUNTER_WORDS });
  return { assembly: as.join(''), typescript: ts.join('') };
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const { assembly, typescript } = generate();
  if (process.argv.includes('--check')) {
    const stale = [[ASSEMBLY_OUTPUT, assembly], [TYPESCRIPT_OUTPUT, typescript]].filter(([file, text]) => readFileSync(file, 'utf8') !== text);
    if (stale.length) { console.error(`Stale: ${stale.map(([f]) => f).join(', ')}. Run node --import jiti/register scripts/gen-wasm-layout.ts`); process.exit(1); }
    console.log('The Wasm layout files are up to date.');
  } else {
    writeFileSync(ASSEMBLY_OUTPUT, assembly);
    writeFileSync(TYPESCRIPT_OUTPUT, typescript);
    console.log(`Wrote ${ASSEMBLY_OUTPUT} and ${TYPESCRIPT_OUTPUT} (ABI version ${abiVersion()}).`);
  }
}
