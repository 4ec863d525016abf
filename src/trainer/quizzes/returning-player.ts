// Quiz "new and returning players" (F-NEWPLAYER, F-MISSED): the engine's Table plays the hands, seats
// the newcomer or brings the absent player back, and says what they owe (live and dead).
import { Table, type Hand } from '../../engine';
import type { GameId } from '../games';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { BLIND_LEVELS, chooseGame, question, seatLabel } from './common';

const KIND = 'returning-player';
const GAMES_HERE: GameId[] = ['holdem', 'omaha', 'draw5'];

/** Plays a hand out by folding to the big blind (the quiz only needs the button and blinds to move). */
function foldAround(hand: Hand): void {
  for (let guard = 0; guard < 100 && !hand.done; guard++) {
    const next = hand.next;
    if (next.kind !== 'act') throw new Error(`Unexpected step "${next.kind}" while folding a hand around.`);
    hand.act(next.options.fold ? { type: 'fold' } : { type: 'check' });
  }
}

export const returningPlayer: QuizKind = {
  id: KIND,
  code: 'rp',
  title: 'New and returning players',
  ruleIds: ['F-NEWPLAYER', 'F-MISSED'],
  games: GAMES_HERE,
  generate(seed, difficulty, gameAsked) {
    const rng = new Rng(seed);
    const game = chooseGame(rng, GAMES_HERE, gameAsked);
    const [smallBlind, bigBlind] = rng.pick(BLIND_LEVELS);
    const seats = rng.int(4, 6);
    const table = new Table({ game, structure: { kind: 'no-limit', smallBlind, bigBlind }, seatCount: seats + 1, button: 0, seed });
    for (let s = 0; s < seats; s++) table.sit(s, bigBlind * 100);
    foldAround(table.startHand());
    const where = (t: Table) => `button ${seatLabel(t.positions!.button)}, small blind ${t.positions!.smallBlind === null ? 'none' : seatLabel(t.positions!.smallBlind)}, big blind ${seatLabel(t.positions!.bigBlind)}`;
    const facts = [`No limit, blinds ${smallBlind}/${bigBlind}; ${seats} players in seats 1 to ${seats} (Seat ${seats + 1} is empty).`, `First hand: ${where(table)}.`];
    const base = { kind: KIND, seed, difficulty, game };
    // Difficulty: 1 asks a newcomer's live blind; 2 a player back after one or two hands away; 3 after three or four
    // (both blinds may have passed them, the small blind part is dead).
    if (difficulty === 1) {
      // F-NEWPLAYER: a newcomer takes the empty seat and chooses to play at once.
      const newcomer = seats;
      table.sit(newcomer, bigBlind * 100, { postLiveBlind: true });
      const owes = table.seats[newcomer]!.owes;
      facts.push(`After the first hand a new player sits down in ${seatLabel(newcomer)} and wants to play the next hand at once.`);
      return question(base, {
        prompt: 'What must the new player post to be dealt in now (live)?',
        scene: { facts },
        input: { type: 'amount', label: 'Live blind' },
        expected: owes?.live ?? 0,
        working: [`A new player either waits for the big blind or posts a live blind equal to it (${bigBlind}) and plays at once.`],
        ruleIds: ['F-NEWPLAYER'],
      });
    }
    // F-MISSED: a player sits out for a few hands, then comes back and posts what they missed.
    const absent = rng.int(1, seats - 1);
    const away = difficulty === 2 ? rng.int(1, 2) : rng.int(3, 4);
    table.sitOut(absent);
    const hands: string[] = [];
    for (let h = 0; h < away; h++) { foldAround(table.startHand()); hands.push(where(table)); }
    const missed = { small: table.seats[absent]!.missedSmall, big: table.seats[absent]!.missedBig };
    table.sitIn(absent, { postMissed: true });
    const owes = table.seats[absent]!.owes ?? { live: 0, dead: 0 };
    facts.push(`${seatLabel(absent)} then sat out for ${away} hand${away > 1 ? 's' : ''}: ${hands.join('; then ')}.`,
      `Now ${seatLabel(absent)} comes back and chooses to play at once rather than wait for the big blind.`);
    return question(base, {
      prompt: `What does ${seatLabel(absent)} post: how much live (counting toward their bet) and how much dead (straight into the pot)?`,
      scene: { facts },
      input: { type: 'amounts', labels: ['Live', 'Dead'] },
      expected: [owes.live, owes.dead],
      working: [
        missed.big || missed.small ? `While away the ${[missed.big ? 'big blind' : '', missed.small ? 'small blind' : ''].filter(Boolean).join(' and the ')} passed ${seatLabel(absent)}.`
          : `The blinds did not pass ${seatLabel(absent)} while they were away, so nothing is owed.`,
        'Missed blinds are posted on return: the big blind live, the small blind part dead into the pot (or the player waits for the big blind).',
      ],
      ruleIds: ['F-MISSED'],
    });
  },
};
