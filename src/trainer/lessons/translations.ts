// The lesson translations by language (issue 15): one line per language, each loading that language's folder.
import type { LessonContent, LessonText, LessonTranslations } from './types';

/** Languages with translated lessons, by BCP 47 code. English is the lessons themselves. */
export const LESSON_TRANSLATIONS: Readonly<Record<string, () => Promise<LessonTranslations>>> = {
  el: () => import('./el/index').then((m) => m.translations),
  tr: () => import('./tr/index').then((m) => m.translations),
};

/** Why a translation does not fit its lesson, or null when it does (same sections, paragraphs, captions and self-checks). */
export function lessonTextMismatch(content: LessonContent, text: LessonText): string | null {
  if (text.sections.length !== content.sections.length) return `${content.id}: ${text.sections.length} sections, the lesson has ${content.sections.length}`;
  for (const [i, section] of content.sections.entries()) {
    const t = text.sections[i];
    if (t.paragraphs.length !== section.paragraphs.length) return `${content.id}, section ${i + 1}: ${t.paragraphs.length} paragraphs, the lesson has ${section.paragraphs.length}`;
    const examples = section.examples?.length ?? 0;
    if ((t.captions?.length ?? 0) !== examples) return `${content.id}, section ${i + 1}: ${t.captions?.length ?? 0} captions, the lesson has ${examples} examples`;
    if (!t.heading.trim() || t.paragraphs.some((p) => !p.trim()) || t.captions?.some((c) => !c.trim())) return `${content.id}, section ${i + 1}: an empty text`;
  }
  if (text.practice.length !== content.practice.length) return `${content.id}: ${text.practice.length} self-checks, the lesson has ${content.practice.length}`;
  if (text.practice.some((p) => !p.question.trim() || !p.answer.trim())) return `${content.id}: an empty self-check`;
  return null;
}

/** The lesson in another language: its words replaced, its cards and examples kept. Throws when the text does not fit. */
export function translateLesson(content: LessonContent, text: LessonText): LessonContent {
  const problem = lessonTextMismatch(content, text);
  if (problem) throw new Error(`The translation does not fit the lesson (${problem}).`);
  return {
    ...content,
    sections: content.sections.map((section, i) => {
      const t = text.sections[i];
      return {
        ...section,
        heading: t.heading,
        paragraphs: t.paragraphs,
        ...(section.examples ? { examples: section.examples.map((ex, k) => ({ ...ex, caption: t.captions![k] })) } : {}),
      };
    }),
    practice: text.practice,
  };
}
