// Quiz "the fixed-limit bet size and cap" (B-FL: small bet in the first rounds, big bet after, at most
// four bets a round; B-FL-DOUBLE: an open pair on fourth street allows the big bet). The engine's
// fixedLimitBetSize and bettingOptions answer.
import { bettingOptions, fixedLimitBetSize, GAMES } from '../../engine';
import type { QuizKind } from '../quiz';
import { Rng } from '../rng';
import { chooseGame, gamesWithStructure, question } from './common';

const KIND = 'fixed-limit';
const GAMES_HERE = gamesWithStructure(['fixed-limit']);
const LEVELS: readonly [number, number][] = [[2, 4], [10, 20], [50, 100], [100, 200]];

export const fixedLimit: QuizKind = {
  id: KIND,
  code: 'fl',
  title: 'Fixed limit: bet size and cap',
  ruleIds: ['B-FL', 'B-FL-DOUBLE'],
  games: GAMES_HERE,
  generate(seed, difficulty, gameAsked) {
    const rng = new Rng(seed);
    const game = chooseGame(rng, GAMES_HERE, gameAsked);
    const spec = GAMES[game];
    const [smallBet, bigBet] = rng.pick(LEVELS);
    const bettingRounds = spec.streets.filter((s) => s.betting);
    const roundIndex = rng.int(0, bettingRounds.length - 1);
    const roundName = bettingRounds[roundIndex].name.replace(/-/g, ' ');
    const base = { kind: KIND, seed, difficulty, game };
    const facts = [`Fixed limit ${smallBet}/${bigBet}.`, `Betting round: ${roundName} (round ${roundIndex + 1} of ${bettingRounds.length}).`];
    const size = fixedLimitBetSize({ roundIndex, smallBet, bigBet, smallRounds: spec.smallBetRounds });
    const openPair = !!spec.doubleOnOpenPair && roundIndex === 1 && difficulty >= 2 && rng.chance(0.5);
    if (difficulty === 1 || rng.chance(0.4)) {
      if (openPair) facts.push('A pair shows among the up cards on fourth street.');
      const options = openPair ? [`Only ${smallBet}`, `Only ${bigBet}`, `${smallBet} or ${bigBet}`] : [`${smallBet}`, `${bigBet}`];
      const expected = openPair ? 2 : size === smallBet ? 0 : 1;
      return question(base, {
        prompt: `${spec.name}: what may the first player bet in this round?`,
        scene: { facts },
        input: { type: 'choice', options },
        expected,
        working: [openPair ? `With a pair showing on fourth street a player may bet the small bet or the big bet.`
          : `The first ${spec.smallBetRounds} betting round${spec.smallBetRounds > 1 ? 's use' : ' uses'} the small bet, later rounds the big bet: ${size}.`],
        ruleIds: openPair ? ['B-FL', 'B-FL-DOUBLE'] : ['B-FL'],
      });
    }
    // The cap: after a bet and some raises, what may the next player raise to?
    const bets = rng.int(1, 4);
    const currentBet = size * bets;
    const names = ['bets', 'raises', 're-raises', 'caps it with a third raise'];
    for (let b = 0; b < bets; b++) facts.push(`Seat ${b + 1} ${names[b]} (total ${size * (b + 1)}).`);
    const options = bettingOptions({
      structure: { kind: 'fixed-limit', smallBet, bigBet }, roundIndex: roundIndex < spec.smallBetRounds ? 0 : 2,
      currentBet, lastFullRaise: size, playerBet: 0, stack: bigBet * 50, pot: currentBet * 2, betsThisRound: bets, mayRaise: true,
    });
    const choices = [`Raise to ${currentBet + size}`, `Raise to ${currentBet + 2 * size}`, 'No raise: the betting is capped'];
    const expected = options.minRaiseTo === null ? 2 : options.minRaiseTo === currentBet + size ? 0 : 1;
    return question(base, {
      prompt: `${spec.name}: Seat ${bets + 1} wants to raise. What is allowed?`,
      scene: { facts },
      input: { type: 'choice', options: choices },
      expected,
      working: [expected === 2 ? `That makes ${bets} bets this round: the cap is four (a bet and three raises), so only call or fold.`
        : `${bets} bet${bets > 1 ? 's' : ''} so far; a raise adds exactly one bet of ${size}: to ${currentBet + size}.`],
      ruleIds: ['B-FL'],
    });
  },
};
