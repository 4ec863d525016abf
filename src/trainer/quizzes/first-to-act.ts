// Quiz "who acts first": flop games (F-ORDER-FLOP, F-HEADSUP), the stud bring-in with the suit order
// (F-BRINGIN, C-SUITORDER), later stud streets (F-ORDER-STUD), 32-card draw after the draw
// (F-ORDER-DRAW32). The engine's blindPositions, bringInSeat, showingValue and firstToAct answer.
import { blindPositions, bringInSeat, type Card, firstToAct, formatCards, GAMES, showingValue } from '../../engine';
import { GAME_IDS } from '../games';
import type { QuizKind, QuizSeat } from '../quiz';
import { Rng } from '../rng';
import { chooseGame, Dealer, question, seatLabel } from './common';

const KIND = 'first-to-act';

export const firstToActQuiz: QuizKind = {
  id: KIND,
  code: 'fa',
  title: 'Who acts first?',
  ruleIds: ['F-ORDER-FLOP', 'F-HEADSUP', 'F-BRINGIN', 'C-SUITORDER', 'F-ORDER-STUD', 'F-ORDER-DRAW32', 'F-ANTE'],
  games: GAME_IDS,
  generate(seed, difficulty, gameAsked) {
    const rng = new Rng(seed);
    const game = chooseGame(rng, GAME_IDS, gameAsked);
    const spec = GAMES[game];
    const players = Math.min(spec.maxPlayers, difficulty === 1 ? rng.int(3, 5) : rng.int(2, 7));
    const canAct = Array.from({ length: players }, () => true);
    const button = rng.int(0, players - 1);
    const base = { kind: KIND, seed, difficulty, game };
    const seatsOnly = (extra: (i: number) => Partial<QuizSeat> = () => ({})): QuizSeat[] =>
      canAct.map((_, i) => ({ seat: i + 1, label: seatLabel(i), ...extra(i) }));
    if (spec.forcedBets === 'blinds') {
      if (difficulty >= 2 && players > 2) canAct[rng.pick(canAct.map((_, i) => i).filter((i) => i !== button))] = rng.chance(0.5) ? false : true;
      const pos = blindPositions(Array.from({ length: players }, () => true), button);
      const stage = game === 'draw32' && difficulty >= 2 && rng.chance(0.6) ? 'after-draw' : rng.chance(0.5) ? 'preflop' : 'postflop';
      const kind = stage === 'after-draw' ? 'after-draw-left-of-big-blind' : stage;
      const first = firstToAct({ kind, canAct, button: pos.button, bigBlind: pos.bigBlind });
      const folded = canAct.map((c, i) => (c ? -1 : i)).filter((i) => i >= 0);
      const stageWords = stage === 'after-draw' ? 'after the draw' : spec.family === 'draw' ? (stage === 'preflop' ? 'before the draw' : 'after the draw') : stage === 'preflop' ? 'before the flop' : 'on the flop';
      const ruleIds = stage === 'after-draw' ? ['F-ORDER-DRAW32'] : players === 2 ? ['F-HEADSUP', 'F-ORDER-FLOP'] : ['F-ORDER-FLOP'];
      // 32-card draw after the draw uses its own rule even when the learner picked "postflop" words.
      const actual = game === 'draw32' && stage === 'postflop' ? firstToAct({ kind: 'after-draw-left-of-big-blind', canAct, button: pos.button, bigBlind: pos.bigBlind }) : first;
      if (game === 'draw32' && stage === 'postflop') ruleIds.splice(0, ruleIds.length, 'F-ORDER-DRAW32');
      return question(base, {
        prompt: `${spec.name}, ${stageWords}: who acts first?`,
        scene: {
          seats: seatsOnly((i) => ({ note: [i === pos.button ? 'button' : '', i === pos.smallBlind ? 'small blind' : '', i === pos.bigBlind ? 'big blind' : '', canAct[i] ? '' : 'folded'].filter(Boolean).join(', ') || undefined })),
          button: pos.button + 1,
          facts: folded.length ? [`${folded.map(seatLabel).join(', ')} folded earlier.`] : undefined,
        },
        input: { type: 'seat', seats: canAct.map((_, i) => i + 1) },
        expected: actual + 1,
        working: [ruleIds[0] === 'F-ORDER-DRAW32' ? 'After the draw in 32-card draw the first active player after the big blind acts first.'
          : stage === 'preflop' ? (players === 2 ? 'Heads-up the button (small blind) acts first before the flop.' : 'Before the flop the first active player left of the big blind acts first.')
            : players === 2 ? 'Heads-up the button acts last after the flop; the big blind acts first.' : 'After the flop the first active player left of the button acts first.',
        `${seatLabel(actual)} acts first.`],
        ruleIds,
      });
    }
    // Stud family: the bring-in on third street, or the best hand showing later.
    const dealer = new Dealer(rng, spec.deck);
    const later = difficulty >= 2 && rng.chance(0.5);
    const upCount = later ? rng.int(2, spec.id === 'stud7' || spec.id === 'stud7-hl' ? 4 : 3) : 1;
    const up: Card[][] = canAct.map(() => dealer.take(upCount));
    const seats = seatsOnly((i) => ({ up: up[i] }));
    if (!later) {
      const structure = rng.pick(spec.structures);
      const which = spec.bringIn?.[structure as 'fixed-limit'] ?? spec.bringIn?.other ?? 'lowest';
      const seat = bringInSeat(up.map((u) => u[0]), which, spec.suitOrder);
      const structureWords = { 'fixed-limit': 'fixed limit', 'pot-limit': 'pot limit', 'no-limit': 'no limit', 'half-pot': 'half-pot limit', 'spread-limit': 'spread limit' }[structure];
      const suitWords = spec.suitOrder === 'spades' ? 'spades, then hearts, diamonds, clubs' : 'hearts, then diamonds, clubs, spades';
      return question(base, {
        prompt: `${spec.name}, ${structureWords}: everyone has anted and has one card up. Who brings it in (acts first)?`,
        scene: { seats, button: button + 1 },
        input: { type: 'seat', seats: canAct.map((_, i) => i + 1) },
        expected: seat + 1,
        working: [`In ${spec.name} (${structureWords}) the ${which} up card brings it in; equal ranks go by suit, ${suitWords}.`,
          `${seatLabel(seat)} shows ${formatCards(up[seat])}.`],
        ruleIds: ['F-BRINGIN', 'C-SUITORDER', 'F-ANTE'],
      });
    }
    const showing = up.map((u) => showingValue(u, game === 'soko'));
    const first = firstToAct({ kind: 'stud-later', canAct, button, showing });
    return question(base, {
      prompt: `${spec.name}, a later street: who acts first? (The dealer button is at ${seatLabel(button)}.)`,
      scene: { seats, button: button + 1 },
      input: { type: 'seat', seats: canAct.map((_, i) => i + 1) },
      expected: first + 1,
      working: ['On later streets the best hand showing acts first (equal hands: the one nearest the dealer\'s left).', `${seatLabel(first)} shows ${formatCards(up[first])}.`],
      ruleIds: ['F-ORDER-STUD'],
    });
  },
};
