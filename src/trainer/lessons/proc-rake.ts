// Lesson: rake (P-RAKE).
import type { LessonContent } from './types';

export const lesson: LessonContent = {
  id: 'proc-rake',
  sections: [
    {
      heading: 'What a room takes',
      paragraphs: [
        'Real-money card rooms earn money by taking a small part of each pot, the rake. Felt’s chips are free and are never raked; this lesson is here so you know what to expect elsewhere.',
        'In the rule taught here, a hand that ends before the flop pays nothing (no flop, no drop). In no-limit, pot-limit and half-pot games the rake is 0.05 for each full 1.00 in the pot, up to a cap: 0.75 heads-up, 2.00 with three players and 3.00 with four to ten. Pots under 4.00 pay 0.01 for each full 0.20 instead.',
      ],
      examples: [
        { kind: 'rake', caption: 'Rake on a few pots, computed by the engine', pots: [
          { pot: 3, players: 2, flopSeen: true }, { pot: 10, players: 2, flopSeen: true }, { pot: 40, players: 2, flopSeen: true },
          { pot: 50, players: 3, flopSeen: true }, { pot: 80, players: 6, flopSeen: true }, { pot: 20, players: 6, flopSeen: false },
        ] },
      ],
    },
  ],
  practice: [
    { question: 'Everyone folds to the big blind before the flop. How much rake is taken?', answer: 'None: no flop, no drop.' },
    { question: 'A heads-up pot of 40.00 after the flop: what is the rake?', answer: '0.75: 5% would be 2.00, but the heads-up cap is 0.75.' },
  ],
};
