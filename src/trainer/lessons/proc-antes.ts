// Lesson: antes, bring-in and order of play (F-ANTE, F-BRINGIN, F-ORDER-STUD, F-ORDER-DRAW32, C-SUITORDER).
import type { LessonContent } from './types';

export const lesson: LessonContent = {
  id: 'proc-antes',
  sections: [
    {
      heading: 'Antes',
      paragraphs: [
        'Stud-type games (seven-card stud and its hi/lo version, Soko, Americana and Telesina) have no blinds. Instead every player puts a small ante into the pot before the cards are dealt.',
      ],
    },
    {
      heading: 'The bring-in',
      paragraphs: [
        'After the first up cards are dealt, one player is forced to open: the bring-in, usually twice the ante. Who pays it depends on the game. The lowest up card pays in fixed-limit seven-card stud and in seven-card stud hi/lo; the highest up card pays in pot-limit stud, Soko, Americana and Telesina. Ties between equal ranks are broken by the game’s suit order. The bring-in may instead complete to a full bet where the limit allows.',
      ],
      examples: [
        { kind: 'bring-in', caption: 'Seven-card stud hi/lo: the lowest up card', which: 'lowest', suitOrder: 'spades', up: [{ label: 'Ana', card: '2d' }, { label: 'Ben', card: '2s' }, { label: 'Cem', card: '5c' }] },
        { kind: 'bring-in', caption: 'Americana: the highest up card', which: 'highest', suitOrder: 'spades', up: [{ label: 'Ana', card: 'Ad' }, { label: 'Ben', card: 'Kh' }, { label: 'Cem', card: 'Ac' }] },
      ],
    },
    {
      heading: 'Who acts first later',
      paragraphs: [
        'In stud-type games, from the second round on, the player whose up cards make the best hand acts first. In 32-card draw, after the draw, the first player still in the hand after the big blind starts the betting.',
      ],
    },
  ],
  practice: [
    { question: 'In Telesina, does the lowest or the highest up card bring it in?', answer: 'The highest.' },
    { question: 'In seven-card stud, who acts first on sixth street?', answer: 'The player with the best hand showing.' },
  ],
};
