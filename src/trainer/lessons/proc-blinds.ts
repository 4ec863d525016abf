// Lesson: blinds, button, dead button and heads-up (F-BLINDS, F-HEADSUP, F-DEADBUTTON, F-NEWPLAYER, F-MISSED, F-ORDER-FLOP).
import type { LessonContent } from './types';

export const lesson: LessonContent = {
  id: 'proc-blinds',
  sections: [
    {
      heading: 'Blinds and the button',
      paragraphs: [
        'In flop and draw games a button marks the dealer position. The player to its left posts the small blind and the next player the big blind. Blinds are live: they count toward what that player has bet, and when the action comes back to them they may check (if nobody raised), call or raise.',
        'Before the flop the player left of the big blind acts first; in every later round the first active player left of the button does.',
      ],
    },
    {
      heading: 'Heads-up',
      paragraphs: [
        'With only two players, the button posts the small blind, acts first before the flop and last afterwards. When a table goes from three players to two, the player who paid the big blind in the last hand does not pay it again: they take the button and the small blind.',
      ],
      examples: [{ kind: 'blinds', caption: 'Heads-up, three hands', seats: 2, button: 0, hands: 3 }],
    },
    {
      heading: 'The dead button',
      paragraphs: [
        'The big blind always moves one player on, so nobody skips it. The small blind goes to whoever had the big blind last hand, and the button to whoever had the small blind. When a player leaves, this can mean a hand with no small blind, or a button that stays put for a hand.',
      ],
      examples: [{ kind: 'blinds', caption: 'Five seats; after the first hand the player in seat 3 leaves', seats: 5, button: 0, hands: 4, leaves: [{ afterHand: 1, seat: 2 }] }],
    },
    {
      heading: 'New players and missed blinds',
      paragraphs: [
        'A new player either waits until the big blind reaches them or posts a blind equal to the big blind and plays straight away. A player who missed their blinds while away posts them when they return (the small blind part is dead: it goes into the pot and does not count toward their bet) or waits for the big blind.',
      ],
    },
  ],
  practice: [
    { question: 'Heads-up, who posts the small blind?', answer: 'The player on the button.' },
    { question: 'The big blind checks before the flop after everyone just called. Was that allowed?', answer: 'Yes: blinds are live, so the big blind may check when nobody raised.' },
    { question: 'A player sits down between the button and the blinds. What are their choices?', answer: 'Wait for the big blind, or post a blind equal to the big blind and play at once.' },
  ],
};
