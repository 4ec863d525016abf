// Lesson: five-card Omaha (G-OMAHA5, H-OMAHA).
import type { LessonContent } from './types';

export const lesson: LessonContent = {
  id: 'game-omaha5',
  sections: [
    {
      heading: 'One more hole card',
      paragraphs: [
        'Five-card Omaha is Omaha with five hole cards instead of four. Everything else stays: blinds, flop, turn, river, four betting rounds, up to eight players.',
        'The two-plus-three rule does not change either. Five hole cards give you ten possible pairs to combine with the board, so hands run stronger than in Omaha, but each final hand still uses exactly two of your cards and exactly three of the board.',
      ],
      examples: [
        { kind: 'game', caption: 'Five-card Omaha as the engine deals it', game: 'omaha5' },
        { kind: 'showdown', rule: 'omaha-high', caption: 'Two tens in hand make a full house on a paired board', board: 'Tc 9c 2d 2h 7s', hands: [{ label: 'Ana', hole: '8c 6c Jd Qd 3s' }, { label: 'Ben', hole: 'Ts Th 4s 5s Ac' }] },
      ],
    },
  ],
  practice: [
    { question: 'In five-card Omaha, how many of your hole cards do you use?', answer: 'Exactly two, as in Omaha.' },
    { question: 'Why are winning hands usually stronger than in Omaha?', answer: 'Five hole cards give ten two-card combinations to join the board instead of six.' },
  ],
};
