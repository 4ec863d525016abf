// Issue 15: one term and one form per language for what every page repeats. A page is named on the navigation as its
// own heading names it (Greek "Εξάσκηση", not "Άσκηση" beside it; Turkish "Alıştırma"); a percentage written into a
// sentence has the form the locale's Intl gives a computed one beside it ("55%" in English and Greek, "%55" in
// Turkish); a seat's last move on the table is in the third person in Greek ("Ποντάρει 4"), not the learner's button
// ("Ποντάρω"); and the Greek article before a label comes from the label's own noun ("Η Θέση 3 σκέφτεται…", not
// "Ο παίκτης Θέση 3").
import { afterAll, describe, expect, it } from 'vitest';
import { el } from '../src/i18n/el';
import { en } from '../src/i18n/en';
import { formatPercent, msg, setLocale, useLocale } from '../src/i18n/index';
import { quizEl } from '../src/i18n/quizzes/el';
import { quizEn } from '../src/i18n/quizzes/en';
import { quizTr } from '../src/i18n/quizzes/tr';
import { tr } from '../src/i18n/tr';

const UI: Record<string, Record<string, string>> = { en, tr, el };
const QUIZ: Record<string, Record<string, string>> = { en: quizEn, tr: quizTr, el: quizEl };
const PAGES: [string, string][] = [['nav.practice', 'practice.title'], ['nav.progress', 'progress.title'], ['nav.settings', 'settings.title'], ['nav.play', 'play.title']];

afterAll(() => setLocale('en'));

describe('one term and one form per language (issue 15)', () => {
  it('the navigation names a page as its heading does, in every language', () => {
    for (const [nav, title] of PAGES) expect(en[nav as keyof typeof en], nav).toBe(en[title as keyof typeof en]);
    const wrong = ['tr', 'el'].flatMap((lang) => PAGES.filter(([nav, title]) => UI[lang][nav] !== UI[lang][title]).map(([nav, title]) => `${lang}: ${nav} "${UI[lang][nav]}" but ${title} "${UI[lang][title]}"`));
    expect(wrong).toEqual([]);
  });

  for (const lang of ['en', 'tr', 'el'] as const) {
    it(`${lang}: a percentage written in a sentence has the form Intl gives`, async () => {
      await useLocale(lang);
      const wrong: string[] = [];
      for (const [id, text] of [...Object.entries(UI[lang]), ...Object.entries(QUIZ[lang])]) {
        for (const m of text.matchAll(/%\s?\d+(?:[.,]\d+)?|\d+(?:[.,]\d+)?\s?%/g)) {
          const n = Number(m[0].replace(/[%\s]/g, '').replace(',', '.'));
          const digits = (m[0].split(/[.,]/)[1] ?? '').replace(/\D/g, '').length;
          if (m[0] !== formatPercent(n / 100, digits)) wrong.push(`${id}: "${m[0]}" (write "${formatPercent(n / 100, digits)}")`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  it('Greek seat badges are in the third person, unlike the buttons', () => {
    const firstPerson = /^\p{L}+ω(?=\s|$)/u;
    for (const id of ['play.short.call', 'play.short.bet', 'play.short.raise', 'play.short.draw', 'play.short.standPat']) {
      expect(el[id as keyof typeof el], id).not.toMatch(firstPerson);
      expect(el[id as keyof typeof el], id).not.toBe(el[id.replace('short', 'act') as keyof typeof el]);
    }
    expect(el['play.act.betTo']).toMatch(firstPerson); // the check can fail: the learner's own button is first person
  });

  it('Greek: a label after an article takes its own noun\'s article', async () => {
    await useLocale('el');
    expect(msg('play.thinking', { who: 'Θέση 3 (Εύκολο)' })).toBe('Η Θέση 3 (Εύκολο) σκέφτεται…');
    expect(msg('lab.unrollFav', { player: 'Παίκτης 1: AhKh', percent: '43%', street: 'φλοπ' })).toMatch(/^Ο Παίκτης 1: AhKh είναι φαβορί/);
  });
});
