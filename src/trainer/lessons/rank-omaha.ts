// Lesson: the Omaha hand rule, two from the hand and three from the board (H-OMAHA).
import type { LessonContent } from './types';

export const lesson: LessonContent = {
  id: 'rank-omaha',
  sections: [
    {
      heading: 'The rule',
      paragraphs: [
        'In every Omaha game (four or five hole cards, high or hi/lo) your five-card hand is exactly two of your hole cards plus exactly three board cards. The rankings themselves are the usual high ranking; only the way the five cards are chosen changes.',
        'Traps to watch: a board with four cards of one suit gives a flush only to a player holding two of that suit; three of a kind in your hand plays as a pair, because only two of them can be used; and a board with five cards to a straight gives you nothing unless two of your own cards fit into a straight with three of them.',
      ],
      examples: [
        { kind: 'showdown', rule: 'omaha-high', caption: 'Four spades on the board: one spade in hand is not enough', board: 'As Ks 8s 4s 2d', hands: [{ label: 'Ana', hole: 'Qs Jd Jc Th' }, { label: 'Ben', hole: '9s 7s 6h 6c' }] },
        { kind: 'showdown', rule: 'omaha-high', caption: 'Three kings in hand count as a pair of kings', board: '9c 9d 5h 2d 3s', hands: [{ label: 'Ana', hole: 'Kh Ks Kc 4c' }, { label: 'Ben', hole: '9s 8h 7d 6c' }] },
      ],
    },
    // H-NUTS (the trainer's own rule ID, src/trainer/rule-ids.ts): reading the best possible hand off the board.
    {
      heading: 'The nuts',
      paragraphs: [
        'The nuts is the best hand anyone could hold on a given board. To find it, ask what the board allows, from the top: a straight flush, then four of a kind or a full house (only when the board is paired), a flush (only with three or more cards of one suit on the board), a straight, and so on. In hold’em the two hole cards may add to any five; in Omaha the nut hand must use exactly two hole cards, so a board with four spades needs two spades in the hand, and a paired board makes quads only for a player holding the other two.',
      ],
      examples: [],
    },
  ],
  practice: [
    { question: 'The board shows four spades. You hold one spade. Do you have a flush?', answer: 'No: you must use two hole cards, and only one of yours is a spade.' },
    { question: 'Omaha, the board is Ah Kh 8h 4d 2c. Which two cards make the nuts?', answer: 'Qh Jh: the queen-high flush is the best flush, and no straight flush, quads or full house is possible on this board.' },
    { question: 'You hold K-K-K-4 and the board is 9-9-5-2-3. What is your hand?', answer: 'Two pair, kings and nines: only two of your kings can play, with three board cards.' },
  ],
};
