// Lesson: the showdown (P-SHOWORDER, P-RUNOUT).
import type { LessonContent } from './types';

export const lesson: LessonContent = {
  id: 'proc-showdown',
  sections: [
    {
      heading: 'Who shows first',
      paragraphs: [
        'If there was a bet or raise in the last round, the last player who bet or raised shows first. If everyone checked, the first player to the left of the button shows first (in stud-type games, the player with the best hand showing). When there are side pots, the showdown starts with the last side pot formed and works back to the main pot.',
      ],
      examples: [
        { kind: 'show-order', caption: 'Ana (button) is all-in for less; on the river Cem bet and Dee called. Showing order per pot, from the engine', labels: ['Ana', 'Ben', 'Cem', 'Dee'], button: 0, lastAggressor: 2, pots: [{ eligible: [0, 2, 3] }, { eligible: [2, 3] }] },
        { kind: 'show-order', caption: 'The same pots with Cem on the button, and the river checked', labels: ['Ana', 'Ben', 'Cem', 'Dee'], button: 2, lastAggressor: null, pots: [{ eligible: [0, 2, 3] }, { eligible: [2, 3] }] },
      ],
    },
    {
      heading: 'Cards speak',
      paragraphs: [
        'The hand is what the cards say, not what the player calls it. To win any part of a pot you must show all your cards, and if you show one card to somebody, everyone may see the whole hand.',
      ],
      examples: [
        { kind: 'showdown', rule: 'high', caption: 'Ben says he has only ace high, but his cards make a flush: the cards speak', board: 'Kh 9h 4c 2h 7s', hands: [{ label: 'Ana', hole: 'Ks Qd' }, { label: 'Ben', hole: 'Ah 5h' }] },
      ],
    },
    {
      heading: 'Everyone all-in',
      paragraphs: [
        'When all players but at most one are all-in, no more betting is possible. The remaining cards are dealt straight out and the hands are shown.',
      ],
    },
  ],
  practice: [
    { question: 'The river was checked around. Who shows first in hold’em?', answer: 'The first player still in the hand to the left of the button.' },
    { question: 'A player mucks their cards and says they had the best hand. Can they win the pot?', answer: 'No: to win any part of a pot, all cards must be shown.' },
  ],
};
