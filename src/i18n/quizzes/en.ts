// Quiz text in English (issue 15: the quizzes' catalogue part), keyed 'quiz.<kind>.<name>', shared pieces 'quiz.common.*'.
// Placeholders and plurals as in ../en.ts. Each group of kinds keeps to its own section (several people add to it at once).
export const quizEn = {
  // ---- shared pieces (common.ts, table.ts, choices.ts, live-spot.ts) ----

  // ---- betting kinds: half-rule, live-chips, legal-actions, fixed-limit, spread-limit, pot-limit, min-raise, reopen, pot-odds ----

  // ---- procedure kinds: first-to-act, blinds-button, rake, misdeal, premature, game-facts, table-procedures, returning-player, show-first, side-pots, card-notation ----

  // ---- hand kinds: which-wins, order-hands, best-five, hi-lo-split, low-hand, odd-chip, run-it-twice, nut-hand, equity-estimate ----

} as const;

export type QuizMessageId = keyof typeof quizEn;
