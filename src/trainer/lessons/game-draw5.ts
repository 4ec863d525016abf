// Lesson: five-card draw (G-DRAW5, G-DRAW-TIMER, G-DRAW-RESHUFFLE, F-BLINDS).
import type { LessonContent } from './types';

export const lesson: LessonContent = {
  id: 'game-draw5',
  sections: [
    {
      heading: 'Five cards and one draw',
      paragraphs: [
        'Up to six players post blinds and receive five cards face down. After a betting round, each player still in may throw away any number of cards, from none to all five, and is dealt the same number of new ones. A second betting round follows, then the showdown. Hands are ranked in the standard high order.',
      ],
      examples: [
        { kind: 'game', caption: 'Five-card draw as the engine deals it', game: 'draw5' },
        { kind: 'showdown', rule: 'high', caption: 'Same two pair: the fifth card decides', hands: [{ label: 'Ana', hole: 'Kh Kd 7c 7s 2d' }, { label: 'Ben', hole: 'Kc Ks 7h 7d 4c' }] },
      ],
    },
    {
      heading: 'Time to draw, and a short deck',
      paragraphs: [
        'Each player has 30 seconds to choose a draw. A player who lets the time run out keeps all five cards (stands pat) and loses the right to raise in the next round.',
        'If the deck runs out while drawing, the cards discarded so far are shuffled and dealt from. You never get back a card you threw away in that same draw.',
      ],
    },
  ],
  practice: [
    { question: 'What happens if you do not choose your draw in time?', answer: 'You stand pat with your five cards and may not raise in the next betting round.' },
    { question: 'The deck runs out during the draw. Where do the next cards come from?', answer: 'From the discards, shuffled; a player never receives cards they discarded in that draw.' },
  ],
};
