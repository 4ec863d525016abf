// Lesson: disconnection protection and server crashes (I-DISCONNECT, I-CRASH).
import type { LessonContent } from './types';

export const lesson: LessonContent = {
  id: 'proc-disconnect',
  sections: [
    {
      heading: 'When your connection drops',
      paragraphs: [
        'Some online rooms protect fixed-limit cash-game players whose connection fails. A player who cannot act in time is treated as all-in for what they have already put in; if they have put in nothing, their hand is folded. Each player has only a few such protections per 24 hours, and abusing them is punished. Pot-limit, half-pot and no-limit games do not have this protection.',
        'Being treated as all-in means the chips go into pots exactly as for a real all-in: the disconnected player can win only the main pot, and the others keep betting in a side pot.',
      ],
      examples: [
        { kind: 'side-pots', caption: 'Ana disconnects having put in 40; Ben and Cem go on to put in 100 each', players: [{ label: 'Ana', put: 40 }, { label: 'Ben', put: 100 }, { label: 'Cem', put: 100 }] },
      ],
    },
    {
      heading: 'When the server crashes',
      paragraphs: [
        'If the room’s server crashes, every hand being played is cancelled and every chip in every pot goes back to the player who put it in, even if someone was about to win a big pot.',
      ],
    },
  ],
  practice: [
    { question: 'A player disconnects in a no-limit game. Are they protected as all-in?', answer: 'No, the protection exists only in fixed-limit cash games.' },
    { question: 'The server crashes in the middle of a hand. Who gets the pot?', answer: 'Nobody wins it: the hand is cancelled and each player gets back what they put in.' },
  ],
};
