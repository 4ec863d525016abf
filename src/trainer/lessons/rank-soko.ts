// Lesson: Soko hands (H-SOKO).
import type { LessonContent } from './types';

export const lesson: LessonContent = {
  id: 'rank-soko',
  sections: [
    {
      heading: 'Two more hands',
      paragraphs: [
        'Soko keeps the standard ranking and slots two new hands between two pair and one pair. A four-flush is four cards of the same suit; a four-straight is four cards in sequence. A four-flush beats a four-straight; both beat one pair and lose to two pair.',
        'In a four-straight the ace may play high or low, so both A-2-3-4 and J-Q-K-A count. A hand that is both a four-flush and a four-straight counts as the four-flush.',
      ],
      examples: [
        { kind: 'ladder', rule: 'soko', caption: 'The Soko ladder, ordered by the evaluator', hands: [
          { hole: 'Kd Jc 8h 5s 3d' }, { hole: '9c 9h Ad 7s 4c' }, { hole: '9d Tc Jh Qs 3c' }, { hole: 'Ah Kh 9h 4h 2c' }, { hole: 'Jd Js 4h 4c Ks' }, { hole: '7h 7c 7d Qs 2h' },
          { hole: '5s 6d 7c 8h 9d' }, { hole: 'Qh 9h 7h 4h 2h' }, { hole: 'Tc Td Th 3s 3d' }, { hole: '6s 6h 6d 6c Kh' }, { hole: '5c 6c 7c 8c 9c' },
        ] },
      ],
    },
    {
      heading: 'Ties',
      paragraphs: [
        'Two four-flushes are compared by their four suited cards from the highest down, then by the fifth card. Two four-straights are compared by the top card of the four, then by the fifth card.',
      ],
      examples: [
        { kind: 'showdown', rule: 'soko', caption: 'Four-flushes: the suited cards decide before the fifth card', hands: [{ label: 'Ana', hole: 'Kh Th 6h 3h As' }, { label: 'Ben', hole: 'Kc Jc 4c 2c 5d' }] },
      ],
    },
  ],
  practice: [
    { question: 'Which wins in Soko: a four-straight or a pair of aces?', answer: 'The four-straight.' },
    { question: 'Your five cards are 9♠ T♠ J♠ Q♠ 2♦. What do you have?', answer: 'A four-flush (it is also a four-straight, and the four-flush counts).' },
  ],
};
