// Lesson: misdeals, exposed and premature cards, burns (I-MISDEAL, I-EXPOSED, I-PREMATURE, I-BURNS).
import type { LessonContent } from './types';

export const lesson: LessonContent = {
  id: 'proc-misdeals',
  sections: [
    {
      heading: 'When the deal starts again',
      paragraphs: [
        'A hand is a misdeal, and is dealt again, if the problem is noticed before two players have acted and: the dealer exposes the first card dealt to the button; the dealer exposes two or more cards; two decks turn up; too many cards were dealt and may have been seen; or a card went to the wrong player. Once two players have acted, the hand is played out.',
      ],
    },
    {
      heading: 'One exposed card',
      paragraphs: [
        'Any other card turned over during the deal does not stop the hand. The dealer finishes dealing, shows the card to everyone, gives the player the next card from the top instead, and uses the exposed card as the next burn card. A card that falls off the table counts as exposed.',
      ],
    },
    {
      heading: 'Board cards dealt too soon',
      paragraphs: [
        'If too many board cards come out, the hand is redealt unless it is clear which card is extra. A flop dealt before the betting is over goes back into the deck; the round finishes, the deck is shuffled without burning or mucking, and a new flop comes without a burn card.',
        'A turn card dealt too early is set aside. After the round, the dealer burns and deals as the turn the card that would have been the river; then the premature card is shuffled back in and the river is dealt without a burn. A river dealt too early goes back, the round finishes, the deck is shuffled, and a new river comes without a burn.',
        'Too many or too few burn cards are corrected if noticed before the betting starts; after that, the cards stand.',
      ],
    },
  ],
  practice: [
    { question: 'The dealer turns over the button’s first card before anyone acts. What happens?', answer: 'A misdeal: the hand is dealt again.' },
    { question: 'One player’s card is exposed during the deal, which is otherwise fine. What does the dealer do?', answer: 'Finish the deal, show the card, replace it with the top card, and use it as the next burn card.' },
    { question: 'The turn is dealt before the flop betting is done. What happens to it?', answer: 'It is set aside; the would-be river card becomes the turn, then the set-aside card is shuffled back and the river is dealt without a burn.' },
  ],
};
