// Lesson: no limit (B-NL, B-MINRAISE, B-STACK, B-FOLDFREE).
import type { LessonContent } from './types';

export const lesson: LessonContent = {
  id: 'bet-no-limit',
  sections: [
    {
      heading: 'Anything up to your stack',
      paragraphs: [
        'In no limit the smallest bet is the big blind and the largest is every chip you have in front of you. You can only bet what is on the table at the start of the hand: no reaching into your pocket, no adding chips while a hand is being played.',
      ],
    },
    {
      heading: 'How small a raise can be',
      paragraphs: [
        'A raise must add at least as much as the largest bet or raise made so far in the round. Before the flop that starting size is the big blind. If the blinds are 1 and 2, the first raise must be to at least 4. If someone then raises to 10 (adding 8), the next raise must add at least 8 more, to 18.',
        'A player who does not have enough for a full raise may still go all-in for less; the next lesson on raising explains what that does to the players who already acted.',
        'An all-in opening bet smaller than the big blind is not a full bet. Whoever raises it still raises by at least the big blind: with blinds 10 and 20, a flop all-in for 2 can be raised to 22 at the least.',
      ],
      examples: [
        { kind: 'betting', caption: 'Blinds 1 and 2, nobody has raised yet', question: { type: 'min-raise', currentBet: 2, lastFullRaise: 2, minBet: 2, rule: 'standard' } },
        { kind: 'betting', caption: 'Blinds 1 and 2, a player has raised to 10', question: { type: 'min-raise', currentBet: 10, lastFullRaise: 8, minBet: 2, rule: 'standard' } },
        { kind: 'hand', caption: "No-limit hold’em 1/2, replayed by the engine: Ana raises to 10", game: 'holdem', structure: { kind: 'no-limit', smallBlind: 1, bigBlind: 2 }, stacks: [200, 150, 300], button: 0, labels: ['Ana', 'Ben', 'Cem'], actions: [{ type: 'raise', to: 10 }] },
      ],
    },
    {
      heading: 'Folding when you could check',
      paragraphs: [
        'At Felt’s table, as in online rooms, you are not offered a fold when checking costs nothing: there is no reason to give up a hand you can keep for free. In a live card room such a fold is allowed, and it is binding. A question about it always says which kind of table it means.',
      ],
    },
  ],
  practice: [
    { question: 'Blinds are 5 and 10. What is the smallest opening bet after the flop?', answer: '10, the big blind.' },
    { question: 'Someone bets 30 and another raises to 90. What is the smallest re-raise?', answer: 'To 150: the last raise added 60, so the next must add at least 60.' },
    { question: 'May you buy more chips in the middle of a hand?', answer: 'No. Only chips on the table when the hand starts can be bet.' },
  ],
};
