// Lesson: Omaha (G-OMAHA, H-OMAHA, F-BLINDS).
import type { LessonContent } from './types';

export const lesson: LessonContent = {
  id: 'game-omaha',
  sections: [
    {
      heading: "Hold’em with four cards",
      paragraphs: [
        "Omaha deals like hold’em (blinds, a flop, a turn and a river, four betting rounds) but each player gets four hole cards, and at most eight players sit at the table.",
      ],
      examples: [{ kind: 'game', caption: 'Omaha as the engine deals it', game: 'omaha' }],
    },
    {
      heading: 'Exactly two and exactly three',
      paragraphs: [
        'Your hand is always made of exactly two of your hole cards and exactly three of the board cards. Not one, not three, not four. This is the rule most new players trip on: four hearts in your hand and one on the board is not a flush, and a board with four spades gives you a flush only if you hold two spades yourself.',
      ],
      examples: [
        { kind: 'showdown', rule: 'omaha-high', caption: 'Only one heart in hand: no flush for Ana', board: 'Ah Kh 9h 4c 2d', hands: [{ label: 'Ana', hole: 'Qh 3s 8c 8d' }, { label: 'Ben', hole: 'Jh Th 5c 6s' }] },
      ],
    },
  ],
  practice: [
    { question: 'You hold four hearts and the board has one heart. Do you have a flush?', answer: 'No. You must use three board cards, and the board has only one heart.' },
    { question: 'How many hole cards must an Omaha hand use?', answer: 'Exactly two, together with exactly three from the board.' },
  ],
};
