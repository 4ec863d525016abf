// Lesson: Felt's play table (T-CHIPS, T-PRIVACY, T-AI).
import type { LessonContent } from './types';

export const lesson: LessonContent = {
  id: 'proc-play-table',
  sections: [
    {
      heading: 'Free chips',
      paragraphs: [
        'The chips at Felt’s play table are imaginary. They cost nothing, cannot be exchanged for anything and cannot be withdrawn. A table may close after a set time or number of hands.',
      ],
    },
    {
      heading: 'Private cards',
      paragraphs: [
        'Your hole cards stay hidden from everyone else until you show them at the showdown or choose to show them when the rules allow it. The same holds for every other player’s cards.',
      ],
    },
    {
      heading: 'Bots that play fair',
      paragraphs: [
        'The bots see only what a human in their seat would see: their own cards, the cards face up, the history they are allowed to know and the actions they are offered. The easy bot mostly plays the strength of its hand right now. The normal bot also thinks about position, stack sizes, pot odds, the board and simple starting-hand ranges. The hard bot estimates its share of the pot by simulation, keeps its bluffing in check and still uses only public information.',
      ],
    },
  ],
  practice: [
    { question: 'Can you cash out chips won at Felt’s play table?', answer: 'No, they are free and have no value.' },
    { question: 'Can the hard bot see your hole cards?', answer: 'No. Bots only see what a player in their seat could see.' },
  ],
};
