// @vitest-environment happy-dom
// The lesson page's example elements show what the trainer's computeExample computes: every example of every lesson
// is rendered by <felt-lesson-example>, reaches the "computed" state, and shows the figures of computeExample.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { computeEquity, createEquityKernel, type EquityKernel, type EquityRequest } from '../src/engine/equity/index';
import { formatChips, formatPercent, inSentence } from '../src/i18n/index';
import { LESSONS } from '../src/trainer/lessons/catalogue';
import { computeExample } from '../src/trainer/lessons/examples';
import type { LessonExample } from '../src/trainer/lessons/types';
import '../src/ui/felt-lesson-example';
import type { FeltLessonExample } from '../src/ui/felt-lesson-example';

let kernel: EquityKernel;
const examples: Array<{ lesson: string; example: LessonExample }> = [];

beforeAll(async () => {
  // No IntersectionObserver: the examples compute at once instead of when scrolled near.
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = undefined;
  // (import.meta.url is not a file: URL under happy-dom: read the built module from the working directory.)
  kernel = await createEquityKernel(new Uint8Array(readFileSync(join(process.cwd(), 'src/wasm/evaluator.wasm'))));
  for (const meta of LESSONS) {
    const content = await meta.load();
    for (const s of content.sections) for (const example of s.examples ?? []) examples.push({ lesson: meta.id, example });
  }
});

const equityOf = async (request: EquityRequest) => computeEquity(request, kernel);

/** Mounts one example and waits until its element says computed (or unavailable). */
async function mount(example: LessonExample): Promise<{ text: string; state: string }> {
  const el = document.createElement('felt-lesson-example') as FeltLessonExample;
  el.example = example;
  el.computeEquity = equityOf;
  document.body.append(el);
  await el.updateComplete;
  const inner = () => el.shadowRoot!.querySelector('figure')!.lastElementChild as HTMLElement & { shadowRoot: ShadowRoot; updateComplete: Promise<unknown> };
  await expect.poll(() => inner().shadowRoot?.querySelector('[data-example-state]')?.getAttribute('data-example-state'), { timeout: 20_000 }).toBeTruthy();
  await inner().updateComplete;
  const root = inner().shadowRoot;
  const state = root.querySelector('[data-example-state]')!.getAttribute('data-example-state')!;
  const text = root.textContent ?? '';
  el.remove();
  return { text, state };
}

describe('lesson example elements', () => {
  it('compute every example of every lesson and show computeExample\'s figures', async () => {
    expect(examples.length).toBeGreaterThan(20);
    for (const { lesson, example } of examples) {
      const { text, state } = await mount(example);
      expect(state, `${lesson}: ${example.caption} (${text.slice(0, 120)})`).toBe('computed');
      const f = computeExample(example, { equity: (r) => computeEquity(r, kernel) });
      const where = `${lesson}: ${example.caption}`;
      switch (f.kind) {
        case 'ladder': for (const r of f.rungs) expect(text, where).toContain(r.name); break;
        // A hand's name after the verdict's colon is in lower case ("wins: full house, ...", issue 15: inSentence).
        case 'showdown': for (const s of f.seats) if (s.high) expect(text, where).toMatch(new RegExp(`: ${inSentence(s.highName).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)); break;
        case 'side-pots': for (const p of f.pots) expect(text, where).toContain(formatChips(p.amount)); break;
        case 'split': for (const s of f.shares) expect(text, where).toContain(formatChips(s.amount)); break;
        case 'betting': {
          const b = f.figures;
          if (b.type === 'limit') expect(text, where).toContain(formatChips(b.maxRaiseTo));
          else if (b.type === 'min-raise') expect(text, where).toContain(formatChips(b.minRaiseTo));
          else if (b.type === 'reason') expect(text, where).toContain(b.reason);
          else if (b.type === 'fixed-limit') for (const r of b.rounds) expect(text, where).toContain(formatChips(r.size));
          else for (const r of b.rounds) if (r.range) expect(text, where).toContain(formatChips(r.range.maxRaiseTo));
          break;
        }
        case 'bring-in': expect(text, where).toContain(f.labels[f.seat]); break;
        case 'game': expect(text.length, where).toBeGreaterThan(20); break;
        case 'rake': for (const r of f.rows) expect(text, where).toContain(r.rake.toFixed(2)); break;
        case 'hand': expect(text, where).toContain(formatChips(f.pot)); break;
        case 'equity': for (const p of f.equity.players) expect(text, where).toContain(formatPercent(p.equity, 1)); break;
        default: break;
      }
    }
  }, 300_000);
});
