// The shape of a lesson: catalogue metadata (always loaded) and content (loaded when opened).
// Examples are *descriptions* of what to compute; the page computes them with the engine.
import type { GameId } from '../../engine/games';
import type { HandRule } from '../../engine/rankings/types';

export type LessonGroup = 'games' | 'rankings' | 'betting' | 'procedures';
export const LESSON_GROUPS: readonly LessonGroup[] = ['games', 'rankings', 'betting', 'procedures'];

/** A catalogue entry: enough to list, link and check coverage without loading the text. */
export interface LessonMeta {
  /** Stable id, used in the URL `#/learn/<id>` and in saved progress. */
  id: string;
  title: string;
  group: LessonGroup;
  /** One sentence shown in lists. */
  summary: string;
  /** RULES.md rule IDs this lesson teaches. */
  rules: readonly string[];
  /** Quiz kinds (issue 6) that drill this lesson, when they exist. */
  quizKinds?: readonly string[];
  /** Loads the text and examples. */
  load(): Promise<LessonContent>;
}

/** Cards are written as text ("Ah Kd") and parsed on the page, so a typo fails loudly in tests. */
export type CardText = string;

export type LessonExample =
  /** Sample hands, one per category: the evaluator names them and sorts them strongest first. */
  | { kind: 'ladder'; rule: HandRule; caption: string; hands: ReadonlyArray<{ hole: CardText; board?: CardText }>; deck?: 32 | 52 }
  /** Two or more hands under one rule (and optionally a low rule): the evaluator says who wins. */
  | { kind: 'showdown'; rule: HandRule; caption: string; board?: CardText; hands: ReadonlyArray<{ label: string; hole: CardText }>; lowRule?: HandRule; deck?: 32 | 52 }
  /** Chips each player put in (and who folded): the engine returns uncalled chips and builds the pots. */
  | { kind: 'side-pots'; caption: string; players: ReadonlyArray<{ label: string; put: number; folded?: boolean }> }
  /** A pot shared by winners: odd chips from the left of the button; or hi/lo halves; or run-it-twice shares. */
  | { kind: 'split'; caption: string; amount: number; seats: number; button: number; winners: readonly number[]; hiLo?: boolean; boards?: number }
  /** A betting question answered by the engine's structure functions. */
  | { kind: 'betting'; caption: string; question: BettingQuestion }
  /** Blind and button positions over several hands (dead button, heads-up), computed by the engine. */
  | { kind: 'blinds'; caption: string; seats: number; button: number; hands: number; leaves?: ReadonlyArray<{ afterHand: number; seat: number }> }
  /** Who brings it in, from the up cards. */
  | { kind: 'bring-in'; caption: string; up: ReadonlyArray<{ label: string; card: CardText }>; which: 'lowest' | 'highest'; suitOrder: 'spades' | 'hearts' }
  /** A game's streets, read from its spec in the engine's GAMES catalogue. */
  | { kind: 'game'; caption: string; game: GameId }
  /** Each player's chance to win from here, computed by the Wasm equity engine in a worker. */
  | { kind: 'equity'; caption: string; game: 'holdem' | 'omaha' | 'omaha5' | 'omaha-hl' | 'omaha5-hl'; board: CardText; hands: ReadonlyArray<{ label: string; hole: CardText }> }
  /** A hand replayed by the engine's state machine: who acts next and their legal options. */
  | { kind: 'hand'; caption: string; game: GameId; structure: Readonly<Record<string, unknown>>; stacks: readonly number[]; button: number; labels: readonly string[];
      actions: ReadonlyArray<{ type: 'fold' | 'check' | 'call' | 'bet' | 'raise'; to?: number }>;
      /** Optional exact cards per seat and board, and everyone's run-it-twice preference (P-RIT). */
      cards?: readonly CardText[]; board?: CardText; runItTwice?: 'never' | 'always' | 'ask' }
  /** Who shows first in each pot (last pot first), from the pots and the last bettor. */
  | { kind: 'show-order'; caption: string; labels: readonly string[]; button: number; lastAggressor: number | null; pots: ReadonlyArray<{ eligible: readonly number[] }> }
  /** Rake for a few pots, computed by the engine's rule. */
  | { kind: 'rake'; caption: string; pots: ReadonlyArray<{ pot: number; players: number; flopSeen: boolean }> };

export type BettingQuestion =
  | { type: 'pot-limit' | 'half-pot'; pot: number; currentBet: number; playerBet: number }
  | { type: 'min-raise'; currentBet: number; lastFullRaise: number; minBet: number; rule: 'standard' | 'double' }
  | { type: 'full-bet'; currentBet: number; raiseTo: number; lastFullRaise: number; minBet: number; rule: 'standard' | 'double' }
  | { type: 'half-rule'; currentBet: number; pushedTo: number; lastFullRaise: number; minBet: number; rule: 'standard' | 'double' }
  /** The rounds are the game's betting streets (their names from GAMES, worded on the page), small bets for its smallBetRounds. */
  | { type: 'fixed-limit'; smallBet: number; bigBet: number; game: GameId }
  | { type: 'spread'; minBet: number; spreadMax: readonly [number, number, number]; game: GameId };

export interface LessonSection {
  heading: string;
  paragraphs: readonly string[];
  examples?: readonly LessonExample[];
}

/** A question to check yourself, answered on request. */
export interface SelfCheck {
  question: string;
  answer: string;
}

export interface LessonContent {
  id: string;
  sections: readonly LessonSection[];
  /** The lesson's last part: questions to practise with (plus the drills named by quizKinds). */
  practice: readonly SelfCheck[];
}

/**
 * A lesson's words in another language (issue 15): the same sections in the same order, each with its heading, its
 * paragraphs and one caption per example; the same self-checks. Cards, examples and player names stay as they are.
 */
export interface LessonText {
  sections: ReadonlyArray<{ heading: string; paragraphs: readonly string[]; captions?: readonly string[] }>;
  practice: readonly SelfCheck[];
}

/** One language's lessons: every lesson's title and summary (the lists need them unloaded) and its text, loaded when opened. */
export interface LessonTranslations {
  titles: Readonly<Record<string, { title: string; summary: string }>>;
  lessons: Readonly<Record<string, () => Promise<LessonText>>>;
}
