// Lesson: deuce-to-seven lows (H-27).
import type { LessonContent } from './types';

export const lesson: LessonContent = {
  id: 'rank-27',
  sections: [
    {
      heading: 'Lowest wins, and nothing is forgiven',
      paragraphs: [
        'Deuce-to-seven turns the high ranking upside down: the hand that would lose at high poker wins. Unlike eight-or-better, everything counts against you. A pair is worse than no pair, straights and flushes are bad, and the ace is always a high card. That makes A-2-3-4-5 an ace-high hand, not a straight, and a poor one.',
        'The best hand is 7-5-4-3-2 in at least two suits, which gives the game its name. Hands are compared from the top card down, like high-card hands.',
      ],
      examples: [
        { kind: 'ladder', rule: 'deuce-seven', caption: 'From the best 2-7 hand to the worst, ordered by the evaluator', hands: [
          { hole: '7c 5d 4h 3s 2c' }, { hole: '8s 6d 4c 3h 2d' }, { hole: 'Ah 5c 4d 3c 2s' }, { hole: '4d 4h 7s 5s 2s' }, { hole: '9d 9h 3s 3c 2d' },
          { hole: '5c 5d 5h Ks 2h' }, { hole: '6c 5h 4s 3d 2h' }, { hole: 'Jc 9c 6c 4c 2c' }, { hole: '8h 8d 8c 3h 3d' }, { hole: 'Td Th Tc Ts 2d' }, { hole: '9s 8s 7s 6s 5s' },
        ] },
      ],
    },
  ],
  practice: [
    { question: 'Is A-2-3-4-5 a straight in deuce-to-seven?', answer: 'No, the ace is only high, so it is an ace-high hand.' },
    { question: 'What is the best possible 2-7 hand?', answer: '7-5-4-3-2, not all of one suit.' },
  ],
};
