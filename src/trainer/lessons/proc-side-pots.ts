// Lesson: side pots, odd chips and splits (P-SIDEPOTS, P-ODDCHIP, B-STACK).
import type { LessonContent } from './types';

export const lesson: LessonContent = {
  id: 'proc-side-pots',
  sections: [
    {
      heading: 'What an all-in player can win',
      paragraphs: [
        'Nobody can bet more than the chips in front of them. A player who goes all-in for less than others can win from each opponent only as much as they put in themselves. The rest goes into side pots: one for each all-in level, contested only by the players who put in that much.',
        'If one player bet more than anyone else could call, the part nobody matched is simply returned to them.',
      ],
      examples: [
        { kind: 'side-pots', caption: 'Ana is all-in for 50, Ben for 120, Cem for 200; Dee bets 250; Eli folded after putting in 30', players: [
          { label: 'Ana', put: 50 }, { label: 'Ben', put: 120 }, { label: 'Cem', put: 200 }, { label: 'Dee', put: 250 }, { label: 'Eli', put: 30, folded: true },
        ] },
      ],
    },
    {
      heading: 'Odd chips',
      paragraphs: [
        'Pots are shared down to the smallest chip. If chips are left over, they go out one at a time, starting with the first winner to the left of the button in flop and draw games, or nearest the dealer’s left in stud-type games. In a hi/lo pot that does not divide evenly, the odd chip goes to the high half. In Soko it goes to the player dealt first.',
      ],
      examples: [
        { kind: 'split', caption: 'A pot of 100 shared by seats 1, 4 and 5; the button is seat 3', amount: 100, seats: 6, button: 2, winners: [0, 3, 4] },
        { kind: 'split', caption: 'A hi/lo pot of 75', amount: 75, seats: 4, button: 0, winners: [1, 2], hiLo: true },
      ],
    },
  ],
  practice: [
    { question: 'Ana is all-in for 40, and Ben and Cem each put in 100. How big is the main pot?', answer: '120: 40 from each of the three. The other 120 is a side pot for Ben and Cem.' },
    { question: 'Who gets the odd chip when two players split a hold’em pot?', answer: 'The winner sitting first to the left of the button.' },
  ],
};
