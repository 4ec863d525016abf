// Lesson: Americana (G-AMERICANA, H-AMERICANA, C-DECK32, F-BRINGIN).
import type { LessonContent } from './types';

export const lesson: LessonContent = {
  id: 'game-americana',
  sections: [
    {
      heading: 'Stud with a short deck',
      paragraphs: [
        'Americana uses a 32-card deck: aces down to sevens in four suits. Up to six players ante and receive one card down and one up, then bet. The third, fourth and fifth cards come face up with a betting round after each: four rounds. The highest up card brings it in.',
      ],
      examples: [{ kind: 'game', caption: 'Americana as the engine deals it', game: 'americana' }],
    },
    {
      heading: 'Flushes beat full houses',
      paragraphs: [
        'With only eight cards in each suit, flushes are harder to make than full houses, so here a flush ranks above a full house. The lowest straight is A-7-8-9-T, with the ace playing below the seven. Otherwise hands rank as usual, and equal hands split the pot.',
      ],
      examples: [
        { kind: 'showdown', rule: 'americana', deck: 32, caption: 'A flush beats a full house', hands: [{ label: 'Ana', hole: 'Ah Jh 9h 8h 7h' }, { label: 'Ben', hole: 'Ks Kd Kc 8s 8d' }] },
      ],
    },
  ],
  practice: [
    { question: 'Which cards are in the Americana deck?', answer: 'Sevens, eights, nines, tens, jacks, queens, kings and aces: 32 cards.' },
    { question: 'What is the lowest straight?', answer: 'A-7-8-9-T.' },
  ],
};
