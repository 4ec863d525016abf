// Lesson: 32-card draw hands (H-DRAW32, C-SUITORDER).
import type { LessonContent } from './types';

export const lesson: LessonContent = {
  id: 'rank-draw32',
  sections: [
    {
      heading: 'A ranking without ties',
      paragraphs: [
        'The 32-card draw ranking follows Americana: a flush beats a full house, A-7-8-9-T is the lowest straight, and the royal flush is on top. What is special is that suits settle every tie, using the order hearts, diamonds, clubs, spades. Two different hands never tie.',
        'For straights and straight flushes the suit of the top card decides; for flushes and high-card hands, the ranks from the top and then the suit of the highest card; for pairs and two pair, the kickers and then the suit of the highest kicker.',
      ],
      examples: [
        { kind: 'ladder', rule: 'draw32', deck: 32, caption: 'The 32-card draw ladder, ordered by the evaluator', hands: [
          { hole: 'Ac Jd 9h 8s 7c' }, { hole: 'Kc Kd 9h 8s 7d' }, { hole: 'Kh Ks 9c 9s 7h' }, { hole: 'Qc Qd Qh 9d 7s' },
          { hole: 'As 7d 8c 9h Td' }, { hole: 'Jc Jd Jh 8h 8d' }, { hole: 'Ah Jh 9h 8h 7h' }, { hole: 'Tc Td Th Ts 7c' }, { hole: 'Ts Js Qs Ks As' },
        ] },
        { kind: 'showdown', rule: 'draw32', deck: 32, caption: 'The same straight: the suit of the top card decides', hands: [{ label: 'Ana', hole: 'Ts 9h 8h 7h Ah' }, { label: 'Ben', hole: 'Tc 9d 8d 7d Ad' }] },
      ],
    },
  ],
  practice: [
    { question: 'Can two 32-card draw hands tie?', answer: 'No, suits break every tie.' },
    { question: 'Two straights to the king: one topped by K♥, the other by K♠. Which wins?', answer: 'The one with K♥: hearts is the highest suit.' },
  ],
};
