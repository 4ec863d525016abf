// Lesson: Omaha hi/lo eight or better (G-OMAHA-HL, H-LOW8, H-OMAHA, P-ODDCHIP).
import type { LessonContent } from './types';

export const lesson: LessonContent = {
  id: 'game-omaha-hl',
  sections: [
    {
      heading: 'Two winners per pot',
      paragraphs: [
        'Omaha hi/lo deals exactly like Omaha. At the showdown the pot is cut in two: one half for the best high hand and one half for the best low hand, if anyone has a low that qualifies.',
        'A qualifying low is five cards of different ranks, all eight or lower, with aces counting low. Straights and flushes do not spoil a low. If nobody has one, the best high hand takes the whole pot (it scoops).',
      ],
    },
    {
      heading: 'Two-plus-three, twice',
      paragraphs: [
        'The high hand and the low hand are chosen separately, and each uses exactly two hole cards and three board cards. The two hole cards for the low may be different from the two for the high. Since the low needs three board cards of eight or lower, a board with fewer than three such cards means no low this hand.',
        'When a half cannot be split evenly, the odd chip goes to the high half.',
      ],
      examples: [
        { kind: 'showdown', rule: 'omaha-high', lowRule: 'omaha-low8', caption: 'Ben wins the high half, Ana the low half', board: 'Ac 4d 7h Kc 9s', hands: [{ label: 'Ana', hole: '2s 3s Kd Qh' }, { label: 'Ben', hole: 'Ah Kh 5c 8d' }] },
        { kind: 'split', caption: 'A pot of 101 split high and low: the odd chip goes high', amount: 101, seats: 2, button: 0, winners: [0, 1], hiLo: true },
      ],
    },
  ],
  practice: [
    { question: 'The board is K-Q-9-5-2. Can anyone make a low?', answer: 'No. Only two board cards are eight or lower, and a low needs three board cards.' },
    { question: 'Must the low use the same two hole cards as the high?', answer: 'No. Each half is chosen on its own, with any two hole cards.' },
  ],
};
