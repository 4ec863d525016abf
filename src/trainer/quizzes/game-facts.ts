// Quiz "know the game" (G-*, C-DECK52, C-DECK32, F-BLINDS, F-ANTE): players, deck, cards, rounds,
// forced bets and draws read from the engine's GAMES specs; plus the game procedures the engine
// encodes as flags (G-STUD7-COMMUNITY, G-DRAW-TIMER, G-DRAW-RESHUFFLE, G-DRAW32-SPLIT).
import { GAMES, type GameSpec, startHand } from '../../engine';
import { GAME_IDS, TRAINER_GAMES } from '../games';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { shuffleChoices } from './choices';
import { chooseGame, question } from './common';

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

const DRAW_TIMER = ['They stand pat and may not raise in the next round', 'Their hand is folded', 'They are dealt five new cards', 'The dealer waits for them'];
const RESHUFFLE = ['The discards are shuffled and used, but nobody gets back cards they threw away in this draw', 'The hand is cancelled and the chips returned',
  'Players may draw only what is left', 'All discards, the player\'s own included, are shuffled and dealt'];

const choice = (rng: Rng, right: string, all: string[]) => {
  const { options, expected } = shuffleChoices(rng, right, all);
  return { input: { type: 'choice' as const, options }, expected };
};

export const gameFacts: QuizKind = {
  id: KIND,
  code: 'gf',
  title: 'Know the game',
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
    switch (topic) {
      case 'players': return question(base, { prompt: `${spec.name}: at most how many players sit at the table?`, scene: {}, input: { type: 'amount', label: 'Players' }, expected: spec.maxPlayers, working: [`${spec.name} is played by ${spec.minPlayers} to ${spec.maxPlayers} players.`], ruleIds: [gameRule] });
      case 'deck': return question(base, { prompt: `${spec.name}: which deck is used?`, scene: {}, ...choice(rng, spec.deck === 52 ? 'The standard 52-card deck' : 'A 32-card deck (sevens up to aces)', ['The standard 52-card deck', 'A 32-card deck (sevens up to aces)', 'Two 52-card decks shuffled together']), working: [spec.deck === 52 ? 'The standard 52 cards, 2 to A in four suits.' : 'A 32-card deck: A K Q J T 9 8 7 in four suits.'], ruleIds: [gameRule, spec.deck === 52 ? 'C-DECK52' : 'C-DECK32'] });
      case 'rounds': return question(base, { prompt: `${spec.name}: how many betting rounds does a hand have (if nobody is all-in)?`, scene: {}, input: { type: 'amount', label: 'Betting rounds' }, expected: rounds, working: [`The streets: ${spec.streets.map((s) => s.name.replace(/-/g, ' ')).join(', ')}; ${rounds} have a betting round.`], ruleIds: [gameRule] });
      case 'cards': return question(base, { prompt: `${spec.name}: how many cards of their own does each player hold at the showdown?`, scene: {}, input: { type: 'amount', label: 'Cards' }, expected: spec.cardsPerPlayer, working: [`${spec.cardsPerPlayer} cards each${spec.boardCards ? `, plus ${spec.boardCards} shared in the middle` : ''}.`], ruleIds: [gameRule] });
      case 'forced': return question(base, { prompt: `${spec.name}: how is the pot started?`, scene: {}, ...choice(rng, spec.forcedBets === 'blinds' ? 'Small and big blinds' : 'Everyone antes (then a bring-in or an opening bet)', ['Small and big blinds', 'Everyone antes (then a bring-in or an opening bet)', 'Only the button antes', 'Nothing is forced: the first player may check']), working: [spec.forcedBets === 'blinds' ? 'Blinds: small blind left of the button, big blind next.' : 'Everyone antes before the deal.'], ruleIds: [gameRule, spec.forcedBets === 'blinds' ? 'F-BLINDS' : 'F-ANTE'] });
      case 'draws': return question(base, { prompt: `${spec.name}: how many draws does a hand have?`, scene: {}, input: { type: 'amount', label: 'Draws' }, expected: draws, working: [`${draws} draw${draws > 1 ? 's' : ''}, each of 0 to ${spec.streets.find((s) => s.draw)!.draw!.max} cards.`], ruleIds: [gameRule] });
      case 'timer': {
        const { options, expected } = shuffleChoices(rng, DRAW_TIMER[0], DRAW_TIMER.slice(1));
        return question(base, { prompt: `${spec.name}: a player does not draw within the 30 seconds. What happens?`, scene: {}, input: { type: 'choice', options }, expected, working: [`${DRAW_TIMER[0]}.`], ruleIds: ['G-DRAW-TIMER'] });
      }
      case 'reshuffle': {
        const { options, expected } = shuffleChoices(rng, RESHUFFLE[0], RESHUFFLE.slice(1));
        return question(base, { prompt: `${spec.name}: the deck runs out during the draw. What does the dealer do?`, scene: {}, input: { type: 'choice', options }, expected, working: [`${RESHUFFLE[0]}.`], ruleIds: ['G-DRAW-RESHUFFLE'] });
      }
      case 'community': {
        // G-STUD7-COMMUNITY: the engine deals it (seven players: the seventh-street burn is skipped; eight: a shared card).
        const players = rng.int(6, spec.maxPlayers);
        const dealt = seventhStreet(game as 'stud7', players, seed);
        const NORMAL = 'Everyone gets a seventh card face down, with a burn card first as usual';
        const NO_BURN = 'Everyone gets a seventh card face down; the burn card before it is skipped';
        const SHARED = 'One card is dealt face up in the middle as everyone\'s seventh card';
        const right = dealt.community ? SHARED : dealt.burnSkipped ? NO_BURN : NORMAL;
        const { options, expected } = shuffleChoices(rng, right, [NORMAL, NO_BURN, SHARED, 'The hand is cancelled and the chips returned']);
        const need = cardsNeeded(spec, players);
        return question(base, {
          prompt: `${spec.name}: ${players} players all stay to seventh street. What happens on seventh street?`, scene: { facts: [`${players} players, one 52-card deck, a burn card before each street from fourth street on.`] },
          input: { type: 'choice', options },
          expected,
          working: [`With every burn the deal would need ${need} cards; the deck has ${spec.deck}.`,
            dealt.community ? 'Even without the seventh-street burn there are not enough cards: one shared card goes face up in the middle (and, per the seed, that round has no betting).'
              : dealt.burnSkipped ? 'Short by the burn card only: the seventh-street burn is skipped first, and everyone gets a card.' : 'Enough cards for everyone.'],
          ruleIds: ['G-STUD7-COMMUNITY'],
        });
      }
      default: {
        const players = rng.int(2, 4);
        const choices = Array.from({ length: players }, () => (rng.chance(0.7) ? 'split' : 'other') as 'split' | 'other');
        const words = choices.map((c, i) => `Player ${i + 1} ${c === 'split' ? 'chooses Split' : i === 0 ? 'bets instead' : 'declines and bets'}`);
        const split = potIsSplit(choices);
        return question(base, {
          prompt: `${spec.name}, after the draw: ${players} players are in the pot. Is the pot split?`, scene: { facts: [words.join('; ') + '.'] },
          input: { type: 'choice', options: ['Yes: the pot is shared equally', 'No: the hand goes on'] },
          expected: split ? 0 : 1,
          working: [split ? 'Every player in the pot chose Split, so it is shared equally.' : 'The offer ends as soon as anyone does something else, so the hand goes on.'],
          ruleIds: ['G-DRAW32-SPLIT'],
        });
      }
    }
  },
};
