// Lesson: Americana hands with the 32-card deck (H-AMERICANA, C-DECK32).
import type { LessonContent } from './types';

export const lesson: LessonContent = {
  id: 'rank-americana',
  sections: [
    {
      heading: 'What changes with 32 cards',
      paragraphs: [
        'The 32-card deck keeps only sevens to aces. With fewer cards per suit a flush becomes rarer than a full house, so in Americana a flush ranks above a full house. The ace can still play low in a straight, just below the seven: A-7-8-9-T is the lowest straight (and the lowest straight flush).',
        'Everything else is as in standard poker, and hands of equal rank split the pot.',
      ],
      examples: [
        { kind: 'ladder', rule: 'americana', deck: 32, caption: 'The Americana ladder, ordered by the evaluator', hands: [
          { hole: 'Ac Jd 9h 8s 7c' }, { hole: 'Kc Kd 9h 8s 7d' }, { hole: 'Kh Ks 9c 9s 7h' }, { hole: 'Qc Qd Qh 9d 7s' },
          { hole: 'As 7d 8c 9h Td' }, { hole: 'Jc Jd Jh 8h 8d' }, { hole: 'Ah Jh 9h 8h 7h' }, { hole: 'Tc Td Th Ts 7c' }, { hole: 'Ts Js Qs Ks As' },
        ] },
      ],
    },
  ],
  practice: [
    { question: 'In Americana, which is stronger: K-K-K-8-8 or a jack-high flush?', answer: 'The flush.' },
    { question: 'Is A-7-8-9-T a straight?', answer: 'Yes, the lowest one.' },
  ],
};
