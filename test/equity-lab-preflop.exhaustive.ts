// The whole preflop table (issue 14): a fresh enumeration of all 47,008 matchups on the Wasm kernel gives the committed
// file byte for byte, and a few entries agree with the readable TypeScript reference evaluator (an independent oracle).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCards } from '../src/engine/cards';
import { computeEquityReference } from '../src/engine/equity/index';
import { decodePreflopTable } from '../src/engine/equity/preflop';
import { PREFLOP_TABLE_BASE64 } from '../src/engine/equity/preflop-table.generated';
import { generate, moduleText, OUTPUT } from '../scripts/gen-preflop';
import { keyToCards, packPreflop } from '../src/engine/equity/preflop';

describe('the preflop table, all of it', () => {
  // The whole regeneration takes 10+ minutes on a 2-core machine: CI runs a slice, `npm run preflop:check` (or
  // FELT_FULL_PREFLOP=1 with this suite) runs all of it.
  it('the first 2,000 matchups enumerated afresh equal the committed table', async () => {
    const table = decodePreflopTable(PREFLOP_TABLE_BASE64);
    const entries = await generate(2_000);
    for (const e of entries) {
      const [a1, a2, b1, b2] = keyToCards(e.key);
      const got = table.lookup(a1, a2, b1, b2);
      expect([got.winsA, got.winsB]).toEqual([e.winsA, e.winsB]);
    }
  }, 600_000);

  it.runIf(process.env.FELT_FULL_PREFLOP === '1')('regenerating src/engine/equity/preflop-table.generated.ts gives the committed file', async () => {
    const entries = await generate();
    expect(entries).toHaveLength(47_008);
    expect(moduleText(packPreflop(entries), entries.length)).toBe(readFileSync(OUTPUT, 'utf8'));
  }, 3_600_000);

  it('agrees with the TypeScript reference evaluator on a few matchups', () => {
    const table = decodePreflopTable(PREFLOP_TABLE_BASE64);
    for (const m of ['Ah Kd Qc Js', '7s 2h 7d 2c', 'As Ks Ah Kh']) {
      const [a1, a2, b1, b2] = parseCards(m);
      const r = computeEquityReference({ game: 'holdem', players: [{ cards: [a1, a2] }, { cards: [b1, b2] }], mode: 'exact' });
      expect(table.lookup(a1, a2, b1, b2)).toEqual({
        winsA: Math.round(r.players[0].win * r.samples), winsB: Math.round(r.players[1].win * r.samples), ties: Math.round(r.players[0].tie * r.samples),
      });
    }
  }, 600_000);
});
