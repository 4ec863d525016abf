// Quiz "table procedures": new and missed blinds (F-NEWPLAYER, F-MISSED), disconnection and server
// crashes (I-DISCONNECT, I-CRASH: chips computed with the engine's buildSidePots), run-it-twice
// choices (P-RIT-INTERACTIVE, P-RIT with the engine's GAMES), and the play table (T-CHIPS, T-PRIVACY, T-AI).
import { buildSidePots, GAMES } from '../../engine';
import { formatList, type MessageId, msg } from '../../i18n';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { question, seatLabel } from './common';
import { structureWords } from './texts';

const KIND = 'table-procedures';

interface Fact { prompt: MessageId; options: MessageId[]; rule: string; why: MessageId }

/** Fixed-answer procedure questions: the first option is right (options are shuffled when shown). */
const FACTS: Fact[] = [
  { rule: 'F-NEWPLAYER', prompt: 'quiz.table-procedures.newPlayer.prompt', options: ['quiz.table-procedures.newPlayer.right', 'quiz.table-procedures.newPlayer.wrong1', 'quiz.table-procedures.newPlayer.wrong2', 'quiz.table-procedures.newPlayer.wrong3'], why: 'quiz.table-procedures.newPlayer.why' },
  { rule: 'F-MISSED', prompt: 'quiz.table-procedures.missed.prompt', options: ['quiz.table-procedures.missed.right', 'quiz.table-procedures.missed.wrong1', 'quiz.table-procedures.missed.wrong2', 'quiz.table-procedures.missed.wrong3'], why: 'quiz.table-procedures.missed.why' },
  { rule: 'T-CHIPS', prompt: 'quiz.table-procedures.chips.prompt', options: ['quiz.table-procedures.chips.right', 'quiz.table-procedures.chips.wrong1', 'quiz.table-procedures.chips.wrong2', 'quiz.table-procedures.chips.wrong3'], why: 'quiz.table-procedures.chips.why' },
  { rule: 'T-PRIVACY', prompt: 'quiz.table-procedures.privacy.prompt', options: ['quiz.table-procedures.privacy.right', 'quiz.table-procedures.privacy.wrong1', 'quiz.table-procedures.privacy.wrong2', 'quiz.table-procedures.privacy.wrong3'], why: 'quiz.table-procedures.privacy.why' },
  { rule: 'T-AI', prompt: 'quiz.table-procedures.bots.prompt', options: ['quiz.table-procedures.bots.right', 'quiz.table-procedures.bots.wrong1', 'quiz.table-procedures.bots.wrong2', 'quiz.table-procedures.bots.wrong3'], why: 'quiz.table-procedures.bots.why' },
  { rule: 'T-AI', prompt: 'quiz.table-procedures.hardBot.prompt', options: ['play.level.hard', 'play.level.easy', 'play.level.normal', 'quiz.table-procedures.hardBot.allThree'], why: 'quiz.table-procedures.hardBot.why' },
  { rule: 'P-RIT-INTERACTIVE', prompt: 'quiz.table-procedures.ritWho.prompt', options: ['quiz.table-procedures.ritWho.right', 'quiz.table-procedures.ritWho.wrong1', 'quiz.table-procedures.ritWho.wrong2', 'quiz.table-procedures.ritWho.wrong3'], why: 'quiz.table-procedures.ritWho.why' },
  { rule: 'P-RIT-INTERACTIVE', prompt: 'quiz.table-procedures.ritDeclined.prompt', options: ['quiz.table-procedures.ritDeclined.right', 'quiz.table-procedures.ritDeclined.wrong1', 'quiz.table-procedures.ritDeclined.wrong2', 'quiz.table-procedures.ritDeclined.wrong3'], why: 'quiz.table-procedures.ritDeclined.why' },
];

export const tableProcedures: QuizKind = {
  id: KIND,
  code: 'tp',
  get title() { return msg('quiz.table-procedures.title'); },
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
        prompt: msg('quiz.table-procedures.crash.prompt', { seat: seatLabel(who) }),
        scene: { facts: put.map((p, i) => msg('quiz.table-procedures.crash.put', { seat: seatLabel(i), amount: p })) },
        input: { type: 'amount', label: msg('quiz.table-procedures.crash.label') },
        expected: put[who],
        working: [msg('quiz.table-procedures.crash.why'), msg('quiz.table-procedures.crash.back', { seat: seatLabel(who), amount: put[who] })],
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
        prompt: msg('quiz.table-procedures.disconnect.prompt'),
        scene: { facts: [msg('quiz.table-procedures.disconnect.put', { amount: put[0] }), msg('quiz.table-procedures.disconnect.others', { amount: put[1] })] },
        input: { type: 'amount', label: msg('quiz.table-procedures.disconnect.label') },
        expected: pots[0].amount,
        working: [msg('quiz.table-procedures.disconnect.main', { amount: put[0], main: pots[0].amount }),
          msg('quiz.table-procedures.disconnect.side', { side: pots.slice(1).reduce((s, p) => s + p.amount, 0) })],
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
        prompt: rit ? msg('quiz.table-procedures.rit.prompt', { game: GAMES[game].name, structure: structureWords(rit.structures[0]), players })
          : msg('quiz.table-procedures.rit.promptUsual', { game: GAMES[game].name, players }),
        scene: {},
        input: { type: 'choice', options: [msg('quiz.table-procedures.yes'), msg('quiz.table-procedures.no')] },
        expected: allowed ? 0 : 1,
        working: [rit ? msg('quiz.table-procedures.rit.offered', { game: GAMES[game].name, structures: formatList(rit.structures.map(structureWords)), players: rit.maxPlayers })
          : msg('quiz.table-procedures.rit.never', { game: GAMES[game].name })],
        ruleIds: ['P-RIT'],
      });
    }
    const pool = difficulty === 1 ? FACTS.slice(0, 5) : difficulty === 2 ? FACTS.slice(0, 7) : FACTS.slice(5);
    const fact = rng.pick(pool);
    const order = rng.shuffle(fact.options.map((_, i) => i));
    return question(base, {
      prompt: msg(fact.prompt),
      scene: {},
      input: { type: 'choice', options: order.map((i) => msg(fact.options[i])) },
      expected: order.indexOf(0),
      working: [msg(fact.why)],
      ruleIds: [fact.rule],
    });
  },
};
