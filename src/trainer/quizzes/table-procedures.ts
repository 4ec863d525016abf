// Quiz "table procedures": new and missed blinds (F-NEWPLAYER, F-MISSED), disconnection and server
// crashes (I-DISCONNECT, I-CRASH: chips computed with the engine's buildSidePots), run-it-twice
// choices (P-RIT-INTERACTIVE, P-RIT with the engine's GAMES), and the play table (T-CHIPS, T-PRIVACY, T-AI).
import { buildSidePots, GAMES } from '../../engine';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { question, seatLabel } from './common';

const KIND = 'table-procedures';

interface Fact { prompt: string; options: string[]; rule: string; why: string }

/** Fixed-answer procedure questions: the first option is right (options are shuffled when shown). */
const FACTS: Fact[] = [
  { rule: 'F-NEWPLAYER', prompt: 'A new player sits down between hands. When may they play?', options: ['Wait for the big blind, or post a live blind equal to it and play at once', 'Only after the button passes them', 'At once, without posting anything', 'Only after posting both blinds dead'], why: 'A new player waits for the big blind or posts a live blind equal to it.' },
  { rule: 'F-MISSED', prompt: 'A player who missed their blinds comes back. What do they do?', options: ['Post the missed blinds (the small blind part dead) or wait for the big blind', 'Nothing: missed blinds are forgiven', 'Post twice the big blind, all dead', 'Sit out one full round first'], why: 'Missed blinds are posted, the small blind part dead into the pot, or the player waits for the big blind.' },
  { rule: 'T-CHIPS', prompt: 'What are the chips at the Felt play table worth?', options: ['Nothing: they are free, imaginary and cannot be converted or withdrawn', 'One cent each', 'They can be exchanged for lessons', 'They can be withdrawn after 1,000 hands'], why: 'The play table uses free virtual chips only.' },
  { rule: 'T-PRIVACY', prompt: 'When are another player\'s private cards shown to you?', options: ['Only at a showdown or when they choose a permitted show', 'After every hand', 'When you fold', 'Never, even at a showdown'], why: 'Private cards stay hidden until shown at a showdown or a permitted voluntary show.' },
  { rule: 'T-AI', prompt: 'What may a Felt bot look at when it decides?', options: ['Its own cards, the visible cards, the permitted history and its legal actions', 'Every player\'s cards', 'The next cards in the deck', 'Your past hands at other tables'], why: 'Bots use only public information and their own cards.' },
  { rule: 'T-AI', prompt: 'Which Felt bot estimates its share of the pot by Monte Carlo and keeps its bluffing controlled?', options: ['Hard', 'Easy', 'Normal', 'All three'], why: 'Easy plays its current hand strength, Normal uses position, stacks, pot odds and simple ranges, Hard simulates.' },
  { rule: 'P-RIT-INTERACTIVE', prompt: 'Heads-up all-in before the river, over the threshold. Who chooses Once, Twice or Twice+1?', options: ['The player with the higher equity; the other accepts or declines', 'The player who went all-in first', 'The dealer', 'Both must press Twice at the same time'], why: 'The player with the higher equity chooses; for Twice or Twice+1 the other accepts or declines (declined means once), with 10 seconds to decide.' },
  { rule: 'P-RIT-INTERACTIVE', prompt: 'The favourite chooses Twice and the other player declines. How many boards are dealt?', options: ['One', 'Two', 'Three', 'The hand is cancelled'], why: 'A declined offer means the board is run once.' },
];

export const tableProcedures: QuizKind = {
  id: KIND,
  code: 'tp',
  title: 'Table procedures',
  ruleIds: ['F-NEWPLAYER', 'F-MISSED', 'I-DISCONNECT', 'I-CRASH', 'P-RIT-INTERACTIVE', 'P-RIT', 'T-CHIPS', 'T-PRIVACY', 'T-AI'],
  games: [],
  generate(seed, difficulty) {
    const rng = new Rng(seed);
    const base = { kind: KIND, seed, difficulty, game: null };
    // Each level deals its own question (the levels differ in what they look for, not only in the label).
    for (let skip = 1; skip < difficulty; skip++) rng.next();
    // Difficulty: 1 asks a server crash and the basic table facts (new and missed blinds, the chips, privacy, bots);
    // 2 disconnection protection and which tables run it twice; 3 those with more players and the run-it-twice
    // choices (who chooses, a declined offer) and the bots' levels.
    const topic = rng.pick(difficulty === 1 ? [0, 3] : difficulty === 2 ? [1, 2, 3] : [1, 2, 3, 3, 3]);
    if (topic === 0) {
      // I-CRASH: every hand in play is cancelled and every chip goes back to its owner.
      const players = rng.int(2, 5);
      const put = Array.from({ length: players }, () => 10 * rng.int(1, 30));
      const who = rng.int(0, players - 1);
      return question(base, {
        prompt: `The server crashes in the middle of a hand. How many chips does ${seatLabel(who)} get back from this hand?`,
        scene: { facts: put.map((p, i) => `${seatLabel(i)} has put ${p} into the pot.`) },
        input: { type: 'amount', label: 'Chips back' },
        expected: put[who],
        working: ['A crash cancels every hand in play and returns every chip to its owner.', `${seatLabel(who)} gets back the ${put[who]} they put in.`],
        ruleIds: ['I-CRASH'],
      });
    }
    if (topic === 1) {
      // I-DISCONNECT: treated as all-in for what they put in; the rest is a side pot without them.
      const put = [10 * rng.int(2, 10), 0, 0];
      put[1] = put[0] + 10 * rng.int(1, 10);
      put[2] = put[1];
      const pots = buildSidePots(put, [false, false, false]);
      return question(base, {
        prompt: 'Fixed-limit cash game: Seat 1 disconnects with disconnection protection left. Seats 2 and 3 keep betting. How much can Seat 1 win at most?',
        scene: { facts: [`Seat 1 had put in ${put[0]} when the connection dropped.`, `Seats 2 and 3 each put in ${put[1]} in all.`] },
        input: { type: 'amount', label: 'Most Seat 1 can win' },
        expected: pots[0].amount,
        working: [`Seat 1 is treated as all-in for ${put[0]}: the main pot is ${pots[0].amount}.`, `The rest, ${pots.slice(1).reduce((s, p) => s + p.amount, 0)}, is a side pot between Seats 2 and 3.`],
        ruleIds: ['I-DISCONNECT', 'P-SIDEPOTS'],
      });
    }
    if (topic === 2) {
      // P-RIT: which tables may run it twice, from the engine's game specs.
      const ids = Object.keys(GAMES) as (keyof typeof GAMES)[];
      const game = rng.pick(ids);
      const rit = GAMES[game].runItTwice;
      const players = difficulty === 3 ? rng.pick([6, 7, 8, 9, 10]) : rng.int(2, 9);
      const allowed = !!rit && rit.structures.length > 0 && players <= rit.maxPlayers;
      return question(base, {
        prompt: `${GAMES[game].name}, ${rit ? rit.structures[0].replace('-', ' ') : 'its usual structure'}, ${players} players dealt in. May the players run it twice?`,
        scene: {},
        input: { type: 'choice', options: ['Yes', 'No'] },
        expected: allowed ? 0 : 1,
        working: [rit ? `Run it twice is offered in ${GAMES[game].name} (${rit.structures.join(', ')}) with at most ${rit.maxPlayers} players.` : `${GAMES[game].name} never runs it twice.`],
        ruleIds: ['P-RIT'],
      });
    }
    const pool = difficulty === 1 ? FACTS.slice(0, 5) : difficulty === 2 ? FACTS.slice(0, 7) : FACTS.slice(5);
    const fact = rng.pick(pool);
    const order = rng.shuffle(fact.options.map((_, i) => i));
    return question(base, {
      prompt: fact.prompt,
      scene: {},
      input: { type: 'choice', options: order.map((i) => fact.options[i]) },
      expected: order.indexOf(0),
      working: [fact.why],
      ruleIds: [fact.rule],
    });
  },
};
