// Lessons in the chosen language (issue 15): titles and summaries from LESSON_TRANSLATIONS[locale],
// a lesson's text through translateLesson; English where a language has no translation (yet).
import { currentLocale } from '../i18n/index';
import { LESSON_TRANSLATIONS, translateLesson } from '../trainer/lessons/translations';
import type { LessonContent, LessonMeta, LessonTranslations } from '../trainer/lessons/types';

const loaded = new Map<string, LessonTranslations>();

/** Loads a language's lesson titles (its folder's index); a language without lessons loads nothing. */
export async function loadLessonTranslations(code: string): Promise<void> {
  const load = LESSON_TRANSLATIONS[code];
  if (load && !loaded.has(code)) loaded.set(code, await load());
}

const titles = (id: string) => loaded.get(currentLocale())?.titles[id];

export const lessonTitle = (meta: Pick<LessonMeta, 'id' | 'title'>): string => titles(meta.id)?.title ?? meta.title;
export const lessonSummary = (meta: Pick<LessonMeta, 'id' | 'summary'>): string => titles(meta.id)?.summary ?? meta.summary;

/** A lesson's content in the active language; the English text when there is no translation or it does not fit. */
export async function loadLesson(meta: LessonMeta): Promise<LessonContent> {
  const code = currentLocale();
  const [content] = await Promise.all([meta.load(), loadLessonTranslations(code).catch(() => undefined)]);
  const text = loaded.get(code)?.lessons[meta.id];
  if (!text) return content;
  try {
    return translateLesson(content, await text());
  } catch {
    return content;
  }
}
