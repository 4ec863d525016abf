// Lesson: spread limit (B-SPREAD).
import type { LessonContent } from './types';

export const lesson: LessonContent = {
  id: 'bet-spread-limit',
  sections: [
    {
      heading: 'A range instead of a size',
      paragraphs: [
        'A spread-limit table is written like 1-2-3. Every bet and raise must be at least the minimum bet and at most the round’s maximum: 1 in the first two rounds, 2 in the next, and 3 from then on. A raise must also be at least as large as the previous bet or raise in the round.',
        'There is one more cap: what one player puts in during a single round may not exceed three times that round’s maximum.',
      ],
      examples: [
        { kind: 'betting', caption: 'A 1-2-3 table: the opening bet range in each round, from the engine', question: { type: 'spread', minBet: 1, spreadMax: [1, 2, 3], game: 'americana' } },
      ],
    },
  ],
  practice: [
    { question: 'At a 1-2-3 table, what is the largest bet in the first round?', answer: '1.' },
    { question: 'In a round whose maximum is 2, how much can one player put in at most?', answer: '6, three times the round’s maximum.' },
  ],
};
