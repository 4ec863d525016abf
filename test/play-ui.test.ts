// @vitest-environment happy-dom
// The play table's pieces without a browser: routes, the action bar from next.options (presets per structure, the engine's reason), the seat ring's card names, the learner's grammar.
import { describe, expect, it } from 'vitest';
import { startHand, type HandAction } from '../src/engine/index';
import { parseRoute, routeHref } from '../src/ui/router';
import { presets } from '../src/ui/felt-table-actions';
import { aboutSeat, eventText, lessonForRule } from '../src/ui/play-text';
import '../src/ui/felt-table-actions';
import '../src/ui/felt-table-view';
import type { FeltTableActions } from '../src/ui/felt-table-actions';
import type { FeltTableView } from '../src/ui/felt-table-view';

const nlHand = () => startHand({ game: 'holdem', structure: { kind: 'no-limit', smallBlind: 1, bigBlind: 2 }, seats: [{ stack: 200 }, { stack: 200 }, { stack: 200 }], button: 0, seed: 3 });

describe('play routes', () => {
  it('reads #/play, #/history, a hand and a long share code', () => {
    expect(parseRoute('#/play')).toEqual({ page: 'play' });
    expect(parseRoute('#/history')).toEqual({ page: 'history' });
    expect(parseRoute('#/history/t1-3')).toEqual({ page: 'history', hand: 't1-3' });
    const code = `h1.${'A'.repeat(3000)}.abc`;
    expect(parseRoute(routeHref({ page: 'history', share: code }))).toEqual({ page: 'history', share: code });
    expect(parseRoute('#/history/share/<script>').page).toBe('not-found');
  });
});

describe('<felt-table-actions>', () => {
  it('offers fold, call and a raise from next.options, with no-limit presets, and shows the engine\'s reason for an illegal amount', async () => {
    const flop = nlHand().act({ type: 'call' }).act({ type: 'call' }).act({ type: 'check' });
    const flopNext = flop.next as Extract<typeof flop.next, { kind: 'act' }>;
    // On the flop with 6 in the pot: min 2, half pot 3, pot 6, all-in 198.
    expect(presets('no-limit', flopNext, flop.view(flopNext.seat))).toEqual([{ id: 'min', to: 2 }, { id: 'half', to: 3 }, { id: 'pot', to: 6 }, { id: 'allIn', to: 198 }]);
    const hand = nlHand();
    const next = hand.next as Extract<typeof hand.next, { kind: 'act' }>;
    const view = hand.view(next.seat);
    // Before the flop, half pot (to 4) is the minimum raise: one button for both.
    expect(presets('no-limit', next, view).map((p) => p.id)).toEqual(['min', 'pot', 'allIn']);
    const bar = document.createElement('felt-table-actions') as FeltTableActions;
    const sent: HandAction[] = [];
    bar.addEventListener('table-action', (e) => sent.push(e.detail.action));
    Object.assign(bar, { next, view, structureKind: 'no-limit', explain: (a: HandAction) => hand.explain(a)?.text ?? null });
    document.body.append(bar);
    await bar.updateComplete;
    const labels = [...bar.shadowRoot!.querySelectorAll('button')].map((b) => b.textContent!.trim());
    expect(labels).toContain('Fold');
    expect(labels).toContain('Call 2');
    const input = bar.shadowRoot!.querySelector<HTMLInputElement>('#amount')!;
    input.value = '3';
    input.dispatchEvent(new Event('input'));
    await bar.updateComplete;
    expect(bar.shadowRoot!.querySelector('.why')!.textContent).toBe(hand.explain({ type: 'raise', to: 3 })!.text);
    bar.shadowRoot!.querySelector<HTMLButtonElement>('#raise')!.click();
    expect(sent).toEqual([]);
    input.value = '6';
    input.dispatchEvent(new Event('input'));
    await bar.updateComplete;
    bar.shadowRoot!.querySelector<HTMLButtonElement>('#raise')!.click();
    expect(sent).toEqual([{ type: 'raise', to: 6 }]);
    bar.remove();
  });

  it('fixed limit offers the fixed amounts only; pot limit\'s pot preset is the engine\'s maximum', () => {
    const fl = startHand({ game: 'holdem', structure: { kind: 'fixed-limit', smallBlind: 1, bigBlind: 2, smallBet: 2, bigBet: 4 }, seats: [{ stack: 100 }, { stack: 100 }, { stack: 100 }], button: 0, seed: 3 });
    const flNext = fl.next as Extract<typeof fl.next, { kind: 'act' }>;
    expect(presets('fixed-limit', flNext, fl.view(flNext.seat))).toEqual([]);
    expect(flNext.options.raiseSizes).toEqual([4]);
    const pl = startHand({ game: 'omaha', structure: { kind: 'pot-limit', smallBlind: 1, bigBlind: 2 }, seats: [{ stack: 100 }, { stack: 100 }, { stack: 100 }], button: 0, seed: 3 });
    const plNext = pl.next as Extract<typeof pl.next, { kind: 'act' }>;
    const pot = presets('pot-limit', plNext, pl.view(plNext.seat)).find((p) => p.id === 'pot')!;
    expect(pot.to).toBe(plNext.options.maxRaiseTo);
    expect(pot.to).toBe(7); // B-PL: call 2, then raise by the pot of 5
  });
});

describe('<felt-table-view>', () => {
  it('names the viewer\'s cards and shows the others face down (T-PRIVACY)', async () => {
    const hand = nlHand();
    const el = document.createElement('felt-table-view') as FeltTableView;
    Object.assign(el, { view: hand.view(1), names: ['Seat 1', 'You', 'Seat 3'], viewer: 1 });
    document.body.append(el);
    await el.updateComplete;
    const labels = [...el.shadowRoot!.querySelectorAll('li.seat svg')].map((s) => s.getAttribute('aria-label'));
    expect(labels.filter((l) => l === 'face-down card')).toHaveLength(4);
    expect(labels.filter((l) => l && l !== 'face-down card')).toHaveLength(2);
    el.remove();
  });
});

describe('table words', () => {
  it('speaks to the learner in the second person and links rules to lessons', () => {
    expect(eventText({ type: 'fold', seat: 0 }, () => 'You')).toBe('You fold.');
    expect(eventText({ type: 'fold', seat: 2 }, () => 'Seat 3 (Easy)')).toBe('Seat 3 (Easy) folds.');
    expect(aboutSeat('play.wins', 'You', { amount: '5' })).toBe('You win 5');
    expect(lessonForRule('P-SIDEPOTS')?.href).toMatch(/^#\/learn\//);
  });
});
