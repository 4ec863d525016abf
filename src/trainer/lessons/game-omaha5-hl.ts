// Lesson: five-card Omaha hi/lo (G-OMAHA5-HL, H-LOW8, H-OMAHA).
import type { LessonContent } from './types';

export const lesson: LessonContent = {
  id: 'game-omaha5-hl',
  sections: [
    {
      heading: 'Five cards, two halves',
      paragraphs: [
        'This game combines five-card Omaha with the eight-or-better split. Each player has five hole cards; the high and the low are each built from exactly two of them plus exactly three board cards, chosen independently.',
        'Lows still need five different ranks of eight or lower. When the board has fewer than three low cards, no low is possible and the high hand takes everything.',
      ],
      examples: [
        { kind: 'game', caption: 'Five-card Omaha hi/lo as the engine deals it', game: 'omaha5-hl' },
        { kind: 'showdown', rule: 'omaha-high', lowRule: 'omaha-low8', caption: 'Only two low cards on the board: no low, the high hand scoops', board: '2c 5d 9h Jc Ks', hands: [{ label: 'Ana', hole: 'Ad 3h Qs Qd 6c' }, { label: 'Ben', hole: 'Kd Kh 4s 7c 8h' }] },
      ],
    },
  ],
  practice: [
    { question: 'Ana holds A-2-3-4-5 of mixed suits. On a board of 6-7-K-Q-J, what is her low?', answer: 'She must use two hole cards and three board cards; only 6 and 7 on the board are low, so she has no low at all.' },
    { question: 'Who gets the odd chip when a hi/lo pot does not halve evenly?', answer: 'The high half.' },
  ],
};
