// Lesson: cards, decks, suit orders and notation (C-DECK52, C-DECK32, C-SUITORDER, C-NOTATION).
import type { LessonContent } from './types';

export const lesson: LessonContent = {
  id: 'proc-cards',
  sections: [
    {
      heading: 'Two decks',
      paragraphs: [
        'Most games use the standard deck of 52 cards: thirteen ranks from 2 up to the ace in each of four suits, clubs, diamonds, hearts and spades. Americana, Telesina and 32-card draw use a short deck of 32 cards that keeps only the sevens, eights, nines, tens, jacks, queens, kings and aces.',
      ],
    },
    {
      heading: 'When suits have an order',
      paragraphs: [
        'Usually suits are all equal. They are ranked only where a rule says so. For the stud bring-in, in Soko and in Americana the order from highest is spades, hearts, diamonds, clubs. In Telesina and 32-card draw it is hearts, diamonds, clubs, spades.',
      ],
      examples: [
        { kind: 'bring-in', caption: 'Spades order: of two kings showing, the K♠ is higher', which: 'highest', suitOrder: 'spades', up: [{ label: 'Ana', card: 'Kh' }, { label: 'Ben', card: 'Ks' }] },
      ],
    },
    {
      heading: 'Writing cards',
      paragraphs: [
        'Felt writes a card as its rank then its suit letter: Ah is the ace of hearts, Td the ten of diamonds, 7c the seven of clubs. When you type cards, capitals do not matter and 10 is accepted for T. A card that does not exist, or the same card twice, is refused with a message saying which one is wrong.',
      ],
    },
  ],
  practice: [
    { question: 'Which ranks are in the 32-card deck?', answer: 'Seven up to ace: 7, 8, 9, T, J, Q, K, A.' },
    { question: 'How do you write the ten of spades?', answer: 'Ts (10s is accepted too).' },
    { question: 'In Telesina, which suit is lowest?', answer: 'Spades.' },
  ],
};
