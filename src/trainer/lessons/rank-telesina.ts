// Lesson: Telesina hands and suit tie-breaks (H-TELESINA, H-TELESINA-HU, C-SUITORDER).
import type { LessonContent } from './types';

export const lesson: LessonContent = {
  id: 'rank-telesina',
  sections: [
    {
      heading: 'The order',
      paragraphs: [
        'A Telesina hand is the best five of a player’s five cards plus the Vela. From the top: straight flush, four of a kind, flush, full house, straight, three of a kind, two pair, one pair, high card. As in Americana, the flush beats the full house. A-K-Q-J-T is the highest straight and T-9-8-7-A the lowest.',
      ],
      examples: [
        { kind: 'ladder', rule: 'telesina', deck: 32, caption: 'The Telesina ladder (five cards plus the Vela), ordered by the evaluator', hands: [
          { hole: 'Ac Jd 9h 8s Kc', board: '7d' }, { hole: 'Kc Kd 9h 8s Qd', board: '7h' }, { hole: 'Kh Ks 9c 9s Qh', board: '7c' }, { hole: 'Qc Qd Qh 9d 8c', board: '7s' },
          { hole: 'As 7d 8c 9h Jc', board: 'Td' }, { hole: 'Jc Jd Jh 8h Qs', board: '8d' }, { hole: 'Ah Jh 9h 8h Qc', board: '7h' }, { hole: 'Tc Td Th Ts Qd', board: '7c' }, { hole: 'Ts Js Qs Ks 7d', board: 'As' },
        ] },
      ],
    },
    {
      heading: 'Suits break ties',
      paragraphs: [
        'In Telesina, suits matter: hearts rank highest, then diamonds, clubs and spades. Between two flushes the suit decides first. Straights and straight flushes are compared by their top card, then by its suit. Two pair: high pair, low pair, fifth card, then the best suit in the high pair. One pair: the pair, the kickers, then the suit of the highest kicker. High-card hands compare the highest card including its suit, so A♥ Q♣ beats A♦ K♣.',
        'One exception when only two players are left in the pot: the lowest straight flush, T-9-8-7-A, beats the highest, A-K-Q-J-T.',
      ],
      examples: [
        { kind: 'showdown', rule: 'telesina', deck: 32, caption: 'Two flushes: the hearts flush wins whatever the ranks', board: '7h', hands: [{ label: 'Ana', hole: 'Jh 9h 8h Qh Kc' }, { label: 'Ben', hole: 'Ad Kd Qd 9d 8d' }] },
      ],
    },
  ],
  practice: [
    { question: 'Which suit is highest in Telesina?', answer: 'Hearts, then diamonds, clubs and spades.' },
    { question: 'Heads-up, who wins: T-9-8-7-A of hearts or A-K-Q-J-T of spades?', answer: 'The T-9-8-7-A straight flush: with two players left, the lowest straight flush beats the highest.' },
  ],
};
