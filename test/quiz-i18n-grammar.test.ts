// Issue 15: labels (seats, players, hands) inside Turkish and Greek quiz sentences take the case the sentence needs.
// The suffix and article helper (src/i18n/inflect.ts) is checked against tables written out by hand (the oracle), and
// every quiz kind's rendered text in both languages is scanned: Turkish suffixes after a label are the table's forms
// for that label, "sıra Koltuk N" always carries its locative ('sıra Koltuk 3’te'); Greek articles agree with the
// label's noun in gender and case, and no clause starts with a bare label as its subject ("Παίκτης 2 κερδίζει").
import { afterAll, describe, expect, it } from 'vitest';
import { type LocaleCode, useLocale } from '../src/i18n/index';
import { greekLabel, inflectGreek, inflectTurkish, turkishNumberTail, turkishSuffix } from '../src/i18n/inflect';
import { DIFFICULTIES } from '../src/trainer/quiz';
import { QUIZ_KINDS } from '../src/trainer/quizzes';
import { questionTexts } from './quiz-texts';

/** Turkish forms after a label's last word, by hand: locative, ablative, accusative, dative, genitive. */
const TR_FORMS: Record<string, { DA: string; DAn: string; I: string; A: string; In: string }> = {
  1: { DA: 'de', DAn: 'den', I: 'i', A: 'e', In: 'in' },
  2: { DA: 'de', DAn: 'den', I: 'yi', A: 'ye', In: 'nin' },
  3: { DA: 'te', DAn: 'ten', I: 'ü', A: 'e', In: 'ün' },
  4: { DA: 'te', DAn: 'ten', I: 'ü', A: 'e', In: 'ün' },
  5: { DA: 'te', DAn: 'ten', I: 'i', A: 'e', In: 'in' },
  6: { DA: 'da', DAn: 'dan', I: 'yı', A: 'ya', In: 'nın' },
  7: { DA: 'de', DAn: 'den', I: 'yi', A: 'ye', In: 'nin' },
  8: { DA: 'de', DAn: 'den', I: 'i', A: 'e', In: 'in' },
  9: { DA: 'da', DAn: 'dan', I: 'u', A: 'a', In: 'un' },
  10: { DA: 'da', DAn: 'dan', I: 'u', A: 'a', In: 'un' },
  A: { DA: 'da', DAn: 'dan', I: 'yı', A: 'ya', In: 'nın' },
  B: { DA: 'de', DAn: 'den', I: 'yi', A: 'ye', In: 'nin' },
  C: { DA: 'de', DAn: 'den', I: 'yi', A: 'ye', In: 'nin' },
  D: { DA: 'de', DAn: 'den', I: 'yi', A: 'ye', In: 'nin' },
  E: { DA: 'de', DAn: 'den', I: 'yi', A: 'ye', In: 'nin' },
};

/** Greek: which articles may stand before each form of the label nouns (the oracle for the rendered scan). */
const EL_ARTICLES: Record<string, string[]> = {
  Παίκτης: ['ο'],
  Παίκτη: ['του', 'τον', 'στον'],
  Θέση: ['η', 'τη', 'την', 'στη', 'στην'],
  Θέσης: ['της'],
  Χέρι: ['το', 'στο'],
  Χεριού: ['του'],
};
const EL_ARTICLE_WORDS = 'η|ο|το|τη|την|της|του|τον|στη|στην|στον|στο|των|οι|τα';
const LABEL_NOUN = 'Παίκτης|Παίκτη|Θέση|Θέσης|Χέρι|Χεριού|Αντίπαλος';

/** Every text of a few questions of every kind and game, in the active language. */
function renderedTexts(seeds: number): [string, string][] {
  const out: [string, string][] = [];
  for (const kind of QUIZ_KINDS) {
    // A kind without games (side pots, rake, misdeals...) is generated without one.
    for (const game of kind.games.length ? kind.games : [undefined]) {
      for (const difficulty of DIFFICULTIES) {
        for (let seed = 1; seed <= seeds; seed++) {
          const q = kind.generate(seed, difficulty, game);
          for (const [where, text] of questionTexts(q, kind.title)) out.push([`${kind.id} ${game} ${difficulty} ${seed} ${where}`, text]);
        }
      }
    }
  }
  return out;
}

/** Turkish problems of a text: an unresolved mark, a suffix after a label that is not its table form, a bare "sıra Koltuk N". */
function turkishProblems(text: string): string[] {
  const out: string[] = [];
  if (/’\((DA|DAn|I|A|In)\)/.test(text)) out.push('unresolved suffix mark');
  for (const m of text.matchAll(/(?:Koltuk|Oyuncu|El) (\d+|[A-E])’(\p{L}+)/gu)) {
    const forms = TR_FORMS[m[1]];
    if (forms && !Object.values(forms).includes(m[2])) out.push(`"${m[0]}": not a case form of ${m[1]}`);
  }
  for (const m of text.matchAll(/sıra (Koltuk (\d+))(’\p{L}+)?/gu)) {
    if (m[3] !== `’${TR_FORMS[m[2]]?.DA}`) out.push(`"${m[0]}": the turn is on a seat, "sıra ${m[1]}’${TR_FORMS[m[2]]?.DA}"`);
  }
  return out;
}

/**
 * Greek problems: an unresolved mark, an article that does not fit the label noun after it, a bare label as subject,
 * and outside the prompt a ';' inside a text (Greek's question mark, where a list wanted '·').
 */
function greekProblems(text: string, where = ''): string[] {
  const out: string[] = [];
  if (!/ (prompt|title)$/.test(where) && /;\s/.test(text)) out.push('";" inside a statement is a question mark in Greek (join with "·")');
  if (/\[(ο|Ο|του|Του|τον|Τον|στον|Στον)\]/u.test(text)) out.push('unresolved article mark');
  for (const m of text.matchAll(new RegExp(`(?<![\\p{L}])(${EL_ARTICLE_WORDS}) (${LABEL_NOUN}) [0-9Α-ΩA-Z]`, 'giu'))) {
    const allowed = EL_ARTICLES[m[2]];
    if (allowed && !allowed.includes(m[1].toLocaleLowerCase('el'))) out.push(`"${m[0]}": ${m[2]} takes ${allowed.join('/')}`);
  }
  // A clause that opens with a label (or a list of them) and goes on with a word is a subject without its article.
  const label = `(?:${LABEL_NOUN}) [0-9Α-ΩA-Z]+`;
  const subject = new RegExp(`(?:^|[.;·] )(${label}(?:(?:, | και | ή )${label})*) [\\p{Ll}]+(?![\\p{L}:])`, 'gu');
  for (const m of text.matchAll(subject)) out.push(`"${m[0].trim()}": a label as subject needs its article`);
  return out;
}

afterAll(async () => { await useLocale('en'); });

describe('Turkish suffixes after a label (issue 15)', () => {
  it('numbers are read by their last spoken word', () => {
    expect([1, 2, 3, 6, 9, 10, 11, 20, 40, 60, 90, 100, 101, 1000, 2500, 0].map(turkishNumberTail))
      .toEqual(['bir', 'iki', 'üç', 'altı', 'dokuz', 'on', 'bir', 'yirmi', 'kırk', 'altmış', 'doksan', 'yüz', 'bir', 'bin', 'yüz', 'sıfır']);
  });

  it('every seat, player and hand label gets the table\'s suffix in every case', () => {
    for (const [token, forms] of Object.entries(TR_FORMS)) {
      for (const [suffix, form] of Object.entries(forms)) {
        expect(turkishSuffix(token, suffix as keyof typeof forms), `${token} ${suffix}`).toBe(form);
      }
    }
  });

  it('a mark resolves after the filled label, a list takes it once at its end', () => {
    expect(inflectTurkish('Sıra Koltuk 3’(DA); buton Koltuk 6’(DA).')).toBe('Sıra Koltuk 3’te; buton Koltuk 6’da.');
    expect(inflectTurkish('Oyuncu 2 (full), Oyuncu 1’(I) (döper) yener')).toBe('Oyuncu 2 (full), Oyuncu 1’i (döper) yener');
    expect(inflectTurkish('Oyuncu 1 ve Oyuncu 2’(In) payı')).toBe('Oyuncu 1 ve Oyuncu 2’nin payı');
    expect(inflectTurkish('El A’(In) yan kartı, Koltuk 10’(DAn) sonra')).toBe('El A’nın yan kartı, Koltuk 10’dan sonra');
    expect(inflectTurkish('Vela’dır')).toBe('Vela’dır');
  });

  it('the rendered-text check fails on the old wording', () => {
    expect(turkishProblems('Texas hold’em: sıra Koltuk 1 üzerinde.')).not.toEqual([]);
    expect(turkishProblems('sıra Koltuk 3’de')).not.toEqual([]);
    expect(turkishProblems('Oyuncu 6’yi')).not.toEqual([]);
    expect(turkishProblems('sıra Koltuk 3’te; Oyuncu 6’yı yener')).toEqual([]);
  });
});

describe('Greek articles before a label (issue 15)', () => {
  it('the article takes the noun\'s gender and the noun its case', () => {
    expect(greekLabel('Παίκτης 2', 'nom')).toBe('ο Παίκτης 2');
    expect(greekLabel('Παίκτης 2', 'gen')).toBe('του Παίκτη 2');
    expect(greekLabel('Παίκτης 2', 'acc')).toBe('τον Παίκτη 2');
    expect(greekLabel('Θέση 3', 'nom')).toBe('η Θέση 3');
    expect(greekLabel('Θέση 3', 'gen')).toBe('της Θέσης 3');
    expect(greekLabel('Θέση 3', 'acc')).toBe('τη Θέση 3');
    expect(greekLabel('Χέρι Β', 'gen')).toBe('του Χεριού Β');
    expect(greekLabel('Χέρι Β', 'acc')).toBe('το Χέρι Β');
    expect(greekLabel('Αντίπαλος', 'acc')).toBe('τον Αντίπαλο');
    expect(greekLabel('Άννα', 'nom')).toBeNull();
  });

  it('marks resolve: case, σε + accusative, a capital, a list of labels', () => {
    expect(inflectGreek('[Ο] Παίκτης 2 κερδίζει το ποτ.')).toBe('Ο Παίκτης 2 κερδίζει το ποτ.');
    expect(inflectGreek('οι μάρκες [του] Θέση 3· πάει [στον] Παίκτης 1, [στον] Θέση 2 και [στον] Χέρι Α')).toBe('οι μάρκες της Θέσης 3· πάει στον Παίκτη 1, στη Θέση 2 και στο Χέρι Α');
    expect(inflectGreek('[Ο] Παίκτης 1 και Παίκτης 2 μοιράζονται')).toBe('Ο Παίκτης 1 και ο Παίκτης 2 μοιράζονται');
    expect(inflectGreek('[ο] Άννα πάει πάσο')).toBe('Άννα πάει πάσο');
  });

  it('the rendered-text check fails on the old wording', () => {
    expect(greekProblems('Παίκτης 2 κερδίζει το ποτ.')).not.toEqual([]);
    expect(greekProblems('Παίκτης 1 και Παίκτης 2 έρχονται ισόπαλοι.')).not.toEqual([]);
    expect(greekProblems('οι τελευταίες 40 της Θέση 3')).not.toEqual([]);
    expect(greekProblems('πάει στον Παίκτης 1')).not.toEqual([]);
    expect(greekProblems('Παίκτης 1: ποντάρει αντί γι’ αυτό; Παίκτης 2: επιλέγει μοιρασιά.', 'fact 0')).not.toEqual([]);
    expect(greekProblems('Ποιος κερδίζει; Διαλέξτε.', 'x prompt')).toEqual([]);
    expect(greekProblems('Ο Παίκτης 2 κερδίζει· ανάμεσα σε: Θέση 1 και Θέση 2. Παίκτης 1: καρέ. Παίκτης 1 τώρα: καρέ.')).toEqual([]);
  });
});

describe('labels in every quiz kind\'s rendered text (issue 15)', () => {
  const check: Record<'tr' | 'el', (t: string, where: string) => string[]> = { tr: turkishProblems, el: greekProblems };
  for (const lang of ['tr', 'el'] as LocaleCode[]) {
    it(`${lang}: every label takes its case`, async () => {
      await useLocale(lang);
      const found: string[] = [];
      for (const [where, text] of renderedTexts(2)) for (const p of check[lang as 'tr' | 'el'](text, where)) found.push(`${where}: ${p} in "${text}"`);
      expect(found.slice(0, 20)).toEqual([]);
    }, 240_000);
  }
});
