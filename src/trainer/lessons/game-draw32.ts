// Lesson: 32-card draw (G-DRAW32, G-DRAW32-SPLIT, F-ORDER-DRAW32, H-DRAW32).
import type { LessonContent } from './types';

export const lesson: LessonContent = {
  id: 'game-draw32',
  sections: [
    {
      heading: 'Draw poker with 32 cards',
      paragraphs: [
        'Up to five players post blinds and receive five cards face down from the 32-card deck. After a betting round each player may exchange up to four cards. After the draw, the first player still in the hand after the big blind starts the last betting round.',
        'Hands rank as in Americana (a flush beats a full house, A-7-8-9-T is the lowest straight) and suits settle every remaining tie, so two hands never tie.',
      ],
      examples: [
        { kind: 'game', caption: '32-card draw as the engine deals it', game: 'draw32' },
        { kind: 'showdown', rule: 'draw32', deck: 32, caption: 'Identical ranks: the suit of the highest card decides', hands: [{ label: 'Ana', hole: 'Ah Kh Qc Jd 9s' }, { label: 'Ben', hole: 'Ad Kd Qs Jc 9h' }] },
      ],
    },
    {
      heading: 'The split offer',
      paragraphs: [
        'After the draw, players may agree to share a pot instead of playing for it. The offer goes round the table from player to player. If every player in a pot chooses Split, that pot is shared equally. As soon as anyone does something else (bets, checks, folds) the offer is over. With side pots, a player’s choice only affects the pots they are in.',
      ],
    },
  ],
  practice: [
    { question: 'How many cards may you exchange in 32-card draw?', answer: 'Up to four.' },
    { question: 'Three players are in the pot; two choose Split and the third bets. What happens?', answer: 'The offer ends and the pot is played out as usual.' },
  ],
};
