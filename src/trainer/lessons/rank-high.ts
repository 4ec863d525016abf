// Lesson: the standard high ranking (H-HIGH, H-HOLDEM).
import type { LessonContent } from './types';

export const lesson: LessonContent = {
  id: 'rank-high',
  sections: [
    {
      heading: 'Nine kinds of hand',
      paragraphs: [
        'A poker hand is always five cards. From weakest to strongest the kinds are: high card, one pair, two pair, three of a kind, straight, flush, full house, four of a kind and straight flush. Any hand of a higher kind beats any hand of a lower kind.',
        'The ace is the highest card, but it may also play low in one hand only: the straight A-2-3-4-5, the lowest straight. When you have more than five cards (hold’em, stud), only the best five count.',
      ],
      examples: [
        { kind: 'ladder', rule: 'high', caption: 'One hand of each kind, ordered by the evaluator', hands: [
          { hole: 'Kd Jc 8h 5s 3d' }, { hole: '9c 9h Ad 7s 4c' }, { hole: 'Jd Js 4h 4c Ks' }, { hole: '7h 7c 7d Qs 2h' },
          { hole: 'As 2d 3c 4h 5d' }, { hole: 'Qh 9h 7h 4h 2h' }, { hole: 'Tc Td Th 3s 3d' }, { hole: '6s 6h 6d 6c Kh' }, { hole: '5c 6c 7c 8c 9c' },
        ] },
      ],
    },
    {
      heading: 'Breaking ties',
      paragraphs: [
        'Two hands of the same kind are compared by the cards that make the kind first (the trips of a full house before its pair, the higher pair of two pair first), then by the remaining cards, the kickers, from the highest down. Suits never break a tie: hands that are equal rank for rank share the pot.',
      ],
      examples: [
        { kind: 'showdown', rule: 'high', caption: 'Full houses: the trips are equal, so the pair decides', board: 'Qs Qh 6d 5c 2s', hands: [{ label: 'Ana', hole: 'Qd 6c' }, { label: 'Ben', hole: 'Qc 5h' }] },
        { kind: 'showdown', rule: 'high', caption: 'Flushes: compare from the top card down', hands: [{ label: 'Ana', hole: 'Kh 7h 5h 3h 2h' }, { label: 'Ben', hole: 'Qs Js Ts 8s 6s' }] },
        { kind: 'showdown', rule: 'high', caption: 'The same pair: kickers decide', hands: [{ label: 'Ana', hole: 'As Ah Kd Tc 6s' }, { label: 'Ben', hole: 'Ad Ac Qh Jc 5d' }] },
        { kind: 'showdown', rule: 'high', caption: 'The same trips and top kicker: the last kicker decides', board: 'Jc Jd Ac 4h 2s', hands: [{ label: 'Ana', hole: 'Jh Qs' }, { label: 'Ben', hole: 'Js 9d' }] },
      ],
    },
  ],
  practice: [
    { question: 'Which is stronger: a flush or a straight?', answer: 'A flush.' },
    { question: 'Ana has 5-4-3-2-A; Ben has 6-5-4-3-2. Who wins?', answer: 'Ben: the ace-low straight is the lowest straight, and six-high beats it.' },
    { question: 'Two players have the same straight in different suits. Who wins?', answer: 'Nobody: suits do not break ties, so they split the pot.' },
  ],
};
