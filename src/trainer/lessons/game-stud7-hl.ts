// Lesson: seven-card stud hi/lo (G-STUD7-HL, H-LOW8, F-BRINGIN, P-ODDCHIP).
import type { LessonContent } from './types';

export const lesson: LessonContent = {
  id: 'game-stud7-hl',
  sections: [
    {
      heading: 'Stud with a low half',
      paragraphs: [
        'The deal and the five betting rounds are those of seven-card stud. At the showdown the best high hand wins half the pot and the best eight-or-better low wins the other half. Any five of your seven cards may make the high, and any five (the same or others) the low.',
        'The bring-in goes to the lowest up card, as in fixed-limit stud. If nobody has a low, the high hand scoops, and an odd chip goes to the high half.',
      ],
      examples: [
        { kind: 'showdown', rule: 'high', lowRule: 'low8', caption: 'Ben wins high with a full house, Ana wins low', hands: [{ label: 'Ana', hole: 'Ah 2d 3c Kd Ks 7s 8h' }, { label: 'Ben', hole: 'Qh Qd Qs 9c 9h Td 2s' }] },
      ],
    },
  ],
  practice: [
    { question: 'Can one player win both halves?', answer: 'Yes: with the best high and the best low at once, or by having the best high when nobody has a low.' },
    { question: 'Which up card brings it in?', answer: 'The lowest, with suit breaking ties (clubs lowest).' },
  ],
};
