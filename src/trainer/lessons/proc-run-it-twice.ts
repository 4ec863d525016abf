// Lesson: run it twice, twice+1 and the interactive choice (P-RIT, P-RIT+1, P-RIT-INTERACTIVE, P-RUNOUT).
import type { LessonContent } from './types';

export const lesson: LessonContent = {
  id: 'proc-run-it-twice',
  sections: [
    {
      heading: 'Two boards instead of one',
      paragraphs: [
        'When everyone is all-in before all the board cards are out, the rest of the board can be dealt twice. Each pot is cut in half and each half is won on its own board. It is offered in no-limit hold’em, Omaha and five-card Omaha (at most seven players at five-card Omaha), never in Omaha hi/lo.',
        'Each player chooses a preference: Never (the default), Always or Ask. No extra rake is taken. If a pot cannot be halved evenly, the odd chip goes with the first board.',
      ],
      examples: [{ kind: 'split', caption: 'A pot of 301 run twice', amount: 301, seats: 2, button: 0, winners: [0, 1], boards: 2 }],
    },
    {
      heading: 'Twice+1',
      paragraphs: [
        'At twice+1 tables two boards are dealt first. If the same player wins the main pot on both boards, a third board is dealt and every pot is shared in thirds, one third per board, with any remainder going to the first board. Otherwise the two halves stand.',
      ],
      examples: [{ kind: 'split', caption: 'A pot of 302 shared over three boards', amount: 302, seats: 2, button: 0, winners: [0, 1], boards: 3 }],
    },
    {
      heading: 'The interactive choice',
      paragraphs: [
        'When exactly two players are all-in before the river (and the pot is above the table’s threshold), the player more likely to win chooses: run it once, twice, or twice+1. If they pick twice or twice+1, the other player accepts or declines; declining means the board is run once. Each decision has ten seconds. The choice is not offered at all-in-or-fold tables or in bomb pots.',
      ],
      examples: [
        { kind: 'equity', caption: 'All-in on the flop: the player with the higher share of the pot makes the choice', game: 'holdem', board: 'Kh 9h 4c', hands: [{ label: 'Ana', hole: 'As Ad' }, { label: 'Ben', hole: 'Qh Jh' }] },
        { kind: 'hand', caption: "Heads-up no-limit hold’em 1/2, both set to Ask: Ana moves all-in for 100 and Ben calls", game: 'holdem', structure: { kind: 'no-limit', smallBlind: 1, bigBlind: 2 }, stacks: [100, 100], button: 0, labels: ['Ana', 'Ben'],
          cards: ['As Ad', 'Qh Jh'], board: 'Kh 9h 4c 2s 7d', runItTwice: 'ask', actions: [{ type: 'raise', to: 100 }, { type: 'call' }] },
      ],
    },
  ],
  practice: [
    { question: 'Can you run it twice in Omaha hi/lo?', answer: 'No, never.' },
    { question: 'At a twice+1 table, Ana wins the main pot on both boards. What happens next?', answer: 'A third board is dealt and each pot is split in thirds, one per board.' },
    { question: 'Who decides how many times to run it in the interactive version?', answer: 'The player with the higher chance to win; the other may accept or decline.' },
  ],
};
