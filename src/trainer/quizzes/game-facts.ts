// Quiz "know the game" (G-*, C-DECK52, C-DECK32, F-BLINDS, F-ANTE): players, deck, cards, rounds,
// forced bets and draws read from the engine's GAMES specs; plus the game procedures the engine
// encodes as flags (G-STUD7-COMMUNITY, G-DRAW-TIMER, G-DRAW-RESHUFFLE, G-DRAW32-SPLIT).
import { GAMES, type GameSpec, startHand } from '../../engine';
import { type MessageId, msg } from '../../i18n';
import { GAME_IDS, gameName, TRAINER_GAMES } from '../games';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { shuffleChoices } from './choices';
import { chooseGame, playerLabel, question } from './common';

const KIND = 'game-facts';

/** G-STUD7-COMMUNITY: cards the deal needs if `players` all stay to the last street (burns included). */
export function cardsNeeded(spec: GameSpec, players: number): number {
  return spec.streets.reduce((n, s) => n + (s.burn ? 1 : 0) + players * ((s.down ?? 0) + (s.up ?? 0)) + (s.board ?? 0), 0);
}

/**
 * G-STUD7-COMMUNITY as the engine deals it: `players` all check to seventh street. Whether one shared card goes face up
 * in the middle, and whether the seventh-street burn was skipped.
 */
export function seventhStreet(game: 'stud7' | 'stud7-hl', players: number, seed: number): { community: boolean; burnSkipped: boolean } {
  const hand = startHand({ game, structure: { kind: 'fixed-limit', ante: 1, bringIn: 2, smallBet: 4, bigBet: 8 }, seats: Array.from({ length: players }, () => ({ stack: 1000 })), button: 0, seed });
  for (let guard = 0; guard < 200 && hand.next.kind === 'act'; guard++) {
    const o = hand.next.options;
    hand.act(o.bringIn !== undefined ? { type: 'bring-in' } : o.check ? { type: 'check' } : { type: 'call' });
  }
  const history = hand.view(0).history;
  const seventh = history.findIndex((e) => e.type === 'street' && e.name === 'seventh-street');
  const after = history.slice(seventh + 1);
  const end = after.findIndex((e) => e.type === 'street');
  const events = end < 0 ? after : after.slice(0, end);
  return { community: events.some((e) => e.type === 'board' && e.community === true), burnSkipped: !events.some((e) => e.type === 'burn') };
}

/** G-DRAW32-SPLIT: a pot is shared only if every player in it chose Split. */
export const potIsSplit = (choices: readonly ('split' | 'other')[]): boolean => choices.every((c) => c === 'split');

/** The right ruling first. */
const DRAW_TIMER: MessageId[] = ['quiz.game-facts.timer.right', 'quiz.game-facts.timer.folded', 'quiz.game-facts.timer.fiveNew', 'quiz.game-facts.timer.waits'];
const RESHUFFLE: MessageId[] = ['quiz.game-facts.reshuffle.right', 'quiz.game-facts.cancelled', 'quiz.game-facts.reshuffle.whatIsLeft', 'quiz.game-facts.reshuffle.allDiscards'];
const DECK = { standard: 'quiz.game-facts.deck.standard', short: 'quiz.game-facts.deck.short', two: 'quiz.game-facts.deck.two' } as const;
const FORCED = { blinds: 'quiz.game-facts.forced.blinds', antes: 'quiz.game-facts.forced.antes', button: 'quiz.game-facts.forced.button', none: 'quiz.game-facts.forced.none' } as const;

/** A choice among messages (compared and shuffled as the text shown, so the order is the same in every language). */
const choice = (rng: Rng, right: MessageId, all: readonly MessageId[]) => {
  const { options, expected } = shuffleChoices(rng, msg(right), all.map((id) => msg(id)));
  return { input: { type: 'choice' as const, options }, expected };
};

export const gameFacts: QuizKind = {
  id: KIND,
  code: 'gf',
  get title() { return msg('quiz.game-facts.title'); },
  ruleIds: ['G-HOLDEM', 'G-OMAHA', 'G-OMAHA5', 'G-OMAHA-HL', 'G-OMAHA5-HL', 'G-STUD7', 'G-STUD7-COMMUNITY', 'G-STUD7-HL', 'G-SOKO', 'G-DRAW5', 'G-27TD',
    'G-DRAW-TIMER', 'G-DRAW-RESHUFFLE', 'G-AMERICANA', 'G-TELESINA', 'G-DRAW32', 'G-DRAW32-SPLIT', 'C-DECK52', 'C-DECK32', 'F-BLINDS', 'F-ANTE'],
  games: GAME_IDS,
  generate(seed, difficulty, gameAsked) {
    const rng = new Rng(seed);
    const game = chooseGame(rng, GAME_IDS, gameAsked);
    // Each level deals its own question (the levels differ in what they look for, not only in the label).
    for (let skip = 1; skip < difficulty; skip++) rng.next();
    const spec = GAMES[game];
    const gameRule = TRAINER_GAMES[game].ruleId;
    const base = { kind: KIND, seed, difficulty, game };
    const topics = ['players', 'deck', 'rounds', 'cards', 'forced'];
    if (spec.family === 'draw') topics.push('draws', 'timer', 'reshuffle');
    if (game === 'stud7' || game === 'stud7-hl') topics.push('community');
    if (spec.streets.some((s) => s.splitOffer)) topics.push('split', 'split');
    // Difficulty: 1 asks the basic facts (players, deck, rounds, cards, forced bets); 2 rounds, cards, forced bets and
    // the procedures; 3 the game's own
    // procedures (draws, the draw timer, the reshuffle, the stud community card, the 32-card split) where it has them.
    const procedures = topics.slice(5);
    const topic = rng.pick(difficulty === 1 ? topics.slice(0, 5) : difficulty === 3 && procedures.length ? procedures : topics.slice(2));
    const rounds = spec.streets.filter((s) => s.betting).length;
    const draws = spec.streets.filter((s) => s.draw).length;
    const name = gameName(game);
    switch (topic) {
      case 'players': return question(base, { prompt: msg('quiz.game-facts.players.prompt', { game: name }), scene: {}, input: { type: 'amount', label: msg('quiz.game-facts.players.label') }, expected: spec.maxPlayers, working: [msg('quiz.game-facts.players.working', { game: name, min: spec.minPlayers, max: spec.maxPlayers })], ruleIds: [gameRule] });
      case 'deck': return question(base, { prompt: msg('quiz.game-facts.deck.prompt', { game: name }), scene: {}, ...choice(rng, spec.deck === 52 ? DECK.standard : DECK.short, [DECK.standard, DECK.short, DECK.two]), working: [msg(spec.deck === 52 ? 'quiz.game-facts.deck.working52' : 'quiz.game-facts.deck.working32')], ruleIds: [gameRule, spec.deck === 52 ? 'C-DECK52' : 'C-DECK32'] });
      case 'rounds': return question(base, { prompt: msg('quiz.game-facts.rounds.prompt', { game: name }), scene: {}, input: { type: 'amount', label: msg('quiz.game-facts.rounds.label') }, expected: rounds, working: [msg('quiz.game-facts.rounds.working', { streets: spec.streets.map((st) => msg(`play.street.${st.name}` as MessageId)).join(', '), rounds })], ruleIds: [gameRule] });
      case 'cards': return question(base, { prompt: msg('quiz.game-facts.cards.prompt', { game: name }), scene: {}, input: { type: 'amount', label: msg('quiz.game-facts.cards.label') }, expected: spec.cardsPerPlayer, working: [spec.boardCards ? msg('quiz.game-facts.cards.workingBoard', { cards: spec.cardsPerPlayer, board: spec.boardCards }) : msg('quiz.game-facts.cards.working', { cards: spec.cardsPerPlayer })], ruleIds: [gameRule] });
      case 'forced': return question(base, { prompt: msg('quiz.game-facts.forced.prompt', { game: name }), scene: {}, ...choice(rng, spec.forcedBets === 'blinds' ? FORCED.blinds : FORCED.antes, [FORCED.blinds, FORCED.antes, FORCED.button, FORCED.none]), working: [msg(spec.forcedBets === 'blinds' ? 'quiz.game-facts.forced.workingBlinds' : 'quiz.game-facts.forced.workingAntes')], ruleIds: [gameRule, spec.forcedBets === 'blinds' ? 'F-BLINDS' : 'F-ANTE'] });
      case 'draws': return question(base, { prompt: msg('quiz.game-facts.draws.prompt', { game: name }), scene: {}, input: { type: 'amount', label: msg('quiz.game-facts.draws.label') }, expected: draws, working: [msg('quiz.game-facts.draws.working', { draws, max: spec.streets.find((st) => st.draw)!.draw!.max })], ruleIds: [gameRule] });
      case 'timer': {
        const { input, expected } = choice(rng, DRAW_TIMER[0], DRAW_TIMER.slice(1));
        return question(base, { prompt: msg('quiz.game-facts.timer.prompt', { game: name }), scene: {}, input, expected, working: [msg('quiz.game-facts.sentence', { text: msg(DRAW_TIMER[0]) })], ruleIds: ['G-DRAW-TIMER'] });
      }
      case 'reshuffle': {
        const { input, expected } = choice(rng, RESHUFFLE[0], RESHUFFLE.slice(1));
        return question(base, { prompt: msg('quiz.game-facts.reshuffle.prompt', { game: name }), scene: {}, input, expected, working: [msg('quiz.game-facts.sentence', { text: msg(RESHUFFLE[0]) })], ruleIds: ['G-DRAW-RESHUFFLE'] });
      }
      case 'community': {
        // G-STUD7-COMMUNITY: the engine deals it (seven players: the seventh-street burn is skipped; eight: a shared card).
        const players = rng.int(6, spec.maxPlayers);
        const dealt = seventhStreet(game as 'stud7', players, seed);
        const NORMAL: MessageId = 'quiz.game-facts.community.normal';
        const NO_BURN: MessageId = 'quiz.game-facts.community.noBurn';
        const SHARED: MessageId = 'quiz.game-facts.community.shared';
        const right = dealt.community ? SHARED : dealt.burnSkipped ? NO_BURN : NORMAL;
        const { input, expected } = choice(rng, right, [NORMAL, NO_BURN, SHARED, 'quiz.game-facts.cancelled']);
        const need = cardsNeeded(spec, players);
        return question(base, {
          prompt: msg('quiz.game-facts.community.prompt', { game: name, players }), scene: { facts: [msg('quiz.game-facts.community.fact', { players })] },
          input,
          expected,
          working: [msg('quiz.game-facts.community.need', { need, deck: spec.deck }),
            msg(dealt.community ? 'quiz.game-facts.community.whyShared' : dealt.burnSkipped ? 'quiz.game-facts.community.whyNoBurn' : 'quiz.game-facts.community.whyEnough')],
          ruleIds: ['G-STUD7-COMMUNITY'],
        });
      }
      default: {
        const players = rng.int(2, 4);
        const choices = Array.from({ length: players }, () => (rng.chance(0.7) ? 'split' : 'other') as 'split' | 'other');
        const words = choices.map((c, i) => msg(c === 'split' ? 'quiz.game-facts.split.chooses' : i === 0 ? 'quiz.game-facts.split.bets' : 'quiz.game-facts.split.declines', { player: playerLabel(i) }));
        const split = potIsSplit(choices);
        return question(base, {
          prompt: msg('quiz.game-facts.split.prompt', { game: name, players }), scene: { facts: [msg('quiz.game-facts.sentence', { text: words.join(msg('quiz.common.fact.eventsJoin')) })] },
          input: { type: 'choice', options: [msg('quiz.game-facts.split.yes'), msg('quiz.game-facts.split.no')] },
          expected: split ? 0 : 1,
          working: [msg(split ? 'quiz.game-facts.split.whyYes' : 'quiz.game-facts.split.whyNo')],
          ruleIds: ['G-DRAW32-SPLIT'],
        });
      }
    }
  },
};
