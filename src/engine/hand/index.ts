// The hand state machine's front door: startHand, and the list of pure helpers lessons and quizzes call directly.
/*
 * Pure helpers for lessons and quizzes (all exported from src/engine/index.ts):
 *
 * Betting (src/engine/betting/structures.ts)
 *   minimumBet(structure: BettingStructure): number                                     B-NL (ante games: the bring-in)
 *   defaultBringIn(structure): number                                                   F-BRINGIN (twice the ante)
 *   minRaiseTo({ currentBet, lastFullRaise, minBet, rule? }): number                    B-MINRAISE, B-MINRAISE-DOUBLE
 *   potLimitMaxRaiseTo({ pot, currentBet, playerBet }): number                          B-PL
 *   halfPotMaxRaiseTo({ pot, currentBet, playerBet }): number                           B-HALFPL
 *   fixedLimitBetSize({ roundIndex, smallBet, bigBet, smallRounds? }): number           B-FL
 *   fixedLimitCapReached(betsThisRound: number, cap = 4): boolean                       B-FL
 *   spreadLimitRoundMax(roundIndex, spreadMax: [n, n, n]): number                       B-SPREAD
 *   spreadLimitRange({ roundIndex, currentBet, lastFullRaise, minBet, spreadMax })
 *     : { minRaiseTo, maxRaiseTo } | null                                               B-SPREAD
 *   reopensAction({ currentBet, raiseTo, lastFullRaise, minBet, rule? }): { reopens, reason }   B-FULLBET
 *   completeShortRaise({ currentBet, pushedTo, lastFullRaise, minBet, rule? })
 *     : { action: 'call' | 'raise', to, reason }                                        B-HALFRULE
 *   bettingOptions(ctx: BettingContext): BettingOptions                                 (the legal options)
 *   checkBettingAction(ctx, { type, to? }): string | null                               (why an action is illegal)
 *   explainBettingAction(ctx, { type, to? }): Reason | null                             (the same as { id, params, text })
 *   isFullRaise(ctx, to): boolean                                                       B-FULLBET, B-FL cap
 *   reason(id, params): Reason; REASON_TEXT: English sentence per message id
 * Live procedures (src/engine/live/index.ts)
 *   readLiveAction(a: LiveChipAction): { action: { type, to }, reason }                 B-LIVEACTS, B-HALFRULE
 * Pots (src/engine/betting/pots.ts)
 *   uncalledBet(contributions: number[]): { seat, amount } | null                       P-SIDEPOTS
 *   buildSidePots(contributions: number[], folded: boolean[]): { amount, eligible }[]   P-SIDEPOTS
 *   splitPot(amount, winners: number[], oddChipOrder: number[], chipUnit = 1): number[] P-ODDCHIP
 *   hiLoHalves(amount, chipUnit = 1): { high, low }                                     P-ODDCHIP (odd chip high)
 *   runItTwicePayout(amount, boards: 2 | 3, chipUnit = 1): number[]                     P-RIT, P-RIT+1
 *   rake({ pot, players, flopSeen, structure? }): number                                P-RAKE
 * Positions (src/engine/table/positions.ts)
 *   blindPositions(active: boolean[], button): { button, smallBlind, bigBlind }         F-BLINDS, F-HEADSUP
 *   nextBlindPositions(previous: BlindPositions, active: boolean[]): BlindPositions     F-DEADBUTTON, F-HEADSUP
 *   nextActiveSeat(active: boolean[], from): number
 *   seatsFromLeftOfButton(seatCount, button): number[]                                  P-ODDCHIP order
 *   bringInSeat(upCards: (Card | null)[], 'lowest' | 'highest', suitOrder): number     F-BRINGIN, C-SUITORDER
 *   showingValue(upCards: Card[], soko?): number                                        F-ORDER-STUD
 *   firstToAct({ kind, canAct, button, bigBlind?, bringIn?, showing?, upCards?, bringInCard?, suitOrder?, soko? })
 *     : number                                                                          F-ORDER-FLOP, F-BRINGIN, F-ORDER-STUD, F-ORDER-DRAW32
 *   showdownOrder({ pots, seatCount, button, lastAggressor, studShowing? })
 *     : { byPot: { pot, order }[], order }                                              P-SHOWORDER
 * Games (src/engine/games)
 *   GAMES: Record<GameId, GameSpec>, GAME_IDS, gameSpec(id)
 * Hands (src/engine/hand)
 *   startHand(setup: HandSetup, { evaluator? }): Hand  — hand.next, hand.act(action), hand.verify(action) / hand.explain(action),
 *     hand.can(action), hand.view(seat), hand.history, hand.result, hand.snapshot(), hand.readLive(push) (B-LIVEACTS),
 *     hand.cancel() (I-CRASH), action { type: "disconnect" } (I-DISCONNECT); HandError (.reason)
 *   (H-TELESINA-HU at showdown uses compareTelesina from src/engine/rankings/thirty-two.ts)
 *   replayHand(setup, actions, { evaluator? }): Hand — rebuild a recorded hand (hand.actions); hand.clone(): the dealer's copy
 *   checkSetup(setup): the setup checked and copied into frozen plain data (HandError with a 'setup.*' reason when bad)
 *   The state is private: hand.stacks / cards / history / result / next ... are copies or frozen; bots get view(seat),
 *   which carries no seed and no card that seat may not see (T-PRIVACY, T-AI).
 *   streetPhrase(name): string ("before the flop")
 *   createRng(seed): () => number (a seeded PRNG), shuffle(items, rng)
 * Table (src/engine/table/table.ts)
 *   new Table({ game, structure, seatCount, button?, seed?, evaluator? }); sit(seat, stack, { postLiveBlind? }),
 *   leave(seat), sitOut(seat), sitIn(seat, { postMissed? }), nextPositions(), startHand(), settle()
 *                                                                                       F-DEADBUTTON, F-HEADSUP, F-NEWPLAYER, F-MISSED
 */

export { Hand, HandError, replayHand, startHand, streetPhrase, type StartOptions } from './hand';
export { checkSetup, MAX_TABLE_CHIPS } from './setup';
export { createRng, shuffle } from './rng';
export type * from './types';
