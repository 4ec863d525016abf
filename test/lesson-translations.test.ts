// Issue 15: every language's lessons fit the English ones (same sections, paragraphs, captions, self-checks), every
// lesson has a title and summary, and no translated text is left in English (equal to the English text).
import { describe, expect, it } from 'vitest';
import { el } from '../src/i18n/el';
import { tr } from '../src/i18n/tr';
import { LESSONS } from '../src/trainer/lessons/catalogue';
import { LESSON_TRANSLATIONS, lessonTextMismatch, translateLesson } from '../src/trainer/lessons/translations';

describe('lesson translations', () => {
  it('translateLesson refuses a text with a missing paragraph and keeps the examples of one that fits', async () => {
    const content = await LESSONS.find((l) => l.id === 'rank-low8')!.load();
    const text = {
      sections: content.sections.map((s) => ({ heading: `x ${s.heading}`, paragraphs: s.paragraphs.map((p) => `x ${p}`), captions: s.examples?.map((e) => `x ${e.caption}`) })),
      practice: content.practice.map((p) => ({ question: `x ${p.question}`, answer: `x ${p.answer}` })),
    };
    const out = translateLesson(content, text);
    expect(out.sections[1].examples?.[0]).toEqual({ ...content.sections[1].examples![0], caption: `x ${content.sections[1].examples![0].caption}` });
    expect(out.sections[0].paragraphs[0]).toBe(`x ${content.sections[0].paragraphs[0]}`);
    const broken = { ...text, sections: [{ ...text.sections[0], paragraphs: [] }, ...text.sections.slice(1)] };
    expect(lessonTextMismatch(content, broken)).toMatch(/section 1: 0 paragraphs/);
    expect(() => translateLesson(content, broken)).toThrow(/does not fit/);
  });

  for (const [lang, load] of Object.entries(LESSON_TRANSLATIONS)) {
    it(`${lang}: every lesson is translated, fits its English lesson and is not left in English`, async () => {
      const t = await load();
      expect(Object.keys(t.titles).sort()).toEqual(LESSONS.map((l) => l.id).sort());
      expect(Object.keys(t.lessons).sort()).toEqual(LESSONS.map((l) => l.id).sort());
      for (const meta of LESSONS) {
        const { title, summary } = t.titles[meta.id];
        // A game's name may be the same in every language (Texas hold’em): then the title is that language's catalogue name.
        const sameName = Object.entries(({ tr, el } as Record<string, Record<string, string>>)[lang]).some(([k, v]) => k.startsWith('rule.G-') && v === title);
        expect(title.trim() && title !== meta.title || meta.title.length < 12 || sameName, `${lang} ${meta.id} title`).toBeTruthy();
        expect(summary.trim() && summary !== meta.summary, `${lang} ${meta.id} summary`).toBeTruthy();
        const content = await meta.load();
        const text = await t.lessons[meta.id]();
        expect(lessonTextMismatch(content, text), `${lang} ${meta.id}`).toBeNull();
        const english = new Set([...content.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.examples ?? []).map((e) => e.caption)]),
          ...content.practice.flatMap((p) => [p.question, p.answer])]);
        const same = [...text.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.captions ?? [])]), ...text.practice.flatMap((p) => [p.question, p.answer])]
          .filter((s) => english.has(s) && s.length > 12);
        expect(same, `${lang} ${meta.id}: left in English`).toEqual([]);
      }
    });
  }
});
