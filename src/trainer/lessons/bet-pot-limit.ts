// Lesson: pot limit (B-PL).
import type { LessonContent } from './types';

export const lesson: LessonContent = {
  id: 'bet-pot-limit',
  sections: [
    {
      heading: 'The pot is the ceiling',
      paragraphs: [
        'In pot limit the most you may bet is the size of the pot: everything collected in earlier rounds plus every bet on the table now. The minimum is the same as in no limit.',
        'Raising takes one more step. First imagine you have called; the pot now includes your call. The most you can raise by is that bigger pot. So the largest raise-to is the current bet plus the pot after your call.',
      ],
      examples: [
        { kind: 'betting', caption: 'Pot of 100 on the flop, nobody has bet', question: { type: 'pot-limit', pot: 100, currentBet: 0, playerBet: 0 } },
        { kind: 'betting', caption: 'Pot of 100, then a bet of 50: the pot is 150 and you have not put anything in this round', question: { type: 'pot-limit', pot: 150, currentBet: 50, playerBet: 0 } },
        { kind: 'betting', caption: 'Before the flop, blinds 1 and 2, first to act', question: { type: 'pot-limit', pot: 3, currentBet: 2, playerBet: 0 } },
        { kind: 'hand', caption: 'Pot-limit Omaha 1/2, replayed by the engine: Ana raises the pot to 7', game: 'omaha', structure: { kind: 'pot-limit', smallBlind: 1, bigBlind: 2 }, stacks: [200, 200, 200], button: 0, labels: ['Ana', 'Ben', 'Cem'], actions: [{ type: 'raise', to: 7 }] },
      ],
    },
  ],
  practice: [
    { question: 'The pot is 60 and a player bets 20. You have put nothing in this round. What is the most you can raise to?', answer: '120: calling 20 makes the pot 100, and you may raise by 100 on top of the 20.' },
    { question: 'Blinds 1 and 2. What is the largest first raise before the flop?', answer: 'To 7: the call is 2, the pot becomes 5, and 2 + 5 = 7.' },
  ],
};
