// Lesson: fixed limit (B-FL, B-FL-DOUBLE, B-FL-SHORT).
import type { LessonContent } from './types';

export const lesson: LessonContent = {
  id: 'bet-fixed-limit',
  sections: [
    {
      heading: 'Small bets, then big bets',
      paragraphs: [
        'In fixed limit every bet and raise is one set size. In the first two rounds that size is the small bet; afterwards it is the big bet, usually twice as much. In hold’em and Omaha the small bet is used before the flop and on the flop; in stud on third and fourth street.',
        'With blinds, the big blind equals the small bet and the small blind is half of it. A round allows at most four bets: a bet and three raises. Before the flop the big blind counts as the first bet, and in stud the completion does. The cap applies even heads-up.',
      ],
      examples: [
        { kind: 'betting', caption: "Limit hold’em 2/4: bet size by round", question: { type: 'fixed-limit', smallBet: 2, bigBet: 4, game: 'holdem' } },
        { kind: 'hand', caption: "Limit hold’em 2/4, replayed by the engine: the big blind, then raises to 4, 6 and 8 make four bets", game: 'holdem', structure: { kind: 'fixed-limit', smallBlind: 1, bigBlind: 2, smallBet: 2, bigBet: 4 }, stacks: [100, 100, 100], button: 0, labels: ['Ana', 'Ben', 'Cem'], actions: [{ type: 'raise', to: 4 }, { type: 'raise', to: 6 }, { type: 'raise', to: 8 }] },
      ],
    },
    {
      heading: 'The open pair in stud',
      paragraphs: [
        'In fixed-limit seven-card stud, if any player shows a pair among their up cards on fourth street, players may bet the big bet already on that street. Seven-card stud hi/lo does not use this rule: fourth street stays at the small bet.',
      ],
      examples: [
        { kind: 'betting', caption: 'Seven-card stud 10/20: bet size by street', question: { type: 'fixed-limit', smallBet: 10, bigBet: 20, game: 'stud7' } },
      ],
    },
    {
      heading: 'Short all-ins in fixed limit',
      paragraphs: [
        'A player who goes all-in for less than a full bet or raise is treated by the half-bet rule. If the all-in is at least half of a full bet or raise, it counts as a full one: it reopens the betting, it counts toward the cap, and the next raise is a full bet on top of it.',
        'If it is less than half, it does not reopen the betting and does not count toward the cap. The next player may fold, call the short amount, or complete it to the full bet. On a 10/20 flop, an all-in for 4 lets the next player call 4 or bet 10; a bet of 10 followed by an all-in for 16 means the next raise is to 26.',
      ],
    },
  ],
  practice: [
    { question: 'Limit hold’em 5/10: how much is a bet on the turn?', answer: '10, the big bet.' },
    { question: 'Before the flop the big blind is in and two players have raised. How many more raises are allowed?', answer: 'One: the big blind plus two raises make three bets, and the cap is four.' },
    { question: 'Limit 10/20 on the flop: a player bets 10 and the next goes all-in for 16. What is the next full raise?', answer: 'To 26: the all-in added 6, at least half of 10, so it counts as a full raise.' },
  ],
};
