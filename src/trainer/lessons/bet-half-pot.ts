// Lesson: half-pot limit (B-HALFPL).
import type { LessonContent } from './types';

export const lesson: LessonContent = {
  id: 'bet-half-pot',
  sections: [
    {
      heading: 'Half the pot',
      paragraphs: [
        'Half-pot limit works like pot limit with the raise cut in half. A bet may be at most half the pot. For a raise, count the pot as if you had called, and then you may raise by at most half of it.',
      ],
      examples: [
        { kind: 'betting', caption: 'Pot of 100 on the flop, nobody has bet', question: { type: 'half-pot', pot: 100, currentBet: 0, playerBet: 0 } },
        { kind: 'betting', caption: 'Pot of 100, then a bet of 50 (the pot is 150)', question: { type: 'half-pot', pot: 150, currentBet: 50, playerBet: 0 } },
        { kind: 'hand', caption: 'Half-pot Omaha 1/2, replayed by the engine: the first player to act', game: 'omaha', structure: { kind: 'half-pot', smallBlind: 1, bigBlind: 2 }, stacks: [200, 200, 200], button: 0, labels: ['Ana', 'Ben', 'Cem'], actions: [] },
      ],
    },
  ],
  practice: [
    { question: 'The pot is 80 and nobody has bet. What is the largest bet in half-pot limit?', answer: '40.' },
    { question: 'The pot is 150 after a bet of 50. What is the most you can raise to?', answer: '150: calling 50 makes the pot 200, half of that is 100, and 50 + 100 = 150.' },
  ],
};
