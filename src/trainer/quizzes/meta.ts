// The quiz kinds without their generators (issue 13 item 8): what the Practice chooser, lesson cards, drill links, Home and
// Progress need (id, code, title, rule IDs, games), so those pages paint before any generator or the engine loads. The facts
// are generated from the kinds (./meta.generated.ts, scripts/gen-quiz-meta.ts); the pages import the generators (./index.ts,
// ../drill.ts) only when a drill starts.
import '../../i18n/quizzes/en'; // the kinds' titles are in the quizzes' part of the catalogue
import { msg } from '../../i18n/index';
import type { GameId } from '../games';
import { QUIZ_KIND_FACTS, type QuizKindFacts } from './meta.generated';

export interface QuizKindMeta {
  /** Stable id (used in storage). */
  readonly id: string;
  /** Two characters, unique, used in drill links. */
  readonly code: string;
  /** In the active language. */
  readonly title: string;
  /** Every rule ID the kind can drill. */
  readonly ruleIds: readonly string[];
  /** The games it applies to; empty = not tied to a game. */
  readonly games: readonly GameId[];
}

const meta = (f: QuizKindFacts): QuizKindMeta => ({
  id: f.id, code: f.code, ruleIds: f.ruleIds, games: f.games,
  get title() { return 'id' in f.title ? msg(f.title.id) : f.title.text; },
});

/** Every quiz kind, in the registry's order. */
export const QUIZ_META: readonly QuizKindMeta[] = QUIZ_KIND_FACTS.map(meta);

export const quizMeta = (id: string): QuizKindMeta | undefined => QUIZ_META.find((k) => k.id === id);

/** The quiz kinds that drill any of these rule IDs (a lesson lists them as its drills). */
export const quizMetaForRules = (ruleIds: readonly string[]): QuizKindMeta[] => QUIZ_META.filter((k) => k.ruleIds.some((r) => ruleIds.includes(r)));
