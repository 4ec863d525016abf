// Lesson: Soko (G-SOKO, H-SOKO, F-ANTE, F-BRINGIN, P-ODDCHIP).
import type { LessonContent } from './types';

export const lesson: LessonContent = {
  id: 'game-soko',
  sections: [
    {
      heading: 'Five-card stud with two extra hands',
      paragraphs: [
        'Soko, sometimes called Canadian stud, is played by up to eight players. Everyone antes and receives one card down and one up, and there is a betting round. The third, fourth and fifth cards come face up, each followed by betting: four rounds in all.',
        'The player showing the highest card opens with the bring-in (spades rank highest when two up cards tie). In later rounds the best hand showing acts first.',
      ],
      examples: [
        { kind: 'game', caption: 'Soko as the engine deals it', game: 'soko' },
        { kind: 'bring-in', caption: 'Soko: the highest up card brings it in', which: 'highest', suitOrder: 'spades', up: [{ label: 'Ana', card: 'Ah' }, { label: 'Ben', card: 'As' }, { label: 'Cem', card: 'Kd' }] },
      ],
    },
    {
      heading: 'Four-flush and four-straight',
      paragraphs: [
        'Soko adds two hands between two pair and one pair: four cards of one suit (a four-flush) and four cards in sequence (a four-straight). The four-flush ranks above the four-straight. Both beat a pair and lose to two pair.',
        'An odd chip in a split pot goes to the player who was dealt first.',
      ],
      examples: [
        { kind: 'showdown', rule: 'soko', caption: 'A four-flush beats a four-straight, which beats a pair', hands: [{ label: 'Ana', hole: 'Ah Kh 9h 4h 2c' }, { label: 'Ben', hole: '8c 9d Tc Js 2h' }, { label: 'Cem', hole: 'Qs Qd 8d 5h 3d' }] },
      ],
    },
  ],
  practice: [
    { question: 'In Soko, does a four-flush beat two pair?', answer: 'No. It beats one pair and a four-straight, but loses to two pair.' },
    { question: 'Who brings it in?', answer: 'The highest up card, with spades the highest suit for ties.' },
  ],
};
