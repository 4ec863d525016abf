// Lesson: Texas hold'em (G-HOLDEM, H-HOLDEM, F-BLINDS, F-ORDER-FLOP, C-DECK52).
import type { LessonContent } from './types';

export const lesson: LessonContent = {
  id: 'game-holdem',
  sections: [
    {
      heading: 'The deal and the four rounds',
      paragraphs: [
        "Hold’em is played with the standard 52-card deck by two to ten players (Felt's play table seats up to nine). Every player gets two cards face down, their hole cards. Five shared cards then arrive face up in the middle: three at once (the flop), then one (the turn), then one more (the river). The dealer burns a card before each of those three steps.",
        "There is a betting round after the hole cards and after each of the flop, turn and river, so four rounds in all. Before any card is dealt, the player to the left of the button posts the small blind and the next player the big blind.",
      ],
      examples: [{ kind: 'game', caption: "Hold’em as the engine deals it", game: 'holdem' }],
    },
    {
      heading: 'Who acts first',
      paragraphs: [
        'In the first round the player to the left of the big blind speaks first, and the blinds act last. From the flop on, the first player still in the hand to the left of the button starts each round, so the button acts last.',
      ],
    },
    {
      heading: 'Making your hand',
      paragraphs: [
        'At the showdown each player makes the best five-card hand from seven cards: their two hole cards and the five on the board. You may use both hole cards, one, or none. Using none is called playing the board, and then the best you can do is tie anyone else who also plays it.',
      ],
      examples: [
        { kind: 'showdown', rule: 'high', caption: 'A full house beats two pair', board: 'Ks Qd 7h 7c 2s', hands: [{ label: 'Ana', hole: 'Ah Kd' }, { label: 'Ben', hole: 'Qs Qh' }] },
        { kind: 'showdown', rule: 'high', caption: 'Both players play the board: a tie', board: 'Ts Js Qs Ks As', hands: [{ label: 'Ana', hole: 'Ah Ad' }, { label: 'Ben', hole: '2c 3d' }] },
      ],
    },
  ],
  practice: [
    { question: 'How many betting rounds does a hand of hold’em have if nobody folds early?', answer: 'Four: after the hole cards, after the flop, after the turn and after the river.' },
    { question: 'On the turn, who acts first?', answer: 'The first player still in the hand to the left of the button.' },
    { question: 'Can you win with a hand that uses none of your hole cards?', answer: 'You can play the board, but so can everyone else, so the best you get is a share of the pot.' },
  ],
};
