// Small helpers the pages share: a lesson's status, counts, and the next lesson to study.
import { LESSONS } from '../trainer/lessons/catalogue';
import type { LessonMeta } from '../trainer/lessons/types';
import type { LessonProgress, LessonStatus } from '../storage/types';

export type Progress = ReadonlyMap<string, LessonProgress>;

export const statusOf = (progress: Progress, id: string): LessonStatus => progress.get(id)?.status ?? 'new';

export function countStatuses(progress: Progress, lessons: readonly LessonMeta[] = LESSONS): Record<LessonStatus, number> {
  const counts: Record<LessonStatus, number> = { new: 0, started: 0, done: 0 };
  for (const l of lessons) counts[statusOf(progress, l.id)]++;
  return counts;
}

/** The most recently touched started lesson, else the first one not started, else none. */
export function nextLesson(progress: Progress, lessons: readonly LessonMeta[] = LESSONS): LessonMeta | undefined {
  const started = lessons
    .filter((l) => statusOf(progress, l.id) === 'started')
    .sort((a, b) => (progress.get(b.id)?.updatedAt ?? 0) - (progress.get(a.id)?.updatedAt ?? 0));
  return started[0] ?? lessons.find((l) => statusOf(progress, l.id) === 'new');
}
