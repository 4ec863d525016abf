// Lesson: eight-or-better lows (H-LOW8).
import type { LessonContent } from './types';

export const lesson: LessonContent = {
  id: 'rank-low8',
  sections: [
    {
      heading: 'What counts as a low',
      paragraphs: [
        'In hi/lo games the low half goes to the lowest qualifying hand. To qualify, a low needs five cards of five different ranks, all eight or lower. Aces count as one, the lowest card. Straights and flushes are ignored: 5-4-3-2-A is the best possible low even when suited.',
      ],
    },
    {
      heading: 'Comparing lows',
      paragraphs: [
        'Compare two lows from their highest card down. The hand whose highest card is lower wins; if those are equal, look at the next card, and so on. So 8-6-4-2-A beats 8-7-3-2-A because the second card (6) is lower than 7. Lows are named after their top card: an eight low, a seven low, and so on.',
        'If no player has a qualifying low, there is no low half and the high hand wins the whole pot.',
      ],
      examples: [
        { kind: 'ladder', rule: 'low8', caption: 'Lows from best to worst, ordered by the evaluator', hands: [
          { hole: '8c 7d 3h 2s Ac' }, { hole: '8d 6c 4h 2c Ah' }, { hole: '7c 6d 4s 3c 2h' }, { hole: '6h 5d 4c 3h Ad' }, { hole: '5s 4d 3c 2d Ac' },
        ] },
        { kind: 'showdown', rule: 'low8', caption: 'A pair or a card above eight spoils a low', hands: [{ label: 'Ana', hole: '8s 6h 4c 2d Ah' }, { label: 'Ben', hole: '9c 5d 4d 3h As' }, { label: 'Cem', hole: '7h 7d 4s 3s 2c' }] },
      ],
    },
  ],
  practice: [
    { question: 'Which low is better: 7-6-5-4-2 or 8-4-3-2-A?', answer: '7-6-5-4-2, because its top card (7) is lower than 8.' },
    { question: 'Does a flush stop 6-5-4-3-A of hearts from being a low?', answer: 'No. Flushes and straights do not count against a low.' },
  ],
};
