// Lesson: Telesina (G-TELESINA, H-TELESINA, C-DECK32, F-ANTE).
import type { LessonContent } from './types';

export const lesson: LessonContent = {
  id: 'game-telesina',
  sections: [
    {
      heading: 'Five cards each, plus the Vela',
      paragraphs: [
        'Telesina is an Italian stud game for up to six players with the 32-card deck. After the antes each player gets one card down and one up, and there is a betting round. The third, fourth and fifth cards come face up, each with a round of betting. Then one card is turned face up in the middle: the Vela. It belongs to everyone, and a last betting round follows. That makes five rounds.',
        'At the showdown each player makes the best five-card hand from their own five cards and the Vela.',
      ],
      examples: [
        { kind: 'game', caption: 'Telesina as the engine deals it', game: 'telesina' },
        { kind: 'showdown', rule: 'telesina', deck: 32, caption: 'Same two pair and kicker: the suit of the high pair decides (hearts first)', board: '8c', hands: [{ label: 'Ana', hole: 'Kh Kc 9d 9s Qc' }, { label: 'Ben', hole: 'Kd Ks 9h 9c Qd' }] },
      ],
    },
  ],
  practice: [
    { question: 'What is the Vela?', answer: 'A single shared card turned face up after the fifth card; every player may use it.' },
    { question: 'How many betting rounds does Telesina have?', answer: 'Five: after the first two cards, after the third, fourth and fifth, and after the Vela.' },
  ],
};
