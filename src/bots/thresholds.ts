// Every level's thresholds as named data, each with the reason for its value (DESIGN.md: bots' knowledge is data).

/** Easy: plays the strength of its hand now (strength.ts, 0..1), loose and passive, as a beginner does. */
export const EASY = {
  /** Raise with a hand this strong: two pair or better in hold'em, a good pair in five-card games. */
  raise: 0.78,
  /** Bet, and call any bet up to the pot, from here: a decent pair. */
  bet: 0.5,
  /** Call a bet up to this share of the pot with any pair or a high hand: beginners call too much. */
  call: 0.3,
  callPotShare: 0.6,
  /** Before the flop (first round) Easy limps or calls one unit with most hands: it wants to see cards. */
  limpFrom: 0.08,
  /** How often Easy just calls where it could raise (it is passive), and how often it calls a small bet with nothing. */
  slowplay: 0.35,
  loose: 0.25,
  /** Bet sizes as a share of the pot: small, the way new players bet. */
  betPot: 0.5,
  raisePot: 0.75,
} as const;

/** Normal: position, stack depth, pot odds, board texture and the starting ranges of ranges.ts. */
export const NORMAL = {
  /** Open raise in big blinds (plus one for each limper); re-raise to 3 times the raise in position, 3.5 out of it. */
  openBigBlinds: 2.5, reraiseInPosition: 3, reraiseOutOfPosition: 3.5, fourBetTimes: 2.3,
  /** Push or fold below this many big blinds: there is no room left to raise and fold. */
  pushFoldBigBlinds: 12,
  /** After the first round: bet for value from this read (strength + draws against the players left), raise from this. */
  value: 0.62, raise: 0.8,
  /** Call when the read beats the pot odds by this margin (a little extra for the bets still to come). */
  callMargin: 0.04,
  /** Each bet or raise in front of Normal this round takes this off its read: aggression means strength. */
  aggressionDiscount: 0.07,
  /** A one-pair hand on a board with three of a suit or three in a row loses this much (it is often beaten or outdrawn). */
  wetBoardPairDiscount: 0.06,
  /** Continuation bet as the previous round's aggressor, heads-up, this often; semi-bluff a draw this often. */
  continuation: 0.6, semiBluff: 0.45,
  /** A draw with at least this chance of getting there calls with implied odds when stacks are deep (stack-to-pot above spr). */
  drawImplied: 0.8, impliedSpr: 3,
  /** Committed: with a stack-to-pot ratio below this and a read above `commitRead`, get the chips in. */
  commitSpr: 1.5, commitRead: 0.55,
  /** Bet sizes (share of the pot): dry boards, wet boards (charge the draws), raises. */
  betDry: 0.55, betWet: 0.75, raisePot: 0.9,
  /** Each extra opponent makes the read this much tougher (read ** (1 + multiway × extra opponents)). */
  multiway: 0.6,
} as const;

/** Hard: its expected pot share by Monte Carlo against opponents' hands weighted by their actions (estimate.ts). */
export const HARD = {
  /** Showdowns per decision when no budget is given: about 1 percentage point of error, a few milliseconds. */
  trials: 600,
  /** Sampled deals of the unseen cards (weighted by the opponents' actions), and how many of them are played out. */
  candidates: 96, playouts: 24,
  /** A larger budget weighs and plays out more deals, up to these (beyond them more showdowns per deal). */
  maxCandidates: 32768, maxPlayouts: 8192,
  /** Value thresholds as "equity × players in the pot": bet from 1.2 (0.6 heads-up), raise from 1.45 (0.72 heads-up). */
  betValue: 1.2, raiseValue: 1.45,
  /** On the last round a bet is only called by hands that beat some of ours: value bets from 1.4 (0.7 heads-up). */
  riverBetValue: 1.4,
  /** A raise on the last round is only called by better hands and bluffs: from 1.65 (0.82 heads-up). */
  riverRaiseValue: 1.65,
  /** Call when equity beats the pot odds by this margin (less when deep: bets to come pay a made draw). */
  callMargin: 0.02, impliedMargin: -0.04, impliedSpr: 4,
  /** Semi-bluff (not on the last round) with a draw of at least `drawEquity` this often. */
  semiBluff: 0.5, drawEquity: 0.3,
  /** Heads-up before the last round, when the other player checked: bet half the pot this often (a check is weakness). */
  stab: 0.5,
  /** Facing a continuation bet heads-up with at least this equity (something to fall back on), raise this often. */
  raiseBluff: 0.3, raiseBluffFrom: 0.15,
  /**
   * River bluffs: with a hand of equity below `bluffBelow`, bet with probability α × v / (1 - v), where α = b / (pot + b)
   * is the share of bluffs that makes a call break even and v the share of value hands assumed in a betting range; so
   * bluffs are about α of the value bets. Heads-up only: several players rarely all fold.
   */
  bluffBelow: 0.25, valueShare: 0.4,
  /** Bet sizes: share of the pot, from `betMin` with a thin edge up to `betMax` with the nuts; raises. */
  betMin: 0.5, betMax: 0.9, raisePot: 0.9,
  /** Committed below this stack-to-pot ratio with equity above 1 / players + `commitEdge`. */
  commitSpr: 1.5, commitEdge: 0.08,
  /** How sure the action model is: weights never drop below `floor` (anyone can bluff or slowplay). */
  floor: 0.08,
} as const;

/** G-DRAW32-SPLIT: accept a split when the read is below an equal share plus this margin (Easy accepts more often). */
export const SPLIT_MARGIN = { easy: 0.1, normal: 0.03, hard: 0 } as const;

/**
 * P-RIT-INTERACTIVE, for a bot whose preference is 'ask': with at least this equity it asks to run it twice (a
 * favourite keeps more of its share more often), and it accepts the other player's request below it. Equity is the
 * same either way; this only decides the variance.
 */
export const RUN_TWICE_FROM = 0.55;
