// Lesson: raising rules (B-MINRAISE, B-MINRAISE-DOUBLE, B-FULLBET, B-RAISE-CLOSED, B-HALFRULE, B-DECLARE, B-LIVEACTS).
import type { LessonContent } from './types';

export const lesson: LessonContent = {
  id: 'bet-raising',
  sections: [
    {
      heading: 'Two ways to size the minimum raise',
      paragraphs: [
        'Online rooms, and Felt by default, use this rule: a raise must add at least as much as the largest full bet or raise so far in the round (the big blind before the flop).',
        'Some card rooms use a stricter rule: a raise must at least double the current bet. After a bet of 1500, a raise must go to at least 3000; after a raise to 4000, the next must go to at least 8000. Felt teaches both, and each table says which it uses.',
      ],
      examples: [
        { kind: 'betting', caption: 'Bet 1500, raised to 4000: the standard rule', question: { type: 'min-raise', currentBet: 4000, lastFullRaise: 2500, minBet: 100, rule: 'standard' } },
        { kind: 'betting', caption: 'Bet 1500, raised to 4000: the doubling rule', question: { type: 'min-raise', currentBet: 4000, lastFullRaise: 2500, minBet: 100, rule: 'double' } },
      ],
    },
    {
      heading: 'Short all-ins and the full-bet rule',
      paragraphs: [
        'A player may always go all-in, even for less than a full raise. But such a short raise does not reopen the betting for players who have already acted and now face only that short raise: they may call or fold, not raise. Players who have not acted yet in the round may still raise.',
        'Short raises can add up. If two or more short all-ins together raise the bet by at least a full raise over what you last faced, the betting is open again for you. With blinds 1 and 3: you call 3, one player goes all-in for 5 and another for 6. You last faced 3 and now face 6, a full raise of 3 more, so you may raise, to at least 9.',
        'A player who has only checked so far has not faced a bet yet, so a short all-in bet does not stop them from raising.',
        'Raising is also closed when nobody else could put in another chip: when every other player is all-in, or has no more than the amount already needed to call. There is nobody left to raise against, so you may only call or fold.',
      ],
      examples: [
        { kind: 'betting', caption: 'Ana bets 2000, Ben goes all-in for 3800, Cem calls 3800. Back to Ana:', question: { type: 'full-bet', currentBet: 2000, raiseTo: 3800, lastFullRaise: 2000, minBet: 100, rule: 'standard' } },
        { kind: 'hand', caption: "The same hand replayed by the engine (blinds 50/100): on the flop Ana bets 2000, Ben goes all-in for 3800, Cem calls", game: 'holdem', structure: { kind: 'no-limit', smallBlind: 50, bigBlind: 100 }, stacks: [10000, 10000, 3900], button: 0, labels: ['Cem', 'Ana', 'Ben'],
          actions: [{ type: 'call' }, { type: 'call' }, { type: 'check' }, { type: 'bet', to: 2000 }, { type: 'raise', to: 3800 }, { type: 'call' }] },
      ],
    },
    {
      heading: 'The half rule (live games)',
      paragraphs: [
        'At a live table a player sometimes puts out a raise that is too small. If it is at least half of the minimum raise, they must complete it to the full minimum. If it is less than half, it counts as a call and the extra chips go back.',
        'Saying the word "raise" changes this. Once you have said it you keep the right to raise, and you may put in the call first and the raise with one more motion. A declared raise must be at least a full minimum raise: if your chips fall short, you complete them to the minimum. Facing 800 where the minimum raise is to 1600, saying "raise" and putting in 1040 is a raise to 1600.',
      ],
      examples: [
        { kind: 'betting', caption: 'Doubling rule: bet 1500, raise to 4000, then a re-raise to 6800', question: { type: 'half-rule', currentBet: 4000, pushedTo: 6800, lastFullRaise: 2500, minBet: 100, rule: 'double' } },
        { kind: 'betting', caption: 'Standard rule: a bet of 100, then a player puts in 140', question: { type: 'half-rule', currentBet: 100, pushedTo: 140, lastFullRaise: 100, minBet: 100, rule: 'standard' } },
      ],
    },
    {
      heading: 'Chips and words at a live table',
      paragraphs: [
        'Putting one big chip over the line without saying anything is only a call, even if the chip is worth more. If you bet without naming an amount, your bet is whatever you pushed forward. The dealer announces the totals so everyone knows what they face.',
      ],
    },
  ],
  practice: [
    { question: 'Ana bets 2000, Ben goes all-in for 3800 and everyone else calls. May Ana re-raise?', answer: 'No. Ben’s raise was short (a full raise needed 4000), so Ana may only call or fold.' },
    { question: 'Facing a bet of 500 in a live game, you silently drop a single 1000 chip. What have you done?', answer: 'Called 500: one oversized chip without a word is a call.' },
    { question: 'Under the half rule, a required raise is 400 and a player adds only 150. What happens?', answer: '150 is less than half of 400, so it counts as a call.' },
    { question: 'You face 800, the minimum raise is to 1600. You say "raise" and put in 1040. What is your bet?', answer: 'A raise to 1600: a declared raise is completed to the minimum.' },
    { question: 'Everyone else in the hand is all-in. May you raise?', answer: 'No. Nobody could call a raise, so raising is closed: call or fold.' },
  ],
};
