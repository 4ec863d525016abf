// @vitest-environment happy-dom
// UI pieces without a browser: hash routes, the card's accessible name and suit colour hook, the message layer.
import { describe, expect, it } from 'vitest';
import { parseCards } from '../src/engine/cards';
import { formatChips, msg } from '../src/i18n/index';
import { parseRoute, routeHref } from '../src/ui/router';
import '../src/ui/felt-card';
import type { FeltCard } from '../src/ui/felt-card';
import { nextLesson } from '../src/ui/lesson-progress';
import { LESSONS } from '../src/trainer/lessons/catalogue';

describe('hash routes', () => {
  it('reads every page and lesson link', () => {
    expect(parseRoute('')).toEqual({ page: 'home' });
    expect(parseRoute('#/')).toEqual({ page: 'home' });
    expect(parseRoute('#/learn')).toEqual({ page: 'learn' });
    expect(parseRoute('#/learn/rank-high')).toEqual({ page: 'lesson', id: 'rank-high' });
    expect(parseRoute('#/learn/rank-high/practice')).toEqual({ page: 'lesson', id: 'rank-high', focus: 'practice' });
    expect(parseRoute('#/practice/drill/abc')).toEqual({ page: 'practice', rest: ['drill', 'abc'] });
    expect(parseRoute('#/settings')).toEqual({ page: 'settings' });
    for (const lesson of LESSONS) expect(parseRoute(routeHref({ page: 'lesson', id: lesson.id }))).toEqual({ page: 'lesson', id: lesson.id });
  });

  it('trims the encoded space or newline a wrapped link ends with (issue 13)', () => {
    for (const tail of ['%20', '%0A', '%0D%0A', '%20%20', ' ', '%09']) {
      expect(parseRoute(`#/practice/drill/1.wb.hd.1.10.0.abc.p.x1y2${tail}`)).toEqual({ page: 'practice', rest: ['drill', '1.wb.hd.1.10.0.abc.p.x1y2'] });
    }
    expect(parseRoute('#/learn/rank-high%20')).toEqual({ page: 'lesson', id: 'rank-high' });
    expect(parseRoute('#/learn/rank%20high').page).toBe('not-found');
  });

  it('treats odd or hostile paths as not found', () => {
    expect(parseRoute('#/learn/<img src=x onerror=alert(1)>').page).toBe('not-found');
    expect(parseRoute('#/learn/%E0%A4%A').page).toBe('not-found');
    expect(parseRoute('#/nowhere').page).toBe('not-found');
  });
});

describe('<felt-card>', () => {
  it('names the card for assistive technology and colours it by suit variable', async () => {
    const card = document.createElement('felt-card') as FeltCard;
    card.card = parseCards('Ah')[0];
    document.body.append(card);
    await card.updateComplete;
    const svg = card.shadowRoot!.querySelector('svg')!;
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe('ace of hearts');
    expect(card.shadowRoot!.querySelector('text')!.getAttribute('class')).toBe('s2');
    card.card = parseCards('Tc')[0];
    await card.updateComplete;
    expect(svg.getAttribute('aria-label')).toBe('ten of clubs');
    expect(card.shadowRoot!.textContent).toContain('10');
    card.faceDown = true;
    await card.updateComplete;
    expect(card.shadowRoot!.querySelector('svg')!.getAttribute('aria-label')).toBe('face-down card');
    card.remove();
  });
});

describe('messages and progress helpers', () => {
  it('fills placeholders and formats numbers with Intl', () => {
    expect(msg('home.progressText', { done: 3, total: 37, started: 1 })).toBe('3 of 37 lessons learned, 1 started.');
    expect(formatChips(12500)).toBe('12,500');
    expect(formatChips(0.75)).toBe('0.75');
  });

  it('suggests the most recent started lesson, else the first new one', () => {
    expect(nextLesson(new Map())?.id).toBe(LESSONS[0].id);
    const progress = new Map([
      [LESSONS[0].id, { id: LESSONS[0].id, status: 'done' as const, updatedAt: 1 }],
      [LESSONS[3].id, { id: LESSONS[3].id, status: 'started' as const, updatedAt: 5 }],
      [LESSONS[2].id, { id: LESSONS[2].id, status: 'started' as const, updatedAt: 9 }],
    ]);
    expect(nextLesson(progress)?.id).toBe(LESSONS[2].id);
  });
});
