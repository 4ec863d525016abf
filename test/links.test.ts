// Coach links and result codes: round trips, clear messages for damaged, oversized or newer links,
// and a fast-check fuzz of both decoders (any string: a drill or a message, never a throw or markup).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateDrill, type DrillSpec } from '../src/trainer/drill';
import { QUIZ_KINDS } from '../src/trainer/quizzes';
import { GAME_IDS } from '../src/trainer/games';
import { decodeDrill, decodeResult, drillLink, DRILL_ROUTE, encodeDrill, encodeResult, resultLink } from '../src/trainer/links';

const spec: DrillSpec = { kinds: ['which-wins', 'best-five'], games: ['holdem', 'omaha'], difficulty: 3, count: 10, timer: 45, seed: 3_000_000_123, mode: 'timed' };

describe('drill links', () => {
  it('round-trip through a whole URL, a fragment or the bare code, and give the same drill', () => {
    const link = drillLink('https://felt.example/app/#/home', spec);
    expect(link.startsWith(`https://felt.example/app/${DRILL_ROUTE}`)).toBe(true);
    for (const text of [link, link.slice(link.indexOf('#')), encodeDrill(spec)]) {
      const d = decodeDrill(text);
      expect(d).toEqual({ ok: true, value: spec });
      if (d.ok) expect(generateDrill(d.value)).toEqual(generateDrill(spec));
    }
    expect(encodeDrill(spec).length).toBeLessThan(40);
  });
  it('an empty kind or game list means all', () => {
    const all = { ...spec, kinds: [], games: [] };
    expect(decodeDrill(encodeDrill(all))).toEqual({ ok: true, value: all });
  });
  it('catch accidental edits with the checksum', () => {
    const code = encodeDrill(spec);
    const edited = code.replace('.10.', '.11.');
    const d = decodeDrill(edited);
    expect(d.ok).toBe(false);
    if (!d.ok) expect(d.message).toMatch(/checksum/);
  });
  it('say clearly when a link is newer, oversized, cut short or garbled', () => {
    const newer = decodeDrill(`2${encodeDrill(spec).slice(1)}`);
    expect(newer).toMatchObject({ ok: false, message: expect.stringMatching(/newer version/) });
    expect(decodeDrill('x'.repeat(5000))).toMatchObject({ ok: false, message: expect.stringMatching(/too long/) });
    expect(decodeDrill(encodeDrill(spec).slice(0, 12))).toMatchObject({ ok: false, message: expect.stringMatching(/incomplete/) });
    expect(decodeDrill('')).toMatchObject({ ok: false, message: expect.stringMatching(/empty/) });
    expect(decodeDrill('#/practice/drill/1.zz.he.1.5.0.1.p.0000')).toMatchObject({ ok: false, message: expect.stringMatching(/quiz kind/) });
  });
  it('fuzz: any string gives a drill or a message, never a throw, never markup', () => {
    const valid = encodeDrill(spec);
    const arb = fc.oneof(
      fc.string({ maxLength: 700 }),
      fc.string({ unit: 'grapheme', maxLength: 80 }),
      fc.array(fc.constantFrom(...'1._abcdefhloprtwz0123456789<>&"~#/-'), { maxLength: 60 }).map((a) => a.join('')),
      fc.tuple(fc.nat(valid.length), fc.string({ maxLength: 6 })).map(([i, s]) => valid.slice(0, i) + s + valid.slice(i + 1)),
    );
    fc.assert(fc.property(arb, (text) => {
      const d = decodeDrill(text);
      if (d.ok) expect(() => generateDrill(d.value)).not.toThrow();
      else expect(d.message).not.toMatch(/[<>]/);
    }), { seed: 20261129, numRuns: 3000 });
    fc.assert(fc.property(fc.anything(), (value) => {
      const d = decodeDrill(value);
      expect(typeof d.ok).toBe('boolean');
    }), { seed: 7, numRuns: 300 });
  });
});

describe('result codes', () => {
  const small = { ...spec, count: 4 };
  const questions = generateDrill(small);
  const report = { spec: small, answers: [questions[0].expected, null, questions[2].expected, 1], times: [1200, 3400, 0, 61_000] };
  it('use only characters the hash router accepts, in segments it accepts', () => {
    const long = { spec: { ...spec, count: 40 }, answers: Array.from({ length: 40 }, (_, i) => [i, i + 1, 50]), times: Array.from({ length: 40 }, () => 123_456) };
    const link = resultLink('https://felt.example/', long);
    const segments = link.split('#/')[1].split('/');
    for (const s of segments) expect(s).toMatch(/^[A-Za-z0-9_.~+-]{1,100}$/);
    expect(decodeResult(link)).toEqual({ ok: true, value: { ...long, times: long.times.map(() => 123_500) } });
    expect(drillLink('https://x/', { ...spec, kinds: [], games: [] }).split('#/')[1].split('/').every((s) => /^[A-Za-z0-9_.~+-]{1,100}$/.test(s))).toBe(true);
    // Every kind and every game ticked one by one: longer than one segment may be.
    const every = { ...spec, kinds: QUIZ_KINDS.map((k) => k.id), games: [...GAME_IDS] };
    const everyLink = drillLink('https://x/', every);
    for (const seg of everyLink.split('#/')[1].split('/')) expect(seg).toMatch(/^[A-Za-z0-9_.~+-]{1,100}$/);
    expect(decodeDrill(everyLink)).toEqual({ ok: true, value: every });
  });
  it('round-trip answers and times (to the tenth of a second)', () => {
    const d = decodeResult(resultLink('https://felt.example/', report));
    expect(d).toEqual({ ok: true, value: report });
    expect(decodeResult(encodeResult(report))).toEqual({ ok: true, value: report });
  });
  it('catch edits and refuse garbage clearly', () => {
    const code = encodeResult(report);
    const fields = code.split('.');
    fields[9] = fields[9].replace('_', '3'); // the skipped answer becomes an answer
    const edited = fields.join('.');
    expect(edited).not.toBe(code);
    expect(decodeResult(edited).ok).toBe(false);
    expect(decodeResult(encodeDrill(small))).toMatchObject({ ok: false, message: expect.stringMatching(/not a Felt result/) });
  });
  it('fuzz: never throws, never markup', () => {
    const valid = encodeResult(report);
    fc.assert(fc.property(fc.oneof(fc.string({ maxLength: 300 }),
      fc.tuple(fc.nat(valid.length), fc.string({ maxLength: 4 })).map(([i, s]) => valid.slice(0, i) + s + valid.slice(i + 2))), (text) => {
      const d = decodeResult(text);
      if (!d.ok) expect(d.message).not.toMatch(/[<>]/);
      else expect(d.value.answers).toHaveLength(d.value.spec.count);
    }), { seed: 99, numRuns: 2000 });
  });
});
