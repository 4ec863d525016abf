// Lesson: 2-7 triple draw (G-27TD, H-27, B-FL, G-DRAW-RESHUFFLE).
import type { LessonContent } from './types';

export const lesson: LessonContent = {
  id: 'game-triple-draw-27',
  sections: [
    {
      heading: 'Three draws, four rounds',
      paragraphs: [
        'Up to six players post blinds and get five cards face down. There is a betting round, then a draw, and this repeats: three draws and four betting rounds in all. The game is played fixed limit like limit hold’em: small bets in the first two rounds, big bets in the last two.',
      ],
      examples: [{ kind: 'game', caption: '2-7 triple draw as the engine deals it', game: 'triple-draw-27' }],
    },
    {
      heading: 'The lowest hand wins',
      paragraphs: [
        'In deuce-to-seven the worst high hand wins. Aces count only high, and straights and flushes count against you. The best possible hand is 7-5-4-3-2 in mixed suits; A-2-3-4-5 is not a straight but simply an ace-high hand, which is poor.',
      ],
      examples: [
        { kind: 'showdown', rule: 'deuce-seven', caption: 'The lowest hand wins; a straight or an ace spoils a hand', hands: [{ label: 'Ana', hole: '7c 5d 4h 3s 2c' }, { label: 'Ben', hole: '8c 6d 4d 3h 2d' }, { label: 'Cem', hole: '6c 5h 4c 3c 2h' }, { label: 'Dee', hole: 'As 2s 3d 4s 5s' }] },
      ],
    },
  ],
  practice: [
    { question: 'Is 6-5-4-3-2 a good hand in 2-7?', answer: 'No, it is a straight, which counts as a strong high hand and so a bad low.' },
    { question: 'How many betting rounds are there?', answer: 'Four: one before the first draw and one after each of the three draws.' },
  ],
};
