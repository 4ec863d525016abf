// Quiz "know the game" (G-*, C-DECK52, C-DECK32, F-BLINDS, F-ANTE): players, deck, cards, rounds,
// forced bets and draws read from the engine's GAMES specs; plus the game procedures the engine
// encodes as flags (G-STUD7-COMMUNITY, G-DRAW-TIMER, G-DRAW-RESHUFFLE, G-DRAW32-SPLIT).
import { GAMES, type GameSpec } from '../../engine';
import { GAME_IDS, TRAINER_GAMES } from '../games';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { chooseGame, question } from './common';

const KIND = 'game-facts';

/** G-STUD7-COMMUNITY: cards the deal needs if `players` all stay to the last street (burns included). */
export function cardsNeeded(spec: GameSpec, players: number): number {
  return spec.streets.reduce((n, s) => n + (s.burn ? 1 : 0) + players * ((s.down ?? 0) + (s.up ?? 0)) + (s.board ?? 0), 0);
}

/** G-DRAW32-SPLIT: a pot is shared only if every player in it chose Split. */
export const potIsSplit = (choices: readonly ('split' | 'other')[]): boolean => choices.every((c) => c === 'split');

const DRAW_TIMER = ['They stand pat and may not raise in the next round', 'Their hand is folded', 'They are dealt five new cards', 'The dealer waits for them'];
const RESHUFFLE = ['The discards are shuffled and used, but nobody gets back cards they threw away in this draw', 'The hand is cancelled and the chips returned',
  'Players may draw only what is left', 'All discards, the player\'s own included, are shuffled and dealt'];

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
    const spec = GAMES[game];
    const gameRule = TRAINER_GAMES[game].ruleId;
    const base = { kind: KIND, seed, difficulty, game };
    const topics = ['players', 'deck', 'rounds', 'cards', 'forced'];
    if (spec.family === 'draw') topics.push('draws', 'timer', 'reshuffle');
    if (game === 'stud7' || game === 'stud7-hl') topics.push('community');
    if (spec.streets.some((s) => s.splitOffer)) topics.push('split', 'split');
    const topic = rng.pick(difficulty === 1 ? topics.slice(0, 5) : topics);
    const rounds = spec.streets.filter((s) => s.betting).length;
    const draws = spec.streets.filter((s) => s.draw).length;
    switch (topic) {
      case 'players': return question(base, { prompt: `${spec.name}: at most how many players sit at the table?`, scene: {}, input: { type: 'amount', label: 'Players' }, expected: spec.maxPlayers, working: [`${spec.name} is played by ${spec.minPlayers} to ${spec.maxPlayers} players.`], ruleIds: [gameRule] });
      case 'deck': return question(base, { prompt: `${spec.name}: which deck is used?`, scene: {}, input: { type: 'choice', options: ['The standard 52-card deck', 'A 32-card deck (sevens up to aces)'] }, expected: spec.deck === 52 ? 0 : 1, working: [spec.deck === 52 ? 'The standard 52 cards, 2 to A in four suits.' : 'A 32-card deck: A K Q J T 9 8 7 in four suits.'], ruleIds: [gameRule, spec.deck === 52 ? 'C-DECK52' : 'C-DECK32'] });
      case 'rounds': return question(base, { prompt: `${spec.name}: how many betting rounds does a hand have (if nobody is all-in)?`, scene: {}, input: { type: 'amount', label: 'Betting rounds' }, expected: rounds, working: [`The streets: ${spec.streets.map((s) => s.name.replace(/-/g, ' ')).join(', ')}; ${rounds} have a betting round.`], ruleIds: [gameRule] });
      case 'cards': return question(base, { prompt: `${spec.name}: how many cards of their own does each player hold at the showdown?`, scene: {}, input: { type: 'amount', label: 'Cards' }, expected: spec.cardsPerPlayer, working: [`${spec.cardsPerPlayer} cards each${spec.boardCards ? `, plus ${spec.boardCards} shared in the middle` : ''}.`], ruleIds: [gameRule] });
      case 'forced': return question(base, { prompt: `${spec.name}: how is the pot started?`, scene: {}, input: { type: 'choice', options: ['Small and big blinds', 'Everyone antes (then a bring-in or an opening bet)'] }, expected: spec.forcedBets === 'blinds' ? 0 : 1, working: [spec.forcedBets === 'blinds' ? 'Blinds: small blind left of the button, big blind next.' : 'Everyone antes before the deal.'], ruleIds: [gameRule, spec.forcedBets === 'blinds' ? 'F-BLINDS' : 'F-ANTE'] });
      case 'draws': return question(base, { prompt: `${spec.name}: how many draws does a hand have?`, scene: {}, input: { type: 'amount', label: 'Draws' }, expected: draws, working: [`${draws} draw${draws > 1 ? 's' : ''}, each of 0 to ${spec.streets.find((s) => s.draw)!.draw!.max} cards.`], ruleIds: [gameRule] });
      case 'timer': return question(base, { prompt: `${spec.name}: a player does not draw within the 30 seconds. What happens?`, scene: {}, input: { type: 'choice', options: DRAW_TIMER }, expected: 0, working: [`${DRAW_TIMER[0]}.`], ruleIds: ['G-DRAW-TIMER'] });
      case 'reshuffle': return question(base, { prompt: `${spec.name}: the deck runs out during the draw. What does the dealer do?`, scene: {}, input: { type: 'choice', options: RESHUFFLE }, expected: 0, working: [`${RESHUFFLE[0]}.`], ruleIds: ['G-DRAW-RESHUFFLE'] });
      case 'community': {
        const players = rng.int(5, spec.maxPlayers);
        const need = cardsNeeded(spec, players);
        const short = need > spec.deck;
        return question(base, {
          prompt: `${spec.name}: ${players} players all stay to seventh street. What happens on seventh street?`, scene: {},
          input: { type: 'choice', options: ['Everyone gets a seventh card face down as usual', 'One card is dealt face up in the middle as everyone\'s seventh card'] },
          expected: short ? 1 : 0,
          working: [`The deal needs ${need} cards with the burns; the deck has ${spec.deck}.`, short ? 'Not enough: one shared card goes face up in the middle (and, per the seed, that round has no betting).' : 'Enough cards for everyone.'],
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
