// Words for the play table: seat names, one sentence per hand event, lesson links for rule IDs, street names.
import { formatCards, type HandAction, type HandEvent } from '../engine/index';
import { formatChips, msg, type MessageId } from '../i18n/index';

const msgPlain = msg;
import { en } from '../i18n/en';
import { LESSONS } from '../trainer/lessons/catalogue';
import { lessonHref } from './router';
import type { PlayBotLevel } from '../play/setup';
import { lessonTitle } from './lesson-text';

/** Who sits in a seat, for names. */
export type SeatWho = { kind: 'learner' } | { kind: 'bot'; level: PlayBotLevel } | null;

export const levelName = (level: PlayBotLevel): string => msg(`play.level.${level}`);

/** "You", "Seat 3 (Normal)". */
export function seatName(seat: number, who: SeatWho): string {
  if (who?.kind === 'learner') return msg('play.you');
  if (who?.kind === 'bot') return msg('play.botSeat', { seat: seat + 1, level: levelName(who.level) });
  return msg('play.seat', { seat: seat + 1 });
}

/** A street's name for the screen ("Flop", "Draw 2"). */
export function streetName(name: string): string {
  const id = `play.street.${name}`;
  return id in en ? msg(id as MessageId) : name.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

/** A message about a seat, in the second person when the seat is the learner's ("You fold." rather than "You folds."). */
export function aboutSeat(id: MessageId, who: string, params: Record<string, string | number> = {}): string {
  const second = `${id}.you`;
  if (who === msgPlain('play.you') && second in en) return msgPlain(second as MessageId, { ...params, who });
  return msgPlain(id, { ...params, who });
}

/** One sentence for a hand event, or null for events the table shows otherwise (deals, streets, burns). */
export function eventText(e: HandEvent, name: (seat: number) => string): string | null {
  const chips = (n: number) => formatChips(n);
  const msg = (id: MessageId, params: Record<string, string | number> = {}) => (typeof params.who === 'string' ? aboutSeat(id, params.who, params) : msgPlain(id, params));
  switch (e.type) {
    case 'ante': return msg('play.ev.ante', { who: name(e.seat), amount: chips(e.amount) });
    case 'small-blind': return msg('play.ev.smallBlind', { who: name(e.seat), amount: chips(e.amount) });
    case 'big-blind': return msg('play.ev.bigBlind', { who: name(e.seat), amount: chips(e.amount) });
    case 'live-blind': return msg('play.ev.liveBlind', { who: name(e.seat), amount: chips(e.amount) });
    case 'dead-blind': return msg('play.ev.deadBlind', { who: name(e.seat), amount: chips(e.amount) });
    case 'bring-in': return msg('play.ev.bringIn', { who: name(e.seat), amount: chips(e.amount) });
    case 'fold': return msg('play.ev.fold', { who: name(e.seat) });
    case 'check': return msg('play.ev.check', { who: name(e.seat) });
    case 'call': return msg(e.allIn ? 'play.ev.callAllIn' : 'play.ev.call', { who: name(e.seat), amount: chips(e.amount) });
    case 'bet': return msg(e.allIn ? 'play.ev.betAllIn' : 'play.ev.bet', { who: name(e.seat), to: chips(e.to) });
    case 'raise': return msg(e.allIn ? 'play.ev.raiseAllIn' : 'play.ev.raise', { who: name(e.seat), to: chips(e.to) });
    case 'draw': return e.discarded.length === 0 ? msg('play.ev.standPat', { who: name(e.seat) }) : msg('play.ev.draw', { who: name(e.seat), count: e.discarded.length });
    case 'timed-out': return msg('play.ev.timedOut', { who: name(e.seat) });
    case 'reshuffle': return msg('play.ev.reshuffle', { count: e.cards });
    case 'split-offer': return msg(e.accept ? 'play.ev.split' : 'play.ev.noSplit', { who: name(e.seat) });
    case 'split-agreed': return msg('play.ev.splitAgreed');
    case 'uncalled': return msg('play.ev.uncalled', { who: name(e.seat), amount: chips(e.amount) });
    case 'runout-choice': return msg('play.ev.runChoice', { who: name(e.seat), times: runTimes(e.times) });
    case 'runout-answer': return msg(e.accept ? 'play.ev.runAccept' : 'play.ev.runDecline', { who: name(e.seat) });
    case 'show': return e.cards.length ? msg('play.ev.show', { who: name(e.seat), cards: formatCards(e.cards) }) : null;
    case 'award': return msg('play.ev.award', { who: name(e.seat), amount: chips(e.amount) });
    case 'board': return e.board > 0 ? msg('play.ev.extraBoard', { n: e.board + 1, cards: formatCards(e.cards) }) : null;
    case 'disconnected': return msg('play.ev.disconnected', { who: name(e.seat) });
    case 'cancelled': return msg('play.ev.cancelled');
    default: return null;
  }
}

/** "once", "twice", "twice+1". */
export const runTimes = (times: number): string => msg(times === 1 ? 'play.run.once' : times === 2 ? 'play.run.twice' : 'play.run.thrice');

/** A short label for an action (advice: what Hard would have done). */
export function actionLabel(action: HandAction): string {
  switch (action.type) {
    case 'fold': return msg('play.act.fold');
    case 'check': return msg('play.act.check');
    case 'call': return msg('play.act.callPlain');
    case 'bring-in': return msg('play.act.bringInPlain');
    case 'bet': return msg('play.act.betTo', { amount: formatChips(action.to ?? 0) });
    case 'raise': return msg('play.act.raiseTo', { amount: formatChips(action.to ?? 0) });
    case 'draw': return msg('play.act.drawN', { count: action.discard.length });
    case 'stand-pat': return msg('play.act.standPat');
    case 'split': return msg('play.act.split');
    case 'no-split': return msg('play.act.noSplit');
    case 'run': return runTimes(action.times);
    case 'accept': return msg('play.act.accept');
    case 'decline': return msg('play.act.decline');
    default: return action.type;
  }
}

/** The lesson that teaches a rule ID, for "rules this hand used". */
export function lessonForRule(ruleId: string, game?: string): { href: string; title: string } | null {
  const teaching = LESSONS.filter((l) => l.rules.includes(ruleId));
  // The game's own lesson when it teaches the rule, else a lesson about the rule itself rather than another game's.
  const lesson = teaching.find((l) => l.id === `game-${game}`) ?? teaching.find((l) => l.group !== 'games') ?? teaching[0];
  return lesson ? { href: lessonHref(lesson.id), title: lessonTitle(lesson) } : null;
}
