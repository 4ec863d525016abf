// Lesson: seven-card stud (G-STUD7, G-STUD7-COMMUNITY, F-ANTE, F-BRINGIN, F-ORDER-STUD, B-FL-DOUBLE).
import type { LessonContent } from './types';

export const lesson: LessonContent = {
  id: 'game-stud7',
  sections: [
    {
      heading: 'Seven cards, some of them showing',
      paragraphs: [
        'Seven-card stud has no blinds and (almost) no shared cards. Up to eight players each put in an ante, then receive two cards face down and one face up. After a betting round, the fourth, fifth and sixth cards come face up and the seventh face down, each followed by betting: five rounds in all. The best five of your seven cards play.',
      ],
      examples: [{ kind: 'game', caption: 'Seven-card stud as the engine deals it', game: 'stud7' }],
    },
    {
      heading: 'The bring-in and who acts first',
      paragraphs: [
        'On the first round the player whose up card is lowest must open with a forced bet called the bring-in, usually twice the ante; in pot-limit stud it is the highest up card instead. Ties between equal ranks are broken by suit: spades, then hearts, then diamonds, then clubs from highest to lowest. The bring-in may instead complete to a full bet.',
        'On every later street the player whose face-up cards make the best hand acts first.',
      ],
      examples: [
        { kind: 'bring-in', caption: 'Fixed-limit stud: the lowest up card brings it in', which: 'lowest', suitOrder: 'spades', up: [{ label: 'Ana', card: '3h' }, { label: 'Ben', card: '3c' }, { label: 'Cem', card: 'Kd' }, { label: 'Dee', card: '9s' }] },
      ],
    },
    {
      heading: 'Two special cases',
      paragraphs: [
        'In fixed limit, if any player shows a pair on fourth street, players may already bet the big bet on that street.',
        'With eight players the deck can run short. If there are not enough cards to give everyone a seventh card, the dealer puts one card face up in the middle. It is every player’s seventh card, and that round has no betting.',
      ],
      examples: [
        { kind: 'showdown', rule: 'high', caption: 'The best five of seven: a straight beats two pair', hands: [{ label: 'Ana', hole: 'As Ad 9c 9h 4s 6d 2c' }, { label: 'Ben', hole: '5h 6h 7h 8c 9d Jc Qs' }] },
      ],
    },
  ],
  practice: [
    { question: 'Up cards are 3♥ and 3♣ in fixed-limit stud. Who brings it in?', answer: 'The 3♣: the lowest card brings it in, and clubs is the lowest suit.' },
    { question: 'Who acts first on fifth street?', answer: 'The player whose face-up cards make the best hand.' },
    { question: 'What happens if the deck cannot give everyone a seventh card?', answer: 'One card is dealt face up in the middle as everyone’s seventh, and there is no betting on that round.' },
  ],
};
