// Quiz "new and returning players" (F-NEWPLAYER, F-MISSED): the engine's Table plays the hands, seats
// the newcomer or brings the absent player back, and says what they owe (live and dead).
import { Table, type Hand } from '../../engine';
import { msg } from '../../i18n';
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
  get title() { return msg('quiz.returning-player.title'); },
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
    const where = (t: Table) => (t.positions!.smallBlind === null
      ? msg('quiz.blinds-button.positionsNoSmall', { button: seatLabel(t.positions!.button), big: seatLabel(t.positions!.bigBlind) })
      : msg('quiz.blinds-button.positions', { button: seatLabel(t.positions!.button), small: seatLabel(t.positions!.smallBlind), big: seatLabel(t.positions!.bigBlind) }));
    const facts = [msg('quiz.returning-player.table', { small: smallBlind, big: bigBlind, seats, empty: seatLabel(seats) }), msg('quiz.returning-player.firstHand', { positions: where(table) })];
    const base = { kind: KIND, seed, difficulty, game };
    // Difficulty: 1 asks a newcomer's live blind; 2 a player back after one or two hands away; 3 after three or four
    // (both blinds may have passed them, the small blind part is dead).
    if (difficulty === 1) {
      // F-NEWPLAYER: a newcomer takes the empty seat and chooses to play at once.
      const newcomer = seats;
      table.sit(newcomer, bigBlind * 100, { postLiveBlind: true });
      const owes = table.seats[newcomer]!.owes;
      facts.push(msg('quiz.returning-player.newcomer', { seat: seatLabel(newcomer) }));
      return question(base, {
        prompt: msg('quiz.returning-player.newPrompt'),
        scene: { facts },
        input: { type: 'amount', label: msg('quiz.returning-player.liveBlind') },
        expected: owes?.live ?? 0,
        working: [msg('quiz.returning-player.newWhy', { big: bigBlind })],
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
    facts.push(msg('quiz.returning-player.satOut', { seat: seatLabel(absent), hands: away, list: hands.join(msg('quiz.returning-player.then')) }),
      msg('quiz.returning-player.back', { seat: seatLabel(absent) }));
    const passed = missed.big && missed.small ? 'quiz.returning-player.passedBoth' : missed.big ? 'quiz.returning-player.passedBig' : missed.small ? 'quiz.returning-player.passedSmall' : 'quiz.returning-player.passedNone';
    return question(base, {
      prompt: msg('quiz.returning-player.prompt', { seat: seatLabel(absent) }),
      scene: { facts },
      input: { type: 'amounts', labels: [msg('quiz.returning-player.live'), msg('quiz.returning-player.dead')] },
      expected: [owes.live, owes.dead],
      working: [
        msg(passed, { seat: seatLabel(absent) }),
        msg('quiz.returning-player.why'),
      ],
      ruleIds: ['F-MISSED'],
    });
  },
};
