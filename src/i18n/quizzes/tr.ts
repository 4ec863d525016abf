// Quiz text in Turkish (issue 15), the same ids and placeholders as ./en.ts (test/i18n-parity.test.ts).
import type { Catalogue } from '../index';

export const quizTr = {
  // ---- shared pieces (common.ts, table.ts, choices.ts, live-spot.ts) ----

  // ---- betting kinds: half-rule, live-chips, legal-actions, fixed-limit, spread-limit, pot-limit, min-raise, reopen, pot-odds ----

  // ---- procedure kinds: first-to-act, blinds-button, rake, misdeal, premature, game-facts, table-procedures, returning-player, show-first, side-pots, card-notation ----

  // ---- hand kinds: which-wins, order-hands, best-five, hi-lo-split, low-hand, odd-chip, run-it-twice, nut-hand, equity-estimate ----

} as const satisfies Catalogue;
